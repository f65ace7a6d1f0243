// Several agents on one schedule, as the runner runs it: `node dist/index.js` under Node 24 on a
// `schedule` payload, a fresh clone of a real bare remote, the strict local GitHub server. Each
// agent gets its own cycle commit naming it, its own state folder, and only the reactions on its
// own comments; the job summary ranks the agents.
import { asTheGate } from '../helpers/gate-state.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCycle } from '../../src/app/cycle.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const STATE_BRANCH = 'heartbeat-state';
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const contract = (task: string) =>
  `# Heartbeat\n\n## Tasks\n\n- [ ] ${task} | Do ${task} | optional | verify: file:${task}/\n`;

const sandbox = new GitSandbox();
const server = useGitHubServer();
let bare: string;

beforeEach(async () => {
  bare = await sandbox.bareRemote({
    '.heartbeat/config.json': JSON.stringify({
      team: { coder: { logins: ['coder-dev'] }, reviewer: { logins: ['reviewer-dev'] } },
    }),
    '.heartbeat/agents/coder/HEARTBEAT.md': contract('write_code'),
    '.heartbeat/agents/reviewer/HEARTBEAT.md': contract('review_code'),
    'README.md': '# widgets\n',
  });
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
  // Both agents can write: still, neither's reaction is an operator's.
  server.state.setPermission({ ...repository, user: 'coder-dev', permission: 'write' });
  server.state.setPermission({ ...repository, user: 'reviewer-dev', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

async function heartbeat() {
  const workspace = await sandbox.clone(bare);
  const result = await runScheduledAction({
    node: node24,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    workspace,
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result;
}

/** An agent's score.json on the state branch of the remote. */
async function remoteScore(agent: string): Promise<{ today: Record<string, number> }> {
  return JSON.parse(
    await git(bare, 'show', `${STATE_BRANCH}:.heartbeat/agents/${agent}/score.json`),
  );
}

/** `subject | Heartbeat-Agent` of each state commit, newest first. */
async function stateCommits(): Promise<string[]> {
  const log = await git(
    bare,
    'log',
    '--format=%s | %(trailers:key=Heartbeat-Agent,valueonly,separator=%x2C)',
    STATE_BRANCH,
  );
  return log.split('\n').map((line) => line.trim());
}

// Each test runs the Action three or four times and pushes: longer than the default 60 s when the
// suite's two workers share two cores.
describe('two agents on one schedule (Node 24)', { timeout: 180_000 }, () => {
  it("runs each agent's cycle as its own commit, and a 👍 on reviewer's comment moves only reviewer's score", async () => {
    const first = await heartbeat();
    expect(first.outputs.due).toBe('true');
    expect(await stateCommits()).toEqual([
      'heartbeat: cycle 1 — score 0/50 (tightened) | reviewer',
      'heartbeat: cycle 1 — score 0/50 (tightened) | coder',
    ]);
    const files = await git(bare, 'ls-tree', '-r', '--name-only', STATE_BRANCH, '.heartbeat/');
    expect(files).toContain('.heartbeat/agents/coder/ledger/');
    expect(files).toContain('.heartbeat/agents/reviewer/ledger/');
    expect(files).not.toMatch(/^\.heartbeat\/(ledger|score\.json)/m);
    expect(first.summary).toContain('### Leaderboard');
    expect(first.summary).toContain('## Agent coder');
    expect(first.summary).toContain('## Agent reviewer');

    // reviewer comments on its PR; the operator 👍 it, and coder (who can write) 👍 it too.
    const pr = server.state.addPullRequest({ ...repository, user: 'reviewer-dev' });
    const comment = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'reviewer-dev',
      body: 'Reviewed: the change is covered by tests.',
    });
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '+1',
    });
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'coder-dev',
      content: '+1',
    });

    const second = await heartbeat();
    expect(second.outputs.due).toBe('false');
    expect((await stateCommits())[0]).toBe(
      'heartbeat: feedback +3 (1 👍, 0 👎) — score 3/50 | reviewer',
    );
    expect((await remoteScore('reviewer')).today).toMatchObject({ score: 3, thumbsUp: 1 });
    expect((await remoteScore('coder')).today).toMatchObject({ score: 0, thumbsUp: 0 });
    const reviewerPart = second.summary.slice(second.summary.indexOf('## Agent reviewer'));
    expect(reviewerPart).toContain('counted (+3)');
    expect(reviewerPart).toContain('| coder\\-dev |');
    expect(second.summary.slice(0, second.summary.indexOf('## Agent reviewer'))).not.toContain(
      'counted',
    );
    // The leaderboard now ranks reviewer first.
    const board = second.summary.slice(second.summary.indexOf('### Leaderboard'));
    expect(board.indexOf('| 1 | reviewer |')).toBeGreaterThan(0);
    expect(board.indexOf('| 2 | coder |')).toBeGreaterThan(0);

    // Seen again: nothing more is recorded for anyone.
    await heartbeat();
    expect((await remoteScore('reviewer')).today).toMatchObject({ score: 3, thumbsUp: 1 });
    expect(server.violations).toEqual([]);
  });

  it('a due agent cycles while the other, not due, is left alone', async () => {
    // coder's cycle 13 minutes ago (0/50, every 12 minutes: one cycle due a minute ago);
    // reviewer's a minute ago (not due).
    const clone = await sandbox.clone(bare);
    // Written as the Action writes state (signed through the API), so the next run builds on it.
    const target = { cwd: clone, branch: STATE_BRANCH, push: true, ...asTheGate(server, bare) };
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    expect((await runCycle({ ...target, agent: 'coder', now: ago(13 * 60_000) })).ran).toBe(true);
    expect((await runCycle({ ...target, agent: 'reviewer', now: ago(60_000) })).ran).toBe(true);
    const run = await heartbeat();
    expect(run.outputs.due).toBe('true');
    expect((await stateCommits()).slice(0, 1)).toEqual([
      expect.stringMatching(/^heartbeat: cycle 2 — .* \| coder$/),
    ]);
    expect((await stateCommits()).filter((c) => c.endsWith('| reviewer'))).toHaveLength(1);
  });
});
