export const id = 465;
export const ids = [465];
export const modules = {

/***/ 8324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ writeLedger)
/* harmony export */ });
/* unused harmony export stateBranch */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _core_ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2558);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4146);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4544);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2249);
/**
 * Writing the ledger: merge every copy of the state (the branch's commit, the working tree, the
 * remote's head), append new events by id, replay from the earliest month that changed, and make
 * exactly one commit holding the changed state files — then push it, and when the remote moved,
 * start over on the new head so that concurrent writers all land and no event is lost or doubled.
 */








const MAX_ATTEMPTS = 40;
/** Refusals by a remote that did not move before the push is given up as refused for good. */
const MAX_REFUSALS = 3;
/** The branch state lives on. A detached HEAD with nothing configured is an input error. */
async function stateBranch(repo, config, branch) {
    const name = branch ?? config.stateBranch ?? (await repo.currentBranch());
    if (!name)
        throw detachedHead();
    return name;
}
function detachedHead() {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('HEAD is detached and no state branch is configured: pass --branch or set stateBranch in .heartbeat/config.json');
}
/**
 * Appends the planner's events to the ledger on the state branch in one commit. The planner sees
 * the state of every copy merged (local branch, working tree, remote head) and runs again each
 * time the write has to start over, so what it decides always fits the head it lands on.
 */
async function writeLedger(target, planner) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_6__/* .Repo */ .l.open(target.cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(repo.root);
    const current = await repo.currentBranch();
    const branch = target.branch ?? config.stateBranch ?? current;
    if (!branch)
        throw detachedHead();
    const remote = target.remote ?? 'origin';
    const options = { timeZone: config.timeZone };
    const paths = (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .statePaths */ .mt)(config.stateDir);
    const ref = `refs/heads/${branch}`;
    let refusals = 0;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        if (attempt > 0)
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.floor(Math.random() * 40 * Math.min(attempt, 8)) + 10);
        const warnings = [];
        const checkedOut = current === branch;
        const localHead = await repo.resolve(ref);
        const remoteHead = target.push ? await repo.fetchBranch(remote, branch) : undefined;
        // The commit to build on: the remote's head when pushing (local work merges into it).
        let base = localHead;
        const otherParents = [];
        if (remoteHead && remoteHead !== localHead) {
            if (!localHead || (await repo.isAncestor(localHead, remoteHead)))
                base = remoteHead;
            else if (!(await repo.isAncestor(remoteHead, localHead))) {
                await ensureOnlyStateDiverged(repo, remoteHead, localHead, config.stateDir, branch);
                base = remoteHead;
                otherParents.push(localHead);
            }
        }
        const stores = [
            await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .commitSource */ .nv)(repo, base, config.stateDir), config.stateDir),
        ];
        for (const commit of [localHead, remoteHead]) {
            if (commit && commit !== base)
                stores.push(await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .commitSource */ .nv)(repo, commit, config.stateDir), config.stateDir));
        }
        const worktree = checkedOut
            ? await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .dirSource */ .v9)(repo.root, config.stateDir), config.stateDir)
            : undefined;
        if (worktree)
            stores.push(worktree);
        const baseStore = stores[0];
        const ledger = await MergedLedger.load(stores);
        const snapshot = await ledger.replay(options, undefined);
        const plan = await planner({ repo, config, branch, state: snapshot.state });
        if ('skip' in plan) {
            await settleCopies(repo, {
                ref,
                localHead,
                base,
                merged: otherParents.length > 0,
                checkedOut,
                ledgerIsBase: !ledger.differsFromBase(),
                stateDir: config.stateDir,
            });
            return {
                result: plan.skip,
                commit: undefined,
                branch,
                pushed: false,
                retries: attempt,
                warnings,
            };
        }
        const merge = await ledger.add(plan.events);
        const ids = new Set(plan.events.map((event) => event.id));
        const replayed = await ledger.replay(options, ids);
        const { message, result } = plan.finish({
            state: replayed.state,
            added: merge.added,
            conflicts: merge.conflicts,
            before: replayed.before,
            after: replayed.after,
        });
        // Every state file as the merged ledger implies it; the commit holds those that changed.
        const desired = await ledger.files(paths, replayed);
        for (const [path, text] of plan.files ?? [])
            desired.set(path, text);
        const files = new Map();
        for (const [path, text] of desired) {
            if ((await baseStore.source.read(path)) !== text)
                files.set(path, text);
        }
        if (files.size === 0 && otherParents.length === 0 && base === localHead) {
            await settleCopies(repo, {
                ref,
                localHead,
                base,
                merged: false,
                checkedOut,
                ledgerIsBase: true,
                stateDir: config.stateDir,
            });
            return { result, commit: undefined, branch, pushed: false, retries: attempt, warnings };
        }
        const commit = files.size === 0 && otherParents.length === 0 && base
            ? base
            : await repo.commitFiles({ base, files, message, otherParents });
        if (target.push) {
            const push = await repo.push(remote, commit, branch);
            if (!push.pushed) {
                // A remote that moved lost us a race: start over on its new head. One that refused
                // without moving (a hook, a protected branch, no permission) will refuse again.
                const now = await repo.remoteHead(remote, branch).catch(() => remoteHead);
                if (now === remoteHead && (refusals += 1) >= MAX_REFUSALS) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${remote} refused the push to ${branch} (${MAX_REFUSALS} times, without moving): ${push.reason}`);
                }
                continue;
            }
        }
        // Bring the local branch (and the checkout, when it is this branch) up to the new commit.
        const moved = await moveLocalBranch(repo, {
            ref,
            from: localHead,
            to: commit,
            // A commit built straight on the local head changed exactly `files`.
            changed: base === localHead && otherParents.length === 0 ? [...files.keys()] : undefined,
            stateDir: config.stateDir,
            worktree: worktree && { store: worktree, desired },
        });
        if (!moved.ok) {
            if (!target.push)
                continue; // another local writer moved the branch: start over
            warnings.push(moved.warning);
        }
        return { result, commit, branch, pushed: !!target.push, retries: attempt, warnings };
    }
    throw new Error(`could not write the ledger on ${branch} after ${MAX_ATTEMPTS} attempts: the branch kept moving`);
}
/**
 * A write with nothing to commit still leaves every copy whole. A writer killed after moving the
 * branch but before writing or staging the state files leaves the checkout behind the branch:
 * when the ledger holds nothing the branch lacks, its state files are restored from the branch
 * (working tree and index). A local branch left behind the remote's head (a writer killed after
 * its push) moves up to it.
 */
async function settleCopies(repo, copies) {
    const { ref, localHead, base } = copies;
    if (copies.checkedOut) {
        if (base !== localHead || !copies.ledgerIsBase)
            return;
        const derived = ['ledger', 'checkpoints', 'score.json', 'progress.json'];
        const stale = await repo.differingFromHead(derived.map((p) => `${copies.stateDir}/${p}`));
        await repo.restoreFromHead(stale);
    }
    else if (base && base !== localHead && !copies.merged) {
        // Compare-and-swap: another local writer that moved it meanwhile wins.
        await repo.updateRef(ref, base, localHead).catch(() => undefined);
    }
}
/** Diverged histories are merged only when the local side changed nothing but state. */
async function ensureOnlyStateDiverged(repo, remoteHead, localHead, stateDir, branch) {
    const mergeBase = (await repo.raw(['merge-base', remoteHead, localHead]).catch(() => '')).trim();
    const changed = mergeBase
        ? await repo.changedPaths(mergeBase, localHead)
        : (await repo.raw(['ls-tree', '-r', '-z', '--name-only', localHead]))
            .split('\0')
            .filter((path) => path.length > 0);
    const outside = changed.filter((path) => !path.startsWith(`${stateDir}/`));
    if (outside.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${branch} has diverged from the remote outside ${stateDir}/ (${outside.slice(0, 3).join(', ')}): pull or rebase it first`);
    }
}
/**
 * Moves `ref` from `from` to `to` (compare-and-swap). When the branch is checked out, the state
 * files in the working tree and the index follow, and nothing else of the user's work is touched;
 * if `to` also changed files outside the state folder (the remote moved), git fast-forwards.
 */
async function moveLocalBranch(repo, move) {
    if (move.from === move.to && !move.worktree)
        return { ok: true };
    const changed = move.changed ?? (move.from ? await repo.changedPaths(move.from, move.to) : undefined);
    const onlyState = !changed || changed.every((path) => path.startsWith(`${move.stateDir}/`));
    if (move.worktree && !onlyState) {
        if (await repo.fastForward(move.to))
            return { ok: true };
        return {
            ok: false,
            warning: `pushed, but the checkout could not fast-forward to ${move.to.slice(0, 12)}: run git pull`,
        };
    }
    if (move.from !== move.to) {
        try {
            await repo.updateRef(move.ref, move.to, move.from);
        }
        catch {
            return {
                ok: false,
                warning: `${move.ref} moved meanwhile; it was left as it is (the state commit is ${move.to.slice(0, 12)})`,
            };
        }
    }
    if (move.worktree) {
        const write = new Map();
        for (const [path, text] of move.worktree.desired) {
            if ((await move.worktree.store.source.read(path)) !== text)
                write.set(path, text);
        }
        await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .writeStateFiles */ .AV)(repo.root, write);
        const stage = [...new Set([...write.keys(), ...(changed ?? move.worktree.desired.keys())])];
        await repo.stagePaths(stage);
    }
    return { ok: true };
}
/** Every copy of the ledger merged by event id, month by month, parsed only where needed. */
class MergedLedger {
    stores;
    months;
    constructor(stores, months) {
        this.stores = stores;
        this.months = months;
    }
    static async load(stores) {
        const [base] = stores;
        const months = new Map();
        const all = [...new Set(stores.flatMap((store) => store.months))].sort();
        for (const month of all) {
            // Copies are compared by blob id: an untouched month is neither read nor parsed.
            const baseId = base?.months.includes(month) ? await segmentId(base, month) : undefined;
            let differs = false;
            for (const store of stores.slice(1)) {
                if (store.months.includes(month) && (await segmentId(store, month)) !== baseId) {
                    differs = true;
                }
            }
            let events;
            if (differs) {
                const copies = [];
                for (const store of stores) {
                    if (store.months.includes(month))
                        copies.push(await store.segment(month));
                }
                events = (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeLedgers */ .dR)(...copies).events;
            }
            months.set(month, { baseId, events, text: undefined });
        }
        return new MergedLedger(stores, months);
    }
    /** Adds new events by id (a recorded copy wins); reports which were new and which conflicted. */
    async add(events) {
        const added = [];
        const conflicts = [];
        const byMonth = new Map();
        for (const event of events) {
            const month = (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .ledgerMonth */ .kQ)(event);
            byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
        }
        for (const [month, monthEvents] of byMonth) {
            const merged = (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeLedgers */ .dR)(await this.monthEvents(month), monthEvents);
            added.push(...merged.added);
            conflicts.push(...merged.conflicts);
            const copy = this.months.get(month) ?? {
                baseId: undefined,
                events: undefined,
                text: undefined,
            };
            this.months.set(month, { ...copy, events: merged.events, text: undefined });
        }
        const sorted = [...this.months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        this.months.clear();
        for (const [month, copy] of sorted)
            this.months.set(month, copy);
        return { added, conflicts };
    }
    /** The merged events of a month (the base copy's, parsed on first use). */
    async monthEvents(month) {
        const copy = this.months.get(month);
        if (!copy)
            return [];
        if (!copy.events) {
            const base = this.stores[0];
            copy.events = base?.months.includes(month) ? await base.segment(month) : [];
        }
        return copy.events;
    }
    /** Whether any month of the merged ledger differs from the base copy. */
    differsFromBase() {
        return [...this.months.keys()].some((month) => this.changed(month));
    }
    /** Whether a month's merged text differs from the base copy. */
    changed(month) {
        const copy = this.months.get(month);
        if (!copy?.events)
            return false;
        copy.text ??= (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeLedger */ .CE)(copy.events);
        return (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .gitBlobId */ .tK)(copy.text) !== copy.baseId;
    }
    /**
     * Replays from the checkpoint of the earliest month that differs from the base (at least the
     * last month, so the state is always there), capturing the state around the `watch` events.
     */
    async replay(options, watch) {
        const months = [...this.months.keys()];
        let start = months.findIndex((month) => this.changed(month));
        if (start < 0)
            start = Math.max(0, months.length - 1);
        // Resume from the nearest month with a checkpoint (a month new to the ledger has none yet).
        const base = this.stores[0];
        while (start > 0 && !base?.checkpoint(months[start]))
            start -= 1;
        const from = start > 0 ? base?.checkpoint(months[start]) : undefined;
        const checkpoints = new Map();
        const before = new Map();
        const after = new Map();
        let state = from;
        for (const month of months.slice(start)) {
            if (state && month !== months[0])
                checkpoints.set(month, state);
            for (const event of await this.monthEvents(month)) {
                if (watch?.has(event.id))
                    before.set(event.id, state);
                state = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_5__/* .applyLedgerEvent */ .E_)(state, event, options);
                if (watch?.has(event.id))
                    after.set(event.id, state);
            }
        }
        return { state, checkpoints, before, after, startMonth: months[start] };
    }
    /** The state files the merged ledger implies for the months that may have changed. */
    async files(paths, replayed) {
        const files = new Map();
        // Months never loaded are the base copy, unchanged; only loaded months can differ.
        for (const [month, copy] of this.months) {
            if (copy.events)
                files.set(paths.segment(month), (copy.text ??= (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeLedger */ .CE)(copy.events)));
        }
        for (const [month, checkpoint] of replayed.checkpoints) {
            files.set(paths.checkpoint(month), (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .stateJson */ .mE)(_core_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayStateSchema */ .i4.parse(checkpoint)));
        }
        if (replayed.state) {
            files.set(paths.score, (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .stateJson */ .mE)(_core_model_js__WEBPACK_IMPORTED_MODULE_4__/* .ScoreStateSchema */ .jx.parse(replayed.state.score)));
            if (replayed.state.progress) {
                files.set(paths.progress, (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .stateJson */ .mE)(_core_model_js__WEBPACK_IMPORTED_MODULE_4__/* .CycleProgressSchema */ .Pj.parse(replayed.state.progress)));
            }
        }
        return files;
    }
}
/** A store's segment id: git's when it has one, else computed from the file. */
async function segmentId(store, month) {
    const id = store.segmentIds.get(month);
    if (id !== undefined)
        return id;
    const text = await store.segmentText(month);
    return text === undefined ? undefined : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_7__/* .gitBlobId */ .tK)(text);
}


/***/ }),

/***/ 2706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ parseNow)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/** The `now` every time-dependent command takes: validated once, then passed down. */

/** `now` as a canonical UTC ISO-8601 instant; anything else is an input error naming `--now`. */
function parseNow(now) {
    const ms = Date.parse(now);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(now) || Number.isNaN(ms)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`--now: not an ISO-8601 instant: ${JSON.stringify(now)}`);
    }
    return new Date(ms).toISOString();
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
