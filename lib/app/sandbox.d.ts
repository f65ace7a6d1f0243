/** The runner's file commands: whatever is appended to these files acts on the job. */
export declare const RUNNER_FILE_VARIABLES: readonly ["GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE"];
/** A prepared place to run one command; `dispose()` removes it. */
export interface CommandSandbox {
    /** The copy of the working tree the command runs in. */
    readonly tree: string;
    /** The command's whole environment. */
    readonly env: NodeJS.ProcessEnv;
    dispose(): Promise<void>;
}
/** Copies `cwd` (a working tree, or any folder) into a fresh sandbox. */
export declare function openCommandSandbox(cwd: string, callerEnv: NodeJS.ProcessEnv): Promise<CommandSandbox>;
/**
 * Remembers the runner's file-command files as they are; `restore()` puts back any the command
 * changed (or removes one it created) and names them.
 */
export declare function guardRunnerFiles(callerEnv: NodeJS.ProcessEnv): Promise<{
    restore(): Promise<string[]>;
}>;
