export const id = 952;
export const ids = [952];
export const modules = {

/***/ 5952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jn: () => (/* binding */ cycleCommitRecord),
  OM: () => (/* binding */ runCycle)
});

// UNUSED EXPORTS: planCycle

// EXTERNAL MODULE: ./src/core/cycle.ts
var core_cycle = __webpack_require__(3937);
// EXTERNAL MODULE: ./src/core/replay.ts + 1 modules
var core_replay = __webpack_require__(6008);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/app/contract-file.ts
var contract_file = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/app/ledger-writer.ts + 4 modules
var ledger_writer = __webpack_require__(871);
// EXTERNAL MODULE: ./src/app/time.ts
var time = __webpack_require__(2706);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/contract.ts
var contract = __webpack_require__(2013);
// EXTERNAL MODULE: ./src/core/progress.ts
var core_progress = __webpack_require__(4664);
// EXTERNAL MODULE: ./src/core/verify.ts + 7 modules
var core_verify = __webpack_require__(6304);
// EXTERNAL MODULE: ./src/core/ledger.ts
var ledger = __webpack_require__(2558);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/core/secrets.ts
/**
 * Credentials out of anything the gate stores or shows. A `cmd:` script may have been changed by
 * the agent through a merged PR, so its output is treated as an attempt to publish a token: the
 * known secret values are cut, and so is anything shaped like a GitHub token or an HTTP
 * authorization header. Every pattern starts with a fixed literal and has one unbounded run, so a
 * scan is linear in the text.
 */
/** What a redacted credential reads as. */
const REDACTED = '***';
const TOKEN_SHAPES = [
    // Personal, OAuth, user-to-server, server-to-server and refresh tokens: ghp_, gho_, ghu_, ghs_, ghr_.
    /\bgh[pousr]_[A-Za-z0-9_]+/g,
    /\bgithub_pat_[A-Za-z0-9_]+/g,
    // base64 of `x-access-token:` — the Basic credential actions/checkout stores, without its header.
    /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/=]*/g,
];
// The rest of the line after the header name (git's http.<url>.extraheader, curl -v, ...).
const AUTHORIZATION = /(authorization\s*[:=])[^\n]*/gi;
/** Secret values shorter than this are not searched for (they would cut ordinary words). */
const MIN_SECRET_LENGTH = 8;
/**
 * `text` with every occurrence of `secrets` (values known to be credentials, e.g. the token
 * input) and every token-shaped string replaced by {@link REDACTED}.
 */
function redactSecrets(text, secrets = []) {
    let out = text;
    for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
        if (secret.length >= MIN_SECRET_LENGTH)
            out = out.split(secret).join(REDACTED);
    }
    for (const shape of TOKEN_SHAPES)
        out = out.replace(shape, REDACTED);
    return out.replace(AUTHORIZATION, `$1 ${REDACTED}`);
}
/** Environment variable names whose values are credentials. */
const SECRET_VARIABLE = /(TOKEN|SECRET|PASSWORD|PRIVATE_KEY|CREDENTIAL)/i;
/** The values of `env`'s credential variables (`INPUT_TOKEN`, `ACTIONS_RUNTIME_TOKEN`, ...). */
function secretValues(env) {
    return Object.entries(env)
        .filter(([name]) => SECRET_VARIABLE.test(name))
        .map(([, value]) => value ?? '')
        .filter((value) => value.length >= MIN_SECRET_LENGTH);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
;// CONCATENATED MODULE: ./src/app/sandbox.ts
/**
 * Where a `cmd:` verify hint runs. The command is the trusted contract's, but the scripts it calls
 * may have been changed by the agent through a merged PR, so it gets a temporary copy of the tree
 * whose git repository holds no credentials (actions/checkout leaves its token in `.git/config`),
 * an empty home and git configuration, and a minimal environment without the runner's tokens or
 * file-command variables. The runner's file-command files are put back as they were afterwards,
 * so a script that found them anyway cannot write the job summary, outputs or later steps'
 * environment.
 */





/** The variables a command keeps from the caller's environment; everything else is dropped. */
const KEPT_VARIABLES = ['PATH', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'CI', 'TERM', 'NO_COLOR'];
/** The runner's file commands: whatever is appended to these files acts on the job. */
const RUNNER_FILE_VARIABLES = [
    'GITHUB_STEP_SUMMARY',
    'GITHUB_OUTPUT',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_STATE',
];
/** Copies `cwd` (a working tree, or any folder) into a fresh sandbox. */
async function openCommandSandbox(cwd, callerEnv) {
    const root = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'heartbeat-gate-cmd-'));
    const dispose = () => (0,promises_.rm)(root, { recursive: true, force: true, maxRetries: 3 });
    try {
        const tree = (0,external_node_path_.join)(root, 'tree');
        const home = (0,external_node_path_.join)(root, 'home');
        const tmp = (0,external_node_path_.join)(root, 'tmp');
        await (0,promises_.mkdir)(home);
        await (0,promises_.mkdir)(tmp);
        const gitConfig = (0,external_node_path_.join)(home, '.gitconfig');
        await (0,promises_.writeFile)(gitConfig, '');
        const env = {
            ...Object.fromEntries(KEPT_VARIABLES.flatMap((name) => callerEnv[name] === undefined ? [] : [[name, callerEnv[name]]])),
            HOME: home,
            TMPDIR: tmp,
            GIT_CONFIG_NOSYSTEM: '1',
            GIT_CONFIG_GLOBAL: gitConfig,
            GIT_TERMINAL_PROMPT: '0',
        };
        env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
        const source = (0,external_node_path_.resolve)(cwd);
        await (0,promises_.cp)(source, tree, {
            recursive: true,
            verbatimSymlinks: true,
            mode: external_node_fs_.constants.COPYFILE_FICLONE,
            // The repository is rebuilt below without its configuration; never copied as it is.
            filter: (path) => path !== (0,external_node_path_.join)(source, '.git'),
        });
        await copyRepository(source, tree, env, callerEnv);
        return { tree, env, dispose };
    }
    catch (error) {
        await dispose();
        throw error;
    }
}
/**
 * Gives `tree` a git repository with the source's commits, refs, HEAD, index and shallow
 * boundary, reading objects from the source through `alternates` (nothing is copied), and a
 * configuration `git init` wrote: no remotes, credential helpers, extra headers or includes.
 */
async function copyRepository(source, tree, env, callerEnv) {
    const read = (command) => (0,git/* gitText */.q_)(command, { cwd: source, env: callerEnv }).catch(() => undefined);
    const dirs = await read({
        args: ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir'],
    });
    if (dirs === undefined)
        return; // not a repository: the copy has none either
    const [gitDir = '', commonDir = gitDir] = dirs.trim().split('\n');
    if (!(0,external_node_path_.isAbsolute)(gitDir) || !(0,external_node_path_.isAbsolute)(commonDir))
        return;
    const format = (await read({ args: ['rev-parse', '--show-object-format'] }))?.trim() || 'sha1';
    await (0,git/* gitText */.q_)({ args: ['init', '-q', `--object-format=${format}`], operands: [tree] }, { cwd: source, env });
    const dotGit = (0,external_node_path_.join)(tree, '.git');
    await (0,promises_.writeFile)((0,external_node_path_.join)(dotGit, 'objects/info/alternates'), `${(0,external_node_path_.join)(commonDir, 'objects')}\n`);
    const refs = (await read({ args: ['for-each-ref', '--format=%(objectname) %(refname)'] })) ?? '';
    await (0,promises_.writeFile)((0,external_node_path_.join)(dotGit, 'packed-refs'), refs);
    const branch = (await read({ args: ['symbolic-ref', '-q'], operands: ['HEAD'] }))?.trim();
    const head = branch
        ? `ref: ${branch}`
        : (await read({ args: ['rev-parse', '--verify', '-q'], operands: ['HEAD'] }))?.trim();
    if (head)
        await (0,promises_.writeFile)((0,external_node_path_.join)(dotGit, 'HEAD'), `${head}\n`);
    await copyIfPresent((0,external_node_path_.join)(gitDir, 'index'), (0,external_node_path_.join)(dotGit, 'index'));
    await copyIfPresent((0,external_node_path_.join)(commonDir, 'shallow'), (0,external_node_path_.join)(dotGit, 'shallow'));
}
async function copyIfPresent(from, to) {
    try {
        await (0,promises_.copyFile)(from, to);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
}
/**
 * Remembers the runner's file-command files as they are; `restore()` puts back any the command
 * changed (or removes one it created) and names them.
 */
async function guardRunnerFiles(callerEnv) {
    const saved = [];
    for (const name of RUNNER_FILE_VARIABLES) {
        const path = callerEnv[name];
        if (path)
            saved.push({ name, path, content: await readIfPresent(path) });
    }
    return {
        async restore() {
            const changed = [];
            for (const { name, path, content } of saved) {
                const now = await readIfPresent(path);
                if (now === undefined ? content === undefined : content?.equals(now))
                    continue;
                changed.push(name);
                if (content === undefined)
                    await (0,promises_.unlink)(path).catch(() => undefined);
                else
                    await (0,promises_.writeFile)(path, content);
            }
            return changed;
        },
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

;// CONCATENATED MODULE: ./src/app/verifiers/command.ts
/**
 * Runs a `cmd:` verify hint with a time limit. Only commands the trusted contract holds ever get
 * here (see `allowedCommands`), but the scripts they call may be the agent's, so the command runs
 * in a sandbox (a copy of the tree without credentials, a minimal environment; see
 * `../sandbox.ts`) and its output is stripped of anything token-like before it is kept.
 */




/** How much of the command's output the evidence keeps (its end, where failures are reported). */
const OUTPUT_TAIL = 4096;
/**
 * Runs `command` with `sh -c` in a sandboxed copy of `cwd`. After `timeoutMs` the whole process
 * group is killed and the run is reported as timed out (unclear), never as passed or failed.
 * `env` is the caller's environment (default `process.env`): the command gets only a few of its
 * variables, and the values of its credential variables are cut from the output.
 */
async function runVerifyCommand(command, options) {
    const callerEnv = options.env ?? process.env;
    let sandbox;
    try {
        sandbox = await openCommandSandbox(options.cwd, callerEnv);
    }
    catch (error) {
        const reason = `its sandbox could not be prepared: ${error.message}`;
        return { ran: false, command, reason: redactSecrets(reason, secretValues(callerEnv)) };
    }
    const runnerFiles = await guardRunnerFiles(callerEnv);
    let run;
    let touched;
    try {
        run = await spawnCommand(command, sandbox.tree, sandbox.env, options.timeoutMs);
    }
    finally {
        touched = await runnerFiles.restore();
        await sandbox.dispose();
    }
    const output = redactSecrets(run.output, secretValues(callerEnv));
    if (touched.length === 0)
        return { ...run, output };
    const note = `wrote to the runner's ${touched.join(', ')} file(s); undone`;
    return {
        ...run,
        output: `${output}${output === '' || output.endsWith('\n') ? '' : '\n'}${note}`,
    };
}
function spawnCommand(command, cwd, env, timeoutMs) {
    return new Promise((resolve) => {
        let output = '';
        let timedOut = false;
        const child = (0,external_node_child_process_.spawn)('sh', ['-c', command], {
            cwd,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
            // Its own process group, so a time-out kills the command's children too.
            detached: true,
        });
        const keep = (chunk) => {
            output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        const killGroup = () => {
            try {
                process.kill(-(child.pid ?? 0), 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            killGroup();
        }, timeoutMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve({ ran: true, command, exitCode: null, timedOut, output: error.message });
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            // Children left in the background would outlive the check (and the file guard): end them.
            if (!timedOut) {
                try {
                    process.kill(-(child.pid ?? 0), 'SIGKILL');
                }
                catch {
                    // the group is gone already
                }
            }
            resolve({ ran: true, command, exitCode: code, timedOut, output });
        });
    });
}
/**
 * The `cmd:` hints a cycle may run: those of the contract read from the trusted branch, by task.
 * A command the agent added or changed anywhere else (a PR, the working tree) is not in it.
 */
function allowedCommands(trustedTasks) {
    const allowed = new Map();
    for (const task of trustedTasks ?? []) {
        const hint = (0,core_verify/* parseVerifyHint */.Oo)(task.verify);
        if (hint.kind === 'cmd')
            allowed.set(task.id, hint.command);
    }
    return allowed;
}
/** The `cmd:` observer: runs the plan's command when the trusted contract holds it for the task. */
async function observeCommand(plan, context) {
    if (plan.command === undefined)
        return {};
    const trusted = context.allowedCommands.get(plan.task.id);
    if (trusted !== plan.command) {
        return {
            command: {
                ran: false,
                command: plan.command,
                reason: 'the command is not in the contract on the trusted branch',
            },
        };
    }
    return {
        command: await runVerifyCommand(plan.command, {
            cwd: context.cwd,
            timeoutMs: context.commandTimeoutMs,
            ...(context.env ? { env: context.env } : {}),
        }),
    };
}

;// CONCATENATED MODULE: ./src/core/claims.ts
/**
 * Evidence claims on a pull request (DESIGN "Formats"): fenced blocks in PR comments whose info
 * string is the topic, and trailers on the head commit. Only the agent's own claims count, a
 * comment written before the head was pushed is stale, and the latest claim per topic decides.
 */

/** Topics are dotted names (`build.done`, `feature.done`): a ```ts block is code, not a claim. */
const TOPIC = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/i;
/**
 * The fenced code blocks of a Markdown body whose info string is a topic, in order (CommonMark
 * fences: up to three spaces of indent, a closing fence of the same character at least as long;
 * an unclosed fence runs to the end). Fences inside block quotes or lists are quotes, not claims,
 * and fences inside an HTML comment block are invisible on GitHub, so not claims either.
 */
function claimsFromCommentBody(body) {
    const lines = body.replace(/\r\n?/g, '\n').split('\n');
    const claims = [];
    for (let i = 0; i < lines.length; i++) {
        if (opensHtmlComment(lines[i] ?? '')) {
            // Hidden from the operator on GitHub, so nothing inside counts (fences included).
            let j = i;
            while (j < lines.length && !(lines[j] ?? '').includes('-->'))
                j++;
            i = j;
            continue;
        }
        const open = fenceOpen(lines[i] ?? '');
        if (!open)
            continue;
        const { indent, fence, info } = open;
        const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
        const content = [];
        let j = i + 1;
        for (; j < lines.length && !close.test(lines[j] ?? ''); j++) {
            content.push(stripIndent(lines[j] ?? '', indent.length));
        }
        if (TOPIC.test(info))
            claims.push({ topic: info.toLowerCase(), payload: content.join('\n') });
        i = j;
    }
    return claims;
}
/**
 * An opening fence: up to three spaces, three or more backticks or tildes, then an info string
 * whose first word is returned; no backtick may follow the fence. Scanned by hand: as a regular
 * expression (`[^\s`]*[^`]*$`) a line like "```aaa…a`" backtracks quadratically, and a comment
 * is untrusted text of up to megabytes.
 */
function fenceOpen(line) {
    let start = 0;
    while (start < 3 && line[start] === ' ')
        start++;
    const char = line[start];
    if (char !== '`' && char !== '~')
        return undefined;
    let end = start;
    while (line[end] === char)
        end++;
    if (end - start < 3 || line.includes('`', end))
        return undefined;
    let from = end;
    while (line[from] === ' ' || line[from] === '\t')
        from++;
    let to = from;
    while (to < line.length && !/\s/.test(line[to]))
        to++;
    return {
        indent: line.slice(0, start),
        fence: line.slice(start, end),
        info: line.slice(from, to),
    };
}
/**
 * Whether `line` opens an HTML comment block (CommonMark HTML block 2: up to three spaces, then
 * `<!--`; the block runs to the first line, this one included, holding `-->`).
 */
function opensHtmlComment(line) {
    let start = 0;
    while (start < 3 && line[start] === ' ')
        start++;
    return line.startsWith('<!--', start);
}
function stripIndent(line, width) {
    let n = 0;
    while (n < width && line[n] === ' ')
        n++;
    return line.slice(n);
}
function personLabel(person) {
    return person?.login ?? person?.name ?? person?.email ?? 'unknown';
}
/**
 * Every claim on the PR: fenced blocks in the comments and trailers of the head commit, each
 * marked stale or not, split into the agent's and ignored ones. Trailers of older commits are
 * never passed in: a trailer claim describes its own commit, which must be the head.
 */
function collectClaims(input) {
    const { comments, headCommit, agents } = input;
    const pushedAt = Date.parse(headCommit.pushedAt);
    const claims = [];
    const ignored = [];
    for (const comment of comments) {
        const at = comment.updatedAt ?? comment.createdAt;
        const trusted = isAgentLogin(comment.author, agents);
        for (const raw of latestPerTopicInOrder(claimsFromCommentBody(comment.body))) {
            const claim = {
                ...raw,
                source: 'comment',
                id: `comment:${comment.id}:${raw.topic}`,
                author: comment.author,
                at,
                stale: Date.parse(at) < pushedAt,
                ...(comment.url === undefined ? {} : { url: comment.url }),
            };
            if (trusted)
                claims.push(claim);
            else
                ignored.push({ ...claim, reason: 'untrusted-author' });
        }
    }
    const agentCommit = isAgentCommit(headCommit, agents);
    for (const raw of latestPerTopicInOrder(headCommit.trailerClaims)) {
        const claim = {
            topic: raw.topic.toLowerCase(),
            payload: raw.payload,
            source: 'trailer',
            id: `commit:${headCommit.sha}:${raw.topic.toLowerCase()}`,
            author: personLabel(headCommit.author),
            at: headCommit.pushedAt,
            stale: false,
            ...(headCommit.url === undefined ? {} : { url: headCommit.url }),
        };
        if (agentCommit)
            claims.push(claim);
        else
            ignored.push({ ...claim, reason: 'not-agent-commit' });
    }
    const byTime = (a, b) => Date.parse(a.at) - Date.parse(b.at);
    return { claims: claims.sort(byTime), ignored: ignored.sort(byTime) };
}
/**
 * Task ids a fenced claim names on its own `Heartbeat-Task: <ids>` lines (comma- or
 * space-separated), as a commit names them in its trailer; first mention first.
 */
function taskIdsFromClaimPayload(payload) {
    const ids = new Set();
    for (const line of payload.split('\n')) {
        const text = line.trim();
        if (text.slice(0, 15).toLowerCase() !== 'heartbeat-task:')
            continue;
        for (const id of text.slice(15).split(/[\s,]+/))
            if (id)
                ids.add(id);
    }
    return [...ids];
}
/** Within one comment or commit, a repeated topic means the last block wins. */
function latestPerTopicInOrder(raws) {
    const last = new Map();
    for (const raw of raws) {
        const topic = raw.topic.toLowerCase();
        last.delete(topic);
        last.set(topic, { topic, payload: raw.payload });
    }
    return [...last.values()];
}
/**
 * The latest claim per topic, in the order topics were first claimed. Claims sort by time; on
 * equal times a trailer (the pushed code itself) wins over a comment.
 */
function latestClaimPerTopic(claims) {
    const latest = new Map();
    for (const claim of claims) {
        const current = latest.get(claim.topic);
        if (!current || isNewer(claim, current))
            latest.set(claim.topic, claim);
    }
    return latest;
}
function isNewer(claim, than) {
    const d = Date.parse(claim.at) - Date.parse(than.at);
    if (d !== 0)
        return d > 0;
    return claim.source === 'trailer' || than.source !== 'trailer';
}
/**
 * The changed files that belong to the gate itself: workflows, the contract, the configuration
 * and the state folder. Renamed files count under both names (pass both).
 */
function gateFilesChanged(files, paths) {
    const guards = [
        '.github/workflows/',
        '.github/actions/',
        paths.contractPath,
        paths.configPath,
        paths.stateDir.endsWith('/') ? paths.stateDir : `${paths.stateDir}/`,
        ...(paths.extra ?? []),
    ].map(normalizePath);
    return [...new Set(files)].filter((file) => {
        const f = normalizePath(file);
        return guards.some((g) => (g.endsWith('/') ? f.startsWith(g) : f === g));
    });
}
function normalizePath(path) {
    return path.replace(/^\.\//, '').replace(/^\/+/, '');
}

;// CONCATENATED MODULE: ./src/core/claim-event.ts

/**
 * The claim events of one message: the last claim of each topic counts (an agent restating a
 * claim in the same message means its final word), each judged by `evaluate`.
 */
function claimEvents(claims, evaluate, origin) {
    return latestPerTopicInOrder(claims).map(({ topic, payload }) => {
        const result = evaluate(topic, payload);
        return {
            id: `${origin.idPrefix}:${topic}`,
            at: origin.at,
            kind: 'claim',
            topic,
            published: result.published,
            accepted: result.accepted,
            failed: [...result.failed, ...result.missing],
            claimedPassing: result.claimedPassing,
            ...(origin.sha === undefined ? {} : { sha: origin.sha }),
            taskIds: origin.taskIds(payload),
            source: origin.source,
        };
    });
}

// EXTERNAL MODULE: ./src/core/identity.ts
var identity = __webpack_require__(4845);
// EXTERNAL MODULE: ./src/core/trailers.ts
var trailers = __webpack_require__(3507);
;// CONCATENATED MODULE: ./src/app/verifiers/commits.ts
/**
 * The cycle's commits as the verifiers see them, read with git: which commits landed since the
 * last cycle, which paths they changed (`file:`), and the evidence claims in their trailers
 * (`evidence:`, and the commits `check:` reads).
 */




const FIELD = '\x1f';
const RECORD = '\x1e';
/**
 * The commits of the cycle, oldest first, with the paths each changed. Cycle commits themselves
 * (state commits on the same branch) are not work and are left out.
 */
async function readCycleCommits(repo, range) {
    const revs = range.from ? [`${range.from}..${range.to}`] : [range.to];
    const out = await repo.raw({
        args: [
            'log',
            '--reverse',
            '--no-renames',
            '--name-only',
            `--format=${RECORD}%H${FIELD}%cI${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%B${FIELD}`,
        ],
        operands: revs,
        paths: [],
    });
    const since = range.since === undefined ? undefined : Date.parse(range.since);
    return out
        .split(RECORD)
        .filter((record) => record.trim() !== '')
        .map((record) => {
        const [sha = '', date = '', an = '', ae = '', cn = '', ce = '', message = '', files = ''] = record.split(FIELD);
        return {
            sha,
            date,
            authorName: an,
            authorEmail: ae,
            committerName: cn,
            committerEmail: ce,
            message,
            paths: files.split('\n').filter((line) => line.trim() !== ''),
        };
    })
        .filter((commit) => !commit.message.startsWith(core_cycle/* CYCLE_SUBJECT_PREFIX */.HE))
        .filter((commit) => since === undefined || Date.parse(commit.date) > since);
}
/** What `file:` hints are matched against. */
function cycleChanges(commits, range) {
    const label = (sha) => sha.slice(0, 12);
    const paths = new Set(commits.flatMap((commit) => commit.paths));
    const from = range.from ? label(range.from) : range.since ? `since ${range.since}` : 'start';
    return { range: `${from}..${label(range.to)}`, commits: commits.length, paths: [...paths] };
}
/**
 * The evidence claims in the cycle's commit trailers, each judged by its gate, as ledger claim
 * events (`commit:<sha>:<topic>`, the id the rest of heartbeat-gate uses). With `agents`
 * configured only their commits count (by author, committer or `Co-authored-by`); with none,
 * every commit on the branch does, since whoever can push there is trusted already.
 */
function claimsFromCommits(commits, agents, judge) {
    const claims = [];
    for (const commit of commits) {
        if (agents.length > 0 && !isAgentsCommit(commit, agents))
            continue;
        const taskIds = (0,trailers/* taskIdsFromMessage */.NM)(commit.message, { cleanup: 'none' });
        claims.push(...claimEvents(judge.evidenceClaimsFromMessage(commit.message, { cleanup: 'none' }), judge.evaluateEvidence, {
            idPrefix: `commit:${commit.sha}`,
            at: commit.date,
            sha: commit.sha,
            source: 'trailer',
            taskIds: () => taskIds,
        }));
    }
    return claims;
}
function isAgentsCommit(commit, agents) {
    return (0,identity/* isAgentCommit */.Jz)({
        author: { name: commit.authorName, email: commit.authorEmail },
        committer: { name: commit.committerName, email: commit.committerEmail },
        coAuthors: (0,identity/* coAuthorsFromTrailers */.R_)((0,trailers/* parseTrailers */.aw)(commit.message, { cleanup: 'none' })),
    }, agents);
}

;// CONCATENATED MODULE: ./src/app/verifiers/observers.ts

const OBSERVERS = {
    cmd: observeCommand,
    file: async (_plan, { changes }) => (changes ? { changes } : {}),
};

;// CONCATENATED MODULE: ./src/app/verifiers/index.ts








/** Verifies each task, in order; commands run one at a time. */
async function verifyTasks(input) {
    const results = [];
    for (const task of input.tasks) {
        const plan = (0,core_verify/* planVerification */.lU)(task, input.claims, {
            checkAliases: input.config.checks,
            groundTruthChecks: input.config.groundTruth,
            fallbackSha: input.fallbackSha,
            ...(input.openClaims ? { openClaims: input.openClaims } : {}),
        });
        const checks = new Map();
        const unreadable = new Set();
        const unread = [];
        if (input.readChecks) {
            for (const sha of new Set(plan.checkReads.map((read) => read.sha))) {
                try {
                    const trusted = (0,core_verify/* trustedReadings */.hY)(await input.readChecks(sha), {
                        agents: input.config.agents,
                        producers: input.config.producers,
                    });
                    checks.set(sha, trusted.readings);
                    unread.push(...trusted.ignored.map((line) => `${line} on ${sha.slice(0, 12)}`));
                }
                catch (error) {
                    unreadable.add(sha);
                    unread.push(`checks of ${sha.slice(0, 12)} unreadable: ${error.message}`);
                }
            }
        }
        const observe = OBSERVERS[plan.hint.kind];
        const own = observe
            ? await observe(plan, {
                allowedCommands: input.allowedCommands,
                cwd: input.cwd,
                commandTimeoutMs: input.commandTimeoutMs,
                env: input.env,
                changes: input.changes,
            })
            : {};
        const result = (0,core_verify/* judgeVerification */.FL)(plan, { checks, unreadable, ...own });
        results.push(unread.length > 0 ? { ...result, evidence: [...result.evidence, ...unread] } : result);
    }
    return results;
}
/** Reads the cycle's commits from git and verifies every task against them. */
async function verifyCycle(repo, options) {
    const commits = await readCycleCommits(repo, options.range);
    const fromCommits = options.evidence
        ? claimsFromCommits(commits, options.config.agents, options.evidence)
        : [];
    const claims = (0,ledger/* mergeLedgers */.dR)(options.ledgerClaims ?? [], fromCommits).events.filter((event) => event.kind === 'claim');
    const verifications = await verifyTasks({
        tasks: options.tasks,
        claims,
        changes: cycleChanges(commits, options.range),
        allowedCommands: allowedCommands(options.trustedTasks),
        cwd: repo.root,
        commandTimeoutMs: options.config.commandTimeoutSeconds * 1000,
        readChecks: options.readChecks,
        config: options.config,
        fallbackSha: options.range.to,
        ...(options.openClaims ? { openClaims: options.openClaims } : {}),
        ...(options.env ? { env: options.env } : {}),
    });
    return { verifications, claims };
}

;// CONCATENATED MODULE: ./src/app/verifiers/sidecar.ts
/**
 * The sidecar inside a cycle: just before the next cycle opens, judge each task of the cycle that
 * is ending against real state and record one verdict event per task, so the cycle commit scores
 * them and names every contradiction. Every task gets one, with a one-line reason; a hint without
 * a verifier of its own (`task_completed`) is judged from the claims naming the task. Left alone:
 * tasks that already have a verdict since the last cycle where those are trusted (an operator's,
 * on a workstation; never in the Action, where the agent can push one), and abandoned tasks.
 * Claims whose ground truth had not concluded ride on the cycle event and are read again.
 */





/**
 * The trusted branch's name: configured, else the repository's default branch as GitHub says it,
 * else the remote's `HEAD` (`origin/HEAD`, which `git clone` sets). Never a guessed `main`.
 */
async function trustedBranchName(repo, config, sources = {}) {
    if (config.trustedBranch)
        return config.trustedBranch;
    const fromApi = await sources.defaultBranch?.();
    if (fromApi)
        return fromApi;
    const remote = sources.remote ?? 'origin';
    let head;
    try {
        head = (await repo.raw({ args: ['symbolic-ref', '-q'], operands: [`refs/remotes/${remote}/HEAD`] })).trim();
    }
    catch {
        try {
            // No origin/HEAD (a checkout made with `git init` + fetch): ask the remote.
            const answer = await repo.raw({
                args: ['ls-remote', '--symref'],
                operands: [remote, 'HEAD'],
            });
            const ref = /^ref: (refs\/heads\/\S+)\s+HEAD$/m.exec(answer)?.[1] ?? '';
            head = ref.replace(/^refs\/heads\//, `refs/remotes/${remote}/`);
        }
        catch {
            return undefined;
        }
    }
    const prefix = `refs/remotes/${remote}/`;
    return head.startsWith(prefix) ? head.slice(prefix.length) : undefined;
}
/**
 * The tasks of the contract on the remote's trusted branch, fetched first (a local branch is as
 * writable as the working tree, and a stale remote-tracking copy may predate a removal), or
 * undefined when there is none.
 */
async function trustedContractTasks(repo, config, sources = {}) {
    const branch = await trustedBranchName(repo, config, sources);
    if (!branch)
        return undefined;
    const remote = sources.remote ?? 'origin';
    let commit;
    try {
        commit = await repo.fetchBranch(remote, branch);
    }
    catch {
        return undefined;
    }
    if (!commit)
        return undefined;
    let text;
    try {
        text = await repo.raw({ args: ['show'], operands: [`${commit}:${config.contract}`] });
    }
    catch {
        return undefined;
    }
    return (0,contract/* parseHeartbeatContract */.uT)(text, config.contract).tasks;
}
/** 12 hex digits of the SHA-256 of an event's content. */
function contentHash(body) {
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
}
/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
async function sidecarVerdicts(snapshot, startedAt, sources) {
    const { repo, config, state } = snapshot;
    const head = await repo.resolve('HEAD');
    const last = state?.lastCycle;
    if (!state || !last || !head)
        return { events: [], verifications: [], head, openClaims: [] };
    // Just before the next cycle opens, and never before the cycle being judged.
    const at = new Date(Math.max(Date.parse(last.at), Date.parse(startedAt) - 1)).toISOString();
    const carried = last.openClaims ?? [];
    // On a workstation an operator's `verdict` since the last cycle decides the task. In the
    // Action the state branch may hold a verdict the agent pushed (under any id, ours included):
    // none stops the sidecar.
    const judged = new Set(sources.judgeDespiteVerdicts ? [] : state.sinceLastCycle.verdicts.map((v) => v.taskId));
    const progress = new Map((state.progress?.tasks ?? []).map((t) => [t.taskId, t]));
    const tasks = last.tasks.filter((task) => {
        const current = progress.get(task.id);
        return !judged.has(task.id) && !(current && (0,core_progress/* isAbandoned */.zI)(current));
    });
    if (tasks.length === 0) {
        return { events: [], verifications: [], head, openClaims: (0,core_verify/* nextOpenClaims */.XX)(carried, [], at) };
    }
    const requiredOf = (taskId) => progress.get(taskId)?.required ?? last.tasks.find((t) => t.id === taskId)?.required ?? true;
    const verify = async () => {
        // A shallow checkout holds neither the last cycle's head nor the commits since it (and its
        // cut-off commit would look as if it added every file): fetch the history first.
        if (await repo.isShallow()) {
            const remote = sources.remote ?? 'origin';
            try {
                await repo.unshallow(remote);
            }
            catch (error) {
                throw new Error(`the checkout is shallow and its history could not be fetched from ${remote} ` +
                    `(check out with fetch-depth: 0): ${error.message.trim()}`, { cause: error });
            }
        }
        const from = last.head && (await repo.isAncestor(last.head, head)) ? last.head : undefined;
        // PR comments: a listing that cannot be read whole proves nothing from claims (fail closed).
        let commentClaims = [];
        let commentsUnread;
        if (sources.readCommentClaims) {
            try {
                commentClaims = await sources.readCommentClaims(last.at, config.agents);
            }
            catch (error) {
                commentsUnread = `PR comments since the last cycle unreadable: ${error.message}`;
            }
        }
        const verified = await verifyCycle(repo, {
            tasks: tasks.map((task) => ({ ...task, required: requiredOf(task.id) })),
            range: from ? { from, to: head } : { since: last.at, to: head },
            // Only a task with a `cmd:` hint needs the trusted contract (and, in the Action, the API).
            trustedTasks: tasks.some((t) => (0,core_verify/* parseVerifyHint */.Oo)(t.verify).kind === 'cmd')
                ? await trustedContractTasks(repo, config, sources)
                : undefined,
            config,
            readChecks: sources.readChecks,
            evidence: sources.evidence,
            ledgerClaims: commentClaims,
            openClaims: carried,
            ...(sources.env ? { env: sources.env } : {}),
        });
        const { claims } = verified;
        const verifications = commentsUnread
            ? verified.verifications.map((v) => (0,core_verify/* withClaimsUnread */.NP)(v, commentsUnread))
            : verified.verifications;
        // Seed 002 thrashing, the PR gate's rule: blocked three times in a row abandons the task.
        const thrashing = sources.evidence.detectThrashing(claims);
        const blocked = new Map(thrashing?.streaks.map((s) => [s.taskId, s.blocked]));
        const thrashed = new Map((thrashing?.abandoned ?? []).map((id) => [id, blocked.get(id) ?? 0]));
        return { verifications, thrashed };
    };
    const key = `${last.id}:${tasks.map((t) => t.id).join(',')}`;
    const pending = sources.cache?.get(key) ?? verify();
    sources.cache?.set(key, pending);
    const { thrashed } = await pending;
    const verifications = (await pending).verifications.map((v) => thrashed.has(v.taskId) && v.verdict !== 'verified' && !v.groundTruthContradiction
        ? {
            ...v,
            verdict: 'not_verified',
            reason: `abandoned: build.blocked ${thrashed.get(v.taskId)} times in a row (thrashing)`,
        }
        : v);
    const events = verifications.map((v) => {
        const required = requiredOf(v.taskId);
        const body = {
            at,
            kind: 'verdict',
            taskId: v.taskId,
            verdict: v.verdict,
            reason: v.reason,
            ...(thrashed.has(v.taskId) && v.verdict !== 'verified' ? { abandoned: true } : {}),
            groundTruthContradiction: v.groundTruthContradiction,
            required,
            evidence: (0,core_verify/* evidenceText */.rS)(v),
            ...(v.contradictions.length > 0
                ? { contradictions: v.contradictions.map(({ claimed, actual }) => ({ claimed, actual })) }
                : {}),
        };
        // In the Action the id names its content, so a look-alike the agent pushed first under the
        // plain id (or any other) cannot take this verdict's place in the ledger.
        const id = `verdict:${last.cycle}:${v.taskId}`;
        return {
            id: sources.judgeDespiteVerdicts ? `${id}:${contentHash(body)}` : id,
            ...body,
        };
    });
    return { events, verifications, head, openClaims: (0,core_verify/* nextOpenClaims */.XX)(carried, verifications, at) };
}

;// CONCATENATED MODULE: ./src/app/cycle.ts
/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */







/** Runs one heartbeat cycle on the state branch (and pushes it with `push`). */
async function runCycle(options) {
    const now = (0,time/* parseNow */.A7)(options.now);
    const sidecar = options.sidecar && {
        remote: options.remote,
        ...options.sidecar,
        cache: options.sidecar.cache ?? new Map(),
    };
    const write = await (0,ledger_writer/* writeLedger */.X)(options, (snapshot) => planCycle(snapshot, {
        now,
        ...(options.force ? { force: true } : {}),
        ...(sidecar ? { sidecar } : {}),
    }));
    const result = write.result;
    if (!result.ran)
        return result;
    return {
        ...result,
        commit: write.commit,
        pushed: write.pushed,
        retries: write.retries,
        warnings: write.warnings,
    };
}
/**
 * The ledger plan of one cycle on a snapshot: skip when not due (unless forced), else the cycle
 * event and its commit message. The Action's schedule composes it with the polled feedback.
 */
async function planCycle(snapshot, options) {
    const { now } = options;
    const { config, repo, state, branch } = snapshot;
    const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
    const replay = { timeZone: config.timeZone };
    const last = state?.lastCycle;
    if (state && last && !options.force) {
        const current = (0,score_summary/* summarizeScore */.E)((0,core_replay/* rollReplayStateTo */.jg)(state, now, replay).score, view);
        const due = (0,core_cycle/* cycleDue */.f1)({
            lastCycleAt: last.at,
            intervalMinutes: current.intervalMinutes,
            now,
        });
        if (!due.due) {
            return {
                skip: {
                    ran: false,
                    lastCycle: last.cycle,
                    lastCycleAt: last.at,
                    intervalMinutes: current.intervalMinutes,
                    nextDueAt: due.nextDueAt,
                    branch,
                },
            };
        }
    }
    const contract = await (0,contract_file/* loadContract */.lF)(repo.root, config);
    // Cycles start in order: one that lost a race (or runs on a clock behind the last cycle)
    // starts just after the previous one, so cycle numbers follow the ledger's replay order.
    const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
    const startedAt = Date.parse(now) > lastAt ? now : new Date(lastAt + 1).toISOString();
    // The ending cycle's tasks are judged first, so this cycle's commit scores them.
    const verified = options.sidecar
        ? await sidecarVerdicts(snapshot, startedAt, options.sidecar)
        : { events: [], head: undefined, openClaims: [] };
    const event = {
        ...(0,core_cycle/* buildCycleEvent */.Fc)({
            cycle: (last?.cycle ?? 0) + 1,
            at: startedAt,
            tasks: contract.tasks,
            defaultIntervalMinutes: config.defaultIntervalMinutes,
        }),
        ...(startedAt !== now ? { requestedAt: now } : {}),
        ...(verified.head ? { head: verified.head } : {}),
        // Claims whose ground truth had not concluded: the next cycle reads their checks again.
        ...(verified.openClaims.length > 0 ? { openClaims: verified.openClaims } : {}),
    };
    return {
        events: [...verified.events, event],
        finish(effects) {
            const after = effects.after.get(event.id);
            if (!after || effects.conflicts.includes(event.id)) {
                throw new Error(`${event.id} is already in the ledger with other content`);
            }
            const record = cycleCommitRecord(event.cycle, effects.before.get(event.id), after, view, snapshot.agent);
            const summary = (0,score_summary/* summarizeScore */.E)(after.score, view);
            const nextDueAt = new Date(Date.parse(startedAt) + summary.intervalMinutes * 60_000).toISOString();
            return {
                message: (0,core_cycle/* formatCycleMessage */.BP)(record),
                result: {
                    ran: true,
                    record,
                    startedAt,
                    nextDueAt,
                    summary,
                    state: after,
                    commit: undefined,
                    branch,
                    pushed: false,
                    retries: 0,
                    warnings: [],
                },
            };
        },
    };
}
/**
 * What the commit of cycle `cycle` records, from the state just before its event and just after:
 * the one derivation both the writer and `log --verify` use.
 */
function cycleCommitRecord(cycle, before, after, view, agent) {
    const window = before?.sinceLastCycle ?? (0,core_replay/* emptyWindow */.wi)();
    const summary = (0,score_summary/* summarizeScore */.E)(after.score, view);
    return {
        ...(agent === undefined ? {} : { agent }),
        cycle,
        score: summary.score,
        target: summary.target,
        tier: (0,core_cycle/* cycleTier */.Fq)(summary),
        delta: window.points,
        intervalMinutes: summary.intervalMinutes,
        verdicts: window.verdicts.map((v) => ({
            taskId: v.taskId,
            verdict: v.verdict,
            contradiction: v.groundTruthContradiction,
            ...(v.contradictions ? { contradictions: v.contradictions } : {}),
            ...(v.reason ? { reason: (0,core_cycle/* reasonLine */.$E)(v.reason) } : {}),
        })),
    };
}


/***/ }),

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* reexport safe */ _cycle_message_js__WEBPACK_IMPORTED_MODULE_1__.$E),
/* harmony export */   BP: () => (/* reexport safe */ _cycle_message_js__WEBPACK_IMPORTED_MODULE_1__.BP),
/* harmony export */   Fc: () => (/* binding */ buildCycleEvent),
/* harmony export */   Fq: () => (/* binding */ cycleTier),
/* harmony export */   HE: () => (/* reexport safe */ _cycle_message_js__WEBPACK_IMPORTED_MODULE_1__.HE),
/* harmony export */   f1: () => (/* binding */ cycleDue)
/* harmony export */ });
/* unused harmony exports CycleTierSchema, CycleVerdictSchema, CycleCommitSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _cycle_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7119);
/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */


// The message format (and the zod-free types it reads into) lives in cycle-message.ts.

/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
const CycleTierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']),
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('normal'),
]);
/** Penalty and reward never overlap (< 25% vs >= 50% of target), so one word names the tier. */
function cycleTier(tiers) {
    if (tiers.penalty !== 'none')
        return tiers.penalty;
    if (tiers.reward !== 'none')
        return tiers.reward;
    return 'normal';
}
/**
 * A cycle is due when there was none yet, or when the tier's interval has passed since the last
 * one started (GitHub cron cannot change itself, so the schedule polls and this decides).
 */
function cycleDue(options) {
    const now = Date.parse(options.now);
    if (options.lastCycleAt === undefined)
        return { due: true, nextDueAt: new Date(now).toISOString() };
    const next = Date.parse(options.lastCycleAt) + options.intervalMinutes * 60_000;
    return { due: now >= next, nextDueAt: new Date(next).toISOString() };
}
/** The event that opens cycle `cycle`; its id is stable per cycle number. */
function buildCycleEvent(options) {
    return {
        id: `cycle-${options.cycle}`,
        at: options.at,
        kind: 'cycle',
        cycle: options.cycle,
        tasks: options.tasks.map(({ id, description, required, verify, maxAttempts, preMarked }) => ({
            id,
            description,
            required,
            verify,
            maxAttempts,
            preMarked,
        })),
        defaultIntervalMinutes: options.defaultIntervalMinutes,
    };
}
/** One `Heartbeat-Verdict` trailer. */
const CycleVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    verdict: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp,
    contradiction: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** The two sides of each ground-truth contradiction (`Heartbeat-Contradiction` trailers). */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })).optional(),
    /** Why, in one line (`Heartbeat-Reason` trailers), when the verdict came with one. */
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional(),
});
/** What a cycle commit records, and what `log` reads back. */
const CycleCommitSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    target: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    tier: CycleTierSchema,
    /** Points scored since the previous cycle (verdicts and feedback). */
    delta: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** Minutes until the next cycle is due under the new tiers. */
    intervalMinutes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
    verdicts: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CycleVerdictSchema),
    /** The team agent whose cycle this is (`Heartbeat-Agent`); absent for a single agent. */
    agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional(),
});
const sameShapes = [
    true,
    true,
];
void sameShapes;


/***/ }),

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rS: () => (/* binding */ evidenceText),
  hn: () => (/* binding */ explainVerification),
  FL: () => (/* binding */ judgeVerification),
  XX: () => (/* binding */ nextOpenClaims),
  Oo: () => (/* binding */ parseVerifyHint),
  lU: () => (/* binding */ planVerification),
  hY: () => (/* reexport */ trustedReadings),
  on: () => (/* binding */ verifyHintProblem),
  NP: () => (/* binding */ withClaimsUnread)
});

// UNUSED EXPORTS: MAX_OPEN_CLAIMS, OPEN_CLAIM_HOURS, VERIFIERS, VERIFIER_KINDS, changedMatching, checkOutcome, claimConcernsTask, verifierFor

;// CONCATENATED MODULE: ./src/core/verify/types.ts
/** `name` and `name[bot]`, in any case, are one producer. */
const producerKey = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
/**
 * The readings that count, and a line for each one ignored: a reading by an agent login (its own
 * `CI / test: success` status) or, for a check name with configured producers, by anyone else.
 * A reading whose producer GitHub did not name counts only where no producers are configured.
 * Statuses come newest first, every one a commit ever got: of the trusted ones, the newest per
 * context stands (so the agent's later status never hides CI's, and a re-run supersedes a run).
 */
function trustedReadings(readings, trust) {
    const agents = new Set(trust.agents.map(producerKey));
    const kept = [];
    const ignored = [];
    const contexts = new Set();
    for (const reading of readings) {
        const producer = reading.producer ? producerKey(reading.producer) : undefined;
        const allowed = trust.producers?.[reading.name];
        const byAgent = producer !== undefined && agents.has(producer);
        const unlisted = allowed !== undefined &&
            (producer === undefined || !allowed.map(producerKey).includes(producer));
        if (byAgent || unlisted) {
            ignored.push(`ignored ${reading.source} ${reading.name} by ${reading.producer ?? 'an unknown producer'} ` +
                `(${byAgent ? 'an agent' : 'not a configured producer'})`);
        }
        else if (reading.source === 'status') {
            if (!contexts.has(reading.name))
                kept.push(reading);
            contexts.add(reading.name);
        }
        else {
            kept.push(reading);
        }
    }
    return { readings: kept, ignored };
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
/** Declares a verifier kind with its hint type checked. */
function defineVerifier(kind) {
    return kind;
}
const types_short = (sha) => sha.slice(0, 12);
/** `build.done on abc123456789`. */
function describeClaim(claim) {
    const where = claim.sha ? ` on ${types_short(claim.sha)}` : '';
    return `${claim.topic}${where}`;
}

;// CONCATENATED MODULE: ./src/core/verify/check.ts
/**
 * `check:<name>`: a GitHub check run or commit status on the branch head. A claimed commit adds a
 * second read, never replaces the head's: a claim on an older green commit cannot hide a red head.
 */

/** Worst first: one failure anywhere decides, then anything not yet concluded. */
const RANK = {
    failure: 0,
    pending: 1,
    absent: 2,
    inconclusive: 3,
    success: 4,
};
const checkVerifier = defineVerifier({
    kind: 'check',
    parse: (value, raw) => ({ kind: 'check', name: value, raw }),
    docs: {
        form: '`check:<name>`',
        verified: 'that check run / commit status succeeded on the branch head (and the claimed commit)',
        notVerified: 'failure, cancelled, timed_out',
        unclear: 'pending, absent; always in the CLI (no API; the Action reads it)',
    },
    // A claim naming no task still points at a commit, which `check:` also reads.
    concernsUntargeted: () => true,
    plan(hint, { claimedSha, options }) {
        const name = options.checkAliases?.[hint.name] ?? hint.name;
        const shas = [...new Set([options.fallbackSha, claimedSha])].filter((sha) => sha !== undefined);
        return { checkReads: shas.map((sha) => ({ sha, name, reason: { kind: 'hint' } })) };
    },
    judge(hint, { plan, observed, outcomeOf }) {
        const reads = plan.checkReads.filter((r) => r.reason.kind === 'hint');
        const result = {
            verdict: 'unclear',
            reason: '',
            evidence: [],
            contradictions: [],
        };
        if (reads.length === 0) {
            result.evidence.push(`no commit to read check ${hint.name} on`);
            result.reason = `check ${hint.name}: no commit to read`;
            return result;
        }
        let worst;
        for (const read of reads) {
            const outcome = outcomeOf(read);
            if (outcome === undefined) {
                const why = observed.unreadable?.has(read.sha)
                    ? 'the GitHub API could not give its checks'
                    : 'no GitHub API here';
                result.evidence.push(`check ${read.name} on ${types_short(read.sha)} not read (${why})`);
                result.reason = `check ${read.name}: not read (${why})`;
                return result;
            }
            result.evidence.push(`check ${read.name} on ${types_short(read.sha)}: ${outcome}`);
            if (!worst || RANK[outcome] < RANK[worst.outcome])
                worst = { read, outcome };
        }
        const { read, outcome } = worst;
        result.reason = `check ${read.name}: ${outcome} on ${types_short(read.sha)}`;
        if (outcome === 'success')
            result.verdict = 'verified';
        if (outcome === 'failure') {
            result.verdict = 'not_verified';
            if (plan.task.preMarked) {
                result.contradictions.push({
                    taskId: plan.task.id,
                    claimed: 'pre-marked [x]',
                    actual: `check ${read.name} concluded failure on ${types_short(read.sha)}`,
                });
            }
        }
        return result;
    },
});

;// CONCATENATED MODULE: ./src/core/verify/cmd.ts
/** `cmd:<command>`: the exit status of a command the trusted contract holds. */

const cmdVerifier = defineVerifier({
    kind: 'cmd',
    parse: (value, raw) => ({ kind: 'cmd', command: value, raw }),
    docs: {
        form: '`cmd:<command>`',
        verified: 'exit 0 (run in the repository, `commandTimeoutSeconds`)',
        notVerified: 'non-zero exit',
        unclear: 'timed out, or the command is not in the contract on `trustedBranch`',
    },
    plan: (hint) => ({ command: hint.command }),
    judge(_hint, { plan, observed, claimedDone, doneSide }) {
        const result = {
            verdict: 'unclear',
            reason: '',
            evidence: [],
            contradictions: [],
        };
        const run = observed.command;
        if (!run || !run.ran) {
            result.evidence.push(`command not run: ${run?.reason ?? 'no command runner here'}`);
            result.reason = `cmd: not run (${run?.reason ?? 'no command runner here'})`;
            return result;
        }
        const tail = run.output.trim().split('\n').slice(-3).join(' / ');
        const status = run.timedOut ? 'timed out' : `exit ${run.exitCode ?? 'killed'}`;
        result.evidence.push(`cmd ${run.command}: ${status}${tail ? ` — ${tail}` : ''}`);
        result.reason = run.timedOut
            ? 'cmd: timed out'
            : `cmd: exited ${run.exitCode ?? 'on a signal'}`;
        if (run.timedOut)
            return result;
        result.verdict = run.exitCode === 0 ? 'verified' : 'not_verified';
        if (result.verdict === 'not_verified' && claimedDone) {
            result.contradictions.push({
                taskId: plan.task.id,
                claimed: doneSide(),
                actual: `command ${run.command} exited ${run.exitCode ?? 'on a signal'}`,
            });
        }
        return result;
    },
});

;// CONCATENATED MODULE: ./src/core/verify/evidence.ts
/** `evidence:<topic>`: an accepted claim of the topic since the last cycle. */

const evidenceVerifier = defineVerifier({
    kind: 'evidence',
    parse: (value, raw) => ({ kind: 'evidence', topic: value.toLowerCase(), raw }),
    docs: {
        form: '`evidence:<topic>`',
        verified: 'an accepted claim of the topic since the last cycle',
        notVerified: 'only blocked claims',
        unclear: 'no claim',
    },
    concernsUntargeted: (claim, hint) => claim.topic === hint.topic,
    judge(hint, { plan }) {
        const accepted = plan.claims.filter((c) => c.accepted);
        const blocked = plan.claims.filter((c) => !c.accepted);
        if (accepted.length > 0) {
            return {
                verdict: 'verified',
                reason: `accepted ${describeClaim(accepted.at(-1))}`,
                evidence: accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`),
                contradictions: [],
            };
        }
        if (blocked.length > 0) {
            return {
                verdict: 'not_verified',
                reason: `only blocked ${hint.topic} claims (${blocked.at(-1).published})`,
                evidence: blocked.map((c) => `blocked: published ${c.published} (${c.id})`),
                contradictions: [],
            };
        }
        return {
            verdict: 'unclear',
            reason: `no ${hint.topic} claim since the last cycle`,
            evidence: [`no ${hint.topic} claim since the last cycle`],
            contradictions: [],
        };
    },
});

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/core/verify/file.ts
/** `file:<path or glob>`: the path changed in the cycle's commits. */


/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
function changedMatching(paths, pattern) {
    const normalized = pattern.replace(/^\.\//, '');
    const isGlob = picomatch_default().scan(normalized).isGlob;
    const matcher = isGlob ? picomatch_default()(normalized, { dot: true }) : undefined;
    const folder = normalized.endsWith('/') ? normalized : `${normalized}/`;
    return paths.filter((path) => matcher ? matcher(path) : path === normalized || path.startsWith(folder));
}
const fileVerifier = defineVerifier({
    kind: 'file',
    parse: (value, raw) => ({ kind: 'file', pattern: value.replace(/^\.\//, ''), raw }),
    docs: {
        form: '`file:<path or glob>`',
        verified: "the path changed in the cycle's commits",
        notVerified: 'unchanged',
        unclear: '—',
    },
    judge(hint, { observed }) {
        const changes = observed.changes;
        if (!changes) {
            const evidence = ['cycle commits not read'];
            return {
                verdict: 'unclear',
                reason: 'file: cycle commits not read',
                evidence,
                contradictions: [],
            };
        }
        const matches = changedMatching(changes.paths, hint.pattern);
        return {
            verdict: matches.length > 0 ? 'verified' : 'not_verified',
            reason: matches.length > 0
                ? `file: ${matches[0]}${matches.length > 1 ? ` and ${matches.length - 1} more` : ''} changed`
                : `file: ${hint.pattern} unchanged`,
            evidence: [
                matches.length > 0
                    ? `${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''} changed in ${changes.range}`
                    : `${hint.pattern} unchanged in ${changes.range} (${changes.commits} commit(s))`,
            ],
            contradictions: [],
        };
    },
});

;// CONCATENATED MODULE: ./src/core/verify/none.ts
/**
 * Any other hint (the seed's default `task_completed` included): judged from the agent's claims
 * tied to the task in the cycle (`Heartbeat-Task: <id>` on a commit; a claim the ledger holds
 * with the task's id counts the same). An accepted gated claim is `verified`; only blocked ones `not_verified`;
 * claims with no gated evidence `unclear`; no claim at all is `not_verified` for a required task
 * (seed 004: "no evidence the task was done") and `unclear` for an optional one.
 */

const noneVerifier = defineVerifier({
    kind: 'none',
    parse: (_value, raw) => ({ kind: 'none', raw }),
    docs: {
        form: 'anything else (`task_completed`)',
        verified: 'an accepted gated claim naming the task (`Heartbeat-Task: <id>`)',
        notVerified: 'only blocked claims; no claim at all for a required task',
        unclear: 'claims without gated evidence; no claim for an optional task',
    },
    judge(_hint, { plan }) {
        // Gated evidence: a blocked claim, or an accepted one whose gate saw passing dimensions (an
        // ungated topic passes through with none). Not the gate registry: the hook's chunk owns it.
        const gated = plan.claims.filter((c) => !c.accepted || c.claimedPassing.length > 0);
        const accepted = gated.filter((c) => c.accepted);
        if (accepted.length > 0) {
            return {
                verdict: 'verified',
                reason: `accepted ${describeClaim(accepted.at(-1))} named the task`,
                evidence: accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`),
                contradictions: [],
            };
        }
        if (gated.length > 0) {
            return {
                verdict: 'not_verified',
                reason: `only blocked claims named the task (${gated.at(-1).published})`,
                evidence: gated.map((c) => `blocked: published ${c.published} (${c.id})`),
                contradictions: [],
            };
        }
        if (plan.claims.length > 0) {
            const topics = [...new Set(plan.claims.map((c) => c.topic))].join(', ');
            return {
                verdict: 'unclear',
                reason: `claimed without gated evidence (${topics})`,
                evidence: plan.claims.map((c) => `${describeClaim(c)} carries no gated evidence (${c.id})`),
                contradictions: [],
            };
        }
        const required = plan.task.required ?? true;
        return {
            verdict: required ? 'not_verified' : 'unclear',
            reason: 'no claim named the task',
            evidence: [`no claim named the task since the last cycle`],
            contradictions: [],
        };
    },
});

;// CONCATENATED MODULE: ./src/core/verify/registry.ts
/**
 * The registry of verifier kinds. Adding one is a file in this folder (a `defineVerifier`) and one
 * line below (plus, when it reads something new from the world, an observer in
 * `src/app/verifiers/observers.ts`): hint parsing, planning, judging, `lint` and the README's
 * table follow from it.
 */





/** The verifier kinds a `kind:` prefix selects, in the order the README lists them. */
const VERIFIERS = [evidenceVerifier, checkVerifier, cmdVerifier, fileVerifier];
/** The verifier of a hint that names no kind (or names one with nothing after it). */
const FALLBACK_VERIFIER = noneVerifier;
const BY_KIND = new Map([...VERIFIERS, FALLBACK_VERIFIER].map((v) => [v.kind, v]));
/** The verifier kind that judges `hint`. */
function verifierFor(hint) {
    return (BY_KIND.get(hint.kind) ?? FALLBACK_VERIFIER);
}
/** The kind a prefix names (`cmd` → the command verifier), if any. */
function verifierNamed(kind) {
    return VERIFIERS.some((v) => v.kind === kind)
        ? BY_KIND.get(kind)
        : undefined;
}

;// CONCATENATED MODULE: ./src/core/verify.ts





/** The verifier kinds, in the order the README lists them. */
const VERIFIER_KINDS = VERIFIERS.map((v) => v.kind);
/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
function parseVerifyHint(hint) {
    const raw = hint.trim().replace(/^verify:\s*/i, '');
    const match = /^([a-z]+):(.*)$/s.exec(raw);
    const verifier = match ? verifierNamed(match[1] ?? '') : undefined;
    const value = match?.[2]?.trim() ?? '';
    if (!verifier || value === '')
        return FALLBACK_VERIFIER.parse(raw, raw);
    return verifier.parse(value, raw);
}
/**
 * For `lint`: a hint with no verifier of its own, what then makes the task verified, and the
 * kinds it could name instead; undefined when the hint selects a verifier.
 */
function verifyHintProblem(hint, task = { id: '<id>', required: true }) {
    const parsed = parseVerifyHint(hint);
    if (parsed.kind !== 'none')
        return undefined;
    const empty = /^([a-z]+):\s*$/.exec(parsed.raw);
    const named = empty && verifierNamed(empty[1] ?? '');
    const what = named ? `'${named.kind}:' names nothing` : `'${parsed.raw}' selects no verifier`;
    const kinds = VERIFIERS.map((v) => v.docs.form.replace(/`/g, ''));
    return (`verify hint ${what}; use ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)} ` +
        `(otherwise the task is verified only by an accepted claim naming it, Heartbeat-Task: ${task.id}; ` +
        `with none it is ${task.required ? 'not_verified, -15' : 'unclear, -2'}, every cycle)`);
}
/**
 * For `lint`: which verifier a task's hint selects and what makes the task `verified`, in words
 * taken from the verifier's own documentation (so the README table and lint never disagree).
 */
function explainVerification(task) {
    const hint = parseVerifyHint(task.verify);
    const plain = (text) => text.replace(/`/g, '');
    if (hint.kind === 'none') {
        return {
            verifier: 'claims naming the task',
            verifiedWhen: `an accepted gated claim names it (Heartbeat-Task: ${task.id})`,
        };
    }
    const docs = verifierFor(hint).docs;
    return { verifier: `${hint.kind} (${hint.raw})`, verifiedWhen: plain(docs.verified) };
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
    return verifierFor(hint).concernsUntargeted?.(claim, hint) ?? false;
}
/** Plans one task's verification from its hint and the claims since the last cycle. */
function planVerification(task, claimsSinceLastCycle, options = {}) {
    const hint = parseVerifyHint(task.verify);
    const claims = claimsSinceLastCycle.filter((c) => claimConcernsTask(c, task.id, hint));
    const accepted = claims.filter((c) => c.accepted);
    const claimedSha = [...accepted].reverse().find((c) => c.sha)?.sha ??
        [...claims].reverse().find((c) => c.sha)?.sha ??
        options.fallbackSha;
    const own = verifierFor(hint).plan?.(hint, { claimedSha, options }) ?? {};
    const checkReads = [...(own.checkReads ?? [])];
    for (const claim of accepted) {
        if (!claim.sha)
            continue;
        for (const dimension of claim.claimedPassing) {
            const name = options.groundTruthChecks?.[dimension];
            if (name)
                checkReads.push({ sha: claim.sha, name, reason: { kind: 'claim', dimension, claim } });
        }
    }
    for (const open of options.openClaims ?? []) {
        if (open.taskId !== task.id)
            continue;
        checkReads.push({ sha: open.sha, name: open.check, reason: { kind: 'open', open } });
    }
    return {
        task: {
            id: task.id,
            verify: task.verify,
            preMarked: task.preMarked,
            ...(task.required === undefined ? {} : { required: task.required }),
        },
        hint,
        claims,
        claimedSha,
        checkReads,
        command: own.command,
    };
}
/**
 * The verdict of one planned verification. A real source that failed where the agent claimed
 * success — an accepted claim of a dimension mapped to that check, a task pre-marked `[x]`, or
 * an accepted claim naming the task whose `cmd:` fails — is `not_verified` with
 * `groundTruthContradiction`, whatever the hint's own verdict.
 */
function judgeVerification(plan, observed) {
    const { hint, task } = plan;
    const outcomeOf = (read) => {
        const readings = observed.checks?.get(read.sha);
        return readings ? checkOutcome(readings, read.name) : undefined;
    };
    const openClaims = [];
    const accepted = plan.claims.filter((c) => c.accepted);
    const own = verifierFor(hint).judge(hint, {
        plan,
        observed,
        outcomeOf,
        claimedDone: task.preMarked || accepted.length > 0,
        doneSide: () => [
            ...(task.preMarked ? ['pre-marked [x]'] : []),
            ...accepted.map((c) => `accepted ${describeClaim(c)}`),
        ].join('; '),
    });
    const evidence = [...own.evidence];
    const contradictions = [...own.contradictions];
    // An accepted claim whose real source has not concluded (CI still running, a `[skip ci]`
    // commit with no run) proves nothing yet: unclear, whatever the hint's own verdict.
    const open = [];
    for (const read of plan.checkReads) {
        if (read.reason.kind === 'hint')
            continue;
        // The API was asked and could not answer: nothing is proven, so the claim stays open.
        const outcome = observed.unreadable?.has(read.sha) ? 'unreadable' : outcomeOf(read);
        if (outcome === undefined) {
            // No API here (the CLI): an earlier open claim waits for a run that can read it.
            if (read.reason.kind === 'open')
                openClaims.push(read.reason.open);
            continue;
        }
        const where = `check ${read.name} on ${types_short(read.sha)}`;
        if (read.reason.kind === 'open') {
            // An earlier cycle's claim: already charged `unclear` then; only its outcome is news.
            const earlier = read.reason.open;
            const claimed = `${earlier.dimension}: pass (${earlier.topic} on ${types_short(earlier.sha)}, open since ${earlier.since})`;
            evidence.push(`ground truth of an earlier claim: ${earlier.dimension} → ${where}: ${outcome}`);
            if (outcome === 'failure') {
                contradictions.push({
                    taskId: task.id,
                    claimed,
                    actual: `check ${read.name} concluded failure on ${types_short(read.sha)}`,
                });
            }
            else if (outcome === 'pending' || outcome === 'absent' || outcome === 'unreadable') {
                openClaims.push(earlier);
            }
            continue;
        }
        const { dimension, claim } = read.reason;
        evidence.push(`ground truth: ${dimension} → ${where}: ${outcome}`);
        if (outcome === 'failure') {
            contradictions.push({
                taskId: task.id,
                claimed: `${dimension}: pass (${describeClaim(claim)})`,
                actual: `check ${read.name} concluded failure on ${types_short(read.sha)}`,
            });
        }
        else if (outcome === 'pending' || outcome === 'absent' || outcome === 'unreadable') {
            open.push(`ground truth ${read.name}: ${outcome} on ${types_short(read.sha)}`);
            openClaims.push({
                taskId: task.id,
                claimId: claim.id,
                topic: claim.topic,
                sha: read.sha,
                dimension,
                check: read.name,
            });
        }
    }
    const unique = dedupe(contradictions);
    const undecided = unique.length === 0 && open.length > 0 && own.verdict === 'verified';
    return {
        taskId: task.id,
        hint,
        verdict: unique.length > 0 ? 'not_verified' : undecided ? 'unclear' : own.verdict,
        reason: unique[0] ? `contradiction: ${unique[0].actual}` : undecided ? open[0] : own.reason,
        groundTruthContradiction: unique.length > 0,
        evidence,
        contradictions: unique,
        openClaims,
    };
}
/**
 * A verdict when some of the cycle's claims could not be read (a PR comment listing cut short): a
 * task judged by claims alone (`evidence:`, `task_completed`) is `unclear`, since an unread claim
 * might be blocked, accepted or contradicted; a contradiction found and real sources (`cmd:`,
 * `check:`, `file:`) stand.
 */
function withClaimsUnread(verification, why) {
    const byClaims = verification.hint.kind === 'none' || verification.hint.kind === 'evidence';
    if (!byClaims || verification.groundTruthContradiction)
        return verification;
    return {
        ...verification,
        verdict: 'unclear',
        reason: why,
        evidence: [...verification.evidence, why],
    };
}
/** How long an open claim is read again: CI that has not concluded in a day never will. */
const OPEN_CLAIM_HOURS = 24;
/** At most this many open claims are carried (two API requests each per cycle); oldest go first. */
const MAX_OPEN_CLAIMS = 25;
/**
 * The open claims the next cycle reads again: those the judged tasks left open (this cycle's
 * stamped `at`), and the carried ones of tasks not judged this time (abandoned for the day, or
 * gone from the contract), until {@link OPEN_CLAIM_HOURS} after they were first left open.
 * One entry per task, claim and dimension; a concluded claim is not carried, so a failure is
 * charged once.
 */
function nextOpenClaims(carried, verifications, at) {
    const judged = new Set(verifications.map((v) => v.taskId));
    const expires = Date.parse(at) - OPEN_CLAIM_HOURS * 3_600_000;
    const byKey = new Map();
    const candidates = [
        ...carried.filter((c) => !judged.has(c.taskId)),
        ...verifications.flatMap((v) => v.openClaims.map((c) => ({ ...c, since: c.since ?? at }))),
    ];
    for (const claim of candidates) {
        if (Date.parse(claim.since) <= expires)
            continue;
        const key = `${claim.taskId}\n${claim.claimId}\n${claim.dimension}`;
        if (!byKey.has(key))
            byKey.set(key, claim);
    }
    return [...byKey.values()]
        .sort((a, b) => a.since.localeCompare(b.since) || a.claimId.localeCompare(b.claimId))
        .slice(-MAX_OPEN_CLAIMS);
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
