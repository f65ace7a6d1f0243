// The evidence gate in a repository with two agents, end to end: the bundle under Node 24 on
// recorded payloads against the strict local GitHub server. A PR is judged as its author's agent:
// only that agent's claims count, another agent's approval is no operator's, and a change to any
// agent's contract or state is a change to the gate.
import { beforeEach, describe, expect, it } from 'vitest';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  issueCommentPayload,
  OWNER,
  PASSING,
  REPO,
  REPOSITORY,
  seedAgentPullRequest,
} from './pr-fixture.js';

const REVIEWER = 'review-agent';
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const server = useGitHubServer();
let clock: Clock;
beforeEach(() => {
  clock = new Clock(server);
  // The PR's author (the fixture's agent) is `coder`; `reviewer` can write to the repository.
  server.state.addContent({
    owner: OWNER,
    repo: REPO,
    path: '.heartbeat/config.json',
    content: JSON.stringify({
      team: { coder: { logins: [AGENT] }, reviewer: { logins: [REVIEWER] } },
    }),
  });
  server.state.setPermission({ owner: OWNER, repo: REPO, user: REVIEWER, permission: 'write' });
});

const gate = (payload: Record<string, unknown>) =>
  runAction({
    node: node24,
    event: 'issue_comment',
    payload,
    repository: REPOSITORY,
    apiUrl: server.url,
    inputs: { agents: '' },
  });

describe("the evidence gate judges a team's PR as its author's agent", () => {
  it("counts coder's claim on coder's PR, never reviewer's", async () => {
    const pr = seedAgentPullRequest(server, clock);
    comment(server, clock, pr.number, PASSING, REVIEWER);
    const byReviewer = await gate(issueCommentPayload(pr.number, REVIEWER));
    expect(byReviewer.code).toBe(0);
    expect(evidenceChecks(server, pr.headSha).at(-1)?.conclusion).toBe('failure');

    comment(server, clock, pr.number, PASSING);
    const byCoder = await gate(issueCommentPayload(pr.number));
    expect(byCoder.code).toBe(0);
    const check = evidenceChecks(server, pr.headSha).at(-1);
    expect(check?.conclusion).toBe('success');
    expect(check?.output.title).toBe('Evidence accepted: build.done');
    expect(server.violations).toEqual([]);
  });

  it("treats a change to reviewer's contract as a gate change that reviewer cannot approve", async () => {
    const pr = seedAgentPullRequest(server, clock);
    server.state.addPullFile({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      filename: '.heartbeat/agents/reviewer/HEARTBEAT.md',
    });
    comment(server, clock, pr.number, PASSING);
    server.state.addReview({
      owner: OWNER,
      repo: REPO,
      pullNumber: pr.number,
      user: REVIEWER,
      state: 'APPROVED',
    });
    await gate(issueCommentPayload(pr.number));
    const check = evidenceChecks(server, pr.headSha).at(-1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toContain('changes the gate itself');
    expect(check?.output.summary).toContain('`.heartbeat/agents/reviewer/HEARTBEAT.md`');
    expect(server.violations).toEqual([]);
  });
});
