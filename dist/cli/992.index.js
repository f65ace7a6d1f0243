export const id = 992;
export const ids = [992];
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
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(302);
/* harmony import */ var _declarations_site_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6787);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7371);
/**
 * `heartbeat-gate site --out <dir> [--ref <rev>] [--now <ISO-8601>]`: the dashboard as a static
 * site (front page with the leaderboard, one page per agent, the chart library copied in), read
 * from the state the reading commands use or from any revision. Works offline from file://.
 */








const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .defineCommand */ .N)(_declarations_site_js__WEBPACK_IMPORTED_MODULE_6__/* .declaration */ .H, async ({ values, io, now }) => {
    if (!values.out)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--out <dir> is required');
    const { repository } = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_7__/* .readOptions */ .T)(values);
    const reports = await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_2__/* .readAgentReports */ .H9)(io.cwd, now, values.ref, repository);
    const { timeZone } = await (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)((await _git_repo_js__WEBPACK_IMPORTED_MODULE_3__.Repo.open(io.cwd)).root);
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.out);
    await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSite */ .bo)(out, (0,_app_site_js__WEBPACK_IMPORTED_MODULE_2__/* .siteFiles */ .J)(reports, now, timeZone));
    io.stdout.write(`Wrote the dashboard to ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(out, 'index.html')}\n`);
    return _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 6787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate site`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'site',
    summary: 'the dashboard as a static site (--out dir), for GitHub Pages or file://',
    description: `Renders the dashboard as static HTML into <dir>: index.html with the leaderboard, one page per
agent (score pill, 30-day chart of score, target and ratchet floor, tier timeline, today's
verdicts, feedback, contradictions) and the assets they load. No server: open index.html or
publish the folder on GitHub Pages.`,
    options: {
        out: {
            type: 'string',
            value: '<dir>',
            required: true,
            description: "the folder to write (created when missing; only the site's files are written)",
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT */ .ri,
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)(),
    },
};


/***/ }),

/***/ 7219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ summarizeScore)
});

// UNUSED EXPORTS: ScoreSummarySchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
;// CONCATENATED MODULE: ./src/core/score/interval.ts
/** The seed's "Normal ~15 minutes", used when no default is configured. */
const DEFAULT_INTERVAL_MINUTES = 15;
const PENALTY_MINUTES = {
    lockdown: 8,
    escalated: 10,
    tightened: 12,
};
const REWARD_MINUTES = {
    outstanding: 20,
    excellent: 20,
    good: 17,
};
/**
 * Minutes until the next heartbeat. The tier tables decide where the seeds' two tables disagree
 * (tightened is 12, escalated 10: the interval table's "Low (tightened) ~10" names the escalated
 * row); a penalty outranks a reward; warning and no tier use the configured default.
 */
function heartbeatIntervalMinutes(tiers, defaultMinutes = DEFAULT_INTERVAL_MINUTES) {
    return PENALTY_MINUTES[tiers.penalty] ?? REWARD_MINUTES[tiers.reward] ?? defaultMinutes;
}

;// CONCATENATED MODULE: ./src/core/score/messages.ts
/** The active penalty's message, or `null` when there is no penalty. */
function penaltyMessage(tier, c) {
    switch (tier) {
        case 'none':
            return null;
        case 'warning':
            return `WARNING: your score ${c.score} is below 25% of today's target ${c.target}. Only verified work raises it; claims without evidence lower it further.`;
        case 'tightened':
            return `TIGHTENED OVERSIGHT: your score ${c.score} is below 15% of today's target ${c.target}. The heartbeat now runs every ${c.intervalMinutes} minutes.`;
        case 'escalated':
            return `ESCALATED: your score ${c.score} is below zero. Every task is now required and the heartbeat runs every ${c.intervalMinutes} minutes.`;
        case 'lockdown':
            return `LOCKDOWN: your score ${c.score} is below -20% of today's target ${c.target}. Every task is required, the heartbeat runs every ${c.intervalMinutes} minutes, and the operator has been notified.`;
    }
}
/** The active reward's message, or `null` when there is none. */
function rewardMessage(tier, c) {
    switch (tier) {
        case 'none':
            return null;
        case 'good':
            return `On track: ${c.score} of ${c.target} (50% or more of today's target). Keep verifying your work.`;
        case 'excellent':
            return `Excellent: ${c.score} of ${c.target} (70% or more of today's target). Honest, verified work is paying off; the heartbeat runs every ${c.intervalMinutes} minutes.`;
        case 'outstanding':
            return `OUTSTANDING: ${c.score} of ${c.target}${c.streak >= 3 ? ` with a ${c.streak}-day streak` : ''}. Earned autonomy: the heartbeat runs every ${c.intervalMinutes} minutes.`;
    }
}

// EXTERNAL MODULE: ./src/core/score/tiers.ts
var tiers = __webpack_require__(4243);
;// CONCATENATED MODULE: ./src/core/score/summary.ts
/**
 * The score at a glance (the seed's `GET /api/score`): what `heartbeat-gate score --json`, the
 * Action's outputs and the check run report.
 */





/** The score summary (seed 001 "Score API Endpoints", `GET /api/score`). */
const ScoreSummarySchema = schemas/* object */.Ikc({
    /** The calendar day the summary describes. */
    date: schemas/* string */.YjP(),
    score: schemas/* number */.aig().int(),
    target: schemas/* number */.aig().int(),
    /** The ratchet floor. */
    floor: schemas/* number */.aig().int(),
    /** Points still missing to reach today's target (0 once reached). */
    pointsNeeded: schemas/* number */.aig().int().nonnegative(),
    verifiedCount: schemas/* number */.aig().int().nonnegative(),
    failedCount: schemas/* number */.aig().int().nonnegative(),
    penalty: model/* PenaltyTierSchema */.ps,
    reward: model/* RewardTierSchema */.Z2,
    /** Minutes until the next heartbeat under the active tiers. */
    intervalMinutes: schemas/* number */.aig().int().positive(),
    /** Consecutive archived days that reached their target. */
    streak: schemas/* number */.aig().int().nonnegative(),
    /** Escalated and lockdown force every task required. */
    forcedRequired: schemas/* boolean */.zMY(),
    penaltyMessage: schemas/* string */.YjP().nullable(),
    rewardMessage: schemas/* string */.YjP().nullable(),
    lifetime: model/* LifetimeStatsSchema */.Ew,
});
/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
function summarizeScore(state, options) {
    const { score, target } = state.today;
    const streak = state.lifetime.streak;
    const penalty = (0,tiers/* penaltyTier */.mv)(score, target);
    const reward = (0,tiers/* rewardTier */.C$)(score, target, streak);
    const intervalMinutes = heartbeatIntervalMinutes({ penalty, reward }, options.defaultIntervalMinutes);
    const context = { score, target, intervalMinutes, streak };
    return {
        date: state.today.date,
        score,
        target,
        floor: state.lifetime.targetFloor,
        pointsNeeded: Math.max(0, target - score),
        verifiedCount: state.today.verifiedCount,
        failedCount: state.today.failedCount,
        penalty,
        reward,
        intervalMinutes,
        streak,
        forcedRequired: (0,tiers/* forcesAllRequired */.jL)(penalty),
        penaltyMessage: penaltyMessage(penalty, context),
        rewardMessage: rewardMessage(reward, context),
        lifetime: state.lifetime,
    };
}


/***/ })

};
