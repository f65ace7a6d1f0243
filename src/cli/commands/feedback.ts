/**
 * `heartbeat-gate feedback up|down [--id source-id] [--by login]`: an operator's 👍 / 👎 (the
 * seed's POST /api/score/feedback); prints the points delta and the new score.
 */
import { recordFeedback } from '../../app/record.js';
import { UsageError } from '../../errors.js';
import type { CliCommand } from '../io.js';
import {
  commitLine,
  jsonOut,
  nowOption,
  parseWriteArgs,
  signed,
  targetOptions,
  WRITE_USAGE,
} from '../write-options.js';

const USAGE = `usage: heartbeat-gate feedback up|down [--id <source id>] [--by <login>] [--now <ISO-8601>] [--push] [--json]

Records an operator's thumbs up (+3) or thumbs down (-10) and prints the delta and the new score.
It is the operator's local note: it counts here, but the Action counts only the 👍 / 👎 reactions
it reads from GitHub itself. An instant before the last cycle is refused.
  --id <source id>  the reaction or comment id; the same id twice is recorded once
  --by <login>      the operator (an agent login from the configuration is refused)
${WRITE_USAGE}`;

export const command: CliCommand = {
  summary: "record an operator's thumbs up (+3) or down (-10); prints the delta and the new score",
  async run(args, io) {
    const { values, positionals } = parseWriteArgs(args, {
      id: { type: 'string' },
      by: { type: 'string' },
    });
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const [direction, extra] = positionals;
    if (direction !== 'up' && direction !== 'down') {
      throw new UsageError(
        direction === undefined
          ? 'expected up or down'
          : `'${direction}' is not a direction: expected up or down`,
      );
    }
    if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
    for (const name of ['id', 'by'] as const) {
      if (values[name] !== undefined && values[name].trim() === '')
        throw new UsageError(`--${name}: empty`);
    }
    const result = await recordFeedback({
      ...targetOptions(io.cwd, values),
      now: nowOption(values.now),
      direction,
      ...(values.id !== undefined ? { id: values.id } : {}),
      ...(values.by !== undefined ? { by: values.by } : {}),
    });
    if (values.json) {
      io.stdout.write(jsonOut(result));
      return 0;
    }
    io.stdout.write(
      result.recorded
        ? `feedback ${direction}: ${signed(result.delta)} → score ${result.score}/${result.target}\n${commitLine(result)}\n`
        : `feedback ${direction} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`,
    );
    return 0;
  },
};
