// Class I (issue 26): no false red in the field. A push's time is the earliest instant GitHub
// asserts for it (the check suite GitHub created at the push), on every event: a claim written
// 15 s after the push is fresh on its own issue_comment run, and a claim written before the push
// is stale on every run, whatever date the commit carries.
import { beforeEach, describe, expect, it } from 'vitest';
import { useGitHubServer } from '../helpers/github.js';
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

/** The synchronize payload GitHub sends for a push at `pushedAt` (the PR's `updated_at`). */
function pushPayload(number: number, headSha: string, pushedAt: string) {
  const payload = pullRequestPayload(number, headSha);
  (payload.pull_request as Record<string, unknown>).updated_at = pushedAt;
  return payload;
}

const STALE = 'the latest claim was written before the head commit was pushed';

describe('class I: the push time is the earliest instant GitHub asserts, on every event', () => {
  it("a claim 15 s after the push passes on the synchronize run and on the claim's own comment run", async () => {
    const pr = seedAgentPullRequest(server, clock);
    clock.tick(5);
    const pushedAt = new Date(server.state.clock()).toISOString();
    // The push: GitHub creates the check suite now.
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: the widget',
      author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
    });
    clock.tick(0.25);
    comment(server, clock, pr.number, PASSING);
    // The synchronize run starts after the claim (its own check run is newer than the claim).
    clock.tick(0.1);
    const synced = await gate('pull_request', pushPayload(pr.number, head.sha, pushedAt));
    expect(synced.outputs.blocked).toBe('false');
    expect(evidenceChecks(server, head.sha).at(-1)?.conclusion).toBe('success');

    clock.tick(0.1);
    const commented = await gate('issue_comment', issueCommentPayload(pr.number));
    expect(commented.outputs.blocked).toBe('false');
    const check = evidenceChecks(server, head.sha).at(-1);
    expect(check?.conclusion).toBe('success');
    expect(check?.output.title).not.toContain(STALE);
  });

  it('a claim written before the push stays stale on the comment run, however the commit is dated', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING);
    clock.tick(5);
    const head = server.state.addPullCommit({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      message: 'fix: more',
      author: {
        name: 'Ralph',
        email: 'ralph@example.com',
        login: AGENT,
        date: '2026-11-20T09:00:00Z',
      },
    });
    clock.tick();
    comment(server, clock, pr.number, 'any news?', 'alice');
    await gate('issue_comment', issueCommentPayload(pr.number, 'alice'));
    const check = evidenceChecks(server, head.sha).at(-1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toContain(STALE);
  });
});
