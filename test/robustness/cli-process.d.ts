/** The built CLI as a real process, as users, hooks and CI run it. */
import { type ChildProcess } from 'node:child_process';
export declare const CLI: string;
export interface CliRun {
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
}
/**
 * Starts `heartbeat-gate <argv>` in `cwd`; `done` settles when the process exits. `detached` makes
 * it the leader of its own process group, so a test can kill it with every git it started.
 */
export declare function startCli(cwd: string, argv: string[], env?: NodeJS.ProcessEnv, options?: {
    detached?: boolean;
}): {
    child: ChildProcess;
    done: Promise<CliRun>;
};
/** Runs `heartbeat-gate <argv>` in `cwd` to completion. */
export declare function runCliProcess(cwd: string, argv: string[], env?: NodeJS.ProcessEnv): Promise<CliRun>;
