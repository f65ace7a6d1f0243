export const id = 328;
export const ids = [328];
export const modules = {

/***/ 9328:
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
