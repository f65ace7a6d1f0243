import type { FeedbackEvent, Verdict, VerdictEvent } from '../core/model.js';
import { type LedgerTarget } from './ledger-writer.js';
/** What a recording command did. */
export interface Recorded<E> {
    event: E;
    /** False when the same event was already recorded (nothing changed). */
    recorded: boolean;
    /** Points the event moved the score by (0 when it was already recorded). */
    delta: number;
    /** Today's score and target after the event. */
    score: number;
    target: number;
    commit: string | undefined;
    branch: string;
    pushed: boolean;
    retries: number;
    warnings: string[];
}
export interface RecordVerdictOptions extends LedgerTarget {
    now: string;
    taskId: string;
    verdict: Verdict;
    /** The agent claimed what the verifier's real source contradicts. */
    contradiction?: boolean;
    /** What the verifier looked at. */
    evidence?: string;
    /** Event id; default `verdict:<cycle>:<task_id>` (one verdict per task per cycle). */
    id?: string;
}
export interface RecordFeedbackOptions extends LedgerTarget {
    now: string;
    direction: 'up' | 'down';
    /** The source's id (reaction, comment); default derived from the instant, direction and login. */
    id?: string;
    /** The operator's login. */
    by?: string;
    /** What was reacted to. */
    source?: string;
}
/** Records the verifier's verdict on a task of the current cycle. */
export declare function recordVerdict(options: RecordVerdictOptions): Promise<Recorded<VerdictEvent>>;
/** Records an operator's 👍 / 👎 (the seed's POST /api/score/feedback). */
export declare function recordFeedback(options: RecordFeedbackOptions): Promise<Recorded<FeedbackEvent>>;
