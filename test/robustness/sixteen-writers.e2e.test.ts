/**
 * Sixteen writers at once — forced cycles, operator feedback and verdicts, each a real CLI
 * process in its own clone of its own repository — against one bare state repository, each
 * writing its repository's own branch (`heartbeat/<owner>/<name>`): no two share a ref, so no push
 * is refused and none is tried twice. Every event lands exactly once, a repeated reaction is
 * recorded once, and each branch holds its folder alone, equal to a full replay of its ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreStateSchema } from '../../src/core/model.js';
import { parse } from '../../src/core/plain-schema.js';
import { CycleProgressRule } from '../../src/core/state-rules.js';
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

describe('sixteen concurrent writers on one bare state repository, one ref each', () => {
  it(
    'all land, none refused; every event id once on its own branch',
    { timeout: 280_000 },
    async () => {
      const state = await sandbox.bareRemote();
      const project = await projectRemote(sandbox);
      const writers: string[][] = [
        ...[1, 2, 3, 4, 5, 6].map((k) => ['cycle', '--force', '--now', at(k)]),
        ...[1, 2, 3, 4, 5, 6, 7].map((k) => [
          'feedback',
          k % 2 ? 'up' : 'down',
          '--id',
          `reaction-${k}`,
          '--by',
          'operator',
          '--now',
          at(6 + k, 30),
        ]),
        ...[1, 2, 3].map((k) => [
          'verdict',
          k === 2 ? 'weather_brief' : 'check_email',
          k === 3 ? 'not_verified' : 'verified',
          '--id',
          `verify-${k}`,
          '--now',
          at(14 + k),
        ]),
      ];
      expect(writers).toHaveLength(16);
      const clones = await Promise.all(writers.map(() => sandbox.clone(project)));
      const into = (w: number) => ['--remote', state, '--repository', `acme/r-${w}`, '--json'];
      // Each repository's first cycle, all at once: sixteen branches created side by side.
      const first = await Promise.all(
        clones.map((clone, w) => runCliProcess(clone, ['cycle', '--now', at(0), ...into(w)])),
      );
      const results = await Promise.all(
        writers.map((argv, w) => runCliProcess(clones[w] as string, [...argv, ...into(w)])),
      );
      // The same reaction polled again by its one writer: recorded once.
      const again = await runCliProcess(clones[6] as string, [...(writers[6] ?? []), ...into(6)]);
      for (const [w, result] of [...first, ...results].entries()) {
        expect({ w, code: result.code, stderr: result.stderr }).toEqual({ w, code: 0, stderr: '' });
        expect(JSON.parse(result.stdout)).toMatchObject({ pushed: true });
      }
      expect(JSON.parse(again.stdout)).toMatchObject({ pushed: false, recorded: false });

      const repo = await Repo.open(await sandbox.clone(state));
      for (const [w, argv] of writers.entries()) {
        const dir = `.heartbeat/acme/r-${w}`;
        const head = await repo.resolve(`origin/heartbeat/acme/r-${w}`);
        // Its first cycle and its one event: two commits, its folder alone.
        expect(await git(state, 'rev-list', '--count', `heartbeat/acme/r-${w}`)).toBe('2');
        const files = (await git(state, 'ls-tree', '-r', '--name-only', `heartbeat/acme/r-${w}`))
          .trim()
          .split('\n');
        expect(files.filter((f) => !f.startsWith(`${dir}/`))).toEqual([]);
        const store = await loadStateStore(commitSource(repo, head, dir), dir);
        const events = await allEvents(store);
        const id = argv[0] === 'cycle' ? 'cycle-2' : (argv[argv.indexOf('--id') + 1] ?? '');
        expect(events.map((e) => e.id)).toEqual(['cycle-1', id]);
        const replayed = replayLedger(events, { timeZone: 'UTC' });
        expect(store.score && stateJson(ScoreStateSchema.parse(store.score))).toBe(
          replayed && stateJson(ScoreStateSchema.parse(replayed.score)),
        );
        expect(stateJson(store.progress && parse(CycleProgressRule, store.progress))).toBe(
          stateJson(replayed?.progress && parse(CycleProgressRule, replayed?.progress)),
        );
      }
    },
  );
});
