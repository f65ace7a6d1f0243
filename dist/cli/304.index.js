export const id = 304;
export const ids = [304];
export const modules = {

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rS: () => (/* binding */ evidenceText),
  FL: () => (/* binding */ judgeVerification),
  Oo: () => (/* binding */ parseVerifyHint),
  lU: () => (/* binding */ planVerification),
  hY: () => (/* reexport */ trustedReadings),
  on: () => (/* binding */ verifyHintProblem)
});

// UNUSED EXPORTS: VERIFIERS, VERIFIER_KINDS, changedMatching, checkOutcome, claimConcernsTask, verifierFor

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
    judge(hint, { plan, outcomeOf }) {
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
                result.evidence.push(`check ${read.name} on ${types_short(read.sha)} not read (no GitHub API here)`);
                result.reason = `check ${read.name}: not read (no GitHub API here)`;
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
    // An accepted claim whose real source has not concluded (CI still running, a `[skip ci]`
    // commit with no run) proves nothing yet: unclear, whatever the hint's own verdict.
    const open = [];
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
        else if (outcome === 'pending' || outcome === 'absent') {
            open.push(`ground truth ${read.name}: ${outcome} on ${types_short(read.sha)}`);
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
