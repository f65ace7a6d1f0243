/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier kind (one file each in `verify/`, listed in
 * `verify/registry.ts`), {@link planVerification} says what real state it must look at, adapters
 * (src/app/verifiers/) look, and {@link judgeVerification} turns what they saw into a verdict, the
 * evidence behind it, and any ground-truth contradiction.
 */
import type { ClaimEvent, Verdict } from './model.js';
import {
  FALLBACK_VERIFIER,
  VERIFIERS,
  verifierFor,
  verifierNamed,
  type VerifyHint,
} from './verify/registry.js';
import {
  checkOutcome,
  describeClaim,
  short,
  type CheckOutcome,
  type CheckRead,
  type Contradiction,
  type Observations,
  type PlanBase,
  type PlanOptions,
  type VerifiedTask,
} from './verify/types.js';

export { changedMatching } from './verify/file.js';
export { VERIFIERS, verifierFor, type VerifyHint } from './verify/registry.js';
export {
  checkOutcome,
  type CheckOutcome,
  type CheckRead,
  type CheckReading,
  type CommandRun,
  type Contradiction,
  type CycleChanges,
  type GroundTruthChecks,
  type Observations,
  type PlanOptions,
  type ProducerTrust,
  type VerifierKind,
  trustedReadings,
} from './verify/types.js';

/** The verifier kinds, in the order the README lists them. */
export const VERIFIER_KINDS: readonly VerifyHint['kind'][] = VERIFIERS.map((v) => v.kind);

/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
export function parseVerifyHint(hint: string): VerifyHint {
  const raw = hint.trim().replace(/^verify:\s*/i, '');
  const match = /^([a-z]+):(.*)$/s.exec(raw);
  const verifier = match ? verifierNamed(match[1] ?? '') : undefined;
  const value = match?.[2]?.trim() ?? '';
  if (!verifier || value === '') return FALLBACK_VERIFIER.parse(raw, raw);
  return verifier.parse(value, raw);
}

/**
 * For `lint`: a hint with no verifier of its own, what then makes the task verified, and the
 * kinds it could name instead; undefined when the hint selects a verifier.
 */
export function verifyHintProblem(
  hint: string,
  task: { id: string; required: boolean } = { id: '<id>', required: true },
): string | undefined {
  const parsed = parseVerifyHint(hint);
  if (parsed.kind !== 'none') return undefined;
  const empty = /^([a-z]+):\s*$/.exec(parsed.raw);
  const named = empty && verifierNamed(empty[1] ?? '');
  const what = named ? `'${named.kind}:' names nothing` : `'${parsed.raw}' selects no verifier`;
  const kinds = VERIFIERS.map((v) => v.docs.form.replace(/`/g, ''));
  return (
    `verify hint ${what}; use ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)} ` +
    `(otherwise the task is verified only by an accepted claim naming it, Heartbeat-Task: ${task.id}; ` +
    `with none it is ${task.required ? 'not_verified, -15' : 'unclear, -2'}, every cycle)`
  );
}

/** What one task's verification needs from the outside world. */
export type VerificationPlan = PlanBase<VerifyHint>;

/**
 * Whether a claim speaks about a task: a claim naming tasks (`Heartbeat-Task:`) concerns exactly
 * those; one naming none concerns the tasks whose hint selects it (`evidence:<its topic>`, or any
 * `check:`, which reads the commit it points to). So one untargeted lie is never charged to
 * every task of the contract.
 */
export function claimConcernsTask(claim: ClaimEvent, taskId: string, hint: VerifyHint): boolean {
  if (claim.taskIds.length > 0) return claim.taskIds.includes(taskId);
  return verifierFor(hint).concernsUntargeted?.(claim, hint) ?? false;
}

/** Plans one task's verification from its hint and the claims since the last cycle. */
export function planVerification(
  task: VerifiedTask,
  claimsSinceLastCycle: readonly ClaimEvent[],
  options: PlanOptions = {},
): VerificationPlan {
  const hint = parseVerifyHint(task.verify);
  const claims = claimsSinceLastCycle.filter((c) => claimConcernsTask(c, task.id, hint));
  const accepted = claims.filter((c) => c.accepted);
  const claimedSha =
    [...accepted].reverse().find((c) => c.sha)?.sha ??
    [...claims].reverse().find((c) => c.sha)?.sha ??
    options.fallbackSha;
  const own = verifierFor(hint).plan?.(hint, { claimedSha, options }) ?? {};
  const checkReads: CheckRead[] = [...(own.checkReads ?? [])];
  for (const claim of accepted) {
    if (!claim.sha) continue;
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

/** One task's verdict and what it rests on. */
export interface TaskVerification {
  taskId: string;
  hint: VerifyHint;
  verdict: Verdict;
  /** Why, in one line (`cmd: exited 1`, `no claim named the task`), for the cycle commit and `log`. */
  reason: string;
  groundTruthContradiction: boolean;
  /** What the verifier looked at, one line each, for the ledger and the summary. */
  evidence: string[];
  contradictions: Contradiction[];
}

/**
 * The verdict of one planned verification. A real source that failed where the agent claimed
 * success — an accepted claim of a dimension mapped to that check, a task pre-marked `[x]`, or
 * an accepted claim naming the task whose `cmd:` fails — is `not_verified` with
 * `groundTruthContradiction`, whatever the hint's own verdict.
 */
export function judgeVerification(
  plan: VerificationPlan,
  observed: Observations,
): TaskVerification {
  const { hint, task } = plan;
  const outcomeOf = (read: CheckRead): CheckOutcome | undefined => {
    const readings = observed.checks?.get(read.sha);
    return readings ? checkOutcome(readings, read.name) : undefined;
  };
  const accepted = plan.claims.filter((c) => c.accepted);
  const own = verifierFor(hint).judge(hint, {
    plan,
    observed,
    outcomeOf,
    claimedDone: task.preMarked || accepted.length > 0,
    doneSide: () =>
      [
        ...(task.preMarked ? ['pre-marked [x]'] : []),
        ...accepted.map((c) => `accepted ${describeClaim(c)}`),
      ].join('; '),
  });
  const evidence = [...own.evidence];
  const contradictions = [...own.contradictions];
  // An accepted claim whose real source has not concluded (CI still running, a `[skip ci]`
  // commit with no run) proves nothing yet: unclear, whatever the hint's own verdict.
  const open: string[] = [];

  for (const read of plan.checkReads) {
    if (read.reason.kind !== 'claim') continue;
    const outcome = outcomeOf(read);
    if (outcome === undefined) continue;
    const { dimension, claim } = read.reason;
    evidence.push(
      `ground truth: ${dimension} → check ${read.name} on ${short(read.sha)}: ${outcome}`,
    );
    if (outcome === 'failure') {
      contradictions.push({
        taskId: task.id,
        claimed: `${dimension}: pass (${describeClaim(claim)})`,
        actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
      });
    } else if (outcome === 'pending' || outcome === 'absent') {
      open.push(`ground truth ${read.name}: ${outcome} on ${short(read.sha)}`);
    }
  }

  const unique = dedupe(contradictions);
  const undecided = unique.length === 0 && open.length > 0 && own.verdict === 'verified';
  return {
    taskId: task.id,
    hint,
    verdict: unique.length > 0 ? 'not_verified' : undecided ? 'unclear' : own.verdict,
    reason: unique[0] ? `contradiction: ${unique[0].actual}` : undecided ? open[0]! : own.reason,
    groundTruthContradiction: unique.length > 0,
    evidence,
    contradictions: unique,
  };
}

function dedupe(contradictions: readonly Contradiction[]): Contradiction[] {
  const seen = new Set<string>();
  return contradictions.filter((c) => {
    const key = `${c.claimed}\n${c.actual}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The one-line evidence text stored on the ledger's verdict event. */
export function evidenceText(verification: TaskVerification): string {
  const lines = [...verification.evidence];
  for (const c of verification.contradictions) {
    lines.push(`contradiction: claimed ${c.claimed}; actual ${c.actual}`);
  }
  return lines.join('; ');
}
