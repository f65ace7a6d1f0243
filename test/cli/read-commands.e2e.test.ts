/**
 * The reading commands (score, history, log, badge) against real repositories in temp folders.
 * State files are produced by the score core (the seed's Day 1 and Day 2 events) and committed;
 * cycle commits are made by real `git commit` with formatCycleMessage's messages.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCycleMessage, type CycleCommit } from '../../src/core/cycle.js';
import { ScoreSummarySchema } from '../../src/core/score/summary-schema.js';
import {
  applyFeedbackToScore,
  applyVerdictToScore,
  createScoreState,
  DailyScoreSchema,
  rolloverScoreState,
  type ScoreState,
} from '../../src/index.js';
import { stateJson } from '../../src/git/state-store.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const verified = (required: boolean) =>
  ({ verdict: 'verified', required, groundTruthContradiction: false }) as const;

/** The seed's Day 1 (75 points: 6 required, 3 optional) then Day 2 (a lie and a 👍 so far). */
function seedState(): ScoreState {
  let state = createScoreState('2026-03-01');
  for (let i = 0; i < 6; i++) state = applyVerdictToScore(state, verified(true));
  for (let i = 0; i < 3; i++) state = applyVerdictToScore(state, verified(false));
  state = rolloverScoreState(state, '2026-03-02');
  state = applyVerdictToScore(state, verified(true));
  state = applyVerdictToScore(state, {
    verdict: 'not_verified',
    required: true,
    groundTruthContradiction: true,
  });
  return applyFeedbackToScore(state, 'up');
}

async function repoWithState(state: ScoreState, extra: Record<string, string> = {}) {
  return sandbox.repo({
    'README.md': '# project\n',
    '.heartbeat/score.json': stateJson(state),
    ...extra,
  });
}

describe('score', () => {
  it('reports the committed score with --json in the seed API shape', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['score', '--json', '--now', '2026-03-02T12:00:00Z'], { cwd: dir });
    expect(result.code).toBe(0);
    const summary = ScoreSummarySchema.strict().parse(JSON.parse(result.stdout));
    // Day 2: 10 - 45 + 3 = -32 against the ratcheted target 75 (day 1 scored 75): below -20 %.
    expect(summary).toMatchObject({
      date: '2026-03-02',
      score: -32,
      target: 75,
      floor: 75,
      verifiedCount: 1,
      failedCount: 1,
      thumbsUp: 1,
      thumbsDown: 0,
      penalty: 'lockdown',
      reward: 'none',
      intervalMinutes: 8,
      streak: 1,
      forcedRequired: true,
    });
    expect(summary.lifetime).toMatchObject({
      totalScore: 43,
      totalContradictions: 1,
      daysTracked: 1,
    });
  });

  it('rolls the day over to --now: a new day starts at 0 under the ratcheted target', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['score', '--json', '--now', '2026-03-03T00:30:00Z'], { cwd: dir });
    const summary = ScoreSummarySchema.parse(JSON.parse(result.stdout));
    expect(summary).toMatchObject({ date: '2026-03-03', score: 0, target: 75, streak: 0 });
    expect(summary.penalty).toBe('tightened');
  });

  it('rolls over in the configured timezone', async () => {
    const dir = await repoWithState(seedState(), {
      '.heartbeat/config.json': JSON.stringify({ timeZone: 'America/New_York' }),
    });
    // 03:00 UTC on the 3rd is still the 2nd in New York.
    const result = await runCli(['score', '--json', '--now', '2026-03-03T03:00:00Z'], { cwd: dir });
    expect(JSON.parse(result.stdout)).toMatchObject({ date: '2026-03-02', score: -32 });
  });

  it('prints a human summary with the tier message', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['score', '--now', '2026-03-02T12:00:00Z'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Score 2026-03-02: -32 / 75');
    expect(result.stdout).toContain("Points needed to reach today's target: 107");
    expect(result.stdout).toContain(
      'Penalty: lockdown. Reward: none. Next heartbeat in 8 minutes.',
    );
    expect(result.stdout).toContain("LOCKDOWN: your score -32 is below -20% of today's target 75.");
    expect(result.stdout).toContain('Ratchet floor: 75.');
  });

  it('refuses a repository nobody set up: one line naming init, exit 2, for every reading command', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    const now = ['--now', '2026-05-01T10:00:00Z'];
    for (const args of [
      ['score'],
      ['score', '--json'],
      ['history', '--json'],
      ['badge'],
      ['prompt'],
      ['leaderboard', '--json'],
      ['site', '--out', 'site'],
    ]) {
      const result = await runCli([...args, ...now], { cwd: dir });
      expect({ args, ...result }).toEqual({
        args,
        code: 2,
        stdout: '',
        stderr: `heartbeat-gate ${args[0]}: this repository is not set up (no .heartbeat/config.json, no HEARTBEAT.md, nothing recorded): run heartbeat-gate init first\n`,
      });
    }
  });

  it('reports a fresh Day 1 for the configured agent, or each team agent, before anything is recorded', async () => {
    const now = ['--now', '2026-05-01T10:00:00Z'];
    const single = await sandbox.repo({ '.heartbeat/config.json': '{}\n' });
    const result = await runCli(['score', '--json', ...now], { cwd: single });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ score: 0, target: 50, floor: 50 });
    const human = await runCli(['score', ...now], { cwd: single });
    expect(human.stdout).toContain('No score recorded yet: this is Day 1.');
    // A contract written by hand (no configuration) is set up too.
    const contractOnly = await sandbox.repo({ 'HEARTBEAT.md': '# Heartbeat\n' });
    expect(await runCli(['score', '--json', ...now], { cwd: contractOnly })).toMatchObject({
      code: 0,
    });
    const team = await sandbox.repo({
      '.heartbeat/config.json': JSON.stringify({
        team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
      }),
    });
    const all = await runCli(['score', '--json', ...now], { cwd: team });
    expect(all.code).toBe(0);
    expect(
      (
        JSON.parse(all.stdout) as { agents: { agent: string; score: number; target: number }[] }
      ).agents.map(({ agent, score, target }) => ({ agent, score, target })),
    ).toEqual([
      { agent: 'coder', score: 0, target: 50 },
      { agent: 'reviewer', score: 0, target: 50 },
    ]);
    const board = await runCli(['leaderboard', '--json', ...now], { cwd: team });
    expect(
      (JSON.parse(board.stdout) as { agent: string }[]).map((entry) => entry.agent).sort(),
    ).toEqual(['coder', 'reviewer']);
  });

  it('reads the configured state branch, not the working tree', async () => {
    const dir = await sandbox.repo({
      'README.md': 'x\n',
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
    });
    await git(dir, 'checkout', '-q', '-b', 'heartbeat-state');
    await writeFiles(dir, { '.heartbeat/score.json': stateJson(seedState()) });
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'state');
    await git(dir, 'checkout', '-q', 'main');
    const result = await runCli(['score', '--json', '--now', '2026-03-02T12:00:00Z'], { cwd: dir });
    expect(JSON.parse(result.stdout)).toMatchObject({ score: -32, target: 75 });
  });

  it('names a corrupt score.json and its field, exit 2, and leaves it untouched', async () => {
    const broken = stateJson(seedState()).replace('"targetFloor": 75', '"targetFloor": "high"');
    const dir = await sandbox.repo({ '.heartbeat/score.json': broken });
    for (const command of ['score', 'history', 'badge']) {
      const result = await runCli([command, '--now', '2026-03-02T12:00:00Z'], { cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('.heartbeat/score.json');
      expect(result.stderr).toContain('lifetime.targetFloor');
    }
    expect(await readFile(join(dir, '.heartbeat/score.json'), 'utf8')).toBe(broken);
  });

  it.each([
    [['--now', 'yesterday'], '--now'],
    [['--now', '2026-02-30T10:00:00Z'], '--now'],
    [['--now', '2026-03-02T10:00:00'], 'timezone'],
    [['--frobnicate'], 'frobnicate'],
  ])('rejects %j with exit 2', async (args, needle) => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['score', ...args], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(needle);
  });

  it('is exit 2 outside a git repository', async () => {
    const dir = await sandbox.dir();
    const result = await runCli(['score'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('not inside a git repository');
  });
});

describe('history', () => {
  it('lists the archived days then today, --json as { today, history }', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['history', '--json', '--now', '2026-03-03T09:00:00Z'], {
      cwd: dir,
    });
    expect(result.code).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(Object.keys(body).sort()).toEqual(['history', 'today']);
    const history = DailyScoreSchema.array().parse(body.history);
    expect(history.map((d) => [d.date, d.score, d.target])).toEqual([
      ['2026-03-01', 75, 50],
      ['2026-03-02', -32, 75],
    ]);
    // Verdicts and feedback apart, as score and the table show them: day 2 had one verified
    // verdict, one failed, and a 👍 (the score file counts the 👍 among the verified).
    expect(history.map((d) => [d.verifiedCount, d.failedCount, d.thumbsUp, d.thumbsDown])).toEqual([
      [9, 0, 0, 0],
      [1, 1, 1, 0],
    ]);
    expect(history[1]).toMatchObject({ contradictionCount: 1, thumbsUp: 1, targetReached: false });
    expect(DailyScoreSchema.parse(body.today)).toMatchObject({
      date: '2026-03-03',
      score: 0,
      target: 75,
    });
  });

  it('prints one row per day with today last', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['history', '--now', '2026-03-03T09:00:00Z'], { cwd: dir });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^date\s+score\s+target\s+verified\s+failed/);
    expect(lines[1]).toMatch(/^2026-03-01\s+75\s+50\s+9\s+0\s+0\s+0\s+0\/0\s+yes$/);
    expect(lines[2]).toMatch(/^2026-03-02\s+-32\s+75\s+1\s+1\s+0\s+1\s+1\/0\s+no$/);
    expect(lines[3]).toMatch(/^2026-03-03\s+today\s+0\s+75\s/);
    expect(lines).toHaveLength(4);
  });
});

describe('badge', () => {
  it('prints an SVG with the score, the target and the penalty colour', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(['badge', '--now', '2026-03-02T12:00:00Z'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(result.stdout).toContain('heartbeat: -32/75 lockdown');
    expect(result.stdout).toContain('fill="#e05d44"');
  });

  it('writes --out to a file with its label', async () => {
    const dir = await repoWithState(seedState());
    const result = await runCli(
      ['badge', '--out', 'badge.svg', '--label', 'agent', '--now', '2026-03-02T20:00:00Z'],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Wrote badge.svg (-32/75).\n');
    const svg = await readFile(join(dir, 'badge.svg'), 'utf8');
    expect(svg).toContain('agent: -32/75 lockdown');
  });

  it('refuses a --now before the recorded day of a score with no ledger: one line naming it, exit 2', async () => {
    const dir = await repoWithState(seedState());
    // The committed state is already on the 2nd and nothing can replay the 1st: never shown as
    // the 2nd, nor written.
    for (const command of ['badge', 'score', 'history']) {
      const result = await runCli([command, '--now', '2026-03-01T20:00:00Z'], { cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `heartbeat-gate ${command}: --now 2026-03-01T20:00:00.000Z is before 2026-03-02, the day of the recorded score, and there is no ledger to read an earlier day from\n`,
      );
    }
  });

  it('colours an outstanding day green', async () => {
    let state = createScoreState('2026-03-01');
    for (let i = 0; i < 5; i++) state = applyVerdictToScore(state, verified(true));
    const dir = await repoWithState(state);
    const result = await runCli(['badge', '--now', '2026-03-01T20:00:00Z'], { cwd: dir });
    expect(result.stdout).toContain('heartbeat: 50/50 outstanding');
    expect(result.stdout).toContain('fill="#44cc11"');
  });
});

describe('log', () => {
  const cycle = (n: number, over: Partial<CycleCommit> = {}): CycleCommit => ({
    cycle: n,
    score: 10 * n,
    target: 50,
    tier: 'normal',
    delta: 10,
    intervalMinutes: 15,
    verdicts: [{ taskId: 'check_email', verdict: 'verified', contradiction: false }],
    ...over,
  });

  /** A real `git commit` of `message` at `date`, by `author`. */
  async function commitAt(dir: string, message: string, date: string, author = 'Ops Bot') {
    const file = join(dir, '.git', 'MSG');
    await writeFile(file, message);
    await exec('git', ['commit', '-q', '--allow-empty', '--cleanup=verbatim', '-F', file], {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: `${author.toLowerCase().replace(/ /g, '.')}@example.com`,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    });
    return git(dir, 'rev-parse', 'HEAD');
  }

  it('reads every cycle commit back, newest first, skipping other commits and look-alikes', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    const first = await commitAt(dir, formatCycleMessage(cycle(1)), '2026-03-01T10:00:00Z');
    await commitAt(dir, 'fix: a user commit\n', '2026-03-01T10:05:00Z', 'A Human');
    const lie = cycle(2, {
      score: -35,
      tier: 'escalated',
      delta: -45,
      intervalMinutes: 10,
      verdicts: [{ taskId: 'review_tasks', verdict: 'not_verified', contradiction: true }],
    });
    const second = await commitAt(dir, formatCycleMessage(lie), '2026-03-01T10:20:00Z');
    // Subject says 999: a hand-edited look-alike is not an audit record.
    await commitAt(
      dir,
      formatCycleMessage(cycle(3)).replace('score 30/50', 'score 999/50'),
      '2026-03-01T10:40:00Z',
    );

    const result = await runCli(['log', '--json'], { cwd: dir });
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout);
    expect(entries).toEqual([
      {
        sha: second,
        date: '2026-03-01T10:20:00Z'.replace('Z', '+00:00'),
        author: 'Ops Bot',
        authorEmail: 'ops.bot@example.com',
        ...lie,
        verified: false,
      },
      {
        sha: first,
        date: '2026-03-01T10:00:00+00:00',
        author: 'Ops Bot',
        authorEmail: 'ops.bot@example.com',
        ...cycle(1),
        verified: false,
      },
    ]);

    const human = await runCli(['log'], { cwd: dir });
    expect(human.stdout).toContain(
      `${second.slice(0, 10)}  2026-03-01T10:20:00+00:00  cycle 2  -35/50 escalated  -45  next in 10 min  by Ops Bot <ops.bot@example.com>  [unverified]\n`,
    );
    expect(
      human.stdout.endsWith('`heartbeat-gate log --verify` checks each against the ledger.\n'),
    ).toBe(true);
    expect(human.stdout).toContain('not_verified  review_tasks  (ground truth contradiction)');
    expect(human.stdout).not.toContain('999');
  });

  it('--since keeps cycles from a calendar day (configured timezone) or an instant', async () => {
    const dir = await sandbox.repo({
      '.heartbeat/config.json': JSON.stringify({ timeZone: 'Europe/Berlin' }),
    });
    await commitAt(dir, formatCycleMessage(cycle(1)), '2026-03-01T12:00:00Z');
    await commitAt(dir, formatCycleMessage(cycle(2)), '2026-03-01T23:30:00Z'); // the 2nd in Berlin
    await commitAt(dir, formatCycleMessage(cycle(3)), '2026-03-02T12:00:00Z');
    const byDay = await runCli(['log', '--json', '--since', '2026-03-02'], { cwd: dir });
    expect(JSON.parse(byDay.stdout).map((e: CycleCommit) => e.cycle)).toEqual([3, 2]);
    const byInstant = await runCli(['log', '--json', '--since', '2026-03-02T00:00:00Z'], {
      cwd: dir,
    });
    expect(JSON.parse(byInstant.stdout).map((e: CycleCommit) => e.cycle)).toEqual([3]);
    const bad = await runCli(['log', '--since', 'last week'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--since');
  });

  it('says so when there are no cycle commits, even in an empty repository', async () => {
    const dir = await sandbox.repo();
    const result = await runCli(['log'], { cwd: dir });
    expect(result).toEqual({ code: 0, stdout: 'No cycle commits yet.\n', stderr: '' });
    expect(JSON.parse((await runCli(['log', '--json'], { cwd: dir })).stdout)).toEqual([]);
  });
});
