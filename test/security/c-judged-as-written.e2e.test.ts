// Class C (issue 26) with issue 25's rule 1: a cycle is judged at its due time on what GitHub knew
// then, by a run that may start up to an hour later. In that window the agent must not be able to
// change what is judged. Through the bundled Action against the local GitHub server: the agent
// claims `build.done` on its own pull request while CI / test is red, the cycle falls due, and
// before the run it rewrites the comment (or destroys the proof of what it said).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import {
  CI_TEST,
  doneComment,
  repository,
  scheduledRepo,
  VERDICTS,
} from '../helpers/scheduled-repo.js';
import { worktreeLedger } from '../helpers/state.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, repositoryWithCycle, stateHead, redAgentPull, deleteComment } = scheduledRepo(
  sandbox,
  server,
);

beforeEach(() => {
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

const blocked = (task: string) =>
  ['Blocked.', '', '```build.blocked', `Heartbeat-Task: ${task}`, 'tests: fail', '```', ''].join(
    '\n',
  );

/**
 * The agent's own pull request, CI / test red on its head, and its lie about `task` there, written
 * now: before the cycle the scenario's run judges falls due (two minutes from now).
 */
async function lieOnRedPull(tasks: string[], task: string) {
  const bare = await repositoryWithCycle(tasks, CI_TEST);
  const { sha, pull } = await redAgentPull(bare);
  const comment = server.state.addIssueComment({
    ...repository,
    issueNumber: pull.number,
    user: 'agent[bot]',
    body: doneComment(task),
  });
  return { bare, sha, comment };
}

/** From now on the server's clock is past the due time (and before the run's). */
function afterTheDueTime(): void {
  server.state.clock = () => new Date(Date.now() + 150_000);
}

/** The run charged the lie on red CI about `ship`: -45, and the contradiction named. */
async function expectTheLie(
  result: Awaited<ReturnType<typeof heartbeat>>,
  bare: string,
  sha: string,
): Promise<string> {
  expect(result.code).toBe(0);
  expect(result.outputs).toMatchObject({ due: 'true', score: '-45' });
  const { state, trailers } = await stateHead(bare, VERDICTS);
  expect(trailers).toEqual([
    'Heartbeat-Verdict: ship not_verified contradiction',
    `Heartbeat-Reason: ship contradiction: check CI / test concluded failure on ${sha.slice(0, 12)}`,
  ]);
  return state;
}

/**
 * The run judged the optional `docs` task on a text it could not read: `score`, -45 with a
 * contradiction or -15 not proven, and `reason` (a pattern) for it.
 */
async function expectHidden(
  result: Awaited<ReturnType<typeof heartbeat>>,
  bare: string,
  expected: { score: '-45' | '-15'; reason: string },
): Promise<void> {
  expect(result.code).toBe(0);
  expect(result.outputs).toMatchObject({ due: 'true', score: expected.score });
  const { trailers } = await stateHead(bare, VERDICTS);
  expect(trailers).toEqual([
    `Heartbeat-Verdict: docs not_verified${expected.score === '-45' ? ' contradiction' : ''}`,
    expect.stringMatching(new RegExp(`^Heartbeat-Reason: ${expected.reason}$`)),
  ]);
  expect(server.violations).toEqual([]);
}

/**
 * The agent's lie about the optional `docs` task on red CI, edited away after the due time. With
 * no claim at all the task would be `unclear` (-2), which the agent would prefer to -15 or -45.
 */
async function lieEditedAwayAfterTheDueTime() {
  const lie = await lieOnRedPull(['- [ ] docs | Write the docs | optional'], 'docs');
  afterTheDueTime();
  server.state.editIssueComment({ ...repository, commentId: lie.comment.id, body: 'Never mind.' });
  return lie;
}

const historyQueries = () =>
  server.requests.filter((r) => JSON.stringify(r.body ?? '').includes('query CommentHistories'))
    .length;

describe('class C: what a claim said at its due time is what is judged', () => {
  it('a lie rewritten to build.blocked after the due time is still the lie: a contradiction, from the history', async () => {
    const { bare, sha, comment } = await lieOnRedPull(
      ['- [ ] ship | Ship the widget | required'],
      'ship',
    );
    afterTheDueTime();
    server.state.editIssueComment({ ...repository, commentId: comment.id, body: blocked('ship') });

    const result = await heartbeat(node24, bare);
    // -45, not the -2 of the `build.blocked` it rewrote the lie into (claimed, no gated evidence).
    await expectTheLie(result, bare, sha);
    // The one comment edited after the due time: its history, in one request.
    expect(historyQueries()).toBe(1);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie rewritten between the listing and the body read is still the lie: the body query says it was edited', async () => {
    const { bare, sha, comment } = await lieOnRedPull(
      ['- [ ] ship | Ship the widget | required'],
      'ship',
    );
    afterTheDueTime();
    // The listing sees the comment as written; the agent rewrites it before its body is read.
    server.beforeNext('graphql:CommentBodies', () => {
      server.state.editIssueComment({
        ...repository,
        commentId: comment.id,
        body: blocked('ship'),
      });
    });

    const result = await heartbeat(node24, bare);
    await expectTheLie(result, bare, sha);
    // The edit was made (the body read saw it), and the history was read once after it.
    expect(
      server.state.repo(repository.owner, repository.repo)?.comments.get(comment.id)?.body,
    ).toBe(blocked('ship'));
    expect(historyQueries()).toBe(1);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('an edit before the due time is what GitHub held then: judged on the edited text, no history read', async () => {
    const { bare, comment } = await lieOnRedPull(
      ['- [ ] ship | Ship the widget | required'],
      'ship',
    );
    // Corrected at once, before the cycle fell due: the lie never stood at a due time.
    server.state.editIssueComment({ ...repository, commentId: comment.id, body: blocked('ship') });

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ due: 'true', score: '-2' });
    const { trailers } = await stateHead(bare, VERDICTS);
    expect(trailers).toEqual([
      'Heartbeat-Verdict: ship unclear',
      'Heartbeat-Reason: ship claimed without gated evidence (build.blocked)',
    ]);
    expect(historyQueries()).toBe(0);
    expect(server.violations).toEqual([]);
  }, 180_000);

  // Destroying the text of the due time (issue 26, class C): charged as the lie it could have
  // hidden when GitHub names the agent as who did it; only not proven when anyone else did.
  it('the version of the due time deleted from the history by the agent: the lie it hid, a contradiction (-45)', async () => {
    const { bare, comment } = await lieEditedAwayAfterTheDueTime();
    server.state.deleteCommentRevision({
      ...repository,
      commentId: comment.id,
      revision: 0,
      by: 'agent[bot]',
    });

    const result = await heartbeat(node24, bare);
    await expectHidden(result, bare, {
      score: '-45',
      reason: `docs contradiction: what comment ${comment.id} said at \\S+ cannot be proven: the version it had at the due time was deleted from its edit history by agent\\[bot\\]`,
    });
  }, 180_000);

  it('the version of the due time deleted from the history by an operator (a leaked secret): not proven (-15), never the unclear (-2) of no claim', async () => {
    const { bare, comment } = await lieEditedAwayAfterTheDueTime();
    server.state.deleteCommentRevision({
      ...repository,
      commentId: comment.id,
      revision: 0,
      by: 'maintainer',
    });

    const result = await heartbeat(node24, bare);
    await expectHidden(result, bare, {
      score: '-15',
      reason: `docs not proven: what comment ${comment.id} said at \\S+ cannot be proven: the version it had at the due time was deleted from its edit history \\(comment:${comment.id}:unproven\\)`,
    });
  }, 180_000);

  it('101 edits by the agent after the due time push that version out of those read: the lie it hid (-45)', async () => {
    const { bare, comment } = await lieOnRedPull(
      ['- [ ] docs | Write the docs | optional'],
      'docs',
    );
    afterTheDueTime();
    for (let n = 1; n <= 101; n++) {
      server.state.editIssueComment({ ...repository, commentId: comment.id, body: `Edit ${n}.` });
    }

    const result = await heartbeat(node24, bare);
    await expectHidden(result, bare, {
      score: '-45',
      reason: `docs contradiction: what comment ${comment.id} said at \\S+ cannot be proven: its edit history is longer than the gate reads, edited after the due time by agent\\[bot\\]`,
    });
    // The 100 newest versions in one request: no page beyond what is read.
    expect(historyQueries()).toBe(1);
  }, 180_000);

  it('a lie deleted after the due time is judged from what GitHub sent with the deletion: a contradiction, and recorded', async () => {
    const { bare, sha, comment } = await lieOnRedPull(
      ['- [ ] ship | Ship the widget | required'],
      'ship',
    );
    afterTheDueTime();
    const deleted = await deleteComment('agent[bot]', comment.id);

    // The deletion's own run (past the due time) performs the cycle.
    const result = await heartbeat(node24, bare, { event: deleted });
    // -45, not the -15 of no claim at all.
    const state = await expectTheLie(result, bare, sha);
    // The claim is in the ledger: every later run sees what this one saw.
    const claims = (await worktreeLedger(state, '.heartbeat')).filter((e) => e.kind === 'claim');
    expect(claims).toMatchObject([
      { id: `comment:${comment.id}:build.done`, taskIds: ['ship'], sha, accepted: true },
    ]);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie deleted before the due time, its run started after it: withdrawn, seen deleted when GitHub created the run', async () => {
    const { bare, comment } = await lieOnRedPull(
      ['- [ ] ship | Ship the widget | required'],
      'ship',
    );
    // Deleted before the due time; GitHub creates the deletion's run at once, and the runner
    // starts it after the due time (its clock is past it).
    const deleted = await deleteComment('agent[bot]', comment.id);

    const result = await heartbeat(node24, bare, { event: deleted });
    expect(result.code).toBe(0);
    const run = server.state.repo(repository.owner, repository.repo)!.workflowRuns.at(-1)!;
    const { state, trailers } = await stateHead(bare, VERDICTS);
    const claims = (await worktreeLedger(state, '.heartbeat')).filter((e) => e.kind === 'claim');
    expect(claims).toMatchObject([
      { id: `comment:${comment.id}:build.done`, seenDeletedAt: run.createdAt },
    ]);
    // Gone by the due time, it was withdrawn (as an edit before it is): no claim named the
    // required task (-15), never judged as the lie it was (-45).
    expect(result.outputs).toMatchObject({ due: 'true', score: '-15' });
    expect(trailers).not.toContainEqual(expect.stringContaining('contradiction'));
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie edited after the due time and then deleted by the agent: the lie it hid (-45)', async () => {
    const { bare, comment } = await lieEditedAwayAfterTheDueTime();
    const deleted = await deleteComment('agent[bot]', comment.id);

    const result = await heartbeat(node24, bare, { event: deleted });
    await expectHidden(result, bare, {
      score: '-45',
      reason: `docs contradiction: comment ${comment.id} was edited at \\S+ and deleted by agent\\[bot\\]: what it said at \\S+ cannot be proven`,
    });
  }, 180_000);

  it('a lie edited after the due time and then deleted by an operator: not proven (-15), never the unclear (-2) of no claim', async () => {
    const { bare, comment } = await lieOnRedPull(
      ['- [ ] docs | Write the docs | optional'],
      'docs',
    );
    server.state.setPermission({ ...repository, user: 'maintainer', permission: 'write' });
    afterTheDueTime();
    server.state.editIssueComment({ ...repository, commentId: comment.id, body: 'Never mind.' });
    const deleted = await deleteComment('maintainer', comment.id);

    const result = await heartbeat(node24, bare, { event: deleted });
    await expectHidden(result, bare, {
      score: '-15',
      reason: `docs not proven: comment ${comment.id} was edited at \\S+ and deleted: what it said at \\S+ cannot be proven \\(comment:${comment.id}:edited\\)`,
    });
  }, 180_000);
});
