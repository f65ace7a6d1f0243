// Issue 6's security and robustness rules for the evidence gate, end to end under Node 24 (the
// runtime GitHub runs the Action on): stale claims, trailers only on the head, changes to the
// gate itself, fork PRs with a read-only token, merge queues, errors, and the cost of a busy PR.
import { beforeEach, describe, expect, it } from 'vitest';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { adaptPayload, loadWebhookExample } from '../support/webhooks.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  FAILING_LINT,
  issueCommentPayload,
  OWNER,
  PASSING,
  pullRequestPayload,
  renderedText,
  REPO,
  REPOSITORY,
  seedAgentPullRequest,
  stickyComments,
} from './pr-fixture.js';

const node24 = NODE_RUNTIMES.find((n) => n.name === 'node24')!;
const PASSING_TRAILER =
  'Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass';

const server = useGitHubServer();
let clock: Clock;
beforeEach(async () => {
  clock = new Clock(server);
});

const gate = (
  event: string,
  payload: Record<string, unknown>,
  options: { inputs?: Record<string, string>; token?: string } = {},
) =>
  runAction({
    node: node24,
    event,
    payload,
    repository: REPOSITORY,
    apiUrl: server.url,
    inputs: { agents: AGENT, ...options.inputs },
    ...(options.token ? { token: options.token } : {}),
  });

describe('claims are bound to the code they describe', () => {
  it('a comment claim written before the head was pushed is stale: the check says so and asks for a fresh claim', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    clock.tick();
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: one more change',
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
    });
    const result = await gate('pull_request', pullRequestPayload(pr.number, head.sha));
    const [check] = evidenceChecks(server, head.sha);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toBe(
      'build.done: the latest claim was written before the head commit was pushed; post a fresh claim',
    );
    expect(renderedText(check?.output.summary ?? '')).toContain('⏳ stale');
    expect(result.outputs.blocked).toBe('true');
  });

  it('a trailer claim counts on the head commit only', async () => {
    const pr = seedAgentPullRequest(server, clock, { message: `feat: x\n\n${PASSING_TRAILER}` });
    await gate('pull_request', pullRequestPayload(pr.number, pr.headSha));
    expect(evidenceChecks(server, pr.headSha)[0]?.conclusion).toBe('success');

    clock.tick();
    const next = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'refactor: y',
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
    });
    await gate('pull_request', pullRequestPayload(pr.number, next.sha));
    expect(evidenceChecks(server, next.sha)[0]?.conclusion).toBe('failure');
  });
});

describe('a change to the gate itself', () => {
  it('fails the check naming the files until an operator approves the head', async () => {
    const pr = seedAgentPullRequest(server, clock);
    server.state.addPullFile({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      filename: '.github/workflows/heartbeat-gate.yml',
    });
    server.state.addPullFile({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      filename: 'src/a.ts',
    });
    comment(server, clock, pr.number, PASSING);

    await gate('issue_comment', issueCommentPayload(pr.number));
    const [blocked] = evidenceChecks(server, pr.headSha);
    expect(blocked?.conclusion).toBe('failure');
    expect(blocked?.output.title).toContain('changes the gate itself');
    expect(blocked?.output.summary).toContain('`.github/workflows/heartbeat-gate.yml`');

    // An approval by someone who may only read does not count.
    server.state.setPermission({ owner: OWNER, repo: REPO, user: 'reader', permission: 'read' });
    server.state.addReview({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      user: 'reader',
      state: 'APPROVED',
    });
    await gate('issue_comment', issueCommentPayload(pr.number));
    expect(evidenceChecks(server, pr.headSha).at(-1)?.conclusion).toBe('failure');

    // An operator's approval of an older head does not count either.
    server.state.setPermission({ owner: OWNER, repo: REPO, user: 'bob', permission: 'admin' });
    server.state.addReview({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      user: 'bob',
      state: 'APPROVED',
      commitId: 'b'.repeat(40),
    });
    await gate('issue_comment', issueCommentPayload(pr.number));
    expect(evidenceChecks(server, pr.headSha).at(-1)?.conclusion).toBe('failure');

    server.state.setPermission({ owner: OWNER, repo: REPO, user: 'alice', permission: 'write' });
    server.state.addReview({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      user: 'alice',
      state: 'APPROVED',
    });
    const approved = await gate(
      'pull_request_review',
      adaptPayload(loadWebhookExample('pull_request_review', 'submitted'), {
        owner: OWNER,
        repo: REPO,
        prNumber: pr.number,
        headSha: pr.headSha,
        baseRef: 'main',
        commenter: 'alice',
      }),
    );
    expect(approved.code).toBe(0);
    const last = evidenceChecks(server, pr.headSha).at(-1);
    expect(last?.conclusion).toBe('success');
    expect(renderedText(last?.output.summary ?? '')).toContain(
      'approved by operator alice on this head',
    );
  });

  it('reads its configuration from the base branch, never from the PR', async () => {
    const pr = seedAgentPullRequest(server, clock);
    server.state.addContent({
      owner: OWNER,
      repo: REPO,
      path: '.heartbeat/config.json',
      content: JSON.stringify({ agents: [AGENT] }),
    });
    // The PR's own branch makes mallory an agent: ignored, the base branch decides.
    server.state.addContent({
      owner: OWNER,
      repo: REPO,
      ref: `feature-${pr.number}`,
      path: '.heartbeat/config.json',
      content: JSON.stringify({ agents: ['mallory'] }),
    });
    comment(server, clock, pr.number, PASSING, 'mallory');
    await gate('pull_request_target', pullRequestPayload(pr.number, pr.headSha), {
      inputs: { agents: '' },
    });
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.summary).toContain('#### Ignored claims');
    const reads = server.requests.filter((r) => r.operationId === 'repos/get-content');
    expect(reads.map((r) => r.query.ref)).toEqual(['main']);
  });
});

describe('every run posts a final conclusion', () => {
  it('a merge group gets the PR’s conclusion on the merge commit, without a comment', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    const payload = loadWebhookExample('merge_group', 'checks_requested');
    const group = payload.merge_group as Record<string, unknown>;
    group.head_ref = `refs/heads/gh-readonly-queue/main/pr-${pr.number}-${pr.headSha}`;
    group.head_sha = 'c'.repeat(40);
    const result = await gate('merge_group', adaptPayload(payload, { owner: OWNER, repo: REPO }));
    expect(result.code).toBe(0);
    expect(evidenceChecks(server, 'c'.repeat(40)).map((c) => c.conclusion)).toEqual(['success']);
    expect(stickyComments(server, pr.number)).toEqual([]);
  });

  it('a merge group without passing evidence fails on the merge commit', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, FAILING_LINT);
    const payload = loadWebhookExample('merge_group', 'checks_requested');
    const group = payload.merge_group as Record<string, unknown>;
    group.head_ref = `refs/heads/gh-readonly-queue/main/pr-${pr.number}-${pr.headSha}`;
    group.head_sha = 'd'.repeat(40);
    await gate('merge_group', adaptPayload(payload, { owner: OWNER, repo: REPO }));
    expect(evidenceChecks(server, 'd'.repeat(40)).map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('a broken configuration on the base branch fails the check and the job, naming the file and field', async () => {
    const pr = seedAgentPullRequest(server, clock);
    server.state.addContent({
      owner: OWNER,
      repo: REPO,
      path: '.heartbeat/config.json',
      content: JSON.stringify({ agents: 'ralph' }),
    });
    const result = await gate('pull_request', pullRequestPayload(pr.number, pr.headSha));
    expect(result.code).toBe(1);
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toMatch(
      /^heartbeat-gate could not judge the evidence: \.heartbeat\/config\.json: agents: /,
    );
    expect(result.annotations[0]?.message).toMatch(
      /^Bad input: \.heartbeat\/config\.json: agents: /,
    );
  });

  it('a bad input fails the check on the head and the job, naming the input', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    const result = await gate('pull_request', pullRequestPayload(pr.number, pr.headSha), {
      inputs: { 'mutation-warn-threshold': 'lots' },
    });
    expect(result.code).toBe(1);
    expect(evidenceChecks(server, pr.headSha).map((c) => [c.conclusion, c.output.title])).toEqual([
      [
        'failure',
        "heartbeat-gate could not judge the evidence: input 'mutation-warn-threshold' is not a number from 0 to 100",
      ],
    ]);
  });

  it('an API error fails the check on the head commit the payload names', async () => {
    // The payload names PR #7, which the API does not know: listing its commits is a 404.
    server.state.addRepo({ owner: OWNER, repo: REPO });
    const headSha = 'e'.repeat(40);
    const result = await gate('pull_request', pullRequestPayload(7, headSha));
    expect(result.code).toBe(1);
    const [check] = evidenceChecks(server, headSha);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toMatch(/^heartbeat-gate could not judge the evidence: /);
    expect(result.annotations).toContainEqual({
      level: 'error',
      message: expect.stringMatching(/^heartbeat-gate failed: Not Found/),
    });
  });

  it.each([
    ['names a pull request the API does not know', 'pr-99-'],
    ['names no pull request', 'not-a-queue-'],
  ])(
    'a merge group whose queue branch %s still fails on the merge commit',
    async (_what, prefix) => {
      server.state.addRepo({ owner: OWNER, repo: REPO });
      const payload = loadWebhookExample('merge_group', 'checks_requested');
      const group = payload.merge_group as Record<string, unknown>;
      group.head_ref = `refs/heads/gh-readonly-queue/main/${prefix}${'a'.repeat(40)}`;
      group.head_sha = 'f'.repeat(40);
      const result = await gate('merge_group', adaptPayload(payload, { owner: OWNER, repo: REPO }));
      expect(result.code).toBe(1);
      const [check] = evidenceChecks(server, 'f'.repeat(40));
      expect(check?.conclusion).toBe('failure');
      expect(check?.output.title).toMatch(/^heartbeat-gate could not judge the evidence: /);
    },
  );
});

describe('a fork PR with a read-only token', () => {
  it('does not crash: the result goes to the job summary and the job fails when the gate fails', async () => {
    const pr = seedAgentPullRequest(server, clock, { headRepo: 'ralph/widgets' });
    comment(server, clock, pr.number, FAILING_LINT);
    server.readOnlyTokens.add('ghs_fork');
    const failed = await gate('pull_request', pullRequestPayload(pr.number, pr.headSha), {
      token: 'ghs_fork',
    });
    expect(failed.code).toBe(1);
    expect(failed.annotations).toContainEqual({
      level: 'error',
      message: 'Evidence gate failed: build.blocked: evidence failing: lint',
    });
    expect(renderedText(failed.summary)).toContain("lint is 'fail', not 'lint: pass'");
    expect(evidenceChecks(server, pr.headSha)).toEqual([]);
    expect(stickyComments(server, pr.number)).toEqual([]);

    comment(server, clock, pr.number, PASSING);
    const passed = await gate('pull_request', pullRequestPayload(pr.number, pr.headSha), {
      token: 'ghs_fork',
    });
    expect(passed.code).toBe(0);
    expect(passed.outputs.blocked).toBe('false');
  });
});

describe('rate limits', () => {
  it('a PR with 1,000 comments costs 19 requests, every list at 100 a page', async () => {
    const pr = seedAgentPullRequest(server, clock);
    for (let i = 0; i < 999; i++) {
      server.state.addIssueComment({
        owner: OWNER,
        repo: REPO,
        issueNumber: pr.number,
        user: 'someone',
        body: `comment ${i}`,
      });
    }
    comment(server, clock, pr.number, PASSING);
    const before = server.requests.length;
    const result = await gate('pull_request', pullRequestPayload(pr.number, pr.headSha));
    expect(result.code).toBe(0);
    const requests = server.requests.slice(before);
    // 10 pages of comments; commits, files, reviews, the trusted branch's name and config, the
    // open PRs (any with the same head is judged too), the check suites (the push time on every
    // event is the earliest GitHub asserts); the check; the comment.
    expect(requests.length).toBeLessThanOrEqual(19);
    expect(requests.filter((r) => r.operationId === 'issues/list-comments')).toHaveLength(10);
    for (const r of requests.filter((q) => q.method === 'GET' && q.operationId?.includes('list'))) {
      expect(r.query.per_page, r.operationId).toBe('100');
    }
    expect(evidenceChecks(server, pr.headSha)[0]?.conclusion).toBe('success');
  });
});

describe('warnings', () => {
  it('mutation warnings become annotations; the check still passes', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(
      server,
      clock,
      pr.number,
      PASSING.replace('duplication: pass', 'duplication: pass, mutants: pass (65%)'),
    );
    const result = await gate('issue_comment', issueCommentPayload(pr.number), {
      inputs: { 'mutation-warn-threshold': '80' },
    });
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.conclusion).toBe('success');
    expect(check?.output.annotations_count).toBe(1);
    expect(result.annotations).toContainEqual({
      level: 'warning',
      title: 'build.done warning',
      message: expect.stringContaining('65% below threshold 80%'),
    });
  });

  it('three blocks in a row are called out as thrashing in the comment and the check', async () => {
    const pr = seedAgentPullRequest(server, clock);
    for (let i = 0; i < 3; i++) comment(server, clock, pr.number, FAILING_LINT);
    await gate('issue_comment', issueCommentPayload(pr.number));
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.output.title).toMatch(/; thrashing$/);
    expect(renderedText(stickyComments(server, pr.number)[0]?.body)).toContain(
      'Thrashing: build.done was blocked 3 times in a row',
    );
  });
});
