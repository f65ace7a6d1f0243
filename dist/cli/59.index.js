export const id = 59;
export const ids = [59,236];
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

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCycleLog: () => (/* binding */ verifyCycleLog)
/* harmony export */ });
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3937);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6008);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2249);
/* harmony import */ var _cycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5952);





/** Every cycle's record as a replay of the ledger at `head` gives it, by cycle number. */
async function replayedRecords(repo, config, head) {
    const store = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .commitSource */ .nv)(repo, head, config.stateDir), config.stateDir);
    const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
    const records = new Map();
    let state;
    for (const event of await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .allEvents */ .Xz)(store)) {
        const before = state;
        state = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_1__/* .applyLedgerEvent */ .E_)(state, event, { timeZone: config.timeZone });
        if (event.kind === 'cycle') {
            records.set(event.cycle, (0,_cycle_js__WEBPACK_IMPORTED_MODULE_3__/* .cycleCommitRecord */ .jn)(event.cycle, before, state, view));
        }
    }
    return records;
}
const verdictList = (record) => record.verdicts
    .map((v) => `${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`)
    .join(', ') || 'none';
/** The verdict and contradiction trailers a record is written with (as the gate writes them). */
const verdictTrailers = (record) => (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCycleMessage */ .BP)(record)
    .split('\n')
    .filter((line) => /^Heartbeat-(Verdict|Contradiction):/.test(line))
    .join('\n');
/** How a commit's record differs from the ledger's, one phrase per field. */
function recordProblems(stated, ledger) {
    const problems = [];
    if (stated.score !== ledger.score || stated.target !== ledger.target) {
        problems.push(`says score ${stated.score}/${stated.target}, the ledger gives ${ledger.score}/${ledger.target}`);
    }
    if (stated.tier !== ledger.tier) {
        problems.push(`says tier ${stated.tier}, the ledger gives ${ledger.tier}`);
    }
    if (stated.delta !== ledger.delta) {
        problems.push(`says delta ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(stated.delta)}, the ledger gives ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(ledger.delta)}`);
    }
    if (stated.intervalMinutes !== ledger.intervalMinutes) {
        problems.push(`says next in ${stated.intervalMinutes} min, the ledger gives ${ledger.intervalMinutes}`);
    }
    if (verdictTrailers(stated) !== verdictTrailers(ledger)) {
        problems.push(`says verdicts ${verdictList(stated)}, the ledger gives ${verdictList(ledger)}`);
    }
    return problems;
}
/**
 * The problems of each listed cycle commit (by sha; an empty list: it verifies), judged against
 * the ledger at `head` (the state branch's head `log` reads).
 */
async function verifyCycleLog(repo, config, head, entries) {
    const result = new Map();
    if (!head || entries.length === 0)
        return result;
    const records = await replayedRecords(repo, config, head);
    const added = await repo.addedLines(entries.map((entry) => entry.sha), `${config.stateDir}/ledger`);
    for (const entry of entries) {
        const problems = [];
        const id = `"id":"cycle-${entry.cycle}"`;
        if (!(added.get(entry.sha) ?? []).some((line) => line.startsWith(`{${id},`))) {
            problems.push(`adds no cycle-${entry.cycle} event to the ledger`);
        }
        const ledger = records.get(entry.cycle);
        if (ledger)
            problems.push(...recordProblems(entry, ledger));
        else
            problems.push(`the ledger has no cycle ${entry.cycle}`);
        result.set(entry.sha, problems);
    }
    return result;
}


/***/ }),

/***/ 1074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ lintRepository)
/* harmony export */ });
/* unused harmony export lintTargets */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2013);
/* harmony import */ var _core_verify_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6304);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _contract_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8600);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2249);
/* harmony import */ var _audit_log_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4547);
/* harmony import */ var _audit_verify_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8236);
/* harmony import */ var _state_verify_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4094);
/* harmony import */ var _state_lint_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3478);
/**
 * `lint`: the contract's task lines, and the state files under the state directory — each must
 * parse, and the derived ones must equal what replaying the ledger gives (so a hand edit shows).
 * Reads the working tree only; never writes.
 */












/**
 * Which checks a list of changed paths calls for (a hook passes every staged path): each one that
 * is the configured contract or is named HEARTBEAT.md is linted as a contract, any path under the
 * state directory calls for the state check, and other paths are none of lint's business.
 */
function lintTargets(files, config) {
    if (files === undefined)
        return { contracts: [config.contract], state: true };
    const paths = [...new Set(files.map((file) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(file)))];
    const stateDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(config.stateDir);
    return {
        contracts: paths.filter((path) => path === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(config.contract) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) === 'HEARTBEAT.md'),
        state: paths.some((path) => path.startsWith(`${stateDir}/`)),
    };
}
async function readIfPresent(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
async function lintContract(root, file, read = (path) => readIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path))) {
    // A staged deletion, or a repository without a contract yet: nothing to lint.
    const bytes = await read(file);
    if (bytes === undefined)
        return { findings: [], tasks: [] };
    const decoded = (0,_contract_file_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeContractBytes */ .yK)(bytes, file);
    const contract = 'text' in decoded
        ? (0,_core_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .parseHeartbeatContract */ .uT)(decoded.text, file)
        : { tasks: [], diagnostics: [decoded.diagnostic] };
    // A hint that selects no verifier is judged from the claims naming the task: say how.
    const hintWarnings = contract.tasks.flatMap((task) => {
        const problem = (0,_core_verify_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyHintProblem */ .on)(task.verify, task);
        return problem
            ? [{ line: task.line, severity: 'warning', message: `task \`${task.id}\`: ${problem}` }]
            : [];
    });
    const diagnostics = [...contract.diagnostics, ...hintWarnings].sort((a, b) => a.line - b.line);
    return {
        linted: { file, tasks: contract.tasks.length },
        findings: diagnostics.map((diagnostic) => ({
            file,
            ...(diagnostic.line > 0 ? { line: diagnostic.line } : {}),
            severity: diagnostic.severity,
            text: (0,_core_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .formatContractDiagnostic */ .n)({ ...diagnostic, file }),
        })),
        tasks: contract.tasks.map((task) => ({
            file,
            line: task.line,
            taskId: task.id,
            ...(0,_core_verify_js__WEBPACK_IMPORTED_MODULE_3__/* .explainVerification */ .hn)(task),
        })),
    };
}
/** Ledger lines the last gate commit before HEAD wrote that the checkout changed or lost. */
async function appendOnlyFindings(root, config, store) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__.Repo.open(root).catch(() => undefined);
    const head = repo && (await repo.resolve('HEAD'));
    if (!repo || !head)
        return [];
    const anchor = await (0,_state_verify_js__WEBPACK_IMPORTED_MODULE_10__/* .lastGateCommit */ .$Y)(repo, head, config.stateDir);
    if (!anchor)
        return [];
    const committed = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .commitSource */ .nv)(repo, anchor, config.stateDir), config.stateDir);
    return (0,_state_verify_js__WEBPACK_IMPORTED_MODULE_10__/* .changedLedgerLines */ .NY)(committed, store, anchor.slice(0, 12));
}
/** Cycle commits in HEAD's history that are not what its ledger records (see `log --verify`). */
async function cycleCommitFindings(root, config) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__.Repo.open(root).catch(() => undefined);
    const head = repo && (await repo.resolve('HEAD'));
    if (!repo || !head)
        return [];
    const entries = await (0,_audit_log_js__WEBPACK_IMPORTED_MODULE_8__/* .readCycleLog */ .x4)(repo, head);
    const problems = await (0,_audit_verify_js__WEBPACK_IMPORTED_MODULE_9__.verifyCycleLog)(repo, config, head, entries);
    return entries.flatMap((entry) => (problems.get(entry.sha) ?? []).map((problem) => ({
        file: entry.sha.slice(0, 12),
        severity: 'error',
        text: `${entry.sha.slice(0, 12)}: error: cycle commit ${entry.cycle} ${problem}`,
    })));
}
async function lintState(root, config) {
    const stateDir = config.stateDir;
    try {
        const store = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .dirSource */ .v9)(root, stateDir), stateDir);
        const events = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .allEvents */ .Xz)(store);
        const findings = await (0,_state_lint_js__WEBPACK_IMPORTED_MODULE_11__/* .derivedStateFindings */ .P)(store, config);
        findings.push(...(await appendOnlyFindings(root, config, store)));
        return { state: { dir: stateDir, events: events.length }, findings };
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz))
            throw error;
        const file = error.file ?? stateDir;
        return {
            state: { dir: stateDir },
            findings: [{ file, severity: 'error', text: `${error.message}` }],
        };
    }
}
/**
 * Lints the repository at `root`: the contract and the state directory, or, given `files` (the
 * paths a commit changes), only the checks those paths call for.
 */
async function lintRepository(root, config, files, 
/** Where contracts are read from: the index for a pre-commit hook (`git show :<path>`). */
readContract) {
    const targets = lintTargets(files, config);
    const contracts = [];
    const findings = [];
    const tasks = [];
    for (const file of targets.contracts) {
        const result = await lintContract(root, file, readContract);
        if (result.linted)
            contracts.push(result.linted);
        findings.push(...result.findings);
        tasks.push(...result.tasks);
    }
    const state = targets.state ? await lintState(root, config) : undefined;
    if (state)
        findings.push(...state.findings);
    // Cycle commits are history, not staged paths: checked on a full lint only.
    if (files === undefined && state?.state.events !== undefined) {
        findings.push(...(await cycleCommitFindings(root, config)));
    }
    return { contracts, ...(state ? { state: state.state } : {}), findings, tasks };
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

/***/ 5059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkEvidenceTool: () => (/* binding */ checkEvidenceTool),
/* harmony export */   claimTrailerTool: () => (/* binding */ claimTrailerTool),
/* harmony export */   contractTool: () => (/* binding */ contractTool),
/* harmony export */   lintTool: () => (/* binding */ lintTool),
/* harmony export */   scoreTool: () => (/* binding */ scoreTool)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _app_lint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1074);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _load_gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6044);
/**
 * What each MCP tool answers, composed from the functions the CLI commands call (`prompt`,
 * `score --json`, `evidence --json`, `lint --json`), so a tool and its command never disagree.
 * Read-only: nothing here writes a file or a commit, nor a ref but the tracking ref `--remote`
 * fetches the state branch into.
 */






// The gates come from the hook's chunk rather than a copy of their own (see ./gate.ts).

const text = (value) => ({ type: 'text', text: value });
/** A bad input, reported as the CLI reports it (`heartbeat-gate <command>: <message>`). */
function inputFailure(command, error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb || error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz) {
        return { content: [text(`heartbeat-gate ${command}: ${error.message}`)], isError: true };
    }
    throw error;
}
/** Runs `answer`, turning the CLI's input errors into tool errors with the CLI's message. */
async function asCommand(command, answer) {
    try {
        return await answer();
    }
    catch (error) {
        return inputFailure(command, error);
    }
}
/** `heartbeat_contract`: the prompt `heartbeat-gate prompt` prints. */
function contractTool(cwd, args, read = {}) {
    return asCommand('prompt', async () => ({
        content: [text(await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .agentPrompt */ .KO)(cwd, (0,_app_time_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveNow */ .Nq)(args.now), read))],
    }));
}
/** `heartbeat_score`: the prompt's score section, then `score --json`. */
function scoreTool(cwd, args, read = {}) {
    return asCommand('score', async () => {
        const view = await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .readScoreView */ .qK)(cwd, (0,_app_time_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveNow */ .Nq)(args.now), read);
        return {
            content: [text(view.section), text((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(view.summary))],
            structuredContent: view.summary,
        };
    });
}
/** `heartbeat_check_evidence`: `evidence --json`; a blocked claim is an answer, not an error. */
function checkEvidenceTool(args) {
    return asCommand('evidence', async () => {
        const { evidenceReport } = await (0,_load_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .loadGate */ .W)();
        const report = evidenceReport(args.topic, args.payload, {
            mutationWarnThreshold: args.mutationWarnThreshold,
        });
        return { content: [text((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(report))], structuredContent: report };
    });
}
/**
 * `heartbeat_claim_trailer`: the trailer block to append to the commit message, or, for a claim
 * the gate would block, a tool error reading exactly as `evidence` prints it.
 */
function claimTrailerTool(args) {
    return asCommand('evidence', async () => {
        const { buildClaimTrailer } = await (0,_load_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .loadGate */ .W)();
        const claim = buildClaimTrailer(args.topic, args.payload, {
            mutationWarnThreshold: args.mutationWarnThreshold,
        });
        const { published, message } = claim.result;
        if (!claim.accepted) {
            return { content: [text(`${published}\n${message}\n`)], isError: true };
        }
        return {
            content: [text(`${claim.trailer}\n`)],
            structuredContent: { topic: args.topic, trailer: claim.trailer, message },
        };
    });
}
/** `heartbeat_lint`: `lint --json` over the contract and the state files. */
function lintTool(cwd) {
    return asCommand('lint', async () => {
        const report = await (0,_app_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintRepository */ .A)(cwd, await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(cwd));
        const result = { ok: !report.findings.some((f) => f.severity === 'error'), ...report };
        return { content: [text((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(result))], structuredContent: result };
    });
}


/***/ })

};
