/**
 * Several agents in one repository (`team` in the configuration): each agent's cycles, verdicts
 * and feedback land in its own state folder and its own commits, named by `Heartbeat-Agent`; the
 * reading commands take `--agent`, `score --json` lists every agent, `leaderboard` ranks them.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ONE_TASK_CONTRACT, SAMPLE_CONTRACT } from '../helpers/contracts.js';
import { git, GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const TEAM_CONFIG = JSON.stringify({
  team: {
    coder: { logins: ['coder-bot'] },
    reviewer: { logins: ['reviewer-bot'], contract: 'REVIEWER.md' },
  },
});

async function teamRepo(): Promise<string> {
  return sandbox.repo({
    '.heartbeat/config.json': TEAM_CONFIG,
    '.heartbeat/agents/coder/HEARTBEAT.md': SAMPLE_CONTRACT,
    'REVIEWER.md': ONE_TASK_CONTRACT,
  });
}

const DAY = '2026-03-02';
const cli = async (dir: string, ...args: string[]) => {
  const result = await runCli(args, { cwd: dir });
  return result;
};

describe('a repository with two agents', () => {
  it('keeps each agent in its own state folder and names it in its cycle commits', async () => {
    const dir = await teamRepo();
    expect((await cli(dir, 'cycle', '--agent', 'coder', '--now', `${DAY}T09:00:00Z`)).code).toBe(0);
    expect((await cli(dir, 'cycle', '--agent', 'reviewer', '--now', `${DAY}T09:01:00Z`)).code).toBe(
      0,
    );
    const verdict = await cli(
      dir,
      'verdict',
      'check_email',
      'verified',
      '--agent',
      'coder',
      '--now',
      `${DAY}T09:10:00Z`,
    );
    expect(verdict.code, verdict.stderr).toBe(0);
    expect(
      (await cli(dir, 'cycle', '--agent', 'coder', '--force', '--now', `${DAY}T09:20:00Z`)).code,
    ).toBe(0);

    // Each agent's ledger in its folder; nothing at the single agent's paths.
    const coder = await readFile(join(dir, '.heartbeat/agents/coder/ledger/2026-03.jsonl'), 'utf8');
    const reviewer = await readFile(
      join(dir, '.heartbeat/agents/reviewer/ledger/2026-03.jsonl'),
      'utf8',
    );
    expect(coder).toContain(`verdict:${DAY}T09:10:00.000Z:check_email`);
    expect(coder).toContain('weather_brief');
    expect(reviewer).not.toContain('weather_brief');
    expect(reviewer).not.toContain('verdict:');
    await expect(access(join(dir, '.heartbeat/ledger'))).rejects.toThrow();
    await expect(access(join(dir, '.heartbeat/score.json'))).rejects.toThrow();

    // One cycle commit per agent cycle, each naming its agent.
    const log = await git(dir, 'log', '--format=%s%n%(trailers:key=Heartbeat-Agent,valueonly)');
    const cycles = log
      .trim()
      .split('\n\n')
      .map((block) => block.trim().split('\n'))
      .filter(([subject]) => subject?.startsWith('heartbeat: cycle'));
    expect(cycles.map(([subject, agent]) => [subject?.slice(0, 19), agent])).toEqual([
      ['heartbeat: cycle 2 ', 'coder'],
      ['heartbeat: cycle 1 ', 'reviewer'],
      ['heartbeat: cycle 1 ', 'coder'],
    ]);

    // log --agent reads only that agent's cycle commits, and they verify against its ledger.
    const coderLog = JSON.parse((await cli(dir, 'log', '--json', '--agent', 'coder')).stdout);
    expect(coderLog.map((e: { cycle: number; agent: string }) => [e.cycle, e.agent])).toEqual([
      [2, 'coder'],
      [1, 'coder'],
    ]);
    const verified = await cli(dir, 'log', '--verify', '--agent', 'reviewer');
    expect(verified.code, verified.stdout).toBe(0);
    expect(verified.stdout).toContain('All 1 cycle commit(s) verified');

    // score --json lists both; --agent reads one.
    const now = `${DAY}T12:00:00Z`;
    const all = JSON.parse((await cli(dir, 'score', '--json', '--now', now)).stdout);
    expect(all.agents.map((a: { agent: string; score: number }) => [a.agent, a.score])).toEqual([
      ['coder', 10],
      ['reviewer', 0],
    ]);
    const one = JSON.parse(
      (await cli(dir, 'score', '--json', '--agent', 'coder', '--now', now)).stdout,
    );
    const { agent: _name, ...coderSummary } = all.agents[0];
    expect(one).toEqual(coderSummary);

    // The leaderboard: both need attention (penalty tiers), so by score as a share of target.
    const board = JSON.parse((await cli(dir, 'leaderboard', '--json', '--now', now)).stdout);
    expect(board.map((e: { rank: number; agent: string }) => [e.rank, e.agent])).toEqual([
      [1, 'coder'],
      [2, 'reviewer'],
    ]);

    // Each agent's prompt reads its own contract.
    const prompt = await cli(dir, 'prompt', '--agent', 'reviewer', '--now', now);
    expect(prompt.stdout).toContain('check_email');
    expect(prompt.stdout).not.toContain('weather_brief');
  });

  it('refuses an unknown agent, or none where several exist, naming the known ones (exit 2)', async () => {
    const dir = await teamRepo();
    for (const args of [
      ['score', '--agent', 'coderr'],
      ['history', '--agent', 'nobody'],
      ['cycle', '--agent', 'nobody'],
      ['badge', '--agent', 'nobody'],
    ]) {
      const result = await cli(dir, ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('the configuration names coder, reviewer');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect((await cli(dir, 'score', '--agent', 'coderr')).stderr).toContain('did you mean coder?');
    const none = await cli(dir, 'cycle', '--now', `${DAY}T09:00:00Z`);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('pass --agent <name> (coder, reviewer)');
    expect(await git(dir, 'log', '--oneline')).not.toContain('heartbeat: cycle');
  });

  it("refuses one agent's 👍 for another: --by any team agent's login is not an operator (exit 2)", async () => {
    const dir = await teamRepo();
    const now = `${DAY}T10:00:00Z`;
    for (const by of ['coder-bot', 'Coder-Bot', 'reviewer-bot']) {
      const result = await cli(
        dir,
        'feedback',
        'up',
        '--agent',
        'reviewer',
        '--by',
        by,
        '--now',
        now,
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`--by: ${by} is (or looks like) an agent login`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(await git(dir, 'log', '--oneline')).not.toContain('feedback');
    const operator = await cli(
      dir,
      'feedback',
      'up',
      '--agent',
      'reviewer',
      '--by',
      'alice',
      '--now',
      now,
    );
    expect(operator.code).toBe(0);
  });

  it('a single agent without team answers to no --agent but its default name', async () => {
    const dir = await sandbox.repo({ 'HEARTBEAT.md': ONE_TASK_CONTRACT });
    expect((await cli(dir, 'score', '--json', '--agent', 'agent')).code).toBe(0);
    const other = await cli(dir, 'score', '--agent', 'coder');
    expect(other.code).toBe(2);
    expect(other.stderr).toBe(
      'heartbeat-gate score: unknown agent "coder": the configuration has no team, so its one agent needs no --agent (its name is agent)\n',
    );
  });
});
