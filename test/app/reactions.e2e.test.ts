import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pollReactions } from '../../src/app/reactions.js';
import { DAILY_THUMBS_UP_CAP } from '../../src/core/feedback.js';
import { serializeLedger, ledgerMonth } from '../../src/core/ledger.js';
import type { LedgerEvent } from '../../src/core/model.js';
import {
  dirSource,
  loadStateStore,
  statePaths,
  writeStateFiles,
} from '../../src/git/state-store.js';
import { GitSandbox } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';

const repository = { owner: 'acme', repo: 'widgets' };
const agents = ['agent[bot]'];
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const NOW = '2026-11-20T12:00:00Z';

const server = useGitHubServer();
let client: Octokit;
const sandbox = new GitSandbox();
let stateRoot: string;
/** The ledger as the state would hold it between polls. */
let ledger: LedgerEvent[];

beforeEach(async () => {
  server.state.clock = () => new Date('2026-11-20T10:00:00Z');
  client = new Octokit({ baseUrl: server.url, auth: 'token', log: quiet });
  stateRoot = await sandbox.dir();
  ledger = [];
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
  server.state.setPermission({ ...repository, user: 'mona', permission: 'maintain' });
  server.state.setPermission({ ...repository, user: 'rita', permission: 'read' });
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

/** One poll, then the events written back as a state commit would. */
async function poll(options: { operators?: string[]; notBefore?: string } = {}) {
  const store = await loadStateStore(dirSource(stateRoot, '.heartbeat'), '.heartbeat');
  const result = await pollReactions({
    client,
    repository,
    agents,
    operators: options.operators ?? [],
    store,
    notBefore: options.notBefore,
    now: NOW,
    timeZone: 'UTC',
  });
  ledger.push(...result.events);
  const files = new Map<string, string>();
  for (const event of result.events) {
    const month = ledgerMonth(event);
    files.set(
      statePaths('.heartbeat').segment(month),
      serializeLedger(ledger.filter((e) => ledgerMonth(e) === month)),
    );
  }
  await writeStateFiles(stateRoot, files);
  return result;
}

const graphql = () => server.requests.filter((r) => r.operationId === 'graphql').length;

function agentPull() {
  const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
  const comment = server.state.addIssueComment({
    ...repository,
    issueNumber: pr.number,
    user: 'agent[bot]',
    body: '```build.done\ntests: pass\n```',
  });
  const url = server.state.issueComments('acme', 'widgets', pr.number)[0]!.html_url;
  return { pr, comment, url };
}

const react = (
  commentId: number,
  user: string,
  content: '+1' | '-1' | 'laugh',
  createdAt: string,
) => server.state.addReaction({ ...repository, commentId, user, content, createdAt });

const unreact = (id: number) => {
  const r = server.state.repo('acme', 'widgets')!;
  r.reactions.splice(
    r.reactions.findIndex((x) => x.id === id),
    1,
  );
};

describe('polling reactions on the agent PR', () => {
  it('a 👍 by a write collaborator and a 👎 by a maintainer count once, ever, keyed by subject, operator and content', async () => {
    const { pr, comment, url } = agentPull();
    react(comment.id, 'alice', '+1', '2026-11-20T10:30:00Z');
    server.state.addReaction({
      ...repository,
      issueNumber: pr.number,
      user: 'mona',
      content: '-1',
      createdAt: '2026-11-20T10:31:00Z',
    });

    const first = await poll();
    expect(first.events).toEqual([
      {
        id: `reaction:issue-comment:${comment.id}:alice:up`,
        at: '2026-11-20T10:30:00Z',
        kind: 'feedback',
        direction: 'up',
        by: 'alice',
        source: url,
      },
      expect.objectContaining({ id: `reaction:pull:${pr.number}:mona:down`, direction: 'down' }),
    ]);
    expect(first.ignored).toEqual([]);
    expect((await poll()).events).toEqual([]);
  });

  it('the agent swapping its own 👎 for an operator’s (the count never changes) does not hide the operator’s 👎', async () => {
    const { comment } = agentPull();
    const own = react(comment.id, 'agent[bot]', '-1', '2026-11-20T10:10:00Z');
    expect((await poll()).events).toEqual([]);
    react(comment.id, 'alice', '-1', '2026-11-20T10:20:00Z');
    unreact(own.id);
    const after = await poll();
    expect(after.events).toEqual([
      expect.objectContaining({ direction: 'down', by: 'alice', at: '2026-11-20T10:20:00Z' }),
    ]);
  });

  it('removing and re-adding a 👍 counts once; a 👍 recorded under the old reaction-id scheme is not counted again', async () => {
    const { comment, url } = agentPull();
    const first = react(comment.id, 'alice', '+1', '2026-11-20T10:10:00Z');
    expect((await poll()).events).toHaveLength(1);
    unreact(first.id);
    react(comment.id, 'alice', '+1', '2026-11-20T10:40:00Z');
    expect((await poll()).events).toEqual([]);

    // A ledger written before the key existed holds `reaction-<id>` with the same subject URL.
    ledger.length = 0;
    await writeStateFiles(
      stateRoot,
      new Map([
        [
          statePaths('.heartbeat').segment('2026-11'),
          serializeLedger([
            {
              id: `reaction-${first.id}`,
              at: '2026-11-20T10:10:00Z',
              kind: 'feedback',
              direction: 'up',
              by: 'alice',
              source: url,
            },
          ]),
        ],
      ]),
    );
    expect((await poll()).events).toEqual([]);
  });

  it('an edit never voids a 👎; it voids a 👍 given to the older text', async () => {
    const { comment } = agentPull();
    react(comment.id, 'alice', '-1', '2026-11-20T10:20:00Z');
    react(comment.id, 'mona', '+1', '2026-11-20T10:21:00Z');
    comment.body = 'I never said that';
    comment.updatedAt = '2026-11-20T10:30:00Z';
    react(comment.id, 'carol', '+1', '2026-11-20T10:31:00Z');
    server.state.setPermission({ ...repository, user: 'carol', permission: 'admin' });
    const result = await poll();
    expect(result.events.map((e) => `${e.by} ${e.direction}`)).toEqual(['alice down', 'carol up']);
    expect(result.ignored).toEqual([
      expect.objectContaining({ user: 'mona', reason: 'edited-after-reaction' }),
    ]);
  });

  it('a 👍 by a read-only user, by the agent or by a look-alike of the agent does not count', async () => {
    const { comment } = agentPull();
    react(comment.id, 'rita', '+1', '2026-11-20T10:20:00Z');
    react(comment.id, 'agent[bot]', '+1', '2026-11-20T10:21:00Z');
    react(comment.id, 'Agent', '+1', '2026-11-20T10:22:00Z');
    server.state.setPermission({ ...repository, user: 'Agent', permission: 'admin' });
    const result = await poll();
    expect(result.events).toEqual([]);
    // GraphQL gives a reaction's user only when it is a User: the bot's own reaction has none.
    expect(result.ignored.map((i) => `${i.user} ${i.reason}`)).toEqual([
      'rita not-an-operator',
      'Agent agent',
    ]);
  });

  it(`at most ${DAILY_THUMBS_UP_CAP} 👍 per operator count per day; 👎 has no cap`, async () => {
    const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    for (let i = 0; i < DAILY_THUMBS_UP_CAP + 2; i++) {
      const c = server.state.addIssueComment({
        ...repository,
        issueNumber: pr.number,
        user: 'agent[bot]',
        body: `note ${i}`,
      });
      react(c.id, 'alice', '+1', `2026-11-20T10:${10 + i}:00Z`);
      react(c.id, 'mona', '-1', `2026-11-20T10:${10 + i}:30Z`);
    }
    const result = await poll();
    const ups = result.events.filter((e) => e.direction === 'up');
    expect(ups).toHaveLength(DAILY_THUMBS_UP_CAP);
    expect(result.events.filter((e) => e.direction === 'down')).toHaveLength(
      DAILY_THUMBS_UP_CAP + 2,
    );
    expect(result.ignored.map((i) => i.reason)).toEqual(['daily-cap', 'daily-cap']);
    expect((await poll()).events).toEqual([]);
  });

  it('counts reactions on the agent review comments, and ignores other authors', async () => {
    const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    const own = server.state.addReviewComment({
      ...repository,
      pullNumber: pr.number,
      user: 'agent[bot]',
      body: 'done',
    });
    const other = server.state.addReviewComment({
      ...repository,
      pullNumber: pr.number,
      user: 'mona',
      body: 'hm',
    });
    server.state.addReaction({
      ...repository,
      reviewCommentId: own.id,
      user: 'alice',
      content: '+1',
      createdAt: '2026-11-20T10:20:00Z',
    });
    server.state.addReaction({
      ...repository,
      reviewCommentId: other.id,
      user: 'alice',
      content: '-1',
      createdAt: '2026-11-20T10:20:00Z',
    });
    const result = await poll();
    expect(result.events.map((e) => e.id)).toEqual([`reaction:review-comment:${own.id}:alice:up`]);
  });

  it("on a PR opened by someone else, the agent's comment is polled and the PR body is not; a reaction before the last cycle lands at the last cycle", async () => {
    const theirs = server.state.addPullRequest({ ...repository, user: 'mona' });
    const c = server.state.addIssueComment({
      ...repository,
      issueNumber: theirs.number,
      user: 'agent[bot]',
      body: 'x',
    });
    react(c.id, 'alice', '-1', '2026-11-20T10:20:00Z');
    // mona's own text is not the agent's: a 👎 on it is nobody's feedback here.
    server.state.addReaction({
      ...repository,
      issueNumber: theirs.number,
      user: 'alice',
      content: '-1',
      createdAt: '2026-11-20T10:20:00Z',
    });
    const { comment } = agentPull();
    react(comment.id, 'alice', '-1', '2026-11-20T10:20:00Z');
    const result = await poll({ notBefore: '2026-11-20T11:00:00Z' });
    expect(result.events).toEqual([
      expect.objectContaining({
        at: '2026-11-20T11:00:00Z',
        source: expect.stringContaining(`/pull/${theirs.number}#issuecomment-${c.id}`),
      }),
      expect.objectContaining({
        at: '2026-11-20T11:00:00Z',
        source: expect.stringContaining(`#issuecomment-${comment.id}`),
      }),
    ]);
    // The agent's PR body and its comment, and the agent's comment on mona's PR.
    expect(result.subjects).toBe(3);
  });

  it('50 agent PRs with 100 comments each cost 3 queries; every page of comments and reactions is read', async () => {
    for (let p = 0; p < 50; p++) {
      const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
      for (let i = 0; i < 100; i++) {
        server.state.addIssueComment({
          ...repository,
          issueNumber: pr.number,
          user: 'agent[bot]',
          body: `n${i}`,
        });
      }
    }
    const result = await poll();
    expect(result.subjects).toBe(50 * 101);
    expect(graphql()).toBe(3);

    // A PR with 250 comments, one of them with 150 👍 from strangers and an operator's 👎 last.
    const big = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    let last = 0;
    for (let i = 0; i < 250; i++) {
      last = server.state.addIssueComment({
        ...repository,
        issueNumber: big.number,
        user: 'agent[bot]',
        body: `b${i}`,
      }).id;
    }
    for (let i = 0; i < 150; i++) react(last, `stranger-${i}`, 'laugh', '2026-11-20T10:20:00Z');
    react(last, 'alice', '-1', '2026-11-20T10:30:00Z');
    const again = await poll();
    expect(again.events).toEqual([expect.objectContaining({ by: 'alice', direction: 'down' })]);
  });

  it('500 new reactions by 5 operators on 100 comments cost 3 requests', async () => {
    const { pr } = agentPull();
    const ops = ['alice', 'mona', 'bob', 'carol', 'dave'];
    for (const op of ops)
      server.state.setPermission({ ...repository, user: op, permission: 'write' });
    for (let i = 0; i < 99; i++) {
      const c = server.state.addIssueComment({
        ...repository,
        issueNumber: pr.number,
        user: 'agent[bot]',
        body: `n${i}`,
      });
      for (const [k, op] of ops.entries())
        react(c.id, op, (i + k) % 5 === 0 ? '-1' : '+1', '2026-11-20T10:20:00Z');
    }
    const before = server.requests.length;
    const result = await poll();
    expect(result.events.length).toBeGreaterThan(0);
    expect(server.requests.length - before).toBe(3);
  });

  it.each([
    // 1,001: the ends meet inside a page; 300: they touch without sharing a comment, one more round.
    [1001, 1 + 1 + 5 + 1],
    [300, 1 + 1 + 2 + 1],
    [150, 1 + 1 + 1 + 1],
  ])(
    'a PR with %i comments is read from both ends, two pages a request, every comment once (%i requests)',
    async (count, requests) => {
      const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        ids.push(
          server.state.addIssueComment({
            ...repository,
            issueNumber: pr.number,
            user: i % 3 === 0 ? 'someone' : 'agent[bot]',
            body: `n${i}`,
          }).id,
        );
      }
      // A 👎 by alice on every agent comment at a page's edge or in the middle of the listing.
      const edges = [1, 98, 100, 101, 199, 200, 299, Math.floor(count / 2), count - 1];
      const reacted = [...new Set(edges.filter((i) => i < count && i % 3 !== 0))];
      for (const i of reacted) react(ids[i]!, 'alice', '-1', '2026-11-20T10:20:00Z');
      const before = server.requests.length;
      const result = await poll();
      expect(server.requests.length - before).toBe(requests);
      expect(result.subjects).toBe(1 + ids.filter((_, i) => i % 3 !== 0).length);
      expect(result.events.map((e) => e.source).sort()).toEqual(
        reacted
          .map((i) => server.state.issueComments('acme', 'widgets', pr.number)[i]!.html_url)
          .sort(),
      );
      expect(server.violations).toEqual([]);
    },
  );
});
