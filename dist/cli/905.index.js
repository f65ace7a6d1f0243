export const id = 905;
export const ids = [905];
export const modules = {

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
