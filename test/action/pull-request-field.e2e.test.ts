// Issue 12 (items 1, 2, 3, 6) and issue 19.4, end to end: the bundle under Node 24 on recorded
// payloads, against the local GitHub server that refuses what GitHub refuses (check output over
// 65,535 bytes, comments over 65,536 characters) and lists what GitHub lists (250 commits, 3,000
// files). Each test performs what a real repository meets, or what a dishonest agent would try.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  issueCommentPayload,
  OWNER,
  PASSING,
  pullRequestPayload,
  REPO,
  renderedText,
  REPOSITORY,
  seedAgentPullRequest,
  stickyComments,
} from './pr-fixture.js';

const node24 = NODE_RUNTIMES.find((n) => n.name === 'node24')!;
const PASSING_TRAILER =
  'Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass';
const STALE_TITLE =
  'build.done: the latest claim was written before the head commit was pushed; post a fresh claim';

let server: GitHubServer;
let clock: Clock;
beforeEach(async () => {
  server = await startGitHubServer();
  clock = new Clock(server);
});
afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
});

const gate = (
  event: string,
  payload: Record<string, unknown>,
  inputs: Record<string, string> = {},
) =>
  runAction({
    node: node24,
    event,
    payload,
    repository: REPOSITORY,
    apiUrl: server.url,
    inputs: { agents: AGENT, ...inputs },
  });

/** The synchronize payload as GitHub sends it for a push at `pushedAt` (the PR's updated_at). */
function pushPayload(number: number, headSha: string, pushedAt: string) {
  const payload = pullRequestPayload(number, headSha);
  (payload.pull_request as Record<string, unknown>).updated_at = pushedAt;
  return payload;
}

const bytes = (text: string | null | undefined) => Buffer.byteLength(text ?? '', 'utf8');

describe('no comment can break the gate (12.1)', () => {
  it("a 65,000-character hostile comment beside the agent's passing claim: success, within GitHub's limits, exit 0", async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, `Done.\n\n${PASSING}`);
    // 28 fenced blocks whose info strings are 2,300-character "topics", with mentions, HTML and
    // ANSI escapes inside, by someone who is neither a collaborator nor the agent.
    const info = (i: number) => `evil${i}.`.padEnd(2_300, 'a');
    const block = (i: number) => `\`\`\`${info(i)}\nx\n\`\`\`\n`;
    let hostile = `@octocat @acme/everyone <img src=x onerror=alert(1)> <!-- \u001b[31mred\u001b[0m -->\n`;
    hostile += Array.from({ length: 28 }, (_, i) => block(i)).join('');
    hostile += '✅'.repeat(65_000 - hostile.length);
    expect(hostile).toHaveLength(65_000);
    comment(server, clock, pr.number, hostile, 'mallory');

    const result = await gate('issue_comment', issueCommentPayload(pr.number, 'mallory'));
    expect(result.code).toBe(0);
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.conclusion).toBe('success');
    expect(check?.output.title).toBe('Evidence accepted: build.done');
    expect(bytes(check?.output.summary)).toBeLessThanOrEqual(65_535);
    const [sticky] = stickyComments(server, pr.number);
    expect(sticky?.body?.length).toBeLessThanOrEqual(65_536);
    expect(sticky?.body).toContain('#### Ignored claims');
    // Each hostile topic is clipped to one short item, and none of its text escapes a code span.
    expect(sticky?.body).not.toContain('a'.repeat(200));
    expect(sticky?.body).not.toContain('@octocat');
    expect(sticky?.body).not.toContain('\u001b');
    expect(result.summary).toContain('| `build.done` | required | ✅ accepted |');
  });
});

describe('a write GitHub refuses does not change the verdict (12.1)', () => {
  it('a refused check and comment are written again once with a minimal body linking to the job summary; the job passes', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    server.refuseNext('checks/create');
    server.refuseNext('issues/create-comment');
    const result = await gate('issue_comment', issueCommentPayload(pr.number));
    expect(result.code).toBe(0);
    expect(result.outputs.blocked).toBe('false');
    const checks = evidenceChecks(server, pr.headSha);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.conclusion).toBe('success');
    expect(checks[0]?.output.title).toBe('Evidence accepted: build.done');
    expect(checks[0]?.output.summary).toContain(
      '[job summary](https://github.com/acme/widgets/actions/runs/4242)',
    );
    const [sticky] = stickyComments(server, pr.number);
    expect(renderedText(sticky?.body)).toContain('✅ Evidence accepted: build.done');
    expect(sticky?.body).toContain('[job summary]');
    // The full report is in the job summary, written before the writes.
    expect(result.summary).toContain('| `build.done` | required | ✅ accepted |');
  });
});

describe('stale claims are stale on every event (12.2)', () => {
  it('a claim older than the push fails on synchronize, and still on an unrelated comment, whatever date the commit carries', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    clock.tick(5);
    // The agent pushes new code and backdates the commit to before its claim.
    const backdated = '2026-11-20T09:00:00Z';
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: one more change',
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT, date: backdated },
    });
    const pushedAt = new Date(Date.parse('2026-11-20T10:00:00Z') + 8 * 60_000).toISOString();
    const synced = await gate('pull_request', pushPayload(pr.number, head.sha, pushedAt));
    expect(synced.outputs.blocked).toBe('true');
    expect(evidenceChecks(server, head.sha).at(-1)?.output.title).toBe(STALE_TITLE);

    clock.tick();
    comment(server, clock, pr.number, 'Any news on this one?', 'alice');
    const commented = await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    expect(commented.outputs.blocked).toBe('true');
    const checks = evidenceChecks(server, head.sha);
    expect(checks.map((c) => c.conclusion)).toEqual(['failure', 'failure']);
    expect(checks[1]?.output.title).toBe(STALE_TITLE);
    expect(checks[1]?.output.summary).toContain('⏳ stale');
  });
});

describe('a push the gate never saw is dated by GitHub, not by the commit (12.2)', () => {
  const backdatedPush = (number: number, pushedAt?: null) =>
    server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: number,
      message: 'fix: one more change',
      author: {
        name: 'Ralph',
        email: 'ralph@example.com',
        login: AGENT,
        date: '2026-11-20T09:00:00Z',
      },
      ...(pushedAt === null ? { pushedAt } : {}),
    });

  it('the synchronize run was cancelled: a claim older than the check suite GitHub made on the push is stale', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    clock.tick(5);
    // Pushed with a commit date before the claim; no gate run saw the push.
    const head = backdatedPush(pr.number);
    clock.tick();
    comment(server, clock, pr.number, 'Any news on this one?', 'alice');
    const result = await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    expect(result.outputs.blocked).toBe('true');
    expect(evidenceChecks(server, head.sha).at(-1)?.output.title).toBe(STALE_TITLE);
  });

  it('GitHub lists no check suite on the head: no earlier claim counts until the agent claims again', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    clock.tick(5);
    const head = backdatedPush(pr.number, null);
    clock.tick();
    const first = await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    expect(first.outputs.blocked).toBe('true');
    expect(evidenceChecks(server, head.sha).at(-1)?.conclusion).toBe('failure');
    expect(renderedText(stickyComments(server, pr.number)[0]?.body)).toContain(
      'claims made before this run are not counted: post the claim again',
    );

    clock.tick();
    comment(server, clock, pr.number, `Claimed again.\n\n${PASSING}`);
    const again = await gate('issue_comment', issueCommentPayload(pr.number));
    expect(again.outputs.blocked).toBe('false');
    expect(evidenceChecks(server, head.sha).at(-1)?.conclusion).toBe('success');
  });
});

describe("people's PRs are not blocked (12.3)", () => {
  const personPullRequest = (commitBy: string) => {
    server.state.setPermission({ owner: OWNER, repo: REPO, user: 'alice', permission: 'maintain' });
    const pr = server.state.addPullRequest({ owner: OWNER, repo: REPO, user: 'alice' });
    clock.tick();
    server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'feat: by hand',
      author: { name: 'Alice', email: 'alice@example.com', login: commitBy },
    });
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'docs: typo',
      author: { name: 'Alice', email: 'alice@example.com', login: 'alice' },
    });
    return { number: pr.number, headSha: head.sha };
  };

  it("a maintainer's own PR with no claim passes as neutral, naming why, without a comment", async () => {
    const pr = personPullRequest('alice');
    const payload = pullRequestPayload(pr.number, pr.headSha);
    (payload.pull_request as { user: { login: string } }).user.login = 'alice';
    const result = await gate('pull_request', payload);
    expect(result.code).toBe(0);
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.conclusion).toBe('neutral');
    expect(check?.output.title).toBe(
      'Not gated: alice is not an agent, and no agent wrote or pushed a commit of this pull request',
    );
    expect(result.outputs.blocked).toBe('false');
    expect(stickyComments(server, pr.number)).toEqual([]);
  });

  it("a person's PR carrying an agent's commit is gated, and so is every PR with gate: all", async () => {
    const withAgent = personPullRequest(AGENT);
    await gate('issue_comment', issueCommentPayload(withAgent.number, 'alice'));
    expect(evidenceChecks(server, withAgent.headSha)[0]?.conclusion).toBe('failure');
    expect(stickyComments(server, withAgent.number)).toHaveLength(1);

    const own = personPullRequest('alice');
    await gate('issue_comment', issueCommentPayload(own.number, 'alice'), { gate: 'all' });
    expect(evidenceChecks(server, own.headSha)[0]?.conclusion).toBe('failure');
  });
});

describe('long PRs (12.6)', () => {
  it('a 260-commit PR with a passing trailer on the head passes: the head is read by sha', async () => {
    const pr = seedAgentPullRequest(server, clock);
    for (let i = 0; i < 258; i++) {
      server.state.addPullCommit({
        owner: OWNER,
        repo: REPO,
        pullNumber: pr.number,
        message: `chore: step ${i}`,
        author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
      });
    }
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: `feat: done\n\n${PASSING_TRAILER}`,
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
    });
    expect(
      server.state.pull({ owner: OWNER, repo: REPO, pullNumber: pr.number })?.commits,
    ).toHaveLength(260);
    const result = await gate('pull_request', pullRequestPayload(pr.number, head.sha));
    expect(result.code).toBe(0);
    expect(evidenceChecks(server, head.sha)[0]?.conclusion).toBe('success');
  });
});

describe('fail closed (19.4)', () => {
  it('3,000 padding files hide nothing: a HEARTBEAT.md change beyond the list fails as a change to the gate', async () => {
    const pr = seedAgentPullRequest(server, clock, { message: `feat: x\n\n${PASSING_TRAILER}` });
    for (let i = 0; i < 3_000; i++) {
      server.state.addPullFile({
        owner: OWNER,
        repo: REPO,
        pullNumber: pr.number,
        filename: `pad/${i}.txt`,
      });
    }
    server.state.addPullFile({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      filename: 'HEARTBEAT.md',
    });
    const result = await gate('issue_comment', issueCommentPayload(pr.number));
    expect(result.outputs.blocked).toBe('true');
    const [check] = evidenceChecks(server, pr.headSha);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toContain('GitHub listed only 3000 of the changed files');
  });

  it("edits only the sticky comment its own token wrote, never another's carrying the marker", async () => {
    const pr = seedAgentPullRequest(server, clock);
    const marker = '<!-- heartbeat-gate:evidence -->';
    const fake = `${marker}\n### ✅ Evidence accepted: build.done`;
    const botComment = comment(server, clock, pr.number, fake, 'helper-bot[bot]');
    const agentComment = comment(server, clock, pr.number, `${fake}\n\n${PASSING}`);
    await gate('issue_comment', issueCommentPayload(pr.number));
    const comments = server.state.issueComments(OWNER, REPO, pr.number);
    expect(comments.find((c) => c.id === botComment)?.body).toBe(fake);
    expect(comments.find((c) => c.id === agentComment)?.body).toBe(`${fake}\n\n${PASSING}`);
    const ours = stickyComments(server, pr.number).filter(
      (c) => c.user?.login === 'github-actions[bot]',
    );
    expect(ours).toHaveLength(1);
    expect(renderedText(ours[0]?.body)).toContain('Evidence accepted: build.done');
  });
});
