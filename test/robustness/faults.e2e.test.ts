/**
 * Fault tests: the built CLI, as a real process, against inputs and events that break naive
 * tools. Each ends in a clear error (exit 2 naming the file and the line or field, nothing
 * written) or in a correct recovery where no event is lost or doubled.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { snapshotTree, worktreeLedger } from '../helpers/state.js';
import { runCliProcess } from './cli-process.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required
- [ ] Überprüfe Café | Read the café's mail | optional
`;

describe('a HEARTBEAT.md that is not UTF-8', () => {
  it.each([
    ['Latin-1', Buffer.from(CONTRACT, 'latin1'), 6, /not UTF-8 \(byte 0xDC; looks like Latin-1/],
    [
      'UTF-16 with a byte-order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CONTRACT, 'utf16le')]),
      1,
      /not UTF-8 \(byte 0xFF; looks like UTF-16/,
    ],
  ])(
    '%s: cycle is exit 2 naming the file and line and writes nothing; lint reports it',
    async (_name, bytes, line, message) => {
      const root = await sandbox.repo({ 'README.md': 'project\n' });
      await writeFile(join(root, 'HEARTBEAT.md'), bytes);
      const before = await snapshotTree(root);

      const cycle = await runCliProcess(root, ['cycle', '--now', '2026-03-01T09:00:00Z']);
      expect(cycle.code).toBe(2);
      expect(cycle.stderr).toMatch(
        new RegExp(`^heartbeat-gate cycle: HEARTBEAT\\.md:${line}: error: `),
      );
      expect(cycle.stderr).toMatch(message);
      expect(cycle.stderr).toContain('save the file as UTF-8');
      expect(await snapshotTree(root)).toEqual(before);

      const lint = await runCliProcess(root, ['lint', 'HEARTBEAT.md']);
      expect(lint.code).toBe(1);
      expect(lint.stderr).toMatch(new RegExp(`^HEARTBEAT\\.md:${line}: error: not UTF-8`, 'm'));

      // Saved as UTF-8, the same contract runs, and the accented task keeps its letters.
      await writeFile(join(root, 'HEARTBEAT.md'), CONTRACT);
      const fixed = await runCliProcess(root, ['cycle', '--now', '2026-03-01T09:00:00Z']);
      expect(fixed.stderr).toBe('');
      expect(fixed.code).toBe(0);
      const [event] = await worktreeLedger(root);
      expect(event?.kind === 'cycle' && event.tasks.map((t) => t.id)).toEqual([
        'check_email',
        'überprüfe_café',
      ]);
      // The state commit holds the state files only; the contract stays the user's (untracked) file.
      expect(await git(root, 'status', '--porcelain')).toBe('?? HEARTBEAT.md');
    },
  );
});
