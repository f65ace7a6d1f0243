/** The built CLI as a real process, as users, hooks and CI run it. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
export const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));
/**
 * Starts `heartbeat-gate <argv>` in `cwd`; `done` settles when the process exits. `detached` makes
 * it the leader of its own process group, so a test can kill it with every git it started.
 */
export function startCli(cwd, argv, env = process.env, options = {}) {
    const child = spawn(process.execPath, [CLI, ...argv], {
        cwd,
        env,
        detached: options.detached ?? false,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = [];
    const stderr = [];
    child.stdout?.on('data', (chunk) => stdout.push(chunk));
    child.stderr?.on('data', (chunk) => stderr.push(chunk));
    const done = new Promise((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code, signal) => resolve({
            code,
            signal,
            stdout: Buffer.concat(stdout).toString('utf8'),
            stderr: Buffer.concat(stderr).toString('utf8'),
        }));
    });
    return { child, done };
}
/** Runs `heartbeat-gate <argv>` in `cwd` to completion. */
export function runCliProcess(cwd, argv, env) {
    return startCli(cwd, argv, env).done;
}
