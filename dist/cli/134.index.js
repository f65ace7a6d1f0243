export const id = 134;
export const ids = [134];
export const modules = {

/***/ 4134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Repo: () => (/* binding */ Repo),
/* harmony export */   VERIFIED_COMMITS_GIT_PATH: () => (/* binding */ VERIFIED_COMMITS_GIT_PATH),
/* harmony export */   gitFailure: () => (/* binding */ gitFailure),
/* harmony export */   httpAuthEnvironment: () => (/* binding */ httpAuthEnvironment),
/* harmony export */   pushRefusalReason: () => (/* binding */ pushRefusalReason),
/* harmony export */   redactUrlCredentials: () => (/* binding */ redactUrlCredentials),
/* harmony export */   remoteKey: () => (/* binding */ remoteKey),
/* harmony export */   trackingRef: () => (/* binding */ trackingRef)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4724);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3916);
/* harmony import */ var _log_reader_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9448);
/**
 * The git operations heartbeat-gate needs, through simple-git. State commits are built with
 * plumbing (a private index, `commit-tree`, a compare-and-swap `update-ref`) so that a cycle never
 * touches the user's index or staged work and never runs the user's commit hooks.
 */









const execFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_5__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/**
 * Where `remote`'s `branch` is tracked: `refs/remotes/<remote>/<branch>` for a configured remote's
 * name; for a URL or a path (no valid ref component), a folder named by a hash of it, so any
 * remote has a tracking ref and two remotes never share one.
 */
function trackingRef(remote, branch) {
    if (/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(remote))
        return `refs/remotes/${remote}/${branch}`;
    return `refs/heartbeat-gate/remotes/${remoteKey(remote)}/${branch}`;
}
/**
 * Environment variables that make every git this process starts authenticate to `url` (and only
 * to it) with `token`, as an HTTP header: the token is never in a URL, an argument or a file,
 * so no git message or error can carry it. An empty header first resets any header a
 * less specific URL set (actions/checkout persists one for the whole server).
 */
function httpAuthEnvironment(env, url, token) {
    const count = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10) || 0;
    const key = `http.${url}.extraheader`;
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
    return {
        GIT_CONFIG_COUNT: String(count + 2),
        [`GIT_CONFIG_KEY_${count}`]: key,
        [`GIT_CONFIG_VALUE_${count}`]: '',
        [`GIT_CONFIG_KEY_${count + 1}`]: key,
        [`GIT_CONFIG_VALUE_${count + 1}`]: header,
    };
}
/** A short, stable, ref-safe name for a remote URL or path. */
function remoteKey(remote) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(remote).digest('hex').slice(0, 16);
}
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
/** What git said when a git command failed (first line), or undefined for any other error. */
function gitFailure(error) {
    if (!(error instanceof Error))
        return undefined;
    const own = /^git (\S+) failed \(\d+\): ([^\n]*)/.exec(error.message);
    if (own)
        return `${own[1]}: ${own[2]}`;
    if (error instanceof simple_git__WEBPACK_IMPORTED_MODULE_6__/* .GitError */ .XS)
        return error.message.trim().split('\n')[0] ?? '';
    return undefined;
}
/** Hides the credentials of every URL in `text` (`https://user:token@host` → `https://***@host`). */
function redactUrlCredentials(text) {
    // The character class stops at '/', '@' and spaces, so each scheme is scanned once.
    return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@');
}
/**
 * The remote's own reason from git's output of a refused push, said once: the `remote:` lines
 * (git prefixes each one, and GitHub's own text may carry another), else the reason in git's
 * `! [rejected]` line, else git's error. Credentials in URLs are hidden.
 */
function pushRefusalReason(output) {
    // `run`'s failure starts with `git push failed (<code>): ` before git's own first line.
    const lines = output
        .split('\n')
        .map((line) => line.replace(/^git push failed \(\d+\):\s*/, '').trim());
    const remote = [];
    for (const line of lines) {
        if (!/^remote:/i.test(line))
            continue;
        const text = line.replace(/^(remote:\s*)+/i, '').trim();
        if (text && !remote.includes(text))
            remote.push(text);
    }
    const rejected = lines
        .map((line) => /^! \[(?:remote )?rejected\][^(]*\((.*)\)$/.exec(line)?.[1])
        .find((reason) => reason !== undefined);
    const fallback = lines.find((line) => /^(fatal|error):/.test(line));
    const reason = remote.length > 0
        ? remote.join(' / ')
        : (rejected ?? fallback ?? lines.find((line) => line !== '') ?? 'no reason given');
    return redactUrlCredentials(reason);
}
const ZERO_OID = '0000000000000000000000000000000000000000';
/**
 * The answers of `git cat-file --batch`: "<id> <type> <size>\n<size bytes>\n" each, or
 * "<name> missing\n" (type `missing`, no body) for a name that names nothing.
 */
function* batchAnswers(out) {
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        const [id = '', type = 'missing', size] = out.subarray(at, eol).toString('utf8').split(' ');
        const start = eol + 1;
        if (size === undefined) {
            yield { id, type, body: Buffer.alloc(0) };
            at = start;
            continue;
        }
        yield { id, type, body: out.subarray(start, start + Number(size)) };
        at = start + Number(size) + 1;
    }
}
/** Where a write remembers the state commits it verified, inside the git folder. */
const VERIFIED_COMMITS_GIT_PATH = 'heartbeat-gate/verified';
/** A repository on disk. */
class Repo {
    root;
    git;
    opened;
    constructor(root, git, 
    /** What git answered when the repository was opened (each git process costs a write). */
    opened = {
        gitPaths: new Map(),
    }) {
        this.root = root;
        this.git = git;
        this.opened = opened;
    }
    /**
     * Opens the repository containing `dir`; not a repository is an InputError. The one git process
     * also answers the checked-out branch and where verified commits are kept, which every write
     * asks next; on an unborn branch (no HEAD commit to name) they are asked when needed.
     */
    static async open(dir) {
        const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_6__/* .simpleGit */ .Lp)({ baseDir: dir });
        const args = ['--show-toplevel', '--git-path', VERIFIED_COMMITS_GIT_PATH];
        const [root = '', verified = '', head = ''] = (await git.revparse([...args, '--symbolic-full-name', 'HEAD']).catch(() => '')).split('\n');
        if (root && verified && head) {
            return new Repo(root, (0,simple_git__WEBPACK_IMPORTED_MODULE_6__/* .simpleGit */ .Lp)({ baseDir: root }), {
                gitPaths: new Map([[VERIFIED_COMMITS_GIT_PATH, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(dir, verified)]]),
                headRef: head,
            });
        }
        let top;
        try {
            top = (await git.revparse(['--show-toplevel'])).trim();
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .dz(`${dir}: not inside a git repository`, dir);
        }
        return new Repo(top, (0,simple_git__WEBPACK_IMPORTED_MODULE_6__/* .simpleGit */ .Lp)({ baseDir: top }));
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
    /** The absolute path of `name` inside the git folder (`git rev-parse --git-path`). */
    async gitPath(name) {
        const known = this.opened.gitPaths.get(name);
        if (known !== undefined)
            return known;
        const path = (await this.raw(['rev-parse', '--git-path', name])).trim();
        return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(this.root, path);
    }
    /**
     * The branch checked out when the repository was opened, or undefined when HEAD was detached.
     */
    async currentBranch() {
        let ref = this.opened.headRef;
        try {
            ref ??= (await this.raw(['symbolic-ref', '-q', 'HEAD'])).trim();
        }
        catch {
            return undefined;
        }
        return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
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
            const texts = new Map();
            for (const { id, type, body } of batchAnswers(out)) {
                if (type !== 'blob')
                    throw new Error(`git cat-file --batch: ${id} is ${type}`);
                texts.set(id, body.toString('utf8'));
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
        const scratch = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'heartbeat-gate-commit-'));
        try {
            const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(scratch, 'index') };
            const paths = [...options.files.keys()];
            const blobFiles = await Promise.all(paths.map(async (path, n) => {
                const file = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(scratch, `blob-${n}`);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(file, options.files.get(path) ?? '');
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
            if (options.restore)
                await this.restoreDir(options.restore, options.base, env);
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
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(scratch, { recursive: true, force: true });
        }
    }
    /** Replaces the index's files under `dir` (but `keep`) by those of commit `from`. */
    async restoreDir(restore, base, env) {
        const kept = (path) => restore.keep.includes(path);
        const drop = (base ? await this.listTree(base, restore.dir) : []).filter((e) => !kept(e.path));
        const take = (restore.from ? await this.listTree(restore.from, restore.dir) : []).filter((e) => !kept(e.path));
        const lines = [
            ...drop.map((e) => `0 ${'0'.repeat(40)}\t${e.path}\n`),
            ...take.map((e) => `100644 ${e.blob}\t${e.path}\n`),
        ].join('');
        if (lines)
            await this.run(['update-index', '--index-info'], { env, input: lines });
    }
    /** Runs git with optional extra environment and standard input; rejects on a non-zero exit. */
    async run(args, options = {}) {
        return (await this.runBytes(args, options)).toString('utf8');
    }
    /** `run`, returning standard output as bytes. */
    async runBytes(args, options = {}) {
        const { code, stdout, stderr } = await this.exit(args, options);
        if (code === 0)
            return stdout;
        throw new Error(`git ${args[0]} failed (${code}): ${stderr.toString('utf8').trim()}`);
    }
    /** Runs git to its exit, whatever the status: the status, standard output and error. */
    exit(args, options = {}) {
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
            child.on('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }));
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
    /** Deletes `ref` only if it still points at `from` (compare-and-swap). */
    async deleteRef(ref, from) {
        await this.raw(['update-ref', '-d', ref, from]);
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
     * Fetches `branch` from `remote` into its tracking ref (`refs/remotes/<remote>/<branch>` for a
     * named remote, see trackingRef) and returns its head, or undefined when the remote has no such
     * branch yet.
     */
    async fetchBranch(remote, branch, 
    /** Also these refs (a refspec's source pattern, `refs/x/*`) into `into` (`refs/y`). */
    also) {
        // Talking to a remote runs git directly (not through simple-git, which drops every ambient
        // GIT_* variable), so credentials given as GIT_CONFIG_* (httpAuthEnvironment) reach it.
        // One fetch, no `ls-remote` first: a round trip fewer for every writer racing on a branch.
        const tracking = trackingRef(remote, branch);
        // `--prune` with them: a ref gone from the remote goes here too, so a remote ref that now
        // sits below a name it had (`x` → `x/y`) cannot clash with the old one and fail the fetch.
        const prune = also ? ['--prune'] : [];
        const extra = also ? [`+${also.refs}:${also.into}/*`] : [];
        try {
            await this.run([
                'fetch',
                '-q',
                '--no-tags',
                ...prune,
                remote,
                `+refs/heads/${branch}:${tracking}`,
                ...extra,
            ]);
        }
        catch (error) {
            if (/couldn't find remote ref/i.test(error.message))
                return undefined;
            throw error;
        }
        return this.resolve(tracking);
    }
    /** The commit `remote`'s `branch` points at now (no fetch), or undefined when it has none. */
    async remoteHead(remote, branch) {
        const heads = await this.run(['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
        return heads.trim().split(/\s/, 1)[0] || undefined;
    }
    /**
     * Pushes `commit` to `remote`'s `branch` (fast-forward only). When the remote refuses, the
     * answer carries what git and the remote said, one line.
     */
    async push(remote, commit, branch, 
    /**
     * In the same round trip, force `ref` to `commit` too (not atomically): whether the branch
     * moved is the answer, whatever happened to `ref`.
     */
    also) {
        const target = `refs/heads/${branch}`;
        if (also) {
            const answer = await this.exit([
                'push',
                '--porcelain',
                remote,
                `${commit}:${target}`,
                `+${also.commit}:${also.ref}`,
            ]);
            const { code } = answer;
            const [stdout, stderr] = [answer.stdout.toString('utf8'), answer.stderr.toString('utf8')];
            // Porcelain: one "<flag>\t<from>:<to>\t<summary>" line per ref; "!" is a refusal.
            const line = stdout.split('\n').find((l) => l.split('\t')[1]?.endsWith(`:${target}`));
            const [flag = '!', , summary = ''] = line?.split('\t') ?? [];
            if (code !== 0 && (line === undefined || flag === '!')) {
                const why = /\((.*)\)\s*$/.exec(summary)?.[1];
                const remoteSaid = pushRefusalReason(stderr);
                const reason = /^remote:/im.test(stderr) || !why ? remoteSaid : redactUrlCredentials(why);
                return { pushed: false, reason };
            }
        }
        else {
            try {
                await this.run(['push', '-q', remote, `${commit}:${target}`]);
            }
            catch (error) {
                return { pushed: false, reason: pushRefusalReason(error.message) };
            }
        }
        await this.raw(['update-ref', trackingRef(remote, branch), commit]);
        return { pushed: true };
    }
    /** The refs under `prefix` (`refs/x/`) and the objects they point at. */
    async refsUnder(prefix) {
        const out = await this.raw(['for-each-ref', '--format=%(objectname) %(refname)', prefix]);
        return out
            .split('\n')
            .filter((line) => line.length > 41)
            .map((line) => ({ object: line.slice(0, 40), ref: line.slice(41) }));
    }
    /**
     * The object each of `names` (`<rev>:<path>` and the like) names, with its type and size in
     * bytes, or undefined when it names nothing: one git process for all.
     */
    async objectsNamed(names) {
        if (names.length === 0)
            return [];
        // A name with a newline would shift every answer after it; none of ours has one.
        if (names.some((name) => /[\n\r]/.test(name)))
            throw new Error('object name with a newline');
        const out = await this.run(['cat-file', '--batch-check'], { input: `${names.join('\n')}\n` });
        return out
            .split('\n')
            .slice(0, names.length)
            .map((line) => {
            const [object = '', type = '', size = ''] = line.split(' ');
            return /^[0-9a-f]{40}$/.test(object) ? { object, type, size: Number(size) } : undefined;
        });
    }
    /** The raw text of commit objects (header lines, a blank line, the message), one process. */
    async readCommits(commits) {
        const texts = new Map();
        if (commits.length === 0)
            return texts;
        const out = await this.runBytes(['cat-file', '--batch'], { input: `${commits.join('\n')}\n` });
        for (const { id, type, body } of batchAnswers(out)) {
            if (type === 'commit')
                texts.set(id, body.toString('utf8'));
        }
        return texts;
    }
    /**
     * A chain of commits on `base`, each replacing the folder `dir` by the tree `tree`, with its own
     * message and author (the committer is this repository's identity); answers the last commit.
     * One `git fast-import` for the whole chain, so a long chain costs no more processes than one
     * commit. `dir` is a plain relative path (no quoting needed).
     */
    async commitFolderChain(base, steps) {
        if (steps.length === 0)
            return base;
        let committer;
        try {
            committer = (await this.run(['var', 'GIT_COMMITTER_IDENT'])).trim();
        }
        catch {
            const fallback = identityFallback();
            const seconds = Math.floor(Date.now() / 1000);
            committer = `${fallback.GIT_COMMITTER_NAME} <${fallback.GIT_COMMITTER_EMAIL}> ${seconds} +0000`;
        }
        const script = steps
            .map((step, n) => [
            'commit refs/heartbeat-gate/folding',
            `mark :${n + 1}`,
            `author ${step.author}`,
            `committer ${committer}`,
            `data ${Buffer.byteLength(step.message)}`,
            step.message,
            `from ${n === 0 ? base : `:${n}`}`,
            `M 040000 ${step.tree} ${step.dir}`,
            '',
        ].join('\n'))
            .join('');
        const out = await this.run(['fast-import', '--quiet', '--force'], {
            input: `${script}get-mark :${steps.length}\n`,
        });
        return out.trim();
    }
    /**
     * The lines each of `commits` adds under `dir` against its first parent (all of them for a
     * root commit), from one git process.
     */
    async addedLines(commits, dir) {
        const added = new Map();
        if (commits.length === 0)
            return added;
        const out = await this.run([
            'log',
            '--no-walk=unsorted',
            '--stdin',
            '--format=%x00%H',
            '--diff-merges=first-parent',
            '-p',
            '--unified=0',
            '--',
            `${dir}/`,
        ], { input: `${commits.join('\n')}\n` });
        for (const record of out.split('\0').slice(1)) {
            const [sha = '', ...lines] = record.split('\n');
            added.set(sha.trim(), lines
                .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
                .map((line) => line.slice(1)));
        }
        return added;
    }
    /** Commits reachable from `rev` whose message starts with `subjectPrefix`, newest first. */
    async log(rev, subjectPrefix) {
        const records = [];
        await this.forEachLogRecord(rev, subjectPrefix, (record) => records.push(record));
        return records;
    }
    /** `log`, handing each record to `visit` as git writes it (see {@link forEachLogRecord}). */
    forEachLogRecord(rev, subjectPrefix, visit, 
    /** Only commits that touch one of these paths (none: every commit). */
    paths = []) {
        return (0,_log_reader_js__WEBPACK_IMPORTED_MODULE_8__/* .forEachLogRecord */ .Uz)(this.root, rev, subjectPrefix, visit, paths);
    }
}


/***/ })

};
