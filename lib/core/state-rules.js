import { array, boolean, integer, object, oneOf, optional, required, string, tagged, } from './plain-schema.js';
import { VERDICTS } from './vocabulary.js';
// model.ts's `z.string().datetime({ offset: true })`: a real calendar day, seconds, an optional
// fraction, and `Z` or an offset (zod's own pattern, spelt out).
const DAY = '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|' +
    '\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|' +
    '(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
const INSTANT = new RegExp(`^${DAY}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$`);
const text = () => string();
const id = () => string({ minLength: 1 });
const instant = () => string({ pattern: { regex: INSTANT, message: 'expected an ISO-8601 time with an offset' } });
const nonNegative = () => integer({ minimum: 0 });
const positive = () => integer({ minimum: 1 });
const must = (rule) => required(rule, '');
const may = (rule) => optional(rule, '');
/** An object as the state files hold one: keys it does not name are dropped. */
const record = (shape) => object(shape, { unknownKeys: 'drop' });
const contradictions = () => may(array(record({ claimed: must(text()), actual: must(text()) })));
const verdict = oneOf(VERDICTS);
const DailyScoreRule = record({
    date: must(string({ pattern: { regex: /^\d{4}-\d{2}-\d{2}$/, message: 'expected YYYY-MM-DD' } })),
    score: must(integer()),
    target: must(integer()),
    verifiedCount: must(nonNegative()),
    failedCount: must(nonNegative()),
    unclearCount: must(nonNegative()),
    contradictionCount: must(nonNegative()),
    thumbsUp: must(nonNegative()),
    thumbsDown: must(nonNegative()),
    targetReached: must(boolean()),
});
/** score.json (model.ts's ScoreStateSchema). */
export const ScoreStateRule = record({
    today: must(DailyScoreRule),
    history: must(array(DailyScoreRule, { maxItems: 7 })),
    lifetime: must(record({
        targetFloor: must(integer()),
        totalScore: must(integer()),
        totalVerified: must(nonNegative()),
        totalFailed: must(nonNegative()),
        totalContradictions: must(nonNegative()),
        daysTracked: must(nonNegative()),
        bestDayScore: must(integer()),
        streak: must(nonNegative()),
    })),
});
/** progress.json (model.ts's CycleProgressSchema). */
export const CycleProgressRule = record({
    cycle: must(nonNegative()),
    startedAt: must(text()),
    forcedRequired: must(boolean()),
    tasks: must(array(record({
        taskId: must(id()),
        status: must(oneOf(['pending', 'verified', 'failed', 'skipped'])),
        attempts: must(nonNegative()),
        maxAttempts: must(positive()),
        required: must(boolean()),
        preMarked: must(boolean()),
        lastVerdict: may(verdict),
    }))),
});
const base = { id: must(id()), at: must(instant()) };
const VerdictEventRule = record({
    ...base,
    kind: must(oneOf(['verdict'])),
    taskId: must(id()),
    verdict: must(verdict),
    groundTruthContradiction: must(boolean()),
    required: must(boolean()),
    evidence: may(text()),
    reason: may(text()),
    abandoned: may(oneOf([true])),
    contradictions: contradictions(),
});
const FeedbackEventRule = record({
    ...base,
    kind: must(oneOf(['feedback'])),
    direction: must(oneOf(['up', 'down'])),
    by: may(text()),
    source: may(text()),
});
const ClaimEventRule = record({
    ...base,
    kind: must(oneOf(['claim'])),
    topic: must(text()),
    published: must(text()),
    accepted: must(boolean()),
    failed: must(array(text())),
    claimedPassing: must(array(text())),
    sha: may(text()),
    taskIds: must(array(text())),
    source: must(text()),
    unproven: may(text()),
    editedAt: may(instant()),
    seenDeletedAt: may(instant()),
    deletedBy: may(text()),
    hiddenBy: may(text()),
});
const CycleEventRule = record({
    ...base,
    kind: must(oneOf(['cycle'])),
    cycle: must(positive()),
    tasks: must(array(record({
        id: must(id()),
        description: must(text()),
        required: must(boolean()),
        verify: must(text()),
        maxAttempts: must(positive()),
        preMarked: must(boolean()),
    }))),
    defaultIntervalMinutes: must(positive()),
    requestedAt: may(instant()),
    catchUpFrom: may(instant()),
    head: may(text()),
    openClaims: may(array(record({
        taskId: must(id()),
        claimId: must(id()),
        topic: must(text()),
        sha: must(id()),
        dimension: must(text()),
        check: must(text()),
        since: must(instant()),
    }))),
});
/** One ledger line (model.ts's LedgerEventSchema), by its `kind`. */
export const LedgerEventRule = tagged('kind', {
    verdict: VerdictEventRule,
    feedback: FeedbackEventRule,
    claim: ClaimEventRule,
    cycle: CycleEventRule,
});
/** What the cycle commit reports: everything scored since the last cycle event. */
const CycleWindowRule = record({
    /** Sum of the points of the events since the last cycle (verdicts and feedback). */
    points: must(integer()),
    verdicts: must(array(VerdictEventRule)),
    feedback: must(array(FeedbackEventRule)),
});
/** The state a ledger replays to; also what a monthly checkpoint stores (`checkpoints/*.json`). */
export const ReplayStateRule = record({
    score: must(ScoreStateRule),
    progress: may(CycleProgressRule),
    lastCycle: may(CycleEventRule),
    sinceLastCycle: must(CycleWindowRule),
});
const sameTypes = [true, true, true, true, true, true];
void sameTypes;
