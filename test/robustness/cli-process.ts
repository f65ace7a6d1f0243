/** The built CLI as a real process, as users, hooks and CI run it. */
import { execFile, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts `heartbeat-gate <argv>` in `cwd`; `done` settles when the process exits. */
export function startCli(
  cwd: string,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): { child: ChildProcess; done: Promise<CliRun> } {
  let child!: ChildProcess;
  const done = new Promise<CliRun>((resolve) => {
    child = execFile(
      process.execPath,
      [CLI, ...argv],
      { cwd, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, signal: error?.signal ?? null, stdout, stderr });
      },
    );
  });
  return { child, done };
}

/** Runs `heartbeat-gate <argv>` in `cwd` to completion. */
export function runCliProcess(
  cwd: string,
  argv: string[],
  env?: NodeJS.ProcessEnv,
): Promise<CliRun> {
  return startCli(cwd, argv, env).done;
}
