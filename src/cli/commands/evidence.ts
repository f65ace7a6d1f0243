/**
 * `heartbeat-gate evidence --topic <topic> [--payload <text>] [--json] [--mutation-warn-threshold N]`:
 * what the evidence gate publishes for a claim, before the agent pushes it. The agent calls this
 * instead of `ralph emit` and, on exit 1, reads the message that says what to fix.
 */
import { evidenceVerdict } from '../../app/evidence-report.js';
import { isGatedTopic } from '../../core/evidence/index.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/evidence.js';
import { jsonText } from '../../core/render/text.js';

/** `--mutation-warn-threshold` as a number from 0 to 100. */
function readThreshold(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (!(value >= 0 && value <= 100)) {
    throw new UsageError(
      `--mutation-warn-threshold must be a number from 0 to 100, got ${JSON.stringify(text)}`,
    );
  }
  return value;
}

export const command = defineCommand(declaration, async ({ values, io, json }) => {
  const topic = values.topic;
  if (topic === undefined || topic.trim() === '') {
    throw new UsageError(`--topic is required (run 'heartbeat-gate evidence --help')`);
  }
  const mutationWarnThreshold = readThreshold(values['mutation-warn-threshold']);
  // A pass-through topic needs no payload: do not wait on a terminal's standard input for it.
  const payload = values.payload ?? (isGatedTopic(topic) ? await io.readStdin() : '');
  const verdict = evidenceVerdict(topic, payload, { mutationWarnThreshold });
  const claim = verdict.claims[0]!;
  if (json) {
    io.stdout.write(jsonText(verdict));
  } else {
    io.stdout.write(`${claim.published}
`);
    if (claim.message !== '')
      io.stdout.write(`${claim.message}
`);
  }
  return verdict.decision === 'allow' ? ExitCode.ok : ExitCode.failed;
});
