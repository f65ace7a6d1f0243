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
export function checkOutcome(readings, name) {
    const outcomes = new Set(readings.filter((r) => r.name === name).map(readingOutcome));
    for (const outcome of ['failure', 'pending', 'success', 'inconclusive']) {
        if (outcomes.has(outcome))
            return outcome;
    }
    return 'absent';
}
/** Declares a verifier kind with its hint type checked. */
export function defineVerifier(kind) {
    return kind;
}
export const short = (sha) => sha.slice(0, 12);
/** `build.done on abc123456789`. */
export function describeClaim(claim) {
    const where = claim.sha ? ` on ${short(claim.sha)}` : '';
    return `${claim.topic}${where}`;
}
