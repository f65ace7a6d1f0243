// The local GitHub server enforces GitHub's documented limits, so that a test of the Action cannot
// agree with the code by construction: each limit, at the edge and one past it.
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from './index.js';

const repo = { owner: 'acme', repo: 'widgets' };
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
let server: GitHubServer;
let gh: Octokit;

beforeEach(async () => {
  server = await startGitHubServer();
  gh = new Octokit({ baseUrl: server.url, auth: 'write-token', log: quiet });
});
afterEach(async () => {
  await server.close();
});

async function rejection(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const e = (await call.then(
    () => undefined,
    (err: unknown) => err,
  )) as { status: number; message: string } | undefined;
  if (!e) throw new Error('the request succeeded');
  return e;
}

const completed = (headSha: string, output: Record<string, unknown>) => ({
  ...repo,
  name: 'gate',
  head_sha: headSha,
  conclusion: 'success' as const,
  output: { title: 't', summary: 's', ...output },
});

describe('check run output is limited in bytes of UTF-8', () => {
  it('takes 65,535 bytes and refuses 65,536 with 422, for the summary and the text', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const ok = await gh.checks.create(completed(pr.headSha, { summary: 'a'.repeat(65_535) }));
    expect(ok.status).toBe(201);
    expect(server.violations).toEqual([]);
    for (const field of ['summary', 'text']) {
      const e = await rejection(
        gh.checks.create(completed(pr.headSha, { [field]: 'a'.repeat(65_536) })),
      );
      expect(e.status).toBe(422);
    }
    expect(server.violations.map((v) => v.operationId)).toEqual(['checks/create', 'checks/create']);
  });

  it('counts ✅ as 3 bytes and 👍 as 4: 21,846 ticks are within the characters, over the bytes', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const ticks = '✅'.repeat(21_846); // 21,846 characters, 65,538 bytes
    expect(
      (await rejection(gh.checks.create(completed(pr.headSha, { summary: ticks })))).status,
    ).toBe(422);
    const thumbs = '👍'.repeat(16_384); // 32,768 UTF-16 units, 65,536 bytes
    const run = await gh.checks.create(completed(pr.headSha, { summary: 'ok' }));
    const e = await rejection(
      gh.checks.update({
        ...repo,
        check_run_id: run.data.id,
        output: { title: 't', summary: thumbs },
      }),
    );
    expect(e.status).toBe(422);
    expect(server.state.checkRuns({ headSha: pr.headSha })[0]?.output.summary).toBe('ok');
  });

  it('takes 50 annotations in one request and refuses 51', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const annotations = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        path: 'HEARTBEAT.md',
        start_line: 1,
        end_line: 1,
        annotation_level: 'warning' as const,
        message: `warning ${i}`,
      }));
    const run = await gh.checks.create(completed(pr.headSha, { annotations: annotations(50) }));
    expect(run.data.output.annotations_count).toBe(50);
    const e = await rejection(
      gh.checks.update({
        ...repo,
        check_run_id: run.data.id,
        output: { title: 't', summary: 's', annotations: annotations(51) },
      }),
    );
    expect(e.status).toBe(422);
  });
});

describe('comment bodies are limited to 65,536 characters', () => {
  it('takes 65,536 characters (of 4-byte emoji too) and refuses 65,537, on create and edit', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const where = { ...repo, issue_number: pr.number };
    const made = await gh.issues.createComment({ ...where, body: '👍'.repeat(32_768) });
    expect(made.status).toBe(201);
    expect(
      (await rejection(gh.issues.createComment({ ...where, body: 'a'.repeat(65_537) }))).status,
    ).toBe(422);
    const e = await rejection(
      gh.issues.updateComment({ ...repo, comment_id: made.data.id, body: 'a'.repeat(65_537) }),
    );
    expect(e.status).toBe(422);
    expect(e.message).toContain('body is too long (maximum is 65536 characters)');
  });
});

describe("a PR's lists stop where GitHub's do", () => {
  it('lists 250 commits in pages of 100 with Link headers, and serves the 260th by sha', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    for (let i = 0; i < 260; i++) {
      server.state.addPullCommit({ ...repo, pullNumber: pr.number, message: `commit ${i}` });
    }
    const first = await gh.pulls.listCommits({ ...repo, pull_number: pr.number, per_page: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.headers.link).toContain('rel="next"');
    const all = await gh.paginate(gh.pulls.listCommits, {
      ...repo,
      pull_number: pr.number,
      per_page: 100,
    });
    expect(all).toHaveLength(250);
    const head = server.state.pull({ ...repo, pullNumber: pr.number })?.headSha ?? '';
    expect(all.some((c) => c.sha === head)).toBe(false);
    const direct = await gh.repos.getCommit({ ...repo, ref: head });
    expect(direct.data.commit.message).toBe('commit 259');
    expect(server.violations).toEqual([]);
  });

  it('lists 3,000 files however many the PR changes', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    for (let i = 0; i < 3_001; i++) {
      server.state.addPullFile({ ...repo, pullNumber: pr.number, filename: `pad/${i}.txt` });
    }
    const files = await gh.paginate(gh.pulls.listFiles, {
      ...repo,
      pull_number: pr.number,
      per_page: 100,
    });
    expect(files).toHaveLength(3_000);
    const pull = await gh.pulls.get({ ...repo, pull_number: pr.number });
    expect(pull.data.changed_files).toBe(3_001);
  });
});

describe('secondary rate limits', () => {
  it('answers a burst with 403 and retry-after, then serves again', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    server.secondaryRateLimit(1, 7);
    const e = (await gh.pulls.get({ ...repo, pull_number: pr.number }).then(
      () => undefined,
      (err: unknown) => err,
    )) as {
      status: number;
      message: string;
      response: { headers: Record<string, string> };
    };
    expect(e.status).toBe(403);
    expect(e.message).toMatch(/secondary rate limit/);
    expect(e.response.headers['retry-after']).toBe('7');
    expect((await gh.pulls.get({ ...repo, pull_number: pr.number })).status).toBe(200);
    expect(server.violations).toEqual([]);
  });
});

describe('who the token is', () => {
  it('answers a user token with its login and GITHUB_TOKEN with 403, as GitHub does', async () => {
    server.tokenUsers.set('pat', 'ci-user');
    server.state.addUser('ci-user');
    const pat = new Octokit({ baseUrl: server.url, auth: 'pat', log: quiet });
    expect((await pat.users.getAuthenticated()).data.login).toBe('ci-user');
    expect((await rejection(gh.users.getAuthenticated())).status).toBe(403);
    expect(server.violations).toEqual([]);
  });
});

describe('refusals the description does not document', () => {
  it('refuses the next request to one operation, once, without a violation', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    server.refuseNext('issues/create-comment');
    const where = { ...repo, issue_number: pr.number };
    expect((await rejection(gh.issues.createComment({ ...where, body: 'x' }))).status).toBe(422);
    expect((await gh.issues.createComment({ ...where, body: 'x' })).status).toBe(201);
    expect(server.violations).toEqual([]);
  });
});

describe('what someone else does between two requests', () => {
  const aComment = () => {
    const pr = server.state.addPullRequest({ ...repo });
    const c = server.state.addIssueComment({
      ...repo,
      issueNumber: pr.number,
      user: 'a',
      body: 'x',
    });
    return { pr, c };
  };

  it('changes the state just before the next request to one operation, once', async () => {
    const { pr, c } = aComment();
    let edits = 0;
    server.beforeNext('issues/get-comment', () => {
      edits++;
      server.state.editIssueComment({ ...repo, commentId: c.id, body: 'y' });
    });
    await gh.issues.listComments({ ...repo, issue_number: pr.number });
    expect(edits).toBe(0);
    const read = () => gh.issues.getComment({ ...repo, comment_id: c.id });
    expect((await read()).data.body).toBe('y');
    await read();
    expect(edits).toBe(1);
    expect(server.violations).toEqual([]);
  });

  it('names a GraphQL query by its operation name', async () => {
    const { c } = aComment();
    server.beforeNext('graphql:Body', () => {
      server.state.clock = () => new Date(Date.now() + 60_000);
      server.state.editIssueComment({ ...repo, commentId: c.id, body: 'y' });
    });
    const id = Buffer.from(`IC:${repo.owner}/${repo.repo}:${c.id}`).toString('base64');
    const answer = await gh.graphql<{ node: { body: string; lastEditedAt: string | null } }>(
      'query Body($id: ID!) { node(id: $id) { ... on IssueComment { body lastEditedAt } } }',
      { id },
    );
    expect(answer.node.body).toBe('y');
    expect(answer.node.lastEditedAt).not.toBeNull();
    expect(server.violations).toEqual([]);
  });
});
