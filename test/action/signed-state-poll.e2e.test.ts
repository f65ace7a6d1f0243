// The state head's signature read in the poll's own GraphQL query: when the head is the gate's
// last commit (GitHub's signature, the Actions bot's noreply address as author) the run asks
// nothing more; anything else — pushed over git as the bot, or written with createCommitOnBranch by
// the agent's own app token or personal token, which GitHub signs for the agent — is not confirmed
// there, goes to the REST attestation, and is left out and reported as before.
// `node dist/index.js` under Node 24, the strict local GitHub server, real git.
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StatePublisher } from '../../src/app/ledger-writer.js';
import { recordFeedback } from '../../src/app/record.js';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import { GitSandbox, git } from '../helpers/git.js';
import {
  isSignedByGitHub,
  startGitHubServer,
  type GitHubServer,
} from '../support/github-server/index.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');
const STATE = 'heartbeat-state';
const AGENT = 'ralph-agent[bot]';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';
const AGENT_EMAIL = 'ralph@agents.example';
const FORGED_ID = 'reaction:pull:1:alice:up';

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.addRepo(repository);
  server.state.addUser({ login: 'ralph-agent', email: AGENT_EMAIL });
  server.tokenUsers.set('ghs_agent_app_token', AGENT);
  server.tokenUsers.set('ghp_agent_personal_token', 'ralph-agent');
  server.state.addPullRequest({ ...repository, user: AGENT });
  bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
});

afterEach(async () => {
  await server.close();
  await sandbox.cleanup();
});

async function heartbeat() {
  const workspace = await sandbox.clone(bare);
  const result = await runScheduledAction({
    node: node24 as NonNullable<typeof node24>,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    workspace,
    inputs: { agents: AGENT },
  });
  expect(result.stderr).toBe('');
  return result;
}

/** The commits a run asked the REST API about, and the commit its GraphQL queries asked about. */
function asked(from: number) {
  const requests = server.requests.slice(from);
  return {
    rest: requests
      .filter((r) => r.operationId === 'repos/get-commit')
      .map((r) => r.path.split('/').at(-1)),
    graphql: requests
      .filter((r) => r.operationId === 'graphql')
      .map((r) => (r.body as { variables?: { commit?: string } }).variables?.commit)
      .filter((sha) => sha !== undefined),
  };
}

/** A self-consistent 👍 "by alice" written by the gate's own writer, as `identity`, through `publish`. */
async function forgeThumbsUp(
  identity: { name: string; email: string },
  publish?: StatePublisher,
): Promise<string> {
  const agent = await sandbox.clone(bare);
  const saved = { ...process.env };
  process.env.GIT_AUTHOR_NAME = process.env.GIT_COMMITTER_NAME = identity.name;
  process.env.GIT_AUTHOR_EMAIL = process.env.GIT_COMMITTER_EMAIL = identity.email;
  try {
    const forged = await recordFeedback({
      cwd: agent,
      branch: STATE,
      push: true,
      feedback: 'reactions',
      ...(publish ? { publish } : {}),
      now: new Date().toISOString(),
      direction: 'up',
      id: FORGED_ID,
      by: 'alice',
      source: 'https://github.com/acme/widgets/pull/1',
    });
    expect(forged.delta).toBe(3);
  } finally {
    for (const key of [
      'GIT_AUTHOR_NAME',
      'GIT_COMMITTER_NAME',
      'GIT_AUTHOR_EMAIL',
      'GIT_COMMITTER_EMAIL',
    ])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  }
  return git(bare, 'rev-parse', STATE);
}

const throughApi = (token: string) =>
  apiStatePublisher(new Octokit({ baseUrl: server.url, auth: token }), repository);

describe('the state head’s signature in the poll’s GraphQL query', () => {
  it('the gate’s own head is confirmed by the poll’s first query: no request of its own', async () => {
    const first = await heartbeat();
    expect(first.code).toBe(0);
    const head = await git(bare, 'rev-parse', STATE);

    const before = server.requests.length;
    const second = await heartbeat();
    expect(second.code).toBe(0);
    expect(second.summary).not.toContain('tampered');
    expect(asked(before)).toEqual({ rest: [], graphql: [head] });
    expect(server.violations).toEqual([]);
  });

  it.each([
    [
      'pushed over git posing as github-actions[bot]',
      () => undefined,
      {
        name: 'github-actions[bot]',
        email: '41898282+github-actions[bot]@users.noreply.github.com',
      },
      false,
      'not signed by GitHub (verification: unsigned)',
    ],
    [
      'written with createCommitOnBranch by the agent’s app token',
      () => throughApi('ghs_agent_app_token'),
      { name: 'Ralph', email: AGENT_EMAIL },
      true,
      'signed, but for `ralph-agent[bot]`, not `github-actions[bot]`',
    ],
    [
      'written with createCommitOnBranch by the agent’s personal token',
      () => throughApi('ghp_agent_personal_token'),
      { name: 'Ralph', email: AGENT_EMAIL },
      true,
      'signed, but for `ralph-agent`, not `github-actions[bot]`',
    ],
  ])(
    'a forged 👍 %s is not confirmed there: REST decides, it is left out and reported',
    async (_name, publisher, identity, signed, named) => {
      const first = await heartbeat();
      expect(first.code).toBe(0);
      const trusted = await git(bare, 'rev-parse', STATE);
      const trustedTree = await git(bare, 'rev-parse', `${STATE}:.heartbeat`);
      const before = server.requests.length;
      const forged = await forgeThumbsUp(identity, publisher());
      expect(isSignedByGitHub(server.state, forged)).toBe(signed);
      if (signed) {
        // The agent's write went through createCommitOnBranch, not the Git Data API.
        expect(server.requests.slice(before).map((r) => r.operationId)).toEqual(['graphql']);
      }

      const asking = server.requests.length;
      const second = await heartbeat();
      expect(second.code).toBe(0);
      expect(second.outputs.score).toBe(first.outputs.score);
      // The query asked about the forged head; REST named its writer, then the walk's next commit.
      expect(asked(asking)).toEqual({ rest: [forged, trusted], graphql: [forged] });
      const head = await git(bare, 'rev-parse', STATE);
      expect(await git(bare, 'rev-parse', `${head}^`)).toBe(forged);
      expect(await git(bare, 'rev-parse', `${STATE}:.heartbeat`)).toBe(trustedTree);
      expect(isSignedByGitHub(server.state, head)).toBe(true);
      expect(second.summary).toContain('State branch tampered with');
      expect(second.summary).toContain(forged.slice(0, 12));
      expect(second.summary).toContain(named);

      // The restored head is the gate's own again: confirmed in the query, nothing asked besides.
      const again = server.requests.length;
      const third = await heartbeat();
      expect(third.code).toBe(0);
      expect(third.summary).not.toContain('tampered');
      expect(asked(again)).toEqual({ rest: [], graphql: [head] });
      expect(server.violations).toEqual([]);
    },
  );
});
