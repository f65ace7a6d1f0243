export const id = 327;
export const ids = [327];
export const modules = {

/***/ 871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ writeLedger)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/core/backoff.ts
/**
 * How long a writer that lost a push race waits before starting over: "full jitter" over a window
 * that doubles with each lost race up to a cap, so writers that collided spread out instead of
 * colliding again in step. Pure: the random draw is a parameter.
 */
/** The first window (ms): about one push round trip to a nearby remote. */
const RETRY_BASE_MS = 25;
/**
 * The widest window (ms). Writers that keep losing must spread over about (writers × one attempt's
 * round trips), or their attempts overlap and almost none wins (64 writers at half a second each:
 * about 30 s). A 1 s cap collapsed there: 16 writers landed 3 events a minute.
 */
const RETRY_CAP_MS = 60_000;
/**
 * The delay (ms) before attempt `attempt` (1 for the first retry), for `random` in [0, 1): a
 * uniform draw from [0, min(cap, unit · 2^(attempt-1))), where the unit is the base or, when
 * longer, `roundTripMs`, how long the lost attempt took: a loaded server or a far remote widens
 * every window in proportion, so writers spread over attempts as long as theirs.
 */
function retryDelay(attempt, random, roundTripMs = 0) {
    const unit = Math.max(RETRY_BASE_MS, Number.isFinite(roundTripMs) ? roundTripMs : 0);
    const window = Math.min(RETRY_CAP_MS, unit * 2 ** Math.max(0, attempt - 1));
    return Math.floor(Math.min(Math.max(random, 0), 0.999_999) * window);
}

// EXTERNAL MODULE: ./src/git/repo.ts
var git_repo = __webpack_require__(4134);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/git/state-store.ts
var state_store = __webpack_require__(2249);
;// CONCATENATED MODULE: ./src/git/state-branch.ts
/**
 * Moving the state branch and the copies of it a repository holds: the local branch (by
 * compare-and-swap), the checkout's state files and their index entries. Nothing else of the
 * user's work is touched.
 */




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
    const mergeBase = (await repo.raw({ args: ['merge-base'], operands: [remoteHead, localHead] }).catch(() => '')).trim();
    const changed = mergeBase
        ? await repo.changedPaths(mergeBase, localHead)
        : (await repo.raw({ args: ['ls-tree', '-r', '-z', '--name-only'], operands: [localHead] }))
            .split('\0')
            .filter((path) => path.length > 0);
    const outside = changed.filter((path) => !path.startsWith(`${stateDir}/`));
    if (outside.length > 0) {
        throw new errors/* InputError */.dz(`${branch} has diverged from the remote outside ${stateDir}/ (${outside.slice(0, 3).join(', ')}): pull or rebase it first`);
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
    // Only a checkout needs to know what changed (a ref alone just moves).
    const changed = move.changed ??
        (move.worktree && move.from ? await repo.changedPaths(move.from, move.to) : undefined);
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
        const originals = new Map();
        for (const [path, text] of move.worktree.desired) {
            const original = await move.worktree.store.source.read(path);
            if (original !== text) {
                write.set(path, text);
                originals.set(path, original);
            }
        }
        const stage = [...new Set([...write.keys(), ...(changed ?? move.worktree.desired.keys())])];
        try {
            await (0,state_store/* writeStateFiles */.AV)(repo.root, write);
            await repo.stagePaths(stage);
        }
        catch (error) {
            // The branch goes back to where it was, so that the index (still the old state) and the
            // branch agree again: the user's next `git commit` cannot revert the event.
            await rollBack(repo, move, originals);
            throw checkoutFailure(error, repo.root, move);
        }
    }
    return { ok: true };
}
/** Puts the ref and the files a failed checkout update touched back as they were (best effort). */
async function rollBack(repo, move, originals) {
    if (move.from !== move.to) {
        await (move.from ? repo.updateRef(move.ref, move.from, move.to) : repo.deleteRef(move.ref, move.to)).catch(() => undefined);
    }
    for (const [path, text] of originals) {
        await (text === undefined
            ? (0,external_node_fs_promises_.rm)((0,external_node_path_.join)(repo.root, path), { force: true })
            : (0,state_store/* writeStateFiles */.AV)(repo.root, new Map([[path, text]]))).catch(() => undefined);
    }
}
/** Why the checkout could not follow, naming the path, and what became of the event. */
function checkoutFailure(error, root, move) {
    const outcome = move.pushed
        ? `the event is on the remote (${move.to.slice(0, 12)}) but the checkout was left as it was; fix this and run the command again`
        : 'nothing was recorded';
    const { code, path, message } = error;
    if (typeof code === 'string' && path) {
        const shown = (0,external_node_path_.relative)(root, path) || path;
        const reason = code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'not writable' : code;
        return new errors/* InputError */.dz(`cannot write ${shown} (${code}: ${reason}): ${outcome}`, shown);
    }
    const gitSaid = message
        .split('\n')
        .map((line) => line
        .replace(/^git \S+ failed \(\d+\):\s*/, '')
        .replace(/^(fatal|error):\s*/, '')
        .trim())
        .find((line) => line !== '');
    return new errors/* InputError */.dz(`git could not update the index: ${gitSaid ?? 'unknown error'}: ${outcome}`);
}

// EXTERNAL MODULE: ./src/core/ledger.ts
var ledger = __webpack_require__(2558);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
// EXTERNAL MODULE: ./src/core/replay.ts + 1 modules
var replay = __webpack_require__(6008);
;// CONCATENATED MODULE: ./src/app/merged-ledger.ts
/**
 * Every copy of the state's ledger (the branch's commit, the working tree, the remote's head)
 * merged by event id month by month, replayed from the earliest month that changed, and the
 * state files that replay implies. Copies are compared by blob id, so untouched months are
 * neither read nor parsed.
 */




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
                events = (0,ledger/* mergeLedgers */.dR)(...copies).events;
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
            const month = (0,ledger/* ledgerMonth */.kQ)(event);
            byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
        }
        for (const [month, monthEvents] of byMonth) {
            const merged = (0,ledger/* mergeLedgers */.dR)(await this.monthEvents(month), monthEvents);
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
        copy.text ??= (0,ledger/* serializeLedger */.CE)(copy.events);
        return (0,state_store/* gitBlobId */.tK)(copy.text) !== copy.baseId;
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
                state = (0,replay/* applyLedgerEvent */.E_)(state, event, options);
                if (watch?.has(event.id))
                    after.set(event.id, state);
            }
        }
        return { state, checkpoints, before, after };
    }
    /** The state files the merged ledger implies for the months that may have changed. */
    async files(paths, replayed) {
        const files = new Map();
        // Months never loaded are the base copy, unchanged; only loaded months can differ.
        for (const [month, copy] of this.months) {
            if (copy.events)
                files.set(paths.segment(month), (copy.text ??= (0,ledger/* serializeLedger */.CE)(copy.events)));
        }
        for (const [month, checkpoint] of replayed.checkpoints) {
            files.set(paths.checkpoint(month), (0,state_store/* stateJson */.mE)(ledger/* ReplayStateSchema */.i4.parse(checkpoint)));
        }
        if (replayed.state) {
            files.set(paths.score, (0,state_store/* stateJson */.mE)(model/* ScoreStateSchema */.jx.parse(replayed.state.score)));
            if (replayed.state.progress) {
                files.set(paths.progress, (0,state_store/* stateJson */.mE)(model/* CycleProgressSchema */.Pj.parse(replayed.state.progress)));
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
    return text === undefined ? undefined : (0,state_store/* gitBlobId */.tK)(text);
}

;// CONCATENATED MODULE: ./src/app/state-folds.ts
/** Where writers that lost a race publish their commit, one ref per state folder. */
const PENDING_REFS = 'refs/heartbeat-gate/pending';
/** At most this many pending commits go on one push (each is a commit in one fast-import). */
const MAX_FOLDS = 64;
/** A pending commit's message longer than this is not folded (it is the writer's to push). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Room for a commit's header lines (tree, parents, author, committer, a signature). */
const MAX_HEADER_BYTES = 16 * 1024;
/** The pending ref of a state folder: the folder's path in hex, so any folder is a valid ref. */
function pendingRef(stateDir) {
    return `${PENDING_REFS}/${Buffer.from(stateDir, 'utf8').toString('hex')}`;
}
/**
 * The folder a pending ref's name (the part after the prefix) stands for, when it is a folder of
 * the same shape as `ownDir` other than `ownDir`: same number of segments, same first segment,
 * `agents` where it has `agents`, each a plain name. Anything else (a parent folder, a path
 * outside the state, odd names) is never folded.
 */
function pendingFolder(name, ownDir) {
    if (!/^(?:[0-9a-f]{2}){1,256}$/.test(name))
        return undefined;
    const dir = Buffer.from(name, 'hex').toString('utf8');
    const own = ownDir.split('/');
    const segments = dir.split('/');
    if (dir === ownDir || segments.length !== own.length || segments[0] !== own[0])
        return undefined;
    const plain = (segment) => /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/.test(segment);
    // A team's folders keep their literal `agents` step (stateDirFor), so a team writer never
    // folds a folder of its depth inside another repository's folder (`…/b/ledger/x`).
    const sameSteps = segments.every((segment, i) => own[i] !== 'agents' || segment === 'agents');
    return sameSteps && segments.slice(1).every(plain) ? dir : undefined;
}
/**
 * A pending commit's author line as fast-import takes it: a name and an email without angle
 * brackets or control characters, seconds, a zone of at most ±14:00. Anything else would stop
 * the writer's whole fast-import, so such a commit is not folded.
 */
const FOLDABLE_AUTHOR = /^author ([^<>\p{Cc}]+ <[^<>\p{Cc}]*> \d{1,12} [+-](?:0\d{3}|1[0-3]\d{2}|1400))$/mu;
/** The folders above `dir` (`a/b/c` → `a`, `a/b`). */
const ancestors = (dir) => dir
    .split('/')
    .slice(0, -1)
    .map((_, n, segments) => segments.slice(0, n + 1).join('/'));
/**
 * The pending commits fetched under `fetched` (a local ref folder) that go on `head`: each a
 * commit whose folder's tree differs from `head`'s while its parent's equals it (so it only
 * adds, on what the head still holds), where `head` holds a folder or nothing at that path and
 * above it (a fold never turns a file into a folder). Three git processes, however many there
 * are; the cap counts only foldable ones, so junk refs cannot crowd out the others.
 */
async function pendingFolds(repo, options) {
    const candidates = (await repo.refsUnder(`${options.fetched}/`))
        .map(({ ref, object }) => ({
        object,
        dir: pendingFolder(ref.slice(options.fetched.length + 1), options.ownDir),
    }))
        .filter((c) => c.dir !== undefined);
    const above = ancestors(options.ownDir).length;
    const per = 4 + above;
    const named = await repo.objectsNamed(candidates.flatMap(({ object, dir }) => [
        object,
        `${object}:${dir}`,
        `${object}^:${dir}`,
        `${options.head}:${dir}`,
        ...ancestors(dir).map((folder) => `${options.head}:${folder}`),
    ]));
    const isFolderOrNothing = (named) => !named || named.type === 'tree';
    const chosen = candidates
        .flatMap(({ object, dir }, n) => {
        const [commit, tree, parentTree, headTree, ...headAbove] = named.slice(per * n, per * n + per);
        const adds = commit?.type === 'commit' &&
            // Sized before it is read: a huge commit object is not loaded to find its message long.
            commit.size <= MAX_MESSAGE_BYTES + MAX_HEADER_BYTES &&
            tree?.type === 'tree' &&
            parentTree?.object === headTree?.object &&
            tree.object !== headTree?.object &&
            isFolderOrNothing(headTree) &&
            headAbove.every(isFolderOrNothing);
        return adds ? [{ object, dir, tree: tree.object }] : [];
    })
        .slice(0, MAX_FOLDS);
    const texts = await repo.readCommits(chosen.map((c) => c.object));
    const folds = [];
    for (const { object, dir, tree } of chosen) {
        const text = texts.get(object);
        const blank = text?.indexOf('\n\n') ?? -1;
        if (text === undefined || blank < 0)
            continue;
        const author = FOLDABLE_AUTHOR.exec(text.slice(0, blank))?.[1];
        const message = text.slice(blank + 2);
        if (!author || Buffer.byteLength(message) > MAX_MESSAGE_BYTES)
            continue;
        folds.push({ dir, tree, message, author });
    }
    return folds;
}

// EXTERNAL MODULE: ./src/app/state-verify.ts
var state_verify = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/app/ledger-writer.ts
/**
 * Writing the ledger: merge every copy of the state (the branch's commit, the working tree, the
 * remote's head), append new events by id, replay from the earliest month that changed, and make
 * exactly one commit holding the changed state files — then push it, and when the remote moved,
 * start over on the new head so that concurrent writers all land and no event is lost or doubled.
 */











/** Attempts (lost races included) before a write gives up; its event stays safe to replay. */
const DEFAULT_ATTEMPTS = 40;
/** Refusals by a remote that did not move before the push is given up as refused for good. */
const MAX_REFUSALS = 3;
/** Git's empty tree: what a commit's folder is compared with when there was no commit. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/**
 * True when the commits from `from` to `to` changed nothing under `stateDir` (one git process):
 * the folder is then byte for byte the one the lost commit was built and verified on.
 */
async function folderUnchanged(repo, from, to, stateDir) {
    return (await repo.changedPaths(from ?? EMPTY_TREE, to, stateDir)).length === 0;
}
/** The planner's events merged, its commit message and result, and the state files that change. */
async function plannedFiles(ledger, plan, options, paths, baseStore) {
    const merge = await ledger.add(plan.events);
    const ids = new Set(plan.events.map((event) => event.id));
    const replayed = await ledger.replay(options, ids);
    const finished = plan.finish({
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
    return { finished, desired, files };
}
function detachedHead() {
    return new errors/* InputError */.dz('HEAD is detached and no state branch is configured: pass --branch or set stateBranch in .heartbeat/config.json');
}
/**
 * Appends the planner's events to the ledger on the state branch in one commit. The planner sees
 * the state of every copy merged (local branch, working tree, remote head) and runs again each
 * time the write has to start over, so what it decides always fits the head it lands on.
 */
async function writeLedger(target, planner) {
    const repo = await git_repo.Repo.open(target.cwd);
    try {
        return await write(repo, target, planner);
    }
    catch (error) {
        throw asInputError(error, repo.root);
    }
}
/**
 * File-system and git failures become input errors naming the path (exit 2, no stack trace,
 * no credentials); anything else is a bug and stays as it is.
 */
function asInputError(error, root) {
    if (error instanceof errors/* InputError */.dz || !(error instanceof Error))
        return error;
    const code = error.code;
    const path = error.path;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && path) {
        const shown = (0,external_node_path_.relative)(root, path) || path;
        return new errors/* InputError */.dz(`cannot access ${shown} (${code}): nothing was recorded`, shown);
    }
    const git = (0,git_repo.gitFailure)(error);
    if (git !== undefined) {
        return new errors/* InputError */.dz(`git failed (${(0,git_repo.redactUrlCredentials)(git)}): nothing was recorded`);
    }
    return error;
}
/** `target.publish`, else `git push` (fast-forward only). */
async function pushCommit(repo, target, commit) {
    if (target.publish) {
        const { commit: built, parents, branch, remote, message } = commit;
        return target.publish({ repo, commit: built, parents, branch, remote, message });
    }
    const push = await repo.push(commit.remote, commit.commit, commit.branch, commit.pending);
    return push.pushed ? { pushed: true, commit: commit.commit } : push;
}
async function write(repo, target, planner) {
    const loaded = target.config ?? (await (0,src_config/* loadConfig */.Z9)(repo.root));
    const config = (0,src_config/* configForAgent */.zA)(loaded, target.agent, target.repository);
    const agent = (0,src_config/* isTeam */.IJ)(loaded) ? target.agent : undefined;
    const everyAgentLogin = (0,src_config/* allAgentLogins */.JD)(loaded);
    const shared = target.repository !== undefined;
    // A shared state repository's branch is never this repository's own branch of the same name.
    const current = shared ? undefined : await repo.currentBranch();
    const branch = target.branch ?? config.stateBranch ?? current;
    if (!branch) {
        throw shared
            ? new errors/* InputError */.dz("--repository writes to the state repository's branch: pass --branch or set stateBranch in .heartbeat/config.json")
            : detachedHead();
    }
    const remote = target.remote ?? 'origin';
    const planFor = (state) => planner({ repo, config, agent, everyAgentLogin, branch, state });
    const options = {
        timeZone: config.timeZone,
        ...(target.feedback ? { feedback: target.feedback } : {}),
    };
    const paths = (0,state_store/* statePaths */.mt)(config.stateDir);
    const ref = shared
        ? `refs/heartbeat-gate/shared/${(0,git_repo.remoteKey)(remote)}/${branch}`
        : `refs/heads/${branch}`;
    let refusals = 0;
    let lastRefusal;
    let lostRace;
    /** The head the last refused push was built on: a remote still there refused, not raced. */
    let refusedOn;
    const noteRefusal = (reason, pushedOn) => {
        lastRefusal = reason;
        refusedOn = { head: pushedOn };
    };
    const verified = await state_verify/* VerifiedCommits */.n$.open(repo, config.stateDir);
    if (current === branch)
        await (0,state_store/* removeStaleTempFiles */.Fh)(repo.root, config.stateDir);
    const attempts = target.attempts ?? DEFAULT_ATTEMPTS;
    // Folding other writers' lost commits (state-folds.ts) is asked for, and for plain git pushes:
    // the Action builds only on what it trusts and publishes through GitHub, which signs it.
    const folding = !!target.foldPending && !target.publish && !target.trustedBase;
    const fetchedPending = `refs/heartbeat-gate/fetched-pending/${(0,git_repo.remoteKey)(remote)}`;
    /**
     * Pushes `commit`, built on `head` and only in this writer's folder: when folding, with the
     * foldable pending commits on top and published under its own pending ref whether or not the
     * push wins. `own` is what the write reports: its commit when others' were folded on top of
     * it, else the one that landed (`publish` may land another).
     */
    const pushFolding = async (push) => {
        const folds = folding && push.head
            ? await pendingFolds(repo, {
                fetched: fetchedPending,
                head: push.head,
                ownDir: config.stateDir,
            })
            : [];
        const pushed = await pushCommit(repo, target, {
            commit: await repo.commitFolderChain(push.commit, folds),
            parents: push.parents, // read by `publish` alone, which never folds
            branch,
            remote,
            message: push.message,
            ...(folding ? { pending: { commit: push.commit, ref: pendingRef(config.stateDir) } } : {}),
        });
        if (!pushed.pushed)
            return pushed;
        return { ...pushed, own: folds.length > 0 ? push.commit : pushed.commit };
    };
    let attemptStarted = 0;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (attempt > 0)
            await (0,promises_.setTimeout)(retryDelay(attempt, Math.random(), Date.now() - attemptStarted));
        attemptStarted = Date.now();
        const warnings = [];
        const checkedOut = current === branch;
        const localHead = await repo.resolve(ref);
        // The other writers' published lost commits come with the same fetch: every push carries them.
        const alsoPending = folding ? { refs: `${PENDING_REFS}/*`, into: fetchedPending } : undefined;
        const remoteHead = target.push
            ? await repo.fetchBranch(remote, branch, alsoPending)
            : undefined;
        // The next attempt's fetch tells a lost race (the remote moved) from a refusal (a hook, a
        // protected branch, no permission), which will refuse again: no extra round trip to ask.
        if (refusedOn && refusedOn.head === remoteHead && (refusals += 1) >= MAX_REFUSALS) {
            throw new errors/* PushRefusedError */.zG(`${remote} refused the push to ${branch} (${MAX_REFUSALS} times, without moving): ${lastRefusal ?? ''}`);
        }
        refusedOn = undefined;
        const trusted = remoteHead && target.trustedBase ? await target.trustedBase(remoteHead) : remoteHead;
        if (trusted && target.trustedBase)
            verified.add(trusted); // verified when it was chosen
        // A lost race against writers of other folders costs one diff and one commit, not a rebuild:
        // the folder is unchanged, so the commit's files go on top of the new head as they are.
        const lost = lostRace;
        lostRace = undefined;
        if (lost && remoteHead && trusted === remoteHead && localHead === lost.localHead) {
            const unchanged = await folderUnchanged(repo, lost.base, remoteHead, config.stateDir);
            // A folder equal to the lost commit's: another writer folded it in (or the push landed
            // though its answer was lost). The events are recorded; nothing to write.
            const landed = !unchanged && (await folderUnchanged(repo, lost.commit, remoteHead, config.stateDir));
            if (unchanged || landed) {
                let head = remoteHead;
                let commit = remoteHead;
                if (unchanged) {
                    const rebased = await repo.commitFiles({
                        base: remoteHead,
                        files: lost.files,
                        message: lost.message,
                    });
                    const push = await pushFolding({
                        commit: rebased,
                        head: remoteHead,
                        parents: [remoteHead],
                        message: lost.message,
                    });
                    if (!push.pushed) {
                        noteRefusal(push.reason, remoteHead);
                        lostRace = { ...lost, base: remoteHead, commit: rebased };
                        continue;
                    }
                    head = push.commit;
                    commit = push.own;
                }
                verified.add(head);
                const moved = await moveLocalBranch(repo, {
                    ref,
                    from: localHead,
                    to: head,
                    changed: undefined,
                    stateDir: config.stateDir,
                    worktree: undefined,
                    pushed: true,
                });
                const warnings = moved.ok ? [] : [moved.warning];
                await verified.save();
                return {
                    result: lost.result,
                    commit,
                    branch,
                    pushed: true,
                    retries: attempt,
                    warnings,
                };
            }
        }
        if (remoteHead && trusted !== remoteHead) {
            // The remote's head is not to be built on: only the trusted state counts, and the commit
            // goes on top of the head (a fast-forward) with the trusted tree.
            const store = await (0,state_store/* loadStateStore */.Dw)((0,state_store/* commitSource */.nv)(repo, trusted, config.stateDir), config.stateDir);
            const ledger = await MergedLedger.load([store]);
            const snapshot = await ledger.replay(options, undefined);
            const plan = await planFor(snapshot.state);
            let outcome;
            if ('skip' in plan) {
                outcome = {
                    message: `heartbeat: restore the state of ${trusted?.slice(0, 12) ?? 'no commit'} over ${remoteHead.slice(0, 12)}\n`,
                    result: plan.skip,
                    files: new Map(),
                };
            }
            else {
                const planned = await plannedFiles(ledger, plan, options, paths, store);
                outcome = { ...planned.finished, files: planned.files };
            }
            const built = await repo.commitFiles({
                base: remoteHead,
                restore: { dir: config.stateDir, from: trusted, keep: [`${config.stateDir}/config.json`] },
                files: outcome.files,
                message: outcome.message,
            });
            const push = await pushCommit(repo, target, {
                commit: built,
                parents: [remoteHead],
                branch,
                remote,
                message: outcome.message,
            });
            if (!push.pushed) {
                noteRefusal(push.reason, remoteHead);
                continue;
            }
            const commit = push.commit;
            verified.add(commit);
            // The local copy follows as on every other path (a checkout's files would not: left alone).
            if (!checkedOut) {
                const moved = await moveLocalBranch(repo, {
                    ref,
                    from: localHead,
                    to: commit,
                    changed: undefined,
                    stateDir: config.stateDir,
                    worktree: undefined,
                    pushed: true,
                });
                if (!moved.ok)
                    warnings.push(moved.warning);
            }
            await verified.save();
            return { result: outcome.result, commit, branch, pushed: true, retries: attempt, warnings };
        }
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
        // Every copy is verified before anything is built on it (each commit once per write).
        const commitStores = new Map();
        for (const commit of [base, localHead, remoteHead]) {
            if (!commit || commitStores.has(commit))
                continue;
            // verifyCheckout compares every segment of the checkout with the local head's.
            const segments = checkedOut && commit === localHead;
            const store = await (0,state_store/* loadStateStore */.Dw)((0,state_store/* commitSource */.nv)(repo, commit, config.stateDir, { segments }), config.stateDir);
            if (!verified.has(commit)) {
                await (0,state_verify/* verifyStateCommit */.oZ)(repo, config, commit, store);
                verified.add(commit);
            }
            commitStores.set(commit, store);
        }
        const stores = [
            base
                ? commitStores.get(base)
                : await (0,state_store/* loadStateStore */.Dw)((0,state_store/* commitSource */.nv)(repo, undefined, config.stateDir), config.stateDir),
        ];
        for (const commit of [localHead, remoteHead]) {
            if (commit && commit !== base && stores.every((store) => store !== commitStores.get(commit)))
                stores.push(commitStores.get(commit));
        }
        const worktree = checkedOut
            ? await (0,state_store/* loadStateStore */.Dw)((0,state_store/* dirSource */.v9)(repo.root, config.stateDir), config.stateDir)
            : undefined;
        if (worktree) {
            const head = localHead
                ? commitStores.get(localHead)
                : stores[0];
            await (0,state_verify/* verifyCheckout */.aq)(config, head, worktree);
            stores.push(worktree);
        }
        const baseStore = stores[0];
        const ledger = await MergedLedger.load(stores);
        const snapshot = await ledger.replay(options, undefined);
        const plan = await planFor(snapshot.state);
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
        const planned = await plannedFiles(ledger, plan, options, paths, baseStore);
        const { message, result } = planned.finished;
        const { desired, files } = planned;
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
        let commit = files.size === 0 && otherParents.length === 0 && base
            ? base
            : await repo.commitFiles({ base, files, message, otherParents });
        verified.add(commit); // built from verified copies
        // The branch's new head: the commit, or with folds the last folded commit on top of it.
        let head = commit;
        if (target.push) {
            // A commit built on the remote's head alone, outside a checkout, can be re-parented; with
            // --fold-pending it carries the foldable lost commits from its first attempt on, and is
            // published for the others to carry, so a writer is carried before it ever lost a race.
            const reparentable = base === remoteHead &&
                otherParents.length === 0 &&
                !checkedOut &&
                [...files.keys()].every((p) => p.startsWith(`${config.stateDir}/`));
            const parents = [...(base ? [base] : []), ...otherParents];
            const push = commit === remoteHead
                ? { pushed: true, commit, own: commit }
                : reparentable
                    ? await pushFolding({ commit, head: remoteHead, parents, message })
                    : await pushCommit(repo, target, { commit, parents, branch, remote, message }).then((plain) => (plain.pushed ? { ...plain, own: plain.commit } : plain));
            if (!push.pushed) {
                // A remote that moved lost us a race: start over on its new head. One that refused
                // without moving (a hook, a protected branch, no permission) will refuse again.
                noteRefusal(push.reason, remoteHead);
                if (reparentable)
                    lostRace = { base, commit, localHead, files, message, result };
                continue;
            }
            head = push.commit;
            commit = push.own;
            verified.add(head);
        }
        // Bring the local branch (and the checkout, when it is this branch) up to the new commit.
        const moved = await moveLocalBranch(repo, {
            ref,
            from: localHead,
            to: head,
            // A commit built straight on the local head changed exactly `files`.
            changed: base === localHead && otherParents.length === 0 && head === commit
                ? [...files.keys()]
                : undefined,
            stateDir: config.stateDir,
            worktree: worktree && { store: worktree, desired },
            pushed: !!target.push,
        });
        if (!moved.ok) {
            if (!target.push)
                continue; // another local writer moved the branch: start over
            warnings.push(moved.warning);
        }
        await verified.save();
        return { result, commit, branch, pushed: !!target.push, retries: attempt, warnings };
    }
    if (refusedOn && refusals + 1 >= MAX_REFUSALS) {
        // The last refusal is told from a race the way the next attempt's fetch would have.
        const now = await repo.remoteHead(remote, branch).catch(() => refusedOn?.head);
        if (now === refusedOn.head) {
            throw new errors/* PushRefusedError */.zG(`${remote} refused the push to ${branch} (${MAX_REFUSALS} times, without moving): ${lastRefusal ?? ''}`);
        }
    }
    const why = `could not write the ledger on ${branch} after ${attempts} attempts: the branch kept moving`;
    if (lastRefusal === undefined)
        throw new errors/* InputError */.dz(why);
    throw new errors/* PushRefusedError */.zG(`${why}; ${remote}'s last reason: ${lastRefusal}`);
}


/***/ }),

/***/ 3478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ derivedStateFindings)
/* harmony export */ });
/* harmony import */ var _core_ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2558);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4146);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6008);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2249);




const error = (file, text) => ({
    file,
    severity: 'error',
    text: `${file}: error: ${text}`,
});
/** Ledger segments whose text is not the canonical serialization of their events. */
async function segmentFindings(store) {
    const paths = (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .statePaths */ .mt)(store.stateDir);
    const findings = [];
    for (const month of store.months) {
        const file = paths.segment(month);
        const text = (await store.segmentText(month)) ?? '';
        const canonical = (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeLedger */ .CE)(await store.segment(month));
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
    const paths = (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .statePaths */ .mt)(store.stateDir);
    const files = new Map();
    let state;
    for (const month of store.months) {
        // A checkpoint holds the state before its month; the first month starts from nothing.
        if (state)
            files.set(paths.checkpoint(month), (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .stateJson */ .mE)(_core_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .ReplayStateSchema */ .i4.parse(state)));
        state = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .replayLedger */ .z)(await store.segment(month), { timeZone: config.timeZone }, state);
    }
    if (state) {
        files.set(paths.score, (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .stateJson */ .mE)(_core_model_js__WEBPACK_IMPORTED_MODULE_1__/* .ScoreStateSchema */ .jx.parse(state.score)));
        if (state.progress) {
            files.set(paths.progress, (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .stateJson */ .mE)(_core_model_js__WEBPACK_IMPORTED_MODULE_1__/* .CycleProgressSchema */ .Pj.parse(state.progress)));
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
    const paths = (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .statePaths */ .mt)(store.stateDir);
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


/***/ }),

/***/ 4094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ lastGateCommit),
/* harmony export */   NY: () => (/* binding */ changedLedgerLines),
/* harmony export */   aq: () => (/* binding */ verifyCheckout),
/* harmony export */   n$: () => (/* binding */ VerifiedCommits),
/* harmony export */   oZ: () => (/* binding */ verifyStateCommit)
/* harmony export */ });
/* unused harmony export STATE_SUBJECT_PREFIX */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4134);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2249);
/* harmony import */ var _state_lint_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3478);





/** Every commit the gate writes on the state branch has a subject starting so. */
const STATE_SUBJECT_PREFIX = 'heartbeat: ';
/** How far back (state-touching commits) the last gate commit is looked for. */
const ANCHOR_DEPTH = 200;
/**
 * The newest commit reachable from `commit` (first parents) that changed the state folder with
 * a gate subject: the copy a hand edit after it is compared with. Undefined when there is none.
 */
async function lastGateCommit(repo, commit, stateDir) {
    const out = await repo.raw({
        args: ['log', '--first-parent', `-n${ANCHOR_DEPTH}`, '--format=%H%x1f%s'],
        operands: [commit],
        paths: [`${stateDir}/`],
    });
    for (const line of out.split('\n')) {
        const [sha = '', subject = ''] = line.split('\x1f');
        if (sha && subject.startsWith(STATE_SUBJECT_PREFIX))
            return sha;
    }
    return undefined;
}
/**
 * Ledger lines of `anchor` (a gate commit) that `store` no longer holds byte for byte. Merges
 * insert events between lines, so a line is only required to be present, not in place.
 */
async function changedLedgerLines(anchor, store, anchorName) {
    const paths = (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .statePaths */ .mt)(store.stateDir);
    const findings = [];
    for (const month of anchor.months) {
        if (anchor.segmentIds.get(month) !== undefined &&
            anchor.segmentIds.get(month) === store.segmentIds.get(month))
            continue;
        const before = ((await anchor.segmentText(month)) ?? '').split('\n').filter(Boolean);
        const now = new Set(((await store.segmentText(month)) ?? '').split('\n'));
        const missing = before.findIndex((line) => !now.has(line));
        if (missing < 0)
            continue;
        const file = paths.segment(month);
        findings.push({
            file,
            line: missing + 1,
            severity: 'error',
            text: `${file}:${missing + 1}: error: line ${missing + 1} as the gate wrote it in ${anchorName} was changed or removed (the ledger is append-only)`,
        });
    }
    return findings;
}
function refuse(where, findings) {
    const [first] = findings;
    const more = findings.length > 1 ? ` (and ${findings.length - 1} more; run heartbeat-gate lint)` : '';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`refusing to build on ${where}: ${first?.text ?? ''}${more}; restore the state the gate wrote`, first?.file);
}
/**
 * Refuses (InputError) a state commit whose ledger lost or changed a line the last gate commit
 * before it wrote, or whose derived files or checkpoints differ from a replay of its ledger.
 */
async function verifyStateCommit(repo, config, commit, store) {
    const name = commit.slice(0, 12);
    const findings = await (0,_state_lint_js__WEBPACK_IMPORTED_MODULE_4__/* .derivedStateFindings */ .P)(store, config);
    if (findings.length > 0)
        refuse(`the state in ${name}`, findings);
    const anchor = await lastGateCommit(repo, commit, config.stateDir);
    if (!anchor || anchor === commit)
        return;
    const anchorStore = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .commitSource */ .nv)(repo, anchor, config.stateDir), config.stateDir);
    const changed = await changedLedgerLines(anchorStore, store, anchor.slice(0, 12));
    if (changed.length > 0)
        refuse(`the state in ${name}`, changed);
}
/**
 * Refuses a checkout whose state files hold a change of their own: a ledger line the branch's
 * head lacks, or a derived file that is neither the head's nor a replay of the checkout's ledger.
 * A checkout left behind the branch by an interrupted write is not a change (it is restored).
 */
async function verifyCheckout(config, head, worktree) {
    const paths = (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .statePaths */ .mt)(config.stateDir);
    const findings = [];
    for (const month of worktree.months) {
        await worktree.segment(month); // a line that does not parse is named as such first
        const committed = new Set(((await head.segmentText(month)) ?? '').split('\n'));
        const lines = ((await worktree.segmentText(month)) ?? '').split('\n');
        const foreign = lines.findIndex((line) => line !== '' && !committed.has(line));
        if (foreign < 0)
            continue;
        const file = paths.segment(month);
        findings.push({
            file,
            line: foreign + 1,
            severity: 'error',
            text: `${file}:${foreign + 1}: error: uncommitted change: the line is not in the state branch's last commit`,
        });
    }
    if (findings.length > 0)
        refuse('the checkout', findings);
    const derived = [
        paths.score,
        paths.progress,
        ...[...(await worktree.source.list()).keys()].filter((path) => path.startsWith(`${config.stateDir}/checkpoints/`)),
    ];
    for (const path of derived) {
        if ((await worktree.source.read(path)) === (await head.source.read(path)))
            continue;
        // Differs from the head: fine only as the stale state of an interrupted write.
        const stale = await (0,_state_lint_js__WEBPACK_IMPORTED_MODULE_4__/* .derivedStateFindings */ .P)(worktree, config);
        if (stale.length > 0)
            refuse('the checkout (uncommitted change)', stale);
        return;
    }
}
/**
 * State commits this repository's writers verified or wrote themselves, each for one state folder,
 * kept in the git folder (`heartbeat-gate/verified`, a `<commit>\t<folder>` line each), so a write
 * on top of its own last commit does not replay the whole ledger again. A write verifies only its
 * own folder (`verifyStateCommit`), so a commit is skipped only for the folder it was verified
 * for: another agent's or repository's folder in it may be forged. Best effort: a file that
 * cannot be read or written only costs a replay, and a line without a folder (an earlier
 * version's) vouches for none.
 */
class VerifiedCommits {
    file;
    folder;
    entries;
    constructor(file, 
    /** Undefined for a folder a line cannot hold: nothing is remembered for it. */
    folder, entries) {
        this.file = file;
        this.folder = folder;
        this.entries = entries;
    }
    /** The list as seen by a write of the state folder `stateDir`. */
    static async open(repo, stateDir) {
        const file = await repo.gitPath(_git_repo_js__WEBPACK_IMPORTED_MODULE_1__.VERIFIED_COMMITS_GIT_PATH).catch(() => undefined);
        const text = file ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file, 'utf8').catch(() => '') : '';
        return new VerifiedCommits(file, /[\r\n]/.test(stateDir) ? undefined : stateDir, text.split('\n').filter((line) => /^[0-9a-f]{40}\t./.test(line)));
    }
    entry(commit) {
        return this.folder === undefined ? undefined : `${commit}\t${this.folder}`;
    }
    /** True when `commit` was verified for this write's folder. */
    has(commit) {
        const entry = this.entry(commit);
        return entry !== undefined && this.entries.includes(entry);
    }
    /** Remembers `commit` as verified for this write's folder; `save` keeps it for the next ones. */
    add(commit) {
        const entry = this.entry(commit);
        if (entry === undefined || this.entries.includes(entry))
            return;
        this.entries.push(entry);
        this.entries.splice(0, Math.max(0, this.entries.length - KEEP_VERIFIED));
    }
    /** Writes the list (only after a write committed: a refused write leaves no byte behind). */
    async save() {
        if (!this.file)
            return;
        await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .writeStateFiles */ .AV)('/', new Map([[this.file, `${this.entries.join('\n')}\n`]])).catch(() => undefined);
    }
}
/** Entries kept, every folder's together (the newest). */
const KEEP_VERIFIED = 64;


/***/ }),

/***/ 4845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isAgentCommit),
/* harmony export */   R_: () => (/* binding */ coAuthorsFromTrailers),
/* harmony export */   xC: () => (/* binding */ looksLikeAgent)
/* harmony export */ });
/* unused harmony exports sameLogin, isAgentLogin, isListedOperator, uniqueLogins, noreplyLogin, isAgentPerson */
/**
 * Who is who: the agent's logins, the operators, whether a commit is the agent's, and the people
 * named by `Co-authored-by` trailers. One home for the rule, with two deliberately different
 * strengths:
 *
 * - **Granting** (a claim, a commit or a PR counts as the agent's): only a configured login,
 *   matched exactly. GitHub logins are unique whatever their case, so case is ignored; `name` and
 *   `name[bot]` are two accounts (a user and an app) and count only when each is configured.
 * - **Refusing** (a reaction, an approval or `feedback --by` that must not come from the agent):
 *   any look-alike of an agent login is refused: other case, surrounding blanks, a `[bot]` suffix
 *   added or dropped.
 *
 * A git author *name* never identifies anyone: the agent writes whatever name it likes.
 */
/** GitHub compares logins without regard to case. */
function loginKey(login) {
    return login.trim().toLowerCase();
}
/** The broad form: lowercased, blanks trimmed, every trailing `[bot]` dropped. */
function lookAlikeKey(login) {
    let key = loginKey(login);
    while (key.endsWith('[bot]'))
        key = key.slice(0, -'[bot]'.length).trimEnd();
    return key;
}
/** Whether two logins name the same GitHub account. */
function sameLogin(a, b) {
    if (!a || !b)
        return false;
    return loginKey(a) === loginKey(b);
}
/** Whether `login` is one of the configured agent logins, exactly (grants trust). */
function isAgentLogin(login, agents) {
    if (!login || !login.trim())
        return false;
    return agents.some((agent) => sameLogin(agent, login));
}
/**
 * Whether `login` could be the agent under any guise (refuses trust): same letters in other case,
 * or with a `[bot]` suffix added or dropped.
 */
function looksLikeAgent(login, agents) {
    if (!login || !lookAlikeKey(login))
        return false;
    const key = lookAlikeKey(login);
    return agents.some((agent) => lookAlikeKey(agent) === key);
}
/** Whether `login` is listed among `operators` (the operator list grants, so it is exact). */
function isListedOperator(login, operators) {
    return operators.some((operator) => sameLogin(operator, login));
}
/** The logins of several lists, one per account (first spelling kept). */
function uniqueLogins(logins) {
    const first = new Map();
    for (const login of logins)
        if (!first.has(loginKey(login)))
            first.set(loginKey(login), login);
    return [...first.values()];
}
/** GitHub's noreply addresses carry the login: `123+name@users.noreply.github.com` (or without the id). */
function noreplyLogin(email) {
    if (!email)
        return undefined;
    const address = email.trim();
    const suffix = '@users.noreply.github.com';
    if (address.length <= suffix.length || !address.toLowerCase().endsWith(suffix))
        return undefined;
    const local = address.slice(0, -suffix.length);
    const plus = local.indexOf('+');
    const login = plus >= 0 && /^\d+$/.test(local.slice(0, plus)) ? local.slice(plus + 1) : local;
    // A login is letters, digits and hyphens, optionally with an app's `[bot]`.
    return /^[A-Za-z0-9-]+(?:\[bot\])?$/.test(login) ? login : undefined;
}
/**
 * Whether a person named on a commit is the agent: by the API's login, else by a GitHub noreply
 * address of an agent login; never by the git name.
 */
function isAgentPerson(person, agents) {
    if (!person)
        return false;
    if (person.login)
        return isAgentLogin(person.login, agents);
    return isAgentLogin(noreplyLogin(person.email), agents);
}
/**
 * Whether a commit is the agent's: its author or committer is the agent (by the API's login, or a
 * noreply address where no API speaks), or a `Co-authored-by` trailer names the agent's noreply
 * address (a co-author's name is text anyone can write).
 */
function isAgentCommit(commit, agents) {
    if (isAgentPerson(commit.author, agents) || isAgentPerson(commit.committer, agents))
        return true;
    return (commit.coAuthors ?? []).some((person) => isAgentLogin(noreplyLogin(person.email), agents));
}
/**
 * The people of `Co-authored-by` trailers, from the values of trailers already parsed (git's
 * trailer parser): `Name <email>`; scanned by hand, no backtracking on untrusted text.
 */
function coAuthorsFromTrailers(trailers) {
    return trailers
        .filter((trailer) => trailer.key.toLowerCase() === 'co-authored-by')
        .map((trailer) => {
        const value = trailer.value.trim();
        const open = value.lastIndexOf('<');
        if (open < 0 || !value.endsWith('>'))
            return { name: value, email: null };
        return { name: value.slice(0, open).trim(), email: value.slice(open + 1, -1).trim() };
    });
}


/***/ })

};
