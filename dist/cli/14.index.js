export const id = 14;
export const ids = [14];
export const modules = {

/***/ 9014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatLeaderboard: () => (/* binding */ formatLeaderboard)
/* harmony export */ });
/* harmony import */ var _app_site_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6079);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(776);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1446);
/**
 * `heartbeat-gate leaderboard [--json] [--now <ISO-8601>]`: the agents ranked by today's score
 * as a share of target, with tier, streak, 7-day trend and lies (contradictions) this week.
 */



const USAGE = `usage: heartbeat-gate leaderboard [--json] [--ref <rev>] [--now <ISO-8601>]

The agents ranked by today's score as a share of their target: tier, streak, the change over
7 days and the lies (ground-truth contradictions) of the last 7 days.
  --json   print the ranked entries as JSON
  --ref    read the state committed at this revision (default: the state branch, else the work tree)
  --now    the instant to report at (default: the clock)
`;
const tier = (e) => e.penalty !== 'none' ? e.penalty : e.reward !== 'none' ? e.reward : 'normal';
/** The leaderboard as a terminal reads it. */
function formatLeaderboard(entries) {
    return (0,_text_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textTable */ .e)(['rank', 'agent', 'score', 'target', 'share', 'tier', 'streak', '7-day trend', 'lies'], entries.map((e) => [
        String(e.rank),
        e.agent,
        String(e.score),
        String(e.target),
        `${Math.round(e.share * 100)}%`,
        tier(e),
        String(e.streak),
        e.trend7 > 0 ? `+${e.trend7}` : String(e.trend7),
        String(e.lies),
    ]), ['right', 'left', 'right', 'right', 'right', 'left', 'right', 'right', 'right']);
}
const command = {
    summary: 'the agents ranked by score as a share of target (--json)',
    async run(args, io) {
        const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(args, {
            json: { type: 'boolean' },
            ref: { type: 'string' },
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveNow */ .Nq)(values.now);
        const entries = (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .rankAgents */ .R6)(await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .readAgentReports */ .H9)(io.cwd, now, values.ref));
        io.stdout.write(values.json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonText */ .s$)(entries) : formatLeaderboard(entries));
        return 0;
    },
};


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


/***/ })

};
