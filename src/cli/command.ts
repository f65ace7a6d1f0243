/**
 * The command shell: every command is `defineCommand(declaration, run)`, its declaration from
 * src/cli/declarations/<name>.ts and what it does, and the shell owns what they would otherwise each repeat:
 * `--help`, `--now`, `--json`, option parsing with "did you mean", and the exit codes.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { FUTURE_SKEW_MINUTES, pastTheClock, resolveNow } from '../app/time.js';
import { InputError, UsageError } from '../errors.js';
import type { CliCommand, CliIO } from './io.js';
import { didYouMean } from '../core/render/text.js';
import { commandHelp, optionFlag, type CommandSpec, type OptionSpec } from './spec.js';

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

type ParserOptions = NonNullable<ParseArgsConfig['options']>;

/** What the parser gives for one declared option. */
type ValueOf<O extends OptionSpec> = O extends { multiple: true }
  ? string[]
  : O extends { type: 'boolean' }
    ? boolean
    : string;

/** The parsed options of a command declared as `S`. */
export type OptionValues<S extends CommandSpec> = {
  [K in keyof S['options']]?: ValueOf<S['options'][K]> | undefined;
};

/** What `run` is given: parsed options, positionals, `now` (when the command takes `--now`). */
export interface CommandContext<S extends CommandSpec> {
  values: OptionValues<S>;
  positionals: string[];
  io: CliIO;
  /** `--now` as a canonical UTC instant, or the clock (only when the command declares `now`). */
  now: string;
  /** Whether `--json` was given. */
  json: boolean;
}

/** The parser's options for a declaration, with the shell's `--help`. */
function parserOptions(spec: CommandSpec): ParserOptions {
  const options: ParserOptions = { help: { type: 'boolean', short: 'h' } };
  for (const [name, option] of Object.entries(spec.options)) {
    options[name] = {
      type: option.type,
      ...(option.short === undefined ? {} : { short: option.short }),
      ...(option.multiple ? { multiple: true } : {}),
    };
  }
  return options;
}

/**
 * A command with the shell around it: the options of its declaration (src/cli/declarations) parsed,
 * `--help`, required options, `--now` resolved.
 */
export function defineCommand<const S extends CommandSpec>(
  spec: S,
  run: (context: CommandContext<S>) => Promise<number>,
): CliCommand {
  return {
    name: spec.name,
    async run(args, io) {
      const parsed = parseOptions(spec, args);
      const values = parsed.values as Record<string, unknown>;
      if (values.help) {
        io.stdout.write(commandHelp(spec));
        return ExitCode.ok;
      }
      for (const [name, option] of Object.entries(spec.options)) {
        if (option.required && values[name] === undefined) {
          throw new UsageError(`${optionFlag(name, option)} is required`);
        }
      }
      const now = 'now' in spec.options ? resolveNow(values.now as string | undefined) : '';
      if (spec.options.now?.notFuture) refuseFuture(now);
      return run({
        values: values as OptionValues<S>,
        positionals: parsed.positionals,
        io,
        now,
        json: values.json === true,
      });
    },
  };
}

/** A write's `--now` past the clock (and its skew) is refused: it would freeze "today". */
function refuseFuture(now: string): void {
  const clock = Date.now();
  if (!pastTheClock(now, clock)) return;
  throw new InputError(
    `--now: ${now} is in the future (more than ${FUTURE_SKEW_MINUTES} minutes past the clock, ${new Date(clock).toISOString()}): a write records what has happened`,
  );
}

/**
 * node's strict parseArgs; its errors become a one-line UsageError (exit 2) that suggests the
 * option meant.
 */
function parseOptions(spec: CommandSpec, args: string[]) {
  const options = parserOptions(spec);
  const positionals = spec.args !== undefined || spec.positionals === true;
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
    const help = `(heartbeat-gate ${spec.name} --help lists its options)`;
    if (unknown !== undefined) {
      const names = Object.keys(options).map((name) => `--${name}`);
      const hint = didYouMean(unknown.split('=')[0] ?? unknown, names);
      throw new UsageError(`Unknown option '${unknown}'${hint} ${help}`);
    }
    // node's messages run to several sentences and sometimes lines: keep the first line.
    throw new UsageError(`${message.split('\n')[0]} ${help}`);
  }
}
