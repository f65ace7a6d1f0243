/**
 * `heartbeat-gate verdict <task_id> verified|not_verified|unclear [--contradiction]
 * [--evidence text] [--id id]`: what the verification sidecar (or an operator) found.
 */
import { recordVerdict } from '../../app/record.js';
import { VerdictSchema } from '../../core/model.js';
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

const USAGE = `usage: heartbeat-gate verdict <task_id> verified|not_verified|unclear [--contradiction] [--evidence <text>] [--id <id>] [--now <ISO-8601>] [--push] [--json]

Records the verifier's verdict on a task of the current cycle and commits it: verified +10
(+5 optional), not_verified -15, unclear -2, and a ground truth contradiction a further -30.
  --contradiction   the agent claimed what the verifier's real source contradicts
  --evidence <text> what the verifier looked at (kept in the ledger for the audit)
  --id <id>         the event id (default verdict:<cycle>:<task_id>, one verdict per task per cycle)
${WRITE_USAGE}`;

export const command = defineCommand({
  name: 'verdict',
  summary: "record the verifier's verdict on a task of the current cycle",
  usage: USAGE,
  options: {
    ...TARGET_OPTIONS,
    contradiction: { type: 'boolean' },
    evidence: { type: 'string' },
    id: { type: 'string' },
  },
  positionals: true,
  now: true,
  json: true,
  async run({ values, positionals, io, now, json }) {
    const [taskId, verdictText, extra] = positionals;
    if (taskId === undefined || verdictText === undefined) {
      throw new UsageError('expected <task_id> and a verdict (verified, not_verified or unclear)');
    }
    if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
    const verdict = VerdictSchema.safeParse(verdictText);
    if (!verdict.success) {
      throw new UsageError(
        `verdict: '${verdictText}' is not one of verified, not_verified, unclear`,
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
});
