/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2). Instants (`--now`, `--since`) are parsed by src/app/time.ts.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../errors.js';

type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parses `args` against `options` (no positionals unless `positionals` is set). */
export function parseCommandArgs<const O extends OptionSpec>(
  args: string[],
  options: O,
  positionals = false,
): ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: boolean }>
> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export { jsonText } from '../core/render/text.js';
