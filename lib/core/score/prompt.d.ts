/**
 * The score section of every heartbeat prompt: where the agent stands, what it needs, the full
 * rules and the active penalty or reward.
 */
import type { ScoreState } from '../model.js';
import { type ScoreViewOptions } from './summary.js';
/** Width of the progress bar in characters, between the brackets. */
export declare const PROGRESS_BAR_WIDTH = 20;
/** `[########------------] 35/82`: the share of the target reached, never below empty or past full. */
export declare function progressBar(score: number, target: number, width?: number): string;
/** The score section of the heartbeat prompt, as Markdown text. */
export declare function buildScorePromptSection(state: ScoreState, options: ScoreViewOptions): string;
