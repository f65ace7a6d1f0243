// Class C / F (issue 26): a comment claim describes the head its pull request had when the claim was
// written, not the head at the run that judges it. A cycle is judged at its due time by a run up to
// an hour later; the agent claims `build.done` on a red head and, before the run, pushes. Through
// the bundled Action against the local GitHub server, which records each push as GitHub's
// repository activity does (its `after` and the time GitHub set).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSHES_LISTED } from '../../src/github/activity.js';
import { GitSandbox, git, writeFiles } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import {
  AGENT,
  CI_TEST,
  doneComment,
  repository,
  scheduledRepo,
  VERDICTS,
} from '../helpers/scheduled-repo.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, repositoryWithCycle, stateHead, agentPush, redAgentPull } = scheduledRepo(
  sandbox,
  server,
);

/** The requests that listed the agent's PR branch's pushes (the heartbeat reads its own branch apart). */
const headBranchActivity = () =>
  server.requests.filter(
    (r) => r.operationId === 'repos/list-activities' && r.query.ref === 'refs/heads/agent/ship',
  );

beforeEach(() => {
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

/** `seconds` from now: the cycle the run judges falls due two minutes from now. */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** The agent commits on its branch `agent/ship` of `bare` and pushes; returns the new sha. */
async function pushOnShip(bare: string, file: string): Promise<string> {
  const clone = await sandbox.clone(bare);
  await git(clone, 'checkout', '-q', 'agent/ship');
  await writeFiles(clone, { [file]: `export const ${file.replace(/\W/g, '')} = 1;\n` });
  await git(clone, 'add', '-A');
  await git(clone, 'commit', '-q', '--author', AGENT, '-m', `feat: ${file}`);
  await git(clone, 'push', '-q', 'origin', 'agent/ship');
  return git(clone, 'rev-parse', 'HEAD');
}

const lie = (pullNumber: number, task = 'ship') =>
  server.state.addIssueComment({
    ...repository,
    issueNumber: pullNumber,
    user: 'agent[bot]',
    body: doneComment(task),
  });

/** The scheduled run charges the lie on `ship` as a contradiction on `sha`: -45. */
async function expectContradictionOn(bare: string, sha: string): Promise<void> {
  const result = await heartbeat(node24, bare);
  expect(result.code).toBe(0);
  expect(result.outputs).toMatchObject({ due: 'true', score: '-45' });
  const { trailers } = await stateHead(bare, VERDICTS);
  expect(trailers).toEqual([
    'Heartbeat-Verdict: ship not_verified contradiction',
    `Heartbeat-Reason: ship contradiction: check CI / test concluded failure on ${sha.slice(0, 12)}`,
  ]);
}

describe('class C / F: a comment claim is judged on the head its pull request had when it was written', () => {
  it('a lie on a red head, then a push before the run: still the contradiction, on the red head', async () => {
    const bare = await repositoryWithCycle(['- [ ] ship | Ship the widget | required'], CI_TEST);
    const { sha: red, pull } = await redAgentPull(bare);
    lie(pull.number);
    // A minute later, before the due time: a new head whose CI is still running at the due time
    // (it passes after it, before the run).
    const pushed = await pushOnShip(bare, 'later.ts');
    server.state.addPullCommit({
      ...repository,
      pullNumber: pull.number,
      sha: pushed,
      message: 'feat: later.ts',
      pushedAt: inSeconds(60),
    });
    server.state.addCheckRun({
      ...repository,
      headSha: pushed,
      name: 'CI / test',
      conclusion: 'success',
      startedAt: inSeconds(61),
      completedAt: inSeconds(150),
    });

    // -45, not the -2 of a claim whose ground truth had not concluded.
    await expectContradictionOn(bare, red);
    // The pushes to its branch: one request (the state branch's own moves are read apart).
    expect(headBranchActivity()).toHaveLength(1);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie on a red head pushed over a green one, force-pushed back before the run: the contradiction, on the red head', async () => {
    const bare = await repositoryWithCycle(['- [ ] ship | Ship the widget | required'], CI_TEST);
    // A green head first, pushed a minute ago.
    const green = await agentPush(bare, 'agent/ship', { 'ship.ts': 'export {};\n' }, 'feat: ship');
    const pull = server.state.addPullRequest({
      ...repository,
      user: 'agent[bot]',
      headRef: 'agent/ship',
      headSha: green.sha,
      createdAt: inSeconds(-60),
    });
    server.state.addCheckRun({
      ...repository,
      headSha: green.sha,
      name: 'CI / test',
      conclusion: 'success',
    });
    // Then a red one, and the lie on it.
    const red = await pushOnShip(bare, 'red.ts');
    server.state.addPullCommit({
      ...repository,
      pullNumber: pull.number,
      sha: red,
      message: 'feat: red.ts',
      pushedAt: inSeconds(-30),
    });
    server.state.addCheckRun({
      ...repository,
      headSha: red,
      name: 'CI / test',
      conclusion: 'failure',
    });
    lie(pull.number);
    // Before the due time, the branch is forced back to the green commit.
    await git(green.clone, 'push', '-q', '--force', 'origin', 'agent/ship');
    server.state.forcePushPull({
      ...repository,
      pullNumber: pull.number,
      sha: green.sha,
      message: 'feat: ship',
      pushedAt: inSeconds(60),
    });

    // -45, not the +10 of the green head it went back to.
    await expectContradictionOn(bare, red);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('pushed more often after the lie than the gate reads: not proven (-15), never judged on a later head', async () => {
    // Optional: with the claim judged on a head whose CI had not concluded, `unclear` (-2).
    const bare = await repositoryWithCycle(['- [ ] docs | Write the docs | optional'], CI_TEST);
    const { pull } = await redAgentPull(bare);
    const comment = lie(pull.number, 'docs');
    for (let i = 0; i < PUSHES_LISTED; i++) {
      server.state.addPullCommit({
        ...repository,
        pullNumber: pull.number,
        message: `chore: push ${i}`,
        pushedAt: inSeconds(60),
      });
    }

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ due: 'true', score: '-15' });
    const { trailers } = await stateHead(bare, VERDICTS);
    expect(trailers).toEqual([
      'Heartbeat-Verdict: docs not_verified',
      expect.stringMatching(
        new RegExp(
          `^Heartbeat-Reason: docs not proven: comment ${comment.id} on #${pull.number}: its head when written is unknown: its branch was pushed more often since than the gate reads \\(comment:${comment.id}:build\\.done\\)$`,
        ),
      ),
    ]);
    // The bound: 100 pushes a request.
    expect(headBranchActivity()).toHaveLength(PUSHES_LISTED / 100);
    expect(server.violations).toEqual([]);
  }, 180_000);
});
