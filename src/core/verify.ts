/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier kind (one file each in `verify/`, listed in
 * `verify/registry.ts`), {@link planVerification} says what real state it must look at, adapters
 * (src/app/verifiers/) look, and {@link judgeVerification} turns what they saw into a verdict, the
 * evidence behind it, and any ground-truth contradiction.
 */
import type {
  ClaimEvent,
  ContractDiagnostic,
  HeartbeatContract,
  OpenClaim,
  Verdict,
} from './model.js';
import { closest } from './render/text.js';
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
  readingsAsOf,
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
 * What is wrong with an evidence topic (`mistypedTopicMessage` of the gate registry), passed in:
 * the registry lives in the commit-msg hook's bundle chunk, and a static import here would split
 * it in two.
 */
export type TopicCheck = (topic: string) => string | undefined;

/** Whether a hint names an evidence topic: only such a hint is checked with a TopicCheck. */
export function namesEvidenceTopic(hint: string): boolean {
  return parseVerifyHint(hint).kind === 'evidence';
}

/**
 * Why a hint cannot stand, for the contract parser (an error, not a warning: the task would be
 * judged by no verifier, `not_verified` every cycle): a kind mistyped (`fiel:` → `file:`), a kind
 * naming nothing (`file:`), or `evidence:` naming a typo of a gated topic (`verify.pass`).
 */
export function verifyHintError(hint: string, topics: TopicCheck): string | undefined {
  const raw = hint.trim().replace(/^verify:\s*/i, '');
  const parsed = parseVerifyHint(raw);
  if (parsed.kind === 'evidence') {
    const typo = topics(parsed.topic);
    return typo && `verify hint \`${raw}\`: ${typo}`;
  }
  if (parsed.kind !== 'none') return undefined;
  const prefix = /^([A-Za-z]+):(.*)$/s.exec(raw);
  if (!prefix) return undefined;
  const [, kind = '', value = ''] = prefix;
  if (verifierNamed(kind) && value.trim() === '')
    return `verify hint \`${kind}:\` names nothing (expected ${verifierNamed(kind)!.docs.form.replace(/`/g, '')})`;
  // One edit at most: the kinds are short words, and a free-text hint may hold a colon.
  const meant = verifierNamed(kind) ? undefined : closest(kind, VERIFIER_KINDS, { maxEdits: 1 });
  return meant && `unknown verify hint kind \`${kind}:\`; did you mean ${meant}:?`;
}

/**
 * The contract with each task whose hint cannot stand ({@link verifyHintError}) taken out and
 * reported as an error on its line, as the parser reports a task line it cannot read. Kept out of
 * the parser: the verifiers it consults are no part of the library's contract reader.
 */
export function checkVerifyHints(
  contract: HeartbeatContract,
  topics: TopicCheck,
  file?: string,
): HeartbeatContract {
  const errors: ContractDiagnostic[] = [];
  const tasks = contract.tasks.filter((task) => {
    const problem = verifyHintError(task.verify, topics);
    if (problem)
      errors.push({
        ...(file === undefined ? {} : { file }),
        line: task.line,
        severity: 'error',
        message: `task \`${task.id}\`: ${problem}`,
      });
    return !problem;
  });
  if (errors.length === 0) return contract;
  const diagnostics = [...contract.diagnostics, ...errors].sort((a, b) => a.line - b.line);
  return { ...contract, tasks, diagnostics };
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
  // A kind naming nothing (`cmd:`) never gets here: checkVerifyHints makes it an error.
  const what = `'${parsed.raw}' selects no verifier`;
  const kinds = VERIFIERS.map((v) => v.docs.form.replace(/`/g, ''));
  return (
    `verify hint ${what}; use ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)} ` +
    `(otherwise the task is verified only by an accepted claim naming it, Heartbeat-Task: ${task.id}; ` +
    `with none it is ${task.required ? 'not_verified, -15' : 'unclear, -2'}, every cycle)`
  );
}

/**
 * For `lint`: which verifier a task's hint selects and what makes the task `verified`, in words
 * taken from the verifier's own documentation (so the README table and lint never disagree).
 */
export function explainVerification(task: { id: string; verify: string }): {
  verifier: string;
  verifiedWhen: string;
} {
  const hint = parseVerifyHint(task.verify);
  const plain = (text: string) => text.replace(/`/g, '');
  if (hint.kind === 'none') {
    return {
      verifier: 'claims naming the task',
      verifiedWhen: `an accepted gated claim names it (Heartbeat-Task: ${task.id})`,
    };
  }
  const docs = verifierFor(hint).docs;
  return { verifier: `${hint.kind} (${hint.raw})`, verifiedWhen: plain(docs.verified) };
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
  // Text that cannot be read could have named any task; a commit's trailers are whole (only whose
  // the commit is may be unproven), so they concern what they name.
  if (claim.unproven !== undefined && claim.source !== 'trailer') return true;
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
  for (const open of options.openClaims ?? []) {
    if (open.taskId !== task.id) continue;
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
 * A PR comment claim that names no commit of the agent's: written on a pull request the agent
 * did not open, so nothing it could be judged on is the agent's work (issue 26, class F).
 */
export function isUnboundClaim(claim: Pick<ClaimEvent, 'source' | 'sha'>): boolean {
  return claim.source === 'comment' && claim.sha === undefined;
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
  /**
   * Accepted claims whose ground truth has not concluded: this cycle's (no `since` yet) and
   * earlier cycles' still pending. {@link nextOpenClaims} carries them to the next cycle.
   */
  openClaims: Array<Omit<OpenClaim, 'since'> & { since?: string }>;
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
  const openClaims: TaskVerification['openClaims'] = [];
  const judgeOwn = (claims: readonly ClaimEvent[]) => {
    const accepted = claims.filter((c) => c.accepted);
    return verifierFor(hint).judge(hint, {
      plan: { ...plan, claims: [...claims] },
      observed,
      outcomeOf,
      claimedDone: task.preMarked || accepted.length > 0,
      doneSide: () =>
        [
          ...(task.preMarked ? ['pre-marked [x]'] : []),
          ...accepted.map((c) => `accepted ${describeClaim(c)}`),
        ].join('; '),
    });
  };
  let own = judgeOwn(plan.claims);
  // A claim outside the agent's own work has no ground truth of that work: it cannot verify.
  const unbound = plan.claims.filter((c) => c.accepted && isUnboundClaim(c));
  if (own.verdict === 'verified' && unbound.length > 0) {
    const bound = plan.claims.filter((c) => !isUnboundClaim(c));
    const alone = judgeOwn(bound);
    // The agent's own blocked claims still decide: a claim elsewhere cannot soften them.
    if (alone.verdict === 'verified' || (alone.verdict === 'not_verified' && bound.length > 0)) {
      own = alone;
    } else {
      const why = `${describeClaim(unbound.at(-1)!)} (${unbound.at(-1)!.id}) was not made on the agent's own pull request: its ground truth is unknown`;
      own = { ...own, verdict: 'unclear', reason: why, evidence: [...own.evidence, why] };
    }
  }
  const evidence = [...own.evidence];
  const contradictions = [...own.contradictions];
  // An accepted claim whose real source has not concluded (CI still running, a `[skip ci]`
  // commit with no run) proves nothing yet: unclear, whatever the hint's own verdict.
  const open: string[] = [];
  const pending = new Set<string>();

  for (const read of plan.checkReads) {
    if (read.reason.kind === 'hint') continue;
    // The API was asked and could not answer: nothing is proven, so the claim stays open.
    const outcome = observed.unreadable?.has(read.sha) ? 'unreadable' : outcomeOf(read);
    if (outcome === undefined) {
      // No API here (the CLI): an earlier open claim waits for a run that can read it.
      if (read.reason.kind === 'open') openClaims.push(read.reason.open);
      continue;
    }
    const where = `check ${read.name} on ${short(read.sha)}`;
    if (read.reason.kind === 'open') {
      // An earlier cycle's claim: already charged `unclear` then; only its outcome is news.
      const earlier = read.reason.open;
      const claimed = `${earlier.dimension}: pass (${earlier.topic} on ${short(earlier.sha)}, open since ${earlier.since})`;
      evidence.push(
        `ground truth of an earlier claim: ${earlier.dimension} → ${where}: ${outcome}`,
      );
      if (outcome === 'failure') {
        contradictions.push({
          taskId: task.id,
          claimed,
          actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
        });
      } else if (outcome === 'pending' || outcome === 'absent' || outcome === 'unreadable') {
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
        actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
      });
    } else if (outcome === 'pending' || outcome === 'absent' || outcome === 'unreadable') {
      if (outcome === 'pending') pending.add(claim.id);
      open.push(`ground truth ${read.name}: ${outcome} on ${short(read.sha)}`);
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

  // Text the agent destroyed itself could have named this task: the lie it hid is charged.
  const hidden = plan.claims.find((c) => c.unproven !== undefined && c.hiddenBy !== undefined);
  if (hidden) {
    contradictions.push({
      taskId: task.id,
      claimed: `what ${hidden.id} said at the due time, which ${hidden.hiddenBy} destroyed`,
      actual: hidden.unproven!,
    });
  }
  const unique = dedupe(contradictions);
  const { kept, dropped } = boundOpenClaims(openClaims, pending);
  const unkept = [...new Set(dropped.map((c) => c.claimId))];
  const overflow =
    unkept.length > 0
      ? `${unkept.length} more claim(s) awaiting ground truth than the ${MAX_OPEN_CLAIMS_PER_TASK} kept for a task: not proven (${namedClaims(unkept)})`
      : undefined;
  if (overflow) evidence.push(overflow);
  // What a claim said at the due time cannot be proven: not proven, never verified nor unclear.
  const unprovenClaim = plan.claims.find((c) => c.unproven !== undefined);
  const unproven = unprovenClaim && `not proven: ${unprovenClaim.unproven} (${unprovenClaim.id})`;
  if (unproven) evidence.push(unproven);
  const undecided = unique.length === 0 && open.length > 0 && own.verdict === 'verified';
  return {
    taskId: task.id,
    hint,
    verdict:
      unique.length > 0 || overflow || unproven
        ? 'not_verified'
        : undecided
          ? 'unclear'
          : own.verdict,
    reason: unique[0]
      ? `contradiction: ${unique[0].actual}`
      : (overflow ?? unproven ?? (undecided ? open[0]! : own.reason)),
    groundTruthContradiction: unique.length > 0,
    evidence,
    contradictions: unique,
    openClaims: kept,
  };
}

/** How long an open claim is read again: CI that has not concluded in a day never will. */
export const OPEN_CLAIM_HOURS = 24;
/**
 * At most this many claims of one task are kept open (two API requests each per cycle), the
 * oldest: a flood of `[skip ci]` claims can neither spend the token's rate limit nor push an
 * earlier unresolved claim out (issue 26, class C). One that does not fit is not proven.
 */
export const MAX_OPEN_CLAIMS_PER_TASK = 5;

/**
 * `claims` bounded to {@link MAX_OPEN_CLAIMS_PER_TASK} distinct claims per task, the oldest first
 * (earlier cycles' by when they were first left open, then this cycle's); every dimension of a
 * kept claim is kept. Among this cycle's, `pending` ones (a run that has not concluded yet) go
 * before those with no run at all: a `[skip ci]` flood can push out only its own kind, whatever
 * order the agent gave its commits. `dropped` names the claims that did not fit.
 */
export function boundOpenClaims<T extends { taskId: string; claimId: string; since?: string }>(
  claims: readonly T[],
  pending: ReadonlySet<string> = new Set(),
): { kept: T[]; dropped: T[] } {
  const rank = (claim: T) => (claim.since ? 0 : pending.has(claim.claimId) ? 1 : 2);
  const ordered = claims
    .map((claim, index) => ({ claim, index }))
    .sort(
      (a, b) =>
        rank(a.claim) - rank(b.claim) ||
        (a.claim.since ?? '').localeCompare(b.claim.since ?? '') ||
        a.index - b.index,
    )
    .map(({ claim }) => claim);
  const admitted = new Map<string, Set<string>>();
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const claim of ordered) {
    const ids = admitted.get(claim.taskId) ?? new Set<string>();
    admitted.set(claim.taskId, ids);
    if (ids.has(claim.claimId) || ids.size < MAX_OPEN_CLAIMS_PER_TASK) {
      ids.add(claim.claimId);
      kept.push(claim);
    } else {
      dropped.push(claim);
    }
  }
  return { kept, dropped };
}

/**
 * The open claims the next cycle reads again: those the judged tasks left open (this cycle's
 * stamped `at`), and the carried ones of tasks not judged this time (abandoned for the day, or
 * gone from the contract), until {@link OPEN_CLAIM_HOURS} after they were first left open.
 * One entry per task, claim and dimension, at most {@link MAX_OPEN_CLAIMS_PER_TASK} claims a
 * task, the oldest; a concluded claim is not carried, so a failure is charged once.
 */
export function nextOpenClaims(
  carried: readonly OpenClaim[],
  verifications: readonly Pick<TaskVerification, 'taskId' | 'openClaims'>[],
  at: string,
): OpenClaim[] {
  const judged = new Set(verifications.map((v) => v.taskId));
  const expires = Date.parse(at) - OPEN_CLAIM_HOURS * 3_600_000;
  const byKey = new Map<string, OpenClaim>();
  const candidates = [
    ...carried.filter((c) => !judged.has(c.taskId)),
    ...verifications.flatMap((v) => v.openClaims.map((c) => ({ ...c, since: c.since ?? at }))),
  ];
  for (const claim of candidates) {
    if (Date.parse(claim.since) <= expires) continue;
    const key = `${claim.taskId}\n${claim.claimId}\n${claim.dimension}`;
    if (!byKey.has(key)) byKey.set(key, claim);
  }
  return boundOpenClaims([...byKey.values()]).kept.sort(
    (a, b) => a.since.localeCompare(b.since) || a.claimId.localeCompare(b.claimId),
  );
}

/** At most three claim ids, then how many more: a flood of claims must not flood the reason line. */
function namedClaims(ids: readonly string[]): string {
  const shown = ids.slice(0, 3).join(', ');
  return ids.length > 3 ? `${shown} and ${ids.length - 3} more` : shown;
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
