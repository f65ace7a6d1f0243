// The operator's terminal runs no escape code from the agent's text: an author name with
// `ESC[8m` (conceal) hid every line of `log` after it, and a carriage return rewrote a line.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCycleMessage, type CycleCommit } from '../../src/core/cycle.js';
import { REPLACEMENT } from '../../src/core/render/terminal.js';
import { runCli } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const cycle = (n: number): CycleCommit => ({
  cycle: n,
  score: 10 * n,
  target: 50,
  tier: 'normal',
  delta: 10,
  intervalMinutes: 15,
  verdicts: [{ taskId: 'check_email', verdict: 'verified', contradiction: false }],
});

async function commitAs(dir: string, message: string, date: string, name: string) {
  const file = join(dir, '.git', 'MSG');
  await writeFile(file, message);
  await exec('git', ['commit', '-q', '--allow-empty', '--cleanup=verbatim', '-F', file], {
    cwd: dir,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: 'eve@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
}

describe('terminal output quotes untrusted text without its control characters', () => {
  it('an escape code in an author name hides nothing in log', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    await commitAs(dir, formatCycleMessage(cycle(1)), '2026-03-01T10:00:00Z', 'Ops Bot');
    await commitAs(dir, formatCycleMessage(cycle(2)), '2026-03-01T10:20:00Z', 'eve\x1b[8m\rOps');
    const result = await runCli(['log'], { cwd: dir });
    expect(result.code).toBe(0);
    expect([...result.stdout].filter((c) => c < ' ' && c !== '\n' && c !== '\t')).toEqual([]);
    expect(result.stdout).toContain(`by eve${REPLACEMENT}[8m${REPLACEMENT}Ops <eve@example.com>`);
    // The line after the poisoned one is still there, readable.
    expect(result.stdout).toContain('cycle 1');
    expect(result.stdout).toContain('by Ops Bot <eve@example.com>');
  });
});
