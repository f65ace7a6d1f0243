/**
 * The command shell: every command is `defineCommand({ name, summary, usage, options, run })`, and
 * the shell owns what they would otherwise each repeat: `--help`, `--now`, `--json`, option
 * parsing with "did you mean", and the exit codes.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { resolveNow } from '../app/time.js';
import { UsageError } from '../errors.js';
import type { CliCommand, CliIO } from './io.js';
import { didYouMean } from '../core/render/text.js';

/** The exit codes, one table for every command (docs/cli.md). */
export const ExitCode = {
  /** Done: accepted, ok, written. */
  ok: 0,
  /** A gate said no: a claim blocked, lint found errors. */
  failed: 1,
  /** The command line or an input is wrong (nothing was written). */
  usage: 2,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

type OptionSpec = NonNullable<ParseArgsConfig['options']>;

const SHELL_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpec;
const NOW_OPTION = { now: { type: 'string' } } as const satisfies OptionSpec;
const JSON_OPTION = { json: { type: 'boolean' } } as const satisfies OptionSpec;

type Parsed<O extends OptionSpec> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: true }>
>;

/** What `run` is given: parsed options, positionals, `now` (when the command takes `--now`). */
export interface CommandContext<O extends OptionSpec> {
  values: Parsed<O & typeof SHELL_OPTIONS & typeof JSON_OPTION & typeof NOW_OPTION>['values'];
  positionals: string[];
  io: CliIO;
  /** `--now` as a canonical UTC instant, or the clock (only when `now: true`). */
  now: string;
  /** Whether `--json` was given (only when `json: true`). */
  json: boolean;
}

export interface CommandDefinition<O extends OptionSpec> {
  name: string;
  /** One line, shown by `heartbeat-gate help`. */
  summary: string;
  /** The text of `--help`. */
  usage: string;
  options: O;
  /** Takes positional arguments (else one is a usage error). */
  positionals?: boolean;
  /** Takes `--now <ISO-8601>`. */
  now?: boolean;
  /** Takes `--json`. */
  json?: boolean;
  run(context: CommandContext<O>): Promise<number>;
}

/** A command with the shell around it. */
export function defineCommand<const O extends OptionSpec>(
  definition: CommandDefinition<O>,
): CliCommand {
  const options: OptionSpec = {
    ...definition.options,
    ...SHELL_OPTIONS,
    ...(definition.now ? NOW_OPTION : {}),
    ...(definition.json ? JSON_OPTION : {}),
  };
  return {
    name: definition.name,
    summary: definition.summary,
    async run(args, io) {
      const parsed = parseOptions(args, options, definition.positionals ?? false, definition.usage);
      const values = parsed.values as CommandContext<O>['values'];
      const shell = parsed.values as { help?: boolean; now?: string; json?: boolean };
      if (shell.help) {
        io.stdout.write(definition.usage);
        return ExitCode.ok;
      }
      const now = definition.now ? resolveNow(shell.now) : '';
      return definition.run({
        values,
        positionals: parsed.positionals,
        io,
        now,
        json: shell.json === true,
      });
    },
  };
}

/**
 * node's strict parseArgs; its errors become a UsageError (exit 2) that suggests the option meant
 * and ends with the command's usage.
 */
function parseOptions(args: string[], options: OptionSpec, positionals: boolean, usage: string) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
    if (unknown !== undefined) {
      const names = Object.keys(options).map((name) => `--${name}`);
      const hint = didYouMean(unknown.split('=')[0] ?? unknown, names);
      throw new UsageError(`Unknown option '${unknown}'${hint}\n\n${usage}`);
    }
    throw new UsageError(`${message}\n\n${usage}`);
  }
}
