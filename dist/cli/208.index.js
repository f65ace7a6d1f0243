export const id = 208;
export const ids = [208,236];
export const modules = {

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ forEachCycleLogEntry),
/* harmony export */   x4: () => (/* binding */ readCycleLog),
/* harmony export */   xJ: () => (/* binding */ cycleLogScope)
/* harmony export */ });
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7119);
/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */


/**
 * Which cycle commits are one agent's: in a shared state repository (`repository`) only those
 * touching its folder (`paths`, a pathspec for git log), and in a team only those naming it.
 */
function cycleLogScope(location, repository) {
    const { config, agent } = location;
    return {
        paths: repository ? [config.stateDir] : [],
        // A team's agents share the state branch: each reads only the cycle commits naming it.
        ours: (entry) => agent === undefined || entry.agent === agent,
    };
}
/**
 * Visits each cycle commit reachable from `rev`, newest first, as git prints it: nothing is
 * kept, so memory does not grow with the history. None when `rev` does not exist yet. A promise
 * returned by `visit` (its output is full) holds git back until it settles.
 */
async function forEachCycleLogEntry(repo, rev, since, visit, 
/** Only commits touching these paths (a repository's folder of a shared state repository). */
paths = []) {
    const head = await repo.resolve(rev);
    if (!head)
        return;
    await repo.forEachLogRecord(head, _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__/* .CYCLE_SUBJECT_PREFIX */ .HE, (record) => {
        const cycle = (0,_core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCycleMessage */ .Pt)(record.message);
        if (!cycle)
            return;
        if (since && !keep(record.date, since))
            return;
        return visit({
            sha: record.sha,
            date: record.date,
            author: record.author,
            authorEmail: record.authorEmail,
            ...cycle,
        });
    }, paths);
}
/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
async function readCycleLog(repo, rev, since, paths = []) {
    const entries = [];
    await forEachCycleLogEntry(repo, rev, since, (entry) => {
        entries.push(entry);
    }, paths);
    return entries;
}
const HOUR = 3_600_000;
// Filtered here rather than with `git log --since`, which stops early on out-of-order dates.
function keep(date, since) {
    const instant = Date.parse(date);
    if ('instant' in since)
        return instant >= since.instant;
    // Day D starts between UTC midnight - 14 h and + 12 h in every timezone: only the instants in
    // between need the (slow) timezone conversion.
    const midnight = Date.parse(`${since.day}T00:00:00Z`);
    if (instant >= midnight + 12 * HOUR)
        return true;
    if (instant < midnight - 14 * HOUR)
        return false;
    return (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarDay */ .$6)(date, since.timeZone) >= since.day;
}


/***/ }),

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCycleLog: () => (/* binding */ verifyCycleLog)
/* harmony export */ });
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3937);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6008);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2249);
/* harmony import */ var _cycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5952);





/** Every cycle's record as a replay of the ledger at `head` gives it, by cycle number. */
async function replayedRecords(repo, config, head) {
    const store = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .commitSource */ .nv)(repo, head, config.stateDir), config.stateDir);
    const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
    const records = new Map();
    let state;
    for (const event of await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .allEvents */ .Xz)(store)) {
        const before = state;
        state = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_1__/* .applyLedgerEvent */ .E_)(state, event, { timeZone: config.timeZone });
        if (event.kind === 'cycle') {
            records.set(event.cycle, (0,_cycle_js__WEBPACK_IMPORTED_MODULE_3__/* .cycleCommitRecord */ .jn)(event.cycle, before, state, view));
        }
    }
    return records;
}
const verdictList = (record) => record.verdicts
    .map((v) => `${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`)
    .join(', ') || 'none';
/** The verdict and contradiction trailers a record is written with (as the gate writes them). */
const verdictTrailers = (record) => (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCycleMessage */ .BP)(record)
    .split('\n')
    .filter((line) => /^Heartbeat-(Verdict|Contradiction):/.test(line))
    .join('\n');
/** How a commit's record differs from the ledger's, one phrase per field. */
function recordProblems(stated, ledger) {
    const problems = [];
    if (stated.score !== ledger.score || stated.target !== ledger.target) {
        problems.push(`says score ${stated.score}/${stated.target}, the ledger gives ${ledger.score}/${ledger.target}`);
    }
    if (stated.tier !== ledger.tier) {
        problems.push(`says tier ${stated.tier}, the ledger gives ${ledger.tier}`);
    }
    if (stated.delta !== ledger.delta) {
        problems.push(`says delta ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(stated.delta)}, the ledger gives ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(ledger.delta)}`);
    }
    if (stated.intervalMinutes !== ledger.intervalMinutes) {
        problems.push(`says next in ${stated.intervalMinutes} min, the ledger gives ${ledger.intervalMinutes}`);
    }
    if (verdictTrailers(stated) !== verdictTrailers(ledger)) {
        problems.push(`says verdicts ${verdictList(stated)}, the ledger gives ${verdictList(ledger)}`);
    }
    return problems;
}
/**
 * The problems of each listed cycle commit (by sha; an empty list: it verifies), judged against
 * the ledger at `head` (the state branch's head `log` reads).
 */
async function verifyCycleLog(repo, config, head, entries) {
    const result = new Map();
    if (!head || entries.length === 0)
        return result;
    const records = await replayedRecords(repo, config, head);
    const added = await repo.addedLines(entries.map((entry) => entry.sha), `${config.stateDir}/ledger`);
    for (const entry of entries) {
        const problems = [];
        const id = `"id":"cycle-${entry.cycle}"`;
        if (!(added.get(entry.sha) ?? []).some((line) => line.startsWith(`{${id},`))) {
            problems.push(`adds no cycle-${entry.cycle} event to the ledger`);
        }
        const ledger = records.get(entry.cycle);
        if (ledger)
            problems.push(...recordProblems(entry, ledger));
        else
            problems.push(`the ledger has no cycle ${entry.cycle}`);
        result.set(entry.sha, problems);
    }
    return result;
}


/***/ }),

/***/ 1074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ lintRepository)
/* harmony export */ });
/* unused harmony export lintTargets */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2013);
/* harmony import */ var _core_verify_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6304);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _contract_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8600);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2249);
/* harmony import */ var _audit_log_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4547);
/* harmony import */ var _audit_verify_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8236);
/* harmony import */ var _state_verify_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4094);
/* harmony import */ var _state_lint_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3478);
/**
 * `lint`: the contract's task lines, and the state files under the state directory — each must
 * parse, and the derived ones must equal what replaying the ledger gives (so a hand edit shows).
 * Reads the working tree only; never writes.
 */












/**
 * Which checks a list of changed paths calls for (a hook passes every staged path): each one that
 * is the configured contract or is named HEARTBEAT.md is linted as a contract, any path under the
 * state directory calls for the state check, and other paths are none of lint's business.
 */
function lintTargets(files, config) {
    if (files === undefined)
        return { contracts: [config.contract], state: true };
    const paths = [...new Set(files.map((file) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(file)))];
    const stateDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(config.stateDir);
    return {
        contracts: paths.filter((path) => path === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(config.contract) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) === 'HEARTBEAT.md'),
        state: paths.some((path) => path.startsWith(`${stateDir}/`)),
    };
}
async function readIfPresent(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
async function lintContract(root, file, read = (path) => readIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path))) {
    // A staged deletion, or a repository without a contract yet: nothing to lint.
    const bytes = await read(file);
    if (bytes === undefined)
        return { findings: [], tasks: [] };
    const decoded = (0,_contract_file_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeContractBytes */ .yK)(bytes, file);
    const contract = 'text' in decoded
        ? (0,_core_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .parseHeartbeatContract */ .uT)(decoded.text, file)
        : { tasks: [], diagnostics: [decoded.diagnostic] };
    // A hint that selects no verifier is judged from the claims naming the task: say how.
    const hintWarnings = contract.tasks.flatMap((task) => {
        const problem = (0,_core_verify_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyHintProblem */ .on)(task.verify, task);
        return problem
            ? [{ line: task.line, severity: 'warning', message: `task \`${task.id}\`: ${problem}` }]
            : [];
    });
    const diagnostics = [...contract.diagnostics, ...hintWarnings].sort((a, b) => a.line - b.line);
    return {
        linted: { file, tasks: contract.tasks.length },
        findings: diagnostics.map((diagnostic) => ({
            file,
            ...(diagnostic.line > 0 ? { line: diagnostic.line } : {}),
            severity: diagnostic.severity,
            text: (0,_core_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .formatContractDiagnostic */ .n)({ ...diagnostic, file }),
        })),
        tasks: contract.tasks.map((task) => ({
            file,
            line: task.line,
            taskId: task.id,
            ...(0,_core_verify_js__WEBPACK_IMPORTED_MODULE_3__/* .explainVerification */ .hn)(task),
        })),
    };
}
/** Ledger lines the last gate commit before HEAD wrote that the checkout changed or lost. */
async function appendOnlyFindings(root, config, store) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__.Repo.open(root).catch(() => undefined);
    const head = repo && (await repo.resolve('HEAD'));
    if (!repo || !head)
        return [];
    const anchor = await (0,_state_verify_js__WEBPACK_IMPORTED_MODULE_10__/* .lastGateCommit */ .$Y)(repo, head, config.stateDir);
    if (!anchor)
        return [];
    const committed = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .commitSource */ .nv)(repo, anchor, config.stateDir), config.stateDir);
    return (0,_state_verify_js__WEBPACK_IMPORTED_MODULE_10__/* .changedLedgerLines */ .NY)(committed, store, anchor.slice(0, 12));
}
/** Cycle commits in HEAD's history that are not what its ledger records (see `log --verify`). */
async function cycleCommitFindings(root, config) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__.Repo.open(root).catch(() => undefined);
    const head = repo && (await repo.resolve('HEAD'));
    if (!repo || !head)
        return [];
    const entries = await (0,_audit_log_js__WEBPACK_IMPORTED_MODULE_8__/* .readCycleLog */ .x4)(repo, head);
    const problems = await (0,_audit_verify_js__WEBPACK_IMPORTED_MODULE_9__.verifyCycleLog)(repo, config, head, entries);
    return entries.flatMap((entry) => (problems.get(entry.sha) ?? []).map((problem) => ({
        file: entry.sha.slice(0, 12),
        severity: 'error',
        text: `${entry.sha.slice(0, 12)}: error: cycle commit ${entry.cycle} ${problem}`,
    })));
}
async function lintState(root, config) {
    const stateDir = config.stateDir;
    try {
        const store = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .dirSource */ .v9)(root, stateDir), stateDir);
        const events = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .allEvents */ .Xz)(store);
        const findings = await (0,_state_lint_js__WEBPACK_IMPORTED_MODULE_11__/* .derivedStateFindings */ .P)(store, config);
        findings.push(...(await appendOnlyFindings(root, config, store)));
        return { state: { dir: stateDir, events: events.length }, findings };
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz))
            throw error;
        const file = error.file ?? stateDir;
        return {
            state: { dir: stateDir },
            findings: [{ file, severity: 'error', text: `${error.message}` }],
        };
    }
}
/**
 * Lints the repository at `root`: the contract and the state directory, or, given `files` (the
 * paths a commit changes), only the checks those paths call for.
 */
async function lintRepository(root, config, files, 
/** Where contracts are read from: the index for a pre-commit hook (`git show :<path>`). */
readContract) {
    const targets = lintTargets(files, config);
    const contracts = [];
    const findings = [];
    const tasks = [];
    for (const file of targets.contracts) {
        const result = await lintContract(root, file, readContract);
        if (result.linted)
            contracts.push(result.linted);
        findings.push(...result.findings);
        tasks.push(...result.tasks);
    }
    const state = targets.state ? await lintState(root, config) : undefined;
    if (state)
        findings.push(...state.findings);
    // Cycle commits are history, not staged paths: checked on a full lint only.
    if (files === undefined && state?.state.events !== undefined) {
        findings.push(...(await cycleCommitFindings(root, config)));
    }
    return { contracts, ...(state ? { state: state.state } : {}), findings, tasks };
}


/***/ }),

/***/ 6937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ lint_command)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/app/lint.ts
var lint = __webpack_require__(1074);
// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/git/repo.ts
var git_repo = __webpack_require__(4134);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
;// CONCATENATED MODULE: ./src/git/staged.ts
/** Files as staged in the index (what the commit being made will hold), for pre-commit checks. */

/**
 * The staged bytes of `path` (relative to the repository root `root`), or undefined when the
 * index holds no such file (a staged deletion, or never added).
 */
async function readStaged(root, path) {
    const exit = await (0,git/* runGit */.EO)({ args: ['cat-file', 'blob'], operands: [`:${path}`] }, { cwd: root });
    // git says "path not in the index" (or "not a valid object name") for a missing entry.
    return exit.code === 0 ? exit.stdout : undefined;
}

// EXTERNAL MODULE: ./src/cli/command.ts + 1 modules
var command = __webpack_require__(302);
// EXTERNAL MODULE: ./src/cli/declarations/lint.ts
var declarations_lint = __webpack_require__(2265);
// EXTERNAL MODULE: ./src/core/render/text.ts
var render_text = __webpack_require__(2625);
;// CONCATENATED MODULE: ./src/cli/commands/lint.ts
/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger). Given files (a pre-commit
 * hook passes the staged paths), only the checks those paths call for run.
 */










function summary(report) {
    const parts = report.contracts.map(({ file, tasks }) => `${file} (${(0,render_text/* plural */.LS)(tasks, 'task')})`);
    if (report.state) {
        const { dir, events } = report.state;
        parts.push(events === undefined
            ? `${dir}/`
            : events === 0
                ? `${dir}/ (no ledger yet)`
                : `${dir}/ (${(0,render_text/* plural */.LS)(events, 'ledger event')})`);
    }
    return parts.length > 0 ? parts.join(', ') : 'nothing to lint';
}
const lint_command = (0,command/* defineCommand */.N)(declarations_lint/* declaration */.H, async ({ values, positionals, io, json }) => {
    // Not a repository is an InputError (exit 2); a subdirectory lints the whole repository.
    const repo = await git_repo.Repo.open(io.cwd);
    const { root } = repo;
    const config = await (0,src_config/* loadConfig */.Z9)(root);
    const files = positionals.length > 0 ? positionals : undefined;
    const readContract = values.staged ? (file) => readStaged(root, file) : undefined;
    if (files === undefined && !(await isStateOnlyCheckout(repo, config.stateDir))) {
        const present = readContract
            ? (await readContract(config.contract)) !== undefined
            : await exists((0,external_node_path_.join)(root, config.contract));
        if (!present) {
            throw new src_errors/* InputError */.dz(`${config.contract}: the contract file does not exist${values.staged ? ' in the index' : ''} (run 'heartbeat-gate init', or set "contract" in ${src_config/* CONFIG_PATH */.tF})`, config.contract);
        }
    }
    const report = await (0,lint/* lintRepository */.A)(root, config, files, readContract);
    const errors = report.findings.filter((finding) => finding.severity === 'error');
    if (json) {
        io.stdout.write(`${JSON.stringify({ ok: errors.length === 0, ...report }, null, 2)}\n`);
        return errors.length > 0 ? command/* ExitCode */.y.failed : command/* ExitCode */.y.ok;
    }
    for (const finding of report.findings) {
        (finding.severity === 'error' ? io.stderr : io.stdout).write(`${finding.text}\n`);
    }
    if (values.explain) {
        for (const task of report.tasks) {
            io.stdout.write(`${task.file}:${task.line}: ${task.taskId}: ${task.verifier}; verified when ${task.verifiedWhen}\n`);
        }
    }
    if (errors.length > 0) {
        io.stderr.write(`heartbeat-gate lint: ${(0,render_text/* plural */.LS)(errors.length, 'error')}; checked ${summary(report)}\n`);
        return command/* ExitCode */.y.failed;
    }
    // A hook passing only paths lint does not check stays quiet.
    if (report.contracts.length > 0 || report.state || files === undefined) {
        io.stdout.write(`heartbeat-gate lint: ok: ${summary(report)}\n`);
    }
    return command/* ExitCode */.y.ok;
});
/** A state branch checked out: every tracked file is state, so no contract is expected there. */
async function isStateOnlyCheckout(repo, stateDir) {
    const tracked = (await repo.raw(['ls-files', '-z'])).split('\0').filter(Boolean);
    return tracked.length > 0 && tracked.every((path) => path.startsWith(`${stateDir}/`));
}
async function exists(path) {
    try {
        await (0,promises_.access)(path);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate lint`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'lint',
    summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
    args: '[files...]',
    description: `Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (each valid, and equal to what replaying the ledger gives, so a
hand edit is caught). With files, only the checks they call for run: a HEARTBEAT.md is linted as
a contract, a path under .heartbeat/ calls for the state check, other paths are ignored.
Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a bad configuration, a
missing contract file or outside a git repository.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the report as JSON on stdout'),
        staged: {
            type: 'boolean',
            description: 'read contracts as staged in the index (what the commit will hold), as a pre-commit hook must',
        },
        explain: {
            type: 'boolean',
            description: 'one line per task: which verifier its hint selects and what makes it verified (always in --json, as "tasks")',
        },
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
