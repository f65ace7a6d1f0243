export const id = 975;
export const ids = [975];
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

// EXTERNAL MODULE: ./src/app/contract-file.ts
var contract_file = __webpack_require__(8600);
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
/** The score of the repository containing `cwd` as of `now`, read where `options` say. */
async function readScoreView(cwd, now, options = {}) {
    return scoreViewOf(await (0,read_state/* openRepoState */.oK)(cwd, options), now);
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

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ forEachCycleLogEntry),
/* harmony export */   x4: () => (/* binding */ readCycleLog),
/* harmony export */   xJ: () => (/* binding */ cycleLogScope)
/* harmony export */ });
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7119);
/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */


/**
 * Which cycle commits are one agent's: in a shared state repository (`repository`) only those
 * touching its folder (`paths`, a pathspec for git log), and in a team only those naming it.
 */
function cycleLogScope(location, repository) {
    const { config, agent } = location;
    return {
        paths: repository ? [config.stateDir] : [],
        // A team's agents share the state branch: each reads only the cycle commits naming it.
        ours: (entry) => agent === undefined || entry.agent === agent,
    };
}
/**
 * Visits each cycle commit reachable from `rev`, newest first, as git prints it: nothing is
 * kept, so memory does not grow with the history. None when `rev` does not exist yet. A promise
 * returned by `visit` (its output is full) holds git back until it settles.
 */
async function forEachCycleLogEntry(repo, rev, since, visit, 
/** Only commits touching these paths (a repository's folder of a shared state repository). */
paths = []) {
    const head = await repo.resolve(rev);
    if (!head)
        return;
    await repo.forEachLogRecord(head, _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__/* .CYCLE_SUBJECT_PREFIX */ .HE, (record) => {
        const cycle = (0,_core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCycleMessage */ .Pt)(record.message);
        if (!cycle)
            return;
        if (since && !keep(record.date, since))
            return;
        return visit({
            sha: record.sha,
            date: record.date,
            author: record.author,
            authorEmail: record.authorEmail,
            ...cycle,
        });
    }, paths);
}
/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
async function readCycleLog(repo, rev, since, paths = []) {
    const entries = [];
    await forEachCycleLogEntry(repo, rev, since, (entry) => {
        entries.push(entry);
    }, paths);
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
/* harmony export */   dW: () => (/* binding */ verdictsOnDays),
/* harmony export */   eU: () => (/* binding */ scoreAt),
/* harmony export */   gW: () => (/* binding */ agentsToRead),
/* harmony export */   oK: () => (/* binding */ openRepoState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _core_score_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1002);
/* harmony import */ var _core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _core_score_points_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6219);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2249);
/* harmony import */ var _state_location_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3764);
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */









/**
 * The agents a reading command without `--agent` covers: each team agent by name, or the single
 * agent (undefined).
 */
async function agentsToRead(cwd, repository, 
/** The revision the folders are listed at (default: where the reading commands read). */
ref) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__.Repo.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if ((0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) || repository === undefined) {
        return (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) ? (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .agentNames */ .QI)(config) : [undefined];
    }
    // A clone of a shared state repository: that repository's agents are the folders its writers
    // made under its own folder (none: its single agent).
    const location = await (0,_state_location_js__WEBPACK_IMPORTED_MODULE_8__/* .locateState */ .y)(repo, config, { repository });
    const head = await repo.resolve(ref ?? location.rev);
    if (!head)
        return [undefined];
    const folders = new Set();
    const prefix = `${location.config.stateDir}/agents/`;
    for (const entry of await repo.listTree(head, `${location.config.stateDir}/agents`)) {
        const name = entry.path.slice(prefix.length).split('/')[0];
        if (name)
            folders.add(name);
    }
    return folders.size > 0 ? [...folders].sort() : [undefined];
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd, options = {}) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__.Repo.open(cwd);
    const location = await (0,_state_location_js__WEBPACK_IMPORTED_MODULE_8__/* .locateState */ .y)(repo, await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root), options);
    if (options.remote === undefined)
        return { repo, ...location };
    const branch = location.config.stateBranch;
    if (!branch) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('--remote reads the state branch there: pass --branch or set stateBranch in .heartbeat/config.json');
    }
    // Never the local copy: a project's own branch of that name is not the state repository's.
    const stateHead = await fetchStateHead(repo, options.remote, branch);
    return { repo, ...location, stateHead, rev: stateHead ?? (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_6__.trackingRef)(options.remote, branch) };
}
/** `branch`'s head on `remote`, fetched now (undefined: no state there yet). */
async function fetchStateHead(repo, remote, branch) {
    try {
        return await repo.fetchBranch(remote, branch);
    }
    catch (error) {
        const git = (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_6__.gitFailure)(error);
        if (git === undefined)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`cannot read ${branch} from ${(0,_git_repo_js__WEBPACK_IMPORTED_MODULE_6__.redactUrlCredentials)(remote)} (${(0,_git_repo_js__WEBPACK_IMPORTED_MODULE_6__.redactUrlCredentials)(git)})`, '--remote');
    }
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd, options = {}) {
    const location = await openRepo(cwd, options);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: (0,_core_score_state_js__WEBPACK_IMPORTED_MODULE_1__/* .createScoreState */ .qF)(today), fresh: true };
    return { state: (0,_core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(committed, today), fresh: false };
}
/**
 * The ledger's verdicts on each of `dates` (calendar days in `timeZone`), oldest first, with their
 * reasons. Reads only the months those days touch.
 */
async function verdictsOnDays(opened, dates) {
    const { store, config } = opened;
    const wanted = new Set(dates);
    const byDay = new Map(dates.map((date) => [date, []]));
    // A calendar day in any timezone touches its own UTC month or a neighbour.
    const months = new Set(dates.flatMap((date) => {
        const at = Date.parse(`${date}T12:00:00Z`);
        return [-1, 0, 1].map((d) => new Date(at + d * 86_400_000).toISOString().slice(0, 7));
    }));
    for (const month of store.months.filter((m) => months.has(m))) {
        for (const event of await store.segment(month)) {
            if (event.kind !== 'verdict')
                continue;
            const day = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(event.at, config.timeZone);
            if (!wanted.has(day))
                continue;
            byDay.get(day).push({
                at: event.at,
                taskId: event.taskId,
                verdict: event.verdict,
                required: event.required,
                groundTruthContradiction: event.groundTruthContradiction,
                points: (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_4__/* .pointsForVerdict */ .k4)(event),
                ...(event.reason ? { reason: event.reason } : {}),
            });
        }
    }
    return byDay;
}


/***/ }),

/***/ 3764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ locateState)
/* harmony export */ });
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7597);
/**
 * Where a repository's heartbeat state lives: the state branch's head when one is configured,
 * else HEAD. Needs only a way to resolve revisions, so `log` finds it without the Repo adapter.
 */

/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(git, branch) {
    return ((await git.resolve(`refs/heads/${branch}`)) ??
        (await git.resolve(`refs/remotes/origin/${branch}`)));
}
/** Where `loaded` (the repository's configuration) puts the state, as `options` ask to read it. */
async function locateState(git, loaded, options = {}) {
    // A clone of a shared state repository does not know the other repository's team: there,
    // `--agent` names the agent's folder.
    const configured = options.repository && !(0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(loaded) && options.agent !== undefined
        ? (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .agentFolderTeam */ .$C)(loaded, options.agent)
        : loaded;
    const config = (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .configForAgent */ .zA)(options.branch === undefined ? configured : { ...configured, stateBranch: options.branch }, options.agent, options.repository);
    const agent = (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(configured) ? options.agent : undefined;
    if (!config.stateBranch)
        return { config, agent, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(git, config.stateBranch);
    return { config, agent, stateHead, rev: stateHead ?? config.stateBranch };
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

/***/ 6021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readResource: () => (/* binding */ readResource)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _app_audit_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4547);
/* harmony import */ var _app_contract_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8600);
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2625);
/**
 * What each MCP resource holds, read fresh on every read from the repository the server runs in:
 * the contract file, the score section as of now, and the latest cycle commit as `log --json`
 * reports it. Read-only.
 */







const readers = {
    async contract(cwd, read) {
        const { repo, config } = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(cwd, read);
        return (0,_app_contract_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readContractText */ .uC)(repo.root, config);
    },
    async score(cwd, read) {
        return (await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .readScoreView */ .qK)(cwd, (0,_app_time_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveNow */ .Nq)(undefined), read)).section;
    },
    async 'latest-cycle'(cwd, read) {
        const location = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(cwd, read);
        // As `log` reads it: a shared repository's folder only, and a team agent's own cycles.
        const { paths, ours } = (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_1__/* .cycleLogScope */ .xJ)(location, read.repository);
        const entries = await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_1__/* .readCycleLog */ .x4)(location.repo, location.rev, undefined, paths);
        const latest = entries.find(ours) ?? null;
        return (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonText */ .s$)(latest);
    },
};
/** A resource's text; a bad input reads as the CLI words it, anything else is a bug. */
async function readResource(name, cwd, read = {}) {
    try {
        return await readers[name](cwd, read);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz)
            throw new Error(`heartbeat-gate mcp: ${error.message}`, { cause: error });
        throw error;
    }
}


/***/ })

};
