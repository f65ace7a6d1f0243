export const id = 787;
export const ids = [787];
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
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3567);
/* harmony import */ var _package_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1253);
/**
 * `heartbeat-gate init`: sets up a repository at its root, from any subdirectory — an example
 * HEARTBEAT.md, `.heartbeat/config.json`, the git hooks (husky files, its lines appended to
 * existing ones, or the pre-commit framework configuration to add) and the two workflows the
 * README recommends. Never overwrites an existing file without --force; says what it did.
 */







const HELP = `usage: heartbeat-gate init [--agent <login>]... [--hooks husky|pre-commit|none] [--dry-run] [--force]

Sets up heartbeat-gate at the root of the git repository you are in (any subdirectory works):
  HEARTBEAT.md                           an example heartbeat contract
  .heartbeat/config.json                 $schema, the agent logins, trustedBranch (the default branch)
  .husky/commit-msg, .husky/pre-commit   the git hooks (--hooks husky, the default); an existing
                                         hook gets heartbeat-gate's lines appended, once
  .github/workflows/evidence-gate.yml    the merge gate (pull_request_target, never runs PR code)
  .github/workflows/heartbeat-schedule.yml  the heartbeat: reactions, cycles, the score check
With --hooks pre-commit (the default when .pre-commit-config.yaml exists) it prints the
configuration to add instead of writing husky files. An existing file is kept unless --force.
  --agent <login>  an agent login (repeat for several), e.g. --agent my-agent[bot]
  --dry-run        print what would be written, write nothing
  --force          overwrite existing files (hooks are still only appended to)
`;
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
    for (const [args, prefix] of [
        [['symbolic-ref', '-q', 'refs/remotes/origin/HEAD'], 'refs/remotes/origin/'],
        [['symbolic-ref', '-q', 'HEAD'], 'refs/heads/'],
    ]) {
        try {
            const branch = strip((await repo.raw([...args])).trim(), prefix);
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
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .defineCommand */ .N)({
    name: 'init',
    summary: 'set up HEARTBEAT.md, the config, the git hooks and the two workflows',
    usage: HELP,
    options: {
        force: { type: 'boolean' },
        hooks: { type: 'string' },
        agent: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
    },
    async run({ values, io }) {
        const requested = values.hooks;
        if (requested !== undefined && !HOOK_MODES.includes(requested)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--hooks: expected husky, pre-commit or none, got '${requested}'`);
        }
        const agents = (values.agent ?? []).map((login) => login.trim());
        if (agents.some((login) => login === ''))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--agent: empty');
        // Refuses outside a repository (exit 2); from a subdirectory, everything goes to the root.
        const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .Repo */ .lc.open(io.cwd);
        const root = repo.root;
        const dryRun = values['dry-run'] ?? false;
        const hooks = requested ??
            ((await exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.pre-commit-config.yaml'))) ? 'pre-commit' : 'husky');
        const examples = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await (0,_package_js__WEBPACK_IMPORTED_MODULE_6__/* .packageRoot */ .Z)(), 'examples');
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
            '  - the default branch: require the `heartbeat-gate / evidence` check\n' +
            "  - the agent's token: no `workflow` scope, so it cannot push a workflow that posts checks\n");
        return _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ok;
    },
});
function indent(text) {
    return text
        .trimEnd()
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n');
}


/***/ })

};
