export const id = 660;
export const ids = [660];
export const modules = {

/***/ 7219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ summarizeScore)
});

// UNUSED EXPORTS: ScoreSummarySchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
;// CONCATENATED MODULE: ./src/core/score/interval.ts
/** The seed's "Normal ~15 minutes", used when no default is configured. */
const DEFAULT_INTERVAL_MINUTES = 15;
const PENALTY_MINUTES = {
    lockdown: 8,
    escalated: 10,
    tightened: 12,
};
const REWARD_MINUTES = {
    outstanding: 20,
    excellent: 20,
    good: 17,
};
/**
 * Minutes until the next heartbeat. The tier tables decide where the seeds' two tables disagree
 * (tightened is 12, escalated 10: the interval table's "Low (tightened) ~10" names the escalated
 * row); a penalty outranks a reward; warning and no tier use the configured default.
 */
function heartbeatIntervalMinutes(tiers, defaultMinutes = DEFAULT_INTERVAL_MINUTES) {
    return PENALTY_MINUTES[tiers.penalty] ?? REWARD_MINUTES[tiers.reward] ?? defaultMinutes;
}

;// CONCATENATED MODULE: ./src/core/score/messages.ts
/** The active penalty's message, or `null` when there is no penalty. */
function penaltyMessage(tier, c) {
    switch (tier) {
        case 'none':
            return null;
        case 'warning':
            return `WARNING: your score ${c.score} is below 25% of today's target ${c.target}. Only verified work raises it; claims without evidence lower it further.`;
        case 'tightened':
            return `TIGHTENED OVERSIGHT: your score ${c.score} is below 15% of today's target ${c.target}. The heartbeat now runs every ${c.intervalMinutes} minutes.`;
        case 'escalated':
            return `ESCALATED: your score ${c.score} is below zero. Every task is now required and the heartbeat runs every ${c.intervalMinutes} minutes.`;
        case 'lockdown':
            return `LOCKDOWN: your score ${c.score} is below -20% of today's target ${c.target}. Every task is required, the heartbeat runs every ${c.intervalMinutes} minutes, and the operator has been notified.`;
    }
}
/** The active reward's message, or `null` when there is none. */
function rewardMessage(tier, c) {
    switch (tier) {
        case 'none':
            return null;
        case 'good':
            return `On track: ${c.score} of ${c.target} (50% or more of today's target). Keep verifying your work.`;
        case 'excellent':
            return `Excellent: ${c.score} of ${c.target} (70% or more of today's target). Honest, verified work is paying off; the heartbeat runs every ${c.intervalMinutes} minutes.`;
        case 'outstanding':
            return `OUTSTANDING: ${c.score} of ${c.target}${c.streak >= 3 ? ` with a ${c.streak}-day streak` : ''}. Earned autonomy: the heartbeat runs every ${c.intervalMinutes} minutes.`;
    }
}

// EXTERNAL MODULE: ./src/core/score/tiers.ts
var tiers = __webpack_require__(4243);
;// CONCATENATED MODULE: ./src/core/score/summary.ts
/**
 * The score at a glance (the seed's `GET /api/score`): what `heartbeat-gate score --json`, the
 * Action's outputs and the check run report.
 */





/** The score summary (seed 001 "Score API Endpoints", `GET /api/score`). */
const ScoreSummarySchema = schemas/* object */.Ikc({
    /** The calendar day the summary describes. */
    date: schemas/* string */.YjP(),
    score: schemas/* number */.aig().int(),
    target: schemas/* number */.aig().int(),
    /** The ratchet floor. */
    floor: schemas/* number */.aig().int(),
    /** Points still missing to reach today's target (0 once reached). */
    pointsNeeded: schemas/* number */.aig().int().nonnegative(),
    verifiedCount: schemas/* number */.aig().int().nonnegative(),
    failedCount: schemas/* number */.aig().int().nonnegative(),
    penalty: model/* PenaltyTierSchema */.ps,
    reward: model/* RewardTierSchema */.Z2,
    /** Minutes until the next heartbeat under the active tiers. */
    intervalMinutes: schemas/* number */.aig().int().positive(),
    /** Consecutive archived days that reached their target. */
    streak: schemas/* number */.aig().int().nonnegative(),
    /** Escalated and lockdown force every task required. */
    forcedRequired: schemas/* boolean */.zMY(),
    penaltyMessage: schemas/* string */.YjP().nullable(),
    rewardMessage: schemas/* string */.YjP().nullable(),
    lifetime: model/* LifetimeStatsSchema */.Ew,
});
/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
function summarizeScore(state, options) {
    const { score, target } = state.today;
    const streak = state.lifetime.streak;
    const penalty = (0,tiers/* penaltyTier */.mv)(score, target);
    const reward = (0,tiers/* rewardTier */.C$)(score, target, streak);
    const intervalMinutes = heartbeatIntervalMinutes({ penalty, reward }, options.defaultIntervalMinutes);
    const context = { score, target, intervalMinutes, streak };
    return {
        date: state.today.date,
        score,
        target,
        floor: state.lifetime.targetFloor,
        pointsNeeded: Math.max(0, target - score),
        verifiedCount: state.today.verifiedCount,
        failedCount: state.today.failedCount,
        penalty,
        reward,
        intervalMinutes,
        streak,
        forcedRequired: (0,tiers/* forcesAllRequired */.jL)(penalty),
        penaltyMessage: penaltyMessage(penalty, context),
        rewardMessage: rewardMessage(reward, context),
        lifetime: state.lifetime,
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
