export const id = 859;
export const ids = [859];
export const modules = {

/***/ 9975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   eU: () => (/* binding */ scoreAt),
/* harmony export */   oK: () => (/* binding */ openRepoState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _core_score_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1002);
/* harmony import */ var _core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2249);
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */






/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(repo, branch) {
    return ((await repo.resolve(`refs/heads/${branch}`)) ??
        (await repo.resolve(`refs/remotes/origin/${branch}`)));
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .Repo */ .l.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd) {
    const location = await openRepo(cwd);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .loadStateStore */ .Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: (0,_core_score_state_js__WEBPACK_IMPORTED_MODULE_1__/* .createScoreState */ .qF)(today), fresh: true };
    return { state: (0,_core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(committed, today), fresh: false };
}


/***/ }),

/***/ 859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command),
  formatScoreSummary: () => (/* binding */ formatScoreSummary)
});

// EXTERNAL MODULE: ./src/app/read-state.ts
var read_state = __webpack_require__(9975);
;// CONCATENATED MODULE: ./src/core/render/score.ts

/** Percent of target reached, rounded down; 0 when the target is not positive. */
function percentOfTarget(score, target) {
    return target > 0 ? Math.floor((score / target) * 100) : 0;
}
/** `█████░░░░░ 41 / 82 (50%)`: filled in proportion, clamped to the bar; below zero is empty. */
function progressBar(score, target, width = 20) {
    const ratio = target > 0 ? score / target : 0;
    const filled = Math.min(width, Math.max(0, Math.floor(ratio * width)));
    return `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${score} / ${target} (${percentOfTarget(score, target)}%)`;
}
/** The one-line headline used in check titles: score, target, tier and interval. */
function scoreHeadline(view) {
    return `Score ${view.score}/${view.target} · ${tierLabel(view)} · every ${view.intervalMinutes} min`;
}
/** The active tier in words: the penalty when there is one, else the reward, else `normal`. */
function tierLabel(view) {
    if (view.penalty !== 'none')
        return `penalty: ${view.penalty}`;
    if (view.reward !== 'none')
        return `reward: ${view.reward}`;
    return 'normal';
}
/** The score section: progress bar, key figures and the active tier messages. */
function renderScoreSection(view) {
    const lines = [
        `**${escapeMarkdown(scoreHeadline(view))}**`,
        '',
        '```text',
        progressBar(view.score, view.target),
        '```',
        '',
        table(['score', 'target', 'points needed', 'penalty', 'reward', 'interval', 'streak'], [
            [
                String(view.score),
                String(view.target),
                String(view.pointsNeeded),
                view.penalty,
                view.reward,
                `${view.intervalMinutes} min`,
                `${view.streak} days`,
            ],
        ]),
    ];
    for (const message of [view.penaltyMessage, view.rewardMessage]) {
        if (message)
            lines.push('', `> ${escapeMarkdown(message)}`);
    }
    return lines.join('\n');
}
const VERDICT_ICON = {
    verified: '✅',
    not_verified: '❌',
    unclear: '❔',
};
/**
 * Today's verdicts as a table, or a line saying there are none yet; then each ground-truth
 * contradiction with its two sides (untrusted text: the claim side quotes the agent).
 */
function renderVerdicts(rows) {
    if (rows.length === 0)
        return '_No verdicts yet today._';
    const verdicts = table(['task', 'verdict', 'required', 'points'], rows.map((r) => [
        r.taskId,
        `${VERDICT_ICON[r.verdict]} ${r.verdict}${r.groundTruthContradiction ? ' (ground truth contradiction)' : ''}`,
        r.required ? 'required' : 'optional',
        r.points > 0 ? `+${r.points}` : String(r.points),
    ]));
    const contradictions = rows.flatMap((r) => (r.contradictions ?? []).map((c) => `- **${escapeMarkdown(r.taskId)}**: claimed ${escapeMarkdown(c.claimed)} · actual ${escapeMarkdown(c.actual)}`));
    if (contradictions.length === 0)
        return verdicts;
    return [verdicts, '', '**Ground-truth contradictions**', '', ...contradictions].join('\n');
}
const DATE = /^\d{4}-(\d{2})-(\d{2})$/;
/**
 * A Mermaid `xychart-beta` (GitHub renders it): score bars and the target line for the last
 * seven days, oldest first. Dates become `MM-DD` labels; anything else is dropped.
 */
function renderScoreChart(days) {
    const shown = days.filter((d) => DATE.test(d.date)).slice(-7);
    if (shown.length === 0)
        return '_No score history yet._';
    const labels = shown.map((d) => `"${d.date.slice(5)}"`).join(', ');
    const values = shown.flatMap((d) => [d.score, d.target]);
    const min = Math.min(0, ...values);
    const max = Math.max(10, ...values);
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Score (bars) vs target (line), last 7 days"',
        `  x-axis [${labels}]`,
        `  y-axis "points" ${min} --> ${max}`,
        `  bar [${shown.map((d) => Math.trunc(d.score)).join(', ')}]`,
        `  line [${shown.map((d) => Math.trunc(d.target)).join(', ')}]`,
        '```',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
;// CONCATENATED MODULE: ./src/cli/commands/score.ts
/**
 * `heartbeat-gate score [--json] [--now <ISO-8601>]`: the score as of now (the seed's
 * `GET /api/score`): score, target, ratchet floor, today's counts, tiers, interval, streak and
 * lifetime statistics.
 */




const USAGE = `usage: heartbeat-gate score [--json] [--now <ISO-8601>]

The accountability score as of now: score and target, the ratchet floor, today's verified and
failed counts, penalty and reward tiers, the heartbeat interval, the streak and lifetime stats.
  --json   print the summary as JSON (the shape of the seed's GET /api/score)
  --now    the instant to report at (default: the clock); the day rolls over in the configured timezone
`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The summary as a terminal reads it. */
function formatScoreSummary(s) {
    const l = s.lifetime;
    const lines = [
        `Score ${s.date}: ${s.score} / ${s.target}`,
        progressBar(s.score, s.target),
        s.pointsNeeded > 0
            ? `Points needed to reach today's target: ${s.pointsNeeded}`
            : `Today's target of ${s.target} is reached.`,
        `Today: ${s.verifiedCount} verified, ${s.failedCount} failed. Streak: ${plural(s.streak, 'day')} at target.`,
        `Penalty: ${s.penalty}. Reward: ${s.reward}. Next heartbeat in ${s.intervalMinutes} minutes.` +
            (s.forcedRequired ? ' Every task counts as required.' : ''),
        ...[s.penaltyMessage, s.rewardMessage].filter((m) => m !== null),
        `Ratchet floor: ${s.floor}. Lifetime: ${l.totalScore} points over ${plural(l.daysTracked, 'day')}, ` +
            `${l.totalVerified} verified, ${l.totalFailed} failed, ` +
            `${plural(l.totalContradictions, 'contradiction')}, best day ${l.bestDayScore}.`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = {
    summary: 'the score, target, tiers and interval as of now (--json for the API shape)',
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
        const opened = await (0,read_state/* openRepoState */.oK)(io.cwd);
        const { state, fresh } = (0,read_state/* scoreAt */.eU)(opened, now);
        const summary = (0,score_summary/* summarizeScore */.E)(state, {
            defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
        });
        if (values.json) {
            io.stdout.write((0,options/* jsonText */.s$)(summary));
            return 0;
        }
        if (fresh)
            io.stdout.write('No score recorded yet: this is Day 1.\n');
        io.stdout.write(formatScoreSummary(summary));
        return 0;
    },
};


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ resolveNow),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   m1: () => (/* binding */ parseSince),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1002);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2), plus the `--now` and date values every time-dependent command takes.
 */



/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
// A calendar day, or a date-time that says its offset (a bare local time would depend on the machine).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
/** `--now <ISO-8601>` as a UTC instant; the machine's clock when absent. */
function resolveNow(value, clock = () => new Date()) {
    if (value === undefined)
        return clock().toISOString();
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--now: not an ISO-8601 instant with a timezone: ${JSON.stringify(value)} (e.g. 2026-03-07T09:30:00Z)`);
    }
    return new Date(ms).toISOString();
}
function isCalendarDay(date) {
    try {
        (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dayNumber */ .U$)(date);
        return true;
    }
    catch {
        return false;
    }
}
function parseSince(value) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        if (!isCalendarDay(value))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a calendar day: ${JSON.stringify(value)}`);
        return { day: value };
    }
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a date (YYYY-MM-DD) or an ISO-8601 instant: ${JSON.stringify(value)}`);
    }
    return { instant: ms };
}
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ })

};
