// Moved to test/helpers/cli.ts, the one CLI spawner; re-exported for tests written before the move.
export { CLI, runCliProcess, startCli, type CliRun } from '../helpers/cli.js';
