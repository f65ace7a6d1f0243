export const id = 520;
export const ids = [520];
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

/***/ 7520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4150);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4146);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(302);
/* harmony import */ var _declarations_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1731);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5562);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2625);
/**
 * `heartbeat-gate verdict <task_id> verified|not_verified|unclear [--contradiction]
 * [--evidence text] [--id id]`: what the verification sidecar (or an operator) found.
 */







const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .defineCommand */ .N)(_declarations_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .declaration */ .H, async ({ values, positionals, io, now, json }) => {
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
        ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_5__/* .targetOptions */ .Gl)(io.cwd, values),
        now,
        taskId,
        verdict: verdict.data,
        contradiction: values.contradiction ?? false,
        ...(values.evidence !== undefined ? { evidence: values.evidence } : {}),
        ...(values.id !== undefined ? { id: values.id } : {}),
    });
    if (json) {
        io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonOut */ .NK)(result));
        return _command_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.ok;
    }
    const flag = result.event.groundTruthContradiction ? ' (ground truth contradiction)' : '';
    io.stdout.write(result.recorded
        ? `${result.event.taskId}: ${result.event.verdict}${flag} ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .signed */ .x8)(result.delta)} → score ${result.score}/${result.target}\n${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_5__/* .commitLine */ .w_)(result)}\n`
        : `${result.event.taskId}: ${result.event.verdict}${flag} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`);
    return _command_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 1731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate verdict`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'verdict',
    summary: "record the verifier's verdict on a task of the current cycle",
    args: '<task_id> verified|not_verified|unclear',
    description: `Records the verifier's verdict on a task of the current cycle and commits it: verified +10
(+5 optional), not_verified -15, unclear -2, and a ground truth contradiction a further -30.`,
    options: {
        contradiction: {
            type: 'boolean',
            description: "the agent claimed what the verifier's real source contradicts",
        },
        evidence: {
            type: 'string',
            value: '<text>',
            description: 'what the verifier looked at (kept in the ledger for the audit)',
        },
        id: {
            type: 'string',
            value: '<id>',
            description: 'the event id (one verdict per task per cycle)',
            default: 'verdict:<cycle>:<task_id>',
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE */ .Cm,
    },
};


/***/ })

};
