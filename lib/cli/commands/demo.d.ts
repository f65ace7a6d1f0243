import { type DemoDay } from '../../app/demo-week.js';
import type { CliCommand } from '../io.js';
/** The week as one table: the seeds' progression columns, then what happened each day. */
export declare function formatWeek(days: readonly DemoDay[]): string;
export declare const command: CliCommand;
