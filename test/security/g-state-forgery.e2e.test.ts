// Class G (issue 26): the state the gate trusts is the heartbeat's own. GitHub signs the API
// commits of every workflow's GITHUB_TOKEN for github-actions[bot], so a signature is not enough:
// each state commit names its run (`Heartbeat-Run`), and the next scheduled run (the bundled
// Action under Node 24 against the local GitHub server) builds only on commits whose run GitHub
// says is the heartbeat workflow's, on the default branch, scheduled or dispatched, and that were
// written while it ran. Forged 👍s written with another run's token do not count and are reported.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
} from '../support/github-server/index.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const STATE = 'heartbeat-state';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';
const HEARTBEAT = '.github/workflows/heartbeat.yml';

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.addRepo(repository);
  bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
});

afterEach(async () => {
  await server.close();
  await sandbox.cleanup();
});

/** One scheduled run of the bundled Action on a fresh clone, whatever it concludes. */
async function scheduledRun() {
  return runScheduledAction({
    node: node24,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    workspace: await sandbox.clone(bare),
  });
}

async function heartbeat() {
  const result = await scheduledRun();
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result;
}

const ledgerAt = (rev: string) => ledgerAtRev(bare, rev);

const FORGED = [1, 2, 3, 4, 5].map((n) => `reaction:pull:${n}:alice:up`);

/**
 * Five 👍 "by alice" (+15), each a self-consistent state commit written through the API with a
 * workflow run's GITHUB_TOKEN (GitHub signs it for github-actions[bot]) naming `runId`.
 */
async function forgeThumbsUp(runId: number): Promise<string> {
  const agent = await sandbox.clone(bare);
  const github = new Octokit({ baseUrl: server.url, auth: 'ghs_other_workflow_token' });
  const publish = apiStatePublisher(github, repository, { id: runId, written: new Set() });
  for (const [n, id] of FORGED.entries()) {
    const forged = await recordFeedback({
      cwd: agent,
      branch: STATE,
      push: true,
      feedback: 'reactions',
      publish,
      now: new Date().toISOString(),
      direction: 'up',
      id,
      by: 'alice',
      source: `https://github.com/acme/widgets/pull/${n + 1}`,
    });
    expect(forged.delta).toBe(3);
  }
  const head = await git(bare, 'rev-parse', STATE);
  // What defended the state until now lets it through: signed by GitHub for github-actions[bot].
  expect(isSignedByGitHub(server.state, head)).toBe(true);
  const { data } = await github.rest.repos.getCommit({ ...repository, ref: head });
  expect(data.author?.login).toBe('github-actions[bot]');
  expect(
    await git(bare, 'log', '-1', '--format=%(trailers:key=Heartbeat-Run,valueonly)', head),
  ).toBe(String(runId));
  return head;
}

describe('class G: state the gate trusts is the heartbeat’s own', () => {
  it.each([
    [
      "another workflow's token (the agent's own workflow on its branch)",
      { path: '.github/workflows/agent-tools.yml', headBranch: 'agent/tools', event: 'push' },
      "is of the workflow `.github/workflows/agent-tools.yml`, not the heartbeat's `.github/workflows/heartbeat.yml`",
    ],
    [
      "the heartbeat workflow's token, dispatched on the agent's branch",
      { path: HEARTBEAT, headBranch: 'agent/state', event: 'workflow_dispatch' },
      'of the heartbeat workflow ran on the branch `agent/state`, not the trusted `main`',
    ],
    [
      "the heartbeat workflow's token in a pull_request run (from a PR whose head is main)",
      { path: HEARTBEAT, headBranch: 'main', event: 'pull_request' },
      "of the heartbeat workflow was triggered by `pull_request`, not by a schedule, a dispatch or a comment's deletion",
    ],
  ])(
    'five forged 👍 signed for github-actions[bot] with %s do not count, and are reported',
    async (_name, run, why) => {
      const first = await heartbeat();
      const trusted = await git(bare, 'rev-parse', STATE);
      const other = addWorkflowRun(server.state, { ...repository, ...run });
      const forged = await forgeThumbsUp(other.id);
      completeWorkflowRun(server.state, other);

      const before = server.requests.length;
      const second = await heartbeat();
      // The forged +15 is not in the score, nor in the state the run wrote.
      expect(second.outputs.score).toBe(first.outputs.score);
      const head = await git(bare, 'rev-parse', STATE);
      expect(await git(bare, 'rev-parse', `${head}^`)).toBe(forged);
      expect(await ledgerAt(forged)).toContain(FORGED[0]);
      for (const id of FORGED) expect(await ledgerAt(head)).not.toContain(id);
      for (const report of [
        second.summary,
        server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1)?.output.summary ?? '',
      ]) {
        expect(report).toContain('State branch tampered with');
        expect(report).toContain(forged.slice(0, 12));
        expect(report).toContain(trusted.slice(0, 12));
        expect(report).toContain(`signed by another workflow's token: run ${other.id} ${why}`);
      }
      // One lookup per distinct run: this run, the forged commits' run, the trusted head's run.
      const runs = server.requests
        .slice(before)
        .filter((r) => r.operationId === 'actions/get-workflow-run')
        .map((r) => r.path);
      expect(runs.length).toBe(new Set(runs).size);
      expect(runs).toContain(`/repos/acme/widgets/actions/runs/${other.id}`);
      expect(runs).toHaveLength(3);

      // The run after that builds on the restored state without a report.
      const third = await heartbeat();
      expect(third.summary).not.toContain('tampered');
      expect(third.outputs.score).toBe(first.outputs.score);
      expect(server.violations).toEqual([]);
    },
    120_000,
  );

  it("a forged 👍 naming the heartbeat's own finished run is written after it ended: not counted", async () => {
    const first = await heartbeat();
    const [last] = server.state.repo(repository.owner, repository.repo)!.workflowRuns.slice(-1);
    expect(last?.status).toBe('completed');
    // GitHub's clock a minute on: the forged commits are created after the run ended.
    const realClock = server.state.clock;
    server.state.clock = () => new Date(Date.now() + 60_000);
    const forged = await forgeThumbsUp(last!.id);
    server.state.clock = realClock;

    const second = await heartbeat();
    expect(second.outputs.score).toBe(first.outputs.score);
    expect(second.summary).toContain('State branch tampered with');
    expect(second.summary).toContain(forged.slice(0, 12));
    expect(second.summary).toMatch(
      new RegExp(`signed, but created at \\S+, outside run ${last!.id} `),
    );
    for (const id of FORGED)
      expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).not.toContain(id);
    expect(server.violations).toEqual([]);
  }, 120_000);

  it('the Action refuses to run as the heartbeat from a dispatch on another branch', async () => {
    const result = await runScheduledAction({
      node: node24,
      repository: `${repository.owner}/${repository.repo}`,
      apiUrl: server.url,
      workspace: await sandbox.clone(bare),
      workflow: { branch: 'agent/state' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.annotations.map((a) => a.message).join('\n')).toMatch(
      /this run is not the heartbeat \(run \d+ of the heartbeat workflow ran on the branch agent\/state, not the trusted main\)/,
    );
    // Nothing was written.
    expect(await git(bare, 'branch', '--list', STATE)).toBe('');
    expect(server.violations).toEqual([]);
  }, 60_000);
});

describe('class G: a state branch moved back is reported and not trusted', () => {
  const FEEDBACK = /"id":"(reaction:[^"]+:down)"/;

  /** Cycle 1, then an operator's 👎 on the agent's comment recorded (-10): both heads. */
  async function recordThumbsDown() {
    bare = await sandbox.bareRemote({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
    });
    server.state.setPermission({ ...repository, user: 'alice', permission: 'admin' });
    const first = await heartbeat();
    const older = await git(bare, 'rev-parse', STATE);
    const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    const comment = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'agent[bot]',
      body: 'Done, all green.',
    });
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '-1',
    });
    const second = await heartbeat();
    expect(Number(second.outputs.score)).toBe(Number(first.outputs.score) - 10);
    const recorded = await git(bare, 'rev-parse', STATE);
    const id = FEEDBACK.exec(await ledgerAt(recorded))?.[1];
    expect(id).toBeDefined();
    return { first, second, older, recorded, id: id!, comment };
  }

  /** The agent deletes its comment: the 👎 goes with it, no later poll finds it again. */
  function deleteThumbsDownComment(comment: { id: number }) {
    const stored = server.state.repo(repository.owner, repository.repo)!;
    stored.comments.delete(comment.id);
    stored.reactions = stored.reactions.filter(
      (r) => !(r.subject.kind === 'issueComment' && r.subject.id === comment.id),
    );
  }

  /** recordThumbsDown, then the agent takes the 👎 away and moves the branch back. */
  async function thumbsDownRecorded() {
    const { comment, ...heads } = await recordThumbsDown();
    const { older } = heads;
    // The agent deletes its comment and force-pushes the state branch back to the gate's own
    // older commit.
    deleteThumbsDownComment(comment);
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', '-f', 'origin', `${older}:refs/heads/${STATE}`);
    expect(await git(bare, 'rev-parse', STATE)).toBe(older);
    return heads;
  }

  it('a force push back to an older gate commit is reported, and the recorded -10 stays', async () => {
    const { second, older, recorded, id } = await thumbsDownRecorded();

    const third = await heartbeat();
    // The rolled-back state is not trusted: the -10 still counts.
    expect(third.outputs.score).toBe(second.outputs.score);
    const head = await git(bare, 'rev-parse', STATE);
    // Restored on top of the branch as the agent left it (a fast-forward, no force).
    expect(await git(bare, 'rev-parse', `${head}^`)).toBe(older);
    expect(await ledgerAt(head)).toContain(id);
    for (const report of [
      third.summary,
      server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1)?.output.summary ?? '',
    ]) {
      expect(report).toContain('State branch rolled back');
      expect(report).toContain(`head \`${older.slice(0, 12)}\` does not hold the state`);
      expect(report).toContain(recorded.slice(0, 12));
      expect(report).toContain('moved back (a force push)');
      expect(report).toContain(`this run scored from \`${recorded.slice(0, 12)}\``);
    }
    expect(third.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', title: 'state branch rolled back' }),
    );
    // The run after that builds on the restored head as usual.
    const fourth = await heartbeat();
    expect(fourth.summary).not.toContain('rolled back');
    expect(fourth.summary).not.toContain('tampered');
    expect(fourth.outputs.score).toBe(second.outputs.score);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('deleting the state branch is reported, and the branch comes back with the recorded -10', async () => {
    const { second, recorded, id } = await thumbsDownRecorded();
    // Not moved back this time: deleted (a fresh target, a fresh tier, every lie forgotten).
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', 'origin', `:refs/heads/${STATE}`);
    expect(await git(bare, 'branch', '--list', STATE)).toBe('');

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    // Created again at the recorded head (this run wrote on it, or left it there).
    const head = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'merge-base', '--is-ancestor', recorded, head).then(() => true)).toBe(
      true,
    );
    expect(await ledgerAt(head)).toContain(id);
    for (const report of [
      third.summary,
      server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1)?.output.summary ?? '',
    ]) {
      expect(report).toContain('State branch deleted');
      expect(report).toContain(`the branch was created again at \`${recorded.slice(0, 12)}\``);
    }
    expect(third.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', title: 'state branch rolled back' }),
    );
    const fourth = await heartbeat();
    expect(fourth.summary).not.toContain('State branch deleted');
    expect(fourth.outputs.score).toBe(second.outputs.score);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a deleted state branch whose head GitHub no longer serves fails every run until it is pushed back', async () => {
    const { second, recorded, id } = await thumbsDownRecorded();
    // The agent's clone still has the recorded commit: the operator's copy, pushed back below.
    const keeper = await sandbox.clone(bare);
    await git(keeper, 'fetch', '-q', 'origin', recorded);
    await git(keeper, 'push', '-q', 'origin', `:refs/heads/${STATE}`);
    await git(bare, 'reflog', 'expire', '--expire=now', '--all');
    await git(bare, 'gc', '-q', '--prune=now');
    expect(await git(bare, 'cat-file', '-t', recorded).catch(() => 'gone')).toBe('gone');

    // The heads it lost (the agent's force push back, then the deletion) are both gone.
    for (let n = 0; n < 2; n++)
      await failingRun(
        `the state branch ${STATE} is gone and what it held cannot be restored (GitHub no longer serves the heads it had`,
        recorded,
        `push the last state head back to refs/heads/${STATE}`,
      );

    await pushedBack(keeper, { second, recorded, id });
  }, 300_000);

  it('a state branch the operator renames, after pushing its head to the new name, keeps its state', async () => {
    const { second, recorded } = await recordThumbsDown();
    const operator = await sandbox.clone(bare);
    await git(operator, 'push', '-q', 'origin', `${recorded}:refs/heads/gate-state`);
    await writeFile(
      join(operator, '.heartbeat/config.json'),
      JSON.stringify({ agents: ['agent[bot]'], stateBranch: 'gate-state' }),
    );
    await git(operator, 'commit', '-qam', 'state branch renamed');
    await git(operator, 'push', '-q', 'origin', 'HEAD:main');

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    const head = await git(bare, 'rev-parse', 'gate-state');
    expect(await git(bare, 'merge-base', '--is-ancestor', recorded, head).then(() => true)).toBe(
      true,
    );
    expect(server.violations).toEqual([]);
  }, 180_000);

  /** The operator pushes the recorded head back: the next run scores from it, the -10 kept. */
  async function pushedBack(
    keeper: string,
    heads: { second: { outputs: Record<string, string> }; recorded: string; id: string },
  ) {
    await git(keeper, 'push', '-q', 'origin', `${heads.recorded}:refs/heads/${STATE}`);
    const back = await heartbeat();
    expect(back.outputs.score).toBe(heads.second.outputs.score);
    expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).toContain(heads.id);
    expect(server.violations).toEqual([]);
  }

  /** A scheduled run that must fail: its exit, the score check it left, the branch still gone. */
  async function failingRun(...expected: string[]) {
    const run = await scheduledRun();
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const check = server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1);
    expect(check?.conclusion).toBe('failure');
    for (const report of [run.stdout, check?.output.summary ?? ''])
      for (const text of expected) expect(report).toContain(text);
    // Nothing started empty.
    expect(await git(bare, 'branch', '--list', STATE)).toBe('');
    return run;
  }

  it('five failed runs in a row lose nothing: a branch deleted after them comes back with the -10', async () => {
    const { second, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    // Each run fails (a source it cannot read) and writes nothing.
    for (let n = 0; n < 5; n++) {
      server.refuseNext(
        'graphql:RecentPullsAndCommit',
        403,
        'Resource not accessible by integration',
      );
      const run = await scheduledRun();
      expect(run.code).not.toBe(0);
    }
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', 'origin', `:refs/heads/${STATE}`);

    const back = await heartbeat();
    expect(back.outputs.score).toBe(second.outputs.score);
    const head = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'merge-base', '--is-ancestor', recorded, head).then(() => true)).toBe(
      true,
    );
    expect(await ledgerAt(head)).toContain(id);
    expect(back.summary).toContain('State branch deleted');
    expect(server.violations).toEqual([]);
  }, 300_000);

  // The record the gate once kept in its own score checks could be buried under forged ones (any
  // workflow's token posts them as GitHub Actions) or edited in place: what GitHub's activity
  // lists of the branch cannot be, so none of that moves anything.
  it.each([
    ['moved back to an older gate commit', 'move back'],
    ['deleted', 'delete'],
  ] as const)(
    'a state branch %s under 1,000 forged score checks and the real one edited: restored with the -10',
    async (_name, how) => {
      const { second, older, recorded, id, comment } = await recordThumbsDown();
      deleteThumbsDownComment(comment);
      const stored = server.state.repo(repository.owner, repository.repo)!;
      const run = stored.workflowRuns.at(-1)!;
      const github = new Octokit({ baseUrl: server.url, auth: 'ghs_other_workflow_token' });
      // The real score check, edited by another workflow's token to name the older head.
      const real = server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1)!;
      await github.rest.checks.update({
        ...repository,
        check_run_id: Number(real.id),
        output: {
          title: 'score',
          summary: 'score',
          text: `Heartbeat-Run: ${run.id}\nHeartbeat-State: ${STATE} ${older}\n`,
        },
      });
      // 1,000 more naming the older head, a commit the gate did not write, or nothing.
      const served = await git(bare, 'rev-parse', 'main');
      for (let n = 0; n < 1_000; n++)
        server.state.addCheckRun({
          ...repository,
          headSha: run.headSha,
          name: 'heartbeat-gate / score',
          conclusion: 'success',
          output: {
            title: 'score',
            summary: 'score',
            text: `Heartbeat-Run: ${run.id}\nHeartbeat-State: ${STATE} ${[older, served, 'c0ffee'.repeat(6) + 'c0ff'][n % 3]}\n`,
          },
        });
      const agent = await sandbox.clone(bare);
      await git(
        agent,
        'push',
        '-q',
        '-f',
        'origin',
        how === 'delete' ? `:refs/heads/${STATE}` : `${older}:refs/heads/${STATE}`,
      );

      const third = await heartbeat();
      expect(third.outputs.score).toBe(second.outputs.score);
      const head = await git(bare, 'rev-parse', STATE);
      expect(await ledgerAt(head)).toContain(id);
      expect(third.summary).toContain(
        how === 'delete' ? 'State branch deleted' : 'State branch rolled back',
      );
      expect(third.summary).toContain(
        `${how === 'delete' ? 'created again at' : 'this run scored from'} \`${recorded.slice(0, 12)}\``,
      );
      expect(server.violations).toEqual([]);
    },
    240_000,
  );

  it('a force push of commits the gate never wrote, over a gate head, restores the gate head under them', async () => {
    const { second, older, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    // The agent first pushes a commit of its own on top (a fast-forward), then moves the branch
    // back: the head the force push took away is the agent's, the gate's state is under it.
    const agent = await sandbox.clone(bare);
    await git(agent, 'fetch', '-q', 'origin', STATE);
    await git(agent, 'checkout', '-q', 'FETCH_HEAD');
    await git(agent, 'commit', '-q', '--allow-empty', '-m', 'noise');
    await git(agent, 'push', '-q', 'origin', `HEAD:refs/heads/${STATE}`);
    await git(agent, 'push', '-q', '-f', 'origin', `${older}:refs/heads/${STATE}`);

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).toContain(id);
    expect(third.summary).toContain('State branch rolled back');
    expect(third.summary).toContain(`this run scored from \`${recorded.slice(0, 12)}\``);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a state branch the agent renames away through the API comes back with the -10', async () => {
    const { second, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    server.tokenUsers.set('ghs_agent_workflow', 'agent[bot]');
    const github = new Octokit({ baseUrl: server.url, auth: 'ghs_agent_workflow' });
    await github.rest.repos.renameBranch({ ...repository, branch: STATE, new_name: 'parked' });
    expect(await git(bare, 'branch', '--list', STATE)).toBe('');

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    const head = await git(bare, 'rev-parse', STATE);
    expect(await ledgerAt(head)).toContain(id);
    expect(third.summary).toContain('State branch deleted');
    expect(third.summary).toContain(`created again at \`${recorded.slice(0, 12)}\``);
    expect(server.violations).toEqual([]);
  }, 180_000);

  // A push that is no force push can lose a gate head too: GitHub lists it with the head it had.
  it('a merge pushed over the gate head, its first parent an older gate commit, restores the -10', async () => {
    const { second, older, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    // A fast-forward (the recorded head is its second parent), whose first parents the trust
    // walk follows down to the older state.
    const agent = await sandbox.clone(bare);
    await git(agent, 'fetch', '-q', 'origin', STATE);
    const merge = await git(
      agent,
      'commit-tree',
      `${older}^{tree}`,
      '-p',
      older,
      '-p',
      recorded,
      '-m',
      'merge',
    );
    await git(agent, 'push', '-q', 'origin', `${merge}:refs/heads/${STATE}`);

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    const head = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'rev-parse', `${head}^`)).toBe(merge);
    expect(await ledgerAt(head)).toContain(id);
    expect(third.summary).toContain('State branch rolled back');
    expect(third.summary).toContain(`this run scored from \`${recorded.slice(0, 12)}\``);
    expect(server.violations).toEqual([]);
  }, 180_000);

  /** The agent's 51 commits on the gate head, one push: more than the trust walk goes down. */
  async function buryGateHead(): Promise<string> {
    const agent = await sandbox.clone(bare);
    await git(agent, 'fetch', '-q', 'origin', STATE);
    await git(agent, 'checkout', '-q', 'FETCH_HEAD');
    for (let n = 0; n < 51; n++)
      await git(agent, 'commit', '-q', '--allow-empty', '-m', `noise ${n}`);
    await git(agent, 'push', '-q', 'origin', `HEAD:refs/heads/${STATE}`);
    return agent;
  }

  it('a gate head buried under 51 commits, then force-pushed back: restored with the -10', async () => {
    const { second, older, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    const agent = await buryGateHead();
    await git(agent, 'push', '-q', '-f', 'origin', `${older}:refs/heads/${STATE}`);

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).toContain(id);
    expect(third.summary).toContain('State branch rolled back');
    expect(third.summary).toContain(`this run scored from \`${recorded.slice(0, 12)}\``);
    expect(server.violations).toEqual([]);
  }, 240_000);

  it('a gate head buried under 51 commits (a fast-forward) does not start the state empty', async () => {
    const { second, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    await buryGateHead();

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    expect(await ledgerAt(await git(bare, 'rev-parse', STATE))).toContain(id);
    expect(third.summary).toContain(`this run scored from \`${recorded.slice(0, 12)}\``);
    expect(third.summary).not.toContain('starts again from an empty state');
    expect(server.violations).toEqual([]);
  }, 240_000);

  // Any workflow's token writes a commit GitHub signs for github-actions[bot]. One naming no run is
  // never the heartbeat's, whatever lies under it (there is no earlier version whose commits named
  // none): written after a force push, on a history naming no run, holding a self-consistent state
  // with a forged 👍 (+3), it neither hides the force push nor counts.
  it('a signed commit naming no run, holding a forged 👍 after a force push, is not trusted: restored with the -10', async () => {
    const { second, older, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    const agent = await sandbox.clone(bare);
    // The forged state: the gate's older one plus a 👍 "by alice", built as the gate would.
    await git(agent, 'branch', '-f', STATE, older);
    const forged = await recordFeedback({
      cwd: agent,
      branch: STATE,
      push: false,
      feedback: 'reactions',
      now: new Date().toISOString(),
      direction: 'up',
      id: FORGED[0]!,
      by: 'alice',
      source: 'https://github.com/acme/widgets/pull/1',
    });
    expect(forged.delta).toBe(3);
    await git(agent, 'push', '-q', 'origin', `${STATE}:refs/heads/agent/forged`);
    await git(agent, 'checkout', '-q', '--orphan', 'root');
    await git(agent, 'commit', '-q', '--allow-empty', '-m', 'root');
    const root = await git(agent, 'rev-parse', 'HEAD');
    await git(agent, 'push', '-q', '-f', 'origin', `${root}:refs/heads/${STATE}`);
    const github = new Octokit({ baseUrl: server.url, auth: 'ghs_other_workflow_token' });
    // GitHub dates the force push when it lands; the commit comes seconds later.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const { data } = await github.rest.git.createCommit({
      ...repository,
      message: `${await git(bare, 'log', '-1', '--format=%s', older)}\n`,
      tree: await git(agent, 'rev-parse', `${STATE}^{tree}`),
      parents: [root],
    });
    expect(isSignedByGitHub(server.state, data.sha)).toBe(true);
    await github.rest.git.updateRef({ ...repository, ref: `heads/${STATE}`, sha: data.sha });

    const third = await heartbeat();
    expect(third.outputs.score).toBe(second.outputs.score);
    const head = await git(bare, 'rev-parse', STATE);
    expect(await ledgerAt(head)).toContain(id);
    expect(await ledgerAt(head)).not.toContain(FORGED[0]);
    expect(third.summary).toContain('State branch rolled back');
    expect(third.summary).toContain(`this run scored from \`${recorded.slice(0, 12)}\``);
    expect(third.summary).toContain('State branch tampered with');
    expect(third.summary).toContain(`\`${data.sha.slice(0, 12)}\` heartbeat\\: cycle 1`);
    expect(third.summary).toContain('signed, but names no heartbeat run');
    expect(server.violations).toEqual([]);
  }, 240_000);

  // The gate writes on a moved-back state only when GitHub lists the move too late for the run
  // that wrote (here: listed only after it). Each state then lacks ledger lines of the other, and
  // either choice would drop some, a -10 among them: every run fails and writes nothing, naming
  // the states and the way on, until the operator moves the state to keep to a new branch.
  it('a rollback GitHub lists only after the gate wrote on the old state fails every run, which writes nothing, until the operator moves the state', async () => {
    const { second, older, recorded, id, comment: first } = await recordThumbsDown();
    deleteThumbsDownComment(first);
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', '-f', 'origin', `${older}:refs/heads/${STATE}`);
    // The activity of that push and the force push is held back: the gate's next run lists neither
    // (this server takes in what its hook logged at its next request).
    const github = new Octokit({ baseUrl: server.url, auth: 'ghs_other_workflow_token' });
    await github.rest.repos.get(repository);
    const stored = server.state.repo(repository.owner, repository.repo)!;
    const late = stored.pushes.filter((p) => p.before === recorded || p.after === recorded);
    expect(late.map((p) => p.activityType).sort()).toEqual(['force_push', 'push']);
    stored.pushes = stored.pushes.filter((p) => !late.includes(p));
    // A second 👎, on another comment of the agent's, recorded by that run on the old state.
    const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    const comment = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'agent[bot]',
      body: 'Also done.',
    });
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '-1',
    });
    const third = await heartbeat();
    expect(third.summary).not.toContain('rolled back');
    const diverged = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'rev-parse', `${diverged}^`)).toBe(older);
    const later = FEEDBACK.exec(await ledgerAt(diverged))?.[1];
    expect(later).toBeDefined();
    expect(later).not.toBe(id);
    expect(await ledgerAt(diverged)).not.toContain(id);

    // GitHub lists the moves now.
    stored.pushes.push(...late);
    for (let n = 0; n < 2; n++) {
      const run = await scheduledRun();
      expect(run.code).not.toBe(0);
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
      const check = server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1);
      expect(check?.conclusion).toBe('failure');
      for (const report of [run.stdout, check?.output.summary ?? '']) {
        expect(report).toContain(
          `the state branch ${STATE} holds gate states that each lack ledger lines of another: its head holds the state ${diverged.slice(0, 12)}, and GitHub's activity shows it had ${recorded.slice(0, 12)}`,
        );
        expect(report).toContain('push the state to keep to a new branch');
      }
      expect(await git(bare, 'rev-parse', STATE)).toBe(diverged);
    }

    // The way on: the state from before the move on a new branch; the second 👎 is polled again.
    const operator = await sandbox.clone(bare);
    await git(operator, 'fetch', '-q', 'origin', recorded);
    await git(operator, 'push', '-q', 'origin', `${recorded}:refs/heads/gate-state`);
    await writeFile(
      join(operator, '.heartbeat/config.json'),
      JSON.stringify({ agents: ['agent[bot]'], stateBranch: 'gate-state' }),
    );
    await git(operator, 'commit', '-qam', 'state branch moved');
    await git(operator, 'push', '-q', 'origin', 'HEAD:main');
    const moved = await heartbeat();
    expect(Number(moved.outputs.score)).toBe(Number(second.outputs.score) - 10);
    const kept = await ledgerAt(await git(bare, 'rev-parse', 'gate-state'));
    expect(kept).toContain(id);
    expect(kept).toContain(later!);
    expect(server.violations).toEqual([]);
  }, 400_000);

  it('more moves than are read since the last write fail the run, which writes nothing, until the operator moves the state', async () => {
    const { second, older, recorded, id, comment } = await recordThumbsDown();
    deleteThumbsDownComment(comment);
    // The rollback, then a flood that pushes it past what is read: two commits on the older
    // state, neither holding the other, so that each move between them is a force push.
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', '-f', 'origin', `${older}:refs/heads/${STATE}`);
    const shas: string[] = [];
    for (const name of ['a', 'b']) {
      await git(agent, 'checkout', '-q', '--detach', older);
      await git(agent, 'commit', '-q', '--allow-empty', '-m', name);
      shas.push(await git(agent, 'rev-parse', 'HEAD'));
    }
    await git(agent, 'push', '-q', 'origin', `${shas[0]}:refs/heads/a`, `${shas[1]}:refs/heads/b`);
    server.tokenUsers.set('ghs_agent_workflow', 'agent[bot]');
    const github = new Octokit({ baseUrl: server.url, auth: 'ghs_agent_workflow' });
    for (let n = 0; n < 1_001; n++)
      await github.rest.git.updateRef({
        ...repository,
        ref: `heads/${STATE}`,
        sha: shas[n % 2]!,
        force: true,
      });
    const flooded = await git(bare, 'rev-parse', STATE);

    // Every run fails and writes nothing: a write would move past the rollback for good.
    for (let n = 0; n < 2; n++) {
      const run = await scheduledRun();
      expect(run.code).not.toBe(0);
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
      const check = server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1);
      expect(check?.conclusion).toBe('failure');
      for (const report of [run.stdout, check?.output.summary ?? ''])
        expect(report).toContain(
          `GitHub's activity of the state branch ${STATE} since its trusted state was written could not be read whole`,
        );
      expect(await git(bare, 'rev-parse', STATE)).toBe(flooded);
    }

    // The way on it names: the last state head on a new branch, named in the configuration.
    const operator = await sandbox.clone(bare);
    await git(operator, 'fetch', '-q', 'origin', recorded);
    await git(operator, 'push', '-q', 'origin', `${recorded}:refs/heads/gate-state`);
    await writeFile(
      join(operator, '.heartbeat/config.json'),
      JSON.stringify({ agents: ['agent[bot]'], stateBranch: 'gate-state' }),
    );
    await git(operator, 'commit', '-qam', 'state branch moved');
    await git(operator, 'push', '-q', 'origin', 'HEAD:main');
    const moved = await heartbeat();
    expect(moved.outputs.score).toBe(second.outputs.score);
    expect(await ledgerAt(await git(bare, 'rev-parse', 'gate-state'))).toContain(id);
    expect(server.violations).toEqual([]);
  }, 400_000);
});
