// Class G (issue 26), found in review: in a team the state branch holds every agent's folder, and
// a restore brings every folder back from the state it builds on. A rollback judged on one
// agent's folder alone let one agent's pass write on the moved-back state (its own folder had not
// changed) and the next agent's pass restore the lost state over that write, dropping what the
// first pass recorded: a deleted comment's 👎, which only that run's event carried, was gone for
// good. Performed with the bundled Action (Node 24) against the local GitHub server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackEvent } from '../../src/core/model.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { MIDDAY_ZONE, repository, scheduledRepo, STATE_BRANCH } from '../helpers/scheduled-repo.js';
import { worktreeLedger } from '../helpers/state.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, cycleAnIntervalAgo, stateHead, deleteComment } = scheduledRepo(sandbox, server);

/** How the ledger names who reacted to a comment that was deleted: the payload does not say. */
const DELETED_BY_CODER = 'unknown (deleted by coder-dev)';
const contract =
  '# Heartbeat\n\n## Tasks\n\n- [ ] docs | Write the docs | optional | verify: file:docs/\n';

beforeEach(() => {
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

/** The 👎 in a team agent's ledger at the state branch's head. */
async function thumbsDown(bare: string, agent: string): Promise<FeedbackEvent[]> {
  const { state } = await stateHead(bare);
  return (await worktreeLedger(state, `.heartbeat/agents/${agent}`)).filter(
    (e): e is FeedbackEvent => e.kind === 'feedback' && e.direction === 'down',
  );
}

describe('class G (review): a rollback is judged on every folder a restore brings back', () => {
  it("in a team, coder cannot roll back reviewer's 👎 so that reviewer's restore drops coder's own", async () => {
    // coder's pass comes first (the team's order), reviewer's second.
    const bare = await sandbox.bareRemote({
      '.heartbeat/config.json': JSON.stringify({
        timeZone: MIDDAY_ZONE,
        team: { coder: { logins: ['coder-dev'] }, reviewer: { logins: ['reviewer-dev'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': contract,
      '.heartbeat/agents/reviewer/HEARTBEAT.md': contract,
    });
    for (const user of ['coder-dev', 'reviewer-dev'])
      server.state.setPermission({ ...repository, user, permission: 'write' });
    const clone = await sandbox.clone(bare);
    await cycleAnIntervalAgo(clone, 'coder');
    await cycleAnIntervalAgo(clone, 'reviewer');
    expect((await heartbeat(node24, bare)).code).toBe(0);
    const older = await git(bare, 'rev-parse', STATE_BRANCH);

    // alice 👎s reviewer's comment: only reviewer's folder changes.
    const pr = server.state.addPullRequest({ ...repository, user: 'reviewer-dev' });
    const reviewerSaid = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'reviewer-dev',
      body: 'Reviewed, all good.',
    });
    server.state.addReaction({
      ...repository,
      commentId: reviewerSaid.id,
      user: 'alice',
      content: '-1',
    });
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect(await thumbsDown(bare, 'reviewer')).toHaveLength(1);
    expect(await thumbsDown(bare, 'coder')).toEqual([]);

    // coder moves the branch back to the gate's own older head, where its own folder is as it was.
    const agent = await sandbox.clone(bare);
    await git(agent, 'push', '-q', '-f', 'origin', `${older}:refs/heads/${STATE_BRANCH}`);

    // alice 👎s coder's comment; coder deletes it: the 👎 is in the deletion run's event alone.
    const coderSaid = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'coder-dev',
      body: 'Fixed it.',
    });
    server.state.addReaction({
      ...repository,
      commentId: coderSaid.id,
      user: 'alice',
      content: '-1',
    });
    const deleted = await deleteComment('coder-dev', coderSaid.id);
    const onDeletion = await heartbeat(node24, bare, { event: deleted });
    expect(onDeletion.code).toBe(0);
    expect(onDeletion.summary).toContain('State branch rolled back');

    // Both 👎 are on the branch, and stay there on the next run.
    expect((await thumbsDown(bare, 'coder')).map((e) => e.by)).toEqual([DELETED_BY_CODER]);
    expect(await thumbsDown(bare, 'reviewer')).toHaveLength(1);
    expect((await heartbeat(node24, bare)).code).toBe(0);
    expect((await thumbsDown(bare, 'coder')).map((e) => e.by)).toEqual([DELETED_BY_CODER]);
    expect(await thumbsDown(bare, 'reviewer')).toHaveLength(1);
    expect(server.violations).toEqual([]);
  }, 300_000);
});
