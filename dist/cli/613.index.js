export const id = 613;
export const ids = [613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(302);
/* harmony import */ var _declarations_mcp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3398);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7371);
/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */



const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCommand */ .N)(_declarations_mcp_js__WEBPACK_IMPORTED_MODULE_1__/* .declaration */ .H, async ({ values, io }) => {
    // Checked before the server starts: a bad option is exit 2, not an error on every call.
    const read = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_2__/* .readOptions */ .T)(values);
    const { serveStdio } = await Promise.all(/* import() */[__webpack_require__.e(133), __webpack_require__.e(870), __webpack_require__.e(874)]).then(__webpack_require__.bind(__webpack_require__, 874));
    await serveStdio(io.cwd, read);
    return _command_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.ok;
});


/***/ }),

/***/ 3398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate mcp`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'mcp',
    summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
    description: `Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it; --remote fetches). Tools:
heartbeat_contract, heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer,
heartbeat_lint. Resources: heartbeat://contract, heartbeat://score, heartbeat://cycle/latest.
Stops when its input closes. Register it with your client (Claude Code's .mcp.json and others):
see docs/mcp.md. The contract and score read one agent's state, as \`prompt\` and \`score\` do
with the same options.`,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz, ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc },
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


/***/ })

};
