/**
 * Sixteen writers from four repositories recording events at once into one shared state
 * repository (issue 18) served over git's smart HTTP protocol (`git http-backend`): each writer a
 * real CLI process in its own clone of its project, pushing with `--remote <url> --repository
 * owner/name`, so ref locking and pack negotiation are git's own. Every event lands exactly once,
 * each repository's folder holds what a full replay of its ledger gives, cycles are numbered in
 * replay order whoever won each race, and `log --repository` lists each repository's own.
 */
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

// Sixteen in CI (four repositories, four writers each): every write is a CLI process and a
// smart-HTTP push, and the suite shares 2 cores; `npm run bench` (state-writers) runs 64.
const REPOSITORIES = 4;
const WRITERS_PER_REPOSITORY = 4;
const WRITERS = REPOSITORIES * WRITERS_PER_REPOSITORY;
const pad = (n: number) => String(n).padStart(2, '0');
const repositoryOf = (w: number) => `acme/project-${w % REPOSITORIES}`;

/**
 * Writer `w`'s events: one forced cycle (a cycle and a reaction each cost 13 minutes here on a
 * loaded machine; the bench records twenty, cycles and reactions, per writer).
 */
const eventsOf = (w: number): string[][] => [
  ['cycle', '--force', '--now', `2026-03-01T09:${pad(w)}:00Z`],
];

describe('sixteen writers from four repositories over smart HTTP into one state repository', () => {
  it(
    'every event exactly once, each folder equal to a full replay, cycles numbered in replay order',
    { timeout: 1_800_000 },
    async () => {
      // The shared state repository, served over HTTP; each project is an ordinary remote.
      const root = await sandbox.dir('hg-served-');
      await git(root, 'init', '-q', '--bare', '-b', 'main', 'heartbeat-state.git');
      server = await startGitHttpServer(root);
      const stateUrl = server.url('heartbeat-state.git');
      const projects = await Promise.all(
        Array.from({ length: REPOSITORIES }, () => projectRemote(sandbox)),
      );
      const clones = await Promise.all(
        Array.from({ length: WRITERS }, (_, w) => sandbox.clone(projects[w % REPOSITORIES] ?? '')),
      );

      const runs = await Promise.all(
        clones.map(async (clone, w) => {
          const results = [];
          for (const argv of eventsOf(w)) {
            const run = await runCliProcess(clone, [
              ...argv,
              '--remote',
              stateUrl,
              '--repository',
              repositoryOf(w),
              '--json',
            ]);
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
      // One commit per event on the state branch; the projects' own remotes got none.
      const stateDir = `${root}/heartbeat-state.git`;
      expect(Number(await git(stateDir, 'rev-list', '--count', STATE_BRANCH))).toBe(all.length);
      for (const project of projects) {
        expect(await git(project, 'for-each-ref', 'refs/heads')).not.toContain(STATE_BRANCH);
      }

      const reader = await sandbox.dir('hg-http-clone-');
      await git(reader, 'clone', '-q', stateUrl, '.');
      const repo = await Repo.open(reader);
      const head = await repo.resolve(`origin/${STATE_BRANCH}`);
      const files = (await git(reader, 'ls-tree', '-r', '--name-only', `origin/${STATE_BRANCH}`))
        .trim()
        .split('\n');
      expect(files.filter((f) => !/^\.heartbeat\/acme\/project-\d\//.test(f))).toEqual([]);

      for (let r = 0; r < REPOSITORIES; r += 1) {
        const writers = Array.from(
          { length: WRITERS_PER_REPOSITORY },
          (_, i) => i * REPOSITORIES + r,
        );
        const dir = `.heartbeat/acme/project-${r}`;
        const store = await loadStateStore(commitSource(repo, head, dir), dir);
        const events = await allEvents(store);
        const ids = events.map((event) => event.id);
        expect(ids.length).toBe(new Set(ids).size);
        expect([...ids].sort()).toEqual(writers.map((_, i) => `cycle-${i + 1}`).sort());
        const cycles = events.filter((e): e is CycleEvent => e.kind === 'cycle');
        expect(cycles.map((c) => c.cycle)).toEqual(writers.map((_, i) => i + 1));
        const starts = cycles.map((c) => Date.parse(c.at));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));

        const state = replayLedger(events, { timeZone: 'UTC' });
        expect(store.score && stateJson(ScoreStateSchema.parse(store.score))).toBe(
          state && stateJson(ScoreStateSchema.parse(state.score)),
        );
        expect(stateJson(ReplayStateSchema.shape.progress.parse(store.progress))).toBe(
          stateJson(ReplayStateSchema.shape.progress.parse(state?.progress)),
        );

        // The audit log of one repository lists its own cycles, newest first.
        const log = await runCliProcess(reader, [
          'log',
          '--json',
          '--branch',
          STATE_BRANCH,
          '--repository',
          `acme/project-${r}`,
        ]);
        expect({ code: log.code, stderr: log.stderr }).toEqual({ code: 0, stderr: '' });
        expect((JSON.parse(log.stdout) as { cycle: number }[]).map((e) => e.cycle)).toEqual(
          writers.map((_, i) => writers.length - i),
        );
      }
    },
  );
});
