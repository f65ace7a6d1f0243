/**
 * The reading commands on state made for real: `cycle`, `verdict` and `feedback` through the CLI
 * in a temporary repository, then `log`, `score`, `history`, `prompt` and `badge` read it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
let dir = '';

const CONTRACT = `# Heartbeat

Keep main green.

## Tasks

- [ ] run_tests | Run the tests | required | verify: check:ci
- [ ] refresh_docs | Refresh the docs | optional | verify: file:docs/api.md
`;

async function ok(args: string[]) {
  const result = await runCli(args, { cwd: dir });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
}

beforeAll(async () => {
  dir = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
  await ok(['cycle', '--now', '2026-03-02T09:00:00Z']);
  await ok(['verdict', 'run_tests', 'verified', '--now', '2026-03-02T09:10:00Z']);
  await ok(['verdict', 'refresh_docs', 'verified', '--now', '2026-03-02T09:11:00Z']);
  // Each cycle runs at its due time: cycle 2 at 09:15 (15 minutes at 15/50), cycle 3 at 09:23
  // (the contradiction at 09:20 makes it lockdown, 8 minutes), so these runs perform one each.
  await ok(['cycle', '--now', '2026-03-02T09:15:00Z']);
  await ok([
    'verdict',
    'run_tests',
    'not_verified',
    '--contradiction',
    '--evidence',
    'claimed tests: pass; check ci: failure',
    '--now',
    '2026-03-02T09:20:00Z',
  ]);
  await ok([
    'feedback',
    'up',
    '--id',
    'reaction-1',
    '--by',
    'alice',
    '--now',
    '2026-03-02T09:21:00Z',
  ]);
  await ok(['cycle', '--now', '2026-03-02T09:30:00Z']);
});

afterAll(() => sandbox.cleanup());

describe('reading what cycle, verdict and feedback committed', () => {
  it('log reads back each cycle commit with its verdicts', async () => {
    const entries = JSON.parse(await ok(['log', '--json']));
    expect(
      entries.map(
        (e: { cycle: number; score: number; target: number; tier: string; delta: number }) => [
          e.cycle,
          e.score,
          e.target,
          e.tier,
          e.delta,
        ],
      ),
    ).toEqual([
      // 15 - 45 + 3 = -27: below -20 % of 50 is lockdown.
      [3, -27, 50, 'lockdown', -42],
      [2, 15, 50, 'normal', 15],
      [1, 0, 50, 'tightened', 0],
    ]);
    expect(entries[0].verdicts).toEqual([
      { taskId: 'run_tests', verdict: 'not_verified', contradiction: true },
    ]);
    expect(entries[1].verdicts).toEqual([
      { taskId: 'run_tests', verdict: 'verified', contradiction: false },
      { taskId: 'refresh_docs', verdict: 'verified', contradiction: false },
    ]);
    expect(entries[0]).toMatchObject({ intervalMinutes: 8, author: 'Test Author' });
  });

  it('score and history agree with the last cycle', async () => {
    const summary = JSON.parse(await ok(['score', '--json', '--now', '2026-03-02T09:30:30Z']));
    expect(summary).toMatchObject({
      score: -27,
      target: 50,
      // two verified verdicts; the 👍 is feedback, counted apart
      verifiedCount: 2,
      failedCount: 1,
      thumbsUp: 1,
      penalty: 'lockdown',
      intervalMinutes: 8,
      forcedRequired: true,
    });
    const { today, history } = JSON.parse(
      await ok(['history', '--json', '--now', '2026-03-03T08:00:00Z']),
    );
    expect(history).toEqual([
      expect.objectContaining({
        date: '2026-03-02',
        score: -27,
        // as score counts them: the verdicts alone, the 👍 apart
        verifiedCount: 2,
        failedCount: 1,
        contradictionCount: 1,
        thumbsUp: 1,
        thumbsDown: 0,
      }),
    ]);
    expect(today).toMatchObject({ date: '2026-03-03', score: 0, target: 50 });
  });

  it('prompt shows the contract, the open cycle and the score section', async () => {
    const prompt = await ok(['prompt', '--now', '2026-03-02T09:30:30Z']);
    expect(prompt).toContain('## Heartbeat contract — cycle 3');
    expect(prompt).toContain('Keep main green.');
    expect(prompt).toContain('run_tests');
    // Lockdown forces the optional task required.
    expect(prompt).toMatch(/refresh_docs.*REQUIRED/);
    expect(prompt).toContain('## Accountability score');
    expect(prompt).toContain('LOCKDOWN: your score -27');
  });

  it('badge shows the lockdown in red', async () => {
    const svg = await ok(['badge', '--now', '2026-03-02T09:30:30Z']);
    expect(svg).toContain('heartbeat: -27/50 lockdown');
    expect(svg).toContain('fill="#e05d44"');
  });

  it('prompt without a contract is exit 2 naming HEARTBEAT.md', async () => {
    const empty = await sandbox.repo({ 'README.md': 'x\n' });
    const result = await runCli(['prompt'], { cwd: empty });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('HEARTBEAT.md');
  });
});
