/**
 * The one verdict shape (schema/verdict.schema.json): what `evidence --json`, `stop-hook --json`,
 * `evidence --ralph-events --json`, the MCP tools and the evidence check run all report, built by
 * {@link buildVerdict} alone, so an agent reads the hook's answer exactly as it reads the check's.
 * Pure, and free of zod: the commit-msg hook's chunk loads it.
 */
import { gateFor } from './evidence/gates/index.js';
import type { EvidenceResult } from './model.js';

/** The version of the shape; a consumer refuses a verdict whose version it does not know. */
export const VERDICT_VERSION = 1;

/** Who produced the verdict. */
export type VerdictSource = 'evidence' | 'check-run' | 'stop-hook' | 'ralph-events';

/** One claim as the gates judged it. */
export interface ClaimVerdict {
  topic: string;
  /** The topic itself when accepted, else `build.blocked`, `review.blocked` or `verify.failed`. */
  published: string;
  accepted: boolean;
  failed: string[];
  missing: string[];
  warnings: string[];
  /** The message the agent reads next (empty when accepted without warnings). */
  message: string;
}

/** A claimed `pass` that the real source contradicts (the heartbeat's ground-truth contradiction). */
export interface VerdictContradiction {
  topic: string;
  dimension: string;
  /** What the agent claimed, e.g. `tests: pass (build.done)`. */
  claimed: string;
  /** What the real source says, e.g. `command npm test exited 1`. */
  actual: string;
}

/** One thing to change, machine-readable: the dimension, what is wrong, the text that would pass. */
export interface VerdictFix {
  topic: string;
  dimension: string;
  problem: 'failed' | 'missing' | 'contradicted' | 'no-claim';
  /** The payload text that passes this dimension, e.g. `lint: pass` or `complexity: <N ≤ 10>`. */
  wouldPass: string;
}

/** The verdict every surface reports. */
export interface Verdict {
  version: typeof VERDICT_VERSION;
  source: VerdictSource;
  /** `block`: the agent may not stop / the claim is rejected / the check fails. */
  decision: 'allow' | 'block';
  /** The check-run conclusion this verdict equals (`neutral`: not gated). */
  conclusion: 'success' | 'failure' | 'neutral';
  /** One line. */
  title: string;
  /** What the agent reads next, in full. */
  reason: string;
  claims: ClaimVerdict[];
  contradictions: VerdictContradiction[];
  /** Required topics without an accepted claim. */
  missingTopics: string[];
  fixes: VerdictFix[];
  /** Notes that do not decide (a cap reached, a command that could not run). */
  notes: string[];
}

/** A claim's verdict from the gates' full result. */
export function claimVerdict(result: EvidenceResult): ClaimVerdict {
  const { topic, published, accepted, failed, missing, warnings, message } = result;
  return { topic, published, accepted, failed, missing, warnings, message };
}

/** The payload text that would pass `dimension` of `topic`'s gate (`lint: pass`). */
export function wouldPass(topic: string, dimension: string): string {
  const gate = gateFor(topic);
  if (!gate) return `${dimension}: pass`;
  const key = `${gate.keyPrefix}${dimension}`;
  const item = gate.expectedPayload.split(', ').find((part) => part.startsWith(`${key}:`));
  return item ?? `${key}: pass`;
}

/** What {@link buildVerdict} decides from. */
export interface VerdictInput {
  source: VerdictSource;
  claims: readonly ClaimVerdict[];
  contradictions?: readonly VerdictContradiction[];
  missingTopics?: readonly string[];
  /** Set when something besides the claims decides (a gate change, a deadline, an error). */
  conclusion?: Verdict['conclusion'];
  /** One line; derived from the claims when absent. */
  title?: string;
  /** The full text; derived from the claims when absent. */
  reason?: string;
  notes?: readonly string[];
}

/**
 * The verdict: blocked when any claim is rejected, a claimed pass is contradicted, a required
 * topic has no accepted claim, or the caller's conclusion says `failure`.
 */
export function buildVerdict(input: VerdictInput): Verdict {
  const contradictions = [...(input.contradictions ?? [])];
  const missingTopics = [...(input.missingTopics ?? [])];
  const rejected = input.claims.filter((c) => !c.accepted);
  const fixes: VerdictFix[] = [];
  for (const claim of rejected) {
    for (const dimension of claim.failed) {
      fixes.push({
        topic: claim.topic,
        dimension,
        problem: 'failed',
        wouldPass: wouldPass(claim.topic, dimension),
      });
    }
    for (const dimension of claim.missing) {
      fixes.push({
        topic: claim.topic,
        dimension,
        problem: 'missing',
        wouldPass: wouldPass(claim.topic, dimension),
      });
    }
  }
  for (const c of contradictions) {
    fixes.push({
      topic: c.topic,
      dimension: c.dimension,
      problem: 'contradicted',
      wouldPass: wouldPass(c.topic, c.dimension),
    });
  }
  for (const topic of missingTopics) {
    fixes.push({
      topic,
      dimension: '',
      problem: 'no-claim',
      wouldPass: gateFor(topic)?.expectedPayload ?? '',
    });
  }
  const blocked = rejected.length > 0 || contradictions.length > 0 || missingTopics.length > 0;
  const conclusion = input.conclusion ?? (blocked ? 'failure' : 'success');
  const lines = [
    ...rejected.map((c) => c.message),
    ...contradictions.map(
      (c) => `${c.topic}: contradiction: you claimed ${c.claimed}, but ${c.actual}.`,
    ),
    ...missingTopics.map(
      (topic) =>
        `${topic}: no accepted claim yet. Run the checks and claim it with: ${gateFor(topic)?.expectedPayload ?? '<evidence>'}.`,
    ),
  ];
  const accepted = input.claims.filter((c) => c.accepted).map((c) => c.topic);
  const title =
    input.title ??
    (lines.length > 0
      ? (lines[0] ?? '').split(' (')[0]!
      : accepted.length > 0
        ? `Evidence accepted: ${accepted.join(', ')}`
        : 'No claim to judge');
  return {
    version: VERDICT_VERSION,
    source: input.source,
    decision: conclusion === 'failure' ? 'block' : 'allow',
    conclusion,
    title,
    reason: input.reason ?? lines.join('\n'),
    claims: input.claims.map((c) => ({ ...c })),
    contradictions,
    missingTopics,
    fixes,
    notes: [...(input.notes ?? [])],
  };
}
