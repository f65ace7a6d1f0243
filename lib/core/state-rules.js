import { array, integer, object, optional, required } from './plain-schema.js';
import { CycleEventRule, CycleProgressRule, FeedbackEventRule, LedgerEventRule, ScoreStateRule, VerdictEventRule, } from './state-rules.generated.js';
export { CycleProgressRule, LedgerEventRule, ScoreStateRule };
/** What the cycle commit reports: everything scored since the last cycle event. */
const CycleWindowRule = object({
    /** Sum of the points of the events since the last cycle (verdicts and feedback). */
    points: required(integer(), ''),
    verdicts: required(array(VerdictEventRule), ''),
    feedback: required(array(FeedbackEventRule), ''),
}, { unknownKeys: 'drop' });
/** The state a ledger replays to; also what a monthly checkpoint stores (`checkpoints/*.json`). */
export const ReplayStateRule = object({
    score: required(ScoreStateRule, ''),
    progress: optional(CycleProgressRule, ''),
    lastCycle: optional(CycleEventRule, ''),
    sinceLastCycle: required(CycleWindowRule, ''),
}, { unknownKeys: 'drop' });
const sameTypes = [true, true, true, true, true, true];
void sameTypes;
