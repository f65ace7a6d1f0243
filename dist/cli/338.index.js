export const id = 338;
export const ids = [338];
export const modules = {

/***/ 338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2973);
/* harmony import */ var _app_site_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6079);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4134);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3567);
/**
 * `heartbeat-gate site --out <dir> [--ref <rev>] [--now <ISO-8601>]`: the dashboard as a static
 * site (front page with the leaderboard, one page per agent, the chart library copied in), read
 * from the state the reading commands use or from any revision. Works offline from file://.
 */






const USAGE = `usage: heartbeat-gate site --out <dir> [--ref <rev>] [--now <ISO-8601>]

Renders the dashboard as static HTML into <dir>: index.html with the leaderboard, one page per
agent (score pill, 30-day chart of score, target and ratchet floor, tier timeline, today's
verdicts, feedback, contradictions) and the assets they load. No server: open index.html or
publish the folder on GitHub Pages.
  --out    the folder to write (created when missing; only the site's files are written)
  --ref    read the state committed at this revision (default: the state branch, else the work tree)
  --now    the instant to report at (default: the clock)
`;
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .defineCommand */ .N)({
    name: 'site',
    summary: 'the dashboard as a static site (--out dir), for GitHub Pages or file://',
    usage: USAGE,
    options: { out: { type: 'string' }, ref: { type: 'string' } },
    now: true,
    async run({ values, io, now }) {
        if (!values.out)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--out <dir> is required');
        const reports = await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_2__/* .readAgentReports */ .H9)(io.cwd, now, values.ref);
        const { timeZone } = await (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)((await _git_repo_js__WEBPACK_IMPORTED_MODULE_3__/* .Repo */ .lc.open(io.cwd)).root);
        const out = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.out);
        await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSite */ .bo)(out, (0,_app_site_js__WEBPACK_IMPORTED_MODULE_2__/* .siteFiles */ .J)(reports, now, timeZone));
        io.stdout.write(`Wrote the dashboard to ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(out, 'index.html')}\n`);
        return _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ok;
    },
});


/***/ })

};
