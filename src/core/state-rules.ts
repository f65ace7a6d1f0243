/**
 * The state files as every reader inside heartbeat-gate checks them: ledger lines, score.json,
 * progress.json and the monthly checkpoints, in plain rules (plain-schema.ts), so a state write
 * loads no schema library (zod was a third of the code a write loaded). The rules of the files
 * themselves are generated from their one home, model.ts's zod schemas, which the library exports
 * (state-rules.generated.ts, by scripts/state-rules.ts); a property test feeds both the same inputs
 * (test/core/state-rules.test.ts), and the types below must equal model.ts's or this file does not
 * compile. Keys are in model.ts's order, and a key a rule does not name is dropped, as zod drops it,
 * so a file written back is the same bytes.
 */
import type {
  CycleEvent,
  CycleProgress,
  FeedbackEvent,
  LedgerEvent,
  ScoreState,
  VerdictEvent,
} from './model.js';
import { array, integer, object, optional, required, type Infer } from './plain-schema.js';
import {
  CycleEventRule,
  CycleProgressRule,
  FeedbackEventRule,
  LedgerEventRule,
  ScoreStateRule,
  VerdictEventRule,
} from './state-rules.generated.js';

export { CycleProgressRule, LedgerEventRule, ScoreStateRule };

/** What the cycle commit reports: everything scored since the last cycle event. */
const CycleWindowRule = object(
  {
    /** Sum of the points of the events since the last cycle (verdicts and feedback). */
    points: required(integer(), ''),
    verdicts: required(array(VerdictEventRule), ''),
    feedback: required(array(FeedbackEventRule), ''),
  },
  { unknownKeys: 'drop' },
);
export type CycleWindow = Infer<typeof CycleWindowRule>;

/** The state a ledger replays to; also what a monthly checkpoint stores (`checkpoints/*.json`). */
export const ReplayStateRule = object(
  {
    score: required(ScoreStateRule, ''),
    progress: optional(CycleProgressRule, ''),
    lastCycle: optional(CycleEventRule, ''),
    sinceLastCycle: required(CycleWindowRule, ''),
  },
  { unknownKeys: 'drop' },
);
export type ReplayState = Infer<typeof ReplayStateRule>;

// Each rule reads what model.ts's schema parses, to the type: a difference fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<Infer<typeof ScoreStateRule>, ScoreState>,
  Same<Infer<typeof CycleProgressRule>, CycleProgress>,
  Same<Infer<typeof LedgerEventRule>, LedgerEvent>,
  Same<Infer<typeof VerdictEventRule>, VerdictEvent>,
  Same<Infer<typeof FeedbackEventRule>, FeedbackEvent>,
  Same<Infer<typeof CycleEventRule>, CycleEvent>,
] = [true, true, true, true, true, true];
void sameTypes;
