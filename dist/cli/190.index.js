export const id = 190;
export const ids = [190];
export const modules = {

/***/ 3190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ runCycle)
});

// UNUSED EXPORTS: planCycle

// EXTERNAL MODULE: ./src/core/cycle.ts
var cycle = __webpack_require__(3937);
// EXTERNAL MODULE: ./src/core/replay.ts
var core_replay = __webpack_require__(4544);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/app/contract-file.ts + 1 modules
var contract_file = __webpack_require__(5200);
// EXTERNAL MODULE: ./src/app/ledger-writer.ts
var ledger_writer = __webpack_require__(8324);
// EXTERNAL MODULE: ./src/app/time.ts
var time = __webpack_require__(2706);
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
;// CONCATENATED MODULE: ./src/app/verifiers/command.ts
/**
 * Runs a `cmd:` verify hint in the repository with a time limit. Only commands the trusted
 * contract holds ever get here (see `allowedCommands`); the runner still hands the command no
 * tokens, so a verification step cannot act on GitHub as the gate.
 */


/** How much of the command's output the evidence keeps (its end, where failures are reported). */
const OUTPUT_TAIL = 4096;
/** Environment names never passed to a verify command. */
const SECRET = /(TOKEN|SECRET|PASSWORD|PRIVATE_KEY)/i;
function commandEnv(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET.test(name) && !name.startsWith('INPUT_')));
}
/**
 * Runs `command` with `sh -c` in `cwd`. After `timeoutMs` the whole process group is killed and
 * the run is reported as timed out (unclear), never as passed or failed.
 */
function runVerifyCommand(command, options) {
    return new Promise((resolve) => {
        let output = '';
        let timedOut = false;
        const child = (0,external_node_child_process_.spawn)('sh', ['-c', command], {
            cwd: options.cwd,
            env: commandEnv(options.env ?? process.env),
            stdio: ['ignore', 'pipe', 'pipe'],
            // Its own process group, so a time-out kills the command's children too.
            detached: true,
        });
        const keep = (chunk) => {
            output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        const timer = setTimeout(() => {
            timedOut = true;
            try {
                process.kill(-(child.pid ?? 0), 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
        }, options.timeoutMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve({ ran: true, command, exitCode: null, timedOut, output: error.message });
        });
        child.on('close', (code) => {
            clearTimeout(timer);
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
 * an unclosed fence runs to the end). Fences inside block quotes or lists are quotes, not claims.
 */
function claimsFromCommentBody(body) {
    const lines = body.replace(/\r\n?/g, '\n').split('\n');
    const claims = [];
    for (let i = 0; i < lines.length; i++) {
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
function stripIndent(line, width) {
    let n = 0;
    while (n < width && line[n] === ' ')
        n++;
    return line.slice(n);
}
/** `Name[bot]` and `name` are the same agent; GitHub logins are case-insensitive. */
function normalizeLogin(login) {
    return login
        .trim()
        .toLowerCase()
        .replace(/\[bot\]$/, '');
}
/** Whether `login` is one of the configured agent logins (with or without `[bot]`). */
function isAgentLogin(login, agents) {
    if (!login)
        return false;
    const key = normalizeLogin(login);
    return agents.some((agent) => normalizeLogin(agent) === key);
}
/** GitHub's noreply addresses carry the login: `123+name@users.noreply.github.com`. */
const NOREPLY = /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i;
/** Whether a person named on a commit is the agent: by login, noreply email, or git name. */
function isAgentPerson(person, agents) {
    if (!person)
        return false;
    if (isAgentLogin(person.login, agents))
        return true;
    const noreply = person.email ? NOREPLY.exec(person.email.trim()) : null;
    if (noreply && isAgentLogin(noreply[1], agents))
        return true;
    return isAgentLogin(person.name, agents);
}
/** A commit counts as the agent's by its author, committer or a `Co-authored-by` trailer. */
function isAgentCommit(commit, agents) {
    return [commit.author, commit.committer, ...(commit.coAuthors ?? [])].some((p) => isAgentPerson(p, agents));
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
    const out = await repo.raw([
        'log',
        '--reverse',
        '--no-renames',
        '--name-only',
        `--format=${RECORD}%H${FIELD}%cI${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%B${FIELD}`,
        ...revs,
        '--',
    ]);
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
        .filter((commit) => !commit.message.startsWith(cycle/* CYCLE_SUBJECT_PREFIX */.HE))
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
        const latest = new Map();
        for (const raw of judge.evidenceClaimsFromMessage(commit.message, { cleanup: 'none' })) {
            latest.delete(raw.topic);
            latest.set(raw.topic, raw.payload);
        }
        for (const [topic, payload] of latest) {
            const result = judge.evaluateEvidence(topic, payload);
            claims.push({
                id: `commit:${commit.sha}:${topic}`,
                at: commit.date,
                kind: 'claim',
                topic,
                published: result.published,
                accepted: result.accepted,
                failed: [...result.failed, ...result.missing],
                claimedPassing: result.claimedPassing,
                sha: commit.sha,
                taskIds,
                source: 'trailer',
            });
        }
    }
    return claims;
}
function isAgentsCommit(commit, agents) {
    const coAuthors = [...commit.message.matchAll(/^Co-authored-by:\s*(.*?)\s*<([^>]*)>\s*$/gim)].map(([, name, email]) => ({ name: name ?? null, email: email ?? null }));
    return [
        { name: commit.authorName, email: commit.authorEmail },
        { name: commit.committerName, email: commit.committerEmail },
        ...coAuthors,
    ].some((person) => isAgentPerson(person, agents));
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
        });
        const checks = new Map();
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
        const result = (0,core_verify/* judgeVerification */.FL)(plan, { checks, ...own });
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
        ...(options.env ? { env: options.env } : {}),
    });
    return { verifications, claims };
}

;// CONCATENATED MODULE: ./src/app/verifiers/sidecar.ts




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
    let head = '';
    try {
        head = (await repo.raw(['symbolic-ref', '-q', `refs/remotes/${remote}/HEAD`])).trim();
    }
    catch {
        try {
            // No origin/HEAD (a checkout made with `git init` + fetch): ask the remote.
            const answer = await repo.raw(['ls-remote', '--symref', remote, 'HEAD']);
            head = /^ref: (refs\/heads\/\S+)\s+HEAD$/m.exec(answer)?.[1] ?? '';
            head = head.replace(/^refs\/heads\//, `refs/remotes/${remote}/`);
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
        text = await repo.raw(['show', `${commit}:${config.contract}`]);
    }
    catch {
        return undefined;
    }
    return (0,contract/* parseHeartbeatContract */.uT)(text, config.contract).tasks;
}
/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
async function sidecarVerdicts(snapshot, startedAt, sources = {}) {
    const { repo, config, state } = snapshot;
    const head = await repo.resolve('HEAD');
    const last = state?.lastCycle;
    if (!state || !last || !head)
        return { events: [], verifications: [], head };
    const ownId = (taskId) => `verdict:${last.cycle}:${taskId}`;
    // Only the gate's own verdicts (and, on a workstation, an operator's) stop the sidecar.
    const judged = new Set(state.sinceLastCycle.verdicts
        .filter((v) => !sources.judgeDespiteVerdicts || v.id === ownId(v.taskId))
        .map((v) => v.taskId));
    const progress = new Map((state.progress?.tasks ?? []).map((t) => [t.taskId, t]));
    const tasks = last.tasks.filter((task) => {
        const current = progress.get(task.id);
        return !judged.has(task.id) && !(current && (0,core_progress/* isAbandoned */.zI)(current));
    });
    if (tasks.length === 0)
        return { events: [], verifications: [], head };
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
        const { verifications, claims } = await verifyCycle(repo, {
            tasks: tasks.map((task) => ({ ...task, required: requiredOf(task.id) })),
            range: from ? { from, to: head } : { since: last.at, to: head },
            // Only a task with a `cmd:` hint needs the trusted contract (and, in the Action, the API).
            trustedTasks: tasks.some((t) => (0,core_verify/* parseVerifyHint */.Oo)(t.verify).kind === 'cmd')
                ? await trustedContractTasks(repo, config, sources)
                : undefined,
            config,
            readChecks: sources.readChecks,
            evidence: sources.evidence,
            ...(sources.env ? { env: sources.env } : {}),
        });
        // Seed 002 thrashing, the PR gate's rule: blocked three times in a row abandons the task.
        const thrashing = sources.evidence?.detectThrashing?.(claims);
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
    // Just before the next cycle opens, and never before the cycle being judged.
    const at = new Date(Math.max(Date.parse(last.at), Date.parse(startedAt) - 1)).toISOString();
    const events = verifications.map((v) => {
        const required = requiredOf(v.taskId);
        return {
            id: ownId(v.taskId),
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
    });
    return { events, verifications, head };
}

;// CONCATENATED MODULE: ./src/app/cycle.ts
/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */







/** Runs one heartbeat cycle on the state branch (and pushes it with `push`). */
async function runCycle(options) {
    const now = (0,time/* parseNow */.A)(options.now);
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
        const due = (0,cycle/* cycleDue */.f1)({
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
    const contract = await (0,contract_file/* loadContract */.l)(repo.root, config);
    // Cycles start in order: one that lost a race (or runs on a clock behind the last cycle)
    // starts just after the previous one, so cycle numbers follow the ledger's replay order.
    const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
    const startedAt = Date.parse(now) > lastAt ? now : new Date(lastAt + 1).toISOString();
    // The ending cycle's tasks are judged first, so this cycle's commit scores them.
    const verified = options.sidecar
        ? await sidecarVerdicts(snapshot, startedAt, options.sidecar)
        : { events: [], head: undefined };
    const event = {
        ...(0,cycle/* buildCycleEvent */.Fc)({
            cycle: (last?.cycle ?? 0) + 1,
            at: startedAt,
            tasks: contract.tasks,
            defaultIntervalMinutes: config.defaultIntervalMinutes,
        }),
        ...(startedAt !== now ? { requestedAt: now } : {}),
        ...(verified.head ? { head: verified.head } : {}),
    };
    return {
        events: [...verified.events, event],
        finish(effects) {
            const after = effects.after.get(event.id);
            if (!after || effects.conflicts.includes(event.id)) {
                throw new Error(`${event.id} is already in the ledger with other content`);
            }
            const window = effects.before.get(event.id)?.sinceLastCycle ?? (0,core_replay/* emptyWindow */.wi)();
            const summary = (0,score_summary/* summarizeScore */.E)(after.score, view);
            const record = {
                cycle: event.cycle,
                score: summary.score,
                target: summary.target,
                tier: (0,cycle/* cycleTier */.Fq)(summary),
                delta: window.points,
                intervalMinutes: summary.intervalMinutes,
                verdicts: window.verdicts.map((v) => ({
                    taskId: v.taskId,
                    verdict: v.verdict,
                    contradiction: v.groundTruthContradiction,
                    ...(v.contradictions ? { contradictions: v.contradictions } : {}),
                    ...(v.reason ? { reason: (0,cycle/* reasonLine */.$E)(v.reason) } : {}),
                })),
            };
            const nextDueAt = new Date(Date.parse(startedAt) + summary.intervalMinutes * 60_000).toISOString();
            return {
                message: (0,cycle/* formatCycleMessage */.BP)(record),
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


/***/ }),

/***/ 7219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ summarizeScore)
});

// UNUSED EXPORTS: ScoreSummarySchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
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


/***/ })

};
