export const id = 883;
export const ids = [883];
export const modules = {

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
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(308);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2249);
/* harmony import */ var _state_location_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3764);
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
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_7__.Repo.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if ((0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) || repository === undefined) {
        return (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) ? (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .agentNames */ .QI)(config) : [undefined];
    }
    // A clone of a shared state repository: that repository's agents are the folders its writers
    // made under its own folder (none: its single agent).
    const location = await (0,_state_location_js__WEBPACK_IMPORTED_MODULE_9__/* .locateState */ .y)(repo, config, { repository });
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
    if (options.remote !== undefined)
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .refuseOptionLike */ .zA)(options.remote, '--remote');
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_7__.Repo.open(cwd);
    const location = await (0,_state_location_js__WEBPACK_IMPORTED_MODULE_9__/* .locateState */ .y)(repo, await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root), options);
    if (options.remote === undefined)
        return { repo, ...location };
    const branch = location.config.stateBranch;
    if (!branch) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('--remote reads the state branch there: pass --branch or set stateBranch in .heartbeat/config.json');
    }
    // Never the local copy: a project's own branch of that name is not the state repository's.
    const stateHead = await fetchStateHead(repo, options.remote, branch);
    return { repo, ...location, stateHead, rev: stateHead ?? (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_7__.trackingRef)(options.remote, branch) };
}
/** `branch`'s head on `remote`, fetched now (undefined: no state there yet). */
async function fetchStateHead(repo, remote, branch) {
    try {
        return await repo.fetchBranch(remote, branch);
    }
    catch (error) {
        const git = (0,_git_repo_js__WEBPACK_IMPORTED_MODULE_7__.gitFailure)(error);
        if (git === undefined)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`cannot read ${branch} from ${(0,_git_repo_js__WEBPACK_IMPORTED_MODULE_7__.redactUrlCredentials)(remote)} (${(0,_git_repo_js__WEBPACK_IMPORTED_MODULE_7__.redactUrlCredentials)(git)})`, '--remote');
    }
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd, options = {}) {
    const location = await openRepo(cwd, options);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_8__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_8__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_8__/* .loadStateStore */ .Dw)(source, config.stateDir) };
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
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(308);
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
    if (config.stateBranch !== undefined) {
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseOptionLike */ .zA)(config.stateBranch, options.branch === undefined ? 'stateBranch' : '--branch');
    }
    if (!config.stateBranch)
        return { config, agent, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(git, config.stateBranch);
    return { config, agent, stateHead, rev: stateHead ?? config.stateBranch };
}


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

/***/ 492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ badgeColour),
/* harmony export */   QM: () => (/* binding */ BADGE_COLOURS),
/* harmony export */   _s: () => (/* binding */ renderBadge)
/* harmony export */ });
/* unused harmony export badgeMessage */
/** shields.io's palette, so the badge sits well next to others. */
const BADGE_COLOURS = {
    lockdown: '#e05d44',
    escalated: '#e05d44',
    tightened: '#fe7d37',
    warning: '#dfb317',
    outstanding: '#44cc11',
    excellent: '#44cc11',
    good: '#97ca00',
    normal: '#007ec6',
};
/** The colour of the badge: the penalty decides first, then the reward. */
function badgeColour(input) {
    if (input.penalty !== 'none')
        return BADGE_COLOURS[input.penalty];
    if (input.reward !== 'none')
        return BADGE_COLOURS[input.reward];
    return BADGE_COLOURS.normal;
}
function escapeXml(text) {
    return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
// Verdana 11px averages about 6.5px per character; shields.io pads each side by 5px.
const textWidth = (text) => Math.round(text.length * 6.5) + 10;
/** The badge's right-hand text, e.g. `45/75 good`. */
function badgeMessage(input) {
    const tier = input.penalty !== 'none' ? input.penalty : input.reward !== 'none' ? input.reward : '';
    return `${input.score}/${input.target}${tier ? ` ${tier}` : ''}`;
}
/** A flat shield as an SVG document. */
function renderBadge(input) {
    const label = input.label ?? 'heartbeat';
    const message = badgeMessage(input);
    const colour = badgeColour(input);
    const lw = textWidth(label);
    const mw = textWidth(message);
    const width = lw + mw;
    const l = escapeXml(label);
    const m = escapeXml(message);
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${l}: ${m}">`,
        `<title>${l}: ${m}</title>`,
        `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
        `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
        `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${colour}"/><rect width="${width}" height="20" fill="url(#s)"/></g>`,
        `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">`,
        `<text x="${lw / 2}" y="15" fill="#010101" fill-opacity=".3">${l}</text><text x="${lw / 2}" y="14">${l}</text>`,
        `<text x="${lw + mw / 2}" y="15" fill="#010101" fill-opacity=".3">${m}</text><text x="${lw + mw / 2}" y="14">${m}</text>`,
        `</g></svg>`,
        '',
    ].join('\n');
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

/***/ 9448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uz: () => (/* binding */ forEachLogRecord),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   Ze: () => (/* binding */ readLogRecords),
/* harmony export */   di: () => (/* reexport safe */ _log_process_js__WEBPACK_IMPORTED_MODULE_1__.di),
/* harmony export */   qq: () => (/* binding */ HistoryReader)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);
/* harmony import */ var _log_process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8442);
/**
 * Reading history: the repository's root, a revision's commit, and `git log` streamed record by
 * record, a thin view over the spawner (./git.ts). `log` runs on this alone, so it starts without
 * loading the Repo adapter, and a slow reader of its output holds git back instead of letting
 * Node queue what git printed.
 */



function toCommitRecord(record) {
    const fields = record.split('\x1f');
    const [sha = '', date = '', author = '', authorEmail = '', message = ''] = fields;
    // A \x1f inside the message (or an author field, which then shifts into it) stays in the
    // message, which is then not a gate's: nothing after it hides from the canonical check.
    if (fields.length <= 5)
        return { sha, date, author, authorEmail, message };
    return { sha, date, author, authorEmail, message: fields.slice(4).join('\x1f') };
}
/** The commit a revision names in the repository at `root`, or undefined when there is none. */
async function resolveCommit(root, rev) {
    try {
        const command = {
            args: ['rev-parse', '-q', '--verify'],
            operands: [`${rev}^{commit}`],
        };
        return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitText */ .q_)(command, { cwd: root })).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * `git log` of the commits reachable from `rev` whose message starts with `subjectPrefix`, newest
 * first, handing each record to `visit` as git writes it, so that reading a long history overlaps
 * git walking it. When `visit` returns a promise, git's output is not read until it settles (the
 * pipe fills and git waits), so memory does not grow with a slow reader. A throw from `visit`
 * stops git and rejects.
 */
function forEachLogRecord(root, rev, subjectPrefix, visit, 
/** Only commits that touch one of these paths (none: every commit). */
paths = []) {
    return readLogRecords((0,_log_process_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnLog */ .MC)(root, rev, subjectPrefix, paths), visit);
}
/** Reads a {@link spawnLog} process record by record, as {@link forEachLogRecord} describes. */
function readLogRecords(child, visit) {
    return new Promise((resolve, reject) => {
        // Bytes of the record git is still writing (it may span many chunks).
        let partial = [];
        let failure;
        // The last wait a visitor asked for while this chunk was read (they settle in order).
        let wait;
        const emit = (bytes, start, end) => {
            const record = bytes.toString('utf8', start, end);
            if (record.trim().length === 0)
                return;
            const pending = visit(toCommitRecord(record));
            if (pending instanceof Promise)
                wait = pending;
        };
        const err = [];
        child.stdout.on('data', (chunk) => {
            if (failure !== undefined)
                return;
            try {
                let start = 0;
                let end = chunk.indexOf(0);
                if (end === -1) {
                    partial.push(chunk);
                    return;
                }
                if (partial.length > 0) {
                    const head = Buffer.concat([...partial, chunk.subarray(0, end)]);
                    partial = [];
                    emit(head, 0, head.length);
                    start = end + 1;
                    end = chunk.indexOf(0, start);
                }
                for (; end !== -1; end = chunk.indexOf(0, start)) {
                    emit(chunk, start, end);
                    start = end + 1;
                }
                if (start < chunk.length)
                    partial.push(chunk.subarray(start));
            }
            catch (error) {
                failure = error;
                child.kill();
            }
            if (wait !== undefined) {
                const settled = wait;
                wait = undefined;
                child.stdout.pause();
                settled.then(() => child.stdout.resume(), (error) => {
                    failure = error;
                    child.kill();
                    child.stdout.resume();
                });
            }
        });
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', reject);
        void (0,_log_process_js__WEBPACK_IMPORTED_MODULE_1__/* .logExit */ .J4)(child).then((code) => {
            if (failure !== undefined)
                return reject(failure);
            if (code !== 0) {
                const stderr = Buffer.concat(err).toString('utf8');
                return reject((0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitCommandError */ .C9)({ args: ['log'] }, code ?? 1, stderr));
            }
            try {
                if (partial.length > 0) {
                    const rest = Buffer.concat(partial);
                    emit(rest, 0, rest.length);
                }
                resolve();
            }
            catch (error) {
                reject(error);
            }
        });
    });
}
/** A repository read through {@link forEachLogRecord} and {@link resolveCommit} alone. */
class HistoryReader {
    root;
    constructor(root) {
        this.root = root;
    }
    /** Opens the repository containing `dir`; not a repository is an InputError. */
    static async open(dir) {
        return new HistoryReader(await (0,_log_process_js__WEBPACK_IMPORTED_MODULE_1__/* .gitRoot */ .Jl)(dir));
    }
    resolve(rev) {
        return resolveCommit(this.root, rev);
    }
    forEachLogRecord(rev, subjectPrefix, visit, paths = []) {
        return forEachLogRecord(this.root, rev, subjectPrefix, visit, paths);
    }
}


/***/ })

};
