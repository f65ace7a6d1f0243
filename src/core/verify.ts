/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier, {@link planVerification} says what real state that verifier
 * must look at, adapters (src/app/verifiers/) look, and {@link judgeVerification} turns what they
 * saw into a verdict, the evidence behind it, and any ground-truth contradiction.
 */
import picomatch from 'picomatch';
import type { ClaimEvent, HeartbeatTask, Verdict } from './model.js';

/** What a `verify:` hint selects. */
export type VerifyHint =
  | { kind: 'evidence'; topic: string; raw: string }
  | { kind: 'check'; name: string; raw: string }
  | { kind: 'cmd'; command: string; raw: string }
  | { kind: 'file'; pattern: string; raw: string }
  | { kind: 'none'; raw: string };

/** The verifier kinds, in the order the README lists them. */
export const VERIFIER_KINDS = ['evidence', 'check', 'cmd', 'file'] as const;

/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
export function parseVerifyHint(hint: string): VerifyHint {
  const raw = hint.trim().replace(/^verify:\s*/i, '');
  const match = /^(evidence|check|cmd|file):(.*)$/s.exec(raw);
  const value = match?.[2]?.trim() ?? '';
  if (!match || value === '') return { kind: 'none', raw };
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
export function verifyHintProblem(hint: string): string | undefined {
  const parsed = parseVerifyHint(hint);
  if (parsed.kind !== 'none') return undefined;
  const empty = /^(evidence|check|cmd|file):\s*$/.exec(parsed.raw);
  const what = empty ? `'${empty[1]}:' names nothing` : `'${parsed.raw}' selects no verifier`;
  return (
    `verify hint ${what}; use evidence:<topic>, check:<name>, cmd:<command> or file:<path or glob> ` +
    `(otherwise the task is judged unclear, -2, every cycle)`
  );
}

/** Ground-truth configuration: evidence dimension → check run / status name (`tests` → `CI / test`). */
export type GroundTruthChecks = Readonly<Record<string, string>>;

/** One check run or commit status read from a commit. */
export interface CheckReading {
  /** `check-run` or `status`. */
  source: 'check-run' | 'status';
  name: string;
  /** Check runs: queued / in_progress / completed. Statuses: their state. */
  status: string;
  /** Check runs only, once completed: success, failure, cancelled, timed_out, neutral, ... */
  conclusion?: string | null;
  url?: string | null;
}

/** What a check name concluded on a commit, folded over its check runs and statuses. */
export type CheckOutcome = 'success' | 'failure' | 'pending' | 'inconclusive' | 'absent';

const FAILED_CONCLUSIONS = new Set(['failure', 'cancelled', 'timed_out']);
const FAILED_STATES = new Set(['failure', 'error']);

function readingOutcome(reading: CheckReading): Exclude<CheckOutcome, 'absent'> {
  if (reading.source === 'status') {
    if (reading.status === 'success') return 'success';
    return FAILED_STATES.has(reading.status) ? 'failure' : 'pending';
  }
  if (reading.status !== 'completed' || !reading.conclusion) return 'pending';
  if (reading.conclusion === 'success') return 'success';
  return FAILED_CONCLUSIONS.has(reading.conclusion) ? 'failure' : 'inconclusive';
}

/**
 * The outcome of `name` among a commit's latest check runs and statuses: any failure wins (a
 * red signal is never hidden by a green one), then pending, then success; neutral or skipped
 * runs are inconclusive; nothing by that name is absent.
 */
export function checkOutcome(readings: readonly CheckReading[], name: string): CheckOutcome {
  const outcomes = new Set(readings.filter((r) => r.name === name).map(readingOutcome));
  for (const outcome of ['failure', 'pending', 'success', 'inconclusive'] as const) {
    if (outcomes.has(outcome)) return outcome;
  }
  return 'absent';
}

/** A `cmd:` hint's run, as the command adapter reports it. */
export type CommandRun =
  | { ran: true; command: string; exitCode: number | null; timedOut: boolean; output: string }
  | { ran: false; command: string; reason: string };

/** The commits of the cycle and the paths they changed, as the git adapter reports them. */
export interface CycleChanges {
  /** e.g. `abc1234..def5678`, for the evidence line. */
  range: string;
  commits: number;
  paths: readonly string[];
}

/** A check to read on a commit, and why. */
export interface CheckRead {
  sha: string;
  name: string;
  /** The hint named it, or an accepted claim said this dimension passed. */
  reason: { kind: 'hint' } | { kind: 'claim'; dimension: string; claim: ClaimEvent };
}

/** What one task's verification needs from the outside world. */
export interface VerificationPlan {
  task: Pick<HeartbeatTask, 'id' | 'verify' | 'preMarked'>;
  hint: VerifyHint;
  /** The claims since the last cycle that concern this task, oldest first. */
  claims: ClaimEvent[];
  /** The commit the agent's claim points to (the `check:` verifier reads it). */
  claimedSha: string | undefined;
  checkReads: CheckRead[];
  /** The command to run, for a `cmd:` hint. */
  command: string | undefined;
}

/** Options of {@link planVerification}. */
export interface PlanOptions {
  /** `check:<alias>` → the real check name (configuration `checks`). */
  checkAliases?: Readonly<Record<string, string>>;
  groundTruthChecks?: GroundTruthChecks;
  /** Where `check:` looks when no claim names a commit (the trusted branch's head), if anywhere. */
  fallbackSha?: string | undefined;
}

/**
 * Whether a claim speaks about a task: a claim naming tasks (`Heartbeat-Task:`) concerns exactly
 * those; one naming none concerns the tasks whose hint selects it (`evidence:<its topic>`, or any
 * `check:`, which reads the commit it points to). So one untargeted lie is never charged to
 * every task of the contract.
 */
export function claimConcernsTask(claim: ClaimEvent, taskId: string, hint: VerifyHint): boolean {
  if (claim.taskIds.length > 0) return claim.taskIds.includes(taskId);
  if (hint.kind === 'evidence') return claim.topic === hint.topic;
  return hint.kind === 'check';
}

/** Plans one task's verification from its hint and the claims since the last cycle. */
export function planVerification(
  task: Pick<HeartbeatTask, 'id' | 'verify' | 'preMarked'>,
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
  const checkReads: CheckRead[] = [];
  if (hint.kind === 'check' && claimedSha) {
    const name = options.checkAliases?.[hint.name] ?? hint.name;
    checkReads.push({ sha: claimedSha, name, reason: { kind: 'hint' } });
  }
  for (const claim of accepted) {
    if (!claim.sha) continue;
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

/** The agent said one thing, the real source another. */
export interface Contradiction {
  taskId: string;
  /** What the agent claimed, e.g. `tests: pass (build.done on abc1234)` or `pre-marked [x]`. */
  claimed: string;
  /** What the real source says, e.g. `check CI / test concluded failure on abc1234`. */
  actual: string;
}

/** One task's verdict and what it rests on. */
export interface TaskVerification {
  taskId: string;
  hint: VerifyHint;
  verdict: Verdict;
  groundTruthContradiction: boolean;
  /** What the verifier looked at, one line each, for the ledger and the summary. */
  evidence: string[];
  contradictions: Contradiction[];
}

/** What the adapters observed for a plan. */
export interface Observations {
  /** The readings of each commit the plan names (sha → readings); a missing sha was not read. */
  checks?: ReadonlyMap<string, readonly CheckReading[]>;
  command?: CommandRun;
  changes?: CycleChanges;
}

const short = (sha: string): string => sha.slice(0, 12);

function describeClaim(claim: ClaimEvent): string {
  const where = claim.sha ? ` on ${short(claim.sha)}` : '';
  return `${claim.topic}${where}`;
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
  const evidence: string[] = [];
  const contradictions: Contradiction[] = [];
  const outcomeOf = (read: CheckRead): CheckOutcome | undefined => {
    const readings = observed.checks?.get(read.sha);
    return readings ? checkOutcome(readings, read.name) : undefined;
  };
  const accepted = plan.claims.filter((c) => c.accepted);
  const claimedDone = task.preMarked || accepted.length > 0;
  const doneSide = (): string =>
    [
      ...(task.preMarked ? ['pre-marked [x]'] : []),
      ...accepted.map((c) => `accepted ${describeClaim(c)}`),
    ].join('; ');

  let verdict: Verdict = 'unclear';
  switch (hint.kind) {
    case 'evidence': {
      const blocked = plan.claims.filter((c) => !c.accepted);
      if (accepted.length > 0) {
        verdict = 'verified';
        evidence.push(...accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`));
      } else if (blocked.length > 0) {
        verdict = 'not_verified';
        evidence.push(...blocked.map((c) => `blocked: published ${c.published} (${c.id})`));
      } else {
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
      if (outcome === 'success') verdict = 'verified';
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
      if (run.timedOut) break;
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
      evidence.push(
        matches.length > 0
          ? `${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''} changed in ${changes.range}`
          : `${hint.pattern} unchanged in ${changes.range} (${changes.commits} commit(s))`,
      );
      break;
    }
    case 'none':
      evidence.push(`hint '${hint.raw}' selects no verifier`);
      break;
  }

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

function dedupe(contradictions: readonly Contradiction[]): Contradiction[] {
  const seen = new Set<string>();
  return contradictions.filter((c) => {
    const key = `${c.claimed}\n${c.actual}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
export function changedMatching(paths: readonly string[], pattern: string): string[] {
  const normalized = pattern.replace(/^\.\//, '');
  const isGlob = picomatch.scan(normalized).isGlob;
  const matcher = isGlob ? picomatch(normalized, { dot: true }) : undefined;
  const folder = normalized.endsWith('/') ? normalized : `${normalized}/`;
  return paths.filter((path) =>
    matcher ? matcher(path) : path === normalized || path.startsWith(folder),
  );
}

/** The one-line evidence text stored on the ledger's verdict event. */
export function evidenceText(verification: TaskVerification): string {
  const lines = [...verification.evidence];
  for (const c of verification.contradictions) {
    lines.push(`contradiction: claimed ${c.claimed}; actual ${c.actual}`);
  }
  return lines.join('; ');
}
