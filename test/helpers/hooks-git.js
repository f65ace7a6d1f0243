import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/** Runs git in `cwd` and returns its stdout; throws with stderr when git fails. */
export function git(cwd, args, input) {
    return execFileSync('git', args, {
        cwd,
        encoding: 'utf8',
        input,
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: 20_000,
    });
}
/** Runs git without throwing, for commands expected to fail (a hook rejecting a commit). */
export function gitResult(cwd, args, env = process.env) {
    const result = spawnSync('git', args, { cwd, encoding: 'utf8', env, timeout: 60_000 });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
/** A fresh repository in a temp folder (branch `main`); `remove()` deletes it. */
export function tempRepo(prefix = 'hg-hooks-') {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    git(dir, ['init', '-q', '-b', 'main']);
    return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
