export const id = 54;
export const ids = [54];
export const modules = {

/***/ 4054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/contract.ts
var core_contract = __webpack_require__(2013);
// EXTERNAL MODULE: ./src/core/verify.ts + 7 modules
var verify = __webpack_require__(6304);
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
async function lintContract(root, file) {
    // A staged deletion, or a repository without a contract yet: nothing to lint.
    const bytes = await readIfPresent((0,external_node_path_.join)(root, file));
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
async function lintRepository(root, config, files) {
    const targets = lintTargets(files, config);
    const contracts = [];
    const findings = [];
    for (const file of targets.contracts) {
        const result = await lintContract(root, file);
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
;// CONCATENATED MODULE: ./src/cli/commands/lint.ts
/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger). Given files (a pre-commit
 * hook passes the staged paths), only the checks those paths call for run.
 */




const HELP = `usage: heartbeat-gate lint [--json] [files...]

Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (each valid, and equal to what replaying the ledger gives, so a
hand edit is caught). With files, only the checks they call for run: a HEARTBEAT.md is linted as
a contract, a path under .heartbeat/ calls for the state check, other paths are ignored.
Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a bad configuration.

  --json   print the report as JSON on stdout
`;
function summary(report) {
    const parts = report.contracts.map(({ file, tasks }) => `${file} (${tasks} task${tasks === 1 ? '' : 's'})`);
    if (report.state) {
        const { dir, events } = report.state;
        parts.push(events === undefined
            ? `${dir}/`
            : events === 0
                ? `${dir}/ (no ledger yet)`
                : `${dir}/ (${events} ledger event${events === 1 ? '' : 's'})`);
    }
    return parts.length > 0 ? parts.join(', ') : 'nothing to lint';
}
const command = {
    summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
    async run(args, io) {
        let parsed;
        try {
            parsed = (0,external_node_util_.parseArgs)({
                args,
                allowPositionals: true,
                options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
            });
        }
        catch (error) {
            throw new src_errors/* UsageError */.e(`${error.message}\n\n${HELP}`);
        }
        if (parsed.values.help) {
            io.stdout.write(HELP);
            return 0;
        }
        const config = await (0,src_config/* loadConfig */.Z9)(io.cwd);
        const files = parsed.positionals.length > 0 ? parsed.positionals : undefined;
        const report = await lintRepository(io.cwd, config, files);
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        if (parsed.values.json) {
            io.stdout.write(`${JSON.stringify({ ok: errors.length === 0, ...report }, null, 2)}\n`);
            return errors.length > 0 ? 1 : 0;
        }
        for (const finding of report.findings) {
            (finding.severity === 'error' ? io.stderr : io.stdout).write(`${finding.text}\n`);
        }
        if (errors.length > 0) {
            io.stderr.write(`heartbeat-gate lint: ${errors.length} error${errors.length === 1 ? '' : 's'}; checked ${summary(report)}\n`);
            return 1;
        }
        // A hook passing only paths lint does not check stays quiet.
        if (report.contracts.length > 0 || report.state || files === undefined) {
            io.stdout.write(`heartbeat-gate lint: ok: ${summary(report)}\n`);
        }
        return 0;
    },
};


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
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired, options.newDay));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired, newDay = false) {
    if (task.preMarked)
        return taskRow(task, forceAllRequired, 'verified', 0);
    if (previous === undefined)
        return taskRow(task, forceAllRequired, 'pending', 0);
    // A new day: nothing is abandoned for good, so coasting after max_attempts cannot last.
    if (newDay)
        return taskRow(task, forceAllRequired, 'pending', 0, previous.lastVerdict);
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
function applyVerdictToProgress(progress, taskId, verdict, abandoned = false) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                // Thrashing spends every attempt at once: abandoned until the day rolls over.
                attempts: abandoned ? Math.max(task.attempts + 1, task.maxAttempts) : task.attempts + 1,
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
            const previous = state.progress;
            // Only a previous cycle with attempts spent needs its day computed (a year is 35,000 cycles).
            const newDay = previous !== undefined &&
                previous.tasks.some((task) => task.attempts > 0) &&
                (0,_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarDay */ .$6)(previous.startedAt, options.timeZone) !== state.score.today.date;
            const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .initCycleProgress */ .Ad)(event.tasks, previous, {
                cycle: event.cycle,
                startedAt: event.at,
                forceAllRequired: (0,_score_tiers_js__WEBPACK_IMPORTED_MODULE_6__/* .forcesAllRequired */ .jL)((0,_score_tiers_js__WEBPACK_IMPORTED_MODULE_6__/* .penaltyTier */ .mv)(score, target)),
                ...(newDay ? { newDay } : {}),
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
                    ? (0,_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .applyVerdictToProgress */ .ow)(state.progress, event.taskId, event.verdict, event.abandoned === true)
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
            task.attempts = event.abandoned
                ? Math.max(task.attempts + 1, task.maxAttempts)
                : task.attempts + 1;
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


/***/ })

};
