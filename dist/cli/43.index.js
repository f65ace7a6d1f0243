export const id = 43;
export const ids = [43];
export const modules = {

/***/ 4150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordFeedback),
/* harmony export */   p: () => (/* binding */ recordVerdict)
/* harmony export */ });
/* harmony import */ var _core_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4845);
/* harmony import */ var _core_score_points_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6219);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9480);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2706);





const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
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
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A)(options.now);
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
                const message = `heartbeat: verdict ${event.taskId} ${event.verdict}${flag} (${signed(delta)}) — ${scoreLine(after)}\n\n` +
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
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ config, state, branch }) => {
        if (options.by !== undefined && (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .looksLikeAgent */ .xC)(options.by, config.agents)) {
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
                const message = `heartbeat: feedback ${event.direction} (${signed(delta)}) — ${scoreLine(after)}\n\n` +
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
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5562);
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
${_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .WRITE_USAGE */ .o5}`;
const command = {
    summary: "record the verifier's verdict on a task of the current cycle",
    async run(args, io) {
        const { values, positionals } = (0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseWriteArgs */ .SL)(args, {
            contradiction: { type: 'boolean' },
            evidence: { type: 'string' },
            id: { type: 'string' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
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
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .targetOptions */ .Gl)(io.cwd, values),
            now: (0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .nowOption */ .aH)(values.now),
            taskId,
            verdict: verdict.data,
            contradiction: values.contradiction ?? false,
            ...(values.evidence !== undefined ? { evidence: values.evidence } : {}),
            ...(values.id !== undefined ? { id: values.id } : {}),
        });
        if (values.json) {
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonOut */ .NK)(result));
            return 0;
        }
        const flag = result.event.groundTruthContradiction ? ' (ground truth contradiction)' : '';
        io.stdout.write(result.recorded
            ? `${result.event.taskId}: ${result.event.verdict}${flag} ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .signed */ .x8)(result.delta)} → score ${result.score}/${result.target}\n${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLine */ .w_)(result)}\n`
            : `${result.event.taskId}: ${result.event.verdict}${flag} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`);
        return 0;
    },
};


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   SL: () => (/* binding */ parseWriteArgs),
/* harmony export */   aH: () => (/* binding */ nowOption),
/* harmony export */   o5: () => (/* binding */ WRITE_USAGE),
/* harmony export */   w_: () => (/* binding */ commitLine),
/* harmony export */   x8: () => (/* binding */ signed)
/* harmony export */ });
/* unused harmony export WRITE_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2706);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Options shared by the commands that write state (cycle, verdict, feedback): where the state
 * commit goes (`--branch`, `--push`, `--remote`), `--now`, `--json`, and how a write is reported.
 */



const WRITE_OPTIONS = {
    now: { type: 'string' },
    push: { type: 'boolean' },
    remote: { type: 'string' },
    branch: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name>   the remote to push to (default: origin)
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --json            print the result as JSON
`;
/** Parses a writing command's arguments; a malformed command line is a UsageError (exit 2). */
function parseWriteArgs(args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args,
            options: { ...WRITE_OPTIONS, ...options },
            strict: true,
            allowPositionals: true,
        });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(error.message);
    }
}
/** `--now` as a canonical instant (the clock when absent). */
function nowOption(value) {
    return value === undefined ? new Date().toISOString() : (0,_app_time_js__WEBPACK_IMPORTED_MODULE_1__/* .parseNow */ .A)(value);
}
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
        ? `, pushed${write.retries > 0 ? ` after ${write.retries} retr${write.retries === 1 ? 'y' : 'ies'} (the remote moved)` : ''}`
        : '';
    return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** A value as pretty JSON with a trailing newline. */
function jsonOut(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ }),

/***/ 1002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ calendarDay),
/* harmony export */   U$: () => (/* binding */ dayNumber),
/* harmony export */   Wk: () => (/* binding */ dateFromDayNumber),
/* harmony export */   fi: () => (/* binding */ addDays)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Calendar days in the configured rollover timezone. Pure: the instant is a parameter.
 */

const DAY_MS = 86_400_000;
const YEAR_10000_MS = Date.UTC(10000, 0, 1);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Building a DateTimeFormat costs far more than using one, and replay asks once per event.
const dayFormats = new Map();
function dayFormat(timeZone) {
    let format = dayFormats.get(timeZone);
    if (format)
        return format;
    try {
        format = new Intl.DateTimeFormat('en-US', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
        });
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`timezone: unknown IANA time zone ${JSON.stringify(timeZone)}`);
    }
    dayFormats.set(timeZone, format);
    return format;
}
/**
 * The calendar day (`YYYY-MM-DD`) that `instant` (ISO-8601) falls on in `timeZone` (an IANA name
 * such as `UTC` or `Europe/Berlin`). Throws InputError naming the bad field.
 */
function calendarDay(instant, timeZone) {
    const ms = Date.parse(instant);
    if (Number.isNaN(ms))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`now: not an ISO-8601 instant: ${JSON.stringify(instant)}`);
    const format = dayFormat(timeZone);
    // UTC, the default, needs no Intl formatting (10x faster; replay asks once per event).
    if (timeZone === 'UTC' && ms >= 0 && ms < YEAR_10000_MS)
        return new Date(ms).toISOString().slice(0, 10);
    const parts = format.formatToParts(ms);
    const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
/** Days since 1970-01-01 for a `YYYY-MM-DD` string; throws InputError when it is not one. */
function dayNumber(date) {
    const m = DATE_RE.exec(date);
    const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
    // Date.UTC rolls 2026-02-30 over to March; a round trip catches it.
    if (Number.isNaN(ms) || dateFromDayNumber(ms / DAY_MS) !== date) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`date: not a calendar day YYYY-MM-DD: ${JSON.stringify(date)}`);
    }
    return ms / DAY_MS;
}
/** The `YYYY-MM-DD` string of a day number (see `dayNumber`). */
function dateFromDayNumber(day) {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
/** The calendar day `days` after `date` (negative goes back). */
function addDays(date, days) {
    return dateFromDayNumber(dayNumber(date) + days);
}


/***/ })

};
