export const id = 218;
export const ids = [218];
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


/***/ }),

/***/ 4243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ rewardTier),
/* harmony export */   jL: () => (/* binding */ forcesAllRequired),
/* harmony export */   mv: () => (/* binding */ penaltyTier)
/* harmony export */ });
/* unused harmony export percentOf */
/**
 * The penalty tier of `score` against `target`. Bounds are strict `<` against the target's
 * fractions rounded to whole points (`Math.round`, halves up, so `score < 12.5` and
 * `score < 13` agree for whole scores): lockdown `< -round(0.2·target)`, escalated `< 0`,
 * tightened `< round(0.15·target)`, warning `< round(0.25·target)`.
 */
function penaltyTier(score, target) {
    if (score < -percentOf(target, 20))
        return 'lockdown';
    if (score < 0)
        return 'escalated';
    if (score < percentOf(target, 15))
        return 'tightened';
    if (score < percentOf(target, 25))
        return 'warning';
    return 'none';
}
/** `percent`% of `target`, rounded half up, in integer arithmetic (0.15·70 is not exact in floats). */
function percentOf(target, percent) {
    return Math.floor((percent * target + 50) / 100);
}
/**
 * The reward tier of `score` against `target` (`>=` on score/target, compared in whole numbers):
 * outstanding at 90 %, or at 70 % with a streak of 3 or more days; excellent at 70 %; good at 50 %.
 */
function rewardTier(score, target, streak) {
    const atLeast = (percent) => 100 * score >= percent * target;
    if (atLeast(90) || (atLeast(70) && streak >= 3))
        return 'outstanding';
    if (atLeast(70))
        return 'excellent';
    if (atLeast(50))
        return 'good';
    return 'none';
}
/** Escalated and lockdown force every task of the cycle to count as required. */
function forcesAllRequired(penalty) {
    return penalty === 'escalated' || penalty === 'lockdown';
}


/***/ })

};
