/**
 * Concurrent writers on one ref, which the gate never runs (a state branch has one writer, its
 * repository's heartbeat, serialised by its workflow's concurrency group): separate processes
 * running the built CLI, each in its own clone, all started at once against one bare remote.
 * Each either lands or is exit 2 naming the remote's reason with nothing half-written; run again
 * one after another, the refused ones land, and the ledger holds every event exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replayLedger } from '../../src/core/replay.js';
import { ScoreStateSchema, type CycleEvent } from '../../src/core/model.js';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore, stateJson } from '../../src/git/state-store.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

describe('concurrent writers against one bare remote', () => {
  it(
    "each lands or is refused with the remote's reason; run again, every event is there once",
    { timeout: 240_000 },
    async () => {
      const remote = await projectRemote(sandbox);
      const first = await runCliProcess(await sandbox.clone(remote), [
        'cycle',
        '--push',
        '--now',
        '2026-03-01T09:00:00Z',
      ]);
      expect(first.stderr).toBe('');

      const writers: string[][] = [
        ...[1, 2, 3, 4].map((k) => ['cycle', '--force', '--now', `2026-03-01T09:0${k}:00Z`]),
        ...[1, 2, 3, 4].map((k) => [
          'feedback',
          k % 2 ? 'up' : 'down',
          '--id',
          `reaction-${k}`,
          '--by',
          'operator',
          '--now',
          // After every cycle: feedback timed before the last cycle is refused (a closed cycle
          // is never rewritten), so a writer that loses its race to a later cycle would fail.
          `2026-03-01T09:0${k + 4}:30Z`,
        ]),
        ...[1, 2].map((k) => [
          'verdict',
          'check_email',
          'verified',
          '--id',
          `verify-${k}`,
          '--now',
          `2026-03-01T09:1${k}:00Z`,
        ]),
      ];
      const clones = await Promise.all(writers.map(() => sandbox.clone(remote)));
      const results = await Promise.all(
        writers.map((argv, i) => runCliProcess(clones[i] as string, [...argv, '--push', '--json'])),
      );
      for (const [i, result] of results.entries()) {
        if (result.code === 0) {
          expect(JSON.parse(result.stdout)).toMatchObject({ pushed: true });
          continue;
        }
        expect({ writer: writers[i], code: result.code }).toEqual({ writer: writers[i], code: 2 });
        expect(result.stderr).toMatch(
          /^heartbeat-gate \w+: origin refused the push to heartbeat-state: .+\n$/,
        );
        // Nothing half-written: the refused writer's clone has no state branch of its own.
        expect(await git(clones[i] as string, 'branch', '--list', 'heartbeat-state')).toBe('');
        const again = await runCliProcess(clones[i] as string, [
          ...(writers[i] ?? []),
          '--push',
          '--json',
        ]);
        expect({ writer: writers[i], code: again.code, stderr: again.stderr }).toEqual({
          writer: writers[i],
          code: 0,
          stderr: '',
        });
      }

      const repo = await Repo.open(await sandbox.clone(remote));
      const head = await repo.resolve('origin/heartbeat-state');
      const store = await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat');
      const events = await allEvents(store);
      const ids = events.map((event) => event.id);
      expect(ids.length).toBe(new Set(ids).size);
      expect([...ids].sort()).toEqual(
        [
          'cycle-1',
          'cycle-2',
          'cycle-3',
          'cycle-4',
          'cycle-5',
          'reaction-1',
          'reaction-2',
          'reaction-3',
          'reaction-4',
          'verify-1',
          'verify-2',
        ].sort(),
      );
      // Cycles are numbered in the order they replay, whichever landed first.
      const cycles = events.filter((e): e is CycleEvent => e.kind === 'cycle');
      expect(cycles.map((c) => c.cycle)).toEqual([1, 2, 3, 4, 5]);
      // One commit per write, on top of the first cycle.
      expect(Number(await git(remote, 'rev-list', '--count', 'heartbeat-state'))).toBe(
        1 + writers.length,
      );
      // The committed score is what a full replay gives: +3 -10 +3 -10 +10 +10.
      const state = replayLedger(events, { timeZone: 'UTC' });
      expect(state?.score.today.score).toBe(6);
      expect(store.score && stateJson(ScoreStateSchema.parse(store.score))).toBe(
        state && stateJson(ScoreStateSchema.parse(state.score)),
      );
    },
  );
});
