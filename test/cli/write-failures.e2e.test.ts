/**
 * Writes that cannot lose: when the checkout's state files cannot be written or staged (a
 * read-only `.heartbeat/`, a leftover `.git/index.lock`), the write is exit 2 naming the path,
 * the branch is moved back, and the user's next ordinary `git commit` drops no recorded event.
 * A temp file left by a writer that died is gone after the next write.
 */
import { execFile } from 'node:child_process';
import { chmod, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../../src/git/state-store.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
const locked: string[] = [];
afterEach(async () => {
  for (const dir of locked.splice(0)) await setReadOnly(dir, false);
  await sandbox.cleanup();
});

const CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required
`;

/**
 * Makes a folder unwritable. root ignores file modes, so as root the folder is made immutable
 * (chattr, e2fsprogs) instead; either way creating or renaming a file in it fails.
 */
async function setReadOnly(dir: string, on: boolean): Promise<void> {
  if (process.getuid?.() === 0) {
    await promisify(execFile)('chattr', [on ? '+i' : '-i', dir]);
  } else {
    await chmod(dir, on ? 0o555 : 0o755);
  }
  if (on) locked.push(dir);
}

async function ok(cwd: string, ...argv: string[]): Promise<void> {
  const result = await runCli(argv, { cwd });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

/** The ids of the events committed at HEAD. */
async function headEventIds(root: string): Promise<string[]> {
  const repo = await Repo.open(root);
  const store = await loadStateStore(
    commitSource(repo, await repo.resolve('HEAD'), '.heartbeat'),
    '.heartbeat',
  );
  return (await allEvents(store)).map((event) => event.id);
}

/** The user's next ordinary commit: everything staged, as `git commit -a` takes it. */
async function userCommit(root: string, text: string): Promise<void> {
  await writeFiles(root, { 'notes.txt': text });
  await git(root, 'add', 'notes.txt');
  await git(root, 'commit', '-q', '-m', `notes: ${text.trim()}`);
}

describe('a write whose checkout cannot be updated', () => {
  it('read-only .heartbeat/: exit 2 naming the path, the branch moved back, no event lost by the next git commit', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT, 'notes.txt': 'a\n' });
    await ok(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    const head = await git(root, 'rev-parse', 'HEAD');
    await setReadOnly(join(root, '.heartbeat', 'ledger'), true);
    await setReadOnly(join(root, '.heartbeat'), true);

    const result = await runCli(
      ['feedback', 'down', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z'],
      { cwd: root },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^heartbeat-gate feedback: cannot write \.heartbeat\/[^ ]+ \((EACCES|EPERM)[^)]*\): nothing was recorded/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(await git(root, 'status', '--porcelain')).toBe('');

    await setReadOnly(join(root, '.heartbeat'), false);
    await setReadOnly(join(root, '.heartbeat', 'ledger'), false);
    await userCommit(root, 'b');
    expect(await headEventIds(root)).toEqual(['cycle-1']);

    // The same command now records the event, and the next commit keeps it.
    await ok(root, 'feedback', 'down', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z');
    await userCommit(root, 'c');
    expect(await headEventIds(root)).toEqual(['cycle-1', 'r-1']);
    await ok(root, 'lint');
  });

  it('a leftover .git/index.lock: exit 2 naming it, the files and the branch as they were', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT, 'notes.txt': 'a\n' });
    await ok(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    const head = await git(root, 'rev-parse', 'HEAD');
    const lock = join(root, '.git', 'index.lock');
    await writeFile(lock, '');

    const result = await runCli(
      ['feedback', 'down', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z'],
      { cwd: root },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^heartbeat-gate feedback: git could not update the index: .*\.git\/index\.lock.*: nothing was recorded/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);

    await rm(lock);
    expect(await git(root, 'status', '--porcelain')).toBe('');
    await userCommit(root, 'b');
    expect(await headEventIds(root)).toEqual(['cycle-1']);
    await ok(root, 'feedback', 'down', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z');
    await userCommit(root, 'c');
    expect(await headEventIds(root)).toEqual(['cycle-1', 'r-1']);
  });
});

describe('a temp file left by a writer that died mid-write', () => {
  it('is removed by the next write; a live writer’s is left alone', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await ok(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    // pid 999999999 is above any pid_max: no such process.
    const dead = '2026-03.jsonl.tmp-999999999-abc123';
    const live = `score.json.tmp-${process.pid}-def456`;
    await writeFile(join(root, '.heartbeat', 'ledger', dead), '{"id":');
    await writeFile(join(root, '.heartbeat', live), '{');
    await ok(root, 'feedback', 'up', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z');
    expect(await readdir(join(root, '.heartbeat', 'ledger'))).toEqual(['2026-03.jsonl']);
    expect(await readdir(join(root, '.heartbeat'))).toContain(live);
  });
});
