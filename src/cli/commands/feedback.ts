/**
 * `heartbeat-gate feedback up|down [--id source-id] [--by login]`: an operator's 👍 / 👎; prints
 * the points delta and the new score.
 */
import { recordFeedback } from '../../app/record.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/feedback.js';
import { commitLine, jsonOut, targetOptions } from '../write-options.js';
import { signed } from '../../core/render/text.js';

export const command = defineCommand(
  declaration,
  async ({ values, positionals, io, now, json }) => {
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
);
