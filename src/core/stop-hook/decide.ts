/**
 * The stop hook's decision (issue 27): may the agent end its turn? The claims in its final message
 * are judged by the evidence gates exactly as the required check judges them, a claimed `pass`
 * is held against the configured command's exit status, and the required topics must have been
 * accepted in the session. Past the cap of consecutive blocks the agent may stop, and the verdict
 * says that it stopped without evidence. Pure: the adapter reads, runs and stores.
 */
import { claimsFromCommentBody, latestPerTopicInOrder, type RawClaim } from '../claims.js';
import { evaluateEvidence, isGatedTopic, type EvidenceOptions } from '../evidence/index.js';
import { evidenceClaimsFromMessage } from '../evidence/trailers.js';
import type { EvidenceResult } from '../model.js';
import { buildVerdict, claimVerdict, type Verdict, type VerdictContradiction } from '../verdict.js';

/** The gated claims of a final message: fenced blocks and trailers, the last per topic kept. */
export function claimsInMessage(message: string): RawClaim[] {
  const fenced = claimsFromCommentBody(message);
  const trailers = evidenceClaimsFromMessage(message).map(({ topic, payload }) => ({
    topic,
    payload,
  }));
  return latestPerTopicInOrder([...fenced, ...trailers]).filter((c) => isGatedTopic(c.topic));
}

/** Each claim judged by the gates. */
export function judgeClaims(
  claims: readonly RawClaim[],
  options: EvidenceOptions = {},
): EvidenceResult[] {
  return claims.map((c) => evaluateEvidence(c.topic, c.payload, options));
}

/** The configured dimensions some claim says pass: the commands the hook must run, in order. */
export function dimensionsToRun(
  results: readonly EvidenceResult[],
  commands: Readonly<Record<string, string>>,
): string[] {
  const dimensions = new Set<string>();
  for (const r of results) {
    for (const d of r.claimedPassing) if (Object.hasOwn(commands, d)) dimensions.add(d);
  }
  return [...dimensions];
}

/** What running one configured command showed. */
export interface DimensionRun {
  dimension: string;
  command: string;
  /** Null when killed on a signal. */
  exitCode: number | null;
  /** The end of its output, for the message. */
  outputTail: string;
}

/** The block count and accepted topics the adapter keeps on disk per session. */
export interface StopSession {
  /** Consecutive blocks so far in this session. */
  blocks: number;
  /** Gated topics accepted so far in this session. */
  accepted: string[];
}

/** What {@link decideStop} decides from. */
export interface StopInput {
  results: readonly EvidenceResult[];
  runs: readonly DimensionRun[];
  requiredTopics: readonly string[];
  /** Accepted topics from elsewhere (a Ralph event file). */
  acceptedElsewhere?: readonly string[];
  session: StopSession;
  maxBlocks: number;
  notes?: readonly string[];
}

/** The verdict, and the session as it stands after it. */
export interface StopDecision {
  verdict: Verdict;
  session: StopSession;
  /** The cap let the agent stop although the verdict blocked. */
  stoppedWithoutEvidence: boolean;
}

/** Decides whether the agent may stop. */
export function decideStop(input: StopInput): StopDecision {
  const accepted = new Set([
    ...input.session.accepted,
    ...(input.acceptedElsewhere ?? []),
    ...input.results.filter((r) => r.accepted && r.gated).map((r) => r.topic),
  ]);
  const contradictions: VerdictContradiction[] = [];
  for (const run of input.runs) {
    if (run.exitCode === 0) continue;
    for (const r of input.results) {
      if (!r.claimedPassing.includes(run.dimension)) continue;
      contradictions.push({
        topic: r.topic,
        dimension: run.dimension,
        claimed: `${run.dimension}: pass (${r.topic})`,
        actual: `command ${run.command} exited ${run.exitCode ?? 'on a signal'}${run.outputTail ? ` (${run.outputTail})` : ''}`,
      });
    }
  }
  // A contradicted claim is not accepted, whatever its payload says.
  for (const c of contradictions) accepted.delete(c.topic);
  const missingTopics = input.requiredTopics.filter((t) => !accepted.has(t.toLowerCase()));
  const verdict = buildVerdict({
    source: 'stop-hook',
    claims: input.results.map(claimVerdict),
    contradictions,
    missingTopics,
    notes: input.notes ?? [],
  });
  const kept = [...accepted].filter((t) => isGatedTopic(t));
  if (verdict.decision === 'allow') {
    return { verdict, session: { blocks: 0, accepted: kept }, stoppedWithoutEvidence: false };
  }
  if (input.session.blocks >= input.maxBlocks) {
    return {
      verdict: capReached(verdict, input.maxBlocks),
      session: { blocks: 0, accepted: kept },
      stoppedWithoutEvidence: true,
    };
  }
  return {
    verdict,
    session: { blocks: input.session.blocks + 1, accepted: kept },
    stoppedWithoutEvidence: false,
  };
}

/** The note the cap adds: the agent stops, and the record says it stopped without evidence. */
export function capNote(maxBlocks: number): string {
  return `stopped without evidence: the stop hook blocked ${maxBlocks} times in a row (stopHook.maxBlocks), so it lets the agent stop; the required check will still fail`;
}

function capReached(verdict: Verdict, maxBlocks: number): Verdict {
  return {
    ...verdict,
    decision: 'allow',
    title: `Stopped without evidence: ${verdict.title}`,
    notes: [...verdict.notes, capNote(maxBlocks)],
  };
}

/** The verdict when the hook could not judge (deadline, error): it blocks, never fails open. */
export function couldNotJudge(
  reason: string,
  session: StopSession,
  maxBlocks: number,
): StopDecision {
  const verdict = buildVerdict({
    source: 'stop-hook',
    claims: [],
    conclusion: 'failure',
    title: `heartbeat-gate could not judge: ${reason}`,
    reason: `heartbeat-gate stop-hook could not judge your claim: ${reason}. The stop is refused until it can; the required check will judge the same evidence.`,
  });
  if (session.blocks >= maxBlocks) {
    return {
      verdict: capReached(verdict, maxBlocks),
      session: { blocks: 0, accepted: session.accepted },
      stoppedWithoutEvidence: true,
    };
  }
  return {
    verdict,
    session: { blocks: session.blocks + 1, accepted: session.accepted },
    stoppedWithoutEvidence: false,
  };
}
