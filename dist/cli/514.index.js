export const id = 514;
export const ids = [514];
export const modules = {

/***/ 514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7371);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9975);
/* harmony import */ var _core_badge_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(492);
/* harmony import */ var _core_score_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7219);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2249);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(302);
/* harmony import */ var _declarations_badge_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2613);
/**
 * `heartbeat-gate badge [--out <file>] [--now <ISO-8601>]`: an SVG shield with the score against
 * the target, coloured like the seed's status pill (green on track, red when penalised).
 */








const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .defineCommand */ .N)(_declarations_badge_js__WEBPACK_IMPORTED_MODULE_7__/* .declaration */ .H, async ({ values, io, now }) => {
    const opened = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_2__/* .openRepoState */ .oK)(io.cwd, (0,_read_options_js__WEBPACK_IMPORTED_MODULE_0__/* .readOptions */ .T)(values));
    const summary = (0,_core_score_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summarizeScore */ .E)((0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreAt */ .eU)(opened, now).state, {
        defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
    });
    const svg = (0,_core_badge_js__WEBPACK_IMPORTED_MODULE_3__/* .renderBadge */ ._s)({ ...summary, label: values.label });
    if (values.out === undefined) {
        io.stdout.write(svg);
        return _command_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .y.ok;
    }
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.out);
    await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .writeStateFiles */ .AV)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(out), new Map([[(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(out), svg]]));
    io.stdout.write(`Wrote ${values.out} (${summary.score}/${summary.target}).\n`);
    return _command_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 2613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate badge`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'badge',
    summary: 'an SVG shield with the score and its tier colour (--out file)',
    description: `An SVG shield: score / target and the active tier, coloured by the penalty or reward tier.`,
    options: {
        out: {
            type: 'string',
            value: '<file>',
            description: 'write the SVG to this file (atomically)',
            default: 'standard output',
        },
        label: {
            type: 'string',
            value: '<text>',
            description: 'the left-hand text',
            default: 'heartbeat',
        },
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)(),
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc,
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
