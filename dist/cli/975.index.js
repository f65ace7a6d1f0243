export const id = 975;
export const ids = [975];
export const modules = {

/***/ 6730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ agentPrompt),
  q: () => (/* binding */ readScoreView)
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
;// CONCATENATED MODULE: ./src/core/score/prompt.ts



/** Width of the progress bar in characters, between the brackets. */
const PROGRESS_BAR_WIDTH = 20;
/** `[########------------] 35/82`: the share of the target reached, never below empty or past full. */
function progressBar(score, target, width = PROGRESS_BAR_WIDTH) {
    const filled = Math.min(width, Math.max(0, Math.floor((score * width) / target)));
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${score}/${target}`;
}
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
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
        `Today: ${s.verifiedCount} verified, ${s.failedCount} failed. Streak: ${plural(s.streak, 'day')} at target.`,
        `Penalty tier: ${s.penalty}. Reward tier: ${s.reward}. Next heartbeat in ${s.intervalMinutes} minutes.`,
        ...(s.forcedRequired ? ['Every task counts as required this cycle.'] : []),
        '',
        ...(status.length > 0 ? [...status, ''] : []),
        '### How you are scored',
        '',
        `- Verified required task: ${signed(points/* POINTS */.iN.verifiedRequired)}`,
        `- Verified optional task: ${signed(points/* POINTS */.iN.verifiedOptional)}`,
        `- Not verified (claimed but not done, or skipped): ${signed(points/* POINTS */.iN.notVerified)}`,
        `- Unclear verdict: ${signed(points/* POINTS */.iN.unclear)}`,
        `- Ground truth contradiction (you claimed it, the real source says otherwise): ${signed(points/* POINTS */.iN.groundTruthContradiction)}, on top of ${signed(points/* POINTS */.iN.notVerified)}`,
        `- Operator thumbs up: ${signed(points/* POINTS */.iN.thumbsUp)}; thumbs down: ${signed(points/* POINTS */.iN.thumbsDown)}`,
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
/** The whole prompt, as `heartbeat-gate prompt` prints it (Markdown). */
async function agentPrompt(cwd, now) {
    const opened = await (0,read_state/* openRepoState */.oK)(cwd);
    const contract = await (0,contract_file/* loadContract */.lF)(opened.repo.root, opened.config);
    const contractSection = buildContractPrompt(contract, opened.store.progress);
    return `${contractSection.trimEnd()}\n\n${scoreViewOf(opened, now).section}`;
}


/***/ }),

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readCycleLog)
/* harmony export */ });
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3937);
/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */


/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
async function readCycleLog(repo, rev, since) {
    const head = await repo.resolve(rev);
    if (!head)
        return [];
    const entries = [];
    await repo.forEachLogRecord(head, _core_cycle_js__WEBPACK_IMPORTED_MODULE_1__/* .CYCLE_SUBJECT_PREFIX */ .HE, (record) => {
        const cycle = (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCycleMessage */ .Pt)(record.message);
        if (!cycle)
            return;
        if (since && !keep(record.date, since))
            return;
        entries.push({
            sha: record.sha,
            date: record.date,
            author: record.author,
            authorEmail: record.authorEmail,
            ...cycle,
        });
    });
    return entries;
}
const HOUR = 3_600_000;
// Filtered here rather than with `git log --since`, which stops early on out-of-order dates.
function keep(date, since) {
    const instant = Date.parse(date);
    if ('instant' in since)
        return instant >= since.instant;
    // Day D starts between UTC midnight - 14 h and + 12 h in every timezone: only the instants in
    // between need the (slow) timezone conversion.
    const midnight = Date.parse(`${since.day}T00:00:00Z`);
    if (instant >= midnight + 12 * HOUR)
        return true;
    if (instant < midnight - 14 * HOUR)
        return false;
    return (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarDay */ .$6)(date, since.timeZone) >= since.day;
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

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ formatCycleMessage),
/* harmony export */   Fc: () => (/* binding */ buildCycleEvent),
/* harmony export */   Fq: () => (/* binding */ cycleTier),
/* harmony export */   HE: () => (/* binding */ CYCLE_SUBJECT_PREFIX),
/* harmony export */   Pt: () => (/* binding */ parseCycleMessage),
/* harmony export */   f1: () => (/* binding */ cycleDue)
/* harmony export */ });
/* unused harmony exports CycleTierSchema, CycleVerdictSchema, CycleCommitSchema, cycleSubject, parseCycleMessageAsGit */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3507);
/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */



/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
const CycleTierSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']),
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('normal'),
]);
/** Penalty and reward never overlap (< 25% vs >= 50% of target), so one word names the tier. */
function cycleTier(tiers) {
    if (tiers.penalty !== 'none')
        return tiers.penalty;
    if (tiers.reward !== 'none')
        return tiers.reward;
    return 'normal';
}
/**
 * A cycle is due when there was none yet, or when the tier's interval has passed since the last
 * one started (GitHub cron cannot change itself, so the schedule polls and this decides).
 */
function cycleDue(options) {
    const now = Date.parse(options.now);
    if (options.lastCycleAt === undefined)
        return { due: true, nextDueAt: new Date(now).toISOString() };
    const next = Date.parse(options.lastCycleAt) + options.intervalMinutes * 60_000;
    return { due: now >= next, nextDueAt: new Date(next).toISOString() };
}
/** The event that opens cycle `cycle`; its id is stable per cycle number. */
function buildCycleEvent(options) {
    return {
        id: `cycle-${options.cycle}`,
        at: options.at,
        kind: 'cycle',
        cycle: options.cycle,
        tasks: options.tasks.map(({ id, description, required, verify, maxAttempts, preMarked }) => ({
            id,
            description,
            required,
            verify,
            maxAttempts,
            preMarked,
        })),
        defaultIntervalMinutes: options.defaultIntervalMinutes,
    };
}
/** One `Heartbeat-Verdict` trailer. */
const CycleVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    verdict: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp,
    contradiction: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The two sides of each ground-truth contradiction (`Heartbeat-Contradiction` trailers). */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).optional(),
});
/** What a cycle commit records, and what `log` reads back. */
const CycleCommitSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    score: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    tier: CycleTierSchema,
    /** Points scored since the previous cycle (verdicts and feedback). */
    delta: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    /** Minutes until the next cycle is due under the new tiers. */
    intervalMinutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
    verdicts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CycleVerdictSchema),
});
/** The subject prefix every cycle commit starts with. */
const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** One side of a `Heartbeat-Contradiction` trailer: one line, without the `|` that separates them. */
const trailerSide = (text) => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');
/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
function formatCycleMessage(commit) {
    const subject = cycleSubject(commit);
    const verified = commit.verdicts.filter((v) => v.verdict === 'verified').length;
    const body = `${commit.verdicts.length} verdict(s) since the previous cycle, ${verified} verified; ` +
        `${signed(commit.delta)} points. Next cycle due in ${commit.intervalMinutes} minutes.`;
    const trailers = [
        `Heartbeat-Cycle: ${commit.cycle}`,
        `Heartbeat-Score: ${commit.score}`,
        `Heartbeat-Target: ${commit.target}`,
        `Heartbeat-Tier: ${commit.tier}`,
        `Heartbeat-Delta: ${signed(commit.delta)}`,
        `Heartbeat-Interval: ${commit.intervalMinutes}`,
        ...commit.verdicts.map((v) => `Heartbeat-Verdict: ${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`),
        ...commit.verdicts.flatMap((v) => (v.contradictions ?? []).map((c) => `Heartbeat-Contradiction: ${v.taskId} claimed ${trailerSide(c.claimed)} | actual ${trailerSide(c.actual)}`)),
    ];
    return `${subject}\n\n${body}\n\n${trailers.join('\n')}\n`;
}
/** The subject line of a cycle commit. */
function cycleSubject(commit) {
    return `${CYCLE_SUBJECT_PREFIX}${commit.cycle} — score ${commit.score}/${commit.target} (${commit.tier})`;
}
const INTEGER = /^[+-]?\d+$/;
// git trims a trailer's value, so an empty (or blank) actual side loses its space.
const CONTRADICTION = /^(\S+) claimed ([^|]*) \| actual(?: ([^|]*))?$/;
/**
 * The inverse of formatCycleMessage: reads a cycle commit's message (as `git log` prints it) back
 * from its trailer block, parsed as git parses trailers. Returns undefined for any other commit,
 * and for one whose trailers are missing, repeated, malformed or disagree with its subject (a
 * hand-written look-alike is not an audit record).
 *
 * `log` reads thousands of these, nearly all exactly as formatCycleMessage wrote them: such a
 * message is read line by line, and kept only when writing the result back gives the same text
 * (then git's parser would have found the same trailers); anything else takes git's parser.
 */
function parseCycleMessage(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    return readCanonicalCycleMessage(message) ?? parseCycleMessageAsGit(message);
}
/** parseCycleMessage with git's trailer parser on every message (the reference the quick path must agree with). */
function parseCycleMessageAsGit(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    return cycleFromTrailers(message, (0,_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTrailers */ .aw)(message, { cleanup: 'none' }));
}
const isAsciiSpace = (code) => code === 32 || code === 9 || code === 10 || code === 13;
/** The `Key: value` lines of the last paragraph, values trimmed as git trims them; undefined unless every line is one. */
function canonicalTrailers(message) {
    if (!message.endsWith('\n'))
        return undefined;
    const start = message.lastIndexOf('\n\n', message.length - 2);
    if (start === -1)
        return undefined;
    const trailers = [];
    for (let at = start + 2; at < message.length;) {
        const end = message.indexOf('\n', at);
        const colon = message.indexOf(':', at);
        if (colon <= at || colon > end)
            return undefined;
        let from = colon + 1;
        let to = end;
        while (from < to && isAsciiSpace(message.charCodeAt(from)))
            from++;
        while (to > from && isAsciiSpace(message.charCodeAt(to - 1)))
            to--;
        trailers.push({ key: message.slice(at, colon), value: message.slice(from, to) });
        at = end + 1;
    }
    return trailers;
}
const CANONICAL_KEYS = [
    'Heartbeat-Cycle',
    'Heartbeat-Score',
    'Heartbeat-Target',
    'Heartbeat-Tier',
    'Heartbeat-Delta',
    'Heartbeat-Interval',
];
const CYCLE_TIERS = new Set([
    ..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']).options,
    ..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']).options,
    'normal',
]);
const VERDICTS = new Set(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp.options);
/**
 * A message exactly as formatCycleMessage writes it, read without git's parser or the schema (the
 * same checks, by hand); undefined for anything else, which then takes the full path.
 */
function readCanonicalCycleMessage(message) {
    const trailers = canonicalTrailers(message);
    if (!trailers || trailers.length < CANONICAL_KEYS.length)
        return undefined;
    for (const [i, key] of CANONICAL_KEYS.entries())
        if (trailers[i].key !== key)
            return undefined;
    const int = (i) => {
        const value = trailers[i].value;
        return INTEGER.test(value) ? Number(value) : Number.NaN;
    };
    const [cycle, score, target, delta, intervalMinutes] = [int(0), int(1), int(2), int(4), int(5)];
    const tier = trailers[3].value;
    if (![cycle, score, target, delta, intervalMinutes].every(Number.isSafeInteger) ||
        cycle <= 0 ||
        intervalMinutes <= 0 ||
        !CYCLE_TIERS.has(tier)) {
        return undefined;
    }
    const verdicts = [];
    let i = CANONICAL_KEYS.length;
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Verdict'; i++) {
        const [taskId = '', verdict = '', flag, ...rest] = trailers[i].value.split(/\s+/);
        if (!taskId || !VERDICTS.has(verdict) || rest.length > 0)
            return undefined;
        if (flag !== undefined && flag !== 'contradiction')
            return undefined;
        verdicts.push({ taskId, verdict: verdict, contradiction: flag === 'contradiction' });
    }
    const contradicted = firstContradictedVerdicts(verdicts);
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Contradiction'; i++) {
        const sides = CONTRADICTION.exec(trailers[i].value);
        if (!sides)
            return undefined;
        const [, taskId = '', claimed = '', actual = ''] = sides;
        const verdict = contradicted.get(taskId);
        if (!verdict)
            return undefined;
        (verdict.contradictions ??= []).push({ claimed, actual });
    }
    if (i < trailers.length)
        return undefined;
    const commit = { cycle, score, target, tier, delta, intervalMinutes, verdicts };
    return formatCycleMessage(commit) === message ? commit : undefined;
}
/**
 * The first contradicted verdict of each task, which that task's contradictions belong to. A
 * map, not a search per contradiction: a look-alike message with thousands of each would make
 * `log` quadratic.
 */
function firstContradictedVerdicts(verdicts) {
    const first = new Map();
    for (const verdict of verdicts) {
        if (verdict.contradiction && !first.has(verdict.taskId))
            first.set(verdict.taskId, verdict);
    }
    return first;
}
function cycleFromTrailers(message, trailers) {
    const single = new Map();
    const verdicts = [];
    const contradictions = [];
    for (const { key, value } of trailers) {
        const name = key.toLowerCase();
        if (!name.startsWith('heartbeat-'))
            continue;
        const field = name.slice('heartbeat-'.length);
        if (field === 'contradiction') {
            const sides = CONTRADICTION.exec(value);
            if (!sides)
                return undefined;
            const [, taskId = '', claimed = '', actual = ''] = sides;
            contradictions.push({ taskId, claimed, actual });
        }
        else if (field === 'verdict') {
            const [taskId = '', verdict, flag, ...rest] = value.split(/\s+/);
            const parsed = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp.safeParse(verdict);
            if (!parsed.success || rest.length > 0 || (flag !== undefined && flag !== 'contradiction'))
                return undefined;
            verdicts.push({ taskId, verdict: parsed.data, contradiction: flag === 'contradiction' });
        }
        else {
            if (single.has(field))
                return undefined;
            single.set(field, value);
        }
    }
    // Each contradiction belongs to a contradicted verdict of its task, as formatCycleMessage writes it.
    const contradicted = firstContradictedVerdicts(verdicts);
    for (const { taskId, claimed, actual } of contradictions) {
        const verdict = contradicted.get(taskId);
        if (!verdict)
            return undefined;
        (verdict.contradictions ??= []).push({ claimed, actual });
    }
    const int = (field) => {
        const value = single.get(field);
        return value !== undefined && INTEGER.test(value) ? Number(value) : undefined;
    };
    const parsed = CycleCommitSchema.safeParse({
        cycle: int('cycle'),
        score: int('score'),
        target: int('target'),
        tier: single.get('tier'),
        delta: int('delta'),
        intervalMinutes: int('interval'),
        verdicts,
    });
    if (!parsed.success)
        return undefined;
    const subject = (message.split('\n', 1)[0] ?? '').trimEnd();
    return subject === cycleSubject(parsed.data) ? parsed.data : undefined;
}


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
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired) {
    if (task.preMarked)
        return taskRow(task, forceAllRequired, 'verified', 0);
    if (previous === undefined)
        return taskRow(task, forceAllRequired, 'pending', 0);
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
function applyVerdictToProgress(progress, taskId, verdict) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                attempts: task.attempts + 1,
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

/***/ 3507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ taskIdsFromMessage),
/* harmony export */   aw: () => (/* binding */ parseTrailers)
/* harmony export */ });
/* unused harmony export cleanupCommitMessage */
const GIT_GENERATED_PREFIXES = ['Signed-off-by: ', '(cherry picked from commit '];
const CUT_LINE = '------------------------ >8 ------------------------\n';
// git's own ctype: ASCII only, whatever the locale.
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isAlnum = (c) => /^[A-Za-z0-9]$/.test(c);
function nextLine(s, i) {
    const nl = s.indexOf('\n', i);
    return nl === -1 ? s.length : nl + 1;
}
/** Start of the last line of s[0, len), -1 when len is 0 (a final newline belongs to its line). */
function lastLine(s, len) {
    if (len === 0)
        return -1;
    if (len === 1)
        return 0;
    for (let i = len - 2; i >= 0; i--)
        if (s[i] === '\n')
            return i + 1;
    return 0;
}
function isBlankLine(s, i) {
    for (; i < s.length && s[i] !== '\n'; i++)
        if (!isSpace(s[i]))
            return false;
    return true;
}
/** Offset of the `:` in `<token><optional blanks>:`, or -1 when the line is not shaped so. */
function findSeparator(s, start) {
    let whitespaceFound = false;
    for (let i = start; i < s.length; i++) {
        const c = s[i];
        if (c === ':')
            return i - start;
        if (!whitespaceFound && (isAlnum(c) || c === '-'))
            continue;
        if (i !== start && (c === ' ' || c === '\t')) {
            whitespaceFound = true;
            continue;
        }
        break;
    }
    return -1;
}
function trim(text) {
    let a = 0;
    let b = text.length;
    while (a < b && isSpace(text[a]))
        a++;
    while (b > a && isSpace(text[b - 1]))
        b--;
    return text.slice(a, b);
}
/** Where the message proper ends: before a `---` divider line, when dividers count. */
function findPatchStart(s, divider) {
    if (!divider)
        return s.length;
    for (let i = 0; i < s.length; i = nextLine(s, i)) {
        if (s.startsWith('---', i) && isSpace(s[i + 3]))
            return i;
    }
    return s.length;
}
/** Where `git commit -v`'s scissors line starts, or len. */
function locateCutLine(s, len, comment) {
    const pattern = `\n${comment} ${CUT_LINE}`;
    if (s.startsWith(pattern.slice(1)))
        return 0;
    const at = s.indexOf(pattern);
    return at === -1 ? len : Math.min(at + 1, len);
}
/** git's ignore_non_trailer: the trailing run of comments, blank lines and an old `Conflicts:` block. */
function endOfLogMessage(s, len, comment) {
    const cutoff = locateCutLine(s, len, comment);
    let boc = 0;
    let inConflicts = false;
    for (let bol = 0; bol < cutoff;) {
        const nl = s.indexOf('\n', bol);
        const next = nl === -1 || nl >= len ? len : nl + 1;
        if (s[bol] === comment || s[bol] === '\n') {
            if (!boc)
                boc = bol;
        }
        else if (s.startsWith('Conflicts:\n', bol)) {
            inConflicts = true;
            if (!boc)
                boc = bol;
        }
        else if (inConflicts && s[bol] === '\t') {
            // a path inside the old conflicts block
        }
        else if (boc) {
            boc = 0;
            inConflicts = false;
        }
        bol = next;
    }
    return boc ? boc : cutoff;
}
/** git's find_trailer_start: the last paragraph, if it counts as a trailer block. */
function findTrailerStart(s, len, comment) {
    let title = 0;
    for (; title < len; title = nextLine(s, title)) {
        if (s[title] === comment)
            continue;
        if (isBlankLine(s, title))
            break;
    }
    let onlySpaces = true;
    let recognizedPrefix = false;
    let trailerLines = 0;
    let nonTrailerLines = 0;
    let possibleContinuationLines = 0;
    for (let l = lastLine(s, len); l >= title; l = lastLine(s, l)) {
        if (s[l] === comment) {
            nonTrailerLines += possibleContinuationLines;
            possibleContinuationLines = 0;
            continue;
        }
        if (isBlankLine(s, l)) {
            if (onlySpaces)
                continue;
            nonTrailerLines += possibleContinuationLines;
            if (recognizedPrefix && trailerLines * 3 >= nonTrailerLines)
                return nextLine(s, l);
            if (trailerLines && !nonTrailerLines)
                return nextLine(s, l);
            return len;
        }
        onlySpaces = false;
        if (GIT_GENERATED_PREFIXES.some((prefix) => s.startsWith(prefix, l))) {
            trailerLines++;
            possibleContinuationLines = 0;
            recognizedPrefix = true;
            continue;
        }
        if (findSeparator(s, l) >= 1 && !isSpace(s[l])) {
            trailerLines++;
            possibleContinuationLines = 0;
        }
        else if (isSpace(s[l])) {
            possibleContinuationLines++;
        }
        else {
            nonTrailerLines += 1 + possibleContinuationLines;
            possibleContinuationLines = 0;
        }
    }
    return len;
}
/**
 * `git commit`'s default cleanup of an edited message (`--cleanup=strip`), plus the cut at the
 * `git commit -v` scissors line (a hook cannot tell whether `-v` was given; the line is git's own).
 */
function cleanupCommitMessage(message, commentChar = '#') {
    const text = message.slice(0, locateCutLine(message, message.length, commentChar));
    const out = [];
    let empties = 0;
    for (const raw of text.split('\n')) {
        if (raw.startsWith(commentChar))
            continue;
        let end = raw.length;
        while (end > 0 && isSpace(raw[end - 1]))
            end--;
        if (end === 0) {
            empties++;
            continue;
        }
        if (empties > 0 && out.length > 0)
            out.push('');
        empties = 0;
        out.push(raw.slice(0, end));
    }
    return out.length ? `${out.join('\n')}\n` : '';
}
/** The trailers of a commit message, in order, as git parses them. */
function parseTrailers(message, options = {}) {
    const comment = options.commentChar ?? '#';
    const s = (options.cleanup ?? 'strip') === 'strip' ? cleanupCommitMessage(message, comment) : message;
    const end = endOfLogMessage(s, findPatchStart(s, options.divider ?? false), comment);
    const start = findTrailerStart(s, end, comment);
    // Join continuation lines onto the trailer above them, as trailer_info_get does.
    const entries = [];
    for (const line of s.slice(start, end).split(/(?<=\n)/)) {
        if (line === '')
            continue;
        const last = entries[entries.length - 1];
        if (last?.joinable && isSpace(line[0])) {
            last.text += line;
            continue;
        }
        entries.push({ text: line, joinable: findSeparator(line, 0) >= 1 });
    }
    const trailers = [];
    for (const { text } of entries) {
        if (text.startsWith(comment))
            continue;
        const sep = findSeparator(text, 0);
        if (sep < 1)
            continue;
        const raw = trim(text.slice(sep + 1));
        trailers.push({
            key: trim(text.slice(0, sep)),
            value: trim(raw.replace(/\n[ \t\n\r]*/g, ' ')),
            lines: raw.split('\n').map(trim),
        });
    }
    return trailers;
}
/** Task ids named by `Heartbeat-Task:` trailers (comma- or space-separated), first mention first. */
function taskIdsFromMessage(message, options = {}) {
    const ids = new Set();
    for (const trailer of parseTrailers(message, options)) {
        if (trailer.key.toLowerCase() !== 'heartbeat-task')
            continue;
        for (const id of trailer.value.split(/[\s,]+/))
            if (id)
                ids.add(id);
    }
    return [...ids];
}


/***/ }),

/***/ 6021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readResource: () => (/* binding */ readResource)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _app_audit_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4547);
/* harmony import */ var _app_contract_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5200);
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _cli_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(776);
/**
 * What each MCP resource holds, read fresh on every read from the repository the server runs in:
 * the contract file, the score section as of now, and the latest cycle commit as `log --json`
 * reports it. Read-only.
 */






const readers = {
    async contract(cwd) {
        const { repo, config } = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(cwd);
        return (0,_app_contract_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readContractText */ .uC)(repo.root, config);
    },
    async score(cwd, now) {
        return (await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .readScoreView */ .q)(cwd, now())).section;
    },
    async 'latest-cycle'(cwd) {
        const { repo, rev } = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(cwd);
        const [latest = null] = await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_1__/* .readCycleLog */ .x)(repo, rev);
        return (0,_cli_options_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(latest);
    },
};
/** A resource's text; a bad input reads as the CLI words it, anything else is a bug. */
async function readResource(name, cwd, now) {
    try {
        return await readers[name](cwd, now);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d)
            throw new Error(`heartbeat-gate mcp: ${error.message}`, { cause: error });
        throw error;
    }
}


/***/ })

};
