// The Git Data API of the local server over a real bare repository: objects land in git, a bot's
// commit with GitHub's identity is signed, anything else (a custom author, a git push) is not, and
// a ref moves only by fast-forward unless forced.
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

async function commitOnMain(message: string, author?: { name: string; email: string }) {
  const main = await git(bare, 'rev-parse', 'main');
  const tree = await github.rest.git.createTree({
    ...repository,
    base_tree: await git(bare, 'rev-parse', 'main^{tree}'),
    tree: [{ path: 'state/a.json', mode: '100644', type: 'blob', content: '{"a":1}\n' }],
  });
  const commit = await github.rest.git.createCommit({
    ...repository,
    message,
    tree: tree.data.sha,
    parents: [main],
    ...(author ? { author } : {}),
  });
  return { main, tree: tree.data.sha, commit: commit.data };
}

describe('the Git Data API over a real repository', () => {
  it('creates real objects; the bot’s own commit is signed, one with a custom author is not', async () => {
    const own = await commitOnMain('state');
    expect(await git(bare, 'show', `${own.commit.sha}:state/a.json`)).toBe('{"a":1}');
    expect(await git(bare, 'rev-parse', `${own.commit.sha}^{tree}`)).toBe(own.tree);
    expect(own.commit.verification).toMatchObject({ verified: true, reason: 'valid' });
    const read = await github.rest.repos.getCommit({ ...repository, ref: own.commit.sha });
    expect(read.data.author?.login).toBe('github-actions[bot]');
    expect(read.data.files?.map((f) => [f.filename, f.status])).toEqual([
      ['state/a.json', 'added'],
    ]);

    const custom = await commitOnMain('state', {
      name: 'github-actions[bot]',
      email: '41898282+github-actions[bot]@users.noreply.github.com',
    });
    expect(custom.commit.verification).toMatchObject({ verified: false, reason: 'unsigned' });
    // GitHub links the address to the bot all the same.
    const linked = await github.rest.repos.getCommit({ ...repository, ref: custom.commit.sha });
    expect(linked.data.author?.login).toBe('github-actions[bot]');
    expect(linked.data.commit.verification?.verified).toBe(false);
  });

  it('a commit pushed over git is unsigned; a user token’s API commit is not signed either', async () => {
    const clone = await sandbox.clone(bare);
    await git(clone, 'commit', '-q', '--allow-empty', '-m', 'pushed');
    await git(clone, 'push', '-q', 'origin', 'main');
    const pushed = await github.rest.repos.getCommit({ ...repository, ref: 'main' });
    expect(pushed.data.commit.verification).toMatchObject({ verified: false, reason: 'unsigned' });

    server.tokenUsers.set('ghp_mona', 'mona');
    github = new Octokit({ baseUrl: server.url, auth: 'ghp_mona' });
    const byUser = await commitOnMain('state');
    expect(byUser.commit.verification?.verified).toBe(false);
  });

  it('moves a ref only by fast-forward without force, and creates a ref once', async () => {
    const first = await commitOnMain('one');
    const second = await commitOnMain('two'); // a sibling of the first, on the same parent
    await github.rest.git.updateRef({
      ...repository,
      ref: 'heads/main',
      sha: first.commit.sha,
      force: false,
    });
    expect(await git(bare, 'rev-parse', 'main')).toBe(first.commit.sha);
    await expect(
      github.rest.git.updateRef({
        ...repository,
        ref: 'heads/main',
        sha: second.commit.sha,
        force: false,
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await git(bare, 'rev-parse', 'main')).toBe(first.commit.sha);

    await github.rest.git.createRef({
      ...repository,
      ref: 'refs/heads/state',
      sha: second.commit.sha,
    });
    expect(await git(bare, 'rev-parse', 'state')).toBe(second.commit.sha);
    await expect(
      github.rest.git.createRef({ ...repository, ref: 'refs/heads/state', sha: first.commit.sha }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
