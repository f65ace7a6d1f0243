/** The built CLI as a real process, as users, hooks and CI run it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));

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
export function startCli(
  cwd: string,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  options: { detached?: boolean } = {},
): { child: ChildProcess; done: Promise<CliRun> } {
  const child = spawn(process.execPath, [CLI, ...argv], {
    cwd,
    env,
    detached: options.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const done = new Promise<CliRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
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
