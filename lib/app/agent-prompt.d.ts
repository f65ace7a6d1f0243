import { type ScoreSummary } from '../core/score/summary.js';
/** The score as of `now`, both as `score --json` reports it and as the prompt's section. */
export interface ScoreView {
    readonly summary: ScoreSummary;
    /** The score section of the prompt (seed 004, "Agent Awareness"), Markdown. */
    readonly section: string;
    /** No score recorded yet: a fresh Day 1. */
    readonly fresh: boolean;
}
/** The score of the repository containing `cwd` as of `now`. */
export declare function readScoreView(cwd: string, now: string): Promise<ScoreView>;
/** The whole prompt, as `heartbeat-gate prompt` prints it (Markdown). */
export declare function agentPrompt(cwd: string, now: string): Promise<string>;
