export const id = 787;
export const ids = [787];
export const modules = {

/***/ 9787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/**
 * `heartbeat-gate init`: sets up a repository — an example HEARTBEAT.md, the git hooks (husky
 * files, or the pre-commit framework configuration to add) and the GitHub workflow, all copied
 * from the package's examples/. Never overwrites an existing file without --force; says what it did.
 */





const HELP = `usage: heartbeat-gate init [--force] [--hooks husky|pre-commit|none]

Writes, from heartbeat-gate's examples/:
  HEARTBEAT.md                        an example heartbeat contract
  .husky/commit-msg, .husky/pre-commit the git hooks (--hooks husky, the default)
  .github/workflows/heartbeat-gate.yml the evidence gate on pull requests
With --hooks pre-commit (the default when .pre-commit-config.yaml exists) it prints the
configuration to add instead of writing husky files. An existing file is kept unless --force.
`;
const HOOK_MODES = ['husky', 'pre-commit', 'none'];
/** The package's root: the nearest folder above this module whose package.json is ours. */
async function packageRoot() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        try {
            const manifest = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'), 'utf8'));
            if (manifest.name === 'heartbeat-gate')
                return dir;
        }
        catch {
            // no package.json here (or not ours): keep climbing
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            throw new Error('heartbeat-gate init: cannot find the package root');
        dir = parent;
    }
}
const exists = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false);
const command = {
    summary: 'write an example HEARTBEAT.md, the git hooks and the GitHub workflow',
    async run(args, io) {
        let parsed;
        try {
            parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.parseArgs)({
                args,
                options: {
                    force: { type: 'boolean' },
                    hooks: { type: 'string' },
                    help: { type: 'boolean', short: 'h' },
                },
            });
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${error.message}\n\n${HELP}`);
        }
        if (parsed.values.help) {
            io.stdout.write(HELP);
            return 0;
        }
        const requested = parsed.values.hooks;
        if (requested !== undefined && !HOOK_MODES.includes(requested)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--hooks: expected husky, pre-commit or none, got '${requested}'`);
        }
        const root = io.cwd;
        const hooks = requested ??
            ((await exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.pre-commit-config.yaml'))) ? 'pre-commit' : 'husky');
        const copies = [{ example: 'HEARTBEAT.md', target: 'HEARTBEAT.md' }];
        if (hooks === 'husky') {
            for (const hook of ['commit-msg', 'pre-commit']) {
                copies.push({ example: `husky/${hook}`, target: `.husky/${hook}`, executable: true });
            }
        }
        copies.push({
            example: 'workflows/heartbeat-gate.yml',
            target: '.github/workflows/heartbeat-gate.yml',
        });
        const examples = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await packageRoot(), 'examples');
        for (const { example, target, executable } of copies) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, target);
            const present = await exists(path);
            if (present && !parsed.values.force) {
                io.stdout.write(`kept      ${target} (exists; --force overwrites it)\n`);
                continue;
            }
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(examples, example), 'utf8');
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
            // Temp file and rename: an interrupted init never leaves half a file.
            const temp = `${path}.tmp-${process.pid}`;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, text);
            if (executable)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(temp, 0o755);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, path);
            io.stdout.write(`${present ? 'replaced' : 'wrote   '}  ${target}\n`);
        }
        if (hooks === 'husky') {
            io.stdout.write('\nNext: install husky and heartbeat-gate as dev dependencies and enable the hooks:\n' +
                '  npm install --save-dev husky heartbeat-gate && npx husky\n');
        }
        else if (hooks === 'pre-commit') {
            io.stdout.write(`\nAdd to .pre-commit-config.yaml:\n\n${await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(examples, 'pre-commit-config.yaml'), 'utf8')}`);
        }
        return 0;
    },
};


/***/ })

};
