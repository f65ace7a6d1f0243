import { InputError, UsageError } from '../errors.js';
import { terminalWriter } from '../core/render/terminal.js';
import { ExitCode } from './command.js';
import type { CliCommand, CliIO } from './io.js';
import { didYouMean } from '../core/render/text.js';
import { packageVersion } from './package.js';

/**
 * Every command with its one-line summary (shown by `help`), loaded lazily so that the hook path
 * (check-commit) pays only for what it uses. One file per command in ./commands.
 */
const commands: Record<string, { summary: string; load: () => Promise<{ command: CliCommand }> }> =
  {
    init: {
      summary: 'set up HEARTBEAT.md, the hooks, the workflows and .heartbeat/config.json',
      load: () => import('./commands/init.js'),
    },
    lint: {
      summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
      load: () => import('./commands/lint.js'),
    },
    evidence: {
      summary: 'judge one evidence claim (build.done, review.done, verify.passed …)',
      // The two commands that judge claims share one bundle chunk: were the evidence gates split
      // into a chunk of their own, the commit-msg hook would load one more file on every commit.
      load: () => import(/* webpackChunkName: "gate" */ './commands/evidence.js'),
    },
    'check-commit': {
      summary: "the commit-msg hook: judge a commit message's evidence trailers",
      load: () => import(/* webpackChunkName: "gate" */ './commands/check-commit.js'),
    },
    cycle: {
      summary: 'close the open cycle and open the next one (one state commit)',
      load: () => import('./commands/cycle.js'),
    },
    verdict: {
      summary: "record a task's verdict (verified, not_verified, unclear)",
      load: () => import('./commands/verdict.js'),
    },
    feedback: {
      summary: "record an operator's thumbs up (+3) or down (-10)",
      load: () => import('./commands/feedback.js'),
    },
    score: {
      summary: 'the score, target, tiers and interval as of now',
      load: () => import('./commands/score.js'),
    },
    history: {
      summary: 'today and the 7-day score history',
      load: () => import('./commands/history.js'),
    },
    prompt: {
      summary: "the agent's next-cycle prompt: contract, progress and score section",
      load: () => import('./commands/prompt.js'),
    },
    log: {
      summary: 'the audit trail: every cycle commit with score, delta and verdicts',
      load: () => import('./commands/log.js'),
    },
    badge: {
      summary: 'an SVG shield with the score and its tier colour',
      load: () => import('./commands/badge.js'),
    },
    demo: {
      summary: 'a simulated week in a scratch repository, then its score and audit trail',
      load: () => import('./commands/demo.js'),
    },
    mcp: {
      summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
      load: () => import('./commands/mcp.js'),
    },
    site: {
      summary: 'the dashboard as a static site (--out dir), for GitHub Pages or file://',
      load: () => import('./commands/site.js'),
    },
    leaderboard: {
      summary: 'the agents ranked by score as a share of target (--json)',
      load: () => import('./commands/leaderboard.js'),
    },
  };

function usage(): string {
  const names = Object.keys(commands);
  const width = Math.max(...names.map((name) => name.length));
  return [
    'usage: heartbeat-gate <command> [options]',
    '',
    'commands:',
    ...names.map((name) => `  ${name.padEnd(width)}  ${commands[name]?.summary ?? ''}`),
    '',
    "Run 'heartbeat-gate <command> --help' for a command's options; --version prints the version.",
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
    // Results on stdout; a bare `heartbeat-gate` is a usage error, so its help is a diagnostic.
    (name === undefined ? io.stderr : io.stdout).write(usage());
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    io.stdout.write(`${await packageVersion()}\n`);
    return ExitCode.ok;
  }
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!entry) {
    const hint = didYouMean(name, Object.keys(commands));
    io.stderr.write(`heartbeat-gate: unknown command '${name}'${hint}\n\n${usage()}`);
    return ExitCode.usage;
  }
  try {
    const { command } = await entry.load();
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      io.stderr.write(`heartbeat-gate ${name}: ${error.message}\n`);
      return ExitCode.usage;
    }
    throw error;
  }
}
