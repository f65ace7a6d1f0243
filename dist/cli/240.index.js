export const id = 240;
export const ids = [240];
export const modules = {

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readCycleLog)
/* harmony export */ });
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3937);
/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */


/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
async function readCycleLog(repo, rev, since) {
    const head = await repo.resolve(rev);
    if (!head)
        return [];
    const entries = [];
    await repo.forEachLogRecord(head, _core_cycle_js__WEBPACK_IMPORTED_MODULE_1__/* .CYCLE_SUBJECT_PREFIX */ .HE, (record) => {
        const cycle = (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCycleMessage */ .Pt)(record.message);
        if (!cycle)
            return;
        if (since && !keep(record.date, since))
            return;
        entries.push({
            sha: record.sha,
            date: record.date,
            author: record.author,
            authorEmail: record.authorEmail,
            ...cycle,
        });
    });
    return entries;
}
const HOUR = 3_600_000;
// Filtered here rather than with `git log --since`, which stops early on out-of-order dates.
function keep(date, since) {
    const instant = Date.parse(date);
    if ('instant' in since)
        return instant >= since.instant;
    // Day D starts between UTC midnight - 14 h and + 12 h in every timezone: only the instants in
    // between need the (slow) timezone conversion.
    const midnight = Date.parse(`${since.day}T00:00:00Z`);
    if (instant >= midnight + 12 * HOUR)
        return true;
    if (instant < midnight - 14 * HOUR)
        return false;
    return (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarDay */ .$6)(date, since.timeZone) >= since.day;
}


/***/ }),

/***/ 2859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatCycleLog: () => (/* binding */ formatCycleLog)
/* harmony export */ });
/* harmony import */ var _app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4547);
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9975);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(776);
/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */



const USAGE = `usage: heartbeat-gate log [--json] [--since <YYYY-MM-DD | ISO-8601>]

Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit.
  --json    print the entries as a JSON array
  --since   only cycles from this calendar day (configured timezone) or instant onwards
`;
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** The log as a terminal reads it: a headline per cycle, then one line per verdict. */
function formatCycleLog(entries) {
    if (entries.length === 0)
        return 'No cycle commits yet.\n';
    const width = Math.max(0, ...entries.flatMap((e) => e.verdicts.map((v) => v.verdict.length)));
    return entries
        .map((e) => {
        const head = `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
            `${signed(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>`;
        const verdicts = e.verdicts.flatMap((v) => [
            `    ${v.verdict.padEnd(width)}  ${v.taskId}` +
                (v.contradiction ? '  (ground truth contradiction)' : '') +
                (v.reason ? `  — ${v.reason}` : ''),
            ...(v.contradictions ?? []).map((c) => `      claimed: ${c.claimed}\n      actual:  ${c.actual}`),
        ]);
        return [head, ...verdicts].join('\n');
    })
        .join('\n')
        .concat('\n');
}
const command = {
    summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
    async run(args, io) {
        const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(args, {
            json: { type: 'boolean' },
            since: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const since = values.since === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSince */ .m1)(values.since);
        const { repo, config, rev } = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_1__/* .openRepo */ .B8)(io.cwd);
        const filter = since === undefined
            ? undefined
            : 'day' in since
                ? { day: since.day, timeZone: config.timeZone }
                : since;
        const entries = await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .readCycleLog */ .x)(repo, rev, filter);
        io.stdout.write(values.json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s$)(entries) : formatCycleLog(entries));
        return 0;
    },
};


/***/ })

};
