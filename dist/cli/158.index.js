export const id = 158;
export const ids = [158];
export const modules = {

/***/ 4150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordFeedback),
/* harmony export */   p: () => (/* binding */ recordVerdict)
/* harmony export */ });
/* harmony import */ var _core_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4845);
/* harmony import */ var _core_score_points_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6219);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9480);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2706);





const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
function scoreLine(state) {
    return `score ${state.score.today.score}/${state.score.today.target}`;
}
/** The planned event's effects, or an input error when its id holds other content. */
function effectsOf(event, effects) {
    if (effects.conflicts.includes(event.id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`event id ${event.id} is already recorded with other content; pass another --id`);
    }
    const state = effects.state;
    if (!state)
        throw new Error('the ledger replayed to nothing after an append');
    const added = effects.added.some((e) => e.id === event.id);
    return { state, added };
}
/** Records the verifier's verdict on a task of the current cycle. */
async function recordVerdict(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ state, branch }) => {
        const progress = state?.progress;
        if (!state || !progress) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('no cycle has started yet: run heartbeat-gate cycle first');
        }
        const task = progress.tasks.find((t) => t.taskId === options.taskId);
        if (!task) {
            const known = progress.tasks.map((t) => t.taskId).join(', ') || 'none';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`task_id: ${options.taskId} is not a task of cycle ${progress.cycle} (its tasks: ${known})`);
        }
        if (Date.parse(now) < Date.parse(progress.startedAt)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`--now: ${now} is before cycle ${progress.cycle} started (${progress.startedAt})`);
        }
        const event = {
            id: options.id ?? `verdict:${progress.cycle}:${task.taskId}`,
            at: now,
            kind: 'verdict',
            taskId: task.taskId,
            verdict: options.verdict,
            groundTruthContradiction: options.contradiction ?? false,
            // Judged as the cycle counts it: a penalty tier may have forced it required.
            required: task.required,
            ...(options.evidence !== undefined ? { evidence: options.evidence } : {}),
        };
        const unchanged = () => ({
            event,
            recorded: false,
            delta: 0,
            score: state.score.today.score,
            target: state.score.today.target,
            commit: undefined,
            branch,
            pushed: false,
            retries: 0,
            warnings: [],
        });
        // Verdicts since the last cycle are in the state, whatever month they fell in.
        const earlier = state.sinceLastCycle.verdicts.find((v) => v.id === event.id);
        if (earlier) {
            if (earlier.verdict === event.verdict &&
                earlier.groundTruthContradiction === event.groundTruthContradiction) {
                return { skip: unchanged() };
            }
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${event.id}: task ${task.taskId} already has the verdict ${earlier.verdict}${earlier.groundTruthContradiction ? ' (contradiction)' : ''} in cycle ${progress.cycle}; pass --id to record another`);
        }
        return {
            events: [event],
            finish(effects) {
                const { state: after, added } = effectsOf(event, effects);
                const delta = added ? (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_0__/* .pointsForVerdict */ .k4)(event) : 0;
                const flag = event.groundTruthContradiction ? ' contradiction' : '';
                const message = `heartbeat: verdict ${event.taskId} ${event.verdict}${flag} (${signed(delta)}) — ${scoreLine(after)}\n\n` +
                    `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
                return {
                    message,
                    result: {
                        ...unchanged(),
                        recorded: added,
                        delta,
                        score: after.score.today.score,
                        target: after.score.today.target,
                    },
                };
            },
        };
    });
    return { ...write.result, ...writeFields(write) };
}
/** Records an operator's 👍 / 👎 (the seed's POST /api/score/feedback). */
async function recordFeedback(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ config, state, branch }) => {
        if (options.by !== undefined && (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .looksLikeAgent */ .xC)(options.by, config.agents)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`--by: ${options.by} is (or looks like) an agent login; an agent's own feedback never counts`);
        }
        const event = {
            id: options.id ?? `feedback:${now}:${options.direction}${options.by ? `:${options.by}` : ''}`,
            at: now,
            kind: 'feedback',
            direction: options.direction,
            ...(options.by !== undefined ? { by: options.by } : {}),
            ...(options.source !== undefined ? { source: options.source } : {}),
        };
        const unchanged = (s) => ({
            event,
            recorded: false,
            delta: 0,
            score: s?.score.today.score ?? 0,
            target: s?.score.today.target ?? 0,
            commit: undefined,
            branch,
            pushed: false,
            retries: 0,
            warnings: [],
        });
        const earlier = state?.sinceLastCycle.feedback.find((f) => f.id === event.id);
        if (earlier) {
            if (earlier.direction === event.direction)
                return { skip: unchanged(state) };
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`--id: ${event.id} is already recorded as 👍/👎 ${earlier.direction}`);
        }
        return {
            events: [event],
            finish(effects) {
                const { state: after, added } = effectsOf(event, effects);
                const delta = added ? (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_0__/* .pointsForFeedback */ ._h)(event.direction) : 0;
                const message = `heartbeat: feedback ${event.direction} (${signed(delta)}) — ${scoreLine(after)}\n\n` +
                    `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
                return {
                    message,
                    result: {
                        ...unchanged(after),
                        recorded: added,
                        delta,
                        score: after.score.today.score,
                        target: after.score.today.target,
                    },
                };
            },
        };
    });
    return { ...write.result, ...writeFields(write) };
}
function writeFields(write) {
    return {
        commit: write.commit,
        pushed: write.pushed,
        retries: write.retries,
        warnings: write.warnings,
    };
}


/***/ }),

/***/ 6590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4150);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5562);
/**
 * `heartbeat-gate feedback up|down [--id source-id] [--by login]`: an operator's 👍 / 👎 (the
 * seed's POST /api/score/feedback); prints the points delta and the new score.
 */



const USAGE = `usage: heartbeat-gate feedback up|down [--id <source id>] [--by <login>] [--now <ISO-8601>] [--push] [--json]

Records an operator's thumbs up (+3) or thumbs down (-10) and prints the delta and the new score.
  --id <source id>  the reaction or comment id; the same id twice is recorded once
  --by <login>      the operator (an agent login from the configuration is refused)
${_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .WRITE_USAGE */ .o5}`;
const command = {
    summary: "record an operator's thumbs up (+3) or down (-10); prints the delta and the new score",
    async run(args, io) {
        const { values, positionals } = (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWriteArgs */ .SL)(args, {
            id: { type: 'string' },
            by: { type: 'string' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const [direction, extra] = positionals;
        if (direction !== 'up' && direction !== 'down') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(direction === undefined
                ? 'expected up or down'
                : `'${direction}' is not a direction: expected up or down`);
        }
        if (extra !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument '${extra}'`);
        for (const name of ['id', 'by']) {
            if (values[name] !== undefined && values[name].trim() === '')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`--${name}: empty`);
        }
        const result = await (0,_app_record_js__WEBPACK_IMPORTED_MODULE_0__/* .recordFeedback */ .H)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .targetOptions */ .Gl)(io.cwd, values),
            now: (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .nowOption */ .aH)(values.now),
            direction,
            ...(values.id !== undefined ? { id: values.id } : {}),
            ...(values.by !== undefined ? { by: values.by } : {}),
        });
        if (values.json) {
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonOut */ .NK)(result));
            return 0;
        }
        io.stdout.write(result.recorded
            ? `feedback ${direction}: ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .signed */ .x8)(result.delta)} → score ${result.score}/${result.target}\n${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .commitLine */ .w_)(result)}\n`
            : `feedback ${direction} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`);
        return 0;
    },
};


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   SL: () => (/* binding */ parseWriteArgs),
/* harmony export */   aH: () => (/* binding */ nowOption),
/* harmony export */   o5: () => (/* binding */ WRITE_USAGE),
/* harmony export */   w_: () => (/* binding */ commitLine),
/* harmony export */   x8: () => (/* binding */ signed)
/* harmony export */ });
/* unused harmony export WRITE_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2706);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Options shared by the commands that write state (cycle, verdict, feedback): where the state
 * commit goes (`--branch`, `--push`, `--remote`), `--now`, `--json`, and how a write is reported.
 */



const WRITE_OPTIONS = {
    now: { type: 'string' },
    push: { type: 'boolean' },
    remote: { type: 'string' },
    branch: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name>   the remote to push to (default: origin)
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --json            print the result as JSON
`;
/** Parses a writing command's arguments; a malformed command line is a UsageError (exit 2). */
function parseWriteArgs(args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args,
            options: { ...WRITE_OPTIONS, ...options },
            strict: true,
            allowPositionals: true,
        });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
/** `--now` as a canonical instant (the clock when absent). */
function nowOption(value) {
    return value === undefined ? new Date().toISOString() : (0,_app_time_js__WEBPACK_IMPORTED_MODULE_1__/* .parseNow */ .A)(value);
}
/** Where the state commit goes. */
function targetOptions(cwd, values) {
    return {
        cwd,
        push: values.push ?? false,
        ...(values.remote !== undefined ? { remote: values.remote } : {}),
        ...(values.branch !== undefined ? { branch: values.branch } : {}),
    };
}
/** One line saying where the write went. */
function commitLine(write) {
    const warnings = write.warnings.map((warning) => `\nwarning: ${warning}`).join('');
    if (!write.commit)
        return `Nothing changed on ${write.branch}: the event was already recorded.${warnings}`;
    const pushed = write.pushed
        ? `, pushed${write.retries > 0 ? ` after ${write.retries} retr${write.retries === 1 ? 'y' : 'ies'} (the remote moved)` : ''}`
        : '';
    return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** A value as pretty JSON with a trailing newline. */
function jsonOut(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
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

/***/ 4134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ Repo)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4724);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3916);
/**
 * The git operations heartbeat-gate needs, through simple-git. State commits are built with
 * plumbing (a private index, `commit-tree`, a compare-and-swap `update-ref`) so that a cycle never
 * touches the user's index or staged work and never runs the user's commit hooks.
 */







const LOG_FORMAT = '--format=%H%x1f%cI%x1f%an%x1f%ae%x1f%B';
function toCommitRecord(record) {
    const [sha = '', date = '', author = '', authorEmail = '', message = ''] = record.split('\x1f');
    return { sha, date, author, authorEmail, message };
}
const execFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/** The identity state commits use where git has none configured. */
function identityFallback() {
    const name = 'heartbeat-gate';
    const email = 'heartbeat-gate@users.noreply.github.com';
    return {
        GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? name,
        GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? email,
        GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? name,
        GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? email,
    };
}
const ZERO_OID = '0000000000000000000000000000000000000000';
/** A repository on disk. */
class Repo {
    root;
    git;
    constructor(root, git) {
        this.root = root;
        this.git = git;
    }
    /** Opens the repository containing `dir`; not a repository is an InputError. */
    static async open(dir) {
        let root;
        try {
            root = (await (0,simple_git__WEBPACK_IMPORTED_MODULE_5__/* .simpleGit */ .Lp)({ baseDir: dir }).revparse(['--show-toplevel'])).trim();
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(`${dir}: not inside a git repository`, dir);
        }
        return new Repo(root, (0,simple_git__WEBPACK_IMPORTED_MODULE_5__/* .simpleGit */ .Lp)({ baseDir: root }));
    }
    /** Runs git with the given arguments and returns its standard output. */
    async raw(args, env) {
        if (!env)
            return this.git.raw(args);
        // simple-git guards explicit environments (it refuses many inherited variables); a private
        // index (GIT_INDEX_FILE) or a fallback identity is all we add, so run git directly for those.
        const { stdout } = await execFileAsync('git', args, {
            cwd: this.root,
            env: { ...process.env, ...env },
            maxBuffer: 256 * 1024 * 1024,
        });
        return stdout;
    }
    /** The checked-out branch, or undefined when HEAD is detached. */
    async currentBranch() {
        try {
            const ref = (await this.raw(['symbolic-ref', '-q', 'HEAD'])).trim();
            return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** The commit a revision names, or undefined when it does not exist (e.g. an unborn branch). */
    async resolve(rev) {
        try {
            return ((await this.raw(['rev-parse', '-q', '--verify', `${rev}^{commit}`])).trim() || undefined);
        }
        catch {
            return undefined;
        }
    }
    /** Files under `dir` in a commit, with their blob ids. */
    async listTree(commit, dir) {
        const out = await this.raw(['ls-tree', '-r', '-z', commit, '--', `${dir}/`]);
        return out
            .split('\0')
            .filter((line) => line.length > 0)
            .map((line) => {
            const [meta = '', path = ''] = line.split('\t');
            return { path, blob: meta.split(' ')[2] ?? '' };
        })
            .filter((entry) => entry.blob.length > 0);
    }
    blobs = new Map();
    /** The text of a blob (blobs are immutable, so each is read once). */
    readBlob(blob) {
        let text = this.blobs.get(blob);
        if (!text)
            this.blobs.set(blob, (text = this.run(['cat-file', 'blob', blob])));
        return text;
    }
    /** Reads many blobs with one git process (`cat-file --batch`), so later reads are free. */
    async prefetchBlobs(ids) {
        const wanted = [...new Set(ids)].filter((id) => !this.blobs.has(id));
        if (wanted.length === 0)
            return;
        const read = this.runBytes(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` }).then((out) => {
            // Each answer: "<id> blob <size>\n<size bytes>\n".
            const texts = new Map();
            let at = 0;
            while (at < out.length) {
                const eol = out.indexOf(0x0a, at);
                const [id = '', type, size] = out.subarray(at, eol).toString('utf8').split(' ');
                if (type !== 'blob')
                    throw new Error(`git cat-file --batch: ${id} is ${type ?? 'missing'}`);
                const start = eol + 1;
                texts.set(id, out.subarray(start, start + Number(size)).toString('utf8'));
                at = start + Number(size) + 1;
            }
            return texts;
        });
        for (const id of wanted) {
            this.blobs.set(id, read.then((texts) => texts.get(id) ?? this.run(['cat-file', 'blob', id])));
        }
        await read;
    }
    /**
     * Commits `base`'s tree with `files` (repository-relative path → text) replaced or added, as a
     * child of `base` (a root commit without one). Nothing outside the object store changes.
     */
    async commitFiles(options) {
        const scratch = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'heartbeat-gate-commit-'));
        try {
            const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, 'index') };
            const paths = [...options.files.keys()];
            const blobFiles = await Promise.all(paths.map(async (path, n) => {
                const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, `blob-${n}`);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, options.files.get(path) ?? '');
                return file;
            }));
            // One git for all blobs, one for the index: a cycle is a handful of processes, not dozens.
            const blobs = blobFiles.length
                ? (await this.run(['hash-object', '-w', '--stdin-paths'], { input: blobFiles.join('\n') }))
                    .trim()
                    .split('\n')
                : [];
            await this.run(options.base ? ['read-tree', options.base] : ['read-tree', '--empty'], {
                env,
            });
            const entries = paths.map((path, n) => `100644 ${blobs[n]}\t${path}\n`).join('');
            if (entries)
                await this.run(['update-index', '--add', '--index-info'], { env, input: entries });
            const tree = (await this.run(['write-tree'], { env })).trim();
            const parents = [...(options.base ? [options.base] : []), ...(options.otherParents ?? [])];
            const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent])];
            try {
                return (await this.run(args, { input: options.message })).trim();
            }
            catch (error) {
                // Machines without an identity (CI runners, fresh containers) get heartbeat-gate's.
                if (!/identity|tell me who you are|empty ident/i.test(error.message))
                    throw error;
                return (await this.run(args, { input: options.message, env: identityFallback() })).trim();
            }
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(scratch, { recursive: true, force: true });
        }
    }
    /** Runs git with optional extra environment and standard input; rejects on a non-zero exit. */
    async run(args, options = {}) {
        return (await this.runBytes(args, options)).toString('utf8');
    }
    /** `run`, returning standard output as bytes. */
    runBytes(args, options = {}) {
        return new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
                cwd: this.root,
                env: options.env ? { ...process.env, ...options.env } : process.env,
            });
            const out = [];
            const err = [];
            child.stdout.on('data', (chunk) => out.push(chunk));
            child.stderr.on('data', (chunk) => err.push(chunk));
            child.on('error', reject);
            child.on('close', (code) => {
                if (code === 0)
                    resolve(Buffer.concat(out));
                else {
                    const stderr = Buffer.concat(err).toString('utf8').trim();
                    reject(new Error(`git ${args[0]} failed (${code}): ${stderr}`));
                }
            });
            // A git that exits without reading its input closes the pipe; its exit status tells.
            child.stdin.on('error', () => undefined);
            if (options.input === undefined)
                child.stdin.end();
            else
                child.stdin.end(options.input);
        });
    }
    /** Moves `ref` to `to` only if it still points at `from` (undefined: must not exist yet). */
    async updateRef(ref, to, from) {
        await this.raw(['update-ref', ref, to, from ?? ZERO_OID]);
    }
    /** Stages the working-tree content of exactly these paths (the user's other staged work stays). */
    async stagePaths(paths) {
        if (paths.length > 0)
            await this.raw(['update-index', '--add', '--', ...paths]);
    }
    /** Tracked files under `paths` whose index or working-tree copy differs from HEAD. */
    async differingFromHead(paths) {
        const status = await this.raw([
            'status',
            '--porcelain=v1',
            '-z',
            '--untracked-files=no',
            '--no-renames',
            '--',
            ...paths,
        ]);
        return status
            .split('\0')
            .filter((entry) => entry.length > 3)
            .map((entry) => entry.slice(3));
    }
    /** Puts HEAD's copy of `paths` back in the index and the working tree. */
    async restoreFromHead(paths) {
        if (paths.length > 0)
            await this.raw(['restore', '--source=HEAD', '--staged', '--worktree', '--', ...paths]);
    }
    /** Paths that differ between two commits (under `dir` when given). */
    async changedPaths(from, to, dir) {
        const args = ['diff-tree', '-r', '-z', '--name-only', '--no-renames', from, to];
        const out = await this.raw(dir ? [...args, '--', `${dir}/`] : args);
        return out.split('\0').filter((path) => path.length > 0);
    }
    /** True when `ancestor` is reachable from `commit`. */
    async isAncestor(ancestor, commit) {
        // The answer is the exit status alone, which simple-git does not report (exit 1 with an
        // empty stderr resolves), so ask git directly.
        try {
            await execFileAsync('git', ['merge-base', '--is-ancestor', ancestor, commit], {
                cwd: this.root,
            });
            return true;
        }
        catch {
            return false;
        }
    }
    /** Whether this is a shallow clone (actions/checkout's default `fetch-depth: 1`). */
    async isShallow() {
        return (await this.raw(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
    }
    /** Fetches the history a shallow clone lacks from `remote`. */
    async unshallow(remote) {
        await this.raw(['fetch', '-q', '--no-tags', '--unshallow', remote]);
    }
    /** Fast-forwards the checked-out branch and working tree to `commit`; false if it cannot. */
    async fastForward(commit) {
        try {
            await this.raw(['merge', '--ff-only', '-q', commit]);
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * Fetches `branch` from `remote` into `refs/remotes/<remote>/<branch>` and returns its head,
     * or undefined when the remote has no such branch yet.
     */
    async fetchBranch(remote, branch) {
        if ((await this.remoteHead(remote, branch)) === undefined)
            return undefined;
        const tracking = `refs/remotes/${remote}/${branch}`;
        await this.raw(['fetch', '-q', '--no-tags', remote, `+refs/heads/${branch}:${tracking}`]);
        return this.resolve(tracking);
    }
    /** The commit `remote`'s `branch` points at now (no fetch), or undefined when it has none. */
    async remoteHead(remote, branch) {
        const heads = await this.raw(['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
        return heads.trim().split(/\s/, 1)[0] || undefined;
    }
    /**
     * Pushes `commit` to `remote`'s `branch` (fast-forward only). When the remote refuses, the
     * answer carries what git and the remote said, one line.
     */
    async push(remote, commit, branch) {
        try {
            await this.raw(['push', '-q', remote, `${commit}:refs/heads/${branch}`]);
        }
        catch (error) {
            const reason = error.message
                .split('\n')
                .map((line) => line.trim())
                .filter((line) => line !== '' && !line.startsWith('To ') && !line.startsWith('hint:'))
                .join(' / ');
            return { pushed: false, reason };
        }
        await this.raw(['update-ref', `refs/remotes/${remote}/${branch}`, commit]);
        return { pushed: true };
    }
    /** Commits reachable from `rev` whose message starts with `subjectPrefix`, newest first. */
    async log(rev, subjectPrefix) {
        const records = [];
        await this.forEachLogRecord(rev, subjectPrefix, (record) => records.push(record));
        return records;
    }
    /**
     * `log`, handing each record to `visit` as git writes it, so that reading a long history
     * overlaps git walking it. A throw from `visit` stops git and rejects.
     */
    forEachLogRecord(rev, subjectPrefix, visit) {
        const args = ['log', '-z', LOG_FORMAT, `--grep=^${subjectPrefix}`, rev, '--'];
        return new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
                cwd: this.root,
                // Into a pipe git flushes after every commit unless told not to: 10,000 commits were
                // 5,000 reads of a few hundred bytes each, rather than ~900 full ones.
                env: { ...process.env, GIT_FLUSH: '0' },
                stdio: ['ignore', 'pipe', 'pipe'],
            });
            // Bytes of the record git is still writing (it may span many chunks).
            let partial = [];
            let failure;
            const emit = (bytes, start, end) => {
                const record = bytes.toString('utf8', start, end);
                if (record.trim().length > 0)
                    visit(toCommitRecord(record));
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
            });
            child.stderr.on('data', (chunk) => err.push(chunk));
            child.on('error', reject);
            child.on('close', (code) => {
                if (failure !== undefined)
                    return reject(failure);
                if (code !== 0) {
                    const stderr = Buffer.concat(err).toString('utf8').trim();
                    return reject(new Error(`git log failed (${code}): ${stderr}`));
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
}


/***/ })

};
