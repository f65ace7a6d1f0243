import { InputError, UsageError } from '../errors.js';
import { terminalWriter } from '../core/render/terminal.js';
import { ExitCode } from './command.js';
import type { CliCommand, CliIO } from './io.js';
import { didYouMean } from '../core/render/text.js';
import { packageVersion } from './package.js';
import type { CommandName } from './declarations/index.js';
import { commandHelp, generalUsage } from './spec.js';

/**
 * Every command's module, loaded lazily so that the hook path (check-commit) pays only for what
 * it uses. One file per command in ./commands, each declared in ./declarations (typed: a command
 * declared without a module here, or the reverse, does not compile).
 */
const modules: Record<CommandName, () => Promise<{ command: CliCommand }>> = {
  init: () => import('./commands/init.js'),
  lint: () => import('./commands/lint.js'),
  // The commands that judge claims share one bundle chunk: were the evidence gates split into a
  // chunk of their own, the commit-msg hook would load one more file on every commit. The stop
  // hook loads the configuration and the command runner later, in chunks of their own.
  evidence: () => import(/* webpackChunkName: "gate" */ './commands/evidence.js'),
  'check-commit': () => import(/* webpackChunkName: "gate" */ './commands/check-commit.js'),
  'stop-hook': () => import(/* webpackChunkName: "gate" */ './commands/stop-hook.js'),
  cycle: () => import('./commands/cycle.js'),
  verdict: () => import('./commands/verdict.js'),
  feedback: () => import('./commands/feedback.js'),
  score: () => import('./commands/score.js'),
  history: () => import('./commands/history.js'),
  prompt: () => import('./commands/prompt.js'),
  log: () => import('./commands/log.js'),
  badge: () => import('./commands/badge.js'),
  demo: () => import('./commands/demo.js'),
  mcp: () => import('./commands/mcp.js'),
  site: () => import('./commands/site.js'),
  leaderboard: () => import('./commands/leaderboard.js'),
};

const isCommand = (name: string): name is CommandName => Object.hasOwn(modules, name);

/** Every command's declaration: only `help` and the general usage read them all. */
const declarations = async () => (await import('./declarations/index.js')).COMMANDS;

/** One line naming an unknown command and the closest one. */
function unknownCommand(name: string): string {
  const hint = didYouMean(name, Object.keys(modules));
  return `heartbeat-gate: unknown command '${name}'${hint} (heartbeat-gate help lists the commands)\n`;
}

/** Runs one CLI invocation and returns its exit code. */
export async function main(argv: string[], terminal: CliIO): Promise<number> {
  // Every write: output quotes the agent's text (names, messages), never its escape codes.
  const io = {
    ...terminal,
    stdout: terminalWriter(terminal.stdout),
    stderr: terminalWriter(terminal.stderr),
  };
  const [name, ...rest] = argv;
  if (name === 'help' && rest[0] !== undefined) {
    // `help <command>`: that command's help, as `<command> --help` prints it.
    const topic = rest[0];
    if (topic === 'help') {
      io.stdout.write(generalUsage(Object.values(await declarations())));
      return ExitCode.ok;
    }
    if (!isCommand(topic)) {
      io.stderr.write(unknownCommand(topic));
      return ExitCode.usage;
    }
    io.stdout.write(commandHelp((await declarations())[topic]));
    return ExitCode.ok;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    // Results on stdout; a bare `heartbeat-gate` is a usage error, so its help is a diagnostic.
    (name === undefined ? io.stderr : io.stdout).write(
      generalUsage(Object.values(await declarations())),
    );
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (name === '--version' || name === '-v' || name === '-V' || name === 'version') {
    io.stdout.write(`${await packageVersion()}\n`);
    return ExitCode.ok;
  }
  if (!isCommand(name)) {
    io.stderr.write(unknownCommand(name));
    return ExitCode.usage;
  }
  try {
    const { command } = await modules[name]();
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      io.stderr.write(`heartbeat-gate ${name}: ${error.message}\n`);
      return ExitCode.usage;
    }
    const path = fileProblem(error);
    if (path !== undefined) {
      io.stderr.write(`heartbeat-gate ${name}: ${path}\n`);
      return ExitCode.usage;
    }
    throw error;
  }
}

/** What the system said about a path a command was given (`--out /dev/null/x`), if that failed. */
const FILE_PROBLEMS: Readonly<Record<string, string>> = {
  ENOTDIR: 'not a directory',
  EISDIR: 'is a directory',
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EEXIST: 'already exists',
  ENAMETOOLONG: 'name too long',
};

/** `<path>: <problem>` for a file system error on a path, the one line a user reads for it. */
function fileProblem(error: unknown): string | undefined {
  const { code, path, syscall } = (error ?? {}) as {
    code?: unknown;
    path?: unknown;
    syscall?: unknown;
  };
  if (typeof code !== 'string' || typeof path !== 'string') return undefined;
  // A recursive mkdir that meets a file on the way says EEXIST, naming the folder it was asked for.
  const problem =
    code === 'EEXIST' && syscall === 'mkdir' ? 'not a directory' : FILE_PROBLEMS[code];
  return problem === undefined ? undefined : `${path}: ${problem}`;
}
