/**
 * A push rejected mid-cycle, made real with a pre-receive hook on the bare remote: the remote
 * moves between the writer's fetch and its push (another writer's cycle lands first), or it
 * refuses the push outright. A state branch has one writer (its repository's heartbeat, which its
 * workflow's concurrency group serialises), so either is a clear error naming the remote's reason
 * that moves nothing, never a race to retry or fold; running the command again records it once.
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
  it("the remote moves between fetch and push: exit 2 naming the remote's reason, nothing half-written; run again, it lands as the next cycle", async () => {
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

    const clone = await sandbox.clone(remote);
    const args = ['cycle', '--force', '--push', '--json', '--now', '2026-03-01T09:10:00Z'];
    const lost = await runCliProcess(clone, args);
    expect(lost.code).toBe(2);
    expect(lost.stdout).toBe('');
    expect(lost.stderr).toMatch(
      new RegExp(`^heartbeat-gate cycle: origin refused the push to ${STATE}: .+\\n$`),
    );
    expect(lost.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // Nothing half-written: the remote holds their commit, the clone has no state branch.
    expect(await git(remote, 'rev-parse', STATE)).toBe(theirCommit);
    expect(await git(clone, 'branch', '--list', STATE)).toBe('');

    const again = await runCliProcess(clone, args);
    expect(again.stderr).toBe('');
    expect(JSON.parse(again.stdout)).toMatchObject({ pushed: true, record: { cycle: 3 } });
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

  it('a remote that refuses once without moving: exit 2 with its reason, not retried; run again, it lands', async () => {
    const remote = await projectWithFirstCycle();
    const once = join(remote, 'refuse-once');
    await writeFile(once, '');
    await preReceive(
      remote,
      `if [ -e '${once}' ]; then rm -f '${once}'; echo 'try again later' >&2; exit 1; fi`,
    );
    const clone = await sandbox.clone(remote);
    const args = [
      'feedback',
      'up',
      '--id',
      'reaction-1',
      '--push',
      '--json',
      '--now',
      '2026-03-01T09:10:00Z',
    ];
    const refused = await runCliProcess(clone, args);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `heartbeat-gate feedback: origin refused the push to ${STATE}: try again later\n`,
    );
    expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1']);
    const again = await runCliProcess(clone, args);
    expect(again.stderr).toBe('');
    expect(JSON.parse(again.stdout)).toMatchObject({ pushed: true, recorded: true });
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

describe('one writer per ref', () => {
  it('--push-attempts and --fold-pending are gone: a usage error (exit 2), nothing written', async () => {
    const remote = await projectWithFirstCycle();
    const clone = await sandbox.clone(remote);
    for (const extra of [['--push-attempts', '6'], ['--fold-pending']]) {
      const run = await runCliProcess(clone, [
        'feedback',
        'up',
        '--push',
        ...extra,
        '--now',
        '2026-03-01T09:10:00Z',
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(extra[0]);
    }
    expect((await remoteEvents(remote)).map((e) => e.id)).toEqual(['cycle-1']);
  });
});
