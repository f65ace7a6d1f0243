export const id = 905;
export const ids = [905];
export const modules = {

/***/ 9975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   eU: () => (/* binding */ scoreAt),
/* harmony export */   oK: () => (/* binding */ openRepoState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _core_score_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1002);
/* harmony import */ var _core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2249);
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */






/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(repo, branch) {
    return ((await repo.resolve(`refs/heads/${branch}`)) ??
        (await repo.resolve(`refs/remotes/origin/${branch}`)));
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .Repo */ .lc.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd) {
    const location = await openRepo(cwd);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .loadStateStore */ .Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: (0,_core_score_state_js__WEBPACK_IMPORTED_MODULE_1__/* .createScoreState */ .qF)(today), fresh: true };
    return { state: (0,_core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(committed, today), fresh: false };
}


/***/ }),

/***/ 8905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatHistory: () => (/* binding */ formatHistory)
/* harmony export */ });
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9975);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(776);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1446);
/**
 * `heartbeat-gate history [--json] [--now <ISO-8601>]`: today plus the archived days of the
 * rolling 7-day window (the seed's `GET /api/score/history`).
 */



const USAGE = `usage: heartbeat-gate history [--json] [--now <ISO-8601>]

Today and the last 7 archived days, oldest first: score, the target in force that day, verdict
counts, operator feedback and whether the day reached its target.
  --json   print { today, history } as JSON (the seed's GET /api/score/history)
  --now    the instant to report at (default: the clock)
`;
/** The history table: archived days oldest first, then today. */
function formatHistory(today, history) {
    const row = (day, label) => [
        day.date,
        label,
        String(day.score),
        String(day.target),
        String(day.verifiedCount),
        String(day.failedCount),
        String(day.unclearCount),
        String(day.contradictionCount),
        `${day.thumbsUp}/${day.thumbsDown}`,
        day.targetReached ? 'yes' : 'no',
    ];
    return (0,_text_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textTable */ .e)([
        'date',
        '',
        'score',
        'target',
        'verified',
        'failed',
        'unclear',
        'contradictions',
        'up/down',
        'reached',
    ], [...history.map((day) => row(day, '')), row(today, 'today')], ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left']);
}
const command = {
    summary: 'today and the 7-day score history (--json for the API shape)',
    async run(args, io) {
        const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(args, {
            json: { type: 'boolean' },
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveNow */ .Nq)(values.now);
        const { state } = (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_0__/* .scoreAt */ .eU)(await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepoState */ .oK)(io.cwd), now);
        if (values.json) {
            io.stdout.write((0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonText */ .s$)({ today: state.today, history: state.history }));
            return 0;
        }
        io.stdout.write(formatHistory(state.today, state.history));
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

/***/ 1446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
/**
 * Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.
 * Cells are expected to be single-width characters (no emoji), so that columns line up.
 */
/** Renders `rows` under `header`, two spaces between columns, trailing spaces trimmed. */
function textTable(header, rows, align = []) {
    const all = [header, ...rows];
    const widths = header.map((_, col) => Math.max(...all.map((row) => (row[col] ?? '').length)));
    const line = (row) => widths
        .map((width, col) => {
        const cell = row[col] ?? '';
        return align[col] === 'right' ? cell.padStart(width) : cell.padEnd(width);
    })
        .join('  ')
        .trimEnd();
    return `${[line(header), ...rows.map(line)].join('\n')}\n`;
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
