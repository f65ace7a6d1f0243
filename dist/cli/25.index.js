export const id = 25;
export const ids = [25];
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

/***/ 1183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(776);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7371);
/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */




const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>] [--json] [--branch <name>] [--agent <name>] [--repository <owner/name>] [--remote <name|url|path>]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
The contract is always this repository's; where the state is read from follows the options.
  --now     the instant the score is reported at (default: the clock)
  --json    print { contract, score }: the two sections as Markdown strings
${_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_USAGE */ .r$}${_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE_READ_USAGE */ .iW}`;
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)({
    name: 'prompt',
    summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
    usage: USAGE,
    options: { ..._read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_OPTIONS */ .es, ..._read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE_READ_OPTION */ ._0 },
    now: true,
    json: true,
    async run({ values, io, now, json }) {
        const sections = await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .agentPromptSections */ .Ep)(io.cwd, now, (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .readOptions */ .Tt)(values));
        io.stdout.write(json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s)(sections) : `${sections.contract.trimEnd()}\n\n${sections.score}`);
        return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* reexport safe */ _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__.s$)
/* harmony export */ });
/* unused harmony export parseCommandArgs */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
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



/***/ }),

/***/ 7371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tt: () => (/* binding */ readOptions),
/* harmony export */   _0: () => (/* binding */ REMOTE_READ_OPTION),
/* harmony export */   es: () => (/* binding */ READ_OPTIONS),
/* harmony export */   iW: () => (/* binding */ REMOTE_READ_USAGE),
/* harmony export */   r$: () => (/* binding */ READ_USAGE)
/* harmony export */ });
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7597);

const READ_OPTIONS = {
    branch: { type: 'string' },
    agent: { type: 'string' },
    repository: { type: 'string' },
};
const READ_USAGE = `  --branch <name>  read the state from this branch (default: stateBranch from the configuration)
  --agent <name>   the agent to read, when the configuration names several (team)
  --repository <owner/name>
                   in a state repository shared by many (a clone of it, or --remote): read that
                   repository's folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)
`;
/** `--remote`: the state branch as a remote has it now (where `--remote` writes sent it). */
const REMOTE_READ_OPTION = {
    remote: { type: 'string' },
};
const REMOTE_READ_USAGE = `  --remote <name|url|path>
                   fetch the state branch from this remote first and read it there: a state
                   repository (with --repository), or the remote a --push sends state to
`;
/** The reading options as read-state takes them; a bad `--repository` is exit 2 naming it. */
function readOptions(values) {
    return {
        branch: values.branch,
        agent: values.agent,
        remote: values.remote,
        repository: values.repository === undefined
            ? undefined
            : (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRepositoryName */ .$M)(values.repository, '--repository'),
    };
}


/***/ }),

/***/ 7597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ agentFolderTeam),
/* harmony export */   $M: () => (/* binding */ parseRepositoryName),
/* harmony export */   IE: () => (/* binding */ CONFIG_DEFAULTS),
/* harmony export */   IJ: () => (/* binding */ isTeam),
/* harmony export */   JD: () => (/* binding */ allAgentLogins),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   QI: () => (/* binding */ agentNames),
/* harmony export */   g$: () => (/* binding */ AGENT_NAME),
/* harmony export */   kQ: () => (/* binding */ isTimeZone),
/* harmony export */   kz: () => (/* binding */ DEFAULT_AGENT),
/* harmony export */   p8: () => (/* binding */ MAX_COMMAND_TIMEOUT_SECONDS),
/* harmony export */   tF: () => (/* binding */ CONFIG_PATH),
/* harmony export */   tn: () => (/* binding */ acceptConfig),
/* harmony export */   zA: () => (/* binding */ configForAgent)
/* harmony export */ });
/* unused harmony exports stateDirFor, agentOfLogin */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2625);
/**
 * The configuration as plain data: its type, its defaults, one agent's view of it, and a quick
 * zod-free acceptance of a valid file, so that `log` starts without loading zod. The schema in
 * src/config.ts stays the home of every error message: whatever `acceptConfig` does not accept
 * is parsed there (a type check there and a test keep the two in step).
 */


/** Where the configuration file lives, relative to the repository root. */
const CONFIG_PATH = '.heartbeat/config.json';
/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AGENT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** The most seconds a `cmd:` verify hint may be given. */
const MAX_COMMAND_TIMEOUT_SECONDS = 3600;
/** The defaults of the scalar settings (the lists and maps default to empty). */
const CONFIG_DEFAULTS = {
    stateDir: '.heartbeat',
    contract: 'HEARTBEAT.md',
    timeZone: 'UTC',
    defaultIntervalMinutes: 15,
    commandTimeoutSeconds: 120,
};
function isTimeZone(value) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
    }
    catch {
        return false;
    }
}
const KEYS = new Set([
    '$schema',
    'stateDir',
    'contract',
    'timeZone',
    'defaultIntervalMinutes',
    'stateBranch',
    'agents',
    'team',
    'operators',
    'checks',
    'groundTruth',
    'producers',
    'commandTimeoutSeconds',
    'trustedBranch',
]);
const TEAM_KEYS = new Set([
    'logins',
    'contract',
    'operators',
    'defaultIntervalMinutes',
]);
const isObject = (value) => typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !Object.hasOwn(value, '__proto__');
const isName = (value) => typeof value === 'string' && value.length > 0;
const isNames = (value) => Array.isArray(value) && value.every(isName);
const isPositive = (value) => Number.isSafeInteger(value) && value > 0;
const absentOr = (value, check) => value === undefined || check(value);
const isRecordOf = (value, check) => isObject(value) && Object.values(value).every(check);
function acceptTeamAgent(value) {
    if (!isObject(value) || !Object.keys(value).every((key) => TEAM_KEYS.has(key)))
        return undefined;
    const { logins, contract, operators, defaultIntervalMinutes } = value;
    if (!isNames(logins) ||
        logins.length === 0 ||
        !absentOr(contract, isName) ||
        !absentOr(operators, isNames) ||
        !absentOr(defaultIntervalMinutes, isPositive)) {
        return undefined;
    }
    const agent = { logins: [...logins] };
    if (contract !== undefined)
        agent.contract = contract;
    agent.operators = operators === undefined ? [] : [...operators];
    if (defaultIntervalMinutes !== undefined)
        agent.defaultIntervalMinutes = defaultIntervalMinutes;
    return agent;
}
/**
 * The configuration `value` (parsed JSON) describes, defaults filled in, when it is certainly
 * valid; undefined otherwise (then ConfigSchema decides, and names what is wrong). Never accepts
 * what the schema rejects, and gives what the schema gives.
 */
function acceptConfig(value) {
    if (!isObject(value) || !Object.keys(value).every((key) => KEYS.has(key)))
        return undefined;
    const v = value;
    const timeZone = v.timeZone;
    if (!absentOr(v.$schema, (x) => typeof x === 'string') ||
        !absentOr(v.stateDir, isName) ||
        !absentOr(v.contract, isName) ||
        !absentOr(timeZone, (x) => typeof x === 'string' && isTimeZone(x)) ||
        !absentOr(v.defaultIntervalMinutes, isPositive) ||
        !absentOr(v.stateBranch, isName) ||
        !absentOr(v.agents, isNames) ||
        !absentOr(v.operators, isNames) ||
        !absentOr(v.checks, (x) => isRecordOf(x, (y) => typeof y === 'string')) ||
        !absentOr(v.groundTruth, (x) => isRecordOf(x, isName)) ||
        !absentOr(v.producers, (x) => isRecordOf(x, isNames)) ||
        !absentOr(v.commandTimeoutSeconds, (x) => isPositive(x) && x <= MAX_COMMAND_TIMEOUT_SECONDS) ||
        !absentOr(v.trustedBranch, isName)) {
        return undefined;
    }
    let team;
    if (v.team !== undefined) {
        if (!isObject(v.team))
            return undefined;
        team = {};
        for (const [name, entry] of Object.entries(v.team)) {
            const agent = AGENT_NAME.test(name) ? acceptTeamAgent(entry) : undefined;
            if (!agent)
                return undefined;
            team[name] = agent;
        }
    }
    const config = {};
    if (v.$schema !== undefined)
        config.$schema = v.$schema;
    config.stateDir = v.stateDir ?? CONFIG_DEFAULTS.stateDir;
    config.contract = v.contract ?? CONFIG_DEFAULTS.contract;
    config.timeZone = timeZone ?? CONFIG_DEFAULTS.timeZone;
    config.defaultIntervalMinutes =
        v.defaultIntervalMinutes ?? CONFIG_DEFAULTS.defaultIntervalMinutes;
    if (v.stateBranch !== undefined)
        config.stateBranch = v.stateBranch;
    config.agents = [...(v.agents ?? [])];
    if (team !== undefined)
        config.team = team;
    config.operators = [...(v.operators ?? [])];
    config.checks = { ...(v.checks ?? {}) };
    config.groundTruth = { ...(v.groundTruth ?? {}) };
    config.producers = Object.fromEntries(Object.entries(v.producers ?? {}).map(([check, producers]) => [check, [...producers]]));
    config.commandTimeoutSeconds =
        v.commandTimeoutSeconds ?? CONFIG_DEFAULTS.commandTimeoutSeconds;
    if (v.trustedBranch !== undefined)
        config.trustedBranch = v.trustedBranch;
    return config;
}
/** The configuration used when the repository has no config file. */
const DEFAULT_CONFIG = acceptConfig({});
/** The name the single agent of a configuration without `team` goes by. */
const DEFAULT_AGENT = 'agent';
/** The agents a configuration names: `team`'s names in order, else the single default agent. */
function agentNames(config) {
    return config.team ? Object.keys(config.team) : [DEFAULT_AGENT];
}
/** Whether the configuration names several agents (`team`), each with a state folder of its own. */
function isTeam(config) {
    return config.team !== undefined;
}
/** GitHub's characters: an owner is 1-39 letters, digits or inner hyphens; a name 1-100 of `A-Za-z0-9._-`. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;
/**
 * Parses `owner/name` strictly (it becomes two folders of the state repository): exactly one
 * slash, GitHub's characters, no `.` or `..`. A bad one is an InputError naming `source` (the
 * flag or input it came from).
 */
function parseRepositoryName(text, source) {
    const [owner = '', name = '', ...rest] = text.split('/');
    if (rest.length > 0 || !OWNER.test(owner) || !REPOSITORY.test(name) || /^\.\.?$/.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${source}: ${JSON.stringify(text.slice(0, 200))} is not a GitHub repository as owner/name (an owner is letters, digits and single inner hyphens; a name is letters, digits, '.', '-' or '_', not '.' or '..')`, source);
    }
    return { owner, name };
}
/**
 * Where one agent's state lives, relative to the repository root: the state directory itself for
 * the single agent (today's layout, unchanged), `<stateDir>/agents/<name>` for a team's agent.
 * In a shared state repository (`repository` given) the same layout sits under
 * `<stateDir>/<owner>/<name>`, lowercased since GitHub's names ignore case (one repository, one
 * folder). The one place this path is computed.
 */
function stateDirFor(config, agent, repository) {
    const root = repository
        ? `${config.stateDir}/${repository.owner.toLowerCase()}/${repository.name.toLowerCase()}`
        : config.stateDir;
    return config.team ? `${root}/agents/${agent}` : root;
}
/** Every login of every agent: a reaction, approval or `--by` from any of them is an agent's. */
function allAgentLogins(config) {
    const team = Object.values(config.team ?? {}).flatMap((agent) => agent.logins);
    return [...new Set([...config.agents, ...team])];
}
/** The name of the agent `login` belongs to (exact login match, case aside), if any. */
function agentOfLogin(config, login) {
    const wanted = login.toLowerCase();
    for (const [name, agent] of Object.entries(config.team ?? {})) {
        if (agent.logins.some((l) => l.toLowerCase() === wanted))
            return name;
    }
    return undefined;
}
/**
 * One agent's view of the configuration, so every single-agent path (writer, cycle, readers,
 * gates) works unchanged: its logins as `agents`, its contract, operators, interval and state
 * folder. Without `team`, the configuration itself (`agent` must be the default name or unset).
 * An unknown name is a UsageError naming the known ones.
 */
function configForAgent(config, agent, repository) {
    const names = agentNames(config);
    if (!config.team) {
        if (agent !== undefined && agent !== DEFAULT_AGENT)
            throw unknownAgent(agent, names);
        return repository
            ? { ...config, stateDir: stateDirFor(config, DEFAULT_AGENT, repository) }
            : config;
    }
    if (agent === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`this repository has several agents: pass --agent <name> (${names.join(', ')})`);
    }
    const profile = config.team[agent];
    if (!profile || !Object.hasOwn(config.team, agent))
        throw unknownAgent(agent, names);
    // Without `team`: the agent's view is a single-agent configuration, so it is never projected twice.
    const { team: _team, ...single } = config;
    return {
        ...single,
        agents: profile.logins,
        operators: [...new Set([...config.operators, ...profile.operators])],
        contract: profile.contract ?? `.heartbeat/agents/${agent}/HEARTBEAT.md`,
        defaultIntervalMinutes: profile.defaultIntervalMinutes ?? config.defaultIntervalMinutes,
        stateDir: stateDirFor(config, agent, repository),
    };
}
/**
 * A configuration whose team is the one agent `agent` (no logins): how a clone of a shared state
 * repository reads `--repository <r> --agent <name>`, the folder of an agent of another repository's
 * team. A name that cannot be an agent's is a UsageError.
 */
function agentFolderTeam(config, agent) {
    if (!AGENT_NAME.test(agent)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--agent: ${JSON.stringify(agent.slice(0, 60))} is not an agent name (1-40 lowercase letters, digits, - or _)`);
    }
    return { ...config, team: { [agent]: { logins: [], operators: [] } } };
}
function unknownAgent(agent, names) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown agent ${JSON.stringify(agent)}: the configuration names ${names.join(', ')}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(agent, names)}`);
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


/***/ })

};
