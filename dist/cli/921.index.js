export const id = 921;
export const ids = [921];
export const modules = {

/***/ 6730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KO: () => (/* binding */ agentPrompt),
  Ep: () => (/* binding */ agentPromptSections),
  qK: () => (/* binding */ readScoreView)
});

// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(4664);
;// CONCATENATED MODULE: ./src/core/contract-prompt.ts

function standing(row) {
    switch (row.status) {
        case 'verified':
            return 'done';
        case 'skipped':
            return 'skipped';
        case 'failed':
            return (0,progress/* isAbandoned */.zI)(row) ? 'abandoned' : 'retry';
        case 'pending':
            return row.attempts > 0 ? 'retry' : 'pending';
    }
}
/**
 * The contract and the cycle's progress as the prompt text an agent reads (Markdown). Tasks are
 * listed in contract order under: pending, retries (with the attempt this will be, of how many,
 * and the last verdict), done, skipped, and failed with no attempts left. A contract task the
 * progress does not hold yet is pending, or done when pre-marked `[x]`.
 */
function buildContractPrompt(contract, progress) {
    const rows = new Map(progress?.tasks.map((row) => [row.taskId, row]));
    const groups = {
        pending: [],
        retry: [],
        done: [],
        skipped: [],
        abandoned: [],
    };
    for (const task of contract.tasks) {
        const row = rows.get(task.id);
        const required = row?.required ?? task.required;
        const label = `\`${task.id}\`: ${task.description} [${required ? 'REQUIRED' : 'optional'}] (verify: ${task.verify})`;
        // Before the cycle opens, the contract alone says what is pending (seed 003: `[x]` is done).
        const group = row ? standing(row) : task.preMarked ? 'done' : 'pending';
        groups[group].push(`- ${label}${row ? detail(group, row) : group === 'done' ? PRE_MARKED : ''}`);
    }
    const lines = [`## Heartbeat contract${progress ? ` — cycle ${progress.cycle}` : ''}`, ''];
    const context = contract.context.trim();
    if (context !== '')
        lines.push('### Context from HEARTBEAT.md', '', context, '');
    if (progress?.forcedRequired)
        lines.push('Your score is in a penalty tier that forces every task required this cycle: optional tasks count as required.', '');
    const section = (title, items) => {
        if (items.length > 0)
            lines.push(`### ${title}`, '', ...items, '');
    };
    section('Pending tasks', groups.pending);
    section('Retries (a previous attempt was not verified)', groups.retry);
    section('Done this cycle', groups.done);
    section('Skipped', groups.skipped);
    section('Failed, no attempts left (not retried)', groups.abandoned);
    if (contract.tasks.length === 0) {
        lines.push('The contract has no tasks: add them under `## Tasks` in HEARTBEAT.md.', '');
    }
    else if (groups.pending.length + groups.retry.length === 0) {
        lines.push('Nothing is left to do this cycle.', '');
    }
    else {
        lines.push('Do the required tasks first. For each task, leave evidence the verifier can check against its hint, and tie each commit to its task with a `Heartbeat-Task: <task_id>` trailer. The verifier checks real sources: claim only what is true.', '');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
const PRE_MARKED = ' — pre-marked [x]; a mark the verifier disproves is a ground truth contradiction';
function detail(group, row) {
    const last = row.lastVerdict ? `; last verdict: ${row.lastVerdict}` : '';
    switch (group) {
        case 'retry':
            return ` — attempt ${row.attempts + 1} of ${row.maxAttempts}${last}`;
        case 'done':
            return row.preMarked && row.attempts === 0 ? PRE_MARKED : ' — verified';
        case 'abandoned':
            return ` — ${row.attempts} of ${row.maxAttempts} attempts used${last}`;
        case 'pending':
        case 'skipped':
            return '';
    }
}

// EXTERNAL MODULE: ./src/core/score/points.ts
var points = __webpack_require__(6219);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/core/score/target.ts
var target = __webpack_require__(269);
// EXTERNAL MODULE: ./src/core/render/text.ts
var render_text = __webpack_require__(2625);
;// CONCATENATED MODULE: ./src/core/score/prompt.ts




/** Width of the progress bar in characters, between the brackets. */
const PROGRESS_BAR_WIDTH = 20;
/** `[########------------] 35/82`: the share of the target reached, never below empty or past full. */
function progressBar(score, target, width = PROGRESS_BAR_WIDTH) {
    const filled = Math.min(width, Math.max(0, Math.floor((score * width) / target)));
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${score}/${target}`;
}
/** The score section of the heartbeat prompt, as Markdown text. */
function buildScorePromptSection(state, options) {
    const s = (0,summary/* summarizeScore */.E)(state, options);
    const status = [s.penaltyMessage, s.rewardMessage].filter((m) => m !== null);
    const lines = [
        '## Accountability score',
        '',
        `${progressBar(s.score, s.target)}`,
        s.pointsNeeded > 0
            ? `Points needed to reach today's target: ${s.pointsNeeded}`
            : `Today's target of ${s.target} is reached. Tomorrow's target will be at least ${s.floor}.`,
        `Today: ${s.verifiedCount} verified, ${s.failedCount} failed. Streak: ${(0,render_text/* plural */.LS)(s.streak, 'day')} at target.`,
        `Penalty tier: ${s.penalty}. Reward tier: ${s.reward}. Next heartbeat in ${s.intervalMinutes} minutes.`,
        ...(s.forcedRequired ? ['Every task counts as required this cycle.'] : []),
        '',
        ...(status.length > 0 ? [...status, ''] : []),
        '### How you are scored',
        '',
        `- Verified required task: ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.verifiedRequired)}`,
        `- Verified optional task: ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.verifiedOptional)}`,
        `- Not verified (claimed but not done, or skipped): ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.notVerified)}`,
        `- Unclear verdict: ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.unclear)}`,
        `- Ground truth contradiction (you claimed it, the real source says otherwise): ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.groundTruthContradiction)}, on top of ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.notVerified)}`,
        `- Operator thumbs up: ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.thumbsUp)}; thumbs down: ${(0,render_text/* signed */.x8)(points/* POINTS */.iN.thumbsDown)}`,
        '',
        '### The moving target',
        '',
        `Today's target is the highest of: the average of your positive days among the last 7, the ratchet floor (now ${s.floor}: the highest target ever set, it never drops) and ${target/* BASE_MINIMUM_TARGET */.$f}, capped at ${target/* MAX_DAILY_TARGET */.Z4}. Your reward for a good day is a higher bar tomorrow; a bad day does not lower it, because days at or below zero are left out of the average. Tanking, coasting and sandbagging gain nothing: the ratchet makes gaming the score futile.`,
        '',
        '### Do',
        '',
        '- Do the required tasks first, then the optional ones.',
        '- Leave evidence a verifier can check: a passing check run, a command that succeeds, the changed file.',
        '- Report a failure as a failure; it costs far less than a claim the verifier disproves.',
        '',
        "### Don't",
        '',
        "- Don't mark a task `[x]` or claim `tests: pass` unless it is true.",
        "- Don't claim completion without evidence, and don't pad the work to collect points.",
        '',
        'The verifier checks the real sources (check runs, commands, the commits themselves), never your word. The operator sees this score, its history and every verdict in the check run and the git log.',
    ];
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/app/contract-file.ts + 1 modules
var contract_file = __webpack_require__(5200);
// EXTERNAL MODULE: ./src/app/read-state.ts
var read_state = __webpack_require__(9975);
;// CONCATENATED MODULE: ./src/app/agent-prompt.ts
/**
 * What the agent reads before its next cycle, read from the repository containing `cwd`: the
 * contract with the open cycle's progress, then the score section. Never writes.
 */





function scoreViewOf(opened, now) {
    const { state, fresh } = (0,read_state/* scoreAt */.eU)(opened, now);
    const options = { defaultIntervalMinutes: opened.config.defaultIntervalMinutes };
    return {
        summary: (0,summary/* summarizeScore */.E)(state, options),
        section: buildScorePromptSection(state, options),
        fresh,
    };
}
/** The score of the repository containing `cwd` as of `now`. */
async function readScoreView(cwd, now) {
    return scoreViewOf(await (0,read_state/* openRepoState */.oK)(cwd), now);
}
/** The prompt's two sections (Markdown): the contract with its progress, and the score. */
async function agentPromptSections(cwd, now, options = {}) {
    const opened = await (0,read_state/* openRepoState */.oK)(cwd, options);
    const contract = await (0,contract_file/* loadContract */.lF)(opened.repo.root, opened.config);
    return {
        contract: buildContractPrompt(contract, opened.store.progress),
        score: scoreViewOf(opened, now).section,
    };
}
/** The whole prompt, as `heartbeat-gate prompt` prints it (Markdown). */
async function agentPrompt(cwd, now, options = {}) {
    const { contract, score } = await agentPromptSections(cwd, now, options);
    return `${contract.trimEnd()}\n\n${score}`;
}


/***/ }),

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
async function openRepo(cwd, options = {}) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .Repo */ .lc.open(cwd);
    const loaded = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    const config = options.branch === undefined ? loaded : { ...loaded, stateBranch: options.branch };
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd, options = {}) {
    const location = await openRepo(cwd, options);
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

/***/ 1183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(776);
/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */



const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>] [--branch <name>] [--json]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
  --now     the instant the score is reported at (default: the clock)
  --branch  read the state from this branch (default: stateBranch from the configuration)
  --json    print { contract, score }: the two sections as Markdown strings
`;
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)({
    name: 'prompt',
    summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
    usage: USAGE,
    options: { branch: { type: 'string' } },
    now: true,
    json: true,
    async run({ values, io, now, json }) {
        const sections = await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .agentPromptSections */ .Ep)(io.cwd, now, { branch: values.branch });
        io.stdout.write(json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s)(sections) : `${sections.contract.trimEnd()}\n\n${sections.score}`);
        return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ jsonText)
/* harmony export */ });
/* unused harmony export parseCommandArgs */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
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
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* reexport safe */ _evidence_gates_index_js__WEBPACK_IMPORTED_MODULE_1__.Eo),
/* harmony export */   Ew: () => (/* binding */ LifetimeStatsSchema),
/* harmony export */   Le: () => (/* binding */ LedgerEventSchema),
/* harmony export */   Pj: () => (/* binding */ CycleProgressSchema),
/* harmony export */   Y7: () => (/* binding */ CycleEventSchema),
/* harmony export */   Z2: () => (/* binding */ RewardTierSchema),
/* harmony export */   dC: () => (/* binding */ FeedbackEventSchema),
/* harmony export */   jp: () => (/* binding */ VerdictSchema),
/* harmony export */   jx: () => (/* binding */ ScoreStateSchema),
/* harmony export */   ps: () => (/* binding */ PenaltyTierSchema),
/* harmony export */   rX: () => (/* binding */ VerdictEventSchema)
/* harmony export */ });
/* unused harmony exports HeartbeatTaskSchema, ContractDiagnosticSchema, HeartbeatContractSchema, TaskStatusSchema, TaskProgressSchema, DailyScoreSchema, ClaimEventSchema, EvidenceResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);
/* harmony import */ var _evidence_gates_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5244);
/**
 * The shapes every part of heartbeat-gate agrees on, each with its zod schema so that any
 * state read from disk or the network is parsed at the boundary, never trusted.
 * Names follow the seeds (see ../../../shared/seeds).
 */

/** A verification sidecar's verdict on one task (seed 003, "Verification Process"). */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['verified', 'not_verified', 'unclear']);
/** One task line of HEARTBEAT.md's `## Tasks` section (seed 003, "Task Line Format"). */
const HeartbeatTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Unique slug: lowercased, spaces to underscores. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** `required` unless the line says `optional`. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** The verification hint, without the optional `verify:` prefix; default `task_completed`. */
    verify: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** `max_attempts: N`, default 3. */
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The agent pre-marked the task `[x]` / `[X]`. */
    preMarked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** 1-based line number in the contract file. */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
});
/** A problem found in a contract, with its line number: errors for task lines that do not parse. */
const ContractDiagnosticSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The contract's path, when the caller named it. */
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** 1-based; 0 for the file as a whole (e.g. no `## Tasks` section). */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['error', 'warning']),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** The parsed HEARTBEAT.md (seed 003): structured tasks plus the freeform context around them. */
const HeartbeatContractSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeartbeatTaskSchema),
    /** Everything outside `## Tasks` (before and after), passed to the agent as prompt context. */
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ContractDiagnosticSchema),
});
/** Per-task status within a cycle (seed 003, "Progress Tracking"). */
const TaskStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pending', 'verified', 'failed', 'skipped']);
/** One task's progress within a cycle: status, attempts and the last verdict. */
const TaskProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    status: TaskStatusSchema,
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Effective requiredness this cycle: true when the contract says so or a penalty tier forces it. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Carried from the contract so progress alone can render a prompt. */
    preMarked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    lastVerdict: VerdictSchema.optional(),
});
/** The progress of one heartbeat cycle, as produced by `initCycleProgress`. */
const CycleProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** ISO-8601 instant the cycle started. */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Escalated and lockdown penalty tiers force every task required. */
    forcedRequired: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TaskProgressSchema),
});
/** Penalty levels (seeds 001, 004), mildest first. */
const PenaltyTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['none', 'warning', 'tightened', 'escalated', 'lockdown']);
/** Reward levels (seeds 001, 004), lowest first. */
const RewardTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['none', 'good', 'excellent', 'outstanding']);
/** One day's score (seed 004 `DailyScore`). */
const DailyScoreSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Calendar day `YYYY-MM-DD` in the configured rollover timezone. */
    date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** The target in force that day. */
    target: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    verifiedCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    failedCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    unclearCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    contradictionCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    thumbsUp: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    thumbsDown: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** The score reached the day's target at some moment (a streak day). */
    targetReached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** Lifetime statistics (seed 004 `lifetime`), including the ratchet floor. */
const LifetimeStatsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The ratchet: the highest target ever computed; only rises. */
    targetFloor: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    totalScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    totalVerified: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    totalFailed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    totalContradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    daysTracked: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    bestDayScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** Consecutive archived days whose score reached that day's target. */
    streak: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
/** The persisted score (seed 004 `ScoreState`): today, up to 7 archived days, lifetime. */
const ScoreStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    today: DailyScoreSchema,
    /** Archived days, oldest first, at most 7. */
    history: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DailyScoreSchema).max(7),
    lifetime: LifetimeStatsSchema,
});
/** The gated topics of seed 002; the gate registry (`evidence/gates/`) is their one home. */

/**
 * One ledger event. The ledger is append-only and the source of truth; score and progress are
 * derived by replaying it in (at, id) order. `id` is stable per real-world event (reaction id,
 * comment id + topic, commit sha + topic, cycle number), so ingesting it twice changes nothing.
 */
const EventBase = {
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** ISO-8601 instant the event happened. */
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }),
};
/** A ledger event: a verification verdict on one task (scored by seed 004's table). */
const VerdictEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('verdict'),
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    verdict: VerdictSchema,
    /** The agent claimed what the verifier's real source contradicts: -30 on top of -15. */
    groundTruthContradiction: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Whether the task counted as required when judged (+10 vs +5). */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** What the verifier looked at, for the audit trail. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Why, in one line (`cmd: exited 1`), as the cycle commit and `log` show it. */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Seed 002 thrashing: the task's claims were blocked three times in a row; no retries today. */
    abandoned: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    /** Each ground-truth contradiction with its two sides, as the verification sidecar found it. */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional(),
});
/** A ledger event: an operator's 👍 / 👎 on the agent's work. */
const FeedbackEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('feedback'),
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['up', 'down']),
    /** Login of the operator who reacted. */
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** What was reacted to (comment URL, review id, ...). */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** A ledger event: a completion claim and what the evidence gate published for it (audit only). */
const ClaimEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('claim'),
    /** The topic the agent emitted (`build.done`, ...). */
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The topic published after the gate (`build.blocked` when rejected). */
    published: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Failing dimensions, e.g. `lint`, `coverage`. */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Dimensions the agent claimed passed, e.g. `tests` (for ground-truth checks). */
    claimedPassing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The commit the claim describes, when known. */
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    taskIds: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Where the claim came from: `trailer`, `comment`, `cli`. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** A ledger event: a heartbeat cycle started, with the contract's tasks at that moment. */
const CycleEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('cycle'),
    cycle: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The contract's tasks as they were when the cycle started, so replay needs no old files. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeartbeatTaskSchema.omit({ line: true })),
    /** The configured default interval in minutes (the interval in the "none" tiers). */
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /**
     * The instant the cycle was asked for, when it started later (it lost a race to another cycle,
     * or its clock was behind): two such cycles stay two events rather than one.
     */
    requestedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }).optional(),
    /** The work branch's head when the cycle started: the next cycle verifies the commits after it. */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** One line of the ledger (`.heartbeat/ledger/YYYY-MM.jsonl`): any of the four event kinds. */
const LedgerEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    VerdictEventSchema,
    FeedbackEventSchema,
    ClaimEventSchema,
    CycleEventSchema,
]);
/** What the evidence gate publishes for one claim (seed 002). */
const EvidenceResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The topic the agent emitted. */
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** What is published: the topic itself when accepted, else `build.blocked` / `review.blocked` / `verify.failed`. */
    published: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** False for every topic other than the three gated ones (they pass through untouched). */
    gated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** The payload held none of the gate's keys at all (a different message from "failing"). */
    noEvidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Dimensions present but failing (e.g. `lint`, `coverage`). */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Required dimensions absent from the payload. */
    missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Dimensions the payload says pass (e.g. `tests`), for ground-truth checks. */
    claimedPassing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Non-blocking diagnostics (mutation warnings). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The human-readable instruction the agent reads next; empty when accepted without warnings. */
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});


/***/ }),

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ initCycleProgress),
/* harmony export */   ow: () => (/* binding */ applyVerdictToProgress),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/**
 * Opens a cycle for `tasks`, carrying state from `previous` (seed 003, "Cycle Initialization"):
 * a task pre-marked `[x]` starts verified with 0 attempts; one that failed with its attempts used
 * up stays failed; one that failed with retries left starts pending with its attempts kept;
 * verified and skipped tasks start pending afresh; new tasks start pending; tasks no longer in the
 * contract drop out. A task still pending from the previous cycle keeps its attempts, so a
 * retry that was never judged is not a fresh start.
 */
function initCycleProgress(tasks, previous, options) {
    const before = new Map(previous?.tasks.map((task) => [task.taskId, task]));
    const seen = new Set();
    const rows = [];
    for (const task of tasks) {
        // A contract with a duplicate id is reported by the parser; the first task wins here too.
        if (seen.has(task.id))
            continue;
        seen.add(task.id);
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired, options.newDay));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired, newDay = false) {
    if (task.preMarked)
        return taskRow(task, forceAllRequired, 'verified', 0);
    if (previous === undefined)
        return taskRow(task, forceAllRequired, 'pending', 0);
    // A new day: nothing is abandoned for good, so coasting after max_attempts cannot last.
    if (newDay)
        return taskRow(task, forceAllRequired, 'pending', 0, previous.lastVerdict);
    switch (previous.status) {
        case 'failed':
            // The contract's current max_attempts decides, so lowering it can end the retries.
            return taskRow(task, forceAllRequired, previous.attempts >= task.maxAttempts ? 'failed' : 'pending', previous.attempts, previous.lastVerdict);
        case 'pending':
            return taskRow(task, forceAllRequired, 'pending', previous.attempts, previous.lastVerdict);
        case 'verified':
        case 'skipped':
            return taskRow(task, forceAllRequired, 'pending', 0);
    }
}
/** One task's row, keys in the order progress.json has always written them. */
function taskRow(task, forceAllRequired, status, attempts, lastVerdict) {
    // Written out rather than spread: a new cycle builds one per task, and a year's replay opens 35,000 cycles.
    const row = {
        taskId: task.id,
        maxAttempts: task.maxAttempts,
        required: task.required || forceAllRequired,
        preMarked: task.preMarked,
        status,
        attempts,
    };
    if (lastVerdict !== undefined)
        row.lastVerdict = lastVerdict;
    return row;
}
/**
 * Records a verdict on `taskId`: every verdict is an attempt; `verified` marks the task verified,
 * `not_verified` and `unclear` mark it failed (retried next cycle while attempts remain).
 * A verdict on a task the cycle does not hold leaves the progress unchanged.
 */
function applyVerdictToProgress(progress, taskId, verdict, abandoned = false) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                // Thrashing spends every attempt at once: abandoned until the day rolls over.
                attempts: abandoned ? Math.max(task.attempts + 1, task.maxAttempts) : task.attempts + 1,
                lastVerdict: verdict,
            }
            : task),
    };
}
/** A task that failed and has no attempts left: it is not retried until the contract changes. */
function isAbandoned(task) {
    return task.status === 'failed' && task.attempts >= task.maxAttempts;
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


/***/ }),

/***/ 348:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ stripAnsi)
});

;// CONCATENATED MODULE: ./node_modules/ansi-regex/index.js
// Valid string terminator sequences are ESC\ and 0x9c; OSC also accepts BEL.
const ST = String.raw`(?:\u001B\u005C|\u009C)`;

// OSC sequences only: ESC ] ... BEL/ST (or the C1 introducer 0x9d ... BEL/ST).
// Payloads stop at terminators, cancellations, and C1 controls. An unterminated string cannot swallow the next sequence or repeatedly scan its payload from later introducers. Terminals likewise abort a control string on an unexpected ESC.
const stringControls = String.raw`\u0018\u001A\u001B\u0080-\u009F`;
const osc = String.raw`(?:\u001B\]|\u009D)[^\u0007${stringControls}]*(?:\u0007|${ST})`;

// DCS, SOS, PM, APC, and screen window titles have opaque payloads terminated by ST. Nested ESC payloads, such as tmux passthrough, require a parser.
const controlString = String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${stringControls}]*${ST}`;

// Linux console palette controls have fixed lengths and no string terminator; iTerm2 terminates its palette assignments. Consume an immediately adjacent OSC terminator, but match these controls before OSC so a later BEL cannot consume visible text.
const linuxPalette = String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${ST})?`;

// CSI: ESC [ or C1 CSI, parameter bytes (0x30–0x3f), intermediate bytes (0x20–0x2f), then a final byte (0x40–0x7e).
// `= < >` are final bytes in two-byte VT52 escapes (`ESC >`) but parameter bytes in a CSI (`ESC [ > 0 ; 276 ; 0 c`, the device attributes reply). Match CSI first to consume the whole sequence, where its introducer makes the two unambiguous.
const csi = String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`;

// Related escapes: ESC, intermediate bytes (0x20–0x2f), then a final byte (0x30–0x7e), or a supported two-byte escape.
// The two-byte final class stays narrow so that ESC followed by an arbitrary character is not read as a sequence. CSI parameters belong only to the CSI form, preventing partial matches and avoiding a second scan with nested repetition.
// Escapes whose final byte is a digit include `ESC 7` and `ESC 8` (save and restore cursor), `ESC ( 0` (line drawing character set), and `ESC # 8` (screen alignment).
// A digit is never a CSI final byte. These escapes end immediately at their final byte, so `ESC 7 l` is read as the escape followed by text rather than a sequence with parameter 7 and final byte `l`.
const ansi_regex_escape = String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`;

const pattern = `${linuxPalette}|${osc}|${controlString}|${csi}|${ansi_regex_escape}`;

function ansiRegex({onlyFirst = false} = {}) {
	return new RegExp(pattern, onlyFirst ? undefined : 'g');
}

;// CONCATENATED MODULE: ./node_modules/strip-ansi/index.js


const regex = ansiRegex();

function stripAnsi(string) {
	if (typeof string !== 'string') {
		throw new TypeError(`Expected a \`string\`, got \`${typeof string}\``);
	}

	// Fast path: ANSI codes require ESC (7-bit) or CSI (8-bit) introducer
	if (!string.includes('\u001B') && !string.includes('\u009B')) {
		return string;
	}

	// Even though the regex is global, we don't need to reset the `.lastIndex`
	// because unlike `.exec()` and `.test()`, `.replace()` does it automatically
	// and doing it manually has a performance penalty.
	return string.replace(regex, '');
}


/***/ })

};
