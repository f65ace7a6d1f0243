/**
 * What a scheduled run reports (job summary and the `heartbeat-gate / score` check run): the
 * score section, whether a cycle ran or when it is due, the feedback the poll recorded or
 * ignored, today's verdicts and the 7-day chart. Pure: data in, Markdown out.
 */
import type { IgnoredReaction } from '../feedback.js';
import type { DailyScore, FeedbackEvent } from '../model.js';
import { type ChartDay, type ScoreView, type VerdictRow } from './score.js';
/** The cycle part of a scheduled run. */
export type CycleReport = {
    ran: true;
    cycle: number;
    commit: string | undefined;
    nextDueAt: string;
} | {
    ran: false;
    nextDueAt: string;
    intervalMinutes: number;
};
/** Everything a scheduled run shows. */
export interface ScheduleReport {
    view: ScoreView;
    cycle: CycleReport;
    /** Feedback recorded by this run. */
    recorded: readonly FeedbackEvent[];
    ignored: readonly IgnoredReaction[];
    verdicts: readonly VerdictRow[];
    chart: readonly ChartDay[];
    /** The state branch the state lives on. */
    branch: string;
}
/** The last seven days of the chart: the archived days, then today. */
export declare function chartDays(score: {
    today: DailyScore;
    history: readonly DailyScore[];
}): ChartDay[];
/** `2026-11-20T10:15:00.000Z` → `2026-11-20 10:15 UTC`. */
export declare function formatInstant(iso: string): string;
/** One line: a cycle ran (and where it was committed), or when the next one is due. */
export declare function cycleLine(cycle: CycleReport, branch: string): string;
/** The feedback this run recorded and the reactions it ignored, or a line saying there was none. */
export declare function renderFeedback(recorded: readonly FeedbackEvent[], ignored: readonly IgnoredReaction[]): string;
/** The whole report, as the job summary shows it. */
export declare function renderScheduleReport(report: ScheduleReport): string;
