import type { HeartbeatTask } from '../../core/model.js';
import { type CommandRun, type Observations, type VerificationPlan } from '../../core/verify.js';
/**
 * Runs `command` with `sh -c` in a sandboxed copy of `cwd`. After `timeoutMs` the whole process
 * group is killed and the run is reported as timed out (unclear), never as passed or failed.
 * `env` is the caller's environment (default `process.env`): the command gets only a few of its
 * variables, and the values of its credential variables are cut from the output.
 */
export declare function runVerifyCommand(command: string, options: {
    cwd: string;
    timeoutMs: number;
    env?: NodeJS.ProcessEnv;
}): Promise<CommandRun>;
/**
 * The `cmd:` hints a cycle may run: those of the contract read from the trusted branch, by task.
 * A command the agent added or changed anywhere else (a PR, the working tree) is not in it.
 */
export declare function allowedCommands(trustedTasks: ReadonlyArray<Pick<HeartbeatTask, 'id' | 'verify'>> | undefined): Map<string, string>;
/** The `cmd:` observer: runs the plan's command when the trusted contract holds it for the task. */
export declare function observeCommand(plan: VerificationPlan, context: {
    allowedCommands: ReadonlyMap<string, string>;
    cwd: string;
    commandTimeoutMs: number;
    env?: NodeJS.ProcessEnv | undefined;
}): Promise<Observations>;
