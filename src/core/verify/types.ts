/**
 * What the verification sidecar's pieces share: the readings adapters bring back, the plan of one
 * task's verification, and the shape of a verifier kind (one file per kind in this folder, listed
 * once in `registry.ts`).
 */
import type { ClaimEvent, HeartbeatTask, OpenClaim, Verdict } from '../model.js';

/** A parsed `verify:` hint: its kind and the hint as written (without `verify:`). */
export interface HintBase<Kind extends string> {
  kind: Kind;
  raw: string;
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
  /** Who produced it, as GitHub says: the check run's app slug, the status's creator login. */
  producer?: string | null;
  /** As GitHub sets them: a check run's start and completion, a status's creation. */
  startedAt?: string | null;
  completedAt?: string | null;
  createdAt?: string | null;
}

/**
 * The readings as GitHub knew them at `instant` (a cycle's due time): a check run started later
 * or a status created later did not exist yet, and a check run completed later was still pending
 * (so a claim it decides stays open and is read again). A reading without its time counts as known.
 */
export function readingsAsOf(readings: readonly CheckReading[], instant: string): CheckReading[] {
  const at = Date.parse(instant);
  const after = (time: string | null | undefined) => !!time && Date.parse(time) > at;
  const known: CheckReading[] = [];
  for (const reading of readings) {
    if (after(reading.source === 'status' ? reading.createdAt : reading.startedAt)) continue;
    known.push(
      reading.source === 'check-run' && after(reading.completedAt)
        ? { ...reading, status: 'in_progress', conclusion: null, completedAt: null }
        : reading,
    );
  }
  return known;
}

/** Whose readings count: never the agent's; for a listed check name, only its producers. */
export interface ProducerTrust {
  agents: readonly string[];
  /** Check name → the app slugs / logins allowed to produce it. */
  producers?: Readonly<Record<string, readonly string[]>>;
}

/** `name` and `name[bot]`, in any case, are one producer. */
const producerKey = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '');

/**
 * The readings that count, and a line for each one ignored: a reading by an agent login (its own
 * `CI / test: success` status) or, for a check name with configured producers, by anyone else.
 * A reading whose producer GitHub did not name counts only where no producers are configured.
 * Statuses come newest first, every one a commit ever got: of the trusted ones, the newest per
 * context stands (so the agent's later status never hides CI's, and a re-run supersedes a run).
 */
export function trustedReadings(
  readings: readonly CheckReading[],
  trust: ProducerTrust,
): { readings: CheckReading[]; ignored: string[] } {
  const agents = new Set(trust.agents.map(producerKey));
  const kept: CheckReading[] = [];
  const ignored: string[] = [];
  const contexts = new Set<string>();
  for (const reading of readings) {
    const producer = reading.producer ? producerKey(reading.producer) : undefined;
    const allowed = trust.producers?.[reading.name];
    const byAgent = producer !== undefined && agents.has(producer);
    const unlisted =
      allowed !== undefined &&
      (producer === undefined || !allowed.map(producerKey).includes(producer));
    if (byAgent || unlisted) {
      ignored.push(
        `ignored ${reading.source} ${reading.name} by ${reading.producer ?? 'an unknown producer'} ` +
          `(${byAgent ? 'an agent' : 'not a configured producer'})`,
      );
    } else if (reading.source === 'status') {
      if (!contexts.has(reading.name)) kept.push(reading);
      contexts.add(reading.name);
    } else {
      kept.push(reading);
    }
  }
  return { readings: kept, ignored };
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
  reason:
    | { kind: 'hint' }
    | { kind: 'claim'; dimension: string; claim: ClaimEvent }
    /** An earlier cycle's claim whose ground truth had not concluded. */
    | { kind: 'open'; open: OpenClaim };
}

/** The task fields verification reads (`required` as the cycle holds it; default true). */
export type VerifiedTask = Pick<HeartbeatTask, 'id' | 'verify' | 'preMarked'> & {
  required?: boolean | undefined;
};

/** Options of `planVerification`. */
export interface PlanOptions {
  /** `check:<alias>` → the real check name (configuration `checks`). */
  checkAliases?: Readonly<Record<string, string>>;
  groundTruthChecks?: GroundTruthChecks;
  /** The work branch's head: `check:` always reads it (a claimed commit only adds a read). */
  fallbackSha?: string | undefined;
  /** Earlier cycles' claims on this task still awaiting their ground truth, read again. */
  openClaims?: readonly OpenClaim[];
}

/** What one task's verification needs from the outside world. */
export interface PlanBase<Hint extends HintBase<string>> {
  task: VerifiedTask;
  hint: Hint;
  /** The claims since the last cycle that concern this task, oldest first. */
  claims: ClaimEvent[];
  /** The commit the agent's claim points to (the `check:` verifier reads it). */
  claimedSha: string | undefined;
  checkReads: CheckRead[];
  /** The command to run, for a `cmd:` hint. */
  command: string | undefined;
}

/** The agent said one thing, the real source another. */
export interface Contradiction {
  taskId: string;
  /** What the agent claimed, e.g. `tests: pass (build.done on abc1234)` or `pre-marked [x]`. */
  claimed: string;
  /** What the real source says, e.g. `check CI / test concluded failure on abc1234`. */
  actual: string;
}

/** What the adapters observed for a plan. */
export interface Observations {
  /** The readings of each commit the plan names (sha → readings); a missing sha was not read. */
  checks?: ReadonlyMap<string, readonly CheckReading[]>;
  /** Commits whose checks the API was asked for and could not give (fail closed: not proven). */
  unreadable?: ReadonlySet<string>;
  command?: CommandRun;
  changes?: CycleChanges;
}

/** What a verifier kind concludes from its own source, before ground truth is added. */
export interface KindJudgement {
  verdict: Verdict;
  /** Why, in one short line for the cycle commit and `log` (`cmd: exited 1`). */
  reason: string;
  evidence: string[];
  contradictions: Contradiction[];
}

/** What a verifier kind's judge may consult. */
export interface JudgeContext<Hint extends HintBase<string>> {
  plan: PlanBase<Hint>;
  observed: Observations;
  /** The outcome of a planned check read, or undefined when it was not read (no API). */
  outcomeOf(read: CheckRead): CheckOutcome | undefined;
  /** The agent said the task is done: pre-marked `[x]` or an accepted claim concerns it. */
  claimedDone: boolean;
  /** The agent's side of a contradiction, in words. */
  doneSide(): string;
}

/**
 * One verifier kind (`evidence:`, `check:`, `cmd:`, `file:`): how its hint reads, what real state
 * it asks for, how it judges, and the words `lint` and the README use for it.
 */
export interface VerifierKind<Hint extends HintBase<string>> {
  /** The hint's prefix: `cmd` for `cmd:<command>`. */
  kind: Hint['kind'];
  /** Reads the (trimmed, non-empty) text after the prefix. */
  parse(value: string, raw: string): Hint;
  /** For the README table and `lint`: the hint's form and what each verdict means. */
  docs: { form: string; verified: string; notVerified: string; unclear: string };
  /** Whether a claim naming no task concerns a task with this hint. */
  concernsUntargeted?(claim: ClaimEvent, hint: Hint): boolean;
  /** The check reads and command the verdict needs, besides ground truth. */
  plan?(
    hint: Hint,
    input: { claimedSha: string | undefined; options: PlanOptions },
  ): { checkReads?: CheckRead[]; command?: string };
  judge(hint: Hint, context: JudgeContext<Hint>): KindJudgement;
}

/** Declares a verifier kind with its hint type checked. */
export function defineVerifier<Hint extends HintBase<string>>(
  kind: VerifierKind<Hint>,
): VerifierKind<Hint> {
  return kind;
}

export const short = (sha: string): string => sha.slice(0, 12);

/** `build.done on abc123456789`. */
export function describeClaim(claim: ClaimEvent): string {
  const where = claim.sha ? ` on ${short(claim.sha)}` : '';
  return `${claim.topic}${where}`;
}
