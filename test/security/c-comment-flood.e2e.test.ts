// Class C (issue 26): failing closed never pays the agent, and what others write costs the gate
// nothing. The agent lies in a comment on its own pull request (`build.done` with its tests
// passing; CI / test is red on the PR's head), and an outsider floods comments so that the gate
// cannot read them whole: 1,001 anywhere in the repository made the old listing of the
// repository's comments fail closed, and the lie became `unclear` (-2) instead of a contradiction
// (-45), on every run paying ~1 request per 100 comments. Through the bundled Action against the
// local GitHub server: the flood changes no verdict, a flood on an issue adds no request, and a
// flood on the agent's pull request is read once: the runs after it list only the comments
// written since, and read the agent's remembered ones by id (with their 👎).
import { describe, expect, it } from 'vitest';
import { repository, useAgentPulls, VERDICTS } from '../helpers/scheduled-repo.js';
import { NODE_RUNTIMES } from '../support/run-action.js';
import type { GitHubServer } from '../support/github-server/index.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const agentPullUnderHeartbeat = useAgentPulls();

/** An issue, not a pull request: the outsider's flood anywhere in the repository. */
const ISSUE = 900;

/**
 * One scheduled run on a fresh server: the agent's own PR, red on its head, the outsider's
 * comments (on an issue, on the agent's PR), then the agent's lie on its PR. Returns what the run
 * recorded and every request it made.
 */
async function scenario(flood: {
  onIssue?: number;
  onOwnPull?: number;
  /** How long before the run the pull request, its push and every comment were made (default: just before). */
  minutesAgo?: number;
  /** The agent's comment is written before the flood rather than after it. */
  lieFirst?: boolean;
  /** A second scheduled run that many minutes after the first: its requests are returned. */
  secondRunAfter?: number;
  /** What happens between the runs, given the agent's comment and the server. */
  between?: (lie: { id: number }, server: GitHubServer) => void;
}) {
  const t = await agentPullUnderHeartbeat({ setUpAgo: (flood.minutesAgo ?? 0) * 60_000 });
  const { server, bare, sha } = t;
  const { heartbeat, stateHead } = t.repo;
  const first = flood.lieFirst ? t.comment('agent[bot]') : undefined;
  for (let i = 0; i < (flood.onIssue ?? 0); i++) {
    server.state.addIssueComment({
      ...repository,
      issueNumber: ISSUE,
      user: 'mallory',
      body: `+1 (${i})`,
    });
  }
  t.flood(flood.onOwnPull ?? 0);
  // The lie, written after the flood: past the last page a bounded listing would read.
  const lie = first ?? t.comment('agent[bot]');
  t.githubAt(0);

  const before = server.requests.length;
  const result = await heartbeat(node24, bare);
  expect(result.code).toBe(0);
  const requests = server.requests.slice(before);
  const { trailers } = await stateHead(bare, VERDICTS);
  expect(server.violations).toEqual([]);
  let second: string[] | undefined;
  if (flood.secondRunAfter !== undefined) {
    flood.between?.(lie, server);
    const from = server.requests.length;
    const again = await heartbeat(node24, bare, { minutesLater: 3 + flood.secondRunAfter });
    expect(again.code).toBe(0);
    expect(server.violations).toEqual([]);
    second = server.requests
      .slice(from)
      .map((r) => r.operationId ?? `${r.method} ${r.path}`)
      .sort();
  }
  return {
    second,
    downs: await t.downs(),
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

  it("6,000 comments on the agent's own PR: the next run makes no more requests than with none", async () => {
    // Written before the run that first reads them (which pays for them once, 200 a request);
    // when every run read them all, each run made 30 requests more (20,000: 100 more, 111 for 11).
    const quiet = await scenario({ minutesAgo: 9, secondRunAfter: 30 });
    const flooded = await scenario({ onOwnPull: 6_000, minutesAgo: 9, secondRunAfter: 30 });
    expect(flooded.trailers).toEqual(contradiction(flooded.sha));
    expect(flooded.score).toBe('-45');
    // The agent's one comment is remembered and read by its id, the flood never again.
    expect(flooded.second!.length).toBeLessThanOrEqual(quiet.second!.length);
    expect(flooded.second).toEqual(quiet.second);
  }, 600_000);

  it("a 👎 on the agent's comment from before the flood still counts on the next run", async () => {
    // The comment is remembered, not listed again: read by its id, with its 👎.
    const flooded = await scenario({
      onOwnPull: 3_000,
      minutesAgo: 9,
      lieFirst: true,
      secondRunAfter: 30,
      between: (lie, github) => {
        github.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
        github.state.addReaction({
          ...repository,
          commentId: lie.id,
          user: 'alice',
          content: '-1',
        });
      },
    });
    expect(flooded.downs).toEqual([
      expect.objectContaining({ by: 'alice', source: expect.stringContaining('issuecomment-') }),
    ]);
  }, 600_000);
});
