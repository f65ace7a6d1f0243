export const id = 472;
export const ids = [472];
export const modules = {

/***/ 3367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3190);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5562);
/**
 * `heartbeat-gate cycle [--now ISO] [--force] [--push] [--remote R] [--branch B] [--json]`:
 * run the next heartbeat cycle when it is due, as one commit with `Heartbeat-*` trailers.
 */



const USAGE = `usage: heartbeat-gate cycle [--force] [--now <ISO-8601>] [--push] [--remote <name>] [--branch <name>] [--json]

Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.
  --force           run the cycle even if it is not due yet
  --verify          first judge the ending cycle's tasks by their verify: hints (evidence:, cmd:
                    from the contract on the trusted branch, file:), scoring them in this commit
${_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .WRITE_USAGE */ .o5}`;
function formatOutcome(outcome) {
    if (!outcome.ran) {
        const wait = Math.ceil((Date.parse(outcome.nextDueAt) - Date.parse(outcome.lastCycleAt)) / 60_000);
        return (`Not due: cycle ${outcome.lastCycle} started at ${outcome.lastCycleAt}; the interval is ` +
            `${outcome.intervalMinutes} minutes, so cycle ${outcome.lastCycle + 1} is due at ` +
            `${outcome.nextDueAt} (${wait} minutes after the last). Nothing was written; --force runs it now.\n`);
    }
    const r = outcome.record;
    const verified = r.verdicts.filter((v) => v.verdict === 'verified').length;
    const lines = [
        `heartbeat: cycle ${r.cycle} — score ${r.score}/${r.target} (${r.tier})`,
        `  since the previous cycle: ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .signed */ .x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .commitLine */ .w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = {
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    async run(args, io) {
        const { values, positionals } = (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWriteArgs */ .SL)(args, {
            force: { type: 'boolean' },
            verify: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        if (positionals.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument '${positionals[0]}'`);
        const outcome = await (0,_app_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .runCycle */ .O)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .targetOptions */ .Gl)(io.cwd, values),
            now: (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .nowOption */ .aH)(values.now),
            force: values.force ?? false,
            // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
            ...(values.verify ? { sidecar: { evidence: await __webpack_require__.e(/* import() */ 565).then(__webpack_require__.bind(__webpack_require__, 4565)) } } : {}),
        });
        if (values.json) {
            const { state: _state, ...rest } = outcome;
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonOut */ .NK)(rest));
        }
        else {
            io.stdout.write(formatOutcome(outcome));
        }
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
