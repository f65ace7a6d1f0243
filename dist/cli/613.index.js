export const id = 613;
export const ids = [613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(776);

const USAGE = `usage: heartbeat-gate mcp

Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it). Tools: heartbeat_contract,
heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer, heartbeat_lint. Resources:
heartbeat://contract, heartbeat://score, heartbeat://cycle/latest. Stops when its input closes.
Register it with your client (Claude Code's .mcp.json and others): see docs/mcp.md.
`;
const command = {
    summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
    async run(args, io) {
        const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(args, { help: { type: 'boolean', short: 'h' } });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const { serveStdio } = await Promise.all(/* import() */[__webpack_require__.e(847), __webpack_require__.e(870), __webpack_require__.e(244), __webpack_require__.e(874)]).then(__webpack_require__.bind(__webpack_require__, 874));
        await serveStdio(io.cwd);
        return 0;
    },
};


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ resolveNow),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   m1: () => (/* binding */ parseSince),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1002);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(error.message);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--now: not an ISO-8601 instant with a timezone: ${JSON.stringify(value)} (e.g. 2026-03-07T09:30:00Z)`);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--since: not a calendar day: ${JSON.stringify(value)}`);
        return { day: value };
    }
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--since: not a date (YYYY-MM-DD) or an ISO-8601 instant: ${JSON.stringify(value)}`);
    }
    return { instant: ms };
}
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
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
