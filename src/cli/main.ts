import { InputError, UsageError } from '../errors.js';
import { terminalWriter } from '../core/render/terminal.js';
import type { CliCommand, CliIO } from './io.js';

/**
 * Every command, loaded lazily so that the hook path (check-commit) pays only for what it uses.
 * One file per command in ./commands.
 */
const commands: Record<string, () => Promise<{ command: CliCommand }>> = {
  cycle: () => import('./commands/cycle.js'),
  verdict: () => import('./commands/verdict.js'),
  feedback: () => import('./commands/feedback.js'),
  // The two commands that judge claims share one bundle chunk: were the evidence gates split into a
  // chunk of their own, the commit-msg hook would load one more file on every commit.
  'check-commit': () => import(/* webpackChunkName: "gate" */ './commands/check-commit.js'),
  lint: () => import('./commands/lint.js'),
  init: () => import('./commands/init.js'),
  score: () => import('./commands/score.js'),
  history: () => import('./commands/history.js'),
  log: () => import('./commands/log.js'),
  badge: () => import('./commands/badge.js'),
  prompt: () => import('./commands/prompt.js'),
  demo: () => import('./commands/demo.js'),
  evidence: () => import(/* webpackChunkName: "gate" */ './commands/evidence.js'),
  mcp: () => import('./commands/mcp.js'),
  site: () => import('./commands/site.js'),
  leaderboard: () => import('./commands/leaderboard.js'),
};

function usage(): string {
  const names = Object.keys(commands).sort();
  return [
    'usage: heartbeat-gate <command> [options]',
    '',
    'commands:',
    ...names.map((name) => `  ${name}`),
    '',
    "Run 'heartbeat-gate <command> --help' for a command's options.",
    'Exit codes: 0 ok/accepted, 1 blocked/failed gate, 2 usage or bad input.',
    '',
  ].join('\n');
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
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(usage());
    return name === undefined ? 2 : 0;
  }
  const load = commands[name];
  if (!load) {
    io.stderr.write(`heartbeat-gate: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    const { command } = await load();
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      io.stderr.write(`heartbeat-gate ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
