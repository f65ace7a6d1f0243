// Claims the operator cannot see do not count: a fenced claim inside an HTML comment is invisible
// on GitHub, so the agent could pass the gate with evidence nobody reads. The bundle under Node 24
// on a recorded `issue_comment` payload, against the OpenAPI-validating GitHub server.
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
  REPOSITORY,
  seedAgentPullRequest,
} from './pr-fixture.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');
const server = useGitHubServer();
let clock: Clock;
beforeEach(async () => {
  clock = new Clock(server);
});

describe('a claim hidden in an HTML comment', () => {
  it.runIf(node24)('does not turn a failing gate green', async () => {
    const gate = (payload: Record<string, unknown>) =>
      runAction({
        node: node24 ?? NODE_RUNTIMES[0]!,
        event: 'issue_comment',
        payload,
        repository: REPOSITORY,
        apiUrl: server.url,
        inputs: { agents: AGENT },
      });
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, `Done.\n\n${FAILING_LINT}`);
    await gate(issueCommentPayload(pr.number));

    // What the operator sees is "Looking into it."; the passing claim sits in a comment block.
    comment(server, clock, pr.number, `Looking into it.\n\n<!--\n${PASSING}\n-->\n`);
    const result = await gate(issueCommentPayload(pr.number));
    expect(result.code).toBe(0);
    expect(result.outputs.blocked).toBe('true');
    expect(evidenceChecks(server, pr.headSha).map((check) => check.conclusion)).toEqual([
      'failure',
      'failure',
    ]);
  });
});
