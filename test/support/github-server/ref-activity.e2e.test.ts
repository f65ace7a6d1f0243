// The repository activity of a linked repository: the branch moves made since it was linked, each
// dated by the server's clock when it lands, as GitHub dates a push, whatever the clock says by the
// next request.
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../../helpers/git.js';
import { linkGitRepository, startGitHubServer, type GitHubServer } from './index.js';

const repository = { owner: 'acme', repo: 'widgets' };
const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;
let github: Octokit;

beforeEach(async () => {
  server = await startGitHubServer();
  bare = await sandbox.bareRemote({ 'README.md': '# widgets\n' });
  linkGitRepository(server.state, { ...repository, gitDir: bare });
  github = new Octokit({ baseUrl: server.url, auth: 'ghs_test_token' });
});

afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
  await sandbox.cleanup();
});

/** The agent's clone of `bare`, on its branch `agent/ship`. */
async function agentClone(): Promise<string> {
  const clone = await sandbox.clone(bare);
  await git(clone, 'checkout', '-q', '-b', 'agent/ship');
  return clone;
}

let commits = 0;

/** A commit on `clone`'s branch (in place of its last with `amend`), pushed; its sha. */
async function push(clone: string, amend = false): Promise<string> {
  const message = `ship ${++commits}`;
  await git(clone, 'commit', '-q', '--allow-empty', ...(amend ? ['--amend'] : []), '-m', message);
  await git(clone, 'push', '-q', ...(amend ? ['-f'] : []), 'origin', 'agent/ship');
  return git(clone, 'rev-parse', 'HEAD');
}

async function activity() {
  const { data } = await github.rest.repos.listActivities({ ...repository, direction: 'asc' });
  return data.map((a) => ({
    ref: a.ref,
    after: a.after,
    timestamp: a.timestamp,
    type: a.activity_type,
    actor: a.actor?.login ?? null,
  }));
}

describe('the repository activity of a linked repository', () => {
  it('dates a git push when it lands, not at the next request', async () => {
    const clone = await agentClone();
    server.state.clock = () => new Date('2026-11-20T10:00:00Z');
    const created = await push(clone);
    // A clock that moves without being set again (a test's ticking clock) is read when it lands too.
    let at = Date.parse('2026-11-20T10:05:00Z');
    server.state.clock = () => new Date(at);
    const pushed = await push(clone);
    at = Date.parse('2026-11-20T10:10:00Z');
    const forced = await push(clone, true);
    at = Date.parse('2026-11-20T11:00:00Z');

    expect(await activity()).toEqual([
      {
        ref: 'refs/heads/agent/ship',
        after: created,
        timestamp: '2026-11-20T10:00:00Z',
        type: 'branch_creation',
        actor: null,
      },
      {
        ref: 'refs/heads/agent/ship',
        after: pushed,
        timestamp: '2026-11-20T10:05:00Z',
        type: 'push',
        actor: null,
      },
      {
        ref: 'refs/heads/agent/ship',
        after: forced,
        timestamp: '2026-11-20T10:10:00Z',
        type: 'force_push',
        actor: null,
      },
    ]);
  });

  it("dates a move through the API at its request, by the token's login", async () => {
    const main = await git(bare, 'rev-parse', 'main');
    server.state.clock = () => new Date('2026-11-20T10:00:00Z');
    await github.rest.git.createRef({ ...repository, ref: 'refs/heads/copy', sha: main });
    server.state.clock = () => new Date('2026-11-20T11:00:00Z');

    expect(await activity()).toEqual([
      {
        ref: 'refs/heads/copy',
        after: main,
        timestamp: '2026-11-20T10:00:00Z',
        type: 'branch_creation',
        actor: 'github-actions[bot]',
      },
    ]);
  });

  it('lists no move made before the repository was linked, though another server recorded it', async () => {
    const clone = await agentClone();
    await push(clone);
    const before = await push(clone);
    const second = await startGitHubServer();
    try {
      linkGitRepository(second.state, { ...repository, gitDir: bare });
      const client = new Octokit({ baseUrl: second.url });
      const { data } = await client.rest.repos.listActivities(repository);
      expect(data).toEqual([]);
      const after = await push(clone);
      const listed = await client.rest.repos.listActivities(repository);
      expect(listed.data.map((a) => [a.before, a.after])).toEqual([[before, after]]);
      expect(second.violations).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
