// The heartbeat as the runner runs it: `node dist/index.js` on a `schedule` / `workflow_dispatch`
// payload, GITHUB_WORKSPACE a fresh clone of a real bare remote (as actions/checkout leaves it),
// the GitHub API the local OpenAPI-validating server. Under Node 20 and Node 24.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCycle } from '../../src/app/cycle.js';
import { recordVerdict } from '../../src/app/record.js';
import { renderedText } from './pr-fixture.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { clockEnv } from '../support/clock.js';
import { NODE_RUNTIMES, runAction, type NodeRuntime } from '../support/run-action.js';

// The runtime GitHub runs the Action on (action.yml: node24); runner.e2e and pull-request.e2e keep
// proving the bundle on Node 20 as well, so these long scenarios run once.
const ACTION_RUNTIME = NODE_RUNTIMES.filter((n) => n.name === 'node24');
import { loadWebhookExample } from '../support/webhooks.js';
import { asTheGate } from '../helpers/gate-state.js';
import { CONTRACT, STATE_BRANCH } from './schedule-runs.js';

const repository = { owner: 'acme', repo: 'widgets' };

const sandbox = new GitSandbox();
const server = useGitHubServer();
let bare: string;

beforeEach(async () => {
  bare = await sandbox.bareRemote({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
    'README.md': '# widgets\n',
  });
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
  server.state.setPermission({ ...repository, user: 'mona', permission: 'maintain' });
  server.state.setPermission({ ...repository, user: 'rita', permission: 'read' });
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

/** The subjects of the state branch on the bare remote, newest first ([] when it does not exist). */
async function stateLog(): Promise<string[]> {
  const exists = await git(bare, 'branch', '--list', STATE_BRANCH);
  if (!exists) return [];
  return (await git(bare, 'log', '--format=%s', STATE_BRANCH)).split('\n');
}

const cycleCommits = async () => (await stateLog()).filter((s) => s.startsWith('heartbeat: cycle'));

/**
 * One scheduled run on a fresh checkout of the default branch, as the runner makes it, with the
 * runner's clock three minutes ahead: a cycle is judged at its due time on what was known then, so
 * the cycle a test makes due (see cycleEightMinutesAgo) falls after what the test observed.
 */
async function heartbeat(
  node: NodeRuntime,
  event: 'schedule' | 'workflow_dispatch' = 'schedule',
  token?: string,
) {
  const workspace = await sandbox.clone(bare);
  const result = await runAction({
    ...(token ? { token } : {}),
    node,
    event,
    payload:
      event === 'schedule'
        ? loadWebhookExample('schedule')
        : loadWebhookExample('workflow_dispatch'),
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    sha: await git(workspace, 'rev-parse', 'HEAD'),
    workspace,
    env: await clockEnv({ minutesAhead: 3 }),
  });
  expect(result.stderr).toBe('');
  return result;
}

/** The agent's PR with one claim comment, as the heartbeat polls it. */
function agentPullWithComment() {
  const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
  const comment = server.state.addIssueComment({
    ...repository,
    issueNumber: pr.number,
    user: 'agent[bot]',
    body: '```build.done\ntests: pass, lint: pass\n```',
  });
  return { pr, comment };
}

/**
 * A cycle eight minutes ago, committed and pushed from another clone. At 0/50 (tightened, every 12
 * minutes) the next is not due before the run; an operator's 👎 made now puts the score below 0
 * (escalated, every 10 minutes), so it falls due two minutes from now: after the feedback, before
 * the run.
 */
async function cycleEightMinutesAgo(): Promise<void> {
  const clone = await sandbox.clone(bare);
  const outcome = await runCycle({
    cwd: clone,
    branch: STATE_BRANCH,
    push: true,
    now: new Date(Date.now() - 8 * 60_000).toISOString(),
    ...asTheGate(server, bare),
  });
  expect(outcome.ran).toBe(true);
}

/**
 * A cycle and two verdicts (one a lie) pushed a moment ago, on today's calendar day (UTC), so a
 * run right after is not due and its summary lists them as today's.
 */
async function cycleWithVerdictsJustNow(): Promise<void> {
  const toMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (toMidnight < 60_000) await new Promise((done) => setTimeout(done, toMidnight + 100));
  const start = Date.now() - Math.min(30_000, Date.now() % 86_400_000);
  const at = (ms: number) => new Date(start + ms).toISOString();
  const clone = await sandbox.clone(bare);
  const target = { cwd: clone, branch: STATE_BRANCH, push: true, ...asTheGate(server, bare) };
  expect((await runCycle({ ...target, now: at(0) })).ran).toBe(true);
  await recordVerdict({ ...target, now: at(1), taskId: 'check_ci', verdict: 'verified' });
  await recordVerdict({
    ...target,
    now: at(2),
    taskId: 'tidy_docs',
    verdict: 'not_verified',
    contradiction: true,
  });
}

describe.each(ACTION_RUNTIME)('the heartbeat under $name', (node) => {
  it('a first run creates the state branch with one cycle commit and posts the score check', async () => {
    const result = await heartbeat(node);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      due: 'true',
      score: '0',
      target: '50',
      penalty: 'tightened',
      reward: 'none',
      'interval-minutes': '12',
    });
    expect(await stateLog()).toEqual(['heartbeat: cycle 1 — score 0/50 (tightened)']);
    // The default branch is untouched: state lives on its own branch.
    expect(await git(bare, 'log', '--format=%s', 'main')).toBe('initial');

    const [check] = server.state.checkRuns({ name: 'heartbeat-gate / score' });
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check?.output.title).toBe('Score 0/50 · penalty: tightened · every 12 min');
    expect(result.summary).toContain('░░░░░░░░░░░░░░░░░░░░ 0 / 50 (0%)');
    expect(result.summary).toContain('Cycle 1 ran and was committed to `heartbeat\\-state`');
    expect(result.summary).toContain('```mermaid\nxychart-beta');
    expect(server.violations).toEqual([]);
  });

  it('operator 👍 adds 3 and 👎 subtracts 10, once; read-only and agent reactions add nothing', async () => {
    await cycleEightMinutesAgo();
    const { pr, comment } = agentPullWithComment();
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '+1',
    });
    server.state.addReaction({
      ...repository,
      issueNumber: pr.number,
      user: 'mona',
      content: '-1',
    });
    server.state.addReaction({ ...repository, commentId: comment.id, user: 'rita', content: '+1' });
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'agent[bot]',
      content: '+1',
    });

    // Due: the feedback (+3 -10) and cycle 2 land as one cycle commit, with the verdicts on
    // cycle 1's tasks: no CI check on the head (unclear, -2), docs/ unchanged (not_verified, -15).
    const due = await heartbeat(node);
    expect(due.code).toBe(0);
    expect(due.outputs).toMatchObject({ due: 'true', score: '-24', penalty: 'lockdown' });
    expect(await stateLog()).toEqual([
      'heartbeat: cycle 2 — score -24/50 (lockdown)',
      'heartbeat: cycle 1 — score 0/50 (tightened)',
    ]);
    expect(
      await git(
        bare,
        'log',
        '-1',
        '--format=%(trailers:key=Heartbeat-Delta,key=Heartbeat-Verdict)',
        STATE_BRANCH,
      ),
    ).toBe(
      'Heartbeat-Delta: -24\nHeartbeat-Verdict: check_ci unclear\nHeartbeat-Verdict: tidy_docs not_verified',
    );
    expect(due.summary).toContain('counted (+3)');
    expect(due.summary).toContain('counted (-10)');
    expect(due.summary).toContain('| 👍 | rita |');
    expect(due.summary).toContain('ignored: not an operator');
    // The agent's own reaction is no operator's: GraphQL names no User behind a bot's reaction.
    expect(due.summary).not.toContain('| agent');

    // No poll cursor: nothing on the state branch decides which reactions are looked at.
    expect(await git(bare, 'ls-tree', '-r', '--name-only', STATE_BRANCH)).not.toContain(
      '.heartbeat/reactions.json',
    );

    // The same reactions seen again: nothing added, nothing committed, and it says when it is due.
    const head = await git(bare, 'rev-parse', STATE_BRANCH);
    const again = await heartbeat(node, 'workflow_dispatch');
    // Reactions come nested in the GraphQL comment pages: REST lists no reactor.
    expect(server.requests.filter((r) => r.operationId?.startsWith('reactions/'))).toEqual([]);
    expect(again.code).toBe(0);
    expect(again.outputs).toMatchObject({
      due: 'false',
      score: '-24',
      'interval-minutes': '8',
    });
    expect(await git(bare, 'rev-parse', STATE_BRANCH)).toBe(head);
    expect(again.summary).toMatch(
      /No cycle is due yet: the next is due at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(every 8 min\)/,
    );
    const checks = server.state.checkRuns({ name: 'heartbeat-gate / score' });
    expect(checks.at(-1)?.output.title).toBe('Score -24/50 · penalty: lockdown · every 8 min');
    expect(server.violations).toEqual([]);
  });

  it('feedback that makes a cycle due at its own instant counts after it, and the run reports the score after both', async () => {
    // Eleven minutes ago at 0/50 (every 12 minutes): not due yet. The operator's 👎 below puts the
    // score under 0 (every 10 minutes, long passed), so the next cycle is due at the 👎's instant,
    // and the feedback, sorting after the cycle at that instant, counts in the cycle after it.
    await runCycle({
      cwd: await sandbox.clone(bare),
      branch: STATE_BRANCH,
      push: true,
      now: new Date(Date.now() - 11 * 60_000).toISOString(),
      ...asTheGate(server, bare),
    });
    const { pr } = agentPullWithComment();
    server.state.addReaction({
      ...repository,
      issueNumber: pr.number,
      user: 'mona',
      content: '-1',
    });
    const due = await heartbeat(node);
    expect(due.code).toBe(0);
    // Cycle 2 scores cycle 1's tasks (unclear -2, not_verified -15); the 👎 (-10) comes after it.
    expect(await stateLog()).toEqual([
      'heartbeat: cycle 2 — score -17/50 (lockdown)',
      'heartbeat: cycle 1 — score 0/50 (tightened)',
    ]);
    const recorded = JSON.parse(
      await git(bare, 'show', `${STATE_BRANCH}:.heartbeat/score.json`),
    ) as {
      today: { score: number };
    };
    expect(recorded.today.score).toBe(-27);
    expect(due.outputs).toMatchObject({ due: 'true', score: '-27', penalty: 'lockdown' });
    const checks = server.state.checkRuns({ name: 'heartbeat-gate / score' });
    expect(checks.at(-1)?.output.title).toBe('Score -27/50 · penalty: lockdown · every 8 min');
    expect(server.violations).toEqual([]);
  });

  it('the job summary shows the bar, the tier message, today’s verdicts and the 7-day chart', async () => {
    await cycleWithVerdictsJustNow();
    const head = await git(bare, 'rev-parse', STATE_BRANCH);
    const result = await heartbeat(node);
    expect(result.code).toBe(0);
    // +10 -45: lockdown, every 8 minutes; not due yet, so nothing is committed.
    expect(result.outputs).toMatchObject({ due: 'false', score: '-35', penalty: 'lockdown' });
    expect(await git(bare, 'rev-parse', STATE_BRANCH)).toBe(head);
    const text = renderedText(result.summary);
    expect(text).toContain('Score -35/50 · penalty: lockdown · every 8 min');
    expect(text).toContain('░░░░░░░░░░░░░░░░░░░░ -35 / 50');
    expect(text).toContain(
      "LOCKDOWN: your score -35 is below -20% of today's target 50. Every task is required, the heartbeat runs every 8 minutes, and the operator has been notified.",
    );
    expect(text).toMatch(/No cycle is due yet: the next is due at .* \(every 8 min\)/);
    // Markdown-escaped as the summary holds it: task ids are the contract's text.
    expect(result.summary).toContain('| check\\_ci | ✅ verified | required | \\+10 |');
    expect(result.summary).toContain(
      '| tidy\\_docs | ❌ not\\_verified \\(ground truth contradiction\\) | optional | \\-45 |',
    );
    const today = new Date().toISOString().slice(5, 10);
    expect(result.summary).toContain(`\`\`\`mermaid\nxychart-beta`);
    expect(result.summary).toContain(`x-axis ["${today}"]`);
    expect(result.summary).toContain('  bar [-35]\n  line [50]\n```');
    expect(server.violations).toEqual([]);
  });

  it('two runs at once (the concurrency group queues them; here they overlap): a run that meets the moved branch fails naming the refusal, each event is recorded once, and the next run adds nothing', async () => {
    const { comment } = agentPullWithComment();
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '+1',
    });
    const runs = await Promise.all([heartbeat(node), heartbeat(node, 'workflow_dispatch')]);
    // The branch has one writer: a second one is never folded in, its push is refused and said so.
    const failed = runs.filter((r) => r.code !== 0);
    expect(failed.length).toBeLessThanOrEqual(1);
    for (const run of failed) {
      expect(run.code).toBe(1);
      expect(run.annotations[0]?.message).toMatch(
        /^Push failed: origin refused the push to heartbeat-state: \S/,
      );
    }
    expect(runs.filter((r) => r.code === 0).map((r) => r.outputs.score)).toContain('3');
    const events = async () => {
      const segments = (
        await git(bare, 'ls-tree', '--name-only', STATE_BRANCH, '.heartbeat/ledger/')
      )
        .split('\n')
        .filter(Boolean);
      return (
        await Promise.all(segments.map((path) => git(bare, 'show', `${STATE_BRANCH}:${path}`)))
      )
        .join('\n')
        .split('\n')
        .map((line) => JSON.parse(line) as { id: string; kind: string });
    };
    const recorded = await events();
    expect(await cycleCommits()).toEqual(['heartbeat: cycle 1 — score 3/50 (tightened)']);
    expect(recorded.filter((e) => e.kind === 'feedback')).toHaveLength(1);
    expect(recorded.filter((e) => e.kind === 'cycle')).toHaveLength(1);

    // The next run (queued behind them by the concurrency group) finds it all recorded.
    const next = await heartbeat(node);
    expect(next.code).toBe(0);
    expect(next.outputs).toMatchObject({ due: 'false', score: '3' });
    expect(await events()).toEqual(recorded);
    expect(server.violations).toEqual([]);
  });

  it('a not-due run with new feedback commits it without a cycle commit', async () => {
    await heartbeat(node); // cycle 1, just now
    const { comment } = agentPullWithComment();
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '+1',
    });
    const result = await heartbeat(node);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ due: 'false', score: '3' });
    expect(await cycleCommits()).toHaveLength(1);
    expect((await stateLog())[0]).toBe('heartbeat: feedback +3 (1 👍, 0 👎) — score 3/50');
    expect(result.summary).toContain('No cycle is due yet');
    expect(server.violations).toEqual([]);
  });

  it('a missing contract fails the step naming it, posts a failing score check, commits nothing', async () => {
    bare = await sandbox.bareRemote({ 'README.md': '# widgets\n' });
    const result = await heartbeat(node);
    expect(result.code).toBe(1);
    expect(result.annotations[0]?.message).toMatch(/^Bad input: HEARTBEAT\.md: not found/);
    expect(result.outputs.due).toBe('false');
    expect(await stateLog()).toEqual([]);
    const [check] = server.state.checkRuns({ name: 'heartbeat-gate / score' });
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(check?.output.summary).toContain('```\nHEARTBEAT.md: not found');
    expect(server.violations).toEqual([]);
  });

  it('with a token that may not write checks, the heartbeat still commits and warns', async () => {
    // The token may write contents (the state commit goes through the API) but not checks.
    server.refuseNext('checks/create', 403, 'Resource not accessible by integration');
    const result = await heartbeat(node, 'schedule');
    expect(result.code).toBe(0);
    expect(result.outputs.due).toBe('true');
    expect(await cycleCommits()).toHaveLength(1);
    expect(server.state.checkRuns({ name: 'heartbeat-gate / score' })).toEqual([]);
    expect(result.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', title: 'heartbeat-gate / score not posted' }),
    );
    expect(result.summary).toContain('Score 0/50');
  });
});
