// The repository activity of a linked repository: the branch moves made since it was linked.
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../../helpers/git.js';
import { linkGitRepository, startGitHubServer, type GitHubServer } from './index.js';

const repository = { owner: 'acme', repo: 'widgets' };
const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  bare = await sandbox.bareRemote({ 'README.md': '# widgets\n' });
  linkGitRepository(server.state, { ...repository, gitDir: bare });
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

describe('the repository activity of a linked repository', () => {
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
