import { latestPerTopicInOrder, type RawClaim } from './claims.js';
import type { ClaimEvent, EvidenceResult } from './model.js';

/** Where a set of claims came from: one commit message or one comment. */
export interface ClaimOrigin {
  /** Prefix of each event's id, e.g. `commit:<sha>` or `comment:<id>` (the topic is appended). */
  idPrefix: string;
  at: string;
  sha?: string;
  source: ClaimEvent['source'];
  taskIds: (payload: string) => string[];
}

/**
 * The claim events of one message: the last claim of each topic counts (an agent restating a
 * claim in the same message means its final word), each judged by `evaluate`.
 */
export function claimEvents(
  claims: readonly RawClaim[],
  evaluate: (topic: string, payload: string) => EvidenceResult,
  origin: ClaimOrigin,
): ClaimEvent[] {
  return latestPerTopicInOrder(claims).map(({ topic, payload }) => {
    const result = evaluate(topic, payload);
    return {
      id: `${origin.idPrefix}:${topic}`,
      at: origin.at,
      kind: 'claim',
      topic,
      published: result.published,
      accepted: result.accepted,
      failed: [...result.failed, ...result.missing],
      claimedPassing: result.claimedPassing,
      ...(origin.sha === undefined ? {} : { sha: origin.sha }),
      taskIds: origin.taskIds(payload),
      source: origin.source,
    };
  });
}
