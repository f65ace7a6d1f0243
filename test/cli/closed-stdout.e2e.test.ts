import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `heartbeat-gate … | head -1`: the reader leaves before the CLI has written everything. The
// command must still finish its work (no half-done init) and exit with its own code.
const cli = resolve('dist/cli/index.js');
const dir = mkdtempSync(join(tmpdir(), 'hg-closed-stdout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the built CLI with its standard output a pipe whose reader has already exited, so every
 * write fails with EPIPE. The left side first writes until the pipe is broken (deterministic: no
 * sleeping), then runs the CLI; its exit code comes back on fd 3.
 */
function runWithClosedStdout(args: string[], cwd: string): { code: number; stderr: string } {
  const quoted = [cli, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const script = `exec 3>&1; { trap '' PIPE; while echo x 2>/dev/null; do :; done; "${process.execPath}" ${quoted}; echo "exit=$?" >&3; } | true`;
  const result = spawnSync('sh', ['-c', script], { cwd, encoding: 'utf8' });
  const match = /exit=(\d+)/.exec(result.stdout);
  expect(match, result.stdout + result.stderr).not.toBeNull();
  return { code: Number(match![1]), stderr: result.stderr };
}

describe('the CLI when its reader goes away', () => {
  it('init still writes every file and exits 0', () => {
    spawnSync('git', ['init', '-q'], { cwd: dir });
    const result = runWithClosedStdout(['init'], dir);
    expect(result.stderr).not.toContain('EPIPE');
    expect(result.code).toBe(0);
    for (const path of [
      'HEARTBEAT.md',
      '.husky/commit-msg',
      '.husky/pre-commit',
      '.heartbeat/config.json',
      '.github/workflows/evidence-gate.yml',
      '.github/workflows/heartbeat-schedule.yml',
    ]) {
      expect(existsSync(join(dir, path)), path).toBe(true);
    }
  });

  it('evidence still exits with its verdict', () => {
    const blocked = runWithClosedStdout(
      ['evidence', '--topic', 'build.done', '--payload', ''],
      dir,
    );
    expect(blocked.stderr).not.toContain('EPIPE');
    expect(blocked.code).toBe(1);
    const accepted = runWithClosedStdout(['evidence', '--topic', 'feature.done'], dir);
    expect(accepted.code).toBe(0);
  });
});
