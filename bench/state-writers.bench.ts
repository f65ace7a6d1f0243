/**
 * Many writers, one state repository: WRITERS concurrent CLI writers, each in its own clone over
 * git's smart HTTP protocol (`git http-backend`), each recording EVENTS events one after another
 * (`--push`). Peer: WRITERS plain `git push`es of one small commit each from WRITERS clones of
 * another repository on the same server, all at once. Rows compare wall time per committed
 * event with wall time per plain push; the note gives events per second and p50/p95 retries.
 * Every event must land exactly once or the bench fails. Sizes: `BENCH_WRITERS`, `BENCH_EVENTS`.
 */
import { execFile } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Repo } from '../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../src/git/state-store.js';
import { git, GitSandbox } from '../test/helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../test/helpers/project.js';
import { startGitHttpServer } from '../test/support/git-http-server.js';
import { ratioRow, type BenchRow } from './measure.js';

const exec = promisify(execFile);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 64);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const CLI = resolve('dist/cli/index.js');

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Writer `w`'s event `k`: forced cycles and reactions alternating, each with its own id. */
function eventArgs(w: number, k: number): string[] {
  const at = new Date(Date.UTC(2026, 2, 1, 9) + (k * WRITERS + w) * 1000).toISOString();
  return k % 2 === 0
    ? ['cycle', '--force', '--now', at]
    : ['feedback', 'up', '--id', `reaction-${w}-${k}`, '--now', '2026-03-02T09:00:00Z'];
}

export async function measure(): Promise<BenchRow[]> {
  const sandbox = new GitSandbox();
  const state = await projectRemote(sandbox);
  const plain = await sandbox.bareRemote({ 'README.md': 'plain\n' });
  const root = await sandbox.dir('hg-served-');
  await exec('mv', [state, plain, root]);
  const server = await startGitHttpServer(root);
  try {
    const clone = async (name: string) => {
      const dir = await sandbox.dir('hg-bench-clone-');
      await git(dir, 'clone', '-q', server.url(name), '.');
      return dir;
    };
    const writers: string[] = [];
    const peers: string[] = [];
    for (let w = 0; w < WRITERS; w += 1) {
      writers.push(await clone(basename(state)));
      peers.push(await clone(basename(plain)));
    }

    // Peer: one small commit each, pushed all at once to branches of their own.
    for (const [w, dir] of peers.entries()) {
      await git(dir, 'commit', '-q', '--allow-empty', '-m', `plain ${w}`);
    }
    const peerStart = performance.now();
    await Promise.all(
      peers.map((dir, w) => git(dir, 'push', '-q', 'origin', `HEAD:refs/heads/w${w}`)),
    );
    const peerMs = performance.now() - peerStart;

    const retries: number[] = [];
    const start = performance.now();
    await Promise.all(
      writers.map(async (dir, w) => {
        for (let k = 0; k < EVENTS; k += 1) {
          const { stdout } = await exec(
            process.execPath,
            [CLI, ...eventArgs(w, k), '--push', '--json'],
            { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
          );
          retries.push((JSON.parse(stdout) as { retries: number }).retries);
        }
      }),
    );
    const subjectMs = performance.now() - start;

    const repo = await Repo.open(await clone(basename(state)));
    const head = await repo.resolve(`origin/${STATE_BRANCH}`);
    const events = await allEvents(
      await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat'),
    );
    const total = WRITERS * EVENTS;
    if (events.length !== total || new Set(events.map((e) => e.id)).size !== total) {
      throw new Error(`${events.length} events on the state branch, ${total} expected once each`);
    }
    const perEvent = subjectMs / total;
    const perPush = peerMs / WRITERS;
    return [
      ratioRow({
        name: `state writers (${WRITERS} writers × ${EVENTS} events, smart HTTP)`,
        subject: `heartbeat-gate --push, ${total} events, wall ms per event`,
        peer: `${WRITERS} concurrent plain git pushes, wall ms per push`,
        subjectValue: perEvent,
        peerValue: perPush,
        note:
          `${(total / (subjectMs / 1000)).toFixed(1)} events committed per second against ` +
          `${(WRITERS / (peerMs / 1000)).toFixed(1)} plain pushes per second; retries per event ` +
          `p50 ${percentile(retries, 50)}, p95 ${percentile(retries, 95)}, max ${Math.max(...retries)}. ` +
          'Every event landed exactly once. Each event is a whole CLI process (node start, fetch, ' +
          'replay, commit, push) that loses races to every other writer on the one branch; the ' +
          'plain pushes go to branches of their own and never race.',
      }),
    ];
  } finally {
    await server.close();
    await sandbox.cleanup();
  }
}
