import type { CliCommand } from '../io.js';
export declare const command: CliCommand;
