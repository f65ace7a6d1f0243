/**
 * Sixteen writers recording events at once into one state repository served over git's smart HTTP
 * protocol (`git http-backend`), each a real CLI process in its own HTTP clone: ref locking and pack
 * negotiation are git's own. Every event lands exactly once, the committed state is what a full
 * replay gives, and cycles are numbered in replay order whoever won each race.
 */
import { basename, dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplayStateSchema } from '../../src/core/ledger.js';
import { ScoreStateSchema, type CycleEvent } from '../../src/core/model.js';
import { replayLedger } from '../../src/core/replay.js';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore, stateJson } from '../../src/git/state-store.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';
import { startGitHttpServer, type GitHttpServer } from '../support/git-http-server.js';

const sandbox = new GitSandbox();
let server: GitHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await sandbox.cleanup();
});

// Eight in CI: every write is a CLI process and a smart-HTTP push, and the suite shares 2 cores;
// `npm run bench` (state-writers) runs 64.
const WRITERS = 8;
const pad = (n: number) => String(n).padStart(2, '0');

/** Writer `w`'s events, in the order it records them: a forced cycle, then a reaction. */
const eventsOf = (w: number): string[][] => [
  ['cycle', '--force', '--now', `2026-03-01T09:${pad(w)}:00Z`],
  ['feedback', 'up', '--id', `reaction-${w}`, '--now', `2026-03-01T10:${pad(w)}:00Z`],
];

describe('eight writers over smart HTTP into one state repository', () => {
  it(
    'every event exactly once, state equal to a full replay, cycles numbered in replay order',
    { timeout: 1_800_000 },
    async () => {
      const bare = await projectRemote(sandbox);
      server = await startGitHttpServer(dirname(bare));
      const url = server.url(basename(bare));
      const cloneOverHttp = async () => {
        const dir = await sandbox.dir('hg-http-clone-');
        await git(dir, 'clone', '-q', url, '.');
        return dir;
      };
      const clones = await Promise.all(Array.from({ length: WRITERS }, cloneOverHttp));

      const runs = await Promise.all(
        clones.map(async (clone, w) => {
          const results = [];
          for (const argv of eventsOf(w)) {
            const run = await runCliProcess(clone, [...argv, '--push', '--json']);
            results.push({ argv, code: run.code, stderr: run.stderr, stdout: run.stdout });
          }
          return results;
        }),
      );
      const all = runs.flat();
      for (const run of all) {
        expect({ argv: run.argv, code: run.code, stderr: run.stderr }).toEqual({
          argv: run.argv,
          code: 0,
          stderr: '',
        });
        expect(JSON.parse(run.stdout)).toMatchObject({ pushed: true });
      }
      // Every push went through git's receive-pack over HTTP.
      expect(server.requests.get('git-receive-pack') ?? 0).toBeGreaterThanOrEqual(all.length);

      const repo = await Repo.open(await cloneOverHttp());
      const head = await repo.resolve(`origin/${STATE_BRANCH}`);
      const store = await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat');
      const events = await allEvents(store);
      const ids = events.map((event) => event.id);
      expect(ids.length).toBe(new Set(ids).size);
      const cycleCount = WRITERS;
      expect([...ids].sort()).toEqual(
        [
          ...Array.from({ length: cycleCount }, (_, i) => `cycle-${i + 1}`),
          ...Array.from({ length: WRITERS }, (_, w) => `reaction-${w}`),
        ].sort(),
      );
      const cycles = events.filter((e): e is CycleEvent => e.kind === 'cycle');
      expect(cycles.map((c) => c.cycle)).toEqual(
        Array.from({ length: cycleCount }, (_, i) => i + 1),
      );
      const starts = cycles.map((c) => Date.parse(c.at));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      // One commit per event on the state branch.
      expect(Number(await git(bare, 'rev-list', '--count', STATE_BRANCH))).toBe(all.length);

      const state = replayLedger(events, { timeZone: 'UTC' });
      expect(store.score && stateJson(ScoreStateSchema.parse(store.score))).toBe(
        state && stateJson(ScoreStateSchema.parse(state.score)),
      );
      expect(stateJson(ReplayStateSchema.shape.progress.parse(store.progress))).toBe(
        stateJson(ReplayStateSchema.shape.progress.parse(state?.progress)),
      );
    },
  );
});
