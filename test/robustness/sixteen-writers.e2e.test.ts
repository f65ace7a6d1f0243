/**
 * Sixteen writers at once — forced cycles, operator feedback and verdicts, each a real CLI
 * process in its own clone — against one bare remote. Every write lands, nothing is lost, and
 * nothing is doubled: every event id is in the final ledger exactly once, two writers sending the
 * same reaction record it once, and the committed state is what a full replay gives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ReplayStateSchema } from '../../src/core/ledger.js';
import { ScoreStateSchema, type CycleEvent } from '../../src/core/model.js';
import { replayLedger } from '../../src/core/replay.js';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore, stateJson } from '../../src/git/state-store.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const at = (minute: number, second = 0) =>
  `2026-03-01T09:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}Z`;

describe('sixteen concurrent writers on one bare remote', () => {
  it('all land; every event id is in the ledger exactly once', { timeout: 280_000 }, async () => {
    const remote = await projectRemote(sandbox);
    const first = await runCliProcess(await sandbox.clone(remote), [
      'cycle',
      '--push',
      '--now',
      at(0),
    ]);
    expect(first.stderr).toBe('');

    const writers: string[][] = [
      ...[1, 2, 3, 4, 5, 6].map((k) => ['cycle', '--force', '--now', at(k)]),
      ...[1, 2, 3, 4, 5].map((k) => [
        'feedback',
        k % 2 ? 'up' : 'down',
        '--id',
        `reaction-${k}`,
        '--by',
        'operator',
        '--now',
        // After every cycle: feedback timed before the last cycle is refused.
        at(6 + k, 30),
      ]),
      // The same reaction seen by two pollers at once.
      ...[1, 2].map(() => ['feedback', 'up', '--id', 'reaction-dup', '--now', at(7, 30)]),
      ...[1, 2, 3].map((k) => [
        'verdict',
        k === 2 ? 'weather_brief' : 'check_email',
        k === 3 ? 'not_verified' : 'verified',
        '--id',
        `verify-${k}`,
        '--now',
        at(10 + k),
      ]),
    ];
    expect(writers).toHaveLength(16);
    const clones = await Promise.all(writers.map(() => sandbox.clone(remote)));
    const results = await Promise.all(
      writers.map((argv, i) => runCliProcess(clones[i] as string, [...argv, '--push', '--json'])),
    );
    for (const [i, result] of results.entries()) {
      expect({ writer: writers[i], code: result.code, stderr: result.stderr }).toEqual({
        writer: writers[i],
        code: 0,
        stderr: '',
      });
    }
    const outputs = results.map(
      (r) => JSON.parse(r.stdout) as { pushed: boolean; recorded?: boolean; commit?: string },
    );
    for (const [i, output] of outputs.entries()) {
      if (i < 11 || i >= 13) expect(output.pushed).toBe(true);
    }
    // The duplicate reaction: one writer recorded it and the other found it recorded, or both
    // built the very same commit (same parent, tree, message and second), which git stores once.
    const [dupA, dupB] = outputs.slice(11, 13);
    if (dupA?.recorded && dupB?.recorded) expect(dupA.commit).toBe(dupB.commit);
    else expect([dupA?.recorded, dupB?.recorded].filter(Boolean)).toHaveLength(1);

    const repo = await Repo.open(await sandbox.clone(remote));
    const head = await repo.resolve('origin/heartbeat-state');
    const store = await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat');
    const events = await allEvents(store);
    const ids = events.map((event) => event.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect([...ids].sort()).toEqual(
      [
        ...[1, 2, 3, 4, 5, 6, 7].map((n) => `cycle-${n}`),
        ...[1, 2, 3, 4, 5].map((k) => `reaction-${k}`),
        'reaction-dup',
        ...[1, 2, 3].map((k) => `verify-${k}`),
      ].sort(),
    );
    // Cycles are numbered in replay order, whoever won each race.
    const cycles = events.filter((e): e is CycleEvent => e.kind === 'cycle');
    expect(cycles.map((c) => c.cycle)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // One commit per recorded event: the first cycle, then 15 writes (the duplicate made none).
    expect(Number(await git(remote, 'rev-list', '--count', 'heartbeat-state'))).toBe(16);
    // The committed files are what a full replay of the ledger gives.
    const state = replayLedger(events, { timeZone: 'UTC' });
    expect(store.score && stateJson(ScoreStateSchema.parse(store.score))).toBe(
      state && stateJson(ScoreStateSchema.parse(state.score)),
    );
    expect(stateJson(ReplayStateSchema.shape.progress.parse(store.progress))).toBe(
      stateJson(ReplayStateSchema.shape.progress.parse(state?.progress)),
    );
  });
});
