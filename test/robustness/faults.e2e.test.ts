/**
 * Fault tests: the built CLI, as a real process, against inputs and events that break naive
 * tools. Each ends in a clear error (exit 2 naming the file and the line or field, nothing
 * written) or in a correct recovery where no event is lost or doubled.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { projectRemote } from '../helpers/project.js';
import { snapshotTree, worktreeLedger } from '../helpers/state.js';
import { runCliProcess } from '../helpers/cli.js';

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

describe('a truncated ledger line', () => {
  const SEGMENT = '.heartbeat/ledger/2026-03.jsonl';

  /** Cuts the last line of `text` in half, as a writer that died mid-line would leave it. */
  const truncateLastLine = (text: string) => {
    const start = text.lastIndexOf('\n', text.length - 2) + 1;
    return text.slice(0, start + Math.floor((text.length - start) / 2));
  };

  it('in the working tree: every write is exit 2 naming the file and line, nothing is written', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await runCliProcess(root, ['cycle', '--now', '2026-03-01T09:00:00Z']);
    await runCliProcess(root, ['feedback', 'up', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z']);
    const path = join(root, SEGMENT);
    await writeFile(path, truncateLastLine(await readFile(path, 'utf8')));
    const before = await snapshotTree(root);

    for (const argv of [
      ['feedback', 'down', '--id', 'r-2', '--now', '2026-03-01T09:06:00Z'],
      ['verdict', 'check_email', 'verified', '--now', '2026-03-01T09:07:00Z'],
      ['cycle', '--force', '--now', '2026-03-01T09:08:00Z'],
    ]) {
      const result = await runCliProcess(root, argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        new RegExp(
          `^heartbeat-gate ${argv[0]}: \\.heartbeat/ledger/2026-03\\.jsonl: line 2: not JSON`,
        ),
      );
    }
    expect(await snapshotTree(root)).toEqual(before);
    const lint = await runCliProcess(root, ['lint']);
    expect(lint.code).toBe(1);
    expect(lint.stderr).toMatch(/^\.heartbeat\/ledger\/2026-03\.jsonl: line 2: not JSON/m);

    // The committed copy is whole: restoring it is the way back, and then writes go on.
    await git(root, 'checkout', '--', SEGMENT);
    const after = await runCliProcess(root, [
      'feedback',
      'down',
      '--id',
      'r-2',
      '--now',
      '2026-03-01T09:06:00Z',
    ]);
    expect(after.stderr).toBe('');
    expect((await worktreeLedger(root)).map((e) => e.id)).toEqual(['cycle-1', 'r-1', 'r-2']);
  });

  it('on the remote state branch: a push is exit 2 naming the commit, file and line; the remote keeps its head', async () => {
    const remote = await projectRemote(sandbox, { contract: CONTRACT });
    const writer = await sandbox.clone(remote);
    await runCliProcess(writer, ['cycle', '--push', '--now', '2026-03-01T09:00:00Z']);
    await runCliProcess(writer, [
      'feedback',
      'up',
      '--id',
      'r-1',
      '--push',
      '--now',
      '2026-03-01T09:05:00Z',
    ]);
    // Someone pushes a hand-edited state branch whose last ledger line was cut short.
    const editor = await sandbox.clone(remote);
    await git(editor, 'checkout', '-q', 'heartbeat-state');
    const path = join(editor, SEGMENT);
    await writeFile(path, truncateLastLine(await readFile(path, 'utf8')));
    await git(editor, 'commit', '-q', '-am', 'edit the ledger by hand');
    await git(editor, 'push', '-q', 'origin', 'heartbeat-state');
    const head = await git(remote, 'rev-parse', 'heartbeat-state');

    const result = await runCliProcess(writer, [
      'cycle',
      '--force',
      '--push',
      '--now',
      '2026-03-01T09:10:00Z',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `^heartbeat-gate cycle: ${head.slice(0, 12)}:\\.heartbeat/ledger/2026-03\\.jsonl: line 2: not JSON`,
      ),
    );
    expect(await git(remote, 'rev-parse', 'heartbeat-state')).toBe(head);
  });
});
