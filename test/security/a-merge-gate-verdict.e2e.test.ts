// Class A (issue 26): the merge gate's verdict belongs to the change that would merge. Each
// attack is performed against the bundled Action on recorded payloads and the strict local
// GitHub server, and must leave the check on the commit red.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { PUSHES_LISTED } from '../../src/github/activity.js';
import { useGitHubServer } from '../helpers/github.js';
import { fakeSha } from '../support/github-server/state.js';
import { adaptPayload, loadWebhookExample } from '../support/webhooks.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  evidenceGate,
  issueCommentPayload,
  OWNER,
  PASSING,
  pullRequestPayload,
  REPO,
  seedAgentPullRequest,
} from '../action/pr-fixture.js';

const server = useGitHubServer();
let clock: Clock;
beforeEach(() => {
  clock = new Clock(server);
});

const gate = evidenceGate(server);

describe('class A: the verdict on a commit is the worst of every pull request it would merge as', () => {
  it('a second PR with the same head into a branch the agent owns does not turn the real PR green', async () => {
    // The real PR changes HEARTBEAT.md: it fails until an operator approves.
    const real = seedAgentPullRequest(server, clock);
    server.state.addPullFile({
      owner: OWNER,
      repo: REPO,
      pullNumber: real.number,
      filename: 'HEARTBEAT.md',
    });
    comment(server, clock, real.number, PASSING);
    await gate('pull_request', pullRequestPayload(real.number, real.headSha));
    expect(evidenceChecks(server, real.headSha).at(-1)?.conclusion).toBe('failure');

    // The decoy: same head commit, into the agent's own branch, whose diff holds no gate file.
    const decoy = server.state.addPullRequest({
      owner: OWNER,
      repo: REPO,
      user: AGENT,
      headRef: 'feature-1',
      headSha: real.headSha,
      baseRef: 'ralph-scratch',
      headPushedAt: null,
    });
    comment(server, clock, decoy.number, PASSING);
    const decoyRun = await gate('pull_request', {
      ...pullRequestPayload(decoy.number, real.headSha, 'opened'),
    });
    expect(decoyRun.code).toBe(0);
    const latest = evidenceChecks(server, real.headSha).at(-1);
    expect(latest?.conclusion).toBe('failure');
    expect(latest?.output.title).toContain(`#${real.number}`);
    expect(latest?.output.title).toContain('changes the gate itself');
    // And the decoy's comment event too (GitHub's issue_comment carries no head).
    await gate('issue_comment', issueCommentPayload(decoy.number));
    expect(evidenceChecks(server, real.headSha).at(-1)?.conclusion).toBe('failure');
  });

  it('a PR into a branch that is not the trusted one earns no passing verdict of its own', async () => {
    const pr = server.state.addPullRequest({
      owner: OWNER,
      repo: REPO,
      user: AGENT,
      baseRef: 'ralph-scratch',
    });
    clock.tick();
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'feat: widget',
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
    });
    comment(server, clock, pr.number, PASSING);
    await gate('issue_comment', issueCommentPayload(pr.number));
    const check = evidenceChecks(server, head.sha).at(-1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toContain('not the trusted branch main');
  });

  it("the configuration is the trusted branch's, not the base branch the agent chose", async () => {
    // The agent's branch carries a configuration that names no agent (so no claim is needed).
    server.state.addContent({
      owner: OWNER,
      repo: REPO,
      path: '.heartbeat/config.json',
      content: JSON.stringify({ agents: ['someone-else'] }),
      ref: 'ralph-scratch',
    });
    const pr = server.state.addPullRequest({
      owner: OWNER,
      repo: REPO,
      user: AGENT,
      baseRef: 'ralph-scratch',
    });
    clock.tick();
    server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'feat: widget',
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
    });
    await gate('issue_comment', issueCommentPayload(pr.number));
    const reads = server.requests.filter((r) => r.operationId === 'repos/get-content');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.query.ref).toBe('main');
  });

  it("commits an agent pushed into a person's PR under that person's name are gated, on every event", async () => {
    const pr = server.state.addPullRequest({ owner: OWNER, repo: REPO, user: 'alice' });
    clock.tick();
    // The commit says Alice wrote it, and GitHub maps her e-mail to her login: only the push is the agent's.
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: tidy',
      author: { name: 'Alice', email: 'alice@example.com', login: 'alice' },
      pushedBy: AGENT,
    });
    const pushed = adaptPayload(loadWebhookExample('pull_request', 'synchronize'), {
      owner: OWNER,
      repo: REPO,
      prNumber: pr.number,
      headSha: head.sha,
      baseRef: 'main',
      commenter: AGENT,
    });
    await gate('pull_request', pushed);
    expect(evidenceChecks(server, head.sha).at(-1)?.conclusion).toBe('failure');

    // Alice comments afterwards: the comment's run knows nothing of the push but GitHub's activity.
    comment(server, clock, pr.number, 'looks good', 'alice');
    await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    const check = evidenceChecks(server, head.sha).at(-1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).not.toContain('Not gated');
  });

  it("an agent's push into a person's PR, buried under more pushes to the branch than the gate reads, still gates it", async () => {
    // The branch the recorded synchronize payload names, so that both runs read the same one.
    const pr = server.state.addPullRequest({
      owner: OWNER,
      repo: REPO,
      user: 'alice',
      headRef: 'changes',
    });
    clock.tick();
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: tidy',
      author: { name: 'Alice', email: 'alice@example.com', login: 'alice' },
      pushedBy: AGENT,
    });
    // Then another account (a workflow the agent set off) pushes to the branch more often than
    // the gate reads: the agent's push falls outside the listing, and the event names the bot.
    for (let i = 0; i <= PUSHES_LISTED; i++) {
      server.state.addPush({
        owner: OWNER,
        repo: REPO,
        ref: 'changes',
        before: fakeSha(`flood ${i}`),
        after: fakeSha(`flood ${i + 1}`),
        actor: 'github-actions[bot]',
      });
    }
    clock.tick();
    const pushed = adaptPayload(loadWebhookExample('pull_request', 'synchronize'), {
      owner: OWNER,
      repo: REPO,
      prNumber: pr.number,
      headSha: head.sha,
      baseRef: 'main',
      commenter: 'github-actions[bot]',
    });
    await gate('pull_request', pushed);
    expect(evidenceChecks(server, head.sha).at(-1)?.conclusion).toBe('failure');

    comment(server, clock, pr.number, 'looks good', 'alice');
    await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    const check = evidenceChecks(server, head.sha).at(-1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).not.toContain('Not gated');
    // The branch's listing stops at the bound on each run: 10 requests, whatever more was pushed.
    const reads = server.requests.filter(
      (r) => r.operationId === 'repos/list-activities' && r.query.ref === 'refs/heads/changes',
    );
    expect(reads).toHaveLength(2 * (PUSHES_LISTED / 100));
  });

  it("a person's own PR, pushed by that person, is still not gated", async () => {
    const pr = server.state.addPullRequest({ owner: OWNER, repo: REPO, user: 'alice' });
    clock.tick();
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: tidy',
      author: { name: 'Alice', email: 'alice@example.com', login: 'alice' },
    });
    await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    expect(evidenceChecks(server, head.sha).at(-1)?.conclusion).toBe('neutral');
  });

  it('the docs and init tell the operator to require the check with GitHub Actions as its source', async () => {
    for (const file of ['README.md', 'docs/action.md']) {
      const text = await readFile(file, 'utf8');
      expect(text, file).toMatch(/GitHub Actions as its expected source/);
    }
    const dir = await mkdtemp(join(tmpdir(), 'hg-init-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: dir });
      const init = await runCli(['init', '--agent', AGENT], { cwd: dir });
      expect(init.code).toBe(0);
      expect(init.stdout).toContain('check with GitHub Actions\n    as its expected source');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
