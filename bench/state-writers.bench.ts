/**
 * Many repositories, one state repository (issues 18, 25): REPOSITORIES projects with AGENTS
 * agents each (a `team`), WRITERS = REPOSITORIES × AGENTS agent writers recording EVENTS events
 * each into the shared state repository over git's smart HTTP protocol (`git http-backend`,
 * `--remote <url> --repository owner/name`). Each repository's agents are written by that
 * repository's one serialised writer (its heartbeat: one clone, one CLI process after another,
 * its agents in turn), on the repository's own branch `heartbeat/<owner>/<name>`; the
 * repositories write all at once. Peer: WRITERS plain `git push`es of one small commit each from
 * WRITERS clones of another repository on the same server, all at once; such a burst lasts a
 * second or two, and on a shared machine one burst moved by a third between runs, so it runs
 * three times before the writers and three times after, and the median burst is the peer (the
 * note names each burst and the ratio against the first alone, the peer before this change).
 * Rows compare wall time per committed event with wall time per plain push. A refused push (a
 * lost race) fails the bench, as does an event missing or doubled, an agent's folder that is not
 * a full replay of its ledger or cycles out of replay order. Sizes: `BENCH_REPOSITORIES`, `BENCH_AGENTS`,
 * `BENCH_EVENTS` (default 16 × 4 × 20).
 */
import { execFile } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { ScoreStateSchema, type CycleEvent } from '../src/core/model.js';
import { replayLedger } from '../src/core/replay.js';
import { Repo } from '../src/git/repo.js';
import { allEvents, commitSource, loadStateStore, stateJson } from '../src/git/state-store.js';
import { git, GitSandbox } from '../test/helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../test/helpers/project.js';
import { startGitHttpServer } from '../test/support/git-http-server.js';
import { ratioRow, type BenchRow } from './measure.js';

const exec = promisify(execFile);
const REPOSITORIES = Number(process.env.BENCH_REPOSITORIES ?? 16);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 4);
const WRITERS = REPOSITORIES * AGENTS;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
/** Bursts of the peer before the writers, and as many after. */
const PEER_BURSTS = 3;
const CLI = resolve('dist/cli/index.js');

/** Writer `w`'s event `k`: forced cycles and reactions alternating, each with its own id. */
function eventArgs(w: number, k: number): string[] {
  const at = new Date(Date.UTC(2026, 2, 1, 9) + (k * WRITERS + w) * 1000).toISOString();
  return k % 2 === 0
    ? ['cycle', '--force', '--now', at]
    : ['feedback', 'up', '--id', `reaction-${w}-${k}`, '--now', '2026-03-02T09:00:00Z'];
}

/** Writer `w`: the agent `agent-<w mod AGENTS>` of the project `acme/project-<w div AGENTS>`. */
const writerOf = (w: number) => ({
  project: Math.floor(w / AGENTS),
  agent: `agent-${w % AGENTS}`,
});

/** A project's configuration: AGENTS agents, each with a contract of its own. */
function teamFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const team: Record<string, { logins: string[] }> = {};
  for (let a = 0; a < AGENTS; a += 1) {
    team[`agent-${a}`] = { logins: [`agent-${a}[bot]`] };
    files[`.heartbeat/agents/agent-${a}/HEARTBEAT.md`] =
      '## Tasks\n- [ ] ship | Ship it | required\n';
  }
  files['.heartbeat/config.json'] = JSON.stringify({ stateBranch: STATE_BRANCH, team });
  return files;
}

export async function measure(): Promise<BenchRow[]> {
  const sandbox = new GitSandbox();
  const root = await sandbox.dir('hg-served-');
  await git(root, 'init', '-q', '--bare', '-b', 'main', 'heartbeat-state.git');
  const plain = await sandbox.bareRemote({ 'README.md': 'plain\n' });
  await exec('mv', [plain, root]);
  const server = await startGitHttpServer(root);
  try {
    const clone = async (remote: string) => {
      const dir = await sandbox.dir('hg-bench-clone-');
      await git(dir, 'clone', '-q', remote, '.');
      return dir;
    };
    const projects: string[] = [];
    for (let p = 0; p < REPOSITORIES; p += 1) {
      projects.push(await projectRemote(sandbox, { files: teamFiles() }));
    }
    const stateUrl = server.url('heartbeat-state.git');
    // One clone per repository: its heartbeat, the one writer of its branch.
    const writers: string[] = [];
    for (const project of projects) writers.push(await clone(project));
    const peers: string[] = [];
    for (let w = 0; w < WRITERS; w += 1) peers.push(await clone(server.url(basename(plain))));

    // Peer: one small commit each, pushed all at once to branches of their own; one burst lasts
    // a second or two, so it is repeated before and after the writers and the median burst taken.
    const bursts: number[] = [];
    const burst = async () => {
      const b = bursts.length;
      for (const [w, dir] of peers.entries()) {
        await git(dir, 'commit', '-q', '--allow-empty', '-m', `plain ${w} ${b}`);
      }
      const burstStart = performance.now();
      await Promise.all(
        peers.map((dir, w) => git(dir, 'push', '-q', 'origin', `HEAD:refs/heads/w${w}-${b}`)),
      );
      bursts.push(performance.now() - burstStart);
    };
    for (let b = 0; b < PEER_BURSTS; b += 1) await burst();

    let pushes = 0;
    const start = performance.now();
    await Promise.all(
      writers.map(async (dir, project) => {
        for (let k = 0; k < EVENTS; k += 1) {
          for (let a = 0; a < AGENTS; a += 1) {
            const w = project * AGENTS + a;
            // A refused push exits 2 and fails the bench: a lost race, where none can happen.
            const { stdout } = await exec(
              process.execPath,
              [
                CLI,
                ...eventArgs(w, k),
                '--agent',
                writerOf(w).agent,
                '--remote',
                stateUrl,
                '--repository',
                `acme/project-${project}`,
                '--json',
              ],
              { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
            );
            if ((JSON.parse(stdout) as { pushed: boolean }).pushed) pushes += 1;
          }
        }
      }),
    );
    const subjectMs = performance.now() - start;
    for (let b = 0; b < PEER_BURSTS; b += 1) await burst();

    const repo = await Repo.open(await clone(stateUrl));
    let landed = 0;
    for (let w = 0; w < WRITERS; w += 1) {
      const { project, agent } = writerOf(w);
      const head = await repo.resolve(`origin/heartbeat/acme/project-${project}`);
      const dir = `.heartbeat/acme/project-${project}/agents/${agent}`;
      const store = await loadStateStore(commitSource(repo, head, dir), dir);
      const events = await allEvents(store);
      const ids = new Set(events.map((e) => e.id));
      const cycles = events.filter((e): e is CycleEvent => e.kind === 'cycle').map((e) => e.cycle);
      const replayed = replayLedger(events, { timeZone: 'UTC' });
      if (
        events.length !== EVENTS ||
        ids.size !== EVENTS ||
        cycles.some((cycle, i) => cycle !== i + 1) ||
        (store.score && stateJson(ScoreStateSchema.parse(store.score))) !==
          (replayed && stateJson(ScoreStateSchema.parse(replayed.score)))
      ) {
        throw new Error(
          `${dir}: ${events.length} events (${ids.size} ids, cycles ${cycles.join(',')}), ${EVENTS} expected once each, in replay order, with a replayed score`,
        );
      }
      landed += events.length;
    }
    const total = WRITERS * EVENTS;
    if (landed !== total) throw new Error(`${landed} events landed, ${total} expected`);
    const perEvent = subjectMs / total;
    const sorted = [...bursts].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    const peerMs = (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
    const perPush = peerMs / WRITERS;
    const perPushOf = (ms: number) => (ms / WRITERS).toFixed(0);
    return [
      ratioRow({
        name: `state writers (${REPOSITORIES} repositories × ${AGENTS} agents × ${EVENTS} events, one smart-HTTP state repository)`,
        subject: `heartbeat-gate --push, ${total} events, wall ms per event`,
        peer: `${WRITERS} concurrent plain git pushes, wall ms per push (median of ${bursts.length} bursts)`,
        subjectValue: perEvent,
        peerValue: perPush,
        // Issue 25: one writer per ref brings a write near a push (it was 32.5x with folding).
        goal: { maxRatio: 3, text: '≤ 3x' },
        note:
          `${(total / (subjectMs / 1000)).toFixed(1)} events committed per second against ` +
          `${(WRITERS / (peerMs / 1000)).toFixed(1)} plain pushes per second (the median of ` +
          `${bursts.length} bursts of ${WRITERS}, ${PEER_BURSTS} before the writers and ` +
          `${PEER_BURSTS} after: ${bursts.map(perPushOf).join(', ')} ms per push, in order; ` +
          `${(perEvent / (bursts[0]! / WRITERS)).toFixed(2)}x against the first alone); ` +
          `${pushes} pushes, ` +
          `0 refused (0 lost races). Every event landed exactly once, each agent's folder equal ` +
          'to a replay. Each event is a whole CLI process (node start, read, replay, commit, ' +
          "push leased on the head it last pushed, no fetch) on its repository's own branch, " +
          "written by that repository's one serialised writer; the repositories write at once. " +
          'The plain pushes go to branches of their own.',
      }),
    ];
  } finally {
    await server.close();
    await sandbox.cleanup();
  }
}
