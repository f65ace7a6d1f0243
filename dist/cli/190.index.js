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
                    checks.set(sha, await input.readChecks(sha));
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
        const { verifications } = await verifyCycle(repo, {
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
        return verifications;
    };
    const key = `${last.id}:${tasks.map((t) => t.id).join(',')}`;
    const pending = sources.cache?.get(key) ?? verify();
    sources.cache?.set(key, pending);
    const verifications = await pending;
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

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ reasonLine),
/* harmony export */   BP: () => (/* binding */ formatCycleMessage),
/* harmony export */   Fc: () => (/* binding */ buildCycleEvent),
/* harmony export */   Fq: () => (/* binding */ cycleTier),
/* harmony export */   HE: () => (/* binding */ CYCLE_SUBJECT_PREFIX),
/* harmony export */   Pt: () => (/* binding */ parseCycleMessage),
/* harmony export */   f1: () => (/* binding */ cycleDue)
/* harmony export */ });
/* unused harmony exports CycleTierSchema, CycleVerdictSchema, CycleCommitSchema, cycleSubject, parseCycleMessageAsGit */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3507);
/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */



/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
const CycleTierSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']),
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('normal'),
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
const CycleVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    verdict: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp,
    contradiction: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The two sides of each ground-truth contradiction (`Heartbeat-Contradiction` trailers). */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).optional(),
    /** Why, in one line (`Heartbeat-Reason` trailers), when the verdict came with one. */
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
});
/** What a cycle commit records, and what `log` reads back. */
const CycleCommitSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    score: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    tier: CycleTierSchema,
    /** Points scored since the previous cycle (verdicts and feedback). */
    delta: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    /** Minutes until the next cycle is due under the new tiers. */
    intervalMinutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
    verdicts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CycleVerdictSchema),
});
/** The subject prefix every cycle commit starts with. */
const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** One side of a `Heartbeat-Contradiction` trailer: one line, without the `|` that separates them. */
const trailerSide = (text) => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');
/** A reason as one trailer line: one line, runs of spaces squeezed (git would), at most 200 characters. */
function reasonLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 200 ? `${line.slice(0, 199)}…` : line || '-';
}
/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
function formatCycleMessage(commit) {
    const subject = cycleSubject(commit);
    const verified = commit.verdicts.filter((v) => v.verdict === 'verified').length;
    const body = `${commit.verdicts.length} verdict(s) since the previous cycle, ${verified} verified; ` +
        `${signed(commit.delta)} points. Next cycle due in ${commit.intervalMinutes} minutes.`;
    const trailers = [
        `Heartbeat-Cycle: ${commit.cycle}`,
        `Heartbeat-Score: ${commit.score}`,
        `Heartbeat-Target: ${commit.target}`,
        `Heartbeat-Tier: ${commit.tier}`,
        `Heartbeat-Delta: ${signed(commit.delta)}`,
        `Heartbeat-Interval: ${commit.intervalMinutes}`,
        ...commit.verdicts.map((v) => `Heartbeat-Verdict: ${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`),
        ...commit.verdicts.flatMap((v) => (v.contradictions ?? []).map((c) => `Heartbeat-Contradiction: ${v.taskId} claimed ${trailerSide(c.claimed)} | actual ${trailerSide(c.actual)}`)),
        ...commit.verdicts.flatMap((v) => v.reason === undefined ? [] : [`Heartbeat-Reason: ${v.taskId} ${reasonLine(v.reason)}`]),
    ];
    return `${subject}\n\n${body}\n\n${trailers.join('\n')}\n`;
}
/** The subject line of a cycle commit. */
function cycleSubject(commit) {
    return `${CYCLE_SUBJECT_PREFIX}${commit.cycle} — score ${commit.score}/${commit.target} (${commit.tier})`;
}
const INTEGER = /^[+-]?\d+$/;
// git trims a trailer's value, so an empty (or blank) actual side loses its space.
const CONTRADICTION = /^(\S+) claimed ([^|]*) \| actual(?: ([^|]*))?$/;
/**
 * The inverse of formatCycleMessage: reads a cycle commit's message (as `git log` prints it) back
 * from its trailer block, parsed as git parses trailers. Returns undefined for any other commit,
 * and for one whose trailers are missing, repeated, malformed or disagree with its subject (a
 * hand-written look-alike is not an audit record).
 *
 * `log` reads thousands of these, nearly all exactly as formatCycleMessage wrote them: such a
 * message is read line by line, and kept only when writing the result back gives the same text
 * (then git's parser would have found the same trailers); anything else takes git's parser.
 */
function parseCycleMessage(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    return readCanonicalCycleMessage(message) ?? parseCycleMessageAsGit(message);
}
/** parseCycleMessage with git's trailer parser on every message (the reference the quick path must agree with). */
function parseCycleMessageAsGit(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    return cycleFromTrailers(message, (0,_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTrailers */ .aw)(message, { cleanup: 'none' }));
}
const isAsciiSpace = (code) => code === 32 || code === 9 || code === 10 || code === 13;
/** The `Key: value` lines of the last paragraph, values trimmed as git trims them; undefined unless every line is one. */
function canonicalTrailers(message) {
    if (!message.endsWith('\n'))
        return undefined;
    const start = message.lastIndexOf('\n\n', message.length - 2);
    if (start === -1)
        return undefined;
    const trailers = [];
    for (let at = start + 2; at < message.length;) {
        const end = message.indexOf('\n', at);
        const colon = message.indexOf(':', at);
        if (colon <= at || colon > end)
            return undefined;
        let from = colon + 1;
        let to = end;
        while (from < to && isAsciiSpace(message.charCodeAt(from)))
            from++;
        while (to > from && isAsciiSpace(message.charCodeAt(to - 1)))
            to--;
        trailers.push({ key: message.slice(at, colon), value: message.slice(from, to) });
        at = end + 1;
    }
    return trailers;
}
const CANONICAL_KEYS = [
    'Heartbeat-Cycle',
    'Heartbeat-Score',
    'Heartbeat-Target',
    'Heartbeat-Tier',
    'Heartbeat-Delta',
    'Heartbeat-Interval',
];
const CYCLE_TIERS = new Set([
    ..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']).options,
    ..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']).options,
    'normal',
]);
const VERDICTS = new Set(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp.options);
/**
 * A message exactly as formatCycleMessage writes it, read without git's parser or the schema (the
 * same checks, by hand); undefined for anything else, which then takes the full path.
 */
function readCanonicalCycleMessage(message) {
    const trailers = canonicalTrailers(message);
    if (!trailers || trailers.length < CANONICAL_KEYS.length)
        return undefined;
    for (const [i, key] of CANONICAL_KEYS.entries())
        if (trailers[i].key !== key)
            return undefined;
    const int = (i) => {
        const value = trailers[i].value;
        return INTEGER.test(value) ? Number(value) : Number.NaN;
    };
    const [cycle, score, target, delta, intervalMinutes] = [int(0), int(1), int(2), int(4), int(5)];
    const tier = trailers[3].value;
    if (![cycle, score, target, delta, intervalMinutes].every(Number.isSafeInteger) ||
        cycle <= 0 ||
        intervalMinutes <= 0 ||
        !CYCLE_TIERS.has(tier)) {
        return undefined;
    }
    const verdicts = [];
    let i = CANONICAL_KEYS.length;
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Verdict'; i++) {
        const [taskId = '', verdict = '', flag, ...rest] = trailers[i].value.split(/\s+/);
        if (!taskId || !VERDICTS.has(verdict) || rest.length > 0)
            return undefined;
        if (flag !== undefined && flag !== 'contradiction')
            return undefined;
        verdicts.push({ taskId, verdict: verdict, contradiction: flag === 'contradiction' });
    }
    const contradicted = firstContradictedVerdicts(verdicts);
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Contradiction'; i++) {
        const sides = CONTRADICTION.exec(trailers[i].value);
        if (!sides)
            return undefined;
        const [, taskId = '', claimed = '', actual = ''] = sides;
        const verdict = contradicted.get(taskId);
        if (!verdict)
            return undefined;
        (verdict.contradictions ??= []).push({ claimed, actual });
    }
    const unexplained = reasonTargets(verdicts);
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Reason'; i++) {
        if (!attachReason(unexplained, trailers[i].value))
            return undefined;
    }
    if (i < trailers.length)
        return undefined;
    const commit = { cycle, score, target, tier, delta, intervalMinutes, verdicts };
    return formatCycleMessage(commit) === message ? commit : undefined;
}
/**
 * The first contradicted verdict of each task, which that task's contradictions belong to. A
 * map, not a search per contradiction: a look-alike message with thousands of each would make
 * `log` quadratic.
 */
function firstContradictedVerdicts(verdicts) {
    const first = new Map();
    for (const verdict of verdicts) {
        if (verdict.contradiction && !first.has(verdict.taskId))
            first.set(verdict.taskId, verdict);
    }
    return first;
}
/** Each task's verdicts still without a reason, in order, for `Heartbeat-Reason` trailers to fill. */
function reasonTargets(verdicts) {
    const targets = new Map();
    for (const verdict of verdicts) {
        const list = targets.get(verdict.taskId);
        if (list)
            list.push(verdict);
        else
            targets.set(verdict.taskId, [verdict]);
    }
    return targets;
}
/** Gives `<task> <reason>` to that task's next verdict without one; false when there is none. */
function attachReason(targets, value) {
    const space = value.indexOf(' ');
    if (space <= 0)
        return false;
    const verdict = targets.get(value.slice(0, space))?.shift();
    if (!verdict)
        return false;
    verdict.reason = value.slice(space + 1);
    return true;
}
function cycleFromTrailers(message, trailers) {
    const single = new Map();
    const verdicts = [];
    const contradictions = [];
    const reasons = [];
    for (const { key, value } of trailers) {
        const name = key.toLowerCase();
        if (!name.startsWith('heartbeat-'))
            continue;
        const field = name.slice('heartbeat-'.length);
        if (field === 'reason') {
            reasons.push(value);
        }
        else if (field === 'contradiction') {
            const sides = CONTRADICTION.exec(value);
            if (!sides)
                return undefined;
            const [, taskId = '', claimed = '', actual = ''] = sides;
            contradictions.push({ taskId, claimed, actual });
        }
        else if (field === 'verdict') {
            const [taskId = '', verdict, flag, ...rest] = value.split(/\s+/);
            const parsed = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp.safeParse(verdict);
            if (!parsed.success || rest.length > 0 || (flag !== undefined && flag !== 'contradiction'))
                return undefined;
            verdicts.push({ taskId, verdict: parsed.data, contradiction: flag === 'contradiction' });
        }
        else {
            if (single.has(field))
                return undefined;
            single.set(field, value);
        }
    }
    // Each contradiction belongs to a contradicted verdict of its task, as formatCycleMessage writes it.
    const contradicted = firstContradictedVerdicts(verdicts);
    for (const { taskId, claimed, actual } of contradictions) {
        const verdict = contradicted.get(taskId);
        if (!verdict)
            return undefined;
        (verdict.contradictions ??= []).push({ claimed, actual });
    }
    const unexplained = reasonTargets(verdicts);
    for (const reason of reasons)
        if (!attachReason(unexplained, reason))
            return undefined;
    const int = (field) => {
        const value = single.get(field);
        return value !== undefined && INTEGER.test(value) ? Number(value) : undefined;
    };
    const parsed = CycleCommitSchema.safeParse({
        cycle: int('cycle'),
        score: int('score'),
        target: int('target'),
        tier: single.get('tier'),
        delta: int('delta'),
        intervalMinutes: int('interval'),
        verdicts,
    });
    if (!parsed.success)
        return undefined;
    const subject = (message.split('\n', 1)[0] ?? '').trimEnd();
    return subject === cycleSubject(parsed.data) ? parsed.data : undefined;
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


/***/ }),

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rS: () => (/* binding */ evidenceText),
  FL: () => (/* binding */ judgeVerification),
  Oo: () => (/* binding */ parseVerifyHint),
  lU: () => (/* binding */ planVerification),
  on: () => (/* binding */ verifyHintProblem)
});

// UNUSED EXPORTS: VERIFIERS, VERIFIER_KINDS, changedMatching, checkOutcome, claimConcernsTask, verifierFor

;// CONCATENATED MODULE: ./src/core/verify/types.ts
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
/** `check:<name>`: a GitHub check run or commit status on the claimed commit. */

const checkVerifier = defineVerifier({
    kind: 'check',
    parse: (value, raw) => ({ kind: 'check', name: value, raw }),
    docs: {
        form: '`check:<name>`',
        verified: 'that check run / commit status succeeded on the claimed commit',
        notVerified: 'failure, cancelled, timed_out',
        unclear: 'pending, absent; always in the CLI (no API; the Action reads it)',
    },
    // A claim naming no task still points at a commit, which is what `check:` reads.
    concernsUntargeted: () => true,
    plan(hint, { claimedSha, options }) {
        if (!claimedSha)
            return {};
        const name = options.checkAliases?.[hint.name] ?? hint.name;
        return { checkReads: [{ sha: claimedSha, name, reason: { kind: 'hint' } }] };
    },
    judge(hint, { plan, outcomeOf }) {
        const read = plan.checkReads.find((r) => r.reason.kind === 'hint');
        const result = {
            verdict: 'unclear',
            reason: '',
            evidence: [],
            contradictions: [],
        };
        if (!read) {
            result.evidence.push(`no claimed commit to read check ${hint.name} on`);
            result.reason = `check ${hint.name}: no commit to read`;
            return result;
        }
        const outcome = outcomeOf(read);
        if (outcome === undefined) {
            result.evidence.push(`check ${read.name} on ${types_short(read.sha)} not read (no GitHub API here)`);
            return result;
        }
        result.evidence.push(`check ${read.name} on ${types_short(read.sha)}: ${outcome}`);
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

// EXTERNAL MODULE: ./src/core/evidence/index.ts + 8 modules
var evidence = __webpack_require__(9816);
;// CONCATENATED MODULE: ./src/core/verify/none.ts
/**
 * Any other hint (the seed's default `task_completed` included): judged from the agent's claims
 * tied to the task in the cycle (`Heartbeat-Task: <id>` on a commit, or the task id in a fenced
 * PR-comment claim). An accepted gated claim is `verified`; only blocked ones `not_verified`;
 * claims with no gated evidence `unclear`; no claim at all is `not_verified` for a required task
 * (seed 004: "no evidence the task was done") and `unclear` for an optional one.
 */


const noneVerifier = defineVerifier({
    kind: 'none',
    parse: (_value, raw) => ({ kind: 'none', raw }),
    docs: {
        form: 'anything else (`task_completed`)',
        verified: 'an accepted gated claim naming the task (`Heartbeat-Task:` or a fenced claim)',
        notVerified: 'only blocked claims; no claim at all for a required task',
        unclear: 'claims without gated evidence; no claim for an optional task',
    },
    judge(_hint, { plan }) {
        const gated = plan.claims.filter((c) => (0,evidence/* isGatedTopic */.$V)(c.topic));
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
 * Why a hint will always be judged `unclear`, for `lint` to warn with; undefined when the hint
 * selects a verifier.
 */
function verifyHintProblem(hint) {
    const parsed = parseVerifyHint(hint);
    if (parsed.kind !== 'none')
        return undefined;
    const empty = /^([a-z]+):\s*$/.exec(parsed.raw);
    const named = empty && verifierNamed(empty[1] ?? '');
    const what = named ? `'${named.kind}:' names nothing` : `'${parsed.raw}' selects no verifier`;
    const kinds = VERIFIERS.map((v) => v.docs.form.replace(/`/g, ''));
    return (`verify hint ${what}; use ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)} ` +
        `(otherwise the task is judged unclear, -2, every cycle)`);
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
    for (const read of plan.checkReads) {
        if (read.reason.kind !== 'claim')
            continue;
        const outcome = outcomeOf(read);
        if (outcome === undefined)
            continue;
        const { dimension, claim } = read.reason;
        evidence.push(`ground truth: ${dimension} → check ${read.name} on ${types_short(read.sha)}: ${outcome}`);
        if (outcome === 'failure') {
            contradictions.push({
                taskId: task.id,
                claimed: `${dimension}: pass (${describeClaim(claim)})`,
                actual: `check ${read.name} concluded failure on ${types_short(read.sha)}`,
            });
        }
    }
    const unique = dedupe(contradictions);
    return {
        taskId: task.id,
        hint,
        verdict: unique.length > 0 ? 'not_verified' : own.verdict,
        reason: unique[0] ? `contradiction: ${unique[0].actual}` : own.reason,
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
