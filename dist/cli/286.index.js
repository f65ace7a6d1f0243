export const id = 286;
export const ids = [286];
export const modules = {

/***/ 905:
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
// EXTERNAL MODULE: ./src/core/contract.ts
var core_contract = __webpack_require__(2013);
// EXTERNAL MODULE: ./src/core/verify.ts
var verify = __webpack_require__(7190);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/app/contract-file.ts + 1 modules
var contract_file = __webpack_require__(5200);
// EXTERNAL MODULE: ./src/git/state-store.ts
var state_store = __webpack_require__(2249);
// EXTERNAL MODULE: ./src/core/ledger.ts
var ledger = __webpack_require__(2558);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
// EXTERNAL MODULE: ./src/core/replay.ts
var replay = __webpack_require__(4544);
;// CONCATENATED MODULE: ./src/app/state-lint.ts




const error = (file, text) => ({
    file,
    severity: 'error',
    text: `${file}: error: ${text}`,
});
/** Ledger segments whose text is not the canonical serialization of their events. */
async function segmentFindings(store) {
    const paths = (0,state_store/* statePaths */.mt)(store.stateDir);
    const findings = [];
    for (const month of store.months) {
        const file = paths.segment(month);
        const text = (await store.segmentText(month)) ?? '';
        const canonical = (0,ledger/* serializeLedger */.CE)(await store.segment(month));
        if (text === canonical)
            continue;
        const actual = text.split('\n');
        const line = canonical.split('\n').findIndex((expected, index) => expected !== actual[index]);
        findings.push({
            file,
            line: line + 1,
            severity: 'error',
            text: `${file}:${line + 1}: error: not the canonical ledger (events sorted by time and id, one per line, as heartbeat-gate writes them); was it edited by hand?`,
        });
    }
    return findings;
}
/** The derived files a full replay of the ledger writes (path → text). */
async function replayedFiles(store, config) {
    const paths = (0,state_store/* statePaths */.mt)(store.stateDir);
    const files = new Map();
    let state;
    for (const month of store.months) {
        // A checkpoint holds the state before its month; the first month starts from nothing.
        if (state)
            files.set(paths.checkpoint(month), (0,state_store/* stateJson */.mE)(ledger/* ReplayStateSchema */.i4.parse(state)));
        state = (0,replay/* replayLedger */.z)(await store.segment(month), { timeZone: config.timeZone }, state);
    }
    if (state) {
        files.set(paths.score, (0,state_store/* stateJson */.mE)(model/* ScoreStateSchema */.jx.parse(state.score)));
        if (state.progress) {
            files.set(paths.progress, (0,state_store/* stateJson */.mE)(model/* CycleProgressSchema */.Pj.parse(state.progress)));
        }
    }
    return files;
}
/** Up to `limit` leaves where two JSON values differ, as `path is X, the ledger gives Y`. */
function differences(actual, expected, limit = 3) {
    const out = [];
    const show = (value) => (value === undefined ? 'absent' : JSON.stringify(value));
    const walk = (a, b, path) => {
        if (out.length >= limit)
            return;
        if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
            const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
            for (const key of keys) {
                const at = Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
                walk(a[key], b[key], at);
            }
            return;
        }
        if (JSON.stringify(a) !== JSON.stringify(b)) {
            out.push(`${path || '(root)'} is ${show(a)}, the ledger gives ${show(b)}`);
        }
    };
    walk(actual, expected, '');
    return out;
}
/** Every way the state files differ from what the ledger gives. */
async function derivedStateFindings(store, config) {
    const findings = await segmentFindings(store);
    const paths = (0,state_store/* statePaths */.mt)(store.stateDir);
    const expected = await replayedFiles(store, config);
    const present = [...(await store.source.list()).keys()].filter((path) => path.startsWith(`${store.stateDir}/checkpoints/`));
    for (const path of [paths.score, paths.progress]) {
        if ((await store.source.read(path)) !== undefined)
            present.push(path);
    }
    for (const path of present) {
        if (!expected.has(path)) {
            findings.push(error(path, 'not derived from the ledger: replaying it gives no such file'));
        }
    }
    for (const [path, text] of expected) {
        const actual = await store.source.read(path);
        if (actual === text)
            continue;
        if (actual === undefined) {
            findings.push(error(path, 'missing: replaying the ledger gives this file'));
            continue;
        }
        const diff = differences(JSON.parse(actual), JSON.parse(text));
        findings.push(error(path, diff.length > 0
            ? `edited by hand: ${diff.join('; ')} (derived files must equal a replay of the ledger)`
            : 'not in canonical form (same values, other bytes); derived files must equal a replay of the ledger'));
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/app/lint.ts
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
    const paths = [...new Set(files.map((file) => (0,external_node_path_.normalize)(file)))];
    const stateDir = (0,external_node_path_.normalize)(config.stateDir);
    return {
        contracts: paths.filter((path) => path === (0,external_node_path_.normalize)(config.contract) || (0,external_node_path_.basename)(path) === 'HEARTBEAT.md'),
        state: paths.some((path) => path.startsWith(`${stateDir}/`)),
    };
}
async function readIfPresent(path) {
    try {
        return await (0,promises_.readFile)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
async function lintContract(root, file, read = (path) => readIfPresent((0,external_node_path_.join)(root, path))) {
    // A staged deletion, or a repository without a contract yet: nothing to lint.
    const bytes = await read(file);
    if (bytes === undefined)
        return { findings: [] };
    const decoded = (0,contract_file/* decodeContractBytes */.y)(bytes, file);
    const contract = 'text' in decoded
        ? (0,core_contract/* parseHeartbeatContract */.uT)(decoded.text, file)
        : { tasks: [], diagnostics: [decoded.diagnostic] };
    // A hint that selects no verifier is judged unclear (-2) every cycle: worth a warning.
    const hintWarnings = contract.tasks.flatMap((task) => {
        const problem = (0,verify/* verifyHintProblem */.on)(task.verify);
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
            text: (0,core_contract/* formatContractDiagnostic */.n)({ ...diagnostic, file }),
        })),
    };
}
async function lintState(root, config) {
    const stateDir = config.stateDir;
    try {
        const store = await (0,state_store/* loadStateStore */.Dw)((0,state_store/* dirSource */.v9)(root, stateDir), stateDir);
        const events = await (0,state_store/* allEvents */.Xz)(store);
        const findings = await derivedStateFindings(store, config);
        return { state: { dir: stateDir, events: events.length }, findings };
    }
    catch (error) {
        if (!(error instanceof src_errors/* InputError */.d))
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
    for (const file of targets.contracts) {
        const result = await lintContract(root, file, readContract);
        if (result.linted)
            contracts.push(result.linted);
        findings.push(...result.findings);
    }
    const state = targets.state ? await lintState(root, config) : undefined;
    if (state)
        findings.push(...state.findings);
    return { contracts, ...(state ? { state: state.state } : {}), findings };
}

// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/git/repo.ts
var repo = __webpack_require__(4134);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/git/staged.ts
/** Files as staged in the index (what the commit being made will hold), for pre-commit checks. */

/**
 * The staged bytes of `path` (relative to the repository root `root`), or undefined when the
 * index holds no such file (a staged deletion, or never added).
 */
function readStaged(root, path) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', ['cat-file', 'blob', `:${path}`], { cwd: root, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (!error)
                return resolve(stdout);
            // git says "path not in the index" (or "not a valid object name") for a missing entry.
            if (typeof error.code === 'number')
                return resolve(undefined);
            reject(new Error(`git cat-file :${path}: ${stderr.toString('utf8').trim() || error.message}`));
        });
    });
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/core/render/text.ts
var render_text = __webpack_require__(2625);
;// CONCATENATED MODULE: ./src/cli/commands/lint.ts
/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger). Given files (a pre-commit
 * hook passes the staged paths), only the checks those paths call for run.
 */









const HELP = `usage: heartbeat-gate lint [--json] [--staged] [files...]

Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (each valid, and equal to what replaying the ledger gives, so a
hand edit is caught). With files, only the checks they call for run: a HEARTBEAT.md is linted as
a contract, a path under .heartbeat/ calls for the state check, other paths are ignored.
Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a bad configuration, a
missing contract file or outside a git repository.

  --json     print the report as JSON on stdout
  --staged   read contracts as staged in the index (what the commit will hold), as a
             pre-commit hook must
`;
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
const lint_command = (0,command/* defineCommand */.N)({
    name: 'lint',
    summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
    usage: HELP,
    options: { staged: { type: 'boolean' } },
    positionals: true,
    json: true,
    async run({ values, positionals, io, json }) {
        // Not a repository is an InputError (exit 2); a subdirectory lints the whole repository.
        const { root } = await repo/* Repo */.l.open(io.cwd);
        const config = await (0,src_config/* loadConfig */.Z9)(root);
        const files = positionals.length > 0 ? positionals : undefined;
        const readContract = values.staged ? (file) => readStaged(root, file) : undefined;
        if (files === undefined) {
            const present = readContract
                ? (await readContract(config.contract)) !== undefined
                : await exists((0,external_node_path_.join)(root, config.contract));
            if (!present) {
                throw new src_errors/* InputError */.d(`${config.contract}: the contract file does not exist${values.staged ? ' in the index' : ''} (run 'heartbeat-gate init', or set "contract" in ${src_config/* CONFIG_PATH */.tF})`, config.contract);
            }
        }
        const report = await lintRepository(root, config, files, readContract);
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        if (json) {
            io.stdout.write(`${JSON.stringify({ ok: errors.length === 0, ...report }, null, 2)}\n`);
            return errors.length > 0 ? command/* ExitCode */.y.failed : command/* ExitCode */.y.ok;
        }
        for (const finding of report.findings) {
            (finding.severity === 'error' ? io.stderr : io.stdout).write(`${finding.text}\n`);
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
    },
});
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

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ initCycleProgress),
/* harmony export */   ow: () => (/* binding */ applyVerdictToProgress),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/**
 * Opens a cycle for `tasks`, carrying state from `previous` (seed 003, "Cycle Initialization"):
 * a task pre-marked `[x]` starts verified with 0 attempts; one that failed with its attempts used
 * up stays failed; one that failed with retries left starts pending with its attempts kept;
 * verified and skipped tasks start pending afresh; new tasks start pending; tasks no longer in the
 * contract drop out. A task still pending from the previous cycle keeps its attempts, so a
 * retry that was never judged is not a fresh start.
 */
function initCycleProgress(tasks, previous, options) {
    const before = new Map(previous?.tasks.map((task) => [task.taskId, task]));
    const seen = new Set();
    const rows = [];
    for (const task of tasks) {
        // A contract with a duplicate id is reported by the parser; the first task wins here too.
        if (seen.has(task.id))
            continue;
        seen.add(task.id);
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired) {
    if (task.preMarked)
        return taskRow(task, forceAllRequired, 'verified', 0);
    if (previous === undefined)
        return taskRow(task, forceAllRequired, 'pending', 0);
    switch (previous.status) {
        case 'failed':
            // The contract's current max_attempts decides, so lowering it can end the retries.
            return taskRow(task, forceAllRequired, previous.attempts >= task.maxAttempts ? 'failed' : 'pending', previous.attempts, previous.lastVerdict);
        case 'pending':
            return taskRow(task, forceAllRequired, 'pending', previous.attempts, previous.lastVerdict);
        case 'verified':
        case 'skipped':
            return taskRow(task, forceAllRequired, 'pending', 0);
    }
}
/** One task's row, keys in the order progress.json has always written them. */
function taskRow(task, forceAllRequired, status, attempts, lastVerdict) {
    // Written out rather than spread: a new cycle builds one per task, and a year's replay opens 35,000 cycles.
    const row = {
        taskId: task.id,
        maxAttempts: task.maxAttempts,
        required: task.required || forceAllRequired,
        preMarked: task.preMarked,
        status,
        attempts,
    };
    if (lastVerdict !== undefined)
        row.lastVerdict = lastVerdict;
    return row;
}
/**
 * Records a verdict on `taskId`: every verdict is an attempt; `verified` marks the task verified,
 * `not_verified` and `unclear` mark it failed (retried next cycle while attempts remain).
 * A verdict on a task the cycle does not hold leaves the progress unchanged.
 */
function applyVerdictToProgress(progress, taskId, verdict) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                attempts: task.attempts + 1,
                lastVerdict: verdict,
            }
            : task),
    };
}
/** A task that failed and has no attempts left: it is not retried until the contract changes. */
function isAbandoned(task) {
    return task.status === 'failed' && task.attempts >= task.maxAttempts;
}


/***/ }),

/***/ 4544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ applyLedgerEvent),
/* harmony export */   jg: () => (/* binding */ rollReplayStateTo),
/* harmony export */   wi: () => (/* binding */ emptyWindow),
/* harmony export */   z: () => (/* binding */ replayLedger)
/* harmony export */ });
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2558);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4664);
/* harmony import */ var _score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1002);
/* harmony import */ var _score_points_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6219);
/* harmony import */ var _score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _score_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4563);
/* harmony import */ var _score_tiers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4243);
/**
 * Replay: the ledger's events, in (at, id) order, folded into the state they imply — the score
 * (seed 004), the current cycle's progress (seed 003) and what happened since the last cycle.
 * score.json and progress.json are exactly this state written out, so they can always be
 * recomputed from the ledger, and a replay may resume from any monthly checkpoint.
 */







/** Nothing scored since the last cycle. */
function emptyWindow() {
    return { points: 0, verdicts: [], feedback: [] };
}
/**
 * Moves a replay state to the calendar day of `instant` (a later day archives today; an earlier
 * one changes nothing). Readers use it to show the score as of `now`.
 */
function rollReplayStateTo(state, instant, options) {
    const date = (0,_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarDay */ .$6)(instant, options.timeZone);
    const score = (0,_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(state.score, date);
    return score === state.score ? state : { ...state, score };
}
/**
 * Applies one event. Before it, the score rolls over to the event's calendar day; then a cycle
 * opens the next cycle's progress (every task forced required in the escalated and lockdown
 * tiers), a verdict moves score and progress, feedback moves the score, and a claim is an audit
 * record only.
 */
function applyLedgerEvent(previous, event, options) {
    const state = previous
        ? rollReplayStateTo(previous, event.at, options)
        : {
            score: (0,_score_state_js__WEBPACK_IMPORTED_MODULE_4__/* .createScoreState */ .qF)((0,_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarDay */ .$6)(event.at, options.timeZone)),
            sinceLastCycle: emptyWindow(),
        };
    const window = state.sinceLastCycle;
    switch (event.kind) {
        case 'cycle': {
            const { score, target } = state.score.today;
            const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .initCycleProgress */ .Ad)(event.tasks, state.progress, {
                cycle: event.cycle,
                startedAt: event.at,
                forceAllRequired: (0,_score_tiers_js__WEBPACK_IMPORTED_MODULE_6__/* .forcesAllRequired */ .jL)((0,_score_tiers_js__WEBPACK_IMPORTED_MODULE_6__/* .penaltyTier */ .mv)(score, target)),
            });
            return { score: state.score, progress, lastCycle: event, sinceLastCycle: emptyWindow() };
        }
        case 'verdict': {
            const scored = {
                verdict: event.verdict,
                required: event.required,
                groundTruthContradiction: event.groundTruthContradiction,
            };
            const known = state.progress?.tasks.some((task) => task.taskId === event.taskId);
            return {
                ...state,
                score: (0,_score_state_js__WEBPACK_IMPORTED_MODULE_4__/* .applyVerdictToScore */ .Tt)(state.score, scored),
                progress: state.progress && known
                    ? (0,_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .applyVerdictToProgress */ .ow)(state.progress, event.taskId, event.verdict)
                    : state.progress,
                sinceLastCycle: {
                    ...window,
                    points: window.points + (0,_score_points_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsForVerdict */ .k4)(scored),
                    verdicts: [...window.verdicts, event],
                },
            };
        }
        case 'feedback':
            return {
                ...state,
                score: (0,_score_state_js__WEBPACK_IMPORTED_MODULE_4__/* .applyFeedbackToScore */ .DP)(state.score, event.direction),
                sinceLastCycle: {
                    ...window,
                    points: window.points + (0,_score_points_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsForFeedback */ ._h)(event.direction),
                    feedback: [...window.feedback, event],
                },
            };
        case 'claim':
            return state;
    }
}
/**
 * Replays `events` (sorted here into (at, id) order) on top of `from` — a checkpoint, or nothing
 * for the start of the ledger. An empty ledger replays to `undefined`: there is no day yet.
 *
 * The same fold as applying applyLedgerEvent to each event in turn, but verdicts (most of a
 * ledger) update a working copy in place instead of copying the state per event: a year's ledger
 * is ~200,000 events. The copy is this replay's own; `from` and the events are never changed.
 */
function replayLedger(events, options, from) {
    const sorted = (0,_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .sortEvents */ .kD)(events);
    if (sorted.length === 0)
        return from;
    let state = from && structuredClone(from);
    const days = utcDayCache(options.timeZone);
    for (const event of sorted) {
        if (state === undefined || event.kind !== 'verdict') {
            state = applyLedgerEvent(state, event, options);
            continue;
        }
        if (days.day(event.at) !== state.score.today.date) {
            state = rollReplayStateTo(state, event.at, options);
        }
        applyVerdictInPlace(state, event);
    }
    return state;
}
/** applyLedgerEvent's verdict case on a state this replay owns, after the day rolled over. */
function applyVerdictInPlace(state, event) {
    const scored = {
        verdict: event.verdict,
        required: event.required,
        groundTruthContradiction: event.groundTruthContradiction,
    };
    const points = (0,_score_points_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsForVerdict */ .k4)(scored);
    const verified = event.verdict === 'verified' ? 1 : 0;
    const failed = event.verdict === 'not_verified' ? 1 : 0;
    const contradiction = event.groundTruthContradiction ? 1 : 0;
    const { today, lifetime } = state.score;
    today.verifiedCount += verified;
    today.failedCount += failed;
    today.unclearCount += event.verdict === 'unclear' ? 1 : 0;
    today.contradictionCount += contradiction;
    today.score += points;
    today.targetReached = today.targetReached || today.score >= today.target;
    lifetime.totalScore += points;
    lifetime.totalVerified += verified;
    lifetime.totalFailed += failed;
    lifetime.totalContradictions += contradiction;
    if (state.progress) {
        for (const task of state.progress.tasks) {
            if (task.taskId !== event.taskId)
                continue;
            task.status = event.verdict === 'verified' ? 'verified' : 'failed';
            task.attempts += 1;
            task.lastVerdict = event.verdict;
        }
    }
    const window = state.sinceLastCycle;
    window.points += points;
    window.verdicts.push(event);
}
/** calendarDay for UTC, computed once per day of instants rather than once per event. */
function utcDayCache(timeZone) {
    let start = Number.NaN;
    let end = Number.NaN;
    let cached = '';
    return {
        day(instant) {
            if (timeZone !== 'UTC')
                return (0,_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarDay */ .$6)(instant, timeZone);
            const ms = Date.parse(instant);
            if (ms >= start && ms < end)
                return cached;
            cached = (0,_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarDay */ .$6)(instant, timeZone);
            start = Date.parse(`${cached}T00:00:00Z`);
            end = start + 86_400_000;
            return cached;
        },
    };
}


/***/ }),

/***/ 4243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ rewardTier),
/* harmony export */   jL: () => (/* binding */ forcesAllRequired),
/* harmony export */   mv: () => (/* binding */ penaltyTier)
/* harmony export */ });
/* unused harmony export percentOf */
/**
 * The penalty tier of `score` against `target`. Bounds are strict `<` against the target's
 * fractions rounded to whole points (`Math.round`, halves up, so `score < 12.5` and
 * `score < 13` agree for whole scores): lockdown `< -round(0.2·target)`, escalated `< 0`,
 * tightened `< round(0.15·target)`, warning `< round(0.25·target)`.
 */
function penaltyTier(score, target) {
    if (score < -percentOf(target, 20))
        return 'lockdown';
    if (score < 0)
        return 'escalated';
    if (score < percentOf(target, 15))
        return 'tightened';
    if (score < percentOf(target, 25))
        return 'warning';
    return 'none';
}
/** `percent`% of `target`, rounded half up, in integer arithmetic (0.15·70 is not exact in floats). */
function percentOf(target, percent) {
    return Math.floor((percent * target + 50) / 100);
}
/**
 * The reward tier of `score` against `target` (`>=` on score/target, compared in whole numbers):
 * outstanding at 90 %, or at 70 % with a streak of 3 or more days; excellent at 70 %; good at 50 %.
 */
function rewardTier(score, target, streak) {
    const atLeast = (percent) => 100 * score >= percent * target;
    if (atLeast(90) || (atLeast(70) && streak >= 3))
        return 'outstanding';
    if (atLeast(70))
        return 'excellent';
    if (atLeast(50))
        return 'good';
    return 'none';
}
/** Escalated and lockdown force every task of the cycle to count as required. */
function forcesAllRequired(penalty) {
    return penalty === 'escalated' || penalty === 'lockdown';
}


/***/ }),

/***/ 7190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ judgeVerification),
/* harmony export */   Oo: () => (/* binding */ parseVerifyHint),
/* harmony export */   lU: () => (/* binding */ planVerification),
/* harmony export */   on: () => (/* binding */ verifyHintProblem),
/* harmony export */   rS: () => (/* binding */ evidenceText)
/* harmony export */ });
/* unused harmony exports VERIFIER_KINDS, checkOutcome, claimConcernsTask, changedMatching */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier, {@link planVerification} says what real state that verifier
 * must look at, adapters (src/app/verifiers/) look, and {@link judgeVerification} turns what they
 * saw into a verdict, the evidence behind it, and any ground-truth contradiction.
 */

/** The verifier kinds, in the order the README lists them. */
const VERIFIER_KINDS = (/* unused pure expression or super */ null && (['evidence', 'check', 'cmd', 'file']));
/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
function parseVerifyHint(hint) {
    const raw = hint.trim().replace(/^verify:\s*/i, '');
    const match = /^(evidence|check|cmd|file):(.*)$/s.exec(raw);
    const value = match?.[2]?.trim() ?? '';
    if (!match || value === '')
        return { kind: 'none', raw };
    switch (match[1]) {
        case 'evidence':
            return { kind: 'evidence', topic: value.toLowerCase(), raw };
        case 'check':
            return { kind: 'check', name: value, raw };
        case 'cmd':
            return { kind: 'cmd', command: value, raw };
        default:
            return { kind: 'file', pattern: value.replace(/^\.\//, ''), raw };
    }
}
/**
 * Why a hint will always be judged `unclear`, for `lint` to warn with; undefined when the hint
 * selects a verifier.
 */
function verifyHintProblem(hint) {
    const parsed = parseVerifyHint(hint);
    if (parsed.kind !== 'none')
        return undefined;
    const empty = /^(evidence|check|cmd|file):\s*$/.exec(parsed.raw);
    const what = empty ? `'${empty[1]}:' names nothing` : `'${parsed.raw}' selects no verifier`;
    return (`verify hint ${what}; use evidence:<topic>, check:<name>, cmd:<command> or file:<path or glob> ` +
        `(otherwise the task is judged unclear, -2, every cycle)`);
}
const FAILED_CONCLUSIONS = new Set(['failure', 'cancelled', 'timed_out']);
const FAILED_STATES = new Set(['failure', 'error']);
function readingOutcome(reading) {
    if (reading.source === 'status') {
        if (reading.status === 'success')
            return 'success';
        return FAILED_STATES.has(reading.status) ? 'failure' : 'pending';
    }
    if (reading.status !== 'completed' || !reading.conclusion)
        return 'pending';
    if (reading.conclusion === 'success')
        return 'success';
    return FAILED_CONCLUSIONS.has(reading.conclusion) ? 'failure' : 'inconclusive';
}
/**
 * The outcome of `name` among a commit's latest check runs and statuses: any failure wins (a
 * red signal is never hidden by a green one), then pending, then success; neutral or skipped
 * runs are inconclusive; nothing by that name is absent.
 */
function checkOutcome(readings, name) {
    const outcomes = new Set(readings.filter((r) => r.name === name).map(readingOutcome));
    for (const outcome of ['failure', 'pending', 'success', 'inconclusive']) {
        if (outcomes.has(outcome))
            return outcome;
    }
    return 'absent';
}
/**
 * Whether a claim speaks about a task: a claim naming tasks (`Heartbeat-Task:`) concerns exactly
 * those; one naming none concerns the tasks whose hint selects it (`evidence:<its topic>`, or any
 * `check:`, which reads the commit it points to). So one untargeted lie is never charged to
 * every task of the contract.
 */
function claimConcernsTask(claim, taskId, hint) {
    if (claim.taskIds.length > 0)
        return claim.taskIds.includes(taskId);
    if (hint.kind === 'evidence')
        return claim.topic === hint.topic;
    return hint.kind === 'check';
}
/** Plans one task's verification from its hint and the claims since the last cycle. */
function planVerification(task, claimsSinceLastCycle, options = {}) {
    const hint = parseVerifyHint(task.verify);
    const claims = claimsSinceLastCycle.filter((c) => claimConcernsTask(c, task.id, hint));
    const accepted = claims.filter((c) => c.accepted);
    const claimedSha = [...accepted].reverse().find((c) => c.sha)?.sha ??
        [...claims].reverse().find((c) => c.sha)?.sha ??
        options.fallbackSha;
    const checkReads = [];
    if (hint.kind === 'check' && claimedSha) {
        const name = options.checkAliases?.[hint.name] ?? hint.name;
        checkReads.push({ sha: claimedSha, name, reason: { kind: 'hint' } });
    }
    for (const claim of accepted) {
        if (!claim.sha)
            continue;
        for (const dimension of claim.claimedPassing) {
            const name = options.groundTruthChecks?.[dimension];
            if (name)
                checkReads.push({ sha: claim.sha, name, reason: { kind: 'claim', dimension, claim } });
        }
    }
    return {
        task: { id: task.id, verify: task.verify, preMarked: task.preMarked },
        hint,
        claims,
        claimedSha,
        checkReads,
        command: hint.kind === 'cmd' ? hint.command : undefined,
    };
}
const short = (sha) => sha.slice(0, 12);
function describeClaim(claim) {
    const where = claim.sha ? ` on ${short(claim.sha)}` : '';
    return `${claim.topic}${where}`;
}
/**
 * The verdict of one planned verification. A real source that failed where the agent claimed
 * success — an accepted claim of a dimension mapped to that check, a task pre-marked `[x]`, or
 * an accepted claim naming the task whose `cmd:` fails — is `not_verified` with
 * `groundTruthContradiction`, whatever the hint's own verdict.
 */
function judgeVerification(plan, observed) {
    const { hint, task } = plan;
    const evidence = [];
    const contradictions = [];
    const outcomeOf = (read) => {
        const readings = observed.checks?.get(read.sha);
        return readings ? checkOutcome(readings, read.name) : undefined;
    };
    const accepted = plan.claims.filter((c) => c.accepted);
    const claimedDone = task.preMarked || accepted.length > 0;
    const doneSide = () => [
        ...(task.preMarked ? ['pre-marked [x]'] : []),
        ...accepted.map((c) => `accepted ${describeClaim(c)}`),
    ].join('; ');
    let verdict = 'unclear';
    switch (hint.kind) {
        case 'evidence': {
            const blocked = plan.claims.filter((c) => !c.accepted);
            if (accepted.length > 0) {
                verdict = 'verified';
                evidence.push(...accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`));
            }
            else if (blocked.length > 0) {
                verdict = 'not_verified';
                evidence.push(...blocked.map((c) => `blocked: published ${c.published} (${c.id})`));
            }
            else {
                evidence.push(`no ${hint.topic} claim since the last cycle`);
            }
            break;
        }
        case 'check': {
            const read = plan.checkReads.find((r) => r.reason.kind === 'hint');
            if (!read) {
                evidence.push(`no claimed commit to read check ${hint.name} on`);
                break;
            }
            const outcome = outcomeOf(read);
            if (outcome === undefined) {
                evidence.push(`check ${read.name} on ${short(read.sha)} not read (no GitHub API here)`);
                break;
            }
            evidence.push(`check ${read.name} on ${short(read.sha)}: ${outcome}`);
            if (outcome === 'success')
                verdict = 'verified';
            if (outcome === 'failure') {
                verdict = 'not_verified';
                if (task.preMarked) {
                    contradictions.push({
                        taskId: task.id,
                        claimed: 'pre-marked [x]',
                        actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
                    });
                }
            }
            break;
        }
        case 'cmd': {
            const run = observed.command;
            if (!run || !run.ran) {
                evidence.push(`command not run: ${run?.reason ?? 'no command runner here'}`);
                break;
            }
            const tail = run.output.trim().split('\n').slice(-3).join(' / ');
            const status = run.timedOut ? 'timed out' : `exit ${run.exitCode ?? 'killed'}`;
            evidence.push(`cmd ${run.command}: ${status}${tail ? ` — ${tail}` : ''}`);
            if (run.timedOut)
                break;
            verdict = run.exitCode === 0 ? 'verified' : 'not_verified';
            if (verdict === 'not_verified' && claimedDone) {
                contradictions.push({
                    taskId: task.id,
                    claimed: doneSide(),
                    actual: `command ${run.command} exited ${run.exitCode ?? 'on a signal'}`,
                });
            }
            break;
        }
        case 'file': {
            const changes = observed.changes;
            if (!changes) {
                evidence.push('cycle commits not read');
                break;
            }
            const matches = changedMatching(changes.paths, hint.pattern);
            verdict = matches.length > 0 ? 'verified' : 'not_verified';
            evidence.push(matches.length > 0
                ? `${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''} changed in ${changes.range}`
                : `${hint.pattern} unchanged in ${changes.range} (${changes.commits} commit(s))`);
            break;
        }
        case 'none':
            evidence.push(`hint '${hint.raw}' selects no verifier`);
            break;
    }
    for (const read of plan.checkReads) {
        if (read.reason.kind !== 'claim')
            continue;
        const outcome = outcomeOf(read);
        if (outcome === undefined)
            continue;
        const { dimension, claim } = read.reason;
        evidence.push(`ground truth: ${dimension} → check ${read.name} on ${short(read.sha)}: ${outcome}`);
        if (outcome === 'failure') {
            contradictions.push({
                taskId: task.id,
                claimed: `${dimension}: pass (${describeClaim(claim)})`,
                actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
            });
        }
    }
    const unique = dedupe(contradictions);
    return {
        taskId: task.id,
        hint,
        verdict: unique.length > 0 ? 'not_verified' : verdict,
        groundTruthContradiction: unique.length > 0,
        evidence,
        contradictions: unique,
    };
}
function dedupe(contradictions) {
    const seen = new Set();
    return contradictions.filter((c) => {
        const key = `${c.claimed}\n${c.actual}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
function changedMatching(paths, pattern) {
    const normalized = pattern.replace(/^\.\//, '');
    const isGlob = picomatch__WEBPACK_IMPORTED_MODULE_0___default().scan(normalized).isGlob;
    const matcher = isGlob ? picomatch__WEBPACK_IMPORTED_MODULE_0___default()(normalized, { dot: true }) : undefined;
    const folder = normalized.endsWith('/') ? normalized : `${normalized}/`;
    return paths.filter((path) => matcher ? matcher(path) : path === normalized || path.startsWith(folder));
}
/** The one-line evidence text stored on the ledger's verdict event. */
function evidenceText(verification) {
    const lines = [...verification.evidence];
    for (const c of verification.contradictions) {
        lines.push(`contradiction: claimed ${c.claimed}; actual ${c.actual}`);
    }
    return lines.join('; ');
}


/***/ })

};
