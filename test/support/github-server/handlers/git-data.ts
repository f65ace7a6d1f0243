/**
 * The Git Data API (`git/create-tree`, `git/create-commit`, `git/create-ref`, `git/update-ref`)
 * and `GET /repos/{owner}/{repo}/commits/{ref}` over a real repository: a test links its bare
 * remote with `linkGitRepository`, and every object the API creates is a real git object there,
 * so `git fetch` sees exactly what the API wrote.
 *
 * Signing is GitHub's: a commit created through the API by a bot token (GITHUB_TOKEN acts as
 * `github-actions[bot]`) with no custom author, committer or signature is signed by GitHub and
 * `verification.verified: true` (reason `valid`); every other commit, and any commit pushed over
 * git, is `verified: false`, reason `unsigned`. The API names a commit's author and committer by
 * the account its email belongs to (the noreply address, or a user seeded with that email).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RepoState } from '../records.js';
import type { GitHubState } from '../state.js';
import { nodeId, renderCommit, renderFile } from '../factories.js';
import { movedBy, recordRefActivity } from '../ref-activity.js';
import {
  type Handler,
  type HandlerContext,
  type Reply,
  error,
  invalid,
  repoOf,
  str,
} from '../context.js';

const linked = new WeakMap<GitHubState, Map<string, string>>();
const signedCommits = new WeakMap<GitHubState, Set<string>>();

const keyOf = (owner: string, repo: string) => `${owner}/${repo}`.toLowerCase();

/** Serves `owner/repo`'s git data from the repository at `gitDir` (a test's bare remote). */
export function linkGitRepository(
  state: GitHubState,
  ref: { owner: string; repo: string; gitDir: string },
): void {
  state.addRepo(ref);
  recordRefActivity(state, ref);
  const map = linked.get(state) ?? new Map<string, string>();
  map.set(keyOf(ref.owner, ref.repo), ref.gitDir);
  linked.set(state, map);
}

/** Whether GitHub signed `sha` (created through the API by a bot with GitHub's own identity). */
export function isSignedByGitHub(state: GitHubState, sha: string): boolean {
  return signedCommits.get(state)?.has(sha) ?? false;
}

/** The git folder linked for `owner/repo`, if any. */
export function linkedGitDir(state: GitHubState, owner: string, repo: string): string | undefined {
  return linked.get(state)?.get(keyOf(owner, repo));
}

/** Records that GitHub signed `sha` (it wrote the commit with the token's own identity). */
export function markSignedByGitHub(state: GitHubState, sha: string): void {
  const set = signedCommits.get(state) ?? new Set<string>();
  set.add(sha);
  signedCommits.set(state, set);
}

function gitDirOf(ctx: HandlerContext): string | undefined {
  return linkedGitDir(ctx.state, str(ctx, 'owner'), str(ctx, 'repo'));
}

/** Runs git in `dir` (the linked repository); input goes to its stdin. */
export function git(
  dir: string,
  args: string[],
  input?: string | Buffer,
  env?: Record<string, string>,
): string {
  return execFileSync('git', args, {
    cwd: dir,
    input: input ?? '',
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
  });
}

/** The object `sha` names, of `type`, or undefined. */
function objectOf(dir: string, sha: string, type: 'tree' | 'commit' | 'blob'): string | undefined {
  if (!/^[0-9a-f]{40}$/.test(sha)) return undefined;
  try {
    return git(dir, ['cat-file', '-t', sha]).trim() === type ? sha : undefined;
  } catch {
    return undefined;
  }
}

function resolveCommit(dir: string, ref: string): string | undefined {
  try {
    return git(dir, ['rev-parse', '--verify', '-q', `${ref}^{commit}`]).trim() || undefined;
  } catch {
    return undefined;
  }
}

const full = (r: RepoState) => `${r.repo.owner}/${r.repo.name}`;

function renderTree(ctx: HandlerContext, r: RepoState, dir: string, sha: string) {
  const api = `${ctx.state.base.api}/repos/${full(r)}/git`;
  const tree = git(dir, ['ls-tree', '-l', sha])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [mode = '', type = '', object = '', size = ''] = meta.split(/\s+/);
      return {
        path,
        mode,
        type,
        sha: object,
        ...(type === 'blob' ? { size: Number(size) } : {}),
        url: `${api}/${type === 'blob' ? 'blobs' : 'trees'}/${object}`,
      };
    });
  return { sha, url: `${api}/trees/${sha}`, truncated: false, tree };
}

interface TreeEntry {
  path: string;
  mode: string;
  type: string;
  sha?: string | null;
  content?: string;
}

/** A git identity as the API takes and answers it. */
interface GitUser {
  name: string;
  email: string;
  date: string;
}

/** A commit's fields as git stores them (dates in ISO-8601, the message with its last newline). */
export function readGitCommit(dir: string, sha: string) {
  const [
    an = '',
    ae = '',
    ad = '',
    cn = '',
    ce = '',
    cd = '',
    tree = '',
    parents = '',
    message = '',
  ] = git(dir, [
    'log',
    '-1',
    '--format=%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%T%x00%P%x00%B',
    sha,
  ])
    .replace(/\n$/, '')
    .split('\0');
  return { an, ae, ad, cn, ce, cd, tree, parents, message };
}

function renderGitCommit(ctx: HandlerContext, r: RepoState, dir: string, sha: string) {
  const api = `${ctx.state.base.api}/repos/${full(r)}`;
  const { an, ae, ad, cn, ce, cd, tree, parents, message } = readGitCommit(dir, sha);
  const signed = isSignedByGitHub(ctx.state, sha);
  return {
    record: {
      sha,
      message: message.replace(/\n+$/, ''),
      author: { name: an, email: ae, date: ad, login: ctx.state.userWithEmail(ae)?.login ?? null },
      committer: {
        name: cn,
        email: ce,
        date: cd,
        login: ctx.state.userWithEmail(ce)?.login ?? null,
      },
      parents: parents.split(' ').filter(Boolean),
    },
    tree: { sha: tree, url: `${api}/git/trees/${tree}` },
    verification: signed
      ? {
          verified: true,
          reason: 'valid',
          signature: '-----BEGIN PGP SIGNATURE-----\n\ntest server\n-----END PGP SIGNATURE-----\n',
          payload: git(dir, ['cat-file', 'commit', sha]),
          verified_at: cd,
        }
      : { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

/**
 * `GET /repos/{owner}/{repo}/commits/{ref}` for a linked repository: the commit with its
 * verification, the accounts its emails belong to and the files it changed (against its first
 * parent). Undefined when no repository is linked or it has no such commit.
 */
export function commitFromGit(ctx: HandlerContext): Reply | undefined {
  const r = repoOf(ctx);
  const dir = gitDirOf(ctx);
  if (!r || !dir) return undefined;
  const sha = resolveCommit(dir, str(ctx, 'ref'));
  if (!sha) return undefined;
  const commit = renderGitCommit(ctx, r, dir, sha);
  const [parent] = commit.record.parents;
  const changes = git(dir, [
    'diff-tree',
    '-r',
    '--no-commit-id',
    '--name-status',
    '--no-renames',
    ...(parent ? [parent, sha] : ['--root', sha]),
  ])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status = '', filename = ''] = line.split('\t');
      return { status, filename };
    });
  const STATUS = { A: 'added', D: 'removed', M: 'modified' } as const;
  const user = (login: string | null) => (login ? ctx.state.renderUser(login) : null);
  const rendered = renderCommit(
    commit.record,
    full(r),
    { author: user(commit.record.author.login), committer: user(commit.record.committer.login) },
    ctx.state.base,
  );
  return {
    status: 200,
    body: {
      ...rendered,
      commit: { ...rendered.commit, tree: commit.tree, verification: commit.verification },
      stats: { additions: 0, deletions: 0, total: 0 },
      files: changes.map((c) =>
        renderFile(
          {
            filename: c.filename,
            status: STATUS[c.status as keyof typeof STATUS] ?? 'changed',
            additions: 0,
            deletions: 0,
            patch: undefined,
            previousFilename: undefined,
          },
          full(r),
          sha,
          ctx.state.base,
        ),
      ),
    },
  };
}

/**
 * GitHub applies a branch's protection to API ref updates as to pushes: a `pre-receive` hook in the
 * linked repository (a test's stand-in for a ruleset) refuses them too, with its message.
 */
function refusedByHook(dir: string, ref: string, from: string, to: string): Reply | undefined {
  const said = hookRefusal(dir, ref, from, to);
  return said === undefined ? undefined : error(422, said || `Cannot update ${ref}`);
}

/** The `pre-receive` hook's reason for refusing a ref update ('' when it says none), if it does. */
export function hookRefusal(
  dir: string,
  ref: string,
  from: string,
  to: string,
): string | undefined {
  const hook = join(dir, 'hooks', 'pre-receive');
  if (!existsSync(hook)) return undefined;
  try {
    execFileSync(hook, [], {
      cwd: dir,
      input: `${from} ${to} ${ref}\n`,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return undefined;
  } catch (failure) {
    return String((failure as { stderr?: unknown }).stderr ?? '')
      .split('\n')
      .map((line) => line.replace(/^(remote:\s*)+/i, '').trim())
      .filter(Boolean)
      .join('\n');
  }
}

function renderRef(ctx: HandlerContext, r: RepoState, ref: string, sha: string) {
  const api = `${ctx.state.base.api}/repos/${full(r)}/git`;
  return {
    ref,
    node_id: nodeId('REF', parseInt(sha.slice(0, 8), 16) || 1),
    url: `${api}/${ref}`,
    object: { type: 'commit', sha, url: `${api}/commits/${sha}` },
  };
}

/** The repository and its linked git folder, or GitHub's 404 (and a violation: link it first). */
function linkedRepo(ctx: HandlerContext): { r: RepoState; dir: string } | Reply {
  const r = repoOf(ctx);
  const dir = gitDirOf(ctx);
  if (!r) return error(404, 'Not Found');
  if (!dir)
    return error(
      404,
      'Not Found',
      'no git repository is linked (linkGitRepository) for the Git Data API',
    );
  return { r, dir };
}

/** Handlers by operationId. */
export const gitDataHandlers: Record<string, Handler> = {
  'git/create-tree': (ctx) => {
    const found = linkedRepo(ctx);
    if ('status' in found) return found;
    const { r, dir } = found;
    const base = ctx.body.base_tree;
    if (typeof base === 'string' && !objectOf(dir, base, 'tree'))
      return invalid('base_tree is not a valid tree oid', [
        { field: 'base_tree', code: 'invalid' },
      ]);
    const scratch = mkdtempSync(join(tmpdir(), 'github-server-tree-'));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, 'index') };
      git(dir, typeof base === 'string' ? ['read-tree', base] : ['read-tree', '--empty'], '', env);
      for (const entry of (ctx.body.tree ?? []) as TreeEntry[]) {
        if (entry.type !== 'blob')
          return error(
            422,
            'tree entries',
            `the test server serves blob entries only (${entry.type})`,
          );
        if (entry.content !== undefined) {
          const blob = git(dir, ['hash-object', '-w', '--stdin'], entry.content).trim();
          git(
            dir,
            ['update-index', '--add', '--cacheinfo', `${entry.mode},${blob},${entry.path}`],
            '',
            env,
          );
        } else if (entry.sha === null) {
          // `--index-info` with mode 0 removes an entry, and needs no work tree (the repository is bare).
          git(dir, ['update-index', '--index-info'], `0 ${'0'.repeat(40)}\t${entry.path}\n`, env);
        } else if (typeof entry.sha === 'string' && objectOf(dir, entry.sha, 'blob')) {
          git(
            dir,
            ['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`],
            '',
            env,
          );
        } else {
          return invalid(`tree.sha ${String(entry.sha)} is not a valid blob`, [
            { field: 'tree.sha', code: 'invalid' },
          ]);
        }
      }
      const tree = git(dir, ['write-tree'], '', env).trim();
      return { status: 201, body: renderTree(ctx, r, dir, tree) };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  },

  'git/create-commit': (ctx) => {
    const found = linkedRepo(ctx);
    if ('status' in found) return found;
    const { r, dir } = found;
    const tree = String(ctx.body.tree);
    if (!objectOf(dir, tree, 'tree')) return invalid('Tree SHA does not exist');
    const parents = (ctx.body.parents ?? []) as string[];
    const missing = parents.find((p) => !objectOf(dir, p, 'commit'));
    if (missing) return invalid('Parent SHA does not exist or is not a commit object');
    const actor = ctx.state.addUser(ctx.actor);
    const now = ctx.state.now();
    const own: GitUser = {
      name: actor.login,
      email: `${actor.id}+${actor.login}@users.noreply.github.com`,
      date: now,
    };
    const given = (field: 'author' | 'committer'): GitUser | undefined => {
      const value = ctx.body[field] as Partial<GitUser> | undefined;
      return (
        value && {
          name: value.name ?? own.name,
          email: value.email ?? own.email,
          date: value.date ?? now,
        }
      );
    };
    const author = given('author') ?? own;
    const committer = given('committer') ?? given('author') ?? own;
    const sha = git(
      dir,
      ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p])],
      String(ctx.body.message),
      {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: author.date,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
        GIT_COMMITTER_DATE: committer.date,
      },
    ).trim();
    // GitHub signs what it writes with its own identity: a bot's commit with no custom identity.
    if (
      actor.type === 'Bot' &&
      ctx.body.author === undefined &&
      ctx.body.committer === undefined &&
      ctx.body.signature === undefined
    ) {
      markSignedByGitHub(ctx.state, sha);
    }
    const commit = renderGitCommit(ctx, r, dir, sha);
    const api = `${ctx.state.base.api}/repos/${full(r)}`;
    return {
      status: 201,
      body: {
        sha,
        node_id: nodeId('C', parseInt(sha.slice(0, 8), 16) || 1),
        url: `${api}/git/commits/${sha}`,
        html_url: `${ctx.state.base.html}/${full(r)}/commit/${sha}`,
        author: { name: author.name, email: author.email, date: author.date },
        committer: { name: committer.name, email: committer.email, date: committer.date },
        tree: commit.tree,
        message: String(ctx.body.message),
        parents: parents.map((p) => ({
          sha: p,
          url: `${api}/git/commits/${p}`,
          html_url: `${ctx.state.base.html}/${full(r)}/commit/${p}`,
        })),
        verification: commit.verification,
      },
    };
  },

  'git/create-ref': (ctx) => {
    const found = linkedRepo(ctx);
    if ('status' in found) return found;
    const { r, dir } = found;
    const ref = String(ctx.body.ref);
    const sha = String(ctx.body.sha);
    if (!/^refs\/[^/]+\/.+/.test(ref))
      return invalid('Reference name must start with refs/ and have at least two slashes');
    if (!objectOf(dir, sha, 'commit')) return invalid('Object does not exist');
    const hook = refusedByHook(dir, ref, '0'.repeat(40), sha);
    if (hook) return hook;
    try {
      git(dir, ['update-ref', ref, sha, '0'.repeat(40)], undefined, movedBy(ctx.state, ctx.actor));
    } catch {
      return error(422, 'Reference already exists'); // a race GitHub answers so; the client copes
    }
    return { status: 201, body: renderRef(ctx, r, ref, sha) };
  },

  // A rename moves the ref: GitHub's activity is taken to list it as the old branch's deletion
  // and the new one's creation (git's own rename logs no creation, so the two are explicit).
  'repos/rename-branch': (ctx) => {
    const found = linkedRepo(ctx);
    if ('status' in found) return found;
    const { r, dir } = found;
    const from = `refs/heads/${str(ctx, 'branch')}`;
    const name = String(ctx.body.new_name);
    const to = `refs/heads/${name}`;
    const sha = resolveCommit(dir, from);
    if (!sha) return error(404, 'Branch not found');
    if (resolveCommit(dir, to)) return error(422, `Branch ${name} already exists`);
    const hook = refusedByHook(dir, from, sha, '0'.repeat(40));
    if (hook) return hook;
    const env = movedBy(ctx.state, ctx.actor);
    git(dir, ['update-ref', to, sha, '0'.repeat(40)], undefined, env);
    git(dir, ['update-ref', '-d', from, sha], undefined, env);
    const commit = commitFromGit({ ...ctx, params: { ...ctx.params, ref: sha } });
    const api = `${ctx.state.base.api}/repos/${full(r)}/branches/${name}`;
    return {
      status: 201,
      body: {
        name,
        commit: commit?.body,
        _links: { html: `${ctx.state.base.html}/${full(r)}/tree/${name}`, self: api },
        protected: false,
        protection: {},
        protection_url: `${api}/protection`,
      },
    };
  },

  'git/update-ref': (ctx) => {
    const found = linkedRepo(ctx);
    if ('status' in found) return found;
    const { r, dir } = found;
    const ref = `refs/${str(ctx, 'ref').replace(/^refs\//, '')}`;
    const sha = String(ctx.body.sha);
    if (!objectOf(dir, sha, 'commit')) return invalid('Object does not exist');
    const current = resolveCommit(dir, ref);
    if (!current) return error(422, 'Reference does not exist');
    const force = ctx.body.force === true;
    if (!force) {
      try {
        git(dir, ['merge-base', '--is-ancestor', current, sha]);
      } catch {
        return error(422, 'Update is not a fast forward');
      }
    }
    const hook = refusedByHook(dir, ref, current, sha);
    if (hook) return hook;
    try {
      git(dir, ['update-ref', ref, sha, current], undefined, movedBy(ctx.state, ctx.actor));
    } catch {
      return error(422, 'Update is not a fast forward');
    }
    return { status: 200, body: renderRef(ctx, r, ref, sha) };
  },
};
