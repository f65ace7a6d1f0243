import type { DailyScore } from '../../core/model.js';
import type { CliCommand } from '../io.js';
/** The history table: archived days oldest first, then today. */
export declare function formatHistory(today: DailyScore, history: readonly DailyScore[]): string;
export declare const command: CliCommand;
