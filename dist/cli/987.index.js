export const id = 987;
export const ids = [987];
export const modules = {

/***/ 3367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5952);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3567);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5562);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/**
 * `heartbeat-gate cycle [--now ISO] [--force] [--push] [--remote R] [--branch B] [--json]`:
 * run the next heartbeat cycle when it is due, as one commit with `Heartbeat-*` trailers.
 */





const USAGE = `usage: heartbeat-gate cycle [--force] [--now <ISO-8601>] [--push] [--remote <name|url|path>] [--repository <owner/name>] [--branch <name>] [--json]

Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.
  --force           run the cycle even if it is not due yet
  --verify          first judge the ending cycle's tasks by their verify: hints (evidence:, cmd:
                    from the contract on the trusted branch, file:), scoring them in this commit
${_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .WRITE_USAGE */ .o5}`;
function formatOutcome(outcome) {
    if (!outcome.ran) {
        const wait = Math.ceil((Date.parse(outcome.nextDueAt) - Date.parse(outcome.lastCycleAt)) / 60_000);
        return (`Not due: cycle ${outcome.lastCycle} started at ${outcome.lastCycleAt}; the interval is ` +
            `${outcome.intervalMinutes} minutes, so cycle ${outcome.lastCycle + 1} is due at ` +
            `${outcome.nextDueAt} (${wait} minutes after the last). Nothing was written; --force runs it now.\n`);
    }
    const r = outcome.record;
    const verified = r.verdicts.filter((v) => v.verdict === 'verified').length;
    const lines = [
        `heartbeat: cycle ${r.cycle} — score ${r.score}/${r.target} (${r.tier})`,
        `  since the previous cycle: ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLine */ .w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .defineCommand */ .N)({
    name: 'cycle',
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    usage: USAGE,
    options: {
        ..._write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .TARGET_OPTIONS */ .FG,
        force: { type: 'boolean' },
        verify: { type: 'boolean' },
    },
    positionals: true,
    now: true,
    json: true,
    async run({ values, positionals, io, now, json }) {
        if (positionals.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument '${positionals[0]}'`);
        const outcome = await (0,_app_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .runCycle */ .OM)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .targetOptions */ .Gl)(io.cwd, values),
            now,
            force: values.force ?? false,
            // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
            ...(values.verify
                ? {
                    sidecar: {
                        evidence: (await __webpack_require__.e(/* import() | gate */ 990).then(__webpack_require__.bind(__webpack_require__, 9068)))
                            .evidenceJudge,
                    },
                }
                : {}),
        });
        if (json) {
            const { state: _state, ...rest } = outcome;
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonOut */ .NK)(rest));
        }
        else {
            io.stdout.write(formatOutcome(outcome));
        }
        return _command_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ TARGET_OPTIONS),
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   o5: () => (/* binding */ WRITE_USAGE),
/* harmony export */   w_: () => (/* binding */ commitLine)
/* harmony export */ });
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);



/** Where a writing command's state commit goes (`--now`, `--json` and `--help` are the shell's). */
const TARGET_OPTIONS = {
    push: { type: 'boolean' },
    remote: { type: 'string' },
    branch: { type: 'string' },
    'push-attempts': { type: 'string' },
    'fold-pending': { type: 'boolean' },
    agent: { type: 'string' },
    repository: { type: 'string' },
};
const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name|url|path>
                    the remote to push to: a remote's name, or a state repository's URL or path
                    (default: origin)
  --repository <owner/name>
                    this repository's name in a state repository shared by many: its state goes
                    under <stateDir>/<owner>/<name>/ on --branch of --remote (implies --push;
                    needs --remote)
  --push-attempts <n>
                    how many lost push races (1-100, default 40) before giving up with exit 2;
                    the event is then safe to record again
  --fold-pending    publish this write for other writers to carry should its push lose a
                    race, and carry theirs: one push lands many events. Only when every writer
                    that can push to the remote is trusted: a pending write is folded unchecked
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --agent <name>    the agent whose state this is, when the configuration names several (team)
  --json            print the result as JSON
`;
/** Where the state commit goes. */
function targetOptions(cwd, values) {
    const attempts = values['push-attempts'];
    if (attempts !== undefined &&
        !(/^\d{1,3}$/.test(attempts) && +attempts >= 1 && +attempts <= 100)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--push-attempts must be a whole number from 1 to 100, not '${attempts}'`);
    }
    const repository = values.repository === undefined
        ? undefined
        : (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRepositoryName */ .$M)(values.repository, '--repository');
    if (repository && values.remote === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--repository needs --remote: the URL or path of the state repository its state goes to');
    }
    return {
        cwd,
        push: (values.push ?? false) || repository !== undefined,
        ...(repository ? { repository } : {}),
        ...(attempts !== undefined ? { attempts: Number(attempts) } : {}),
        ...(values['fold-pending'] ? { foldPending: true } : {}),
        ...(values.remote !== undefined ? { remote: values.remote } : {}),
        ...(values.branch !== undefined ? { branch: values.branch } : {}),
        ...(values.agent !== undefined ? { agent: values.agent } : {}),
    };
}
/** One line saying where the write went. */
function commitLine(write) {
    const warnings = write.warnings.map((warning) => `\nwarning: ${warning}`).join('');
    if (!write.commit)
        return `Nothing changed on ${write.branch}: the event was already recorded.${warnings}`;
    const pushed = write.pushed
        ? `, pushed${write.retries > 0 ? ` after ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(write.retries, 'retry', 'retries')} (the remote moved)` : ''}`
        : '';
    return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}
/** A value as pretty JSON with a trailing newline. */
function jsonOut(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
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
