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
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(776);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1446);
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
    return (0,_text_table_js__WEBPACK_IMPORTED_MODULE_3__/* .textTable */ .e)(['rank', 'agent', 'score', 'target', 'share', 'tier', 'streak', '7-day trend', 'lies'], entries.map((e) => [
        String(e.rank),
        e.agent,
        String(e.score),
        String(e.target),
        `${Math.round(e.share * 100)}%`,
        tier(e),
        String(e.streak),
        (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(e.trend7),
        String(e.lies),
    ]), ['right', 'left', 'right', 'right', 'right', 'left', 'right', 'right', 'right']);
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)({
    name: 'leaderboard',
    summary: 'the agents ranked by score as a share of target (--json)',
    usage: USAGE,
    options: { ref: { type: 'string' } },
    now: true,
    json: true,
    async run({ values, io, now, json }) {
        const entries = (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .rankAgents */ .R6)(await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .readAgentReports */ .H9)(io.cwd, now, values.ref));
        io.stdout.write(json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s)(entries) : formatLeaderboard(entries));
        return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* reexport safe */ _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__.s$)
/* harmony export */ });
/* unused harmony export parseCommandArgs */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2). Instants (`--now`, `--since`) are parsed by src/app/time.ts.
 */


/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return parseArgs({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new UsageError(error.message);
    }
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


/***/ })

};
