/**
 * A push rejected mid-cycle, made real with a pre-receive hook on the bare remote: the remote
 * moves between the writer's fetch and its push (another writer's cycle lands first), or it
 * refuses the push outright. A lost race is merged and retried; a refusal is a clear error that
 * moves nothing.
 */
import { chmod, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CycleEvent } from '../../src/core/model.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote, remoteEvents as remoteOf, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const STATE = STATE_BRANCH;

/** A project on a bare remote whose state branch holds cycle 1. */
async function projectWithFirstCycle(): Promise<string> {
  const remote = await projectRemote(sandbox);
  const first = await runCliProcess(await sandbox.clone(remote), [
    'cycle',
    '--push',
    '--now',
    '2026-03-01T09:00:00Z',
  ]);
  expect(first.stderr).toBe('');
  return remote;
}

/** Installs `script` as the remote's pre-receive hook. */
async function preReceive(remote: string, script: string): Promise<void> {
  const hook = join(remote, 'hooks', 'pre-receive');
  await writeFile(hook, `#!/bin/sh\n${script}\n`);
  await chmod(hook, 0o755);
}

/** The events on the remote's state branch. */
const remoteEvents = (remote: string) => remoteOf(sandbox, remote);

describe('a push rejected mid-cycle', () => {
  it('the remote moves between fetch and push: the cycle starts over on the new head and lands as the next cycle', async () => {
    const remote = await projectWithFirstCycle();
    // Another writer's cycle 2, committed in its own clone and parked on a side ref of the remote.
    const other = await sandbox.clone(remote);
    await git(other, 'branch', STATE, `origin/${STATE}`);
    const theirs = await runCliProcess(other, [
      'cycle',
      '--force',
      '--now',
      '2026-03-01T09:05:00Z',
    ]);
    expect(theirs.stderr).toBe('');
    await git(other, 'push', '-q', 'origin', `${STATE}:refs/parked/theirs`);
    const theirCommit = await git(other, 'rev-parse', STATE);

    // The hook lands it on the state branch the first time a push arrives: exactly the moment
    // between our fetch and our push. git then refuses our push (the ref is not where we saw it).
    const once = join(remote, 'move-once');
    await writeFile(once, '');
    await preReceive(
      remote,
      [
        `if [ -e '${once}' ]; then`,
        `  rm -f '${once}'`,
        '  unset GIT_QUARANTINE_PATH',
        `  git update-ref refs/heads/${STATE} refs/parked/theirs`,
        'fi',
      ].join('\n'),
    );

    const ours = await runCliProcess(await sandbox.clone(remote), [
      'cycle',
      '--force',
      '--push',
      '--json',
      '--now',
      '2026-03-01T09:10:00Z',
    ]);
    expect(ours.stderr).toBe('');
    expect(ours.code).toBe(0);
    const result = JSON.parse(ours.stdout) as {
      pushed: boolean;
      retries: number;
      record: { cycle: number };
    };
    expect(result).toMatchObject({ pushed: true, retries: 1, record: { cycle: 3 } });

    // Their commit stays in the history; every cycle is there once, numbered in replay order.
    await git(remote, 'merge-base', '--is-ancestor', theirCommit, STATE);
    const events = await remoteEvents(remote);
    expect(events.map((e) => e.id)).toEqual(['cycle-1', 'cycle-2', 'cycle-3']);
    expect(events.filter((e): e is CycleEvent => e.kind === 'cycle').map((e) => e.at)).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T09:05:00.000Z',
      '2026-03-01T09:10:00.000Z',
    ]);
  });

  it('a remote that refuses once without moving is retried', async () => {
    const remote = await projectWithFirstCycle();
    const once = join(remote, 'refuse-once');
    await writeFile(once, '');
    await preReceive(
      remote,
      `if [ -e '${once}' ]; then rm -f '${once}'; echo 'try again later' >&2; exit 1; fi`,
    );
    const result = await runCliProcess(await sandbox.clone(remote), [
      'feedback',
      'up',
      '--id',
      'reaction-1',
      '--push',
      '--json',
      '--now',
      '2026-03-01T09:10:00Z',
    ]);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({ pushed: true, retries: 1, recorded: true });
    expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1', 'reaction-1']);
  });

  it('a remote that keeps refusing (a protected branch) is exit 2 with its reason, and nothing moves', async () => {
    const remote = await projectWithFirstCycle();
    await preReceive(
      remote,
      `echo 'GH006: Protected branch update failed for refs/heads/${STATE}.' >&2\nexit 1`,
    );
    const clone = await sandbox.clone(remote);
    await git(clone, 'branch', STATE, `origin/${STATE}`);
    const before = {
      remote: await git(remote, 'rev-parse', STATE),
      local: await git(clone, 'rev-parse', STATE),
    };
    const refused = await runCliProcess(clone, [
      'feedback',
      'up',
      '--id',
      'reaction-1',
      '--push',
      '--now',
      '2026-03-01T09:10:00Z',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(`^heartbeat-gate feedback: origin refused the push to ${STATE}`),
    );
    expect(refused.stderr).toContain('GH006: Protected branch update failed');
    expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(await git(remote, 'rev-parse', STATE)).toBe(before.remote);
    expect(await git(clone, 'rev-parse', STATE)).toBe(before.local);

    // Once the branch accepts pushes again, the same command lands, once.
    await rm(join(remote, 'hooks', 'pre-receive'));
    const again = await runCliProcess(clone, [
      'feedback',
      'up',
      '--id',
      'reaction-1',
      '--push',
      '--json',
      '--now',
      '2026-03-01T09:10:00Z',
    ]);
    expect(again.stderr).toBe('');
    expect(JSON.parse(again.stdout)).toMatchObject({ pushed: true, recorded: true });
    expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1', 'reaction-1']);
  });
});

describe('a writer that loses every race', () => {
  it(
    'gives up after its bound with exit 2 and the remote’s last reason, no stack trace; run again, its event lands once',
    { timeout: 180_000 },
    async () => {
      const remote = await projectWithFirstCycle();
      // Another writer always gets there first: each push that arrives finds the branch moved by
      // one more commit (same state), so git refuses it as no longer where the writer saw it.
      await preReceive(
        remote,
        [
          'unset GIT_QUARANTINE_PATH',
          `head=$(git rev-parse refs/heads/${STATE})`,
          `next=$(git -c user.name=rival -c user.email=rival@example.com commit-tree "$head^{tree}" -p "$head" -m 'heartbeat: rival')`,
          `git update-ref refs/heads/${STATE} "$next" "$head"`,
        ].join('\n'),
      );
      const clone = await sandbox.clone(remote);
      const args = [
        'feedback',
        'up',
        '--id',
        'reaction-1',
        '--push',
        '--now',
        '2026-03-01T09:10:00Z',
      ];
      const lost = await runCliProcess(clone, [...args, '--push-attempts', '6']);
      expect(lost.code).toBe(2);
      expect(lost.stderr).toMatch(
        new RegExp(
          `^heartbeat-gate feedback: could not write the ledger on ${STATE} after 6 attempts: the branch kept moving; origin's last reason: .+`,
        ),
      );
      expect(lost.stderr).not.toMatch(/\n\s+at /);
      expect(lost.stdout).toBe('');
      // One rival commit per attempt: the writer started over on each new head, up to its bound.
      expect(await git(remote, 'rev-list', '--count', STATE)).toBe('7');
      expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1']);

      await rm(join(remote, 'hooks', 'pre-receive'));
      for (let run = 0; run < 2; run += 1) {
        const again = await runCliProcess(clone, [...args, '--json']);
        expect(again.stderr).toBe('');
        expect(JSON.parse(again.stdout)).toMatchObject({ recorded: run === 0 });
      }
      expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1', 'reaction-1']);
    },
  );

  it('--push-attempts outside 1-100 is a usage error (exit 2), nothing written', async () => {
    const remote = await projectWithFirstCycle();
    const clone = await sandbox.clone(remote);
    for (const n of ['0', '101', '2.5', 'many']) {
      const run = await runCliProcess(clone, [
        'feedback',
        'up',
        '--push',
        '--push-attempts',
        n,
        '--now',
        '2026-03-01T09:10:00Z',
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `--push-attempts must be a whole number from 1 to 100, not '${n}'`,
      );
    }
    expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1']);
  });
});
