export const id = 328;
export const ids = [328];
export const modules = {

/***/ 9328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jn: () => (/* binding */ cycleCommitRecord),
  OM: () => (/* binding */ runCycle)
});

// UNUSED EXPORTS: planCycle

// EXTERNAL MODULE: ./src/core/cycle.ts
var core_cycle = __webpack_require__(3937);
// EXTERNAL MODULE: ./src/core/replay.ts
var core_replay = __webpack_require__(4544);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/app/contract-file.ts + 1 modules
var contract_file = __webpack_require__(5200);
// EXTERNAL MODULE: ./src/app/ledger-writer.ts + 2 modules
var ledger_writer = __webpack_require__(9480);
// EXTERNAL MODULE: ./src/app/time.ts
var time = __webpack_require__(2706);
// EXTERNAL MODULE: ./src/core/contract.ts
var contract = __webpack_require__(2013);
// EXTERNAL MODULE: ./src/core/progress.ts
var core_progress = __webpack_require__(4664);
// EXTERNAL MODULE: ./src/core/verify.ts
var core_verify = __webpack_require__(7190);
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
        const latest = new Map();
        for (const raw of (0,trailers/* evidenceClaimsFromMessage */.oB)(commit.message, { cleanup: 'none' })) {
            latest.delete(raw.topic);
            latest.set(raw.topic, raw.payload);
        }
        for (const [topic, payload] of latest) {
            const result = judge(topic, payload);
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
    return (0,identity/* isAgentCommit */.Jz)({
        author: { name: commit.authorName, email: commit.authorEmail },
        committer: { name: commit.committerName, email: commit.committerEmail },
        coAuthors: (0,identity/* coAuthorsFromTrailers */.R_)((0,trailers/* parseTrailers */.aw)(commit.message, { cleanup: 'none' })),
    }, agents);
}

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
        let command;
        if (plan.command !== undefined) {
            const trusted = input.allowedCommands.get(task.id);
            command =
                trusted === plan.command
                    ? await runVerifyCommand(plan.command, {
                        cwd: input.cwd,
                        timeoutMs: input.commandTimeoutMs,
                        ...(input.env ? { env: input.env } : {}),
                    })
                    : {
                        ran: false,
                        command: plan.command,
                        reason: 'the command is not in the contract on the trusted branch',
                    };
        }
        const result = (0,core_verify/* judgeVerification */.FL)(plan, {
            checks,
            ...(command ? { command } : {}),
            ...(input.changes ? { changes: input.changes } : {}),
        });
        results.push(unread.length > 0 ? { ...result, evidence: [...result.evidence, ...unread] } : result);
    }
    return results;
}
/** Reads the cycle's commits from git and verifies every task against them. */
async function verifyCycle(repo, options) {
    const commits = await readCycleCommits(repo, options.range);
    const fromCommits = options.evaluateEvidence
        ? claimsFromCommits(commits, options.config.agents, options.evaluateEvidence)
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
 * The tasks of the contract on the trusted branch (its remote-tracking copy first: a local branch
 * is as writable as the working tree), or undefined when there is none.
 */
async function trustedContractTasks(repo, config) {
    for (const ref of [
        `refs/remotes/origin/${config.trustedBranch}`,
        `refs/heads/${config.trustedBranch}`,
    ]) {
        const commit = await repo.resolve(ref);
        if (!commit)
            continue;
        let text;
        try {
            text = await repo.raw(['show', `${commit}:${config.contract}`]);
        }
        catch {
            return undefined;
        }
        return (0,contract/* parseHeartbeatContract */.uT)(text, config.contract).tasks;
    }
    return undefined;
}
/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
async function sidecarVerdicts(snapshot, startedAt, sources = {}) {
    const { repo, config, state } = snapshot;
    const head = await repo.resolve('HEAD');
    const last = state?.lastCycle;
    if (!state || !last || !head)
        return { events: [], verifications: [], head };
    const judged = new Set(state.sinceLastCycle.verdicts.map((v) => v.taskId));
    const progress = new Map((state.progress?.tasks ?? []).map((t) => [t.taskId, t]));
    const tasks = last.tasks.filter((task) => {
        const current = progress.get(task.id);
        return ((0,core_verify/* parseVerifyHint */.Oo)(task.verify).kind !== 'none' &&
            !judged.has(task.id) &&
            !(current && (0,core_progress/* isAbandoned */.zI)(current)));
    });
    if (tasks.length === 0)
        return { events: [], verifications: [], head };
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
            tasks,
            range: from ? { from, to: head } : { since: last.at, to: head },
            trustedTasks: await trustedContractTasks(repo, config),
            config,
            readChecks: sources.readChecks,
            evaluateEvidence: sources.evaluateEvidence,
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
        const required = progress.get(v.taskId)?.required ??
            last.tasks.find((t) => t.id === v.taskId)?.required ??
            true;
        return {
            id: `verdict:${last.cycle}:${v.taskId}`,
            at,
            kind: 'verdict',
            taskId: v.taskId,
            verdict: v.verdict,
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
        ...(0,core_cycle/* buildCycleEvent */.Fc)({
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
            const record = cycleCommitRecord(event.cycle, effects.before.get(event.id), after, view);
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
function cycleCommitRecord(cycle, before, after, view) {
    const window = before?.sinceLastCycle ?? (0,core_replay/* emptyWindow */.wi)();
    const summary = (0,score_summary/* summarizeScore */.E)(after.score, view);
    return {
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
        })),
    };
}


/***/ }),

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ formatCycleMessage),
/* harmony export */   Fc: () => (/* binding */ buildCycleEvent),
/* harmony export */   Fq: () => (/* binding */ cycleTier),
/* harmony export */   HE: () => (/* binding */ CYCLE_SUBJECT_PREFIX),
/* harmony export */   Pt: () => (/* binding */ parseCycleMessage),
/* harmony export */   f1: () => (/* binding */ cycleDue)
/* harmony export */ });
/* unused harmony exports CycleTierSchema, CycleVerdictSchema, CycleCommitSchema, cycleSubject, parseCycleMessageAsGit */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8816);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3507);
/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */



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
});
/** The subject prefix every cycle commit starts with. */
const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** One side of a `Heartbeat-Contradiction` trailer: one line, without the `|` that separates them. */
const trailerSide = (text) => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');
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
    return cycleFromTrailers(message, (0,_trailers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTrailers */ .aw)(message, { cleanup: 'none' }));
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
function cycleFromTrailers(message, trailers) {
    const single = new Map();
    const verdicts = [];
    const contradictions = [];
    for (const { key, value } of trailers) {
        const name = key.toLowerCase();
        if (!name.startsWith('heartbeat-'))
            continue;
        const field = name.slice('heartbeat-'.length);
        if (field === 'contradiction') {
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

/***/ 3507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ taskIdsFromMessage),
/* harmony export */   aw: () => (/* binding */ parseTrailers),
/* harmony export */   oB: () => (/* binding */ evidenceClaimsFromMessage)
/* harmony export */ });
/* unused harmony exports cleanupCommitMessage, EVIDENCE_TRAILERS */
const GIT_GENERATED_PREFIXES = ['Signed-off-by: ', '(cherry picked from commit '];
const CUT_LINE = '------------------------ >8 ------------------------\n';
// git's own ctype: ASCII only, whatever the locale.
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isAlnum = (c) => /^[A-Za-z0-9]$/.test(c);
function nextLine(s, i) {
    const nl = s.indexOf('\n', i);
    return nl === -1 ? s.length : nl + 1;
}
/** Start of the last line of s[0, len), -1 when len is 0 (a final newline belongs to its line). */
function lastLine(s, len) {
    if (len === 0)
        return -1;
    if (len === 1)
        return 0;
    for (let i = len - 2; i >= 0; i--)
        if (s[i] === '\n')
            return i + 1;
    return 0;
}
function isBlankLine(s, i) {
    for (; i < s.length && s[i] !== '\n'; i++)
        if (!isSpace(s[i]))
            return false;
    return true;
}
/** Offset of the `:` in `<token><optional blanks>:`, or -1 when the line is not shaped so. */
function findSeparator(s, start) {
    let whitespaceFound = false;
    for (let i = start; i < s.length; i++) {
        const c = s[i];
        if (c === ':')
            return i - start;
        if (!whitespaceFound && (isAlnum(c) || c === '-'))
            continue;
        if (i !== start && (c === ' ' || c === '\t')) {
            whitespaceFound = true;
            continue;
        }
        break;
    }
    return -1;
}
function trim(text) {
    let a = 0;
    let b = text.length;
    while (a < b && isSpace(text[a]))
        a++;
    while (b > a && isSpace(text[b - 1]))
        b--;
    return text.slice(a, b);
}
/** Where the message proper ends: before a `---` divider line, when dividers count. */
function findPatchStart(s, divider) {
    if (!divider)
        return s.length;
    for (let i = 0; i < s.length; i = nextLine(s, i)) {
        if (s.startsWith('---', i) && isSpace(s[i + 3]))
            return i;
    }
    return s.length;
}
/** Where `git commit -v`'s scissors line starts, or len. */
function locateCutLine(s, len, comment) {
    const pattern = `\n${comment} ${CUT_LINE}`;
    if (s.startsWith(pattern.slice(1)))
        return 0;
    const at = s.indexOf(pattern);
    return at === -1 ? len : Math.min(at + 1, len);
}
/** git's ignore_non_trailer: the trailing run of comments, blank lines and an old `Conflicts:` block. */
function endOfLogMessage(s, len, comment) {
    const cutoff = locateCutLine(s, len, comment);
    let boc = 0;
    let inConflicts = false;
    for (let bol = 0; bol < cutoff;) {
        const nl = s.indexOf('\n', bol);
        const next = nl === -1 || nl >= len ? len : nl + 1;
        if (s[bol] === comment || s[bol] === '\n') {
            if (!boc)
                boc = bol;
        }
        else if (s.startsWith('Conflicts:\n', bol)) {
            inConflicts = true;
            if (!boc)
                boc = bol;
        }
        else if (inConflicts && s[bol] === '\t') {
            // a path inside the old conflicts block
        }
        else if (boc) {
            boc = 0;
            inConflicts = false;
        }
        bol = next;
    }
    return boc ? boc : cutoff;
}
/** git's find_trailer_start: the last paragraph, if it counts as a trailer block. */
function findTrailerStart(s, len, comment) {
    let title = 0;
    for (; title < len; title = nextLine(s, title)) {
        if (s[title] === comment)
            continue;
        if (isBlankLine(s, title))
            break;
    }
    let onlySpaces = true;
    let recognizedPrefix = false;
    let trailerLines = 0;
    let nonTrailerLines = 0;
    let possibleContinuationLines = 0;
    for (let l = lastLine(s, len); l >= title; l = lastLine(s, l)) {
        if (s[l] === comment) {
            nonTrailerLines += possibleContinuationLines;
            possibleContinuationLines = 0;
            continue;
        }
        if (isBlankLine(s, l)) {
            if (onlySpaces)
                continue;
            nonTrailerLines += possibleContinuationLines;
            if (recognizedPrefix && trailerLines * 3 >= nonTrailerLines)
                return nextLine(s, l);
            if (trailerLines && !nonTrailerLines)
                return nextLine(s, l);
            return len;
        }
        onlySpaces = false;
        if (GIT_GENERATED_PREFIXES.some((prefix) => s.startsWith(prefix, l))) {
            trailerLines++;
            possibleContinuationLines = 0;
            recognizedPrefix = true;
            continue;
        }
        if (findSeparator(s, l) >= 1 && !isSpace(s[l])) {
            trailerLines++;
            possibleContinuationLines = 0;
        }
        else if (isSpace(s[l])) {
            possibleContinuationLines++;
        }
        else {
            nonTrailerLines += 1 + possibleContinuationLines;
            possibleContinuationLines = 0;
        }
    }
    return len;
}
/**
 * `git commit`'s default cleanup of an edited message (`--cleanup=strip`), plus the cut at the
 * `git commit -v` scissors line (a hook cannot tell whether `-v` was given; the line is git's own).
 */
function cleanupCommitMessage(message, commentChar = '#') {
    const text = message.slice(0, locateCutLine(message, message.length, commentChar));
    const out = [];
    let empties = 0;
    for (const raw of text.split('\n')) {
        if (raw.startsWith(commentChar))
            continue;
        let end = raw.length;
        while (end > 0 && isSpace(raw[end - 1]))
            end--;
        if (end === 0) {
            empties++;
            continue;
        }
        if (empties > 0 && out.length > 0)
            out.push('');
        empties = 0;
        out.push(raw.slice(0, end));
    }
    return out.length ? `${out.join('\n')}\n` : '';
}
/** The trailers of a commit message, in order, as git parses them. */
function parseTrailers(message, options = {}) {
    const comment = options.commentChar ?? '#';
    const s = (options.cleanup ?? 'strip') === 'strip' ? cleanupCommitMessage(message, comment) : message;
    const end = endOfLogMessage(s, findPatchStart(s, options.divider ?? false), comment);
    const start = findTrailerStart(s, end, comment);
    // Join continuation lines onto the trailer above them, as trailer_info_get does.
    const entries = [];
    for (const line of s.slice(start, end).split(/(?<=\n)/)) {
        if (line === '')
            continue;
        const last = entries[entries.length - 1];
        if (last?.joinable && isSpace(line[0])) {
            last.text += line;
            continue;
        }
        entries.push({ text: line, joinable: findSeparator(line, 0) >= 1 });
    }
    const trailers = [];
    for (const { text } of entries) {
        if (text.startsWith(comment))
            continue;
        const sep = findSeparator(text, 0);
        if (sep < 1)
            continue;
        const raw = trim(text.slice(sep + 1));
        trailers.push({
            key: trim(text.slice(0, sep)),
            value: trim(raw.replace(/\n[ \t\n\r]*/g, ' ')),
            lines: raw.split('\n').map(trim),
        });
    }
    return trailers;
}
/** Trailer keys (lowercased) that carry evidence, and the gated topic each claims. */
const EVIDENCE_TRAILERS = {
    'build-done': 'build.done',
    'review-done': 'review.done',
    'verify-passed': 'verify.passed',
};
/** Every `Build-Done:` / `Review-Done:` / `Verify-Passed:` trailer of a message, in order. */
function evidenceClaimsFromMessage(message, options = {}) {
    const claims = [];
    for (const trailer of parseTrailers(message, options)) {
        const topic = EVIDENCE_TRAILERS[trailer.key.toLowerCase()];
        if (topic)
            claims.push({ topic, payload: trailer.lines.join('\n'), trailer: trailer.key });
    }
    return claims;
}
/** Task ids named by `Heartbeat-Task:` trailers (comma- or space-separated), first mention first. */
function taskIdsFromMessage(message, options = {}) {
    const ids = new Set();
    for (const trailer of parseTrailers(message, options)) {
        if (trailer.key.toLowerCase() !== 'heartbeat-task')
            continue;
        for (const id of trailer.value.split(/[\s,]+/))
            if (id)
                ids.add(id);
    }
    return [...ids];
}


/***/ }),

/***/ 7190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ judgeVerification),
/* harmony export */   Oo: () => (/* binding */ parseVerifyHint),
/* harmony export */   lU: () => (/* binding */ planVerification),
/* harmony export */   on: () => (/* binding */ verifyHintProblem),
/* harmony export */   rS: () => (/* binding */ evidenceText)
/* harmony export */ });
/* unused harmony exports VERIFIER_KINDS, checkOutcome, claimConcernsTask, changedMatching */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier, {@link planVerification} says what real state that verifier
 * must look at, adapters (src/app/verifiers/) look, and {@link judgeVerification} turns what they
 * saw into a verdict, the evidence behind it, and any ground-truth contradiction.
 */

/** The verifier kinds, in the order the README lists them. */
const VERIFIER_KINDS = (/* unused pure expression or super */ null && (['evidence', 'check', 'cmd', 'file']));
/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
function parseVerifyHint(hint) {
    const raw = hint.trim().replace(/^verify:\s*/i, '');
    const match = /^(evidence|check|cmd|file):(.*)$/s.exec(raw);
    const value = match?.[2]?.trim() ?? '';
    if (!match || value === '')
        return { kind: 'none', raw };
    switch (match[1]) {
        case 'evidence':
            return { kind: 'evidence', topic: value.toLowerCase(), raw };
        case 'check':
            return { kind: 'check', name: value, raw };
        case 'cmd':
            return { kind: 'cmd', command: value, raw };
        default:
            return { kind: 'file', pattern: value.replace(/^\.\//, ''), raw };
    }
}
/**
 * Why a hint will always be judged `unclear`, for `lint` to warn with; undefined when the hint
 * selects a verifier.
 */
function verifyHintProblem(hint) {
    const parsed = parseVerifyHint(hint);
    if (parsed.kind !== 'none')
        return undefined;
    const empty = /^(evidence|check|cmd|file):\s*$/.exec(parsed.raw);
    const what = empty ? `'${empty[1]}:' names nothing` : `'${parsed.raw}' selects no verifier`;
    return (`verify hint ${what}; use evidence:<topic>, check:<name>, cmd:<command> or file:<path or glob> ` +
        `(otherwise the task is judged unclear, -2, every cycle)`);
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
/**
 * Whether a claim speaks about a task: a claim naming tasks (`Heartbeat-Task:`) concerns exactly
 * those; one naming none concerns the tasks whose hint selects it (`evidence:<its topic>`, or any
 * `check:`, which reads the commit it points to). So one untargeted lie is never charged to
 * every task of the contract.
 */
function claimConcernsTask(claim, taskId, hint) {
    if (claim.taskIds.length > 0)
        return claim.taskIds.includes(taskId);
    if (hint.kind === 'evidence')
        return claim.topic === hint.topic;
    return hint.kind === 'check';
}
/** Plans one task's verification from its hint and the claims since the last cycle. */
function planVerification(task, claimsSinceLastCycle, options = {}) {
    const hint = parseVerifyHint(task.verify);
    const claims = claimsSinceLastCycle.filter((c) => claimConcernsTask(c, task.id, hint));
    const accepted = claims.filter((c) => c.accepted);
    const claimedSha = [...accepted].reverse().find((c) => c.sha)?.sha ??
        [...claims].reverse().find((c) => c.sha)?.sha ??
        options.fallbackSha;
    const checkReads = [];
    if (hint.kind === 'check' && claimedSha) {
        const name = options.checkAliases?.[hint.name] ?? hint.name;
        checkReads.push({ sha: claimedSha, name, reason: { kind: 'hint' } });
    }
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
        task: { id: task.id, verify: task.verify, preMarked: task.preMarked },
        hint,
        claims,
        claimedSha,
        checkReads,
        command: hint.kind === 'cmd' ? hint.command : undefined,
    };
}
const short = (sha) => sha.slice(0, 12);
function describeClaim(claim) {
    const where = claim.sha ? ` on ${short(claim.sha)}` : '';
    return `${claim.topic}${where}`;
}
/**
 * The verdict of one planned verification. A real source that failed where the agent claimed
 * success — an accepted claim of a dimension mapped to that check, a task pre-marked `[x]`, or
 * an accepted claim naming the task whose `cmd:` fails — is `not_verified` with
 * `groundTruthContradiction`, whatever the hint's own verdict.
 */
function judgeVerification(plan, observed) {
    const { hint, task } = plan;
    const evidence = [];
    const contradictions = [];
    const outcomeOf = (read) => {
        const readings = observed.checks?.get(read.sha);
        return readings ? checkOutcome(readings, read.name) : undefined;
    };
    const accepted = plan.claims.filter((c) => c.accepted);
    const claimedDone = task.preMarked || accepted.length > 0;
    const doneSide = () => [
        ...(task.preMarked ? ['pre-marked [x]'] : []),
        ...accepted.map((c) => `accepted ${describeClaim(c)}`),
    ].join('; ');
    let verdict = 'unclear';
    switch (hint.kind) {
        case 'evidence': {
            const blocked = plan.claims.filter((c) => !c.accepted);
            if (accepted.length > 0) {
                verdict = 'verified';
                evidence.push(...accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`));
            }
            else if (blocked.length > 0) {
                verdict = 'not_verified';
                evidence.push(...blocked.map((c) => `blocked: published ${c.published} (${c.id})`));
            }
            else {
                evidence.push(`no ${hint.topic} claim since the last cycle`);
            }
            break;
        }
        case 'check': {
            const read = plan.checkReads.find((r) => r.reason.kind === 'hint');
            if (!read) {
                evidence.push(`no claimed commit to read check ${hint.name} on`);
                break;
            }
            const outcome = outcomeOf(read);
            if (outcome === undefined) {
                evidence.push(`check ${read.name} on ${short(read.sha)} not read (no GitHub API here)`);
                break;
            }
            evidence.push(`check ${read.name} on ${short(read.sha)}: ${outcome}`);
            if (outcome === 'success')
                verdict = 'verified';
            if (outcome === 'failure') {
                verdict = 'not_verified';
                if (task.preMarked) {
                    contradictions.push({
                        taskId: task.id,
                        claimed: 'pre-marked [x]',
                        actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
                    });
                }
            }
            break;
        }
        case 'cmd': {
            const run = observed.command;
            if (!run || !run.ran) {
                evidence.push(`command not run: ${run?.reason ?? 'no command runner here'}`);
                break;
            }
            const tail = run.output.trim().split('\n').slice(-3).join(' / ');
            const status = run.timedOut ? 'timed out' : `exit ${run.exitCode ?? 'killed'}`;
            evidence.push(`cmd ${run.command}: ${status}${tail ? ` — ${tail}` : ''}`);
            if (run.timedOut)
                break;
            verdict = run.exitCode === 0 ? 'verified' : 'not_verified';
            if (verdict === 'not_verified' && claimedDone) {
                contradictions.push({
                    taskId: task.id,
                    claimed: doneSide(),
                    actual: `command ${run.command} exited ${run.exitCode ?? 'on a signal'}`,
                });
            }
            break;
        }
        case 'file': {
            const changes = observed.changes;
            if (!changes) {
                evidence.push('cycle commits not read');
                break;
            }
            const matches = changedMatching(changes.paths, hint.pattern);
            verdict = matches.length > 0 ? 'verified' : 'not_verified';
            evidence.push(matches.length > 0
                ? `${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''} changed in ${changes.range}`
                : `${hint.pattern} unchanged in ${changes.range} (${changes.commits} commit(s))`);
            break;
        }
        case 'none':
            evidence.push(`hint '${hint.raw}' selects no verifier`);
            break;
    }
    for (const read of plan.checkReads) {
        if (read.reason.kind !== 'claim')
            continue;
        const outcome = outcomeOf(read);
        if (outcome === undefined)
            continue;
        const { dimension, claim } = read.reason;
        evidence.push(`ground truth: ${dimension} → check ${read.name} on ${short(read.sha)}: ${outcome}`);
        if (outcome === 'failure') {
            contradictions.push({
                taskId: task.id,
                claimed: `${dimension}: pass (${describeClaim(claim)})`,
                actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
            });
        }
    }
    const unique = dedupe(contradictions);
    return {
        taskId: task.id,
        hint,
        verdict: unique.length > 0 ? 'not_verified' : verdict,
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
/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
function changedMatching(paths, pattern) {
    const normalized = pattern.replace(/^\.\//, '');
    const isGlob = picomatch__WEBPACK_IMPORTED_MODULE_0___default().scan(normalized).isGlob;
    const matcher = isGlob ? picomatch__WEBPACK_IMPORTED_MODULE_0___default()(normalized, { dot: true }) : undefined;
    const folder = normalized.endsWith('/') ? normalized : `${normalized}/`;
    return paths.filter((path) => matcher ? matcher(path) : path === normalized || path.startsWith(folder));
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
