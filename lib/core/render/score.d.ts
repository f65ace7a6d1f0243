/**
 * The score as the operator sees it in a job summary or check run: score vs target as a progress
 * bar, the tiers and their messages, today's verdicts and a 7-day chart (seeds 001 and 004,
 * "Dashboard Display" and "Agent Awareness").
 */
import type { PenaltyTier, RewardTier, Verdict } from '../model.js';
/** What the score views need; the score helper's `ScoreSummary` has all of it. */
export interface ScoreView {
    score: number;
    target: number;
    pointsNeeded: number;
    penalty: PenaltyTier;
    reward: RewardTier;
    intervalMinutes: number;
    streak: number;
    penaltyMessage: string | null;
    rewardMessage: string | null;
}
/** One day of the chart: its date and the score and target in force. */
export interface ChartDay {
    /** `YYYY-MM-DD`. */
    date: string;
    score: number;
    target: number;
}
/** One verdict of today, for the verdicts table. */
export interface VerdictRow {
    taskId: string;
    verdict: Verdict;
    groundTruthContradiction: boolean;
    required: boolean;
    points: number;
    /** What the agent claimed and what the real source said, for each ground-truth contradiction. */
    contradictions?: readonly {
        claimed: string;
        actual: string;
    }[];
}
/** Percent of target reached, rounded down; 0 when the target is not positive. */
export declare function percentOfTarget(score: number, target: number): number;
/** `█████░░░░░ 41 / 82 (50%)`: filled in proportion, clamped to the bar; below zero is empty. */
export declare function progressBar(score: number, target: number, width?: number): string;
/** The one-line headline used in check titles: score, target, tier and interval. */
export declare function scoreHeadline(view: ScoreView): string;
/** The active tier in words: the penalty when there is one, else the reward, else `normal`. */
export declare function tierLabel(view: Pick<ScoreView, 'penalty' | 'reward'>): string;
/** The score section: progress bar, key figures and the active tier messages. */
export declare function renderScoreSection(view: ScoreView): string;
/**
 * Today's verdicts as a table, or a line saying there are none yet; then each ground-truth
 * contradiction with its two sides (untrusted text: the claim side quotes the agent).
 */
export declare function renderVerdicts(rows: readonly VerdictRow[]): string;
/**
 * A Mermaid `xychart-beta` (GitHub renders it): score bars and the target line for the last
 * seven days, oldest first. Dates become `MM-DD` labels; anything else is dropped.
 */
export declare function renderScoreChart(days: readonly ChartDay[]): string;
