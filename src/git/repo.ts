/**
 * The git operations heartbeat-gate needs, run through the one spawner (./git.ts). State commits
 * are built with plumbing (a private index, `commit-tree`, a compare-and-swap `update-ref`) so that a cycle never
 * touches the user's index or staged work and never runs the user's commit hooks.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve as resolvePath } from 'node:path';
import { InputError } from '../errors.js';
import {
  gitBytes,
  gitText,
  redactUrlCredentials,
  runGit,
  type GitCommand,
  type GitExit,
} from './git.js';
import { branchNames, forEachLogRecord, resolveCommit, type CommitRecord } from './log-reader.js';
import { ObjectReader, type BatchAnswer } from './object-reader.js';
import {
  byteString,
  parseTree,
  TREE_MODE,
  treeBody,
  writeLooseObject,
  type ObjectFormat,
  type TreeObjectEntry,
} from './objects.js';

export { gitFailure, redactUrlCredentials } from './git.js';

/** One file of a commit's tree. */
export interface TreeEntry {
  path: string;
  blob: string;
}

export type { CommitRecord } from './log-reader.js';

/**
 * Where `remote`'s `branch` is tracked: `refs/remotes/<remote>/<branch>` for a configured remote's
 * name; for a URL or a path (no valid ref component), a folder named by a hash of it, so any
 * remote has a tracking ref and two remotes never share one.
 */
export function trackingRef(remote: string, branch: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(remote)) return `refs/remotes/${remote}/${branch}`;
  return `refs/heartbeat-gate/remotes/${remoteKey(remote)}/${branch}`;
}

/**
 * Environment variables that make every git this process starts authenticate to `url` (and only
 * to it) with `token`, as an HTTP header: the token is never in a URL, an argument or a file,
 * so no git message or error can carry it. An empty header first resets any header a
 * less specific URL set (actions/checkout persists one for the whole server).
 */
export function httpAuthEnvironment(
  env: NodeJS.ProcessEnv,
  url: string,
  token: string,
): Record<string, string> {
  const count = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10) || 0;
  const key = `http.${url}.extraheader`;
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
  return {
    GIT_CONFIG_COUNT: String(count + 2),
    [`GIT_CONFIG_KEY_${count}`]: key,
    [`GIT_CONFIG_VALUE_${count}`]: '',
    [`GIT_CONFIG_KEY_${count + 1}`]: key,
    [`GIT_CONFIG_VALUE_${count + 1}`]: header,
  };
}

/** A short, stable, ref-safe name for a remote URL or path. */
export function remoteKey(remote: string): string {
  return createHash('sha256').update(remote).digest('hex').slice(0, 16);
}

/** The identity state commits use where git has none configured. */
function identityFallback(): Record<string, string> {
  const name = 'heartbeat-gate';
  const email = 'heartbeat-gate@users.noreply.github.com';
  return {
    GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? name,
    GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? email,
    GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? name,
    GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? email,
  };
}

/**
 * The remote's own reason from git's output of a refused push, said once: the `remote:` lines
 * (git prefixes each one, and GitHub's own text may carry another), else the reason in git's
 * `! [rejected]` line, else git's error. Credentials in URLs are hidden.
 */
export function pushRefusalReason(output: string): string {
  // `run`'s failure starts with `git push failed (<code>): ` before git's own first line.
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^git push failed \(\d+\):\s*/, '').trim());
  const remote: string[] = [];
  for (const line of lines) {
    if (!/^remote:/i.test(line)) continue;
    const text = line.replace(/^(remote:\s*)+/i, '').trim();
    if (text && !remote.includes(text)) remote.push(text);
  }
  const rejected = lines
    .map((line) => /^! \[(?:remote )?rejected\][^(]*\((.*)\)$/.exec(line)?.[1])
    .find((reason) => reason !== undefined);
  const fallback = lines.find((line) => /^(fatal|error):/.test(line));
  const reason =
    remote.length > 0
      ? remote.join(' / ')
      : (rejected ?? fallback ?? lines.find((line) => line !== '') ?? 'no reason given');
  return redactUrlCredentials(reason);
}

const ZERO_OID = '0000000000000000000000000000000000000000';

/**
 * The answers of `git cat-file --batch`: "<id> <type> <size>\n<size bytes>\n" each, or
 * "<name> missing\n" (type `missing`, no body) for a name that names nothing.
 */
function* batchAnswers(out: Buffer): Generator<{ id: string; type: string; body: Buffer }> {
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    const [id = '', type = 'missing', size] = out.subarray(at, eol).toString('utf8').split(' ');
    const start = eol + 1;
    if (size === undefined) {
      yield { id, type, body: Buffer.alloc(0) };
      at = start;
      continue;
    }
    yield { id, type, body: out.subarray(start, start + Number(size)) };
    at = start + Number(size) + 1;
  }
}

/** Extra environment and standard input for one git run. */
interface RunOptions {
  env?: Record<string, string>;
  input?: string;
}

/**
 * The objects folder this process writes a state commit's blobs and trees into, when it can
 * write them as git would: a known hash, objects where git keeps them by default (no
 * GIT_OBJECT_DIRECTORY), and not a repository shared by a group (whose folders git creates
 * group-writable); otherwise git writes them.
 */
async function ownObjects(
  common: string,
  format: string,
): Promise<{ objects?: { dir: string; format: ObjectFormat } }> {
  if ((format !== 'sha1' && format !== 'sha256') || process.env.GIT_OBJECT_DIRECTORY) return {};
  const dir = join(common, 'objects');
  const mode = await stat(dir).then(
    (stats) => (stats.isDirectory() ? stats.mode : undefined),
    () => undefined,
  );
  return mode === undefined || mode & 0o020 ? {} : { objects: { dir, format } };
}

/** Where a write remembers the state commits it verified, inside the git folder. */
export const VERIFIED_COMMITS_GIT_PATH = 'heartbeat-gate/verified';

/** A repository on disk. */
export class Repo {
  private constructor(
    readonly root: string,
    /** What git answered when the repository was opened (each git process costs a write). */
    private readonly opened: {
      gitPaths: Map<string, string>;
      headRef?: string;
      /** Where loose objects go, and their hash, when this process may write them itself. */
      objects?: { dir: string; format: ObjectFormat };
      /** The repository's hash, when git named one this code reads trees of. */
      format?: ObjectFormat;
    } = {
      gitPaths: new Map(),
    },
  ) {}

  /**
   * Opens the repository containing `dir`; not a repository is an InputError. The one git process
   * also answers the checked-out branch, where verified commits are kept and where objects are,
   * which every write asks next; on an unborn branch (no HEAD commit to name) they are asked when
   * needed.
   */
  static async open(dir: string): Promise<Repo> {
    const [root = '', format = '', common = '', verified = '', head = ''] = (
      await gitText(
        {
          args: [
            'rev-parse',
            '--show-toplevel',
            '--show-object-format',
            '--git-common-dir',
            '--symbolic-full-name',
            '--git-path',
          ],
          operands: [VERIFIED_COMMITS_GIT_PATH, 'HEAD'],
        },
        { cwd: dir },
      ).catch(() => '')
    ).split('\n');
    if (root && verified && head) {
      return new Repo(root, {
        gitPaths: new Map([[VERIFIED_COMMITS_GIT_PATH, resolvePath(dir, verified)]]),
        headRef: head,
        ...(format === 'sha1' || format === 'sha256' ? { format } : {}),
        ...(await ownObjects(resolvePath(dir, common), format)),
      });
    }
    let top: string;
    try {
      top = (await gitText({ args: ['rev-parse', '--show-toplevel'] }, { cwd: dir })).trim();
    } catch {
      throw new InputError(`${dir}: not inside a git repository`, dir);
    }
    return new Repo(top);
  }

  /**
   * Runs git and returns its standard output; a non-zero exit rejects. Values (remotes, branches,
   * revisions) go in `operands`, never among the options (see GitCommand); `env` is added to this
   * process's environment.
   */
  async raw(
    command: GitCommand['args'] | GitCommand,
    env?: Record<string, string>,
  ): Promise<string> {
    return this.run('args' in command ? command : { args: command }, env ? { env } : {});
  }

  /** One `git cat-file --batch` for every object read, once readInOneProcess asked for it. */
  private reader: ObjectReader | undefined;

  /**
   * From here on, refs, folders and files are read through one `git cat-file --batch` kept open
   * (a write's reads: one process, not one per round); `close` ends it.
   */
  readInOneProcess(): void {
    if (this.opened.format) this.reader ??= new ObjectReader(this.root);
  }

  /** Ends the process readInOneProcess started, if any. */
  async close(): Promise<void> {
    await this.reader?.close();
  }

  /** The absolute path of `name` inside the git folder (`git rev-parse --git-path`). */
  async gitPath(name: string): Promise<string> {
    const known = this.opened.gitPaths.get(name);
    if (known !== undefined) return known;
    const path = (await this.run({ args: ['rev-parse', '--git-path'], operands: [name] })).trim();
    return isAbsolute(path) ? path : join(this.root, path);
  }

  /**
   * The branch checked out when the repository was opened, or undefined when HEAD was detached.
   */
  async currentBranch(): Promise<string | undefined> {
    let ref = this.opened.headRef;
    try {
      ref ??= (await this.run({ args: ['symbolic-ref', '-q'], operands: ['HEAD'] })).trim();
    } catch {
      return undefined;
    }
    return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  }

  /** The branches by name: this repository's, then origin's that it has none of. */
  branchNames(): Promise<string[]> {
    return branchNames(this.root);
  }

  /** The commit a revision names, or undefined when it does not exist (e.g. an unborn branch). */
  resolve(rev: string): Promise<string | undefined> {
    if (this.reader && !/[\0\n]/.test(rev)) {
      return this.reader
        .ask([`${rev}^{commit}`])
        .then(([answer]) => (answer?.type === 'commit' ? answer.id : undefined));
    }
    return resolveCommit(this.root, rev);
  }

  /**
   * Files under `dir` in a commit, with their blob ids. Where this process writes state commits
   * itself, the ids of the folders on the way (`dir`, those above and below it) are kept too.
   */
  async listTree(commit: string, dir: string): Promise<TreeEntry[]> {
    const walked = this.reader && (await this.walkTree(this.reader, commit, dir));
    if (walked) return walked;
    const out = await this.run({
      args: this.opened.objects ? ['ls-tree', '-r', '-t', '-z'] : ['ls-tree', '-r', '-z'],
      operands: [commit],
      paths: [`${dir}/`],
    });
    const entries: TreeEntry[] = [];
    for (const line of out.split('\0')) {
      const [meta = '', path = ''] = line.split('\t');
      const [, type, id = ''] = meta.split(' ');
      if (type === 'tree') this.treeIds.set(`${commit}:${path}`, id);
      else if (id.length > 0) entries.push({ path, blob: id });
    }
    return entries;
  }

  /**
   * listTree through the open reader: the folders from the root down to `dir` in one round, then
   * each level below it, keeping every folder read (a state commit rewrites them). The files in
   * ls-tree's order; undefined when a tree is not what this code reads (ls-tree then lists it).
   */
  private async walkTree(
    reader: ObjectReader,
    commit: string,
    dir: string,
  ): Promise<TreeEntry[] | undefined> {
    const format = this.opened.format!;
    const parts = dir.split('/');
    const above = ['', ...parts.map((_, n) => parts.slice(0, n + 1).join('/'))];
    const bodies = new Map<string, BatchAnswer>();
    let round = above;
    let names = above.map((path) => (path ? `${commit}:${path}` : `${commit}^{tree}`));
    try {
      while (round.length > 0) {
        const answers = await reader.ask(names);
        const next: string[] = [];
        const nextNames: string[] = [];
        for (const [n, answer] of answers.entries()) {
          const path = round[n]!;
          if (answer.type === 'missing') continue;
          if (answer.type !== 'tree') return path === dir ? [] : undefined;
          bodies.set(path, answer);
          if (path !== dir && !path.startsWith(`${dir}/`)) continue;
          for (const entry of parseTree(answer.body, format)) {
            if (entry.mode !== TREE_MODE) continue;
            next.push(`${path}/${Buffer.from(entry.name, 'latin1').toString('utf8')}`);
            nextNames.push(entry.id);
          }
        }
        round = next;
        names = nextNames;
      }
    } catch {
      return undefined; // a name git reads and this code refuses: ls-tree says what it holds
    }
    for (const [path, { id, body }] of bodies) {
      this.treeIds.set(`${commit}:${path}`, id);
      this.treeObjects.set(id, body);
    }
    const entries: TreeEntry[] = [];
    const list = (path: string) => {
      const tree = bodies.get(path);
      if (!tree) return;
      for (const entry of parseTree(tree.body, format)) {
        const child = `${path}/${Buffer.from(entry.name, 'latin1').toString('utf8')}`;
        if (entry.mode === TREE_MODE) list(child);
        else entries.push({ path: child, blob: entry.id });
      }
    };
    list(dir);
    return entries;
  }

  private readonly blobs = new Map<string, Promise<string>>();
  /** Folder ids by `<commit>:<path>` ('' the root), as listTree and prefetchBlobs learnt them. */
  private readonly treeIds = new Map<string, string>();
  /** The tree objects read, by id (parsed when a commit rewrites them). */
  private readonly treeObjects = new Map<string, Buffer>();

  /** The text of a blob (blobs are immutable, so each is read once). */
  readBlob(blob: string): Promise<string> {
    let text = this.blobs.get(blob);
    if (!text) {
      const reader = this.reader;
      text = reader
        ? reader.ask([blob]).then(([answer]) => {
            if (answer?.type !== 'blob')
              throw new Error(`git cat-file --batch: ${blob} is no blob`);
            return answer.body.toString('utf8');
          })
        : this.run({ args: ['cat-file', 'blob'], operands: [blob] });
      this.blobs.set(blob, text);
    }
    return text;
  }

  /**
   * Reads many blobs with one git process (`cat-file --batch`), so later reads are free. With
   * `treesOf`, the same process reads the folders listTree listed in that commit and its root:
   * what a state commit on it rewrites, so that writing one needs no git process to read them.
   */
  async prefetchBlobs(ids: readonly string[], treesOf?: string): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.blobs.has(id));
    const format = this.opened.objects?.format;
    const prefix = `${treesOf}:`;
    const trees =
      treesOf && format
        ? [
            ...new Set(
              [...this.treeIds]
                .filter(([key, id]) => key.startsWith(prefix) && !this.treeObjects.has(id))
                .map(([, id]) => id),
            ),
            `${treesOf}^{tree}`,
          ]
        : [];
    if (wanted.length === 0 && trees.length === 0) return;
    const read = this.readBatch([...wanted, ...trees]).then((answers) => {
      const texts = new Map<string, string>();
      let n = 0;
      for (const { id, type, body } of answers) {
        const asked = n++ < wanted.length ? 'blob' : 'tree';
        if (type !== asked) throw new Error(`git cat-file --batch: ${id} is ${type}`);
        if (type === 'blob') texts.set(id, body.toString('utf8'));
        else this.treeObjects.set(id, body);
        if (n === wanted.length + trees.length && trees.length > 0) this.treeIds.set(prefix, id);
      }
      return texts;
    });
    for (const id of wanted) {
      this.blobs.set(
        id,
        read.then(
          (texts) => texts.get(id) ?? this.run({ args: ['cat-file', 'blob'], operands: [id] }),
        ),
      );
    }
    await read;
  }

  /**
   * Commits `base`'s tree with `files` (repository-relative path → text) replaced or added, as a
   * child of `base` (a root commit without one). Nothing outside the object store changes.
   */
  async commitFiles(options: {
    base: string | undefined;
    files: ReadonlyMap<string, string>;
    message: string;
    /** Further parents after `base` (a merge of diverged state branches). */
    otherParents?: readonly string[];
    /**
     * Before `files`, the files under `dir` (but `keep`) are replaced by those of commit `from`
     * (none when undefined): the state of a trusted commit restored on top of `base`.
     */
    restore?: { dir: string; from: string | undefined; keep: readonly string[] };
  }): Promise<string> {
    const parents = [...(options.base ? [options.base] : []), ...(options.otherParents ?? [])];
    const objects = this.opened.objects;
    const paths = [...options.files.keys()];
    if (objects && !options.restore && paths.every((path) => !/[\n\0]/.test(path))) {
      const tree = await this.writeTreeWith(objects, options.base, options.files);
      return this.commitTree(tree, parents, options.message);
    }
    const scratch = await mkdtemp(join(tmpdir(), 'heartbeat-gate-commit-'));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, 'index') };
      const blobFiles = await Promise.all(
        paths.map(async (path, n) => {
          const file = join(scratch, `blob-${n}`);
          await writeFile(file, options.files.get(path) ?? '');
          return file;
        }),
      );
      // One git for all blobs, one for the index: a cycle is a handful of processes, not dozens.
      const blobs = blobFiles.length
        ? (
            await this.run(
              { args: ['hash-object', '-w', '--stdin-paths'] },
              { input: blobFiles.join('\n') },
            )
          )
            .trim()
            .split('\n')
        : [];
      const read: GitCommand = options.base
        ? { args: ['read-tree'], operands: [options.base] }
        : { args: ['read-tree', '--empty'] };
      await this.run(read, { env });
      if (options.restore) await this.restoreDir(options.restore, options.base, env);
      const entries = paths.map((path, n) => `100644 ${blobs[n]}\t${path}\n`).join('');
      if (entries)
        await this.run(
          { args: ['update-index', '--add', '--index-info'] },
          { env, input: entries },
        );
      const tree = (await this.run({ args: ['write-tree'] }, { env })).trim();
      return await this.commitTree(tree, parents, options.message);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** The commit of `tree` with `parents` and `message`, by git (identity, dates, signing). */
  private async commitTree(tree: string, parents: readonly string[], message: string) {
    const args: GitCommand = {
      args: ['commit-tree', ...parents.map((parent) => `-p${parent}` as const)],
      operands: [tree],
    };
    try {
      return (await this.run(args, { input: message })).trim();
    } catch (error) {
      // Machines without an identity (CI runners, fresh containers) get heartbeat-gate's.
      if (!/identity|tell me who you are|empty ident/i.test((error as Error).message)) throw error;
      return (await this.run(args, { input: message, env: identityFallback() })).trim();
    }
  }

  /**
   * `base`'s tree with `files` replaced or added, written as loose objects by this process: the
   * base's trees on the files' paths are read in one git process, and only those are rewritten.
   */
  private async writeTreeWith(
    objects: { dir: string; format: ObjectFormat },
    base: string | undefined,
    files: ReadonlyMap<string, string>,
  ): Promise<string> {
    const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
    // Entries are named by their bytes (see TreeObjectEntry); folders here by their text.
    const nameOf = (path: string) => byteString(path.slice(path.lastIndexOf('/') + 1));
    // Every folder holding a written file, up to the root ('').
    const dirs = new Set<string>(['']);
    for (const path of files.keys()) {
      for (let dir = parentOf(path); dir !== ''; dir = parentOf(dir)) dirs.add(dir);
    }
    const order = [...dirs];
    const trees = new Map<string, Map<string, TreeObjectEntry>>(
      order.map((dir) => [dir, new Map()]),
    );
    const known = (dir: string) => this.treeObjects.get(this.treeIds.get(`${base}:${dir}`) ?? '');
    const unknown = base ? order.filter((dir) => !known(dir)) : [];
    if (unknown.length > 0) {
      const answers = await this.readBatch(
        unknown.map((dir) => (dir ? `${base}:${dir}` : `${base}^{tree}`)),
      );
      let n = 0;
      for (const { type, body } of answers) {
        const dir = unknown[n++]!;
        if (type === 'missing') continue;
        if (type !== 'tree') throw new Error(`${dir} is a file in the state commit, not a folder`);
        for (const entry of parseTree(body, objects.format)) trees.get(dir)!.set(entry.name, entry);
      }
    }
    for (const dir of base ? order : []) {
      const body = known(dir);
      if (!body) continue;
      for (const entry of parseTree(body, objects.format)) trees.get(dir)!.set(entry.name, entry);
    }
    const blobs = await Promise.all(
      [...files].map(async ([path, text]) => ({
        path,
        id: await writeLooseObject(objects.dir, objects.format, 'blob', Buffer.from(text, 'utf8')),
      })),
    );
    for (const { path, id } of blobs) {
      const name = nameOf(path);
      const tree = trees.get(parentOf(path))!;
      if (tree.get(name)?.mode === TREE_MODE || dirs.has(path)) {
        throw new Error(`${path} is a folder in the state commit, not a file`);
      }
      tree.set(name, { mode: '100644', name, id });
    }
    // Deepest first, so that each folder's new id is known when its parent is written.
    const depth = (dir: string) => (dir === '' ? 0 : dir.split('/').length);
    const deepestFirst = [...order].sort((a, b) => depth(b) - depth(a));
    let root = '';
    for (const dir of deepestFirst) {
      const body = treeBody([...trees.get(dir)!.values()]);
      const id = await writeLooseObject(objects.dir, objects.format, 'tree', body);
      if (dir === '') root = id;
      else {
        const name = nameOf(dir);
        const parent = trees.get(parentOf(dir))!;
        const existing = parent.get(name);
        if (existing && existing.mode !== TREE_MODE) {
          throw new Error(`${dir} is a file in the state commit, not a folder`);
        }
        parent.set(name, { mode: TREE_MODE, name, id });
      }
    }
    return root;
  }

  /** Replaces the index's files under `dir` (but `keep`) by those of commit `from`. */
  private async restoreDir(
    restore: { dir: string; from: string | undefined; keep: readonly string[] },
    base: string | undefined,
    env: Record<string, string>,
  ): Promise<void> {
    const kept = (path: string) => restore.keep.includes(path);
    const drop = (base ? await this.listTree(base, restore.dir) : []).filter((e) => !kept(e.path));
    const take = (restore.from ? await this.listTree(restore.from, restore.dir) : []).filter(
      (e) => !kept(e.path),
    );
    const lines = [
      ...drop.map((e) => `0 ${'0'.repeat(40)}\t${e.path}\n`),
      ...take.map((e) => `100644 ${e.blob}\t${e.path}\n`),
    ].join('');
    if (lines) await this.run({ args: ['update-index', '--index-info'] }, { env, input: lines });
  }

  /** The objects `names` name, through the open reader or one `git cat-file --batch`. */
  private async readBatch(names: readonly string[]): Promise<Iterable<BatchAnswer>> {
    if (this.reader) return this.reader.ask(names);
    const out = await this.runBytes(
      { args: ['cat-file', '--batch'] },
      { input: names.map((name) => `${name}\n`).join('') },
    );
    return batchAnswers(out);
  }

  /** Runs git here with optional extra environment and standard input; rejects on a non-zero exit. */
  private async run(command: GitCommand, options: RunOptions = {}): Promise<string> {
    return gitText(command, this.where(options));
  }

  /** `run`, returning standard output as bytes. */
  private runBytes(command: GitCommand, options: RunOptions = {}): Promise<Buffer> {
    return gitBytes(command, this.where(options));
  }

  /** Runs git to its exit, whatever the status: the status, standard output and error. */
  private exit(command: GitCommand, options: RunOptions = {}): Promise<GitExit> {
    return runGit(command, this.where(options));
  }

  private where(options: RunOptions) {
    return {
      cwd: this.root,
      ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
      ...(options.input !== undefined ? { input: options.input } : {}),
    };
  }

  /** Moves `ref` to `to` only if it still points at `from` (undefined: must not exist yet). */
  async updateRef(ref: string, to: string, from: string | undefined): Promise<void> {
    await this.run({ args: ['update-ref'], operands: [ref, to, from ?? ZERO_OID] });
  }

  /**
   * Moves every ref in one git process, all or none (`update-ref --stdin`): each to `to`, only if
   * it still points at `from` when `from` is given (null: must not exist yet).
   */
  async updateRefs(
    updates: readonly { ref: string; to: string; from?: string | null }[],
  ): Promise<void> {
    const lines = updates.map(({ ref, to, from }) => {
      for (const value of [ref, to, from ?? '']) {
        if (/[\0\s]/.test(value)) throw new InputError(`git update-ref: '${value}' is not a ref`);
      }
      const old = from === undefined ? '' : ` ${from ?? ZERO_OID}`;
      return `update ${ref} ${to}${old}\n`;
    });
    await this.overStaleTracking(() =>
      this.run({ args: ['update-ref', '--stdin'] }, { input: lines.join('') }),
    );
  }

  /**
   * Runs `attempt` again after deleting a remote-tracking copy that blocks it by name (`heartbeat`
   * beside `heartbeat/acme/widgets`): the remote cannot hold both, so the copy in the way is of a
   * branch it no longer has (as `git fetch --prune` would delete it). Nothing else is deleted.
   */
  private async overStaleTracking<T>(attempt: () => Promise<T>): Promise<T> {
    for (let deleted = 0; ; deleted++) {
      try {
        return await attempt();
      } catch (error) {
        const blocking =
          /'((?:refs\/remotes|refs\/heartbeat-gate\/remotes)\/[^'\s]+)' exists; cannot create/.exec(
            (error as Error).message,
          )?.[1];
        if (!blocking || deleted >= 8) throw error;
        await this.run({ args: ['update-ref', '-d'], operands: [blocking] });
      }
    }
  }

  /**
   * The commits `revs` name, in order (undefined for one that names none), from one git process
   * (`cat-file --batch-check`), where `resolve` takes one process each.
   */
  async resolveAll(revs: readonly string[]): Promise<(string | undefined)[]> {
    for (const rev of revs) {
      if (/[\0\n]/.test(rev)) throw new InputError(`git cat-file: '${rev}' is not a revision`);
    }
    if (this.reader) {
      const answers = await this.reader.ask(revs.map((rev) => `${rev}^{commit}`));
      return answers.map(({ id, type }) => (type === 'commit' ? id : undefined));
    }
    const out = await this.run(
      { args: ['cat-file', '--batch-check'] },
      { input: revs.map((rev) => `${rev}^{commit}\n`).join('') },
    );
    return out
      .split('\n')
      .slice(0, revs.length)
      .map((line) => {
        const [id = '', type] = line.split(' ');
        return type === 'commit' ? id : undefined;
      });
  }

  /** Deletes `ref` only if it still points at `from` (compare-and-swap). */
  async deleteRef(ref: string, from: string): Promise<void> {
    await this.run({ args: ['update-ref', '-d'], operands: [ref, from] });
  }

  /** Stages the working-tree content of exactly these paths (the user's other staged work stays). */
  async stagePaths(paths: readonly string[]): Promise<void> {
    if (paths.length > 0) await this.run({ args: ['update-index', '--add'], paths });
  }

  /** Tracked files under `paths` whose index or working-tree copy differs from HEAD. */
  async differingFromHead(paths: readonly string[]): Promise<string[]> {
    const status = await this.run({
      args: ['status', '--porcelain=v1', '-z', '--untracked-files=no', '--no-renames'],
      paths,
    });
    return status
      .split('\0')
      .filter((entry) => entry.length > 3)
      .map((entry) => entry.slice(3));
  }

  /** Paths whose index copy differs from HEAD: what the commit being made changes. */
  async stagedPaths(): Promise<string[]> {
    const status = await this.run({
      args: ['status', '--porcelain=v1', '-z', '--untracked-files=no', '--no-renames'],
    });
    // `XY path`: X is the index's side, a space when only the working tree differs.
    return status
      .split('\0')
      .filter((entry) => entry.length > 3 && entry[0] !== ' ')
      .map((entry) => entry.slice(3));
  }

  /** Puts HEAD's copy of `paths` back in the index and the working tree. */
  async restoreFromHead(paths: readonly string[]): Promise<void> {
    if (paths.length > 0)
      await this.run({ args: ['restore', '--source=HEAD', '--staged', '--worktree'], paths });
  }

  /** Paths that differ between two commits (under `dir` when given). */
  async changedPaths(from: string, to: string, dir?: string): Promise<string[]> {
    const out = await this.run({
      args: ['diff-tree', '-r', '-z', '--name-only', '--no-renames'],
      operands: [from, to],
      ...(dir ? { paths: [`${dir}/`] } : {}),
    });
    return out.split('\0').filter((path) => path.length > 0);
  }

  /** A detached checkout of `commit` in a temporary folder, removed by `dispose`. */
  async temporaryWorktree(commit: string): Promise<{ path: string; dispose(): Promise<void> }> {
    const path = await mkdtemp(join(tmpdir(), 'heartbeat-gate-at-'));
    await this.raw({ args: ['worktree', 'add', '--detach', '-q'], operands: [path, commit] });
    return {
      path,
      dispose: async () => {
        await this.raw({ args: ['worktree', 'remove', '--force'], operands: [path] }).catch(
          () => undefined,
        );
        await rm(path, { recursive: true, force: true });
        await this.raw(['worktree', 'prune']).catch(() => undefined);
      },
    };
  }

  /** True when `ancestor` is reachable from `commit`. */
  async isAncestor(ancestor: string, commit: string): Promise<boolean> {
    // The answer is the exit status alone (1: not an ancestor; any other failure: not proven).
    const exit = await this.exit({
      args: ['merge-base', '--is-ancestor'],
      operands: [ancestor, commit],
    }).catch(() => undefined);
    return exit?.code === 0;
  }

  /** Whether this is a shallow clone (actions/checkout's default `fetch-depth: 1`). */
  async isShallow(): Promise<boolean> {
    return (await this.run({ args: ['rev-parse', '--is-shallow-repository'] })).trim() === 'true';
  }

  /** Fetches the history a shallow clone lacks from `remote`. */
  async unshallow(remote: string): Promise<void> {
    await this.run({ args: ['fetch', '-q', '--no-tags', '--unshallow'], operands: [remote] });
  }

  /** Fast-forwards the checked-out branch and working tree to `commit`; false if it cannot. */
  async fastForward(commit: string): Promise<boolean> {
    try {
      await this.run({ args: ['merge', '--ff-only', '-q'], operands: [commit] });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Fetches `branch` from `remote` into its tracking ref (`refs/remotes/<remote>/<branch>` for a
   * named remote, see trackingRef) and returns its head, or undefined when the remote has no such
   * branch yet.
   */
  async fetchBranch(remote: string, branch: string): Promise<string | undefined> {
    // git inherits this process's environment, so credentials given as GIT_CONFIG_*
    // (httpAuthEnvironment) reach it. One fetch, no `ls-remote` first: a round trip fewer.
    const tracking = trackingRef(remote, branch);
    try {
      await this.overStaleTracking(() =>
        this.run({
          args: ['fetch', '-q', '--no-tags'],
          operands: [remote, `+refs/heads/${branch}:${tracking}`],
        }),
      );
    } catch (error) {
      if (/couldn't find remote ref/i.test((error as Error).message)) return undefined;
      throw error;
    }
    return this.resolve(tracking);
  }

  /**
   * Makes commit `sha` (40 hex) and its history present, fetching it by id from `remote` when
   * missing (GitHub serves a commit a force push left behind); false when it cannot.
   */
  async fetchCommit(remote: string, sha: string): Promise<boolean> {
    if (!/^[0-9a-f]{40}$/.test(sha)) return false;
    const present = await this.exit({
      args: ['cat-file', '-e'],
      operands: [`${sha}^{commit}`],
    }).catch(() => undefined);
    if (present?.code === 0) return true;
    try {
      await this.run({ args: ['fetch', '-q', '--no-tags'], operands: [remote, sha] });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Fetches every branch under `prefix/` from `remote` into the tracking refs trackingRef names
   * (one fetch, `--prune`: a branch gone there goes here). None there is not an error.
   */
  async fetchBranches(remote: string, prefix: string): Promise<void> {
    const into = trackingRef(remote, prefix);
    await this.run({
      args: ['fetch', '-q', '--no-tags', '--prune'],
      operands: [remote, `+refs/heads/${prefix}/*:${into}/*`],
    });
  }

  /** The commit `remote`'s `branch` points at now (no fetch), or undefined when it has none. */
  async remoteHead(remote: string, branch: string): Promise<string | undefined> {
    const heads = await this.run({
      args: ['ls-remote', '--heads'],
      operands: [remote, `refs/heads/${branch}`],
    });
    return heads.trim().split(/\s/, 1)[0] || undefined;
  }

  /**
   * Pushes `commit` to `remote`'s `branch` (fast-forward only). When the remote refuses, the
   * answer carries what git and the remote said, one line.
   */
  async push(
    remote: string,
    commit: string,
    branch: string,
    options: {
      /**
       * Push only while the remote's branch is exactly this commit (`--force-with-lease`); a
       * branch that moved (or is gone) is refused with `stale: true`.
       */
      lease?: string;
      /** Leave the tracking ref for the caller to move (with its own refs, in one git process). */
      track?: false;
    } = {},
  ): Promise<{ pushed: true } | { pushed: false; reason: string; stale: boolean }> {
    const target = `refs/heads/${branch}`;
    const lease = options.lease;
    if (lease !== undefined && (!/^[0-9a-f]{40}$/.test(lease) || target.includes(':'))) {
      throw new InputError(`git push: cannot lease ${branch} on ${lease}`);
    }
    try {
      await this.run({
        args: [
          'push',
          '-q',
          ...(lease ? ([`--force-with-lease=${target}:${lease}`] as const) : []),
        ],
        operands: [remote, `${commit}:${target}`],
      });
    } catch (error) {
      if (error instanceof InputError) throw error;
      const message = (error as Error).message;
      const stale = lease !== undefined && /\(stale info\)/.test(message);
      return { pushed: false, reason: pushRefusalReason(message), stale };
    }
    if (options.track !== false)
      await this.updateRefs([{ ref: trackingRef(remote, branch), to: commit }]);
    return { pushed: true };
  }

  /**
   * The lines each of `commits` adds under `dir` against its first parent (all of them for a
   * root commit), from one git process.
   */
  async addedLines(commits: readonly string[], dir: string): Promise<Map<string, string[]>> {
    const added = new Map<string, string[]>();
    if (commits.length === 0) return added;
    const out = await this.run(
      {
        args: [
          'log',
          '--no-walk=unsorted',
          '--stdin',
          '--format=%x00%H',
          '--diff-merges=first-parent',
          '-p',
          '--unified=0',
        ],
        paths: [`${dir}/`],
      },
      { input: `${commits.join('\n')}\n` },
    );
    for (const record of out.split('\0').slice(1)) {
      const [sha = '', ...lines] = record.split('\n');
      added.set(
        sha.trim(),
        lines
          .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
          .map((line) => line.slice(1)),
      );
    }
    return added;
  }

  /** Commits reachable from `rev` whose message starts with `subjectPrefix`, newest first. */
  async log(rev: string, subjectPrefix: string): Promise<CommitRecord[]> {
    const records: CommitRecord[] = [];
    await this.forEachLogRecord(rev, subjectPrefix, (record) => records.push(record));
    return records;
  }

  /** `log`, handing each record to `visit` as git writes it (see {@link forEachLogRecord}). */
  forEachLogRecord(
    rev: string,
    subjectPrefix: string,
    visit: (record: CommitRecord) => unknown,
    /** Only commits that touch one of these paths (none: every commit). */
    paths: readonly string[] = [],
  ): Promise<void> {
    return forEachLogRecord(this.root, rev, subjectPrefix, visit, paths);
  }
}
