import type { CliIO } from './io.js';
/** Runs one CLI invocation and returns its exit code. */
export declare function main(argv: string[], terminal: CliIO): Promise<number>;
