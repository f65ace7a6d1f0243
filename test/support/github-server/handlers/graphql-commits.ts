/**
 * GitHub's GraphQL view of git over a linked repository (see git-data.ts): `Repository.object`
 * for a commit — `oid`, `message`, `tree`, `author` / `committer` as `GitActor`s (`user` is a
 * `User` only: null for a bot, as on GitHub) and `signature` as GitHub verifies it (null when
 * unsigned) — and the `createCommitOnBranch` mutation, which writes real git objects and moves
 * the branch only from `expectedHeadOid`.
 *
 * GitHub signs what `createCommitOnBranch` writes, for whoever the token acts as: the commit's
 * author is that account (its noreply address) and its committer GitHub. A stale
 * `expectedHeadOid` answers GitHub's `STALE_DATA` error, a read-only token `FORBIDDEN`, a
 * `pre-receive` hook's refusal (a branch rule) `UNPROCESSABLE` with its message; none of those is
 * a violation (the client must cope). A malformed request (duplicate paths, bad base64, deleting
 * a path that does not exist) is refused as GitHub refuses it, and is a violation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { movedBy } from '../ref-activity.js';
import type { GitHubState } from '../state.js';
import {
  git,
  hookRefusal,
  isSignedByGitHub,
  linkedGitDir,
  markSignedByGitHub,
  readGitCommit,
} from './git-data.js';

/** An error GitHub's GraphQL API answers with a `type`; `violation` when our code is at fault. */
export class GraphQLRefusal extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly violation = false,
  ) {
    super(message);
  }
}

/** Who the request's token acts as, and whether it may write. */
export interface GraphQLAccess {
  actor: string;
  readOnly: boolean;
}

/** GitHub's key for the commits it signs (web-flow). */
const GITHUB_KEY_ID = 'B5690EEEBB952194';
const GITHUB_COMMITTER = { name: 'GitHub', email: 'noreply@github.com' };
const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function resolveCommit(dir: string, ref: string): string | undefined {
  try {
    return git(dir, ['rev-parse', '--verify', '-q', `${ref}^{commit}`]).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function commitResolvers(state: GitHubState, access: GraphQLAccess) {
  /** A git identity as GraphQL's `GitActor`: `user` only when the address is a user's (not a bot's). */
  const gitActor = (name: string, email: string, date: string) => {
    const account = state.userWithEmail(email);
    return {
      name,
      email,
      date,
      user: account && account.type !== 'Bot' ? { __typename: 'User', login: account.login } : null,
    };
  };

  const commitObject = (dir: string, sha: string) => {
    const { an, ae, ad, cn, ce, cd, tree, parents, message } = readGitCommit(dir, sha);
    const text = message.replace(/\n+$/, '');
    const [headline = '', ...rest] = text.split('\n');
    const signed = isSignedByGitHub(state, sha);
    const parentOids = parents.split(' ').filter(Boolean);
    return {
      __typename: 'Commit',
      id: Buffer.from(`C:${sha}`).toString('base64'),
      oid: sha,
      abbreviatedOid: sha.slice(0, 7),
      message: text,
      messageHeadline: headline,
      messageBody: rest.join('\n').replace(/^\n+/, ''),
      authoredDate: ad,
      committedDate: cd,
      tree: { __typename: 'Tree', id: Buffer.from(`T:${tree}`).toString('base64'), oid: tree },
      author: gitActor(an, ae, ad),
      committer: gitActor(cn, ce, cd),
      parents: (args: { first?: number | null }) => ({
        totalCount: parentOids.length,
        nodes: parentOids.slice(0, args.first ?? 100).map((oid) => ({ __typename: 'Commit', oid })),
      }),
      signature: signed
        ? {
            __typename: 'GpgSignature',
            email: ce,
            isValid: true,
            state: 'VALID',
            wasSignedByGitHub: true,
            signer: null,
            keyId: GITHUB_KEY_ID,
            payload: git(dir, ['cat-file', 'commit', sha]),
            signature:
              '-----BEGIN PGP SIGNATURE-----\n\ntest server\n-----END PGP SIGNATURE-----\n',
          }
        : null,
    };
  };

  /** `Repository.object(oid:|expression:)` of a linked repository (commits only). */
  const object =
    (owner: string, name: string) =>
    ({ oid, expression }: { oid?: string | null; expression?: string | null }) => {
      const dir = linkedGitDir(state, owner, name);
      if (!dir) {
        throw new GraphQLRefusal(
          'NOT_FOUND',
          `no git repository is linked for ${owner}/${name} (linkGitRepository)`,
          true,
        );
      }
      const wanted = oid ?? expression;
      if (!wanted) return null;
      const sha = resolveCommit(dir, wanted);
      return sha && (oid === undefined || oid === null || sha === oid)
        ? commitObject(dir, sha)
        : null;
    };

  interface Input {
    branch: {
      id?: string | null;
      repositoryNameWithOwner?: string | null;
      branchName?: string | null;
    };
    expectedHeadOid: string;
    message: { headline: string; body?: string | null };
    fileChanges?: {
      additions?: { path: string; contents: string }[] | null;
      deletions?: { path: string }[] | null;
    } | null;
    clientMutationId?: string | null;
  }

  const createCommitOnBranch = ({ input }: { input: Input }) => {
    if (access.readOnly)
      throw new GraphQLRefusal('FORBIDDEN', 'Resource not accessible by integration');
    const { repositoryNameWithOwner: full, branchName } = input.branch;
    if (!full || !branchName) {
      throw new GraphQLRefusal(
        'UNPROCESSABLE',
        'the test server takes a branch by repositoryNameWithOwner and branchName',
        true,
      );
    }
    const [owner = '', name = ''] = full.split('/');
    const dir = linkedGitDir(state, owner, name);
    if (!dir) {
      throw new GraphQLRefusal(
        'NOT_FOUND',
        `Could not resolve to a Repository with the name '${full}'.`,
        true,
      );
    }
    const ref = `refs/heads/${branchName.replace(/^refs\/heads\//, '')}`;
    const current = resolveCommit(dir, ref);
    if (!current) {
      throw new GraphQLRefusal('NOT_FOUND', `A ref named "${ref}" does not exist.`);
    }
    if (current !== input.expectedHeadOid) {
      throw new GraphQLRefusal(
        'STALE_DATA',
        `Expected branch to point to "${input.expectedHeadOid}" but it did not.  Pull and try again.`,
      );
    }
    const additions = input.fileChanges?.additions ?? [];
    const deletions = input.fileChanges?.deletions ?? [];
    const paths = [...additions, ...deletions].map((change) => change.path);
    if (new Set(paths).size !== paths.length)
      throw new GraphQLRefusal('UNPROCESSABLE', 'A path was requested more than once', true);
    const bad = additions.find((a) => !STRICT_BASE64.test(a.contents));
    if (bad)
      throw new GraphQLRefusal('UNPROCESSABLE', `Invalid Base64 contents for ${bad.path}`, true);

    const scratch = mkdtempSync(join(tmpdir(), 'github-server-graphql-'));
    let sha: string;
    try {
      const env = { GIT_INDEX_FILE: join(scratch, 'index') };
      git(dir, ['read-tree', current], '', env);
      for (const { path } of deletions) {
        if (!git(dir, ['ls-tree', '--name-only', current, '--', path]).trim()) {
          throw new GraphQLRefusal(
            'UNPROCESSABLE',
            `A path was requested for deletion which does not exist as of commit oid \`${current}\``,
            true,
          );
        }
        // `--index-info` with mode 0 removes an entry, and needs no work tree (the repository is bare).
        git(dir, ['update-index', '--index-info'], `0 ${'0'.repeat(40)}\t${path}\n`, env);
      }
      for (const { path, contents } of additions) {
        const blob = git(
          dir,
          ['hash-object', '-w', '--stdin'],
          Buffer.from(contents, 'base64'),
        ).trim();
        git(dir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], '', env);
      }
      const tree = git(dir, ['write-tree'], '', env).trim();
      const actor = state.addUser(access.actor);
      const now = state.now();
      const message = input.message.body
        ? `${input.message.headline}\n\n${input.message.body}`
        : input.message.headline;
      sha = git(dir, ['commit-tree', tree, '-p', current], message, {
        GIT_AUTHOR_NAME: actor.login,
        GIT_AUTHOR_EMAIL: `${actor.id}+${actor.login}@users.noreply.github.com`,
        GIT_AUTHOR_DATE: now,
        GIT_COMMITTER_NAME: GITHUB_COMMITTER.name,
        GIT_COMMITTER_EMAIL: GITHUB_COMMITTER.email,
        GIT_COMMITTER_DATE: now,
      }).trim();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    const refused = hookRefusal(dir, ref, current, sha);
    if (refused !== undefined)
      throw new GraphQLRefusal('UNPROCESSABLE', refused || `Cannot update ${ref}`);
    try {
      git(dir, ['update-ref', ref, sha, current], undefined, movedBy(state, access.actor));
    } catch {
      throw new GraphQLRefusal(
        'STALE_DATA',
        `Expected branch to point to "${input.expectedHeadOid}" but it did not.  Pull and try again.`,
      );
    }
    // GitHub writes the commit with the token's identity and signs it.
    markSignedByGitHub(state, sha);
    return {
      clientMutationId: input.clientMutationId ?? null,
      commit: commitObject(dir, sha),
      ref: {
        __typename: 'Ref',
        id: Buffer.from(`REF:${full}:${ref}`).toString('base64'),
        name: ref.replace(/^refs\/heads\//, ''),
        prefix: 'refs/heads/',
      },
    };
  };

  return { object, createCommitOnBranch };
}
