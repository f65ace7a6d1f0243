// Issue 6 acceptance, the evidence gate end to end: the bundle run as the runner runs it, on
// recorded payloads, against the OpenAPI-validating GitHub server.
import { beforeEach, describe, expect, it } from 'vitest';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  FAILING_LINT,
  issueCommentPayload,
  PASSING,
  renderedText,
  REPOSITORY,
  seedAgentPullRequest,
  stickyComments,
} from './pr-fixture.js';

const server = useGitHubServer();
let clock: Clock;
beforeEach(async () => {
  clock = new Clock(server);
});

describe.each(NODE_RUNTIMES)('the evidence gate under $name', (node) => {
  const gate = (payload: Record<string, unknown>, inputs: Record<string, string> = {}) =>
    runAction({
      node,
      event: 'issue_comment',
      payload,
      repository: REPOSITORY,
      apiUrl: server.url,
      inputs: { agents: AGENT, ...inputs },
    });

  it('fails on a lint: fail claim naming lint, then turns the same check green and edits the same comment', async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, `Done.\n\n${FAILING_LINT}`);

    const first = await gate(issueCommentPayload(pr.number));
    expect(first.code).toBe(0);
    const [failed] = evidenceChecks(server, pr.headSha);
    expect(failed?.conclusion).toBe('failure');
    expect(failed?.output.title).toContain('build.blocked: evidence failing: lint');
    expect(failed?.output.summary).toContain("lint is 'fail', not 'lint: pass'");
    expect(first.outputs).toMatchObject({ blocked: 'true', 'published-topic': 'build.blocked' });
    const [sticky] = stickyComments(server, pr.number);
    expect(stickyComments(server, pr.number)).toHaveLength(1);
    expect(sticky?.body).toContain('build.blocked: evidence failing: lint');
    expect(first.summary).toContain('| `build.done` | required | ❌ blocked | `build.blocked` |');

    comment(server, clock, pr.number, `Fixed the lint errors.\n\n${PASSING}`);
    const second = await gate(issueCommentPayload(pr.number));
    expect(second.code).toBe(0);
    const checks = evidenceChecks(server, pr.headSha);
    expect(checks.map((c) => [c.name, c.conclusion])).toEqual([
      ['heartbeat-gate / evidence', 'failure'],
      ['heartbeat-gate / evidence', 'success'],
    ]);
    expect(checks[1]?.output.title).toBe('Evidence accepted: build.done');
    expect(second.outputs).toMatchObject({ blocked: 'false', 'published-topic': 'build.done' });
    // No configuration on the base branch is the default, not something to warn about.
    expect(second.annotations).toEqual([]);
    const after = stickyComments(server, pr.number);
    expect(after.map((c) => c.id)).toEqual([sticky?.id]);
    expect(renderedText(after[0]?.body)).toContain('✅ Evidence accepted: build.done');
    expect(after[0]?.updated_at).not.toBe(sticky?.updated_at);
  });

  it("ignores an untrusted commenter's passing claim and lists it as ignored", async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, FAILING_LINT);
    await gate(issueCommentPayload(pr.number));
    const before = evidenceChecks(server, pr.headSha).at(-1);

    comment(server, clock, pr.number, PASSING, 'mallory');
    const result = await gate(issueCommentPayload(pr.number, 'mallory'));
    const after = evidenceChecks(server, pr.headSha).at(-1);
    expect(after?.conclusion).toBe('failure');
    expect(after?.output.title).toBe(before?.output.title);
    expect(result.outputs.blocked).toBe('true');
    expect(stickyComments(server, pr.number)).toHaveLength(1);
    expect(stickyComments(server, pr.number)[0]?.body).toMatch(
      /#### Ignored claims[\s\S]*\| `build\.done` \| mallory \| \[comment\]\([^)]*\) \| not an agent login \|/,
    );
  });
});
