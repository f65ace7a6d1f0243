/**
 * cycle, verdict and feedback through the CLI on real repositories: one commit per write with the
 * documented trailers, idempotent re-ingestion, corrupt state refused without touching a byte.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCycleMessage } from '../../src/core/cycle.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { runCli } from '../helpers/cli.js';
import { commitTrailers, fullReplayFiles, snapshotTree, worktreeLedger } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = `# Heartbeat

Keep the inbox under control.

## Tasks

- [ ] check_email | Check for new important emails | required | verify: email_count
- [ ] review_tasks | Review and update task priorities | required | verify: task_list_updated
- [ ] weather_brief | Prepare morning weather brief | optional | verify: weather_sent
`;

async function project(files: Record<string, string> = {}): Promise<string> {
  return sandbox.repo({ 'HEARTBEAT.md': CONTRACT, 'src/app.ts': 'export {};\n', ...files });
}

/** What `init` leaves that the writes read: a repository set up for heartbeat-gate. */
const SET_UP = { '.heartbeat/config.json': '{ "agents": ["my-agent[bot]"] }\n' };

const commitCount = async (root: string, rev = 'HEAD') =>
  Number(await git(root, 'rev-list', '--count', rev));

async function cli(root: string, ...argv: string[]) {
  return runCli(argv, { cwd: root });
}

describe('heartbeat-gate cycle', () => {
  it('makes exactly one commit with the documented subject and trailers, touching only the state folder', async () => {
    const root = await project();
    const before = await commitCount(root);
    const first = await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('heartbeat: cycle 1 — score 0/50 (tightened)');
    expect(await commitCount(root)).toBe(before + 1);
    expect(await git(root, 'log', '-1', '--format=%s')).toBe(
      'heartbeat: cycle 1 — score 0/50 (tightened)',
    );
    expect(await commitTrailers(root, 'HEAD')).toEqual([
      'Heartbeat-Cycle: 1',
      'Heartbeat-Score: 0',
      'Heartbeat-Target: 50',
      'Heartbeat-Tier: tightened',
      'Heartbeat-Delta: 0',
      'Heartbeat-Interval: 12',
    ]);

    await cli(root, 'verdict', 'check_email', 'verified', '--now', '2026-03-01T09:05:00Z');
    await cli(
      root,
      'verdict',
      'weather_brief',
      'not_verified',
      '--contradiction',
      '--now',
      '2026-03-01T09:06:00Z',
    );
    await cli(root, 'feedback', 'up', '--by', 'alice', '--now', '2026-03-01T09:07:00Z');
    const mid = await commitCount(root);
    // Before the cycle after it falls due: a run performs every cycle due since the last.
    const second = await cli(root, 'cycle', '--now', '2026-03-01T09:13:00Z');
    expect(second.code).toBe(0);
    expect(await commitCount(root)).toBe(mid + 1);
    // +10, -15 -30, +3: lockdown (below -20% of 50)
    expect(await commitTrailers(root, 'HEAD')).toEqual([
      'Heartbeat-Cycle: 2',
      'Heartbeat-Score: -32',
      'Heartbeat-Target: 50',
      'Heartbeat-Tier: lockdown',
      'Heartbeat-Delta: -32',
      'Heartbeat-Interval: 8',
      'Heartbeat-Verdict: check_email verified',
      'Heartbeat-Verdict: weather_brief not_verified contradiction',
    ]);
    expect(parseCycleMessage(await git(root, 'log', '-1', '--format=%B'))).toMatchObject({
      cycle: 2,
      delta: -32,
    });
    const changed = await git(root, 'diff-tree', '-r', '--name-only', '--no-commit-id', 'HEAD');
    expect(changed.split('\n').every((path) => path.startsWith('.heartbeat/'))).toBe(true);
    expect(await git(root, 'status', '--porcelain')).toBe('');
  });

  it("leaves the user's staged work staged and out of the state commit", async () => {
    const root = await project();
    await writeFile(join(root, 'src/app.ts'), 'export const staged = 1;\n');
    await git(root, 'add', 'src/app.ts');
    expect((await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z')).code).toBe(0);
    expect(await git(root, 'diff', '--cached', '--name-only')).toBe('src/app.ts');
    expect(await git(root, 'show', 'HEAD:src/app.ts')).toBe('export {};');
  });

  it('writes score.json and progress.json equal to a full replay of the ledger', async () => {
    const root = await project();
    await cli(root, 'cycle', '--now', '2026-03-30T09:00:00Z');
    await cli(root, 'verdict', 'check_email', 'verified', '--now', '2026-03-30T09:01:00Z');
    await cli(root, 'cycle', '--now', '2026-03-31T23:50:00Z');
    await cli(root, 'feedback', 'down', '--now', '2026-04-01T00:10:00Z');
    await cli(root, 'cycle', '--now', '2026-04-01T09:00:00Z');
    await cli(root, 'verdict', 'review_tasks', 'unclear', '--now', '2026-04-01T09:03:00Z');
    const replayed = await fullReplayFiles(root);
    expect(await readFile(join(root, '.heartbeat/score.json'), 'utf8')).toBe(replayed.score);
    expect(await readFile(join(root, '.heartbeat/progress.json'), 'utf8')).toBe(replayed.progress);
    // April's checkpoint is March replayed: the next write resumes from it.
    expect(await git(root, 'ls-tree', '-r', '--name-only', 'HEAD', '.heartbeat/')).toBe(
      [
        '.heartbeat/checkpoints/2026-04.json',
        '.heartbeat/ledger/2026-03.jsonl',
        '.heartbeat/ledger/2026-04.jsonl',
        '.heartbeat/progress.json',
        '.heartbeat/score.json',
      ].join('\n'),
    );
  });

  it('does nothing when not due and says when the next cycle is due', async () => {
    const root = await project();
    await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    const before = await snapshotTree(root);
    const result = await cli(root, 'cycle', '--now', '2026-03-01T09:05:00Z');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Not due');
    expect(result.stdout).toContain('cycle 2 is due at 2026-03-01T09:12:00.000Z');
    expect(await snapshotTree(root)).toEqual(before);

    const forced = await cli(root, 'cycle', '--force', '--now', '2026-03-01T09:05:00Z');
    expect(forced.stdout).toContain('heartbeat: cycle 2 — ');
  });

  it('changes nothing on a second identical ingestion: no commit, byte-identical files', async () => {
    const root = await project();
    const writes = [
      ['cycle', '--now', '2026-03-01T09:00:00Z'],
      [
        'verdict',
        'check_email',
        'verified',
        '--evidence',
        'inbox: 3 new',
        '--now',
        '2026-03-01T09:02:00Z',
      ],
      ['feedback', 'up', '--id', 'reaction-991', '--by', 'alice', '--now', '2026-03-01T09:03:00Z'],
    ];
    for (const argv of writes) expect((await cli(root, ...argv)).code).toBe(0);
    const before = await snapshotTree(root);
    for (const argv of writes) {
      const again = await cli(root, ...argv);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/Not due|already recorded/);
    }
    expect(await snapshotTree(root)).toEqual(before);
    const ledger = await worktreeLedger(root);
    expect(ledger.map((e) => e.id)).toEqual([
      'cycle-1',
      'verdict:2026-03-01T09:02:00.000Z:check_email',
      'reaction-991',
    ]);
  });
});

describe('verdict and feedback', () => {
  it('feedback prints the delta and the new score', async () => {
    const root = await project();
    await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    const up = await cli(root, 'feedback', 'up', '--now', '2026-03-01T09:01:00Z');
    expect(up.stdout).toMatch(/^feedback up: \+3 → score 3\/50\n/);
    const down = await cli(root, 'feedback', 'down', '--now', '2026-03-01T09:02:00Z', '--json');
    expect(JSON.parse(down.stdout)).toMatchObject({
      recorded: true,
      delta: -10,
      score: -7,
      target: 50,
    });
    expect(await git(root, 'log', '-1', '--format=%s')).toBe(
      'heartbeat: feedback down (-10) — score -7/50',
    );
  });

  it('scores a verdict as the cycle counts the task: optional tasks count +10 once a penalty forces them required', async () => {
    const root = await project(SET_UP);
    await cli(root, 'feedback', 'down', '--now', '2026-03-01T08:00:00Z');
    await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z'); // escalated: all forced required
    const result = await cli(
      root,
      'verdict',
      'weather_brief',
      'verified',
      '--now',
      '2026-03-01T09:01:00Z',
    );
    expect(result.stdout).toMatch(/^weather_brief: verified \+10 → score 0\/50/);
  });
});

describe('bad input: exit 2 naming the file or field, nothing written', () => {
  it.each([
    [
      'score.json',
      '.heartbeat/score.json',
      '{"today": {"date": "2026-03-01", "score": "high"}}',
      /\.heartbeat\/score\.json: field today\.score/,
    ],
    [
      'progress.json',
      '.heartbeat/progress.json',
      '{"cycle": 1',
      /\.heartbeat\/progress\.json: not valid JSON/,
    ],
    [
      'the ledger',
      '.heartbeat/ledger/2026-03.jsonl',
      '{"id":"x","at":"2026-03-01T09:00:00Z","kind":"verdict"}\n',
      /\.heartbeat\/ledger\/2026-03\.jsonl: line 1: /,
    ],
    [
      'config.json',
      '.heartbeat/config.json',
      '{"timeZone": "Mars/Olympus"}',
      /\.heartbeat\/config\.json: timeZone/,
    ],
  ])('a corrupt %s leaves every file byte-identical', async (_name, path, text, message) => {
    const root = await project();
    await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    await writeFiles(root, { [path]: text });
    const before = await snapshotTree(root);
    for (const argv of [
      ['cycle', '--force', '--now', '2026-03-01T10:00:00Z'],
      ['verdict', 'check_email', 'verified', '--now', '2026-03-01T10:00:00Z'],
      ['feedback', 'up', '--now', '2026-03-01T10:00:00Z'],
    ]) {
      const result = await cli(root, ...argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
    }
    expect(await snapshotTree(root)).toEqual(before);
  });

  it('finds a corrupt line in a closed month of the working tree, though writes skip closed months', async () => {
    const root = await project(SET_UP);
    await cli(root, 'feedback', 'up', '--now', '2026-03-31T09:00:00Z');
    await cli(root, 'cycle', '--now', '2026-04-01T09:00:00Z');
    const march = join(root, '.heartbeat/ledger/2026-03.jsonl');
    await writeFile(march, `${await readFile(march, 'utf8')}{"id": 7}\n`);
    const before = await snapshotTree(root);
    const result = await cli(root, 'feedback', 'down', '--now', '2026-04-01T09:05:00Z');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\.heartbeat\/ledger\/2026-03\.jsonl: line 2: /);
    expect(await snapshotTree(root)).toEqual(before);
  });

  it('feedback, like verdict, refuses in a repository not set up, in one line naming init; once set up it records', async () => {
    const root = await project();
    const before = await snapshotTree(root);
    const result = await cli(root, 'feedback', 'up', '--now', '2026-03-01T08:00:00Z');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'heartbeat-gate feedback: this repository is not set up (no .heartbeat/config.json, no cycle yet): run heartbeat-gate init first\n',
    );
    expect(result.stdout).toBe('');
    expect(await snapshotTree(root)).toEqual(before);
    expect(await commitCount(root)).toBe(1);

    // Naming an agent says the same first: there is no team to know it by before init.
    for (const command of [
      ['feedback', 'down'],
      ['verdict', 'check_email', 'verified'],
    ]) {
      const named = await cli(root, ...command, '--agent', 'x', '--now', '2026-03-01T08:00:00Z');
      expect(named.code).toBe(2);
      expect(named.stderr).toBe(
        `heartbeat-gate ${command[0]}: this repository is not set up (no .heartbeat/config.json, so no team and no agent "x"): run heartbeat-gate init first\n`,
      );
    }
    expect(await snapshotTree(root)).toEqual(before);

    await writeFiles(root, SET_UP);
    const setUp = await cli(root, 'feedback', 'up', '--now', '2026-03-01T08:00:00Z');
    expect(setUp.stdout).toMatch(/^feedback up: \+3 → score 3\/50\n/);
    expect(setUp.code).toBe(0);
  });

  it.each([
    [['verdict', 'check_email', 'verified'], /no cycle has started yet/],
    [['cycle', '--now', 'yesterday'], /--now: not an ISO-8601 instant/],
    [
      ['verdict', 'check_email', 'done'],
      /^heartbeat-gate verdict: 'done' is not a verdict: expected verified, not_verified, unclear\n$/,
    ],
    [
      ['verdict', 'check_email', 'verifed'],
      /^heartbeat-gate verdict: 'verifed' is not a verdict: expected verified, not_verified, unclear; did you mean verified\?\n$/,
    ],
    [['feedback', 'sideways'], /'sideways' is not a direction/],
    [['cycle', '--frobnicate'], /Unknown option '--frobnicate'/],
  ])('%j → exit 2', async (argv, message) => {
    const root = await project();
    const before = await snapshotTree(root);
    const result = await cli(root, ...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await snapshotTree(root)).toEqual(before);
  });

  it('names a task that is not in the current cycle, and a verdict already recorded otherwise', async () => {
    const root = await project();
    await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    const unknown = await cli(
      root,
      'verdict',
      'walk_dog',
      'verified',
      '--now',
      '2026-03-01T09:01:00Z',
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'task_id: walk_dog is not a task of cycle 1 (its tasks: check_email, review_tasks, weather_brief)',
    );
    await cli(root, 'verdict', 'check_email', 'verified', '--now', '2026-03-01T09:01:00Z');
    const flip = await cli(
      root,
      'verdict',
      'check_email',
      'not_verified',
      '--now',
      '2026-03-01T09:02:00Z',
    );
    expect(flip.code).toBe(2);
    expect(flip.stderr).toContain('already has the verdict verified in cycle 1');
  });

  it("weighs a verdict against its own cycle's by its instant, and refuses while that cycle is not known", async () => {
    const root = await project();
    const verdict = (verdict: string, time: string) =>
      cli(root, 'verdict', 'check_email', verdict, '--now', `2026-03-01T${time}:00Z`);
    await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    expect((await verdict('verified', '09:05')).code).toBe(0);
    // Cycle 2 was due at 09:15 (15 minutes at 10/50) and has not run: 09:05 was cycle 1's.
    const later = await verdict('not_verified', '09:20');
    expect(later.stderr).toBe('');
    expect(later.stdout).toContain('check_email: not_verified -15');
    // Whether 09:20 and 09:21 share a cycle depends on the cycles due since 09:15.
    const before = await snapshotTree(root);
    const unknown = await verdict('verified', '09:21');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'task check_email already has the verdict not_verified at 2026-03-01T09:20:00.000Z (verdict:2026-03-01T09:20:00.000Z:check_email); cycle 2 was due at 2026-03-01T09:15:00.000Z and has not run, so whether both are in one cycle is not known: run heartbeat-gate cycle first',
    );
    expect(await snapshotTree(root)).toEqual(before);
    expect((await cli(root, 'cycle', '--now', '2026-03-01T09:22:00Z')).code).toBe(0);
    const known = await verdict('verified', '09:21');
    expect(known.code).toBe(2);
    expect(known.stderr).toContain('already has the verdict not_verified in cycle 2');
    const again = await verdict('not_verified', '09:21');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      'check_email: not_verified was already recorded (verdict:2026-03-01T09:20:00.000Z:check_email)',
    );
  });

  it('names the line of a task that does not parse, and writes nothing', async () => {
    const root = await project({
      'HEARTBEAT.md': `${CONTRACT}- [ ] | no id here | required\n`,
    });
    const before = await snapshotTree(root);
    const result = await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/HEARTBEAT\.md:10: error: /);
    expect(await snapshotTree(root)).toEqual(before);
  });

  it('names a missing contract', async () => {
    const root = await sandbox.repo({ 'README.md': 'hi\n' });
    const result = await cli(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('HEARTBEAT.md: not found');
  });
});
