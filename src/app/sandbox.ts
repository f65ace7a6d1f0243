/**
 * Where a `cmd:` verify hint runs. The command is the trusted contract's, but the scripts it calls
 * may have been changed by the agent through a merged PR, so it gets a temporary copy of the tree
 * whose git repository holds no credentials (actions/checkout leaves its token in `.git/config`),
 * an empty home and git configuration, and a minimal environment without the runner's tokens or
 * file-command variables. The runner's file-command files are put back as they were afterwards,
 * so a script that found them anyway cannot write the job summary, outputs or later steps'
 * environment.
 */
import { constants } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { gitText, type GitCommand } from '../git/git.js';

/** The variables a command keeps from the caller's environment; everything else is dropped. */
const KEPT_VARIABLES = ['PATH', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'CI', 'TERM', 'NO_COLOR'];

/** The runner's file commands: whatever is appended to these files acts on the job. */
export const RUNNER_FILE_VARIABLES = [
  'GITHUB_STEP_SUMMARY',
  'GITHUB_OUTPUT',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
] as const;

/** A prepared place to run one command; `dispose()` removes it. */
export interface CommandSandbox {
  /** The copy of the working tree the command runs in. */
  readonly tree: string;
  /** The command's whole environment. */
  readonly env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/** Copies `cwd` (a working tree, or any folder) into a fresh sandbox. */
export async function openCommandSandbox(
  cwd: string,
  callerEnv: NodeJS.ProcessEnv,
): Promise<CommandSandbox> {
  const root = await mkdtemp(join(tmpdir(), 'heartbeat-gate-cmd-'));
  const dispose = () => rm(root, { recursive: true, force: true, maxRetries: 3 });
  try {
    const tree = join(root, 'tree');
    const home = join(root, 'home');
    const tmp = join(root, 'tmp');
    await mkdir(home);
    await mkdir(tmp);
    const gitConfig = join(home, '.gitconfig');
    await writeFile(gitConfig, '');
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(
        KEPT_VARIABLES.flatMap((name) =>
          callerEnv[name] === undefined ? [] : [[name, callerEnv[name]]],
        ),
      ),
      HOME: home,
      TMPDIR: tmp,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: gitConfig,
      GIT_TERMINAL_PROMPT: '0',
    };
    env.PATH ??= '/usr/local/bin:/usr/bin:/bin';

    const source = resolve(cwd);
    await cp(source, tree, {
      recursive: true,
      verbatimSymlinks: true,
      mode: constants.COPYFILE_FICLONE,
      // The repository is rebuilt below without its configuration; never copied as it is.
      filter: (path) => path !== join(source, '.git'),
    });
    await copyRepository(source, tree, env, callerEnv);
    return { tree, env, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Gives `tree` a git repository with the source's commits, refs, HEAD, index and shallow
 * boundary, reading objects from the source through `alternates` (nothing is copied), and a
 * configuration `git init` wrote: no remotes, credential helpers, extra headers or includes.
 */
async function copyRepository(
  source: string,
  tree: string,
  env: NodeJS.ProcessEnv,
  callerEnv: NodeJS.ProcessEnv,
): Promise<void> {
  const read = (command: GitCommand): Promise<string | undefined> =>
    gitText(command, { cwd: source, env: callerEnv }).catch(() => undefined);
  const dirs = await read({
    args: ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir'],
  });
  if (dirs === undefined) return; // not a repository: the copy has none either
  const [gitDir = '', commonDir = gitDir] = dirs.trim().split('\n');
  if (!isAbsolute(gitDir) || !isAbsolute(commonDir)) return;

  const format = (await read({ args: ['rev-parse', '--show-object-format'] }))?.trim() || 'sha1';
  await gitText(
    { args: ['init', '-q', `--object-format=${format}`], operands: [tree] },
    { cwd: source, env },
  );
  const dotGit = join(tree, '.git');
  await writeFile(join(dotGit, 'objects/info/alternates'), `${join(commonDir, 'objects')}\n`);
  const refs = (await read({ args: ['for-each-ref', '--format=%(objectname) %(refname)'] })) ?? '';
  await writeFile(join(dotGit, 'packed-refs'), refs);
  const branch = (await read({ args: ['symbolic-ref', '-q'], operands: ['HEAD'] }))?.trim();
  const head = branch
    ? `ref: ${branch}`
    : (await read({ args: ['rev-parse', '--verify', '-q'], operands: ['HEAD'] }))?.trim();
  if (head) await writeFile(join(dotGit, 'HEAD'), `${head}\n`);
  await copyIfPresent(join(gitDir, 'index'), join(dotGit, 'index'));
  await copyIfPresent(join(commonDir, 'shallow'), join(dotGit, 'shallow'));
}

async function copyIfPresent(from: string, to: string): Promise<void> {
  try {
    await copyFile(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Remembers the runner's file-command files as they are; `restore()` puts back any the command
 * changed (or removes one it created) and names them.
 */
export async function guardRunnerFiles(
  callerEnv: NodeJS.ProcessEnv,
): Promise<{ restore(): Promise<string[]> }> {
  const saved: { name: string; path: string; content: Buffer | undefined }[] = [];
  for (const name of RUNNER_FILE_VARIABLES) {
    const path = callerEnv[name];
    if (path) saved.push({ name, path, content: await readIfPresent(path) });
  }
  return {
    async restore() {
      const changed: string[] = [];
      for (const { name, path, content } of saved) {
        const now = await readIfPresent(path);
        if (now === undefined ? content === undefined : content?.equals(now)) continue;
        changed.push(name);
        if (content === undefined) await unlink(path).catch(() => undefined);
        else await writeFile(path, content);
      }
      return changed;
    },
  };
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
