export const id = 38;
export const ids = [38];
export const modules = {

/***/ 9787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CONFIG_SCHEMA_REF: () => (/* binding */ CONFIG_SCHEMA_REF),
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4134);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(302);
/* harmony import */ var _declarations_init_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2310);
/* harmony import */ var _package_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1253);
/**
 * `heartbeat-gate init`: sets up a repository at its root, from any subdirectory — an example
 * HEARTBEAT.md, `.heartbeat/config.json`, the git hooks (husky files, its lines appended to
 * existing ones, or the pre-commit framework configuration to add) and the two workflows the
 * README recommends. Never overwrites an existing file without --force; says what it did.
 */








const HOOK_MODES = ['husky', 'pre-commit', 'none'];
/** Where the installed package's JSON Schema is, seen from `.heartbeat/config.json`. */
const CONFIG_SCHEMA_REF = '../node_modules/heartbeat-gate/schema/config.schema.json';
/** The lines init appends to an existing husky hook; the first line marks them as present. */
const HOOK_APPENDIX = {
    'commit-msg': {
        present: 'heartbeat-gate check-commit',
        lines: `# heartbeat-gate: reject a commit whose evidence trailers fail (added by heartbeat-gate init)
if command -v heartbeat-gate >/dev/null 2>&1; then
  heartbeat-gate check-commit "$1" || exit 1
else
  echo "heartbeat-gate: not installed (npm install --save-dev heartbeat-gate), commit-msg check skipped." >&2
fi
`,
    },
    'pre-commit': {
        present: 'heartbeat-gate lint',
        lines: `# heartbeat-gate: lint the staged HEARTBEAT.md and .heartbeat/ state (added by heartbeat-gate init)
if command -v heartbeat-gate >/dev/null 2>&1; then
  git diff --cached --name-only -z | xargs -0 -r heartbeat-gate lint --staged -- || exit 1
else
  echo "heartbeat-gate: not installed (npm install --save-dev heartbeat-gate), pre-commit lint skipped." >&2
fi
`,
    },
};
const exists = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false);
/** The default branch: origin's HEAD when known, else the branch checked out, else main. */
async function defaultBranch(repo) {
    const strip = (ref, prefix) => ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
    for (const [ref, prefix] of [
        ['refs/remotes/origin/HEAD', 'refs/remotes/origin/'],
        ['HEAD', 'refs/heads/'],
    ]) {
        try {
            const symbolic = await repo.raw({ args: ['symbolic-ref', '-q'], operands: [ref] });
            const branch = strip(symbolic.trim(), prefix);
            if (branch)
                return branch;
        }
        catch {
            // no such ref (no remote, a detached HEAD): try the next source
        }
    }
    return 'main';
}
/** The workflow with the agent logins of the command line instead of the example's. */
function withAgents(workflow, agents) {
    if (agents.length === 0)
        return workflow;
    return workflow.replace(/^(\s*agents: ).*$/m, `$1${agents.join(', ')}`);
}
function configText(agents, trustedBranch) {
    const config = { $schema: CONFIG_SCHEMA_REF, agents, trustedBranch };
    return `${JSON.stringify(config, null, 2)}\n`;
}
async function writeAtomically(path, text, executable) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
    // Temp file and rename: an interrupted init never leaves half a file.
    const temp = `${path}.tmp-${process.pid}`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, text);
    if (executable)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(temp, 0o755);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, path);
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .defineCommand */ .N)(_declarations_init_js__WEBPACK_IMPORTED_MODULE_6__/* .declaration */ .H, async ({ values, io }) => {
    const requested = values.hooks;
    if (requested !== undefined && !HOOK_MODES.includes(requested)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--hooks: expected husky, pre-commit or none, got '${requested}'`);
    }
    const agents = (values.agent ?? []).map((login) => login.trim());
    if (agents.some((login) => login === ''))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--agent: empty');
    // Refuses outside a repository (exit 2); from a subdirectory, everything goes to the root.
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__.Repo.open(io.cwd);
    const root = repo.root;
    const dryRun = values['dry-run'] ?? false;
    const hooks = requested ??
        ((await exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.pre-commit-config.yaml'))) ? 'pre-commit' : 'husky');
    const examples = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await (0,_package_js__WEBPACK_IMPORTED_MODULE_7__/* .packageRoot */ .Z)(), 'examples');
    const example = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(examples, path), 'utf8');
    const plan = [
        { target: 'HEARTBEAT.md', text: await example('HEARTBEAT.md') },
        { target: _config_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF, text: configText(agents, await defaultBranch(repo)) },
    ];
    if (hooks === 'husky') {
        for (const hook of ['commit-msg', 'pre-commit']) {
            plan.push({
                target: `.husky/${hook}`,
                text: await example(`husky/${hook}`),
                executable: true,
                ...(HOOK_APPENDIX[hook] ? { appendix: HOOK_APPENDIX[hook] } : {}),
            });
        }
    }
    for (const workflow of ['evidence-gate.yml', 'heartbeat-schedule.yml']) {
        plan.push({
            target: `.github/workflows/${workflow}`,
            text: withAgents(await example(`workflows/${workflow}`), agents),
        });
    }
    const wouldDo = {
        'wrote   ': 'would write',
        replaced: 'would replace',
        appended: 'would append to',
    };
    for (const { target, text, executable, appendix } of plan) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, target);
        const present = await exists(path);
        let next = text;
        let action = present ? 'replaced' : 'wrote   ';
        if (present && appendix) {
            const current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
            if (current.includes(appendix.present)) {
                io.stdout.write(`kept      ${target} (already runs heartbeat-gate)\n`);
                continue;
            }
            next = `${current}${current.endsWith('\n') || current === '' ? '' : '\n'}\n${appendix.lines}`;
            action = 'appended';
        }
        else if (present && !values.force) {
            io.stdout.write(`kept      ${target} (exists; --force overwrites it)\n`);
            continue;
        }
        if (dryRun) {
            const shown = action === 'appended' ? (appendix?.lines ?? '') : next;
            io.stdout.write(`${wouldDo[action] ?? action} ${target}\n${indent(shown)}\n`);
            continue;
        }
        await writeAtomically(path, next, executable ?? false);
        io.stdout.write(`${action}  ${target}\n`);
    }
    if (agents.length === 0) {
        io.stdout.write(`\nNo --agent given: no claim counts until the agent's logins are in "agents"\n` +
            `(${_config_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF}) and in the workflows.\n`);
    }
    if (hooks === 'husky') {
        io.stdout.write('\nNext: install husky and heartbeat-gate as dev dependencies and enable the hooks:\n' +
            '  npm install --save-dev husky heartbeat-gate && npx husky\n');
    }
    else if (hooks === 'pre-commit') {
        io.stdout.write(`\nAdd to .pre-commit-config.yaml:\n\n${await example('pre-commit-config.yaml')}`);
    }
    io.stdout.write('\nThen protect what the agent must not rewrite:\n' +
        '  - the state branch (stateBranch): a ruleset that lets only the heartbeat workflow push\n' +
        '  - the default branch: require the `heartbeat-gate / evidence` check with GitHub Actions\n' +
        "    as its expected source (any other app, the agent's included, could post a green one)\n" +
        "  - the agent's token: no `workflow` scope, so it cannot push a workflow that posts checks\n");
    return _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ok;
});
function indent(text) {
    return text
        .trimEnd()
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n');
}


/***/ }),

/***/ 2310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/** `heartbeat-gate init`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'init',
    summary: 'set up HEARTBEAT.md, .heartbeat/config.json, the git hooks and the two workflows',
    description: `Sets up heartbeat-gate at the root of the git repository you are in (any subdirectory works):
HEARTBEAT.md                           an example heartbeat contract
.heartbeat/config.json                 $schema, the agent logins, trustedBranch (the default branch)
.husky/commit-msg, .husky/pre-commit   the git hooks (--hooks husky, the default); an existing
                                       hook gets heartbeat-gate's lines appended, once
.github/workflows/evidence-gate.yml    the merge gate (pull_request_target, never runs PR code)
.github/workflows/heartbeat-schedule.yml  the heartbeat: reactions, cycles, the score check
With --hooks pre-commit (the default when .pre-commit-config.yaml exists) it prints the
configuration to add instead of writing husky files. An existing file is kept unless --force.`,
    options: {
        agent: {
            type: 'string',
            value: '<login>',
            multiple: true,
            description: 'an agent login, e.g. --agent my-agent[bot]',
        },
        hooks: {
            type: 'string',
            value: 'husky|pre-commit|none',
            description: 'which git hooks to set up',
            default: 'pre-commit when .pre-commit-config.yaml exists, else husky',
        },
        'dry-run': { type: 'boolean', description: 'print what would be written, write nothing' },
        force: {
            type: 'boolean',
            description: 'overwrite existing files (hooks are still only appended to)',
        },
    },
};


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
