/**
 * The CLI in tests, two ways: in-process through `main` (`runCli`, fast, for behaviour), and the
 * built bundle as a real process (`startCli`, `runCliProcess`), as users, hooks and CI run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

/** The built CLI (`npm run build`). */
export const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));

/** Runs the CLI in-process with captured output, as a user at a terminal would see it. */
export async function runCli(
  argv: string[],
  options: { cwd?: string; stdin?: string; env?: Record<string, string | undefined> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    readStdin: async () => options.stdin ?? '',
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? process.env,
  });
  return { code, stdout, stderr };
}

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
  options: { detached?: boolean; stdin?: string } = {},
): { child: ChildProcess; done: Promise<CliRun> } {
  const child = spawn(process.execPath, [CLI, ...argv], {
    cwd,
    env,
    detached: options.detached ?? false,
    stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  child.stdin?.end(options.stdin);
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
  options: { stdin?: string } = {},
): Promise<CliRun> {
  return startCli(cwd, argv, env, options).done;
}

/** A forced cycle of `repository` at `now`, into the shared state repository `state` (JSON out). */
export function sharedStateCycle(
  clone: string,
  state: string,
  repository: string,
  now: string,
  more: string[] = [],
) {
  return runCliProcess(clone, [
    'cycle',
    '--force',
    '--now',
    now,
    '--remote',
    state,
    '--repository',
    repository,
    '--json',
    ...more,
  ]);
}
