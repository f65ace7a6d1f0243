// The sidecar's PR comment claims against the local GitHub server (in process): taken from the
// poll's listing, only the agents' own bodies read, and a window older than the poll's look-back
// (a heartbeat idle for a week) listed again rather than read as empty.
import { Octokit } from '@octokit/rest';
import { beforeEach, describe, expect, it } from 'vitest';
import { listFeedbackSubjects } from '../../../src/app/reactions.js';
import {
  deletedCommentClaims,
  githubCommentClaimReader,
} from '../../../src/app/verifiers/comments.js';
import { PUSHES_LISTED } from '../../../src/github/activity.js';
import { EDITS_PER_COMMENT } from '../../../src/github/graphql-reactions.js';
import { evidenceJudge } from '../../../src/core/evidence/judge.js';
import { useGitHubServer } from '../../helpers/github.js';

const repository = { owner: 'acme', repo: 'widgets' };
const agents = ['agent[bot]'];
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';
const claim = (task: string) =>
  ['```build.done', `Heartbeat-Task: ${task}`, PASSING, '```'].join('\n');

const server = useGitHubServer();
let client: Octokit;

beforeEach(() => {
  client = new Octokit({ baseUrl: server.url, auth: 'token', log: quiet });
});

const reader = async (now: string) => {
  const listed = await listFeedbackSubjects({ client, repository, agents, now });
  return {
    listed,
    read: githubCommentClaimReader(client, repository, evidenceJudge, listed),
  };
};

/** At `at`, a pull request the agent opened, and its comment claiming `build.done` for `task`. */
function agentPullWithClaim(at: string, task = 'ship') {
  server.state.clock = () => new Date(at);
  const pull = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
  const comment = server.state.addIssueComment({
    ...repository,
    issueNumber: pull.number,
    user: 'agent[bot]',
    body: claim(task),
  });
  return { pull, comment };
}

describe('PR comment claims for the sidecar', () => {
  it("reads only the agents' own bodies, 100 a query, whatever others wrote", async () => {
    const at = '2026-11-20T10:00:00Z';
    server.state.clock = () => new Date(at);
    const pull = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    for (let i = 0; i < 150; i++) {
      server.state.addIssueComment({
        ...repository,
        issueNumber: pull.number,
        user: 'agent[bot]',
        body: i === 149 ? claim('ship') : `note ${i}`,
      });
      server.state.addIssueComment({
        ...repository,
        issueNumber: pull.number,
        user: 'mallory',
        body: claim('ship'),
      });
    }
    // An issue, not a pull request: listed by nothing the heartbeat reads.
    for (let i = 0; i < 2_000; i++) {
      server.state.addIssueComment({
        ...repository,
        issueNumber: 900,
        user: 'mallory',
        body: '+1',
      });
    }
    const { read } = await reader('2026-11-20T10:05:00Z');
    const before = server.requests.length;
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.topic, c.sha])).toEqual([['build.done', pull.headSha]]);
    // 150 bodies of the agent's: two queries, and the pushes to its branch, one; mallory's 2,300
    // comments cost none.
    expect(server.requests.slice(before).map((r) => r.operationId)).toEqual([
      'graphql',
      'graphql',
      'repos/list-activities',
    ]);
    expect(server.violations).toEqual([]);
  });

  it("lists again for a window older than the poll's look-back, never reads it as empty", async () => {
    const { pull } = agentPullWithClaim('2026-11-10T10:05:00Z');
    // Ten days later: the poll looks back seven.
    const { listed, read } = await reader('2026-11-20T10:00:00Z');
    expect(listed.comments).toEqual([]);
    const claims = await read('2026-11-10T10:00:00Z', agents, '2026-11-10T10:12:00Z');
    expect(claims.map((c) => [c.topic, c.sha])).toEqual([['build.done', pull.headSha]]);
    expect(server.violations).toEqual([]);
  });

  it('a comment the agent deletes between the listing and the bodies costs it nothing else: the run reads on', async () => {
    // GitHub answers the deleted comment's id with null and a NOT_FOUND error beside the other
    // bodies; failing there let an agent fail any run at will by deleting a throwaway comment.
    const { pull } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const throwaway = server.state.addIssueComment({
      ...repository,
      issueNumber: pull.number,
      user: 'agent[bot]',
      body: claim('other'),
    });
    const { read } = await reader('2026-11-20T10:05:00Z');
    server.state.deleteIssueComment({ ...repository, commentId: throwaway.id });
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.topic, c.taskIds, c.sha])).toEqual([
      ['build.done', ['ship'], pull.headSha],
    ]);
    expect(server.violations).toEqual([]);
  });

  it('reads the history only of comments edited after the due time, ten a request, and fails closed past its bound', async () => {
    const { pull } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const comments = [];
    for (let i = 0; i < 12; i++) {
      comments.push(
        server.state.addIssueComment({
          ...repository,
          issueNumber: pull.number,
          user: 'agent[bot]',
          body: claim(`task-${i}`),
        }),
      );
    }
    // Edited before the due time (10:02): the body read is the one GitHub held then.
    server.state.clock = () => new Date('2026-11-20T10:01:00Z');
    server.state.editIssueComment({ ...repository, commentId: comments[0]!.id, body: 'typo' });
    // After it, eleven edited; the last more times: more versions than the gate reads make it unprovable.
    server.state.clock = () => new Date('2026-11-20T10:03:00Z');
    for (const comment of comments.slice(1)) {
      server.state.editIssueComment({ ...repository, commentId: comment.id, body: 'withdrawn' });
    }
    for (let i = 0; i < EDITS_PER_COMMENT; i++) {
      server.state.editIssueComment({
        ...repository,
        commentId: comments[11]!.id,
        body: `withdrawn ${i}`,
      });
    }
    const { read } = await reader('2026-11-20T10:05:00Z');
    const before = server.requests.length;
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    const bodies = server.requests.slice(before).map((r) => JSON.stringify(r.body ?? r.path));
    // Eleven histories, ten a request (two); the two bodies not edited since, one request; the
    // pushes to the one branch they are on, one.
    expect(bodies.filter((b) => b.includes('query CommentHistories'))).toHaveLength(2);
    expect(bodies.filter((b) => b.includes('query CommentBodies'))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes('/activity'))).toHaveLength(1);
    expect(bodies).toHaveLength(4);
    const judged = claims.map((c) => [c.taskIds.join(','), c.unproven === undefined]);
    // The claim of the comment edited before the due time is gone: it was gone then.
    expect(judged).toEqual([
      ['ship', true],
      ...Array.from({ length: 10 }, (_, i) => [`task-${i + 1}`, true]),
      // The last: not proven, and naming no task (the version with its claim was not read).
      ['', false],
    ]);
    expect(claims.at(-1)?.unproven).toMatch(
      /^what comment \d+ said at 2026-11-20T10:02:00Z cannot be proven: its edit history is longer than the gate reads, edited after the due time by agent\[bot\]$/,
    );
    // The agent's own edits after the due time pushed that version out: the lie it could hide.
    expect(claims.at(-1)?.hiddenBy).toBe('agent[bot]');
    expect(server.violations).toEqual([]);
  });

  it("a deleted comment's recorded claims count for a cycle due before the deletion was seen, and only then", async () => {
    const { pull, comment } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const payload = server.state.deleteIssueComment({ ...repository, commentId: comment.id });
    const deleted = (author: string) => ({
      key: `issue-comment:${payload.id}`,
      url: payload.html_url,
      author,
      createdAt: payload.created_at,
      deletedBy: author,
      thumbsDown: 0,
      onPull: { number: pull.number, body: payload.body ?? '', updatedAt: payload.updated_at },
    });
    const before = server.requests.length;
    // Someone else's comment: nothing recorded, nothing read.
    expect(
      await deletedCommentClaims(client, repository, evidenceJudge, {
        comment: deleted('mallory'),
        agents,
        now: '2026-11-20T10:03:00Z',
      }),
    ).toEqual([]);
    expect(server.requests.length).toBe(before);
    const judged = async (seen: string) => {
      const recorded = await deletedCommentClaims(client, repository, evidenceJudge, {
        comment: deleted('agent[bot]'),
        agents,
        now: seen,
      });
      const { listed } = await reader('2026-11-20T10:05:00Z');
      const read = githubCommentClaimReader(client, repository, evidenceJudge, listed, () =>
        Promise.resolve(recorded),
      );
      return (await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z')).map((c) => [
        c.id,
        c.sha,
      ]);
    };
    // Seen deleted after the due time (10:02): it may have stood then, so it counts.
    expect(await judged('2026-11-20T10:03:00Z')).toEqual([
      [`comment:${payload.id}:build.done`, pull.headSha],
    ]);
    // Gone before it: withdrawn, as an edit before the due time is.
    expect(await judged('2026-11-20T10:01:00Z')).toEqual([]);
    // Its pull request unreadable: recorded all the same, not proven rather than unbound.
    const unread = await deletedCommentClaims(client, repository, evidenceJudge, {
      comment: { ...deleted('agent[bot]'), onPull: { ...deleted('x').onPull, number: 999 } },
      agents,
      now: '2026-11-20T10:03:00Z',
    });
    expect(unread.map((c) => [c.topic, c.sha, c.unproven])).toEqual([
      ['build.done', undefined, 'the pull request #999 it was on could not be read'],
    ]);
    expect(server.violations).toEqual([]);
  });
});

describe('the commit a comment claim describes: its pull request’s head when the claim was written', () => {
  const activity = (from: number) =>
    server.requests.slice(from).filter((r) => r.operationId === 'repos/list-activities').length;
  const comment = (issueNumber: number, body: string, user = 'agent[bot]') =>
    server.state.addIssueComment({ ...repository, issueNumber, user, body });
  const at = (instant: string) => {
    server.state.clock = () => new Date(instant);
  };

  it('the head then, not the head at the run; one listing per branch; none for another’s pull request', async () => {
    const { pull } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const first = pull.headSha;
    const other = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    comment(other.number, claim('docs'));
    const operators = server.state.addPullRequest({ ...repository, user: 'alice' });
    comment(operators.number, claim('borrowed'));
    // Pushed after the claim on `ship`, before the one on `fix`.
    at('2026-11-20T10:01:00Z');
    const pushed = server.state.addPullCommit({
      ...repository,
      pullNumber: pull.number,
      message: 'after the claim',
    });
    at('2026-11-20T10:01:30Z');
    comment(pull.number, claim('fix'));
    const { read } = await reader('2026-11-20T10:05:00Z');
    const before = server.requests.length;
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.taskIds.join(), c.sha, c.unproven])).toEqual([
      ['ship', first, undefined],
      ['docs', other.headSha, undefined],
      // Another's head is not the agent's work: no commit, nothing read for it.
      ['borrowed', undefined, undefined],
      ['fix', pushed.sha, undefined],
    ]);
    // The agent's two branches, one request each, whatever the number of claims on them.
    expect(activity(before)).toBe(2);
    expect(server.violations).toEqual([]);
  });

  it('edited before the due time, the claim is its edited text: the head when it was edited', async () => {
    const { pull, comment: written } = agentPullWithClaim('2026-11-20T10:00:00Z');
    at('2026-11-20T10:01:00Z');
    const pushed = server.state.addPullCommit({
      ...repository,
      pullNumber: pull.number,
      message: 'fixed',
    });
    at('2026-11-20T10:01:30Z');
    server.state.editIssueComment({ ...repository, commentId: written.id, body: claim('ship') });
    const { read } = await reader('2026-11-20T10:05:00Z');
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.taskIds.join(), c.sha])).toEqual([['ship', pushed.sha]]);
    expect(server.violations).toEqual([]);
  });

  it('edited after the due time, the version judged is the one of the due time: the head when it was written', async () => {
    const { pull, comment: written } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const first = pull.headSha;
    at('2026-11-20T10:03:00Z');
    server.state.addPullCommit({ ...repository, pullNumber: pull.number, message: 'later' });
    server.state.editIssueComment({ ...repository, commentId: written.id, body: claim('ship') });
    const { read } = await reader('2026-11-20T10:05:00Z');
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.taskIds.join(), c.sha])).toEqual([['ship', first]]);
    expect(server.violations).toEqual([]);
  });

  it('a commit force-pushed off the pull request is still the one the claim describes', async () => {
    const { pull } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const first = pull.headSha;
    at('2026-11-20T10:01:00Z');
    server.state.forcePushPull({ ...repository, pullNumber: pull.number, message: 'rewritten' });
    const { read } = await reader('2026-11-20T10:05:00Z');
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => c.sha)).toEqual([first]);
    expect(server.violations).toEqual([]);
  });

  it('pushed more often since the claim than the gate reads: not proven, never a later head', async () => {
    const { pull, comment: written } = agentPullWithClaim('2026-11-20T10:00:00Z');
    at('2026-11-20T10:01:00Z');
    for (let i = 0; i < PUSHES_LISTED; i++) {
      server.state.addPullCommit({ ...repository, pullNumber: pull.number, message: `push ${i}` });
    }
    const { read } = await reader('2026-11-20T10:05:00Z');
    const before = server.requests.length;
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.taskIds.join(), c.sha, c.unproven])).toEqual([
      [
        'ship',
        undefined,
        `comment ${written.id} on #${pull.number}: its head when written is unknown: its branch was pushed more often since than the gate reads`,
      ],
    ]);
    // The bound, 100 a request.
    expect(activity(before)).toBe(PUSHES_LISTED / 100);
    expect(server.violations).toEqual([]);
  });

  it('a pushed commit in the second the claim was written: not proven (it may have come first)', async () => {
    const { pull } = agentPullWithClaim('2026-11-20T10:00:00Z');
    at('2026-11-20T10:01:00.100Z');
    server.state.addPullCommit({ ...repository, pullNumber: pull.number, message: 'race' });
    at('2026-11-20T10:01:00.600Z');
    comment(pull.number, claim('fix'));
    const { read } = await reader('2026-11-20T10:05:00Z');
    const claims = await read('2026-11-20T09:50:00Z', agents, '2026-11-20T10:02:00Z');
    expect(claims.map((c) => [c.taskIds.join(), c.unproven?.replace(/.*: /, '')])).toEqual([
      ['ship', undefined],
      ['fix', expect.stringMatching(/^its branch was pushed in that very second/)],
    ]);
    expect(server.violations).toEqual([]);
  });

  it("a deleted comment's claims describe the head when it was written", async () => {
    const { pull, comment: written } = agentPullWithClaim('2026-11-20T10:00:00Z');
    const first = pull.headSha;
    at('2026-11-20T10:01:00Z');
    server.state.addPullCommit({ ...repository, pullNumber: pull.number, message: 'after' });
    const payload = server.state.deleteIssueComment({ ...repository, commentId: written.id });
    const recorded = await deletedCommentClaims(client, repository, evidenceJudge, {
      comment: {
        key: `issue-comment:${payload.id}`,
        url: payload.html_url,
        author: 'agent[bot]',
        createdAt: payload.created_at,
        deletedBy: 'agent[bot]',
        thumbsDown: 0,
        onPull: { number: pull.number, body: payload.body ?? '', updatedAt: payload.updated_at },
      },
      agents,
      now: '2026-11-20T10:03:00Z',
    });
    expect(recorded.map((c) => [c.topic, c.sha, c.unproven])).toEqual([
      ['build.done', first, undefined],
    ]);
    expect(server.violations).toEqual([]);
  });
});
