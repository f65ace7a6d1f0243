/**
 * `heartbeat-gate feedback up|down [--id source-id] [--by login]`: an operator's 👍 / 👎 (the
 * seed's POST /api/score/feedback); prints the points delta and the new score.
 */
import { recordFeedback } from '../../app/record.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import {
  commitLine,
  jsonOut,
  TARGET_OPTIONS,
  targetOptions,
  WRITE_USAGE,
} from '../write-options.js';
import { signed } from '../../core/render/text.js';

const USAGE = `usage: heartbeat-gate feedback up|down [--id <source id>] [--by <login>] [--now <ISO-8601>] [--push] [--json]

Records an operator's thumbs up (+3) or thumbs down (-10) and prints the delta and the new score.
It is the operator's local note: it counts here, but the Action counts only the 👍 / 👎 reactions
it reads from GitHub itself. An instant before the last cycle is refused.
  --id <source id>  the reaction or comment id; the same id twice is recorded once
  --by <login>      the operator (any agent's login from the configuration is refused)
${WRITE_USAGE}`;

export const command = defineCommand({
  name: 'feedback',
  summary: "record an operator's thumbs up (+3) or down (-10); prints the delta and the new score",
  usage: USAGE,
  options: {
    ...TARGET_OPTIONS,
    id: { type: 'string' },
    by: { type: 'string' },
  },
  positionals: true,
  now: true,
  json: true,
  async run({ values, positionals, io, now, json }) {
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
      now,
      direction,
      ...(values.id !== undefined ? { id: values.id } : {}),
      ...(values.by !== undefined ? { by: values.by } : {}),
    });
    if (json) {
      io.stdout.write(jsonOut(result));
      return ExitCode.ok;
    }
    io.stdout.write(
      result.recorded
        ? `feedback ${direction}: ${signed(result.delta)} → score ${result.score}/${result.target}\n${commitLine(result)}\n`
        : `feedback ${direction} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`,
    );
    return ExitCode.ok;
  },
});
