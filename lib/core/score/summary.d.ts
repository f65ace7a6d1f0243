/**
 * The score at a glance: what `heartbeat-gate score --json`, the Action's outputs and the check run
 * report.
 */
import type { ScoreState } from '../model.js';
import type { ScoreSummary } from './summary-schema.js';
export type { ScoreSummary } from './summary-schema.js';
/** Options shared by the summary and the prompt section. */
export interface ScoreViewOptions {
    /** The configured heartbeat interval, used when no tier changes it. */
    defaultIntervalMinutes: number;
}
/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
export declare function summarizeScore(state: ScoreState, options: ScoreViewOptions): ScoreSummary;
/** Today's counts as every report words them: the verdicts, then the operators' feedback apart. */
export declare function todayCountsText(s: ScoreSummary): string;
