export const id = 520;
export const ids = [520];
export const modules = {

/***/ 7520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4150);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4146);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3567);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5562);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/**
 * `heartbeat-gate verdict <task_id> verified|not_verified|unclear [--contradiction]
 * [--evidence text] [--id id]`: what the verification sidecar (or an operator) found.
 */






const USAGE = `usage: heartbeat-gate verdict <task_id> verified|not_verified|unclear [--contradiction] [--evidence <text>] [--id <id>] [--now <ISO-8601>] [--push] [--json]

Records the verifier's verdict on a task of the current cycle and commits it: verified +10
(+5 optional), not_verified -15, unclear -2, and a ground truth contradiction a further -30.
  --contradiction   the agent claimed what the verifier's real source contradicts
  --evidence <text> what the verifier looked at (kept in the ledger for the audit)
  --id <id>         the event id (default verdict:<cycle>:<task_id>, one verdict per task per cycle)
${_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .WRITE_USAGE */ .o5}`;
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .defineCommand */ .N)({
    name: 'verdict',
    summary: "record the verifier's verdict on a task of the current cycle",
    usage: USAGE,
    options: {
        ..._write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .TARGET_OPTIONS */ .FG,
        contradiction: { type: 'boolean' },
        evidence: { type: 'string' },
        id: { type: 'string' },
    },
    positionals: true,
    now: true,
    json: true,
    async run({ values, positionals, io, now, json }) {
        const [taskId, verdictText, extra] = positionals;
        if (taskId === undefined || verdictText === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('expected <task_id> and a verdict (verified, not_verified or unclear)');
        }
        if (extra !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`unexpected argument '${extra}'`);
        const verdict = _core_model_js__WEBPACK_IMPORTED_MODULE_1__/* .VerdictSchema */ .jp.safeParse(verdictText);
        if (!verdict.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`verdict: '${verdictText}' is not one of verified, not_verified, unclear`);
        }
        if (values.id !== undefined && values.id.trim() === '')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--id: empty');
        const result = await (0,_app_record_js__WEBPACK_IMPORTED_MODULE_0__/* .recordVerdict */ .p)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .targetOptions */ .Gl)(io.cwd, values),
            now,
            taskId,
            verdict: verdict.data,
            contradiction: values.contradiction ?? false,
            ...(values.evidence !== undefined ? { evidence: values.evidence } : {}),
            ...(values.id !== undefined ? { id: values.id } : {}),
        });
        if (json) {
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonOut */ .NK)(result));
            return _command_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.ok;
        }
        const flag = result.event.groundTruthContradiction ? ' (ground truth contradiction)' : '';
        io.stdout.write(result.recorded
            ? `${result.event.taskId}: ${result.event.verdict}${flag} ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .signed */ .x8)(result.delta)} → score ${result.score}/${result.target}\n${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .commitLine */ .w_)(result)}\n`
            : `${result.event.taskId}: ${result.event.verdict}${flag} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`);
        return _command_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ TARGET_OPTIONS),
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   o5: () => (/* binding */ WRITE_USAGE),
/* harmony export */   w_: () => (/* binding */ commitLine)
/* harmony export */ });
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2625);

/** Where a writing command's state commit goes (`--now`, `--json` and `--help` are the shell's). */
const TARGET_OPTIONS = {
    push: { type: 'boolean' },
    remote: { type: 'string' },
    branch: { type: 'string' },
};
const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name>   the remote to push to (default: origin)
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --json            print the result as JSON
`;
/** Where the state commit goes. */
function targetOptions(cwd, values) {
    return {
        cwd,
        push: values.push ?? false,
        ...(values.remote !== undefined ? { remote: values.remote } : {}),
        ...(values.branch !== undefined ? { branch: values.branch } : {}),
    };
}
/** One line saying where the write went. */
function commitLine(write) {
    const warnings = write.warnings.map((warning) => `\nwarning: ${warning}`).join('');
    if (!write.commit)
        return `Nothing changed on ${write.branch}: the event was already recorded.${warnings}`;
    const pushed = write.pushed
        ? `, pushed${write.retries > 0 ? ` after ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(write.retries, 'retry', 'retries')} (the remote moved)` : ''}`
        : '';
    return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}
/** A value as pretty JSON with a trailing newline. */
function jsonOut(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ })

};
