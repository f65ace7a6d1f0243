export const id = 367;
export const ids = [367];
export const modules = {

/***/ 3367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5952);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(302);
/* harmony import */ var _declarations_cycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4412);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5562);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/**
 * `heartbeat-gate cycle [--now ISO] [--force] [--push] [--remote R] [--branch B] [--json]`:
 * run the next heartbeat cycle when it is due, as one commit with `Heartbeat-*` trailers.
 */






function formatOutcome(outcome) {
    if (!outcome.ran) {
        const wait = Math.ceil((Date.parse(outcome.nextDueAt) - Date.parse(outcome.lastCycleAt)) / 60_000);
        return (`Not due: cycle ${outcome.lastCycle} started at ${outcome.lastCycleAt}; the interval is ` +
            `${outcome.intervalMinutes} minutes, so cycle ${outcome.lastCycle + 1} is due at ` +
            `${outcome.nextDueAt} (${wait} minutes after the last). Nothing was written; --force runs it now.\n`);
    }
    const r = outcome.record;
    const verified = r.verdicts.filter((v) => v.verdict === 'verified').length;
    const lines = [
        `heartbeat: cycle ${r.cycle} — score ${r.score}/${r.target} (${r.tier})`,
        `  since the previous cycle: ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .signed */ .x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .commitLine */ .w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .defineCommand */ .N)(_declarations_cycle_js__WEBPACK_IMPORTED_MODULE_3__/* .declaration */ .H, async ({ values, positionals, io, now, json }) => {
    if (positionals.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument '${positionals[0]}'`);
    const outcome = await (0,_app_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .runCycle */ .OM)({
        ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .targetOptions */ .Gl)(io.cwd, values),
        now,
        force: values.force ?? false,
        // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
        ...(values.verify
            ? {
                sidecar: {
                    evidence: (await __webpack_require__.e(/* import() | gate */ 990).then(__webpack_require__.bind(__webpack_require__, 9068)))
                        .evidenceJudge,
                },
            }
            : {}),
    });
    if (json) {
        const { state: _state, ...rest } = outcome;
        io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonOut */ .NK)(rest));
    }
    else {
        io.stdout.write(formatOutcome(outcome));
    }
    return _command_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 4412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate cycle`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'cycle',
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    positionals: true,
    description: `Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.`,
    options: {
        force: { type: 'boolean', description: 'run the cycle even if it is not due yet' },
        verify: {
            type: 'boolean',
            description: "first judge the ending cycle's tasks by their verify: hints (evidence:, cmd: from the contract on the trusted branch, file:), scoring them in this commit",
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE */ .Cm,
    },
};


/***/ })

};
