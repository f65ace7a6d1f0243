/**
 * Thrashing detection (seed 002, "Thrashing detection"): a task whose `build.done` claims are
 * rewritten to `build.blocked` three times in a row is abandoned, so that an agent that cannot pass
 * backpressure stops retrying. An accepted claim for the task resets its count. This is the one
 * thrashing rule: the PR gate counts a PR's claims with it ({@link blockedInARow}) and the cycle
 * abandons tasks with it ({@link detectThrashing}).
 */
import { isGatedTopic } from './index.js';

/** How many consecutive `build.blocked` claims abandon a task (seed 002: "3 times consecutively"). */
export const THRASHING_LIMIT = 3;

/** One claim as thrashing detection reads it; a ledger `ClaimEvent` is one. */
export interface ThrashingClaim {
  /** The topic the agent emitted. */
  readonly topic: string;
  /** The topic published after the gate (`build.blocked` for a rejected `build.done`). */
  readonly published: string;
  readonly accepted: boolean;
  /** The tasks the claim is for (`Heartbeat-Task` trailers); a claim naming none counts for none. */
  readonly taskIds: readonly string[];
}

/** A task's current run of consecutive `build.blocked` claims. */
export interface BlockedStreak {
  readonly taskId: string;
  /** Consecutive `build.blocked` claims since the task's last accepted claim (at least 1). */
  readonly blocked: number;
}

/** What a history of claims says about thrashing. */
export interface ThrashingReport {
  /** Tasks blocked {@link THRASHING_LIMIT} or more times in a row, in the order they got there. */
  readonly abandoned: string[];
  /** Every task with a current run of blocked claims, in the order the runs started. */
  readonly streaks: BlockedStreak[];
}

/** What one claim does to a run of blocks: `build.blocked` adds one, an accepted gated claim ends it. */
function step(claim: ThrashingClaim): 'count' | 'reset' | 'neither' {
  if (claim.published === 'build.blocked' && !claim.accepted) return 'count';
  return claim.accepted && isGatedTopic(claim.topic) ? 'reset' : 'neither';
}

/** The current run of blocks in one stream of claims (oldest first), e.g. one PR's claims of a topic. */
export function blockedInARow(claims: Iterable<Omit<ThrashingClaim, 'taskIds'>>): number {
  let count = 0;
  for (const claim of claims) {
    const effect = step({ ...claim, taskIds: [] });
    if (effect === 'count') count++;
    else if (effect === 'reset') count = 0;
  }
  return count;
}

/**
 * Reads claims in order (oldest first). A `build.blocked` claim adds one to each of its tasks'
 * streaks; an accepted claim of a gated topic ends them. Other claims (`review.blocked`,
 * `verify.failed`, custom topics) neither count nor reset, as in the seed.
 */
export function detectThrashing(
  claims: Iterable<ThrashingClaim>,
  limit: number = THRASHING_LIMIT,
): ThrashingReport {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`the thrashing limit must be a positive whole number, got ${limit}`);
  }
  const streaks = new Map<string, number>();
  // When each abandoned task reached the limit, so they are listed in that order.
  const abandonedAt = new Map<string, number>();
  let index = 0;
  for (const claim of claims) {
    index++;
    const effect = step(claim);
    if (effect === 'neither') continue;
    const resets = effect === 'reset';
    for (const taskId of new Set(claim.taskIds)) {
      if (resets) {
        // Deleting (not zeroing) makes a later run start at the end of the Map's order.
        streaks.delete(taskId);
        abandonedAt.delete(taskId);
        continue;
      }
      const count = (streaks.get(taskId) ?? 0) + 1;
      streaks.set(taskId, count);
      if (count === limit) abandonedAt.set(taskId, index);
    }
  }
  return {
    abandoned: [...abandonedAt].sort((a, b) => a[1] - b[1]).map(([taskId]) => taskId),
    streaks: [...streaks].map(([taskId, blocked]) => ({ taskId, blocked })),
  };
}
