export const id = 693;
export const ids = [693];
export const modules = {

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

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   w_: () => (/* binding */ commitLine)
/* harmony export */ });
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);



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

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.$M),
/* harmony export */   IJ: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.IJ),
/* harmony export */   JD: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.JD),
/* harmony export */   QI: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.QI),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   kz: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.kz),
/* harmony export */   tF: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.tF),
/* harmony export */   zA: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.zA)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4837);
/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, read and checked
 * by the schema in core/config-model.ts (the one home of every rule, default and message).
 */



// The configuration as plain data (its schema, type, defaults, one agent's view) lives in core/config-model.ts.

/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
async function loadConfig(repoDir) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repoDir, _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG */ .PV;
        throw error;
    }
    return (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfig */ .o4)(text);
}


/***/ }),

/***/ 4837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tF: () => (/* binding */ CONFIG_PATH),
  kz: () => (/* binding */ DEFAULT_AGENT),
  PV: () => (/* binding */ DEFAULT_CONFIG),
  $C: () => (/* binding */ agentFolderTeam),
  QI: () => (/* binding */ agentNames),
  JD: () => (/* binding */ allAgentLogins),
  zA: () => (/* binding */ configForAgent),
  IJ: () => (/* binding */ isTeam),
  o4: () => (/* binding */ parseConfig),
  $M: () => (/* binding */ parseRepositoryName)
});

// UNUSED EXPORTS: AGENT_NAME, ConfigSchema, MAX_COMMAND_TIMEOUT_SECONDS, agentOfLogin, isTimeZone, stateDirFor

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/core/render/text.ts
var render_text = __webpack_require__(2625);
;// CONCATENATED MODULE: ./src/core/plain-schema.ts
/**
 * A schema made of plain functions, for the configuration: each rule reads a value (filling in
 * defaults, copying what it keeps) or names the first thing wrong with it, and describes itself as
 * JSON Schema. Small enough that reading a configuration loads no schema library (`log` and the
 * hooks start fast), and one definition gives the validator, the type and the shipped JSON Schema.
 */

/** Thrown inside a read and caught at its root: a value's first problem ends the read. */
class Rejection {
    issue;
    constructor(issue) {
        this.issue = issue;
    }
}
function reject(path, message, namesKey) {
    throw new Rejection({ path: [...path], message, ...(namesKey ? { namesKey } : {}) });
}
/** An object as JSON.parse (or `Object.create(null)`) makes it: not an array, a date or a class's. */
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const prototype = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
}
/**
 * A string; `minLength: 1` refuses the empty one, `pattern` (in the JSON Schema too) and `check`
 * (in code alone) add a rule each.
 */
function string(options = {}) {
    const { minLength, pattern, check } = options;
    return {
        read(value, path) {
            if (typeof value !== 'string')
                reject(path, 'expected a string');
            if (minLength !== undefined && value.length < minLength)
                reject(path, 'must not be empty');
            if (pattern && !pattern.regex.test(value))
                reject(path, pattern.message);
            if (check && !check.test(value))
                reject(path, check.message);
            return value;
        },
        json: () => ({
            type: 'string',
            ...(minLength === undefined ? {} : { minLength }),
            ...(pattern ? { pattern: pattern.regex.source } : {}),
        }),
    };
}
/** A whole number from 1 to `maximum` (at most the largest safe integer). */
function positiveInteger(maximum = Number.MAX_SAFE_INTEGER) {
    return {
        read(value, path) {
            if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
                reject(path, 'expected a whole number');
            }
            if (value <= 0)
                reject(path, 'must be greater than 0');
            if (value > maximum)
                reject(path, `must be at most ${maximum}`);
            return value;
        },
        json: () => ({ type: 'integer', exclusiveMinimum: 0, maximum }),
    };
}
/** An array of `item`, copied; `minItems: 1` refuses an empty one. */
function array(item, options = {}) {
    return {
        read(value, path) {
            if (!Array.isArray(value))
                reject(path, 'expected an array');
            if (options.minItems !== undefined && value.length < options.minItems) {
                reject(path, 'must list at least one');
            }
            return value.map((element, index) => item.read(element, [...path, String(index)]));
        },
        json: () => ({
            type: 'array',
            ...(options.minItems === undefined ? {} : { minItems: options.minItems }),
            items: item.json(),
        }),
    };
}
/** Own keys of a JSON object; `__proto__` (an own key JSON.parse can write) is never one of ours. */
function keysOf(value, path, what) {
    if (!isPlainObject(value))
        reject(path, `expected ${what}`);
    const keys = Object.keys(value);
    if (Object.hasOwn(value, '__proto__'))
        reject([...path, '__proto__'], 'not allowed as a key');
    return keys;
}
/** An object of any keys (each checked by `key`) to values of `value`, copied. */
function record(value, key = string()) {
    return {
        read(input, path) {
            const out = {};
            for (const name of keysOf(input, path, 'an object')) {
                const at = [...path, name];
                key.read(name, at);
                out[name] = value.read(input[name], at);
            }
            return out;
        },
        json: () => ({ type: 'object', propertyNames: key.json(), additionalProperties: value.json() }),
    };
}
/** An object with exactly `shape`'s keys (an unknown one is refused), in `shape`'s order. */
function object(shape) {
    const known = Object.keys(shape);
    return {
        shape,
        read(input, path) {
            const keys = keysOf(input, path, 'an object');
            const unknown = keys.find((key) => !Object.hasOwn(shape, key));
            if (unknown !== undefined) {
                const where = [...path, unknown].join('.');
                reject([...path, unknown], `unknown key ${JSON.stringify(where)}${(0,render_text/* didYouMean */.au)(unknown, known)}`, true);
            }
            const fields = input;
            const out = {};
            for (const key of known) {
                const field = shape[key];
                const given = fields[key];
                const at = [...path, key];
                if (given !== undefined)
                    out[key] = field.rule.read(given, at);
                // A default is copied, not read: reading 'UTC' through the timezone check loaded ICU's
                // zone data (8 MiB) into every `log`. Defaults are JSON values (the JSON Schema has them).
                else if (field.presence === 'default')
                    out[key] = JSON.parse(JSON.stringify(field.default));
                else if (field.presence === 'required')
                    reject(at, 'required');
            }
            return out;
        },
        json() {
            const properties = Object.fromEntries(known.map((key) => {
                const field = shape[key];
                const described = {
                    ...(field.presence === 'default' ? { default: field.default } : {}),
                    description: field.description,
                };
                return [key, { ...described, ...field.rule.json() }];
            }));
            const required = known.filter((key) => shape[key].presence === 'required');
            return {
                type: 'object',
                properties,
                ...(required.length > 0 ? { required } : {}),
                additionalProperties: false,
            };
        },
    };
}
const required = (rule, description) => ({
    rule,
    presence: 'required',
    description,
});
const optional = (rule, description) => ({
    rule,
    presence: 'optional',
    description,
});
/** A field filled in with `value`, copied afresh each time (a default list is never shared). */
const withDefault = (rule, value, description) => ({
    rule,
    presence: 'default',
    default: value,
    description,
});
/** The value `rule` reads from `input`, or its first issue. */
function check(rule, input) {
    try {
        return { value: rule.read(input, []) };
    }
    catch (error) {
        if (error instanceof Rejection)
            return { issue: error.issue };
        throw error;
    }
}
/** An issue as one line: `field: what` (an unknown key's message names it already). */
function describeIssue(issue) {
    if (issue.namesKey)
        return issue.message;
    return `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`;
}
/** `rule` as a Standard Schema, its issues as `describeIssue` words them. */
function standard(rule, vendor) {
    return {
        '~standard': {
            version: 1,
            vendor,
            validate(value) {
                const result = check(rule, value);
                return 'value' in result
                    ? result
                    : { issues: [{ message: result.issue.message, path: result.issue.path }] };
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/core/config-model.ts
/**
 * The configuration: its schema (the one home of every rule, default and message about
 * `.heartbeat/config.json`; the type and the shipped JSON Schema are derived from it), one
 * agent's view of it, and where each agent's state lives. Plain functions, no schema library:
 * `log` reads the configuration without loading one.
 */



/** Where the configuration file lives, relative to the repository root. */
const CONFIG_PATH = '.heartbeat/config.json';
/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AGENT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** The most seconds a `cmd:` verify hint may be given. */
const MAX_COMMAND_TIMEOUT_SECONDS = 3600;
function isTimeZone(value) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
    }
    catch {
        return false;
    }
}
const config_model_name = () => string({ minLength: 1 });
/** One agent of a repository that runs several (`team.<name>`). */
const TeamAgentSchema = object({
    logins: required(array(config_model_name(), { minItems: 1 }), "This agent's GitHub logins: their commits, comments and PRs count as this agent's (matched as `agents` is)."),
    contract: optional(config_model_name(), "This agent's contract, relative to the repository root. Unset: `.heartbeat/agents/<name>/HEARTBEAT.md`."),
    operators: withDefault(array(config_model_name()), [], 'Logins whose 👍 / 👎 count for this agent, besides the top-level `operators`.'),
    defaultIntervalMinutes: optional(positiveInteger(), "This agent's heartbeat interval when no tier changes it. Unset: the top-level one."),
});
const ConfigObject = object({
    $schema: optional(string(), 'The JSON Schema editors complete and check this file with (ignored by heartbeat-gate).'),
    stateDir: withDefault(config_model_name(), '.heartbeat', 'Folder (relative to the repository root) holding the ledger and derived files.'),
    contract: withDefault(config_model_name(), 'HEARTBEAT.md', 'The heartbeat contract, relative to the repository root.'),
    timeZone: withDefault(string({
        check: { test: isTimeZone, message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' },
    }), 'UTC', 'IANA timezone in which the day rolls over.'),
    defaultIntervalMinutes: withDefault(positiveInteger(), 15, 'The heartbeat interval in minutes when no penalty or reward tier changes it.'),
    stateBranch: optional(config_model_name(), 'Branch that holds the state: writes commit there, and score, history, log, prompt and badge read it (the local branch, else origin/<branch>). Unset: the current branch.'),
    agents: withDefault(array(config_model_name()), [], "The agent's GitHub logins: their commits, comments and PRs count as the agent's. Matched exactly (case aside): `name` and `name[bot]` are two accounts, list both if both act. With `team`, leave it empty and list each agent's logins there."),
    team: optional(record(TeamAgentSchema, string({
        pattern: {
            regex: AGENT_NAME,
            message: 'an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
        },
    })), 'Several agents in one repository: agent name → its logins, contract, operators and interval. Each agent keeps its own ledger, score and cycles under `<stateDir>/agents/<name>/`. Unset: one agent, `agents`, `contract` and the state directory itself (the layout of a single agent).'),
    operators: withDefault(array(config_model_name()), [], 'Logins whose 👍 / 👎 count as operator feedback (besides repository write access).'),
    checks: withDefault(record(string()), {}, 'Verification hint `check:<name>` → the GitHub check run or status context to consult.'),
    groundTruth: withDefault(record(config_model_name()), {}, 'Ground truth: evidence dimension → the check run or status that really decides it (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit where that check failed, is a ground-truth contradiction.'),
    producers: withDefault(record(array(config_model_name())), {}, 'Who may produce each ground-truth check: check name → the app slugs (check runs) and logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A name not listed counts any producer but an agent; an agent\'s own reading never counts.'),
    commandTimeoutSeconds: withDefault(positiveInteger(MAX_COMMAND_TIMEOUT_SECONDS), 120, 'Seconds a `cmd:` verify hint may run before it is stopped and judged unclear.'),
    trustedBranch: optional(config_model_name(), "The branch whose HEARTBEAT.md is trusted to run `cmd:` hints, read from the remote (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Unset: the repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally)."),
});
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
const ConfigSchema = {
    ...standard(ConfigObject, 'heartbeat-gate'),
    /** Each key of the file: its rule, whether it may be absent, its default and description. */
    shape: ConfigObject.shape,
    /** The configuration `value` (parsed JSON) describes; an InputError names the field otherwise. */
    parse(value) {
        const result = check(ConfigObject, value);
        if ('issue' in result)
            throw new errors/* InputError */.dz(describeIssue(result.issue));
        return result.value;
    },
    /** The JSON Schema of the file (what a user writes: defaults make keys optional). */
    toJSONSchema() {
        return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...ConfigObject.json() };
    },
};
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
function parseConfig(text, file = CONFIG_PATH) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* InputError */.dz(`${file}: not valid JSON (${error.message})`, file);
    }
    const result = check(ConfigObject, value);
    if ('issue' in result)
        throw new errors/* InputError */.dz(`${file}: ${describeIssue(result.issue)}`, file);
    return result.value;
}
/** The configuration used when the repository has no config file. */
const DEFAULT_CONFIG = ConfigSchema.parse({});
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
        throw new errors/* InputError */.dz(`${source}: ${JSON.stringify(text.slice(0, 200))} is not a GitHub repository as owner/name (an owner is letters, digits and single inner hyphens; a name is letters, digits, '.', '-' or '_', not '.' or '..')`, source);
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
        throw new errors/* UsageError */.eb(`this repository has several agents: pass --agent <name> (${names.join(', ')})`);
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
        throw new errors/* UsageError */.eb(`--agent: ${JSON.stringify(agent.slice(0, 60))} is not an agent name (1-40 lowercase letters, digits, - or _)`);
    }
    return { ...config, team: { [agent]: { logins: [], operators: [] } } };
}
function unknownAgent(agent, names) {
    return new errors/* UsageError */.eb(`unknown agent ${JSON.stringify(agent)}: the configuration names ${names.join(', ')}${(0,render_text/* didYouMean */.au)(agent, names)}`);
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
