export const id = 684;
export const ids = [684];
export const modules = {

/***/ 9014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatLeaderboard: () => (/* binding */ formatLeaderboard)
/* harmony export */ });
/* harmony import */ var _app_site_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6079);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(302);
/* harmony import */ var _declarations_leaderboard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6833);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7371);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1446);
/**
 * `heartbeat-gate leaderboard [--json] [--now <ISO-8601>]`: the agents ranked by today's score
 * as a share of target, with tier, streak, 7-day trend and lies (contradictions) this week.
 */







const tier = (e) => e.penalty !== 'none' ? e.penalty : e.reward !== 'none' ? e.reward : 'normal';
/** The leaderboard as a terminal reads it. */
function formatLeaderboard(entries) {
    return (0,_text_table_js__WEBPACK_IMPORTED_MODULE_4__/* .textTable */ .e)(['rank', 'agent', 'score', 'target', 'share', 'tier', 'streak', '7-day trend', 'lies'], entries.map((e) => [
        String(e.rank),
        e.agent,
        String(e.score),
        String(e.target),
        `${Math.round(e.share * 100)}%`,
        tier(e),
        String(e.streak),
        (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .signed */ .x8)(e.trend7),
        String(e.lies),
    ]), ['right', 'left', 'right', 'right', 'right', 'left', 'right', 'right', 'right']);
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)(_declarations_leaderboard_js__WEBPACK_IMPORTED_MODULE_2__/* .declaration */ .H, async ({ values, io, now, json }) => {
    const { repository } = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .readOptions */ .T)(values);
    const entries = (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .rankAgents */ .R6)(await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .readAgentReports */ .H9)(io.cwd, now, values.ref, repository));
    io.stdout.write(json ? (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(entries) : formatLeaderboard(entries));
    return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 6833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate leaderboard`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'leaderboard',
    summary: 'the agents ranked by score as a share of target (--json)',
    description: `The agents ranked by today's score as a share of their target: tier, streak, the change over
7 days and the lies (ground-truth contradictions) of the last 7 days.`,
    options: { ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the ranked entries as JSON'), ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT */ .ri, ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)() },
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
