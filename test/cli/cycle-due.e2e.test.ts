/**
 * Issue 25's acceptance through the built CLI, as a user runs it: `cycle --verify --now` at
 * 12:00, 12:15 and 12:30 in one clone, and at 12:00 then 12:31 in another, over the same commits
 * (a claim in a trailer that passes, one that fails, a docs change) write the same cycles,
 * verdicts and derived files and report the same score. Each cycle is judged on the commits that
 * were there at its due time (their committer dates: the CLI has no other witness), whenever the
 * run that performs it starts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { git, gitAt, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const at = (time: string) => `2026-03-02T${time}:00.000Z`;

const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';
const FAILING = PASSING.replace('tests: pass', 'tests: fail');

const CONTRACT = `# Heartbeat

## Tasks

- [ ] build | Build with evidence | required | verify: evidence:build.done
- [ ] write_docs | Document the change | optional | verify: file:docs/**/*.md
`;
const STATE_BRANCH = 'heartbeat-state';

/** The agent's commits, each at its own instant: the same objects in both clones. */
const WORK: { time: string; files: Record<string, string>; message: string }[] = [
  {
    time: '12:05',
    files: { 'src/a.ts': 'export const a = 1;\n' },
    message: `feat: a\n\nHeartbeat-Task: build\nBuild-Done: ${PASSING}`,
  },
  // After cycle 2's due time (12:12), before the 12:15 run: cycle 3's.
  { time: '12:14', files: { 'docs/a.md': '# a\n' }, message: 'docs: a' },
  {
    time: '12:20',
    files: { 'src/b.ts': 'export const b = 2;\n' },
    message: `feat: b\n\nHeartbeat-Task: build\nBuild-Done: ${FAILING}`,
  },
];

async function commitAt(
  root: string,
  time: string,
  files: Record<string, string>,
  message: string,
) {
  await writeFiles(root, files);
  await git(root, 'add', '-A');
  await gitAt(root, at(time), 'commit', '-q', '-m', message);
}

/** A clone of a fresh remote whose main holds the contract and the configuration (11:00). */
async function project(): Promise<string> {
  const remote = await sandbox.dir('hg-due-remote-');
  await git(remote, 'init', '-q', '--bare', '-b', 'main');
  const seed = await sandbox.repo();
  const config = JSON.stringify({ stateBranch: STATE_BRANCH });
  await commitAt(
    seed,
    '11:00',
    { 'HEARTBEAT.md': CONTRACT, '.heartbeat/config.json': config },
    'initial',
  );
  await git(seed, 'push', '-q', remote, 'main');
  return sandbox.clone(remote);
}

/** The agent's commits made by `time` that the clone does not hold yet. */
async function workUntil(root: string, time: string): Promise<void> {
  const made = await git(root, 'log', '--format=%s');
  for (const commit of WORK) {
    const subject = commit.message.split('\n')[0]!;
    if (commit.time <= time && !made.includes(subject)) {
      await commitAt(root, commit.time, commit.files, commit.message);
    }
  }
}

async function cli(root: string, ...argv: string[]): Promise<string> {
  const run = await runCliProcess(root, argv);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

interface CycleRecord {
  cycle: number;
  score: number;
  delta: number;
  tier: string;
  verdicts: { taskId: string; verdict: string }[];
}

/** One `cycle --verify --now` run: the record of every cycle it performed. */
async function cycle(root: string, time: string): Promise<CycleRecord[]> {
  const out = JSON.parse(await cli(root, 'cycle', '--verify', '--json', '--now', at(time))) as {
    ran: boolean;
    records?: CycleRecord[];
  };
  return out.records ?? [];
}

/** Every file on the state branch, by path: the ledger and the derived files. */
async function stateFiles(root: string): Promise<Record<string, string>> {
  const paths = (await git(root, 'ls-tree', '-r', '--name-only', STATE_BRANCH)).split('\n');
  const files: Record<string, string> = {};
  for (const path of paths) files[path] = await git(root, 'show', `${STATE_BRANCH}:${path}`);
  return files;
}

interface Event {
  id: string;
  kind: string;
  at: string;
  taskId?: string;
  verdict?: string;
}

const ledgerEvents = (files: Record<string, string>): Event[] =>
  Object.entries(files)
    .filter(([path]) => path.startsWith('.heartbeat/ledger/'))
    .flatMap(([, text]) => text.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Event);

describe('cycle --now through the CLI judges each cycle at its due time, whenever it runs', () => {
  it('12:00, 12:15, 12:30 and 12:00, 12:31 write the same cycles, verdicts, files and score', async () => {
    const often = await project();
    const oftenRecords = [...(await cycle(often, '12:00'))];
    await workUntil(often, '12:15');
    oftenRecords.push(...(await cycle(often, '12:15')));
    await workUntil(often, '12:30');
    oftenRecords.push(...(await cycle(often, '12:30')));

    const rarely = await project();
    const rarelyRecords = [...(await cycle(rarely, '12:00'))];
    await workUntil(rarely, '12:31');
    expect(await git(rarely, 'rev-parse', 'HEAD')).toBe(await git(often, 'rev-parse', 'HEAD'));
    const caughtUp = await cycle(rarely, '12:31');
    rarelyRecords.push(...caughtUp);
    expect(caughtUp.map((r) => r.cycle)).toEqual([2, 3]);

    // Cycle 2 is due at 12:12 (12 minutes at 0/50): the passing claim of 12:05 is verified, the
    // docs of 12:14 came after it (-15, optional). Escalated (-5), cycle 3 is due at 12:22: the
    // failing claim of 12:20 is blocked (-15), the docs are verified (+10, forced required).
    const points = (records: CycleRecord[]) =>
      records.map((r) => [
        r.cycle,
        r.delta,
        r.score,
        r.tier,
        r.verdicts.map((v) => `${v.taskId} ${v.verdict}`),
      ]);
    expect(points(oftenRecords)).toEqual([
      [1, 0, 0, 'tightened', []],
      [2, -5, -5, 'escalated', ['build verified', 'write_docs not_verified']],
      [3, -5, -10, 'escalated', ['build not_verified', 'write_docs verified']],
    ]);
    expect(rarelyRecords).toEqual(oftenRecords);

    const a = await stateFiles(often);
    const b = await stateFiles(rarely);
    const events = ledgerEvents(a);
    expect(
      events.map((e) => [e.id, e.at, e.kind === 'verdict' ? `${e.taskId} ${e.verdict}` : e.kind]),
    ).toEqual([
      ['cycle-1', at('12:00'), 'cycle'],
      ['verdict:1:build', '2026-03-02T12:11:59.999Z', 'build verified'],
      ['verdict:1:write_docs', '2026-03-02T12:11:59.999Z', 'write_docs not_verified'],
      ['cycle-2', at('12:12'), 'cycle'],
      ['verdict:2:build', '2026-03-02T12:21:59.999Z', 'build not_verified'],
      ['verdict:2:write_docs', '2026-03-02T12:21:59.999Z', 'write_docs verified'],
      ['cycle-3', at('12:22'), 'cycle'],
    ]);
    // Every event whole (reasons, evidence, the heads each cycle judged) and every derived file:
    // the CLI writes no field that records a run (the Action's agentComments), so none is set aside.
    expect(ledgerEvents(b)).toEqual(events);
    expect(Object.keys(a)).toEqual(
      expect.arrayContaining(['.heartbeat/score.json', '.heartbeat/progress.json']),
    );
    expect(b).toEqual(a);

    const score = (root: string) => cli(root, 'score', '--json', '--now', at('12:31'));
    const summary = await score(often);
    expect(JSON.parse(summary)).toMatchObject({ score: -10, target: 50 });
    expect(await score(rarely)).toBe(summary);
  });

  it("an operator's verdict recorded after a due time and before the run that performs it counts from its instant", async () => {
    // At 12:17, after cycle 2's due time (12:12): one world performed cycle 2 at 12:15, the other
    // performs it at 12:31, after the verdict is recorded. No id is given: the default names the
    // verdict's own instant and task, not the cycle open when it is recorded (2 here, 1 there).
    const verdict = (root: string) =>
      cli(root, 'verdict', 'build', 'verified', '--now', at('12:17'));
    const often = await project();
    const oftenRecords = [...(await cycle(often, '12:00'))];
    await workUntil(often, '12:15');
    oftenRecords.push(...(await cycle(often, '12:15')));
    await verdict(often);
    await workUntil(often, '12:30');
    oftenRecords.push(...(await cycle(often, '12:30')));

    const rarely = await project();
    const rarelyRecords = [...(await cycle(rarely, '12:00'))];
    await verdict(rarely);
    await workUntil(rarely, '12:31');
    rarelyRecords.push(...(await cycle(rarely, '12:31')));

    // Cycle 2 judges build on the claim of 12:05; the operator's verdict is cycle 3's, and decides
    // build there (the sidecar leaves a task the operator judged).
    expect(rarelyRecords.map((r) => [r.cycle, r.verdicts.map((v) => v.taskId)])).toEqual([
      [1, []],
      [2, ['build', 'write_docs']],
      [3, ['build', 'write_docs']],
    ]);
    expect(rarelyRecords).toEqual(oftenRecords);
    const files = await stateFiles(often);
    expect(ledgerEvents(files).filter((e) => e.at === at('12:17'))).toEqual([
      expect.objectContaining({ id: `verdict:${at('12:17')}:build`, verdict: 'verified' }),
    ]);
    expect(await stateFiles(rarely)).toEqual(files);
  });

  it("an operator's verdict on an optional task counts as the cycle it falls in counts it, whenever that cycle runs", async () => {
    // At 12:17, after cycle 2's due time (12:12): cycle 2's verdicts (-5) escalate the score, so
    // the cycle open from 12:12 forces every task required and the optional write_docs verified
    // is +10 there. One world performed cycle 2 at 12:15, before the verdict; the other performs
    // it at 12:31, after it, when the last cycle performed (1, tightened) had write_docs optional.
    const verdict = (root: string) =>
      cli(root, 'verdict', 'write_docs', 'verified', '--now', at('12:17'));
    const often = await project();
    const oftenRecords = [...(await cycle(often, '12:00'))];
    await workUntil(often, '12:15');
    oftenRecords.push(...(await cycle(often, '12:15')));
    await verdict(often);
    await workUntil(often, '12:30');
    oftenRecords.push(...(await cycle(often, '12:30')));

    const rarely = await project();
    const rarelyRecords = [...(await cycle(rarely, '12:00'))];
    await verdict(rarely);
    await workUntil(rarely, '12:31');
    rarelyRecords.push(...(await cycle(rarely, '12:31')));

    // The sidecar leaves write_docs to the operator in cycle 3: the operator's +10 stands where
    // the sidecar's would have, so the day ends at -10 as without the operator.
    expect(rarelyRecords.map((r) => [r.cycle, r.delta, r.score, r.tier])).toEqual([
      [1, 0, 0, 'tightened'],
      [2, -5, -5, 'escalated'],
      [3, -5, -10, 'escalated'],
    ]);
    expect(rarelyRecords).toEqual(oftenRecords);
    const files = await stateFiles(often);
    expect(ledgerEvents(files).filter((e) => e.at === at('12:17'))).toEqual([
      expect.objectContaining({ id: `verdict:${at('12:17')}:write_docs`, verdict: 'verified' }),
    ]);
    expect(ledgerEvents(await stateFiles(rarely))).toEqual(ledgerEvents(files));
    expect(await stateFiles(rarely)).toEqual(files);

    const score = (root: string) => cli(root, 'score', '--json', '--now', at('12:31'));
    const summary = await score(often);
    expect(JSON.parse(summary)).toMatchObject({ score: -10, target: 50 });
    expect(await score(rarely)).toBe(summary);
    // The day's verdicts as history lists them: the operator's counted required, +10.
    const history = (root: string) => cli(root, 'history', '--json', '--now', at('12:31'));
    const listed = await history(often);
    const today = (JSON.parse(listed) as { today: { verdicts: Record<string, unknown>[] } }).today;
    expect(today.verdicts.filter((v) => v.at === at('12:17'))).toEqual([
      expect.objectContaining({ taskId: 'write_docs', required: true, points: 10 }),
    ]);
    expect(await history(rarely)).toBe(listed);
  });
});
