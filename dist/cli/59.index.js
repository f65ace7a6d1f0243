export const id = 59;
export const ids = [59,236];
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

/***/ 5059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkEvidenceTool: () => (/* binding */ checkEvidenceTool),
/* harmony export */   claimTrailerTool: () => (/* binding */ claimTrailerTool),
/* harmony export */   contractTool: () => (/* binding */ contractTool),
/* harmony export */   lintTool: () => (/* binding */ lintTool),
/* harmony export */   scoreTool: () => (/* binding */ scoreTool)
/* harmony export */ });
/* harmony import */ var _app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6730);
/* harmony import */ var _app_lint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1074);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _load_gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6044);
/**
 * What each MCP tool answers, composed from the functions the CLI commands call (`prompt`,
 * `score --json`, `evidence --json`, `lint --json`), so a tool and its command never disagree.
 * Read-only: nothing here writes a file or a commit, nor a ref but the tracking ref `--remote`
 * fetches the state branch into.
 */






// The gates come from the hook's chunk rather than a copy of their own (see ./gate.ts).

const text = (value) => ({ type: 'text', text: value });
/** A bad input, reported as the CLI reports it (`heartbeat-gate <command>: <message>`). */
function inputFailure(command, error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb || error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz) {
        return { content: [text(`heartbeat-gate ${command}: ${error.message}`)], isError: true };
    }
    throw error;
}
/** Runs `answer`, turning the CLI's input errors into tool errors with the CLI's message. */
async function asCommand(command, answer) {
    try {
        return await answer();
    }
    catch (error) {
        return inputFailure(command, error);
    }
}
/** `heartbeat_contract`: the prompt `heartbeat-gate prompt` prints. */
function contractTool(cwd, args, read = {}) {
    return asCommand('prompt', async () => ({
        content: [text(await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .agentPrompt */ .KO)(cwd, (0,_app_time_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveNow */ .Nq)(args.now), read))],
    }));
}
/** `heartbeat_score`: the prompt's score section, then `score --json`. */
function scoreTool(cwd, args, read = {}) {
    return asCommand('score', async () => {
        const view = await (0,_app_agent_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .readScoreView */ .qK)(cwd, (0,_app_time_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveNow */ .Nq)(args.now), read);
        return {
            content: [text(view.section), text((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(view.summary))],
            structuredContent: view.summary,
        };
    });
}
/** `heartbeat_check_evidence`: `evidence --json`; a blocked claim is an answer, not an error. */
function checkEvidenceTool(args) {
    return asCommand('evidence', async () => {
        const { evidenceReport } = await (0,_load_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .loadGate */ .W)();
        const report = evidenceReport(args.topic, args.payload, {
            mutationWarnThreshold: args.mutationWarnThreshold,
        });
        return { content: [text((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(report))], structuredContent: report };
    });
}
/**
 * `heartbeat_claim_trailer`: the trailer block to append to the commit message, or, for a claim
 * the gate would block, a tool error reading exactly as `evidence` prints it.
 */
function claimTrailerTool(args) {
    return asCommand('evidence', async () => {
        const { buildClaimTrailer } = await (0,_load_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .loadGate */ .W)();
        const claim = buildClaimTrailer(args.topic, args.payload, {
            mutationWarnThreshold: args.mutationWarnThreshold,
        });
        const { published, message } = claim.result;
        if (!claim.accepted) {
            return { content: [text(`${published}\n${message}\n`)], isError: true };
        }
        return {
            content: [text(`${claim.trailer}\n`)],
            structuredContent: { topic: args.topic, trailer: claim.trailer, message },
        };
    });
}
/** `heartbeat_lint`: `lint --json` over the contract and the state files. */
function lintTool(cwd) {
    return asCommand('lint', async () => {
        const report = await (0,_app_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintRepository */ .A)(cwd, await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(cwd));
        const result = { ok: !report.findings.some((f) => f.severity === 'error'), ...report };
        return { content: [text((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(result))], structuredContent: result };
    });
}


/***/ })

};
