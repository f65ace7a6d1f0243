export const id = 942;
export const ids = [942];
export const modules = {

/***/ 1183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(302);
/* harmony import */ var _declarations_prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5494);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7371);
/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */





const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)(_declarations_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .declaration */ .H, async ({ values, io, now, json }) => {
    const sections = await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .agentPromptSections */ .Ep)(io.cwd, now, (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .readOptions */ .T)(values));
    io.stdout.write(json ? (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonText */ .s$)(sections) : `${sections.contract.trimEnd()}\n\n${sections.score}`);
    return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 5494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate prompt`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'prompt',
    summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
    description: `Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
The contract is always this repository's; where the state is read from follows the options.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)('the instant the score is reported at'),
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print { contract, score }: the two sections as Markdown strings'),
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc,
    },
};


/***/ }),

/***/ 2049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ WRITE),
/* harmony export */   Pq: () => (/* binding */ json),
/* harmony export */   Pz: () => (/* binding */ READ),
/* harmony export */   mc: () => (/* binding */ REMOTE_READ),
/* harmony export */   ri: () => (/* binding */ REPORT),
/* harmony export */   tB: () => (/* binding */ now)
/* harmony export */ });
/**
 * Options several commands declare alike: `--json`, `--now`, where a reading command reads and
 * where a writing command's state commit goes.
 */
const json = (description = 'print the result as JSON') => ({ json: { type: 'boolean', description } });
const now = (description = 'the instant to report at') => ({ now: { type: 'string', value: '<ISO-8601>', description, default: 'the clock' } });
/** Where a reading command reads the state. */
const READ = {
    branch: {
        type: 'string',
        value: '<name>',
        description: 'read the state from this branch',
        default: 'stateBranch from the configuration',
    },
    agent: {
        type: 'string',
        value: '<name>',
        description: 'the agent to read, when the configuration names several (team)',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "in a state repository shared by many (a clone of it, or --remote): read that repository's folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)",
    },
};
/** A reading command that reads one agent's state files can fetch them first. */
const REMOTE_READ = {
    remote: {
        type: 'string',
        value: '<name|url|path>',
        description: 'fetch the state branch from this remote first and read it there: a state repository (with --repository), or the remote a --push sends state to',
    },
};
/** The dashboard's readers: a revision, and a state repository's folder. */
const REPORT = {
    ref: {
        type: 'string',
        value: '<rev>',
        description: 'read the state committed at this revision',
        default: 'the state branch, else the work tree',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "in a clone of a state repository shared by many: that repository's agents",
    },
};
/** Where a writing command's state commit goes (cycle, verdict, feedback). */
const WRITE = {
    ...now('the instant to record at'),
    push: {
        type: 'boolean',
        description: 'push the state commit to the state branch on the remote; when the remote moved, merge ledgers by event id onto its head and retry',
    },
    remote: {
        type: 'string',
        value: '<name|url|path>',
        description: "the remote to push to: a remote's name, or a state repository's URL or path",
        default: 'origin',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "this repository's name in a state repository shared by many: its state goes under <stateDir>/<owner>/<name>/ on --branch of --remote (implies --push; needs --remote)",
    },
    'push-attempts': {
        type: 'string',
        value: '<n>',
        description: 'how many lost push races (1-100) before giving up with exit 2; the event is then safe to record again',
        default: '40',
    },
    'fold-pending': {
        type: 'boolean',
        description: 'publish this write for other writers to carry should its push lose a race, and carry theirs: one push lands many events. Only when every writer that can push to the remote is trusted: a pending write is folded unchecked',
    },
    branch: {
        type: 'string',
        value: '<name>',
        description: 'the state branch, created on first use',
        default: 'stateBranch in .heartbeat/config.json, else the current branch',
    },
    agent: {
        type: 'string',
        value: '<name>',
        description: 'the agent whose state this is, when the configuration names several (team)',
    },
    ...json(),
};


/***/ }),

/***/ 7371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readOptions)
/* harmony export */ });
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7597);

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
