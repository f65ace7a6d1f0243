// Class C (issue 26): failing closed never pays the agent, and what others write costs the gate
// nothing. The agent lies in a comment on its own pull request (`build.done` with its tests
// passing; CI / test is red on the PR's head), and an outsider floods comments so that the gate
// cannot read them whole: 1,001 anywhere in the repository made the old listing of the
// repository's comments fail closed, and the lie became `unclear` (-2) instead of a contradiction
// (-45), on every run paying ~1 request per 100 comments. Through the bundled Action against the
// local GitHub server: the flood changes no verdict, and a flood on an issue adds no request.
import { afterEach, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import {
  CI_TEST,
  doneComment,
  repository,
  scheduledRepo,
  VERDICTS,
} from '../helpers/scheduled-repo.js';
import { NODE_RUNTIMES } from '../support/run-action.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandboxes: GitSandbox[] = [];
const servers: GitHubServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const sandbox of sandboxes.splice(0)) await sandbox.cleanup();
});

/** An issue, not a pull request: the outsider's flood anywhere in the repository. */
const ISSUE = 900;

/**
 * One scheduled run on a fresh server: the agent's own PR, red on its head, the outsider's
 * comments (on an issue, on the agent's PR), then the agent's lie on its PR. Returns what the run
 * recorded and every request it made.
 */
async function scenario(flood: { onIssue?: number; onOwnPull?: number }) {
  const server = await startGitHubServer();
  servers.push(server);
  const sandbox = new GitSandbox();
  sandboxes.push(sandbox);
  const { heartbeat, repositoryWithCycle, stateHead, redAgentPull } = scheduledRepo(
    sandbox,
    server,
  );
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
  const bare = await repositoryWithCycle(['- [ ] ship | Ship the widget | required'], CI_TEST);
  const { sha, pull } = await redAgentPull(bare);
  const outsider = (issueNumber: number, count: number) => {
    for (let i = 0; i < count; i++) {
      server.state.addIssueComment({
        ...repository,
        issueNumber,
        user: 'mallory',
        body: `+1 (${i})`,
      });
    }
  };
  outsider(ISSUE, flood.onIssue ?? 0);
  outsider(pull.number, flood.onOwnPull ?? 0);
  // The lie, written after the flood: past the last page a bounded listing would read.
  server.state.addIssueComment({
    ...repository,
    issueNumber: pull.number,
    user: 'agent[bot]',
    body: doneComment('ship'),
  });

  const before = server.requests.length;
  const result = await heartbeat(node24, bare);
  expect(result.code).toBe(0);
  const requests = server.requests.slice(before);
  const { trailers } = await stateHead(bare, VERDICTS);
  expect(server.violations).toEqual([]);
  return {
    sha,
    score: result.outputs.score,
    trailers,
    requests: requests.map((r) => r.operationId ?? `${r.method} ${r.path}`).sort(),
    bodyQueries: requests.filter((r) =>
      JSON.stringify(r.body ?? '').includes('query CommentBodies'),
    ).length,
  };
}

const contradiction = (sha: string) => [
  'Heartbeat-Verdict: ship not_verified contradiction',
  `Heartbeat-Reason: ship contradiction: check CI / test concluded failure on ${sha.slice(0, 12)}`,
];

describe('class C: an outsider’s comment flood neither pays the agent nor costs the gate', () => {
  it('3,000 comments on an issue: the lie is still charged, and the run makes the same requests', async () => {
    const quiet = await scenario({});
    expect(quiet.trailers).toEqual(contradiction(quiet.sha));
    expect(quiet.score).toBe('-45');

    const flooded = await scenario({ onIssue: 3_000 });
    // No verdict better than without the flood: not `unclear` (-2).
    expect(flooded.trailers).toEqual(contradiction(flooded.sha));
    expect(flooded.score).toBe(quiet.score);
    // Not one request more: the gate lists no comment it does not need.
    expect(flooded.requests).toEqual(quiet.requests);
    // The agent's comment bodies: one query for its one comment.
    expect(flooded.bodyQueries).toBe(1);
  }, 240_000);

  it("1,500 comments on the agent's own PR before its lie: the lie is read and charged", async () => {
    const flooded = await scenario({ onOwnPull: 1_500 });
    expect(flooded.trailers).toEqual(contradiction(flooded.sha));
    expect(flooded.score).toBe('-45');
    // The claims add one query for the agent's own comment, whatever the outsider wrote.
    expect(flooded.bodyQueries).toBe(1);
  }, 240_000);
});
