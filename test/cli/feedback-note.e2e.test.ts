/**
 * `heartbeat-gate feedback` is the operator's local note: it may not reach back before the last
 * cycle (a closed day and the ratchet floor it settled are never rewritten).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { git, GitSandbox } from '../helpers/git.js';
import { runCli } from '../helpers/cli.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required | verify: email_count
`;

describe('feedback at an instant before the last cycle', () => {
  it('is refused (exit 2, naming --now and the cycle) and changes nothing', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    const cli = (...argv: string[]) => runCli(argv, { cwd: root });
    expect((await cli('cycle', '--now', '2026-03-01T09:00:00Z')).code).toBe(0);
    expect(
      (await cli('verdict', 'check_email', 'verified', '--now', '2026-03-01T09:05:00Z')).code,
    ).toBe(0);
    expect((await cli('cycle', '--now', '2026-03-02T09:00:00Z')).code).toBe(0);
    const head = await git(root, 'rev-parse', 'HEAD');
    const before = await cli('score', '--json', '--now', '2026-03-02T10:00:00Z');

    const past = await cli('feedback', 'down', '--now', '2026-03-01T12:00:00Z');
    expect(past.code).toBe(2);
    expect(past.stderr).toContain(
      // The day's cycles ran at their due times up to 09:00 the next day: cycle 106 is the last.
      '--now: 2026-03-01T12:00:00.000Z is before the last cycle (cycle 106 at 2026-03-02T09:00:00.000Z)',
    );
    expect(past.stderr).not.toMatch(/\n\s+at /);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
    expect((await cli('score', '--json', '--now', '2026-03-02T10:00:00Z')).stdout).toBe(
      before.stdout,
    );

    // After the last cycle it is recorded as before.
    const now = await cli('feedback', 'down', '--now', '2026-03-02T09:30:00Z');
    expect(now.code).toBe(0);
    expect(now.stdout).toMatch(/^feedback down: -10 → score /);
  });
});
