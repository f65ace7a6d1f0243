// The sidecar's PR comment claims against the local GitHub server (in process): taken from the
// poll's listing, only the agents' own bodies read, and a window older than the poll's look-back
// (a heartbeat idle for a week) listed again rather than read as empty.
import { Octokit } from '@octokit/rest';
import { beforeEach, describe, expect, it } from 'vitest';
import { listFeedbackSubjects } from '../../../src/app/reactions.js';
import { githubCommentClaimReader } from '../../../src/app/verifiers/comments.js';
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
  server.state.addIssueComment({
    ...repository,
    issueNumber: pull.number,
    user: 'agent[bot]',
    body: claim(task),
  });
  return { pull };
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
    // 150 bodies of the agent's: two queries; mallory's 2,300 comments cost none.
    expect(server.requests.slice(before).map((r) => r.operationId)).toEqual(['graphql', 'graphql']);
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
});
