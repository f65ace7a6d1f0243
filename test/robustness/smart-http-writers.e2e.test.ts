/**
 * Sixteen writes from four repositories at once into one shared state repository (issues 18, 25)
 * served over git's smart HTTP protocol (`git http-backend`): each repository's one writer (its
 * heartbeat) a real CLI process after another in its clone of its project, pushing with
 * `--remote <url> --repository owner/name` to the repository's own branch, so ref locking and
 * pack negotiation are git's own. No push is refused (no two writers share a ref), every event
 * lands exactly once, each repository's branch holds its folder alone, equal to a full replay of
 * its ledger, and `log --repository` lists each repository's own cycles.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreStateSchema, type CycleEvent } from '../../src/core/model.js';
import { parse } from '../../src/core/plain-schema.js';
import { CycleProgressRule } from '../../src/core/state-rules.js';
import { replayLedger } from '../../src/core/replay.js';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore, stateJson } from '../../src/git/state-store.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote } from '../helpers/project.js';
import { startGitHttpServer, type GitHttpServer } from '../support/git-http-server.js';

const sandbox = new GitSandbox();
let server: GitHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await sandbox.cleanup();
});

// Sixteen writes in CI (four repositories, four each): every write is a CLI process and a
// smart-HTTP push, and the suite shares 2 cores; `npm run bench` (state-writers) runs 1,280.
const REPOSITORIES = 4;
const WRITES_PER_REPOSITORY = 4;
const pad = (n: number) => String(n).padStart(2, '0');

/** Repository `r`'s forced cycles, one after another (its heartbeat is serialised). */
const eventsOf = (r: number): string[][] =>
  Array.from({ length: WRITES_PER_REPOSITORY }, (_, i) => [
    'cycle',
    '--force',
    '--now',
    `2026-03-01T09:${pad(i * REPOSITORIES + r)}:00Z`,
  ]);

describe('four repositories writing at once over smart HTTP into one state repository', () => {
  it(
    'no push refused, every event exactly once, each branch its folder alone, equal to a full replay',
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
      const clones = await Promise.all(projects.map((project) => sandbox.clone(project)));

      const runs = await Promise.all(
        clones.map(async (clone, r) => {
          const results = [];
          for (const argv of eventsOf(r)) {
            const run = await runCliProcess(clone, [
              ...argv,
              '--remote',
              stateUrl,
              '--repository',
              `acme/project-${r}`,
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
      // One push per event through git's receive-pack over HTTP (its advertisement and its pack):
      // none refused, none tried twice.
      expect(server.requests.get('git-receive-pack')).toBe(2 * all.length);
      // One commit per event on each repository's branch; the projects' own remotes got none.
      const stateDir = `${root}/heartbeat-state.git`;
      const branches = projects.map((_, r) => `heartbeat/acme/project-${r}`);
      expect(
        (await git(stateDir, 'for-each-ref', '--format=%(refname:short)')).trim().split('\n'),
      ).toEqual(branches);
      for (const branch of branches) {
        expect(Number(await git(stateDir, 'rev-list', '--count', branch))).toBe(
          WRITES_PER_REPOSITORY,
        );
      }
      for (const project of projects) {
        expect(await git(project, 'for-each-ref', 'refs/heads')).not.toContain('heartbeat');
      }

      const reader = await sandbox.dir('hg-http-clone-');
      await git(reader, 'clone', '-q', stateUrl, '.');
      const repo = await Repo.open(reader);

      for (let r = 0; r < REPOSITORIES; r += 1) {
        const writers = eventsOf(r);
        const dir = `.heartbeat/acme/project-${r}`;
        const head = await repo.resolve(`origin/heartbeat/acme/project-${r}`);
        const files = (await git(reader, 'ls-tree', '-r', '--name-only', `${head}`))
          .trim()
          .split('\n');
        expect(files.filter((f) => !f.startsWith(`${dir}/`))).toEqual([]);
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
        expect(stateJson(store.progress && parse(CycleProgressRule, store.progress))).toBe(
          stateJson(state?.progress && parse(CycleProgressRule, state?.progress)),
        );

        // The audit log of one repository lists its own cycles, newest first.
        const log = await runCliProcess(reader, [
          'log',
          '--json',
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
