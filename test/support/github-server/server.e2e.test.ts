import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addWorkflowRun,
  completeWorkflowRun,
  startGitHubServer,
  type GitHubServer,
  type Permission,
} from './index.js';

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

/** The rejection an Octokit call ended with. */
async function rejection(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const e = (await call.then(
    () => undefined,
    (err: unknown) => err,
  )) as { status: number; message: string } | undefined;
  if (!e) throw new Error('the request succeeded');
  return e;
}

describe('check runs', () => {
  it('creates a check run, then completes it with output and annotations', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const created = await gh.checks.create({
      ...repo,
      name: 'heartbeat-gate / evidence',
      head_sha: pr.headSha,
      status: 'in_progress',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      status: 'in_progress',
      conclusion: null,
      completed_at: null,
    });
    expect(created.data.pull_requests.map((p) => p.number)).toEqual([pr.number]);

    const updated = await gh.checks.update({
      ...repo,
      check_run_id: created.data.id,
      conclusion: 'failure',
      output: {
        title: 'build.done blocked',
        summary: 'lint failed',
        annotations: [
          {
            path: 'src/a.ts',
            start_line: 3,
            end_line: 3,
            annotation_level: 'warning',
            message: 'm',
          },
        ],
      },
    });
    expect(updated.status).toBe(200);
    const [run] = server.state.checkRuns({ headSha: pr.headSha });
    expect(run).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'build.done blocked' },
    });
    expect(run?.completed_at).toEqual(expect.any(String));
    expect(run?.output.annotations_count).toBe(1);
    const listed = await gh.checks.listForRef({ ...repo, ref: pr.headSha });
    expect(listed.data.check_runs.map((c) => c.conclusion)).toEqual(['failure']);
    expect(server.violations).toEqual([]);
  });

  it('answers a conclusion outside the enum with 422 and records the violation', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const call = gh.checks.create({
      ...repo,
      name: 'x',
      head_sha: pr.headSha,
      conclusion: 'passed' as 'success',
    });
    expect((await rejection(call)).status).toBe(422);
    expect(server.violations).toMatchObject([{ kind: 'request', operationId: 'checks/create' }]);
    expect(server.violations[0]?.problems.join()).toMatch(/conclusion/);
    expect(server.state.checkRuns()).toEqual([]);
  });

  it('rejects completing a check run without a conclusion, as GitHub does', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    const call = gh.checks.create({
      ...repo,
      name: 'x',
      head_sha: pr.headSha,
      status: 'completed',
    });
    expect((await rejection(call)).status).toBe(422);
    expect(server.violations).toHaveLength(1);
  });

  it('lists only the latest run per name unless filter=all', async () => {
    const sha = server.state.addPullRequest({ ...repo }).headSha;
    server.state.addCheckRun({ ...repo, headSha: sha, name: 'CI / test', conclusion: 'failure' });
    server.state.addCheckRun({ ...repo, headSha: sha, name: 'CI / test', conclusion: 'success' });
    const latest = await gh.checks.listForRef({ ...repo, ref: sha, check_name: 'CI / test' });
    expect(latest.data.check_runs.map((c) => c.conclusion)).toEqual(['success']);
    const all = await gh.checks.listForRef({ ...repo, ref: sha, filter: 'all' });
    expect(all.data.total_count).toBe(2);
    expect(server.violations).toEqual([]);
  });
});

describe('pagination', () => {
  it('pages 250 comments 100 at a time with GitHub Link headers', async () => {
    const pr = server.state.addPullRequest({ ...repo });
    for (let i = 0; i < 250; i++) {
      server.state.addIssueComment({
        ...repo,
        issueNumber: pr.number,
        user: 'alice',
        body: `comment ${i}`,
      });
    }
    const first = await gh.issues.listComments({ ...repo, issue_number: pr.number, per_page: 100 });
    const base = `${server.url}/repos/acme/widgets/issues/${pr.number}/comments`;
    expect(first.headers.link).toBe(
      `<${base}?per_page=100&page=2>; rel="next", <${base}?per_page=100&page=3>; rel="last"`,
    );
    server.requests.length = 0;
    const all = await gh.paginate(gh.issues.listComments, {
      ...repo,
      issue_number: pr.number,
      per_page: 100,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `comment ${i}`));
    expect(server.requests.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
    expect(server.violations).toEqual([]);
  });

  it('defaults to 30 per page', async () => {
    for (let i = 0; i < 31; i++)
      server.state.addIssueComment({ ...repo, issueNumber: 1, user: 'bob', body: 'x' });
    const page = await gh.issues.listComments({ ...repo, issue_number: 1 });
    expect(page.data).toHaveLength(30);
    expect(page.headers.link).toMatch(/page=2>; rel="next"/);
  });

  it('refuses per_page above 100', async () => {
    const call = gh.issues.listComments({ ...repo, issue_number: 1, per_page: 101 });
    expect((await rejection(call)).status).toBe(422);
    expect(server.violations[0]?.problems.join()).toMatch(/per_page/);
  });
});

describe('comments and reactions', () => {
  it('carries a reactions rollup and a new updated_at after an edit', async () => {
    server.state.clock = () => new Date('2026-01-01T10:00:00Z');
    const c = server.state.addIssueComment({
      ...repo,
      issueNumber: 4,
      user: 'agent[bot]',
      body: 'claim',
    });
    server.state.addReaction({ ...repo, commentId: c.id, user: 'alice', content: '+1' });
    server.state.addReaction({ ...repo, commentId: c.id, user: 'bob', content: '+1' });
    server.state.addReaction({ ...repo, commentId: c.id, user: 'carol', content: '-1' });
    server.state.clock = () => new Date('2026-01-01T11:00:00Z');
    const edited = await gh.issues.updateComment({ ...repo, comment_id: c.id, body: 'claim v2' });
    expect(edited.data.updated_at).toBe('2026-01-01T11:00:00Z');
    expect(edited.data.created_at).toBe('2026-01-01T10:00:00Z');
    expect(edited.data.reactions).toMatchObject({ total_count: 3, '+1': 2, '-1': 1, heart: 0 });
    const reactions = await gh.reactions.listForIssueComment({
      ...repo,
      comment_id: c.id,
      content: '+1',
    });
    expect(reactions.data.map((r) => r.user?.login)).toEqual(['alice', 'bob']);
    expect(server.violations).toEqual([]);
  });

  it('posts a comment as the token user and filters repo comments by since', async () => {
    server.tokenUsers.set('write-token', 'heartbeat-bot[bot]');
    server.state.addIssueComment({
      ...repo,
      issueNumber: 2,
      user: 'bob',
      body: 'old',
      createdAt: '2025-01-01T00:00:00Z',
    });
    const posted = await gh.issues.createComment({ ...repo, issue_number: 2, body: 'new' });
    expect(posted.status).toBe(201);
    expect(posted.data.user?.login).toBe('heartbeat-bot[bot]');
    const recent = await gh.issues.listCommentsForRepo({ ...repo, since: '2025-06-01T00:00:00Z' });
    expect(recent.data.map((c) => c.body)).toEqual(['new']);
    expect(server.state.issueComments('acme', 'widgets', 2).map((c) => c.body)).toEqual([
      'old',
      'new',
    ]);
    expect(server.violations).toEqual([]);
  });
});

describe('authentication', () => {
  it('answers a read-only token 403 on writes, like a fork PR, without a violation', async () => {
    server.readOnlyTokens.add('fork-token');
    const fork = new Octokit({ baseUrl: server.url, auth: 'fork-token', log: quiet });
    const pr = server.state.addPullRequest({ ...repo });
    const e = await rejection(
      fork.issues.createComment({ ...repo, issue_number: pr.number, body: 'x' }),
    );
    expect(e.status).toBe(403);
    expect(e.message).toMatch(/Resource not accessible by integration/);
    expect((await fork.pulls.get({ ...repo, pull_number: pr.number })).status).toBe(200);
    expect(server.state.issueComments('acme', 'widgets', pr.number)).toEqual([]);
    expect(server.violations).toEqual([]);
  });
});

describe('routes', () => {
  it('answers an unknown route 404 and records it', async () => {
    const e = await rejection(gh.request('GET /repos/{owner}/{repo}/heartbeats', repo));
    expect(e.status).toBe(404);
    expect(server.violations).toMatchObject([
      { kind: 'unknown-route', path: '/repos/acme/widgets/heartbeats' },
    ]);
  });

  it.each<[Permission, string]>([
    ['admin', 'admin'],
    ['maintain', 'write'],
    ['write', 'write'],
    ['triage', 'read'],
    ['read', 'read'],
    ['none', 'none'],
  ])('reports a seeded %s role as permission %s', async (role, permission) => {
    server.state.setPermission({ ...repo, user: 'dana', permission: role });
    const res = await gh.repos.getCollaboratorPermissionLevel({ ...repo, username: 'dana' });
    expect(res.data).toMatchObject({ permission, role_name: role });
    expect(server.violations).toEqual([]);
  });

  it('serves seeded files at a ref, as JSON and raw', async () => {
    server.state.addContent({ ...repo, path: 'HEARTBEAT.md', content: '# on main\n' });
    server.state.addContent({
      ...repo,
      path: 'HEARTBEAT.md',
      content: '# on the PR\n',
      ref: 'feature',
    });
    const json = await gh.repos.getContent({ ...repo, path: 'HEARTBEAT.md' });
    expect('content' in json.data && Buffer.from(json.data.content, 'base64').toString()).toBe(
      '# on main\n',
    );
    const raw = await gh.repos.getContent({
      ...repo,
      path: 'HEARTBEAT.md',
      ref: 'feature',
      mediaType: { format: 'raw' },
    });
    expect(raw.data).toBe('# on the PR\n');
    const missing = await rejection(gh.repos.getContent({ ...repo, path: 'nope.md' }));
    expect(missing.status).toBe(404);
    expect(server.violations).toEqual([]);
  });
});

describe('workflow runs', () => {
  it('re-runs a completed run as its next attempt, each earlier attempt served as it ended', async () => {
    server.tokenUsers.set('write-token', 'dana');
    server.state.setPermission({ ...repo, user: 'dana', permission: 'write' });
    server.state.clock = () => new Date('2026-03-01T12:00:00Z');
    const run = addWorkflowRun(server.state, { ...repo });
    const running = await rejection(gh.actions.reRunWorkflow({ ...repo, run_id: run.id }));
    expect(running.status).toBe(403);
    server.state.clock = () => new Date('2026-03-01T12:01:00Z');
    completeWorkflowRun(server.state, run, 'failure');
    server.state.clock = () => new Date('2026-03-01T13:00:00Z');
    expect((await gh.actions.reRunWorkflow({ ...repo, run_id: run.id })).status).toBe(201);

    const latest = (await gh.actions.getWorkflowRun({ ...repo, run_id: run.id })).data;
    expect(latest).toMatchObject({
      run_attempt: 2,
      status: 'in_progress',
      conclusion: null,
      created_at: '2026-03-01T12:00:00Z',
      run_started_at: '2026-03-01T13:00:00Z',
      previous_attempt_url: `${latest.url}/attempts/1`,
    });
    const first = await gh.actions.getWorkflowRunAttempt({
      ...repo,
      run_id: run.id,
      attempt_number: 1,
    });
    expect(first.data).toMatchObject({
      id: run.id,
      run_attempt: 1,
      status: 'completed',
      conclusion: 'failure',
      run_started_at: '2026-03-01T12:00:00Z',
      updated_at: '2026-03-01T12:01:00Z',
      previous_attempt_url: null,
    });
    const none = gh.actions.getWorkflowRunAttempt({ ...repo, run_id: run.id, attempt_number: 3 });
    expect((await rejection(none)).status).toBe(404);
    expect(server.violations.flatMap((v) => v.problems)).toEqual([
      'a re-run of a run not completed',
    ]);
  });
});
