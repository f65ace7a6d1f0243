export const id = 514;
export const ids = [514];
export const modules = {

/***/ 514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9975);
/* harmony import */ var _core_badge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(492);
/* harmony import */ var _core_score_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7219);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2249);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(776);
/**
 * `heartbeat-gate badge [--out <file>] [--now <ISO-8601>]`: an SVG shield with the score against
 * the target, coloured like the seed's status pill (green on track, red when penalised).
 */






const USAGE = `usage: heartbeat-gate badge [--out <file>] [--now <ISO-8601>] [--label <text>]

An SVG shield: score / target and the active tier, coloured by the penalty or reward tier.
  --out     write the SVG to this file (atomically) instead of standard output
  --label   the left-hand text (default: heartbeat)
  --now     the instant to report at (default: the clock)
`;
const command = {
    summary: 'an SVG shield with the score and its tier colour (--out file)',
    async run(args, io) {
        const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Qx)(args, {
            out: { type: 'string' },
            label: { type: 'string' },
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveNow */ .Nq)(values.now);
        const opened = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_1__/* .openRepoState */ .oK)(io.cwd);
        const summary = (0,_core_score_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .summarizeScore */ .E)((0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreAt */ .eU)(opened, now).state, {
            defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
        });
        const svg = (0,_core_badge_js__WEBPACK_IMPORTED_MODULE_2__/* .renderBadge */ ._s)({ ...summary, label: values.label });
        if (values.out === undefined) {
            io.stdout.write(svg);
            return 0;
        }
        const out = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.out);
        await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_4__/* .writeStateFiles */ .AV)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(out), new Map([[(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(out), svg]]));
        io.stdout.write(`Wrote ${values.out} (${summary.score}/${summary.target}).\n`);
        return 0;
    },
};


/***/ })

};
