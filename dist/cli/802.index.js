export const id = 802;
export const ids = [802];
export const modules = {

/***/ 802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command),
  formatHistory: () => (/* binding */ formatHistory)
});

// EXTERNAL MODULE: ./src/app/read-state.ts + 6 modules
var read_state = __webpack_require__(961);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(219);
;// CONCATENATED MODULE: ./src/cli/text-table.ts
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

;// CONCATENATED MODULE: ./src/cli/commands/history.ts
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
    return textTable([
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
        const { values } = (0,options/* parseCommandArgs */.Qx)(args, {
            json: { type: 'boolean' },
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = (0,options/* resolveNow */.Nq)(values.now);
        const { state } = (0,read_state/* scoreAt */.eU)(await (0,read_state/* openRepoState */.oK)(io.cwd), now);
        if (values.json) {
            io.stdout.write((0,options/* jsonText */.s$)({ today: state.today, history: state.history }));
            return 0;
        }
        io.stdout.write(formatHistory(state.today, state.history));
        return 0;
    },
};


/***/ })

};
