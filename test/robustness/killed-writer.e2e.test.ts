/**
 * A writer killed between its file writes (SIGKILL, so no cleanup runs). The CLI is paused at a
 * chosen git call by a `git` earlier on its PATH that runs the real git and then waits, and the
 * test kills the whole process group there. Afterwards nothing is half-written: running the
 * same command again finishes the job, every event is in the ledger exactly once, the checkout
 * and its index agree with the branch, and the user's staged work is still staged.
 */
import { execFile } from 'node:child_process';
import { access, chmod, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../../src/git/state-store.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { projectRemote } from '../helpers/project.js';
import { ONE_TASK_CONTRACT as CONTRACT } from '../helpers/contracts.js';
import { fullReplayFiles, worktreeLedger } from '../helpers/state.js';
import { runCliProcess, startCli } from '../helpers/cli.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

/** A folder holding a `git` that runs the real one, pausing at the call named by HG_PAUSE_*. */
async function pausingGit(): Promise<string> {
  const { stdout } = await promisify(execFile)('sh', ['-c', 'command -v git']);
  const dir = await sandbox.dir('hg-pausing-git-');
  const script = `#!/bin/sh
case "$*" in
  "$HG_PAUSE_ARGS"*) pause=yes ;;
  *) pause=no ;;
esac
if [ "$pause" = yes ] && [ "$HG_PAUSE_WHEN" = before ]; then : > "$HG_PAUSE_MARK"; exec sleep 600; fi
'${stdout.trim()}' "$@"
status=$?
if [ "$pause" = yes ] && [ "$HG_PAUSE_WHEN" = after ] && [ $status = 0 ]; then : > "$HG_PAUSE_MARK"; exec sleep 600; fi
exit $status
`;
  await writeFile(join(dir, 'git'), script);
  await chmod(join(dir, 'git'), 0o755);
  return dir;
}

async function waitFor(path: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await access(path);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`the writer never reached the pause (${path})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Runs `argv` until it reaches the pause point, then SIGKILLs its whole process group. */
async function killAt(
  cwd: string,
  argv: string[],
  pause: { args: string; when: 'before' | 'after' },
): Promise<void> {
  const bin = await pausingGit();
  const mark = join(bin, 'paused');
  const { child, done } = startCli(
    cwd,
    argv,
    {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      HG_PAUSE_ARGS: pause.args,
      HG_PAUSE_WHEN: pause.when,
      HG_PAUSE_MARK: mark,
    },
    { detached: true },
  );
  await Promise.race([
    waitFor(mark),
    done.then((run) => {
      throw new Error(`the writer finished before the pause: ${JSON.stringify(run)}`);
    }),
  ]);
  process.kill(-(child.pid as number), 'SIGKILL');
  expect((await done).signal).toBe('SIGKILL');
}

const FEEDBACK = ['feedback', 'up', '--id', 'reaction-1', '--now', '2026-03-01T09:10:00Z'];

/** Paths under .heartbeat/ that no state file should leave behind. */
async function strayFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const sub of ['', 'ledger', 'checkpoints']) {
    const names = await readdir(join(root, '.heartbeat', sub)).catch(() => [] as string[]);
    found.push(...names.filter((name) => name.includes('.tmp-')).map((n) => join(sub, n)));
  }
  return found;
}

describe('a writer killed on a checked-out state branch', () => {
  it.each([
    ['after the commit object is written, before the branch moves', 'update-ref', 'before'],
    ['after the branch moves, before the state files are written', 'update-ref', 'after'],
    [
      'after the state files are written, before they are staged',
      'update-index --add -- ',
      'before',
    ],
  ] as const)(
    '%s: running it again recovers, nothing lost or doubled',
    async (_name, args, when) => {
      const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT, 'src/app.ts': 'export {};\n' });
      const first = await runCliProcess(root, ['cycle', '--now', '2026-03-01T09:00:00Z']);
      expect(first.stderr).toBe('');
      // The user's staged work, which no state write may touch.
      await writeFiles(root, { 'src/app.ts': 'export const x = 1;\n' });
      await git(root, 'add', 'src/app.ts');

      await killAt(root, FEEDBACK, { args, when });

      const again = await runCliProcess(root, FEEDBACK);
      expect(again.stderr).toBe('');
      expect(again.code).toBe(0);

      // The branch holds every event once; the checkout and the index agree with it; the user's
      // staged change is all that `git status` shows.
      const repo = await Repo.open(root);
      const head = await repo.resolve('HEAD');
      const committed = await allEvents(
        await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat'),
      );
      expect(committed.map((e) => e.id)).toEqual(['cycle-1', 'reaction-1']);
      expect(await worktreeLedger(root)).toEqual(committed);
      expect(await git(root, 'status', '--porcelain')).toBe('M  src/app.ts');
      expect(await git(root, 'show', ':src/app.ts')).toBe('export const x = 1;');
      expect(await strayFiles(root)).toEqual([]);
      const replay = await fullReplayFiles(root);
      expect(await git(root, 'show', 'HEAD:.heartbeat/score.json')).toBe(replay.score?.trimEnd());
      const lint = await runCliProcess(root, ['lint']);
      expect({ code: lint.code, stderr: lint.stderr }).toEqual({ code: 0, stderr: '' });
    },
  );
});

describe('a writer killed after its push, before its local branch moved', () => {
  it('running it again brings the local branch up to the remote, the event once', async () => {
    const remote = await projectRemote(sandbox, { contract: CONTRACT });
    const clone = await sandbox.clone(remote);
    const first = await runCliProcess(clone, ['cycle', '--push', '--now', '2026-03-01T09:00:00Z']);
    expect(first.stderr).toBe('');
    const argv = [...FEEDBACK, '--push', '--json'];
    await killAt(clone, argv, { args: 'push -q', when: 'after' });
    expect(await git(remote, 'log', '-1', '--format=%s', 'heartbeat-state')).toMatch(
      /^heartbeat: feedback up/,
    );
    expect(await git(clone, 'log', '-1', '--format=%s', 'heartbeat-state')).toMatch(
      /^heartbeat: cycle 1/,
    );

    const again = await runCliProcess(clone, argv);
    expect(again.stderr).toBe('');
    expect(JSON.parse(again.stdout)).toMatchObject({ recorded: false });
    // Already recorded: no second commit, and the local branch (what `score` reads) caught up.
    expect(await git(clone, 'rev-parse', 'heartbeat-state')).toBe(
      await git(remote, 'rev-parse', 'heartbeat-state'),
    );
    const score = await runCliProcess(clone, ['score', '--json', '--now', '2026-03-01T09:20:00Z']);
    expect(JSON.parse(score.stdout)).toMatchObject({ score: 3 });
    await git(clone, 'fetch', '-q');
    const repo = await Repo.open(clone);
    const head = await repo.resolve('origin/heartbeat-state');
    const events = await allEvents(
      await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat'),
    );
    expect(events.map((e) => e.id)).toEqual(['cycle-1', 'reaction-1']);
    expect(await git(remote, 'rev-list', '--count', 'heartbeat-state')).toBe('2');
  });
});
