/**
 * An operator's 👍 / 👎 is feedback, not a verdict: in a repository with one `verified` verdict,
 * one `not_verified`, a 👍 and a 👎, what a person reads (score, leaderboard --json, the site)
 * says 1 verified and 1 failed, the feedback apart, and the truthful-claim rate rests on the one
 * verified verdict alone (docs/dashboard.md). The score itself counts the feedback's points.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = `# Heartbeat

## Tasks

- [ ] triage | Label new issues | required | verify: file:TRIAGE.md
- [ ] changelog | Update the changelog | required | verify: file:CHANGELOG.md
`;

const NOW = '2026-03-01T09:30:00Z';

async function cli(root: string, ...argv: string[]) {
  const result = await runCli([...argv, '--now', NOW], { cwd: root });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
}

/** One verified verdict, one not_verified, a 👍 and a 👎, through the CLI's own writes. */
async function dayWithFeedback(): Promise<string> {
  const root = await sandbox.repo({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': '{ "agents": ["my-agent[bot]"] }\n',
  });
  const at = (minute: number) => `2026-03-01T09:${String(minute).padStart(2, '0')}:00Z`;
  for (const argv of [
    ['cycle', '--now', at(0)],
    ['verdict', 'triage', 'verified', '--now', at(1)],
    ['verdict', 'changelog', 'not_verified', '--now', at(2)],
    ['feedback', 'up', '--id', 'r1', '--by', 'alice', '--now', at(3)],
    ['feedback', 'down', '--id', 'r2', '--by', 'alice', '--now', at(4)],
  ]) {
    const result = await runCli(argv, { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  }
  return root;
}

describe('feedback beside the verdicts', () => {
  it('score says 1 verified, 1 failed and the thumbs apart; the points count all four', async () => {
    const root = await dayWithFeedback();
    const text = await cli(root, 'score');
    expect(text).toContain('Score 2026-03-01: -12 / 50'); // +10 -15 +3 -10
    expect(text).toContain('Today: 1 verified, 1 failed, 1 thumbs up, 1 thumbs down.');
    expect(text).toContain('2 verified or thumbs up, 2 failed or thumbs down');
    expect(JSON.parse(await cli(root, 'score', '--json'))).toMatchObject({
      score: -12,
      verifiedCount: 1,
      failedCount: 1,
      thumbsUp: 1,
      thumbsDown: 1,
    });
  });

  it('leaderboard and leaderboard --json: 1 failed today, truthful claims 1 of 1', async () => {
    const root = await dayWithFeedback();
    expect(await cli(root, 'leaderboard')).toContain('lockdown tier, 1 failed today');
    const [entry] = JSON.parse(await cli(root, 'leaderboard', '--json')) as {
      failedToday: number;
      attention: string[];
      outcomes: { truthfulClaimRate: object; feedbackThisWeek: object };
    }[];
    expect(entry?.failedToday).toBe(1);
    expect(entry?.attention).toEqual(['lockdown tier', '1 failed today']);
    expect(entry?.outcomes.truthfulClaimRate).toEqual({
      value: 1,
      sample: 1,
      truthful: 1,
      contradicted: 0,
    });
    expect(entry?.outcomes.feedbackThisWeek).toEqual({ value: 0, sample: 2, up: 1, down: 1 });
  });

  it('the site: the agent page and the front page count one failure, the thumbs apart', async () => {
    const root = await dayWithFeedback();
    const out = join(await sandbox.dir('hg-site-'), 'site');
    await cli(root, 'site', '--out', out);
    const agent = await readFile(join(out, 'agent-agent.html'), 'utf8');
    expect(agent).toContain(
      '<p>1 verified, <span class="alert">1 failed</span>, 1 thumbs up, 1 thumbs down.',
    );
    expect(agent).toContain('<span class="alert" data-testid="failed">1 failed</span>');
    expect(agent).toContain('100% <span class="sample">(n = 1)</span>');
    const index = await readFile(join(out, 'index.html'), 'utf8');
    expect(index).toContain('needs attention: lockdown tier, 1 failed today');
    expect(index).toContain('<td><span class="alert">1 failed</span></td>');
  });
});
