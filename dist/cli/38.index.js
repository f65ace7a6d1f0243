export const id = 38;
export const ids = [38,973];
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
/* harmony export */   parseConfig: () => (/* binding */ parseConfig),
/* harmony export */   tF: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.tF),
/* harmony export */   zA: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.zA)
/* harmony export */ });
/* unused harmony export ConfigSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1514);
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7597);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, parsed once with zod.
 * Every default lives here, in one place.
 */






// The configuration as plain data (its type, defaults, one agent's view) lives in core/config-model.ts.

/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AgentNameSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAME */ .g$, {
    message: 'an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
});
/** One agent of a repository that runs several (`team.<name>`). */
const TeamAgentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    logins: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .min(1)
        .describe("This agent's GitHub logins: their commits, comments and PRs count as this agent's (matched as `agents` is)."),
    contract: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("This agent's contract, relative to the repository root. Unset: `.heartbeat/agents/<name>/HEARTBEAT.md`."),
    operators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default([])
        .describe('Logins whose 👍 / 👎 count for this agent, besides the top-level `operators`.'),
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe("This agent's heartbeat interval when no tier changes it. Unset: the top-level one."),
})
    .strict();
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
const ConfigSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('The JSON Schema editors complete and check this file with (ignored by heartbeat-gate).'),
    stateDir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.stateDir)
        .describe('Folder (relative to the repository root) holding the ledger and derived files.'),
    contract: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.contract)
        .describe('The heartbeat contract, relative to the repository root.'),
    timeZone: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .refine(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .isTimeZone */ .kQ, { message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' })
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.timeZone)
        .describe('IANA timezone in which the day rolls over.'),
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.defaultIntervalMinutes)
        .describe('The heartbeat interval in minutes when no penalty or reward tier changes it.'),
    stateBranch: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('Branch that holds the state: writes commit there, and score, history, log, prompt and badge read it (the local branch, else origin/<branch>). Unset: the current branch.'),
    agents: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default([])
        .describe("The agent's GitHub logins: their commits, comments and PRs count as the agent's. Matched exactly (case aside): `name` and `name[bot]` are two accounts, list both if both act. With `team`, leave it empty and list each agent's logins there."),
    team: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(AgentNameSchema, TeamAgentSchema)
        .optional()
        .describe('Several agents in one repository: agent name → its logins, contract, operators and interval. Each agent keeps its own ledger, score and cycles under `<stateDir>/agents/<name>/`. Unset: one agent, `agents`, `contract` and the state directory itself (the layout of a single agent).'),
    operators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default([])
        .describe('Logins whose 👍 / 👎 count as operator feedback (besides repository write access).'),
    checks: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .default({})
        .describe('Verification hint `check:<name>` → the GitHub check run or status context to consult.'),
    groundTruth: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default({})
        .describe('Ground truth: evidence dimension → the check run or status that really decides it (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit where that check failed, is a ground-truth contradiction.'),
    producers: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)))
        .default({})
        .describe('Who may produce each ground-truth check: check name → the app slugs (check runs) and logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A name not listed counts any producer but an agent; an agent\'s own reading never counts.'),
    commandTimeoutSeconds: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .max(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_COMMAND_TIMEOUT_SECONDS */ .p8)
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.commandTimeoutSeconds)
        .describe('Seconds a `cmd:` verify hint may run before it is stopped and judged unclear.'),
    trustedBranch: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The branch whose HEARTBEAT.md is trusted to run `cmd:` hints, read from the remote (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Unset: the repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally)."),
})
    .strict();
const sameShape = true;
void sameShape;
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
function parseConfig(text, file = _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: not valid JSON (${error.message})`, file);
    }
    // Nearly every file is valid: accepted without the schema, which names what is wrong otherwise.
    const accepted = (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptConfig */ .tn)(value);
    if (accepted)
        return accepted;
    const parsed = ConfigSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue?.code === 'unrecognized_keys') {
            const known = Object.keys(ConfigSchema.shape);
            const key = issue.keys[0] ?? '';
            const where = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: unknown key ${JSON.stringify(`${where}${key}`)}${issue.path.length > 0 ? '' : (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(key, known)}`, file);
        }
        const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: ${field}: ${issue?.message ?? 'invalid'}`, file);
    }
    return parsed.data;
}
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
    return parseConfig(text);
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
