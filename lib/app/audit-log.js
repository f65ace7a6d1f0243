/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */
import { calendarDay } from '../core/score/calendar.js';
import { CYCLE_SUBJECT_PREFIX, parseCycleMessage } from '../core/cycle.js';
/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
export async function readCycleLog(repo, rev, since) {
    const head = await repo.resolve(rev);
    if (!head)
        return [];
    const entries = [];
    await repo.forEachLogRecord(head, CYCLE_SUBJECT_PREFIX, (record) => {
        const cycle = parseCycleMessage(record.message);
        if (!cycle)
            return;
        if (since && !keep(record.date, since))
            return;
        entries.push({
            sha: record.sha,
            date: record.date,
            author: record.author,
            authorEmail: record.authorEmail,
            ...cycle,
        });
    });
    return entries;
}
const HOUR = 3_600_000;
// Filtered here rather than with `git log --since`, which stops early on out-of-order dates.
function keep(date, since) {
    const instant = Date.parse(date);
    if ('instant' in since)
        return instant >= since.instant;
    // Day D starts between UTC midnight - 14 h and + 12 h in every timezone: only the instants in
    // between need the (slow) timezone conversion.
    const midnight = Date.parse(`${since.day}T00:00:00Z`);
    if (instant >= midnight + 12 * HOUR)
        return true;
    if (instant < midnight - 14 * HOUR)
        return false;
    return calendarDay(date, since.timeZone) >= since.day;
}
