/**
 * `heartbeat-gate verdict <task_id> verified|not_verified|unclear [--contradiction]
 * [--evidence text] [--id id]`: what the verification sidecar (or an operator) found.
 */
import { recordVerdict } from '../../app/record.js';
import { VerdictSchema } from '../../core/model.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/verdict.js';
import { commitLine, jsonOut, targetOptions } from '../write-options.js';
import { didYouMean, signed } from '../../core/render/text.js';

export const command = defineCommand(
  declaration,
  async ({ values, positionals, io, now, json }) => {
    const [taskId, verdictText, extra] = positionals;
    if (taskId === undefined || verdictText === undefined) {
      throw new UsageError('expected <task_id> and a verdict (verified, not_verified or unclear)');
    }
    if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
    const verdict = VerdictSchema.safeParse(verdictText);
    if (!verdict.success) {
      const verdicts = VerdictSchema.options;
      throw new UsageError(
        `'${verdictText}' is not a verdict: expected ${verdicts.join(', ')}${didYouMean(verdictText, verdicts)}`,
      );
    }
    if (values.id !== undefined && values.id.trim() === '') throw new UsageError('--id: empty');
    const result = await recordVerdict({
      ...targetOptions(io.cwd, values),
      now,
      taskId,
      verdict: verdict.data,
      contradiction: values.contradiction ?? false,
      ...(values.evidence !== undefined ? { evidence: values.evidence } : {}),
      ...(values.id !== undefined ? { id: values.id } : {}),
    });
    if (json) {
      io.stdout.write(jsonOut(result));
      return ExitCode.ok;
    }
    const flag = result.event.groundTruthContradiction ? ' (ground truth contradiction)' : '';
    io.stdout.write(
      result.recorded
        ? `${result.event.taskId}: ${result.event.verdict}${flag} ${signed(result.delta)} → score ${result.score}/${result.target}\n${commitLine(result)}\n`
        : `${result.event.taskId}: ${result.event.verdict}${flag} was already recorded (${result.event.id}); score ${result.score}/${result.target}\n`,
    );
    return ExitCode.ok;
  },
);
