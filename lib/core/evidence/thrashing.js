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
/** What one claim does to a run of blocks: `build.blocked` adds one, an accepted gated claim ends it. */
function step(claim) {
    if (claim.published === 'build.blocked' && !claim.accepted)
        return 'count';
    return claim.accepted && isGatedTopic(claim.topic) ? 'reset' : 'neither';
}
/** The current run of blocks in one stream of claims (oldest first), e.g. one PR's claims of a topic. */
export function blockedInARow(claims) {
    let count = 0;
    for (const claim of claims) {
        const effect = step({ ...claim, taskIds: [] });
        if (effect === 'count')
            count++;
        else if (effect === 'reset')
            count = 0;
    }
    return count;
}
/**
 * Reads claims in order (oldest first). A `build.blocked` claim adds one to each of its tasks'
 * streaks; an accepted claim of a gated topic ends them. Other claims (`review.blocked`,
 * `verify.failed`, custom topics) neither count nor reset, as in the seed.
 */
export function detectThrashing(claims, limit = THRASHING_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) {
        throw new RangeError(`the thrashing limit must be a positive whole number, got ${limit}`);
    }
    const streaks = new Map();
    // When each abandoned task reached the limit, so they are listed in that order.
    const abandonedAt = new Map();
    let index = 0;
    for (const claim of claims) {
        index++;
        const effect = step(claim);
        if (effect === 'neither')
            continue;
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
            if (count === limit)
                abandonedAt.set(taskId, index);
        }
    }
    return {
        abandoned: [...abandonedAt].sort((a, b) => a[1] - b[1]).map(([taskId]) => taskId),
        streaks: [...streaks].map(([taskId, blocked]) => ({ taskId, blocked })),
    };
}
