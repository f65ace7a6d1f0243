export const id = 547;
export const ids = [547];
export const modules = {

/***/ 547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _core_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(191);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(533);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(219);
/**
 * `heartbeat-gate evidence --topic <topic> [--payload <text>] [--json] [--mutation-warn-threshold N]`:
 * what the evidence gate publishes for a claim, before the agent pushes it. The agent calls this
 * instead of `ralph emit` and, on exit 1, reads the message that says what to fix.
 */



const USAGE = `usage: heartbeat-gate evidence --topic <topic> [--payload <text>] [--json]
                               [--mutation-warn-threshold <0-100>]

Evaluates one claim with the evidence gates of seed 002 and prints the topic that is published
(build.blocked, review.blocked or verify.failed when the claim is rejected), then the message the
agent reads next. Only build.done, review.done and verify.passed are gated; every other topic
passes through untouched.
  --topic                    the topic the agent emits (build.done, review.done, verify.passed, ...)
  --payload                  the evidence; read from standard input when omitted (gated topics only)
  --json                     print {topic, published, accepted, failed, missing, warnings, message}
  --mutation-warn-threshold  warn when an accepted build.done reports a lower mutation score (0-100)
Exit codes: 0 accepted (or not gated), 1 blocked, 2 bad usage.

example:
  heartbeat-gate evidence --topic build.done --payload "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass"
`;
/** `--mutation-warn-threshold` as a number from 0 to 100. */
function readThreshold(text) {
    if (text === undefined)
        return undefined;
    const value = text.trim() === '' ? Number.NaN : Number(text);
    if (!(value >= 0 && value <= 100)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`--mutation-warn-threshold must be a number from 0 to 100, got ${JSON.stringify(text)}`);
    }
    return value;
}
const command = {
    summary: 'check a build.done / review.done / verify.passed claim before pushing it',
    async run(args, io) {
        const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(args, {
            topic: { type: 'string' },
            payload: { type: 'string' },
            json: { type: 'boolean' },
            'mutation-warn-threshold': { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const topic = values.topic;
        if (topic === undefined || topic.trim() === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`--topic is required (run 'heartbeat-gate evidence --help')`);
        }
        const mutationWarnThreshold = readThreshold(values['mutation-warn-threshold']);
        // A pass-through topic needs no payload: do not wait on a terminal's standard input for it.
        const payload = values.payload ?? ((0,_core_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isGatedTopic */ .$V)(topic) ? await io.readStdin() : '');
        const result = (0,_core_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateEvidence */ .Xi)(topic, payload, { mutationWarnThreshold });
        if (values.json) {
            const { published, accepted, failed, missing, warnings, message } = result;
            io.stdout.write((0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s$)({ topic, published, accepted, failed, missing, warnings, message }));
        }
        else {
            io.stdout.write(`${result.published}\n`);
            if (result.message !== '')
                io.stdout.write(`${result.message}\n`);
        }
        return result.accepted ? 0 : 1;
    },
};


/***/ }),

/***/ 219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ resolveNow),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   m1: () => (/* binding */ parseSince),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(757);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(533);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2), plus the `--now` and date values every time-dependent command takes.
 */



/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
// A calendar day, or a date-time that says its offset (a bare local time would depend on the machine).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
/** `--now <ISO-8601>` as a UTC instant; the machine's clock when absent. */
function resolveNow(value, clock = () => new Date()) {
    if (value === undefined)
        return clock().toISOString();
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--now: not an ISO-8601 instant with a timezone: ${JSON.stringify(value)} (e.g. 2026-03-07T09:30:00Z)`);
    }
    return new Date(ms).toISOString();
}
function isCalendarDay(date) {
    try {
        (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dayNumber */ .U$)(date);
        return true;
    }
    catch {
        return false;
    }
}
function parseSince(value) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        if (!isCalendarDay(value))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a calendar day: ${JSON.stringify(value)}`);
        return { day: value };
    }
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a date (YYYY-MM-DD) or an ISO-8601 instant: ${JSON.stringify(value)}`);
    }
    return { instant: ms };
}
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ }),

/***/ 757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ calendarDay),
/* harmony export */   U$: () => (/* binding */ dayNumber),
/* harmony export */   Wk: () => (/* binding */ dateFromDayNumber)
/* harmony export */ });
/* unused harmony export addDays */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(533);
/**
 * Calendar days in the configured rollover timezone. Pure: the instant is a parameter.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The calendar day (`YYYY-MM-DD`) that `instant` (ISO-8601) falls on in `timeZone` (an IANA name
 * such as `UTC` or `Europe/Berlin`). Throws InputError naming the bad field.
 */
function calendarDay(instant, timeZone) {
    const ms = Date.parse(instant);
    if (Number.isNaN(ms))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`now: not an ISO-8601 instant: ${JSON.stringify(instant)}`);
    let format;
    try {
        format = new Intl.DateTimeFormat('en-US', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
        });
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`timezone: unknown IANA time zone ${JSON.stringify(timeZone)}`);
    }
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`date: not a calendar day YYYY-MM-DD: ${JSON.stringify(date)}`);
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
