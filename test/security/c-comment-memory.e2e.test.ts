// Class C (issue 26): the gate's memory of the agents' comments never hides one. A run lists a
// pull request's comments only from the instant its records hold them up to (what an outsider
// wrote before costs nothing, c-comment-flood.e2e); each hole below once let a comment on the
// agent's pull request fall behind that instant without being in any record, so that an
// operator's 👎 on it never counted. Through the bundled Action against the local GitHub server,
// each performs the hole and asserts that the 👎 is recorded.
import { describe, expect, it } from 'vitest';
import { git, writeFiles } from '../helpers/git.js';
import { CI_TEST, MIDDAY_ZONE, repository, useAgentPulls } from '../helpers/scheduled-repo.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const agentPull = useAgentPulls();

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

/**
 * The agent's own pull request under the scheduled heartbeat, made `setUpAgo` before now on
 * GitHub's clock, with `config`; `alice` is an operator.
 */
async function agentPullUnderHeartbeat(config: object = CI_TEST, setUpAgo = 40 * MINUTE) {
  const t = await agentPull({ config, setUpAgo });
  const { server, repo, bare } = t;
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
  /**
   * mallory's comments after it, enough to push a comment out of the newest page (100), the one
   * a run reads first: a listing from a later instant stops there.
   */
  const flood = () => t.flood(150);
  /**
   * One scheduled run, the runner's clock `minutesLater` (GitHub's is as set); returns the names
   * of the GraphQL queries it made.
   */
  const run = async (minutesLater: number) => {
    const from = server.requests.length;
    const result = await repo.heartbeat(node24, bare, { minutesLater });
    expect(result.code).toBe(0);
    expect(server.violations).toEqual([]);
    return server.requests
      .slice(from)
      .map((r) => /^\s*query\s+(\w+)/.exec((r.body as { query?: string } | null)?.query ?? '')?.[1])
      .filter((name) => name !== undefined);
  };
  const thumbsDown = (commentId: number) =>
    server.state.addReaction({ ...repository, commentId, user: 'alice', content: '-1' });
  /** The 👎 the agent's ledger holds, by the comment they were on. */
  const downs = async () => (await t.downs()).map((e) => (e as { source?: string }).source);
  return { ...t, flood, run, thumbsDown, downs };
}

const on = (comment: { id: number }) => expect.stringContaining(`issuecomment-${comment.id}`);

describe('class C: the memory of the agents’ comments never hides one', () => {
  it('C2: a pull request skipped while the pull requests are paged keeps its comments listed', async () => {
    const t = await agentPullUnderHeartbeat();
    // The first run reads the agent's pull request whole.
    t.githubAt(-30 * MINUTE);
    await t.run(3);
    // The agent comments, mallory floods; then 100 pull requests are updated after it, which puts the agent's on
    // the second page of the listing (100 a page, newest update first).
    t.githubAt(-20 * MINUTE);
    const hidden = t.comment('agent[bot]');
    t.flood();
    for (let i = 0; i < 100; i++)
      t.server.state.addPullRequest({ ...repository, user: 'mallory', title: `noise ${i}` });
    t.githubAt(0);
    t.thumbsDown(hidden.id);
    // Between the first page and the second, mallory comments on the agent's pull request: it
    // moves to the first page, already read, and the second page starts one further on.
    let moved = false;
    t.server.beforeNext('graphql:RecentPulls', () => {
      t.comment('mallory', 'bump');
      moved = true;
    });
    await t.run(33);
    expect(moved).toBe(true);
    // Whatever that run read, the next one reaches the agent's comment and counts its 👎.
    await t.run(63);
    expect(await t.downs()).toEqual([on(hidden)]);
  }, 600_000);

  it('C3: a login added to the agent has its older comments read whole', async () => {
    const t = await agentPullUnderHeartbeat();
    // Written by a login the configuration does not name yet, before the first run.
    const helper = t.comment('helper[bot]');
    t.flood();
    t.githubAt(-30 * MINUTE);
    await t.run(3);
    // The operator names helper[bot] as one of the agent's logins, then gives its comment a 👎.
    const clone = await t.sandbox.clone(t.bare);
    await writeFiles(clone, {
      '.heartbeat/config.json': JSON.stringify({
        timeZone: MIDDAY_ZONE,
        ...CI_TEST,
        agents: ['agent[bot]', 'helper[bot]'],
      }),
    });
    await git(clone, 'commit', '-q', '-am', 'heartbeat: helper[bot] is the agent too');
    await git(clone, 'push', '-q', 'origin', 'main');
    t.githubAt(0);
    t.thumbsDown(helper.id);
    await t.run(33);
    expect(await t.downs()).toEqual([on(helper)]);
  }, 600_000);

  it('C4: a record claiming an instant GitHub never asserted hides nothing', async () => {
    const t = await agentPullUnderHeartbeat();
    t.githubAt(-30 * MINUTE);
    // GitHub answers the first run's creation two days ahead (its record then claims to hold
    // every comment written before it); the run's true time is restored after it.
    const runs = t.server.state.repo(repository.owner, repository.repo)!.workflowRuns;
    let restore = () => {};
    t.server.beforeNext('actions/get-workflow-run', () => {
      const own = runs.at(-1)!;
      const createdAt = own.createdAt;
      own.createdAt = new Date(Date.now() + 2 * DAY).toISOString().replace(/\.\d+Z$/, 'Z');
      restore = () => {
        own.createdAt = createdAt;
      };
    });
    await t.run(3);
    restore();
    t.githubAt(-20 * MINUTE);
    const after = t.comment('agent[bot]');
    t.flood();
    t.githubAt(0);
    t.thumbsDown(after.id);
    await t.run(33);
    expect(await t.downs()).toEqual([on(after)]);
  }, 600_000);

  it('a 👎 on an agent comment older than the lookback, on a pull request active this week, counts', async () => {
    const t = await agentPullUnderHeartbeat();
    const old = t.comment('agent[bot]');
    t.flood();
    t.githubAt(-30 * MINUTE);
    await t.run(3);
    // Runs four days later (nothing new), then the pull request is active on day 7 and the
    // operator gives the agent's first comment a 👎; the run of day 8 must count it, though the
    // comment and the record that first held it are more than 7 days old.
    t.githubAt(4 * DAY);
    await t.run(4 * 1_440 + 3);
    t.githubAt(7 * DAY);
    t.comment('mallory', 'still on it?');
    t.thumbsDown(old.id);
    t.githubAt(8 * DAY);
    const queries = await t.run(8 * 1_440 + 3);
    expect(await t.downs()).toEqual([on(old)]);
    // Carried forward by the run of day 4 (more than half the lookback after the first), not
    // found by reading the pull request whole again: its comments from the newest page only.
    expect(queries).toContain('KnownComments');
    expect(queries).not.toContain('PullComments');
    expect(queries).not.toContain('EarlierPullComments');
  }, 600_000);
});
