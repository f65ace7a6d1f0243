/** The test server's GraphQL endpoint refuses what GitHub refuses, against GitHub's schema. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from './index.js';

let server: GitHubServer;
beforeEach(async () => {
  server = await startGitHubServer();
});
afterEach(() => server.close());

async function post(query: string, variables: Record<string, unknown> = {}, token = 'ghs_x') {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /graphql', () => {
  it('answers a valid query from the state', async () => {
    const pr = server.state.addPullRequest({ owner: 'acme', repo: 'widgets', user: 'agent[bot]' });
    const { body } = await post(
      'query { repository(owner: "acme", name: "widgets") { pullRequests(first: 10) { totalCount nodes { number author { __typename login } } } } }',
    );
    expect(body).toEqual({
      data: {
        repository: {
          pullRequests: {
            totalCount: 1,
            nodes: [{ number: pr.number, author: { __typename: 'Bot', login: 'agent' } }],
          },
        },
      },
    });
    expect(server.violations).toEqual([]);
  });

  it('pages backward with last/before as GitHub does: hasPreviousPage until the start', async () => {
    for (let i = 0; i < 5; i++)
      server.state.addPullRequest({ owner: 'acme', repo: 'widgets', user: 'agent[bot]' });
    const page = async (before: string | null) => {
      const { body } = await post(
        'query($before: String) { repository(owner: "acme", name: "widgets") { pullRequests(last: 2, before: $before) { pageInfo { hasPreviousPage startCursor } nodes { number } } } }',
        { before },
      );
      return (body.data as { repository: { pullRequests: Record<string, unknown> } }).repository
        .pullRequests as {
        pageInfo: { hasPreviousPage: boolean; startCursor: string };
        nodes: { number: number }[];
      };
    };
    const newest = await page(null);
    expect(newest.nodes.map((n) => n.number)).toEqual([4, 5]);
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const middle = await page(newest.pageInfo.startCursor);
    expect(middle.nodes.map((n) => n.number)).toEqual([2, 3]);
    const oldest = await page(middle.pageInfo.startCursor);
    expect(oldest.nodes.map((n) => n.number)).toEqual([1]);
    expect(oldest.pageInfo.hasPreviousPage).toBe(false);
    expect(server.violations).toEqual([]);
  });

  it.each([
    [
      'first and last together',
      'query { repository(owner: "acme", name: "widgets") { pullRequests(first: 1, last: 1) { totalCount } } }',
      /Passing both `first` and `last`/,
    ],
    [
      'a field GitHub does not have',
      'query { repository(owner: "a", name: "b") { noSuchField } }',
      /Cannot query field \W+noSuchField/,
    ],
    [
      'a connection without first or last',
      'query { repository(owner: "acme", name: "widgets") { pullRequests { totalCount } } }',
      /must provide a `first` or `last`/,
    ],
    [
      'more than 100 records',
      'query { repository(owner: "acme", name: "widgets") { pullRequests(first: 101) { totalCount } } }',
      /exceeds the `first` limit of 100/,
    ],
    [
      'more than 500,000 nodes',
      'query { repository(owner: "acme", name: "widgets") { pullRequests(first: 100) { nodes { comments(first: 100) { nodes { reactions(first: 100) { totalCount } } } } } } }',
      /exceeds the maximum limit of 500000/,
    ],
  ])('refuses %s, as a violation', async (_what, query, message) => {
    server.state.addRepo({ owner: 'acme', repo: 'widgets' });
    const { body } = await post(query);
    expect(JSON.stringify(body.errors)).toMatch(message);
    expect(server.violations).toEqual([
      expect.objectContaining({ kind: 'request', operationId: 'graphql' }),
    ]);
  });
});
