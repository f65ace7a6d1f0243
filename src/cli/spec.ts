/**
 * What a command's one declaration holds (src/cli/declarations/<name>.ts: its name, summary,
 * arguments, description and options, each with its type, value name, description and default),
 * and what is rendered from it: the parser (command.ts), `--help`, `help <command>`, the general
 * usage (main.ts) and the tables in docs/cli.md (scripts/cli-docs.ts), so they cannot drift
 * apart. The commit-msg hook loads this module: it imports nothing.
 */

/** One option: `--name`, or `--name <value>` for a string. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** The value's name in the synopsis and help (string options): `<ISO-8601>`. */
  readonly value?: string;
  readonly description: string;
  /** What applies when the option is absent, as help and docs show it. */
  readonly default?: string;
  readonly short?: string;
  /** May be given several times (the command receives a list). */
  readonly multiple?: boolean;
  /** Must be given: a missing one is exit 2 before the command runs. */
  readonly required?: boolean;
  /**
   * An instant that is recorded (a write's `--now`): one more than FUTURE_SKEW_MINUTES
   * (src/app/time.ts) past the clock is exit 2, since a future event freezes "today" for every later reader.
   */
  readonly notFuture?: boolean;
}

export interface CommandSpec {
  readonly name: string;
  /** One line, shown by `heartbeat-gate help` and in docs/cli.md's command table. */
  readonly summary: string;
  /** The positional arguments as the synopsis shows them, e.g. `up|down`; none when absent. */
  readonly args?: string;
  /** Takes positional arguments without naming them in the synopsis (it refuses each itself). */
  readonly positionals?: boolean;
  /** What `--help` says before the options (lines of at most 100 columns). */
  readonly description: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** What `--help` says after the options (exit codes, an example). */
  readonly epilogue?: string;
}

/** The name of `--name` with its value: `--now <ISO-8601>`. */
export function optionFlag(name: string, option: OptionSpec): string {
  return option.value === undefined ? `--${name}` : `--${name} ${option.value}`;
}

const WIDTH = 100;

/** `words` wrapped to `width` columns, every line after the first indented by `indent`. */
function wrap(words: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}

/** `usage: heartbeat-gate <name> [options] <args>`, every option listed, wrapped. */
export function synopsis(spec: CommandSpec): string {
  const head = `usage: heartbeat-gate ${spec.name}`;
  const parts = Object.entries(spec.options).map(([name, option]) => {
    const text = optionFlag(name, option);
    const repeat = option.multiple ? '...' : '';
    return option.required ? `${text}${repeat}` : `[${text}]${repeat}`;
  });
  if (spec.args !== undefined) parts.push(spec.args);
  const indent = ' '.repeat(head.length + 1);
  // Wrapped by whole options, never inside one.
  const lines: string[] = [];
  let line = head;
  for (const part of parts) {
    if (line.length + 1 + part.length > WIDTH && line !== head && line.trim() !== '') {
      lines.push(line);
      line = `${indent}${part}`;
    } else line = `${line} ${part}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** An option's description with its default, as help and docs say it. */
export function optionText(option: OptionSpec): string {
  const repeat = option.multiple ? ' (repeatable)' : '';
  const fallback = option.default === undefined ? '' : ` (default: ${option.default})`;
  return `${option.description}${repeat}${fallback}`;
}

/** The text of `heartbeat-gate <name> --help`. */
export function commandHelp(spec: CommandSpec): string {
  const entries = Object.entries(spec.options).map(
    ([name, option]) => [optionFlag(name, option), optionText(option)] as const,
  );
  const column = Math.min(
    24,
    Math.max(0, ...entries.map(([text]) => text.length).filter((n) => n <= 24)),
  );
  const indent = ' '.repeat(2 + column + 2);
  const options = entries.map(([text, description]) => {
    const body = wrap(description, WIDTH - indent.length, indent);
    return text.length <= column
      ? `  ${text.padEnd(column)}  ${body}`
      : `  ${text}\n${indent}${body}`;
  });
  return [
    synopsis(spec),
    '',
    spec.description,
    ...(options.length > 0 ? ['', 'options:', ...options] : []),
    ...(spec.epilogue === undefined ? [] : ['', spec.epilogue]),
    '',
  ].join('\n');
}

/** The text of `heartbeat-gate help`: every command with its summary. */
export function generalUsage(specs: readonly CommandSpec[]): string {
  const width = Math.max(...specs.map((spec) => spec.name.length));
  return [
    'usage: heartbeat-gate <command> [options]',
    '',
    'commands:',
    ...specs.map((spec) => `  ${spec.name.padEnd(width)}  ${spec.summary}`),
    '',
    "Run 'heartbeat-gate help <command>' (or '<command> --help') for a command's options;",
    '--version (-v) prints the version.',
    'Exit codes: 0 ok/accepted, 1 blocked/failed gate, 2 usage or bad input.',
    '',
  ].join('\n');
}
