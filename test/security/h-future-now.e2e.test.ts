/**
 * Class H (issue 26): `feedback --now 2099-01-01T00:00:00Z` recorded an event in the future, which froze
 * "today" in score, prompt and badge. Every write (cycle, verdict, feedback) now refuses a `--now`
 * more than 5 minutes past the clock: exit 2, one line naming --now, nothing written. Past
 * instants, which tests and replays use, are recorded as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required | verify: email_count
`;

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

/** An instant `minutes` from the real clock. */
const fromClock = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('a write at a future --now', () => {
  it.each([
    ['feedback', ['feedback', 'down']],
    ['verdict', ['verdict', 'check_email', 'verified']],
    ['cycle', ['cycle', '--force']],
  ])(
    '%s --now 2099-01-01 (and 10 minutes ahead) is refused and writes nothing',
    async (_name, argv) => {
      const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
      expect((await runCliProcess(root, ['cycle', '--now', fromClock(-60)])).code).toBe(0);
      const head = await git(root, 'rev-parse', 'HEAD');
      const status = await git(root, 'status', '--porcelain', '--ignored');
      for (const now of ['2099-01-01T00:00:00Z', fromClock(10)]) {
        const run = await runCliProcess(root, [...argv, '--now', now]);
        expect(run.code).toBe(2);
        expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(run.stderr).toContain('--now');
        expect(run.stderr).toContain('is in the future');
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
      expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
      expect(await git(root, 'status', '--porcelain', '--ignored')).toBe(status);

      // Within the allowance (clock skew) and in the past, it is recorded.
      const near = await runCliProcess(root, [...argv, '--now', fromClock(1)]);
      expect(near.code).toBe(0);
      expect(await git(root, 'rev-parse', 'HEAD')).not.toBe(head);
    },
  );

  it('score, a read, still answers at a future --now (a question, not a record)', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    expect((await runCliProcess(root, ['cycle', '--now', fromClock(-60)])).code).toBe(0);
    expect((await runCliProcess(root, ['score', '--now', '2099-01-01T00:00:00Z'])).code).toBe(0);
  });
});
