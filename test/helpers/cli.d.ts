/** Runs the CLI in-process with captured output, as a user at a terminal would see it. */
export declare function runCli(argv: string[], options?: {
    cwd?: string;
    stdin?: string;
    env?: Record<string, string | undefined>;
}): Promise<{
    code: number;
    stdout: string;
    stderr: string;
}>;
