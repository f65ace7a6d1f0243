// GraphQL's createCommitOnBranch and Repository.object on the local server, over a real bare
// repository: real objects, GitHub's signature for whoever the token acts as, compare-and-swap on
// expectedHeadOid with GitHub's STALE_DATA answer, a read-only token refused, a branch rule applied.
import { Octokit } from '@octokit/rest';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../../helpers/git.js';
import {
  isSignedByGitHub,
  linkGitRepository,
  startGitHubServer,
  type GitHubServer,
} from './index.js';

const repository = { owner: 'acme', repo: 'widgets' };
const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  bare = await sandbox.bareRemote({ 'README.md': '# widgets\n', 'state/old.json': '{}\n' });
  linkGitRepository(server.state, { ...repository, gitDir: bare });
});

afterEach(async () => {
  await server.close();
  await sandbox.cleanup();
});

const COMMIT = `mutation($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid tree { oid } message } }
}`;

const OBJECT = `query($oid: GitObjectID!) {
  repository(owner: "acme", name: "widgets") {
    object(oid: $oid) {
      ... on Commit {
        oid
        author { name email user { login } }
        signature { isValid state wasSignedByGitHub }
      }
    }
  }
}`;

async function post(query: string, variables: Record<string, unknown>, token = 'ghs_test_token') {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    data: Record<string, unknown> | null;
    errors?: { type?: string; message: string; path?: string[] }[];
  };
}

const input = (expectedHeadOid: string, changes: Record<string, unknown> = {}) => ({
  input: {
    branch: { repositoryNameWithOwner: 'acme/widgets', branchName: 'main' },
    expectedHeadOid,
    message: { headline: 'heartbeat: cycle 1', body: 'Heartbeat-Cycle: 1' },
    fileChanges: {
      additions: [{ path: 'state/a.json', contents: Buffer.from('{"a":1}\n').toString('base64') }],
      deletions: [{ path: 'state/old.json' }],
      ...changes,
    },
  },
});

describe('createCommitOnBranch over a real repository', () => {
  it('writes real objects on the expected head, authored and signed for the token’s bot', async () => {
    const head = await git(bare, 'rev-parse', 'main');
    const answer = await post(COMMIT, input(head));
    const commit = (
      answer.data?.createCommitOnBranch as {
        commit: { oid: string; tree: { oid: string }; message: string };
      }
    ).commit;
    expect(await git(bare, 'rev-parse', 'main')).toBe(commit.oid);
    expect(await git(bare, 'rev-parse', `${commit.oid}^`)).toBe(head);
    expect(await git(bare, 'rev-parse', `${commit.oid}^{tree}`)).toBe(commit.tree.oid);
    expect(await git(bare, 'show', `${commit.oid}:state/a.json`)).toBe('{"a":1}');
    expect(await git(bare, 'ls-tree', '--name-only', '-r', commit.oid)).toBe(
      'README.md\nstate/a.json',
    );
    expect(commit.message).toBe('heartbeat: cycle 1\n\nHeartbeat-Cycle: 1');
    expect(isSignedByGitHub(server.state, commit.oid)).toBe(true);

    // REST: verified, and the author is the bot's account.
    const rest = await new Octokit({ baseUrl: server.url }).rest.repos.getCommit({
      ...repository,
      ref: commit.oid,
    });
    expect(rest.data.commit.verification).toMatchObject({ verified: true, reason: 'valid' });
    expect(rest.data.author?.login).toBe('github-actions[bot]');
    // GraphQL: GitHub's own valid signature; a bot is no `User`, so `author.user` is null.
    const read = await post(OBJECT, { oid: commit.oid });
    expect(read.data).toEqual({
      repository: {
        object: {
          oid: commit.oid,
          author: {
            name: 'github-actions[bot]',
            email: expect.stringMatching(
              /^\d+\+github-actions\[bot\]@users\.noreply\.github\.com$/,
            ),
            user: null,
          },
          signature: { isValid: true, state: 'VALID', wasSignedByGitHub: true },
        },
      },
    });
    expect(server.violations).toEqual([]);
  });

  it('a commit pushed over git has no signature; a user token’s commit is signed for that user', async () => {
    const clone = await sandbox.clone(bare);
    await git(clone, 'commit', '-q', '--allow-empty', '-m', 'pushed');
    await git(clone, 'push', '-q', 'origin', 'main');
    const pushed = await git(bare, 'rev-parse', 'main');
    const read = await post(OBJECT, { oid: pushed });
    expect(read.data).toMatchObject({ repository: { object: { oid: pushed, signature: null } } });

    server.tokenUsers.set('ghp_mona', 'mona');
    const answer = await post(COMMIT, input(pushed), 'ghp_mona');
    const oid = (answer.data?.createCommitOnBranch as { commit: { oid: string } }).commit.oid;
    const byMona = await post(OBJECT, { oid });
    expect(byMona.data).toMatchObject({
      repository: {
        object: {
          author: { name: 'mona', user: { login: 'mona' } },
          signature: { isValid: true, state: 'VALID', wasSignedByGitHub: true },
        },
      },
    });
    expect(server.violations).toEqual([]);
  });

  it('a stale expectedHeadOid is GitHub’s STALE_DATA on a 200, and the branch does not move', async () => {
    const head = await git(bare, 'rev-parse', 'main');
    const clone = await sandbox.clone(bare);
    await git(clone, 'commit', '-q', '--allow-empty', '-m', 'moved');
    await git(clone, 'push', '-q', 'origin', 'main');
    const moved = await git(bare, 'rev-parse', 'main');

    const answer = await post(COMMIT, input(head));
    expect(answer.data).toEqual({ createCommitOnBranch: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        type: 'STALE_DATA',
        path: ['createCommitOnBranch'],
        message: `Expected branch to point to "${head}" but it did not.  Pull and try again.`,
      }),
    ]);
    expect(await git(bare, 'rev-parse', 'main')).toBe(moved);
    expect(server.violations).toEqual([]);
  });

  it('a read-only token is refused (FORBIDDEN) and writes nothing', async () => {
    server.readOnlyTokens.add('ghs_fork');
    const head = await git(bare, 'rev-parse', 'main');
    const answer = await post(COMMIT, input(head), 'ghs_fork');
    expect(answer.errors).toEqual([
      expect.objectContaining({
        type: 'FORBIDDEN',
        message: 'Resource not accessible by integration',
      }),
    ]);
    expect(await git(bare, 'rev-parse', 'main')).toBe(head);
    expect(server.violations).toEqual([]);
  });

  it('a branch rule (pre-receive hook) refuses it with its message', async () => {
    const hook = join(bare, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "remote: refs/heads/main is protected" >&2\nexit 1\n');
    await chmod(hook, 0o755);
    const head = await git(bare, 'rev-parse', 'main');
    const answer = await post(COMMIT, input(head));
    expect(answer.errors).toEqual([
      expect.objectContaining({ type: 'UNPROCESSABLE', message: 'refs/heads/main is protected' }),
    ]);
    expect(await git(bare, 'rev-parse', 'main')).toBe(head);
    expect(server.violations).toEqual([]);
  });

  it.each([
    [
      'deleting a path that does not exist',
      { deletions: [{ path: 'state/none.json' }] },
      /requested for deletion which does not exist/,
    ],
    [
      'contents that are not strict base64',
      { additions: [{ path: 'x', contents: 'e30' }] },
      /Invalid Base64/,
    ],
    ['a field GitHub does not have', { renames: [] }, /renames/],
  ])('refuses %s, as a violation', async (_what, changes, message) => {
    const head = await git(bare, 'rev-parse', 'main');
    const answer = await post(COMMIT, input(head, changes));
    expect(JSON.stringify(answer.errors)).toMatch(message);
    expect(await git(bare, 'rev-parse', 'main')).toBe(head);
    expect(server.violations).toEqual([expect.objectContaining({ operationId: 'graphql' })]);
  });
});
