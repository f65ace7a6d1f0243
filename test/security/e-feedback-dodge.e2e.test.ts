// Class E (issue 26): feedback cannot be dodged. Performed end to end through the bundled Action
// (Node 24) against the local GitHub server: the agent deletes its 👎'd comment before the next
// poll and posts it again; an operator 👎s the agent's comments on an operator's PR and on another
// bot's PR; in a team, the operator 👎s coder's comment on reviewer's PR, and reviewer 👎s coder's
// comment and deletes it to push the 👎 onto coder. Each 👎 must land on the agent who wrote (or
// deleted) the text, once.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackEvent } from '../../src/core/model.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { MIDDAY_ZONE, repository, scheduledRepo, STATE_BRANCH } from '../helpers/scheduled-repo.js';
import { runCliProcess } from '../helpers/cli.js';
import { worktreeLedger } from '../helpers/state.js';
import { NODE_RUNTIMES } from '../support/run-action.js';
import { adaptPayload, loadWebhookExample, type WebhookPayload } from '../support/webhooks.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, cycleAnIntervalAgo, stateHead, clientAs, deleteComment } = scheduledRepo(
  sandbox,
  server,
);

const TASK = '- [ ] docs | Write the docs | optional | verify: file:docs/';
const contract = `# Heartbeat\n\n## Tasks\n\n${TASK}\n`;

beforeEach(() => {
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

/**
 * `login` deletes review comment `id` (on PR `pull`) through the API; returns the
 * `pull_request_review_comment` `deleted` event GitHub then sends: the recorded example carrying
 * the comment as it was (its 👎 counted) and the deleter as `sender`.
 */
async function deleteReviewComment(login: string, pull: number, id: number, author: string) {
  const downs = server.state
    .reactions(repository.owner, repository.repo, { kind: 'reviewComment', id })
    .filter((r) => r.content === '-1').length;
  const deleted = await clientAs(login).rest.pulls.deleteReviewComment({
    ...repository,
    comment_id: id,
  });
  expect(deleted.status).toBe(204);
  const payload = adaptPayload(loadWebhookExample('pull_request_review_comment', 'deleted'), {
    ...repository,
    prNumber: pull,
    commenter: login,
    commentId: id,
  });
  const comment = payload.comment as WebhookPayload & { user: { login: string } };
  comment.html_url = `https://github.com/${repository.owner}/${repository.repo}/pull/${pull}#discussion_r${id}`;
  comment.user.login = author;
  comment.created_at = new Date().toISOString();
  (comment.reactions as Record<string, number>)['-1'] = downs;
  (payload.repository as { default_branch: string }).default_branch = 'main';
  return { name: 'pull_request_review_comment', payload };
}

/** The 👎 in the ledger of the state branch (a team agent's under `agent`). */
async function thumbsDown(bare: string, agent?: string): Promise<FeedbackEvent[]> {
  const { state } = await stateHead(bare);
  const dir = agent === undefined ? '.heartbeat' : `.heartbeat/agents/${agent}`;
  return (await worktreeLedger(state, dir)).filter(
    (e): e is FeedbackEvent => e.kind === 'feedback' && e.direction === 'down',
  );
}

async function singleAgentRepository(): Promise<string> {
  const bare = await sandbox.bareRemote({
    'HEARTBEAT.md': contract,
    '.heartbeat/config.json': JSON.stringify({ timeZone: MIDDAY_ZONE, agents: ['agent[bot]'] }),
  });
  await cycleAnIntervalAgo(await sandbox.clone(bare));
  return bare;
}

/** The agent's comment on its own pull request with alice's 👎 on it, in a single-agent repository. */
async function thumbsDownOnAgentComment(body: string) {
  const bare = await singleAgentRepository();
  const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
  const { data: said } = await clientAs('agent[bot]').rest.issues.createComment({
    ...repository,
    issue_number: pr.number,
    body,
  });
  server.state.addReaction({ ...repository, commentId: said.id, user: 'alice', content: '-1' });
  return { bare, said };
}

describe('class E: feedback cannot be dodged', { timeout: 240_000 }, () => {
  it('a 👎 on a comment the agent deleted before the poll and posted again is charged once', async () => {
    const bare = await singleAgentRepository();
    const agent = clientAs('agent[bot]');
    const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    const body = 'Done: the parser handles empty input.';
    const { data: said } = await agent.rest.issues.createComment({
      ...repository,
      issue_number: pr.number,
      body,
    });
    server.state.addReaction({ ...repository, commentId: said.id, user: 'alice', content: '-1' });

    // Before any poll: delete it (and its 👎 with it), post the same text again.
    const deleted = await deleteComment('agent[bot]', said.id);
    await agent.rest.issues.createComment({ ...repository, issue_number: pr.number, body });
    const onDeletion = await heartbeat(node24, bare, { event: deleted });
    const poll = await heartbeat(node24, bare);

    const downs = await thumbsDown(bare);
    expect(downs).toHaveLength(1);
    expect([onDeletion.code, poll.code]).toEqual([0, 0]);
    expect(downs[0]).toMatchObject({
      source: said.html_url,
      by: expect.stringMatching(/agent\[bot\]/),
    });
    // Delivered again (a re-run of the workflow), it charges nothing more.
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect(await thumbsDown(bare)).toHaveLength(1);
    expect(server.violations).toEqual([]);
  });

  /** The agent deletes its 👎'd comment; the deletion's run cannot read the poll's listing. */
  async function deletionRunThatCannotRead() {
    const { bare, said } = await thumbsDownOnAgentComment('Done: the parser handles empty input.');
    const before = await git(bare, 'rev-parse', STATE_BRANCH);
    const deleted = await deleteComment('agent[bot]', said.id);
    // The poll's listing is refused on the deletion's run: the cycles cannot be judged there.
    server.refuseNext(
      'graphql:RecentPullsAndCommit',
      403,
      'Resource not accessible by integration',
    );
    const onDeletion = await heartbeat(node24, bare, { event: deleted });
    return { bare, said, before, deleted, onDeletion };
  }

  it("a deletion's run that cannot read the comment listing still records the 👎, once", async () => {
    const { bare, said, deleted, onDeletion } = await deletionRunThatCannotRead();
    // What could not be read settles nothing: the run still fails, but the 👎 it alone carried is in.
    expect(onDeletion.code).not.toBe(0);
    expect(onDeletion.stdout).toContain('Resource not accessible by integration');
    expect(await thumbsDown(bare)).toEqual([
      expect.objectContaining({ source: said.html_url, by: expect.stringMatching(/agent\[bot\]/) }),
    ]);
    expect(onDeletion.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', title: 'deletion recorded alone' }),
    );

    // The next heartbeat and the deletion delivered again charge nothing more.
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect(await thumbsDown(bare)).toHaveLength(1);
    expect(server.violations).toEqual([]);
  });

  it("a deletion's run that records alone and fails is remembered: moving the state branch back does not drop the 👎", async () => {
    const { bare, said, before, onDeletion } = await deletionRunThatCannotRead();
    expect(onDeletion.code).not.toBe(0);
    expect(await thumbsDown(bare)).toHaveLength(1);

    // The agent force-pushes the state branch back to the gate's own head before the deletion:
    // the failed run's record is all that still names the commit holding the 👎.
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', '-f', 'origin', `${before}:refs/heads/${STATE_BRANCH}`);
    const next = await heartbeat(node24, bare);
    expect(next.code).toBe(0);
    expect(next.summary).toContain('State branch rolled back');
    expect(await thumbsDown(bare)).toEqual([
      expect.objectContaining({ source: said.html_url, by: expect.stringMatching(/agent\[bot\]/) }),
    ]);
    expect(server.violations).toEqual([]);
  });

  /** The agent pushes `file` with `text` to the default branch (it may, unless the operator forbids it). */
  async function pushToMain(bare: string, file: string, text: string) {
    const clone = await sandbox.clone(bare);
    await writeFile(join(clone, file), text);
    await git(clone, 'commit', '-qam', `${file} changed`);
    await git(clone, 'push', '-q', 'origin', 'HEAD:main');
  }

  it("a deletion's run that fails on a contract the agent broke still records the 👎, once", async () => {
    const { bare, said } = await thumbsDownOnAgentComment('Done: the parser handles empty input.');
    // A cycle falls due on the deletion's run: the whole heartbeat reads the contract, and fails.
    await pushToMain(
      bare,
      'HEARTBEAT.md',
      '# Heartbeat\n\n## Tasks\n\n- [?] docs | Write the docs | optional\n',
    );
    const deleted = await deleteComment('agent[bot]', said.id);
    const onDeletion = await heartbeat(node24, bare, { event: deleted });
    expect(onDeletion.code).not.toBe(0);
    expect(onDeletion.stdout).toContain('HEARTBEAT.md');
    expect(await thumbsDown(bare)).toEqual([
      expect.objectContaining({ source: said.html_url, by: expect.stringMatching(/agent\[bot\]/) }),
    ]);
    expect(onDeletion.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', title: 'deletion recorded alone' }),
    );

    // The contract fixed, the next heartbeat and the deletion delivered again charge nothing more.
    await pushToMain(bare, 'HEARTBEAT.md', contract);
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect(await thumbsDown(bare)).toHaveLength(1);
    expect(server.violations).toEqual([]);
  });

  it("a deletion's run that can record nothing says so, and its re-run once fixed records the 👎", async () => {
    const { bare, said } = await thumbsDownOnAgentComment('Done: the parser handles empty input.');
    // A configuration that does not parse: the 👎 alone cannot be recorded either.
    await pushToMain(bare, '.heartbeat/config.json', '{ "agents": [');
    const deleted = await deleteComment('agent[bot]', said.id);
    const onDeletion = await heartbeat(node24, bare, { event: deleted });
    expect(onDeletion.code).not.toBe(0);
    expect(await thumbsDown(bare)).toEqual([]);
    const unrecorded =
      "the deleted comment's 👎 and claims are in this run's event alone and were not recorded: re-run this workflow run";
    expect(onDeletion.annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        title: 'deletion not recorded',
        message: expect.stringContaining(unrecorded),
      }),
    );
    const check = server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.summary).toContain(unrecorded);

    // The operator fixes the configuration and re-runs the run: GitHub delivers the same event.
    await pushToMain(
      bare,
      '.heartbeat/config.json',
      JSON.stringify({ timeZone: MIDDAY_ZONE, agents: ['agent[bot]'] }),
    );
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect(await thumbsDown(bare)).toEqual([
      expect.objectContaining({ source: said.html_url, by: expect.stringMatching(/agent\[bot\]/) }),
    ]);
    expect(server.violations).toEqual([]);
  });

  // A review comment's `deleted` run is a pull-request run: GitHub runs it on the PR's head branch
  // with the PR's own workflow file, so it is not the heartbeat (class G, docs/decisions.md) and
  // writes nothing; its 👎 is charged only when a heartbeat run can see it (an open limit).
  it("a review comment's deletion run is not the heartbeat's: refused, nothing written", async () => {
    const bare = await singleAgentRepository();
    const pr = server.state.addPullRequest({ ...repository, user: 'alice' });
    const note = server.state.addReviewComment({
      ...repository,
      pullNumber: pr.number,
      user: 'agent[bot]',
      body: 'This handles every case.',
    });
    server.state.addReaction({
      ...repository,
      reviewCommentId: note.id,
      user: 'alice',
      content: '-1',
    });
    const deleted = await deleteReviewComment('agent[bot]', pr.number, note.id, 'agent[bot]');
    const headOf = () =>
      git(bare, 'for-each-ref', '--format=%(objectname)', `refs/heads/${STATE_BRANCH}`);
    const before = await headOf();
    const onDeletion = await heartbeat(node24, bare, { event: deleted });
    expect(onDeletion.code).toBe(1);
    expect(onDeletion.annotations.map((a) => a.message).join('\n')).toMatch(
      /this run is not the heartbeat \(run \d+ of the heartbeat workflow ran on the branch changes, not the trusted main\)/,
    );
    expect(await headOf()).toBe(before);
    expect(server.violations).toEqual([]);
  });

  it('a 👎 a poll already recorded is not charged again when the agent deletes the comment', async () => {
    const { bare, said } = await thumbsDownOnAgentComment('Done.');
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect(await thumbsDown(bare)).toHaveLength(1);

    const deleted = await deleteComment('agent[bot]', said.id);
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect(await thumbsDown(bare)).toHaveLength(1);
    expect(server.violations).toEqual([]);
  });

  it("a 👎 on the agent's comments in an operator's PR and in another bot's PR is the agent's", async () => {
    const bare = await singleAgentRepository();
    const theirs = server.state.addPullRequest({ ...repository, user: 'alice' });
    const bots = server.state.addPullRequest({ ...repository, user: 'helper[bot]' });
    const onTheirs = server.state.addIssueComment({
      ...repository,
      issueNumber: theirs.number,
      user: 'agent[bot]',
      body: 'LGTM, merging is safe.',
    });
    const inReview = server.state.addReviewComment({
      ...repository,
      pullNumber: theirs.number,
      user: 'agent[bot]',
      body: 'This line is fine.',
    });
    const onBots = server.state.addIssueComment({
      ...repository,
      issueNumber: bots.number,
      user: 'agent[bot]',
      body: 'Rebased for you.',
    });
    server.state.addReaction({
      ...repository,
      commentId: onTheirs.id,
      user: 'alice',
      content: '-1',
    });
    server.state.addReaction({
      ...repository,
      reviewCommentId: inReview.id,
      user: 'alice',
      content: '-1',
    });
    server.state.addReaction({ ...repository, commentId: onBots.id, user: 'alice', content: '-1' });

    expect((await heartbeat(node24, bare)).code).toBe(0);
    const downs = await thumbsDown(bare);
    expect(downs.map((e) => e.by)).toEqual(['alice', 'alice', 'alice']);
    const html = `https://github.com/${repository.owner}/${repository.repo}/pull`;
    expect(downs.map((e) => e.source).sort()).toEqual(
      [
        `${html}/${theirs.number}#issuecomment-${onTheirs.id}`,
        `${html}/${theirs.number}#discussion_r${inReview.id}`,
        `${html}/${bots.number}#issuecomment-${onBots.id}`,
      ].sort(),
    );
    expect(server.violations).toEqual([]);
  });

  /**
   * A team of coder and reviewer (both with write access), each a cycle old, and coder's comment
   * on reviewer's PR carrying alice's 👎, which one heartbeat has charged to coder.
   */
  async function teamWithCodersThumbsDown() {
    const bare = await sandbox.bareRemote({
      '.heartbeat/config.json': JSON.stringify({
        timeZone: MIDDAY_ZONE,
        team: { coder: { logins: ['coder-dev'] }, reviewer: { logins: ['reviewer-dev'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': contract,
      '.heartbeat/agents/reviewer/HEARTBEAT.md': contract,
    });
    for (const user of ['coder-dev', 'reviewer-dev']) {
      server.state.setPermission({ ...repository, user, permission: 'write' });
    }
    const clone = await sandbox.clone(bare);
    await cycleAnIntervalAgo(clone, 'coder');
    await cycleAnIntervalAgo(clone, 'reviewer');

    const pr = server.state.addPullRequest({ ...repository, user: 'reviewer-dev' });
    const coderSaid = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'coder-dev',
      body: 'Addressed every review note.',
    });
    server.state.addReaction({
      ...repository,
      commentId: coderSaid.id,
      user: 'alice',
      content: '-1',
    });
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect((await thumbsDown(bare, 'coder')).map((e) => e.by)).toEqual(['alice']);
    expect(await thumbsDown(bare, 'reviewer')).toEqual([]);
    return { bare, pr, coderSaid };
  }

  it("in a team, a 👎 on coder's comment in reviewer's PR is coder's, and reviewer cannot push its own 👎 onto coder by deleting", async () => {
    const { bare, pr } = await teamWithCodersThumbsDown();

    // reviewer 👎s another of coder's comments and deletes it: the deleter pays, never coder.
    const another = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'coder-dev',
      body: 'Fixed the flaky test.',
    });
    server.state.addReaction({
      ...repository,
      commentId: another.id,
      user: 'reviewer-dev',
      content: '-1',
    });
    const deleted = await deleteComment('reviewer-dev', another.id);
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect(await thumbsDown(bare, 'coder')).toHaveLength(1);
    expect((await thumbsDown(bare, 'reviewer')).map((e) => e.by)).toEqual([
      'unknown (deleted by reviewer-dev)',
    ]);
    expect(await git(bare, 'rev-parse', '--verify', STATE_BRANCH)).toMatch(/^[0-9a-f]{40}$/);
    expect(server.violations).toEqual([]);
  });

  it("in a team, a 👎 the poll charged to coder is not charged again to reviewer for deleting coder's comment", async () => {
    const { bare, coderSaid } = await teamWithCodersThumbsDown();
    const deleted = await deleteComment('reviewer-dev', coderSaid.id);
    expect((await heartbeat(node24, bare, { event: deleted })).code).toBe(0);
    expect((await heartbeat(node24, bare)).code).toBe(0);
    // One 👎, charged once, to the agent whose text it was.
    expect((await thumbsDown(bare, 'coder')).map((e) => e.by)).toEqual(['alice']);
    expect(await thumbsDown(bare, 'reviewer')).toEqual([]);
    expect(server.violations).toEqual([]);
  });

  it("in a team, coder cannot have its own write seal a forged line in reviewer's folder", async () => {
    // The dodge this would buy: a 👎 line for coder's comment forged into reviewer's ledger
    // counts as already charged when coder deletes the comment. Any consistent forgery will do:
    // here a verdict for reviewer, written with the CLI (derived files recomputed) and pushed
    // onto the state branch by coder, unsigned.
    const { bare, pr } = await teamWithCodersThumbsDown();
    const forger = await sandbox.clone(bare);
    const forged = await runCliProcess(forger, [
      'verdict',
      '--agent',
      'reviewer',
      '--id',
      'forged-by-coder',
      // After the heartbeat's cycle, which its runner's clock put a few minutes ahead.
      '--now',
      new Date(Date.now() + 4 * 60_000).toISOString(),
      '--branch',
      STATE_BRANCH,
      '--push',
      'docs',
      'not_verified',
    ]);
    expect(forged.code, forged.stderr).toBe(0);
    // Something for coder's pass to write, so it writes over the forged head.
    const more = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'coder-dev',
      body: 'One more note.',
    });
    server.state.addReaction({ ...repository, commentId: more.id, user: 'alice', content: '-1' });
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect(await thumbsDown(bare, 'coder')).toHaveLength(2);
    const { state } = await stateHead(bare);
    const reviewers = await worktreeLedger(state, '.heartbeat/agents/reviewer');
    expect(reviewers.map((e) => e.id)).not.toContain('forged-by-coder');
    expect(server.violations).toEqual([]);
  });
});
