export const id = 590;
export const ids = [590];
export const modules = {

/***/ 4150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordFeedback),
/* harmony export */   p: () => (/* binding */ recordVerdict)
/* harmony export */ });
/* harmony import */ var _core_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4845);
/* harmony import */ var _core_score_points_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6219);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(871);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);






function scoreLine(state) {
    return `score ${state.score.today.score}/${state.score.today.target}`;
}
/** The planned event's effects, or an input error when its id holds other content. */
function effectsOf(event, effects) {
    if (effects.conflicts.includes(event.id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`event id ${event.id} is already recorded with other content; pass another --id`);
    }
    const state = effects.state;
    if (!state)
        throw new Error('the ledger replayed to nothing after an append');
    const added = effects.added.some((e) => e.id === event.id);
    return { state, added };
}
/** Records the verifier's verdict on a task of the current cycle. */
async function recordVerdict(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A7)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ state, branch }) => {
        const progress = state?.progress;
        if (!state || !progress) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('no cycle has started yet: run heartbeat-gate cycle first');
        }
        const task = progress.tasks.find((t) => t.taskId === options.taskId);
        if (!task) {
            const known = progress.tasks.map((t) => t.taskId).join(', ') || 'none';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`task_id: ${options.taskId} is not a task of cycle ${progress.cycle} (its tasks: ${known})`);
        }
        if (Date.parse(now) < Date.parse(progress.startedAt)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--now: ${now} is before cycle ${progress.cycle} started (${progress.startedAt})`);
        }
        const event = {
            id: options.id ?? `verdict:${progress.cycle}:${task.taskId}`,
            at: now,
            kind: 'verdict',
            taskId: task.taskId,
            verdict: options.verdict,
            groundTruthContradiction: options.contradiction ?? false,
            // Judged as the cycle counts it: a penalty tier may have forced it required.
            required: task.required,
            ...(options.evidence !== undefined ? { evidence: options.evidence } : {}),
        };
        const unchanged = () => ({
            event,
            recorded: false,
            delta: 0,
            score: state.score.today.score,
            target: state.score.today.target,
            commit: undefined,
            branch,
            pushed: false,
            retries: 0,
            warnings: [],
        });
        // Verdicts since the last cycle are in the state, whatever month they fell in.
        const earlier = state.sinceLastCycle.verdicts.find((v) => v.id === event.id);
        if (earlier) {
            if (earlier.verdict === event.verdict &&
                earlier.groundTruthContradiction === event.groundTruthContradiction) {
                return { skip: unchanged() };
            }
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${event.id}: task ${task.taskId} already has the verdict ${earlier.verdict}${earlier.groundTruthContradiction ? ' (contradiction)' : ''} in cycle ${progress.cycle}; pass --id to record another`);
        }
        return {
            events: [event],
            finish(effects) {
                const { state: after, added } = effectsOf(event, effects);
                const delta = added ? (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_0__/* .pointsForVerdict */ .k4)(event) : 0;
                const flag = event.groundTruthContradiction ? ' contradiction' : '';
                const message = `heartbeat: verdict ${event.taskId} ${event.verdict}${flag} (${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(delta)}) — ${scoreLine(after)}\n\n` +
                    `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
                return {
                    message,
                    result: {
                        ...unchanged(),
                        recorded: added,
                        delta,
                        score: after.score.today.score,
                        target: after.score.today.target,
                    },
                };
            },
        };
    });
    return { ...write.result, ...writeFields(write) };
}
/** Records an operator's 👍 / 👎 (the seed's POST /api/score/feedback). */
async function recordFeedback(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A7)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ everyAgentLogin, state, branch }) => {
        if (options.by !== undefined && (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .looksLikeAgent */ .xC)(options.by, everyAgentLogin)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--by: ${options.by} is (or looks like) an agent login; an agent's own feedback never counts`);
        }
        // A closed cycle (and the day and ratchet floor it settled) is never rewritten.
        const last = state?.lastCycle;
        if (last && Date.parse(now) < Date.parse(last.at)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--now: ${now} is before the last cycle (cycle ${last.cycle} at ${last.at}); feedback cannot rewrite a closed cycle`, '--now');
        }
        const event = {
            id: options.id ?? `feedback:${now}:${options.direction}${options.by ? `:${options.by}` : ''}`,
            at: now,
            kind: 'feedback',
            direction: options.direction,
            ...(options.by !== undefined ? { by: options.by } : {}),
            ...(options.source !== undefined ? { source: options.source } : {}),
        };
        const unchanged = (s) => ({
            event,
            recorded: false,
            delta: 0,
            score: s?.score.today.score ?? 0,
            target: s?.score.today.target ?? 0,
            commit: undefined,
            branch,
            pushed: false,
            retries: 0,
            warnings: [],
        });
        const earlier = state?.sinceLastCycle.feedback.find((f) => f.id === event.id);
        if (earlier) {
            if (earlier.direction === event.direction)
                return { skip: unchanged(state) };
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--id: ${event.id} is already recorded as 👍/👎 ${earlier.direction}`);
        }
        return {
            events: [event],
            finish(effects) {
                const { state: after, added } = effectsOf(event, effects);
                const delta = added ? (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_0__/* .pointsForFeedback */ ._h)(event.direction) : 0;
                const message = `heartbeat: feedback ${event.direction} (${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(delta)}) — ${scoreLine(after)}\n\n` +
                    `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
                return {
                    message,
                    result: {
                        ...unchanged(after),
                        recorded: added,
                        delta,
                        score: after.score.today.score,
                        target: after.score.today.target,
                    },
                };
            },
        };
    });
    return { ...write.result, ...writeFields(write) };
}
function writeFields(write) {
    return {
        commit: write.commit,
        pushed: write.pushed,
        retries: write.retries,
        warnings: write.warnings,
    };
}


/***/ }),

/***/ 6590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4150);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(302);
/* harmony import */ var _declarations_feedback_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6967);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5562);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/**
 * `heartbeat-gate feedback up|down [--id source-id] [--by login]`: an operator's 👍 / 👎 (the
 * seed's POST /api/score/feedback); prints the points delta and the new score.
 */






const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .defineCommand */ .N)(_declarations_feedback_js__WEBPACK_IMPORTED_MODULE_3__/* .declaration */ .H, async ({ values, positionals, io, now, json }) => {
    const [direction, extra] = positionals;
    if (direction !== 'up' && direction !== 'down') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(direction === undefined
            ? 'expected up or down'
            : `'${direction}' is not a direction: expected up or down`);
    }
    if (extra !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument '${extra}'`);
    for (const name of ['id', 'by']) {
        if (values[name] !== undefined && values[name].trim() === '')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name}: empty`);
    }
    const result = await (0,_app_record_js__WEBPACK_IMPORTED_MODULE_0__/* .recordFeedback */ .H)({
        ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .targetOptions */ .Gl)(io.cwd, values),
        now,
        direction,
        ...(values.id !== undefined ? { id: values.id } : {}),
        ...(values.by !== undefined ? { by: values.by } : {}),
    });
    if (json) {
        io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonOut */ .NK)(result));
        return _command_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
    }
    io.stdout.write(result.recorded
        ? `feedback ${direction}: ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .signed */ .x8)(result.delta)} → score ${result.score}/${result.target}\n${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_4__/* .commitLine */ .w_)(result)}\n`
        : `feedback ${direction} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`);
    return _command_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 6967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate feedback`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'feedback',
    summary: "record an operator's thumbs up (+3) or down (-10); prints the delta and the new score",
    args: 'up|down',
    description: `Records an operator's thumbs up (+3) or thumbs down (-10) and prints the delta and the new score.
It is the operator's local note: it counts here, but the Action counts only the 👍 / 👎 reactions
it reads from GitHub itself. An instant before the last cycle is refused.`,
    options: {
        id: {
            type: 'string',
            value: '<source id>',
            description: 'the reaction or comment id; the same id twice is recorded once',
        },
        by: {
            type: 'string',
            value: '<login>',
            description: "the operator (any agent's login from the configuration is refused)",
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE */ .Cm,
    },
};


/***/ })

};
