/**
 * Where a `cmd:` verify hint runs. The command is the trusted contract's, but the scripts it calls
 * may have been changed by the agent through a merged PR, so it gets a temporary copy of the tree
 * whose git repository holds no credentials (actions/checkout leaves its token in `.git/config`),
 * an empty home and git configuration, and a minimal environment without the runner's tokens or
 * file-command variables.
 *
 * Redaction cannot be the defence: a script running as the job's user could read the token from
 * the gate's own `/proc/<pid>/environ` or the checkout's files. So the command runs isolated
 * (see {@link isolation}): as another user (`nobody`), in new PID and mount namespaces with a
 * `/proc` of its own, with the caller's home, workspace and runner folders hidden under empty
 * mounts. Where that is impossible and there is a credential to protect (any GitHub Actions job,
 * or a token in the environment), the command does not run and the task stays unproven. The
 * runner's file-command files are still put back as they were afterwards.
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readFile,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { secretValues } from '../core/secrets.js';
import { gitText, type GitCommand } from '../git/git.js';

const execFileAsync = promisify(execFile);

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

/** What runs a command: a program, its arguments and its whole environment. */
export interface Launch {
  readonly file: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
}

/** A prepared place to run one command; `dispose()` removes it. */
export interface CommandSandbox {
  /** The copy of the working tree the command runs in. */
  readonly tree: string;
  /** The command's whole environment. */
  readonly env: NodeJS.ProcessEnv;
  /** How to start `command` in the tree (`sh -c`, isolated where possible); `timeoutMs` bounds it. */
  launch(command: string, timeoutMs: number): Launch;
  dispose(): Promise<void>;
}

/** The user an isolated command runs as (`nobody` on Debian and Ubuntu). */
const ISOLATED_UID = '65534';

/**
 * How commands are kept from the job's credentials here: as root directly, as another user
 * through passwordless `sudo` (GitHub's hosted runners), or not at all (with the reason).
 * Probed once by running an isolated `true`, so a kernel or container that forbids namespaces
 * is found before any verdict depends on it.
 */
export type Isolation = { via: 'root' | 'sudo' } | { via: 'none'; reason: string };

let probed: Promise<Isolation> | undefined;

/** Whether, and how, this machine can isolate a command (see {@link Isolation}). */
export function isolation(): Promise<Isolation> {
  probed ??= probeIsolation();
  return probed;
}

async function probeIsolation(): Promise<Isolation> {
  const attempt: Exclude<Isolation, { via: 'none' }> =
    process.getuid?.() === 0 ? { via: 'root' } : { via: 'sudo' };
  const root = await mkdtemp(join(tmpdir(), 'heartbeat-gate-probe-'));
  try {
    const env = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
    const probe = isolatedLaunch(attempt, { root, hidden: [], env, command: 'true' }, 10_000);
    await execFileAsync(probe.file, [...probe.args], { env: probe.env, timeout: 10_000 });
    return attempt;
  } catch {
    return {
      via: 'none',
      reason:
        'a cmd: check runs only as another user in new PID and mount namespaces, away from the ' +
        "job's credentials, which needs root or passwordless sudo with unshare and setpriv",
    };
  } finally {
    if (attempt.via === 'sudo') {
      await execFileAsync('sudo', ['-n', 'rm', '-rf', '--', root]).catch(() => undefined);
    }
    await rm(root, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Runs as root in the new namespaces: hides the caller's folders, then becomes `nobody`. */
const ISOLATE_SCRIPT = [
  'set -eu',
  'root=$1 uid=$2 objects=$3',
  'shift 3',
  'chown -R "$uid:$uid" "$root"',
  // Bound before anything is hidden, so the copy still reads the source's objects.
  'if [ -n "$objects" ]; then mount --bind "$objects" "$root/source-objects"; fi',
  'while [ "$1" != -- ]; do mount -t tmpfs -o size=64k,mode=755 hidden "$1"; shift; done',
  'shift',
  'cd "$root/tree" 2>/dev/null || cd /',
  'exec setpriv --reuid="$uid" --regid="$uid" --clear-groups --no-new-privs -- env -i "$@"',
].join('\n');

function isolatedLaunch(
  how: Exclude<Isolation, { via: 'none' }>,
  plan: {
    root: string;
    objects?: string;
    hidden: readonly string[];
    env: NodeJS.ProcessEnv;
    command: string;
  },
  timeoutMs: number,
): Launch {
  const namespaces = [
    'unshare',
    '--pid',
    '--fork',
    '--kill-child',
    '--mount',
    '--propagation',
    'private',
    '--mount-proc',
    'sh',
    '-c',
    ISOLATE_SCRIPT,
    'heartbeat-gate-isolate',
    plan.root,
    ISOLATED_UID,
    plan.objects ?? '',
    ...plan.hidden,
    '--',
    ...Object.entries(plan.env).flatMap(([name, value]) =>
      value === undefined ? [] : [`${name}=${value}`],
    ),
    'sh',
    '-c',
    plan.command,
  ];
  const path = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
  if (how.via === 'root') return { file: namespaces[0]!, args: namespaces.slice(1), env: path };
  // sudo may run the command in a session of its own, out of reach of the caller's kill: the
  // time limit is enforced inside too, and the namespace dies with its first process.
  const seconds = String(Math.ceil(timeoutMs / 1000) + 1);
  return { file: 'sudo', args: ['-n', 'timeout', '-s', 'KILL', seconds, ...namespaces], env: path };
}

/** The caller's folders a command must not see: its home, workspace and the runner's files. */
function foldersToHide(cwd: string, callerEnv: NodeJS.ProcessEnv): string[] {
  const named = ['HOME', 'GITHUB_WORKSPACE', 'RUNNER_WORKSPACE', 'RUNNER_TEMP']
    .map((name) => callerEnv[name])
    .concat(RUNNER_FILE_VARIABLES.map((name) => callerEnv[name] && dirname(callerEnv[name])));
  return [...new Set([cwd, ...named].filter((path): path is string => !!path && isAbsolute(path)))];
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Copies `cwd` (a working tree, or any folder) into a fresh sandbox. Throws, and runs nothing,
 * when a command could not be isolated from a credential (see {@link isolation}).
 */
export async function openCommandSandbox(
  cwd: string,
  callerEnv: NodeJS.ProcessEnv,
): Promise<CommandSandbox> {
  const how = await isolation();
  const guarded = callerEnv.GITHUB_ACTIONS === 'true' || secretValues(callerEnv).length > 0;
  if (how.via === 'none' && guarded) throw new Error(how.reason);
  const root = await mkdtemp(join(tmpdir(), 'heartbeat-gate-cmd-'));
  const dispose = async () => {
    // An isolated command's files belong to `nobody`: only root removes them.
    if (how.via === 'sudo')
      await execFileAsync('sudo', ['-n', 'rm', '-rf', '--', root]).catch(() => undefined);
    await rm(root, { recursive: true, force: true, maxRetries: 3 });
  };
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
    const isolated = how.via !== 'none';
    const objects = await copyRepository(
      source,
      tree,
      env,
      callerEnv,
      isolated ? join(root, 'source-objects') : undefined,
    );
    if (!isolated) {
      return {
        tree,
        env,
        dispose,
        launch: (command) => ({ file: 'sh', args: ['-c', command], env }),
      };
    }
    const hidden: string[] = [];
    for (const folder of foldersToHide(source, callerEnv)) {
      if (isInside(root, folder)) {
        throw new Error(
          `the sandbox (${root}) is inside ${folder}, which a command must not see: set TMPDIR elsewhere`,
        );
      }
      if (await isFolder(folder)) hidden.push(folder);
    }
    if (objects !== undefined) await mkdir(join(root, 'source-objects'));
    return {
      tree,
      env,
      dispose,
      launch: (command, timeoutMs) =>
        isolatedLaunch(
          how,
          { root, ...(objects ? { objects } : {}), hidden, env, command },
          timeoutMs,
        ),
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Gives `tree` a git repository with the source's commits, refs, HEAD, index and shallow
 * boundary, reading objects from the source through `alternates` (nothing is copied), and a
 * configuration `git init` wrote: no remotes, credential helpers, extra headers or includes.
 * An isolated command cannot see the source, so its alternates name `objectsMount`, where the
 * source's objects folder is bound; returns that folder (undefined when there is no repository).
 */
async function copyRepository(
  source: string,
  tree: string,
  env: NodeJS.ProcessEnv,
  callerEnv: NodeJS.ProcessEnv,
  objectsMount: string | undefined,
): Promise<string | undefined> {
  const read = (command: GitCommand): Promise<string | undefined> =>
    gitText(command, { cwd: source, env: callerEnv }).catch(() => undefined);
  const dirs = await read({
    args: ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir'],
  });
  if (dirs === undefined) return undefined; // not a repository: the copy has none either
  const [gitDir = '', commonDir = gitDir] = dirs.trim().split('\n');
  if (!isAbsolute(gitDir) || !isAbsolute(commonDir)) return undefined;
  const objects = join(commonDir, 'objects');

  const format = (await read({ args: ['rev-parse', '--show-object-format'] }))?.trim() || 'sha1';
  await gitText(
    { args: ['init', '-q', `--object-format=${format}`], operands: [tree] },
    { cwd: source, env },
  );
  const dotGit = join(tree, '.git');
  await writeFile(join(dotGit, 'objects/info/alternates'), `${objectsMount ?? objects}\n`);
  const refs = (await read({ args: ['for-each-ref', '--format=%(objectname) %(refname)'] })) ?? '';
  await writeFile(join(dotGit, 'packed-refs'), refs);
  const branch = (await read({ args: ['symbolic-ref', '-q'], operands: ['HEAD'] }))?.trim();
  const head = branch
    ? `ref: ${branch}`
    : (await read({ args: ['rev-parse', '--verify', '-q'], operands: ['HEAD'] }))?.trim();
  if (head) await writeFile(join(dotGit, 'HEAD'), `${head}\n`);
  await copyIfPresent(join(gitDir, 'index'), join(dotGit, 'index'));
  await copyIfPresent(join(commonDir, 'shallow'), join(dotGit, 'shallow'));
  return objects;
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
