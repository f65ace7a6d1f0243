// Class G (issue 26), re-runs: an operator re-runs a heartbeat run ("Re-run jobs"), and GitHub
// starts its next attempt under the same run id (GITHUB_RUN_ATTEMPT 2). Each state commit names
// its run and attempt, so the re-run builds on what its first attempt wrote instead of taking it
// for a forgery, while a commit forged in the run's name after its first attempt ended is still
// left out: it lies outside that attempt's window, as GitHub's API dates it. The bundled Action
// under Node 24 against the local GitHub server.
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordFeedback } from '../../src/app/record.js';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import { GitSandbox, git } from '../helpers/git.js';
import { ledgerAt as ledgerAtRev } from '../helpers/state.js';
import {
  addWorkflowRun,
  completeWorkflowRun,
  isSignedByGitHub,
  startGitHubServer,
  type GitHubServer,
  type WorkflowRunRecord,
} from '../support/github-server/index.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const STATE = 'heartbeat-state';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';
const OPERATOR_TOKEN = 'ghp_alice_token';

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.setPermission({ ...repository, user: 'alice', permission: 'admin' });
  server.tokenUsers.set(OPERATOR_TOKEN, 'alice');
  bare = await sandbox.bareRemote({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
  });
});

afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
  await sandbox.cleanup();
});

/** One scheduled run of the bundled Action on a fresh clone (as `rerun`'s next attempt when given). */
async function heartbeat(rerun?: WorkflowRunRecord) {
  const result = await runScheduledAction({
    node: node24,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    workspace: await sandbox.clone(bare),
    ...(rerun ? { rerun } : {}),
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result;
}

/** The newest run GitHub recorded (the last heartbeat's). */
const lastRun = () => server.state.repo(repository.owner, repository.repo)!.workflowRuns.at(-1)!;

/** The operator re-runs `run` through GitHub's API, as "Re-run jobs" does. */
async function rerun(run: WorkflowRunRecord) {
  const operator = new Octokit({ baseUrl: server.url, auth: OPERATOR_TOKEN });
  const { status } = await operator.rest.actions.reRunWorkflow({ ...repository, run_id: run.id });
  expect(status).toBe(201);
  const { data } = await operator.rest.actions.getWorkflowRun({ ...repository, run_id: run.id });
  expect(data).toMatchObject({ id: run.id, run_attempt: 2, status: 'in_progress' });
}

const trailers = async (sha: string) =>
  (
    await git(
      bare,
      'log',
      '-1',
      '--format=%(trailers:key=Heartbeat-Run,valueonly,separator=%x2C)/%(trailers:key=Heartbeat-Run-Attempt,valueonly)',
      sha,
    )
  ).trim();

const ledgerAt = (rev: string) => ledgerAtRev(bare, rev);

/** An operator's 👎 on a comment of the agent's (-10 once polled). */
function thumbsDown() {
  const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
  const comment = server.state.addIssueComment({
    ...repository,
    issueNumber: pr.number,
    user: 'agent[bot]',
    body: 'Done, all green.',
  });
  server.state.addReaction({ ...repository, commentId: comment.id, user: 'alice', content: '-1' });
  return comment;
}

const attemptReads = (from: number) =>
  server.requests
    .slice(from)
    .filter((r) => r.operationId === 'actions/get-workflow-run-attempt')
    .map((r) => r.path);

describe('class G: a re-run of a heartbeat run', () => {
  it('builds on what its first attempt wrote: the recorded -10 stays, nothing is reported', async () => {
    const first = await heartbeat();
    const comment = thumbsDown();
    const attempt1 = await heartbeat();
    expect(Number(attempt1.outputs.score)).toBe(Number(first.outputs.score) - 10);
    const run = lastRun();
    expect(run).toMatchObject({ status: 'completed', runAttempt: 1 });
    const recorded = await git(bare, 'rev-parse', STATE);
    expect(await trailers(recorded)).toBe(`${run.id}/1`);
    const id = /"id":"(reaction:[^"]+:down)"/.exec(await ledgerAt(recorded))?.[1];
    expect(id).toBeDefined();
    // The agent deletes its comment (its 👎 goes with it): only attempt 1's record holds the -10.
    const stored = server.state.repo(repository.owner, repository.repo)!;
    stored.comments.delete(comment.id);
    stored.reactions = stored.reactions.filter(
      (r) => !(r.subject.kind === 'issueComment' && r.subject.id === comment.id),
    );
    thumbsDown(); // a new 👎 for the re-run to record on top

    await rerun(run);
    const before = server.requests.length;
    const attempt2 = await heartbeat(run);
    expect(attempt2.summary).not.toContain('tampered');
    expect(attempt2.annotations.map((a) => a.message).join('\n')).not.toContain('tampered');
    expect(Number(attempt2.outputs.score)).toBe(Number(first.outputs.score) - 20);
    const head = await git(bare, 'rev-parse', STATE);
    // Written on attempt 1's commit, naming the second attempt.
    expect(await git(bare, 'rev-parse', `${head}^`)).toBe(recorded);
    expect(await trailers(head)).toBe(`${run.id}/2`);
    expect(await ledgerAt(head)).toContain(id);
    // One request more than a run's: attempt 1 of this run, as GitHub dates it.
    expect(attemptReads(before)).toEqual([`/repos/acme/widgets/actions/runs/${run.id}/attempts/1`]);

    // The next run builds on attempt 2's commit, asking nothing about attempts.
    const after = server.requests.length;
    const next = await heartbeat();
    expect(next.summary).not.toContain('tampered');
    expect(next.outputs.score).toBe(attempt2.outputs.score);
    expect(attemptReads(after)).toEqual([]);
  }, 180_000);

  it.each([
    [
      'its first attempt, which had ended',
      1,
      (run: number) => new RegExp(`signed, but created at \\S+, outside run ${run} \\(attempt 1: `),
    ],
    [
      'the running attempt, which did not write it',
      2,
      (run: number) =>
        new RegExp(
          `signed, but names this very run \\(${run}, attempt 2\\), which did not write it`,
        ),
    ],
    [
      'an attempt not started',
      3,
      (run: number) =>
        new RegExp(`signed, but names attempt 3 of this very run \\(${run}\\), which is attempt 2`),
    ],
  ])(
    "a 👍 forged with another workflow's token while attempt 2 runs, naming %s, is left out and reported",
    async (_name, attempt, why) => {
      const first = await heartbeat();
      const run = lastRun();
      const trusted = await git(bare, 'rev-parse', STATE);
      // Attempt 1 has ended (GitHub's clock is in seconds): the forger writes after it.
      await new Promise((done) => setTimeout(done, 1100));
      await rerun(run);

      const other = addWorkflowRun(server.state, {
        ...repository,
        path: '.github/workflows/agent-tools.yml',
        headBranch: 'agent/tools',
        event: 'push',
      });
      const github = new Octokit({ baseUrl: server.url, auth: 'ghs_other_workflow_token' });
      const forged = await recordFeedback({
        cwd: await sandbox.clone(bare),
        branch: STATE,
        push: true,
        feedback: 'reactions',
        publish: apiStatePublisher(github, repository, {
          id: run.id,
          attempt,
          written: new Set(),
        }),
        now: new Date().toISOString(),
        direction: 'up',
        id: 'reaction:pull:1:alice:up',
        by: 'alice',
        source: 'https://github.com/acme/widgets/pull/2',
      });
      expect(forged.delta).toBe(3);
      completeWorkflowRun(server.state, other);
      const forgedHead = await git(bare, 'rev-parse', STATE);
      expect(isSignedByGitHub(server.state, forgedHead)).toBe(true);
      expect(await trailers(forgedHead)).toBe(`${run.id}/${attempt}`);

      const attempt2 = await heartbeat(run);
      expect(attempt2.outputs.score).toBe(first.outputs.score);
      expect(attempt2.summary).toContain('State branch tampered with');
      expect(attempt2.summary).toContain(forgedHead.slice(0, 12));
      expect(attempt2.summary).toContain(trusted.slice(0, 12));
      expect(attempt2.summary).toMatch(why(run.id));
      expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).not.toContain(
        'reaction:pull:1:alice:up',
      );
    },
    120_000,
  );
  // A run named twice is one run: the check that this process wrote it is not skipped.
  it('a 👍 forged while attempt 2 runs, naming the running attempt twice, is left out and reported', async () => {
    const first = await heartbeat();
    const run = lastRun();
    const trusted = await git(bare, 'rev-parse', STATE);
    await new Promise((done) => setTimeout(done, 1100));
    await rerun(run);

    const github = new Octokit({ baseUrl: server.url, auth: 'ghs_other_workflow_token' });
    const agent = await sandbox.clone(bare);
    await git(agent, 'checkout', '-q', '-B', STATE, `origin/${STATE}`);
    const forged = await recordFeedback({
      cwd: agent,
      branch: STATE,
      push: false,
      feedback: 'reactions',
      now: new Date().toISOString(),
      direction: 'up',
      id: 'reaction:pull:1:alice:up',
      by: 'alice',
      source: 'https://github.com/acme/widgets/pull/2',
    });
    expect(forged.delta).toBe(3);
    await git(agent, 'push', '-q', 'origin', `${STATE}:refs/heads/agent/forged`);
    const subject = await git(agent, 'log', '-1', '--format=%s', STATE);
    const { data } = await github.rest.git.createCommit({
      ...repository,
      message: `${subject}\n\nHeartbeat-Run: ${run.id}\nHeartbeat-Run: ${run.id}\nHeartbeat-Run-Attempt: 2\n`,
      tree: await git(agent, 'rev-parse', `${STATE}^{tree}`),
      parents: [trusted],
    });
    await github.rest.git.updateRef({ ...repository, ref: `heads/${STATE}`, sha: data.sha });
    expect(isSignedByGitHub(server.state, data.sha)).toBe(true);
    expect(await trailers(data.sha)).toBe(`${run.id},${run.id}/2`);

    const attempt2 = await heartbeat(run);
    expect(attempt2.outputs.score).toBe(first.outputs.score);
    expect(attempt2.summary).toContain('State branch tampered with');
    expect(attempt2.summary).toContain(data.sha.slice(0, 12));
    expect(attempt2.summary).toMatch(
      new RegExp(
        `signed, but names this very run \\(${run.id}, attempt 2\\), which did not write it`,
      ),
    );
    expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).not.toContain(
      'reaction:pull:1:alice:up',
    );
  }, 120_000);
});
