import { type ScoreSummary } from '../../core/score/summary.js';
import type { CliCommand } from '../io.js';
/** The summary as a terminal reads it. */
export declare function formatScoreSummary(s: ScoreSummary): string;
export declare const command: CliCommand;
