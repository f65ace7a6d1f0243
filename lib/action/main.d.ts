/** Runs the Action once; the process exit code follows core.setFailed. */
export declare function run(env?: NodeJS.ProcessEnv): Promise<void>;
