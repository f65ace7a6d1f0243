export const id = 568;
export const ids = [568];
export const modules = {

/***/ 3367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3055);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5562);
/**
 * `heartbeat-gate cycle [--now ISO] [--force] [--push] [--remote R] [--branch B] [--json]`:
 * run the next heartbeat cycle when it is due, as one commit with `Heartbeat-*` trailers.
 */



const USAGE = `usage: heartbeat-gate cycle [--force] [--now <ISO-8601>] [--push] [--remote <name>] [--branch <name>] [--json]

Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.
  --force           run the cycle even if it is not due yet
  --verify          first judge the ending cycle's tasks by their verify: hints (evidence:, cmd:
                    from the contract on the trusted branch, file:), scoring them in this commit
${_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .WRITE_USAGE */ .o5}`;
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
        `  since the previous cycle: ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .signed */ .x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .commitLine */ .w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = {
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    async run(args, io) {
        const { values, positionals } = (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWriteArgs */ .SL)(args, {
            force: { type: 'boolean' },
            verify: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        if (positionals.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument '${positionals[0]}'`);
        const outcome = await (0,_app_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .runCycle */ .OM)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .targetOptions */ .Gl)(io.cwd, values),
            now: (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .nowOption */ .aH)(values.now),
            force: values.force ?? false,
            // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
            ...(values.verify
                ? {
                    sidecar: { evidence: await __webpack_require__.e(/* import() | gate */ 990).then(__webpack_require__.bind(__webpack_require__, 380)) },
                }
                : {}),
        });
        if (values.json) {
            const { state: _state, ...rest } = outcome;
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonOut */ .NK)(rest));
        }
        else {
            io.stdout.write(formatOutcome(outcome));
        }
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
