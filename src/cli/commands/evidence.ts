/**
 * `heartbeat-gate evidence --topic <topic> [--payload <text>] [--json] [--mutation-warn-threshold N]`:
 * what the evidence gate publishes for a claim, before the agent pushes it. The agent calls this
 * instead of `ralph emit` and, on exit 1, reads the message that says what to fix.
 */
import { evidenceReport } from '../../app/evidence-report.js';
import { isGatedTopic } from '../../core/evidence/index.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { jsonText } from '../options.js';

const USAGE = `usage: heartbeat-gate evidence --topic <topic> [--payload <text>] [--json]
                               [--mutation-warn-threshold <0-100>]

Evaluates one claim with the evidence gates of seed 002 and prints the topic that is published
(build.blocked, review.blocked or verify.failed when the claim is rejected), then the message the
agent reads next. Only build.done, review.done and verify.passed are gated; every other topic
passes through untouched.
  --topic                    the topic the agent emits (build.done, review.done, verify.passed, ...)
  --payload                  the evidence; read from standard input when omitted (gated topics only)
  --json                     print {topic, published, accepted, failed, missing, warnings, message}
  --mutation-warn-threshold  warn when an accepted build.done reports a lower mutation score (0-100)
Exit codes: 0 accepted (or not gated), 1 blocked, 2 bad usage.

example:
  heartbeat-gate evidence --topic build.done --payload "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass"
`;

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

export const command = defineCommand({
  name: 'evidence',
  summary: 'check a build.done / review.done / verify.passed claim before pushing it',
  usage: USAGE,
  options: {
    topic: { type: 'string' },
    payload: { type: 'string' },
    'mutation-warn-threshold': { type: 'string' },
  },
  json: true,
  async run({ values, io, json }) {
    const topic = values.topic;
    if (topic === undefined || topic.trim() === '') {
      throw new UsageError(`--topic is required (run 'heartbeat-gate evidence --help')`);
    }
    const mutationWarnThreshold = readThreshold(values['mutation-warn-threshold']);
    // A pass-through topic needs no payload: do not wait on a terminal's standard input for it.
    const payload = values.payload ?? (isGatedTopic(topic) ? await io.readStdin() : '');
    const result = evidenceReport(topic, payload, { mutationWarnThreshold });
    if (json) {
      io.stdout.write(jsonText(result));
    } else {
      io.stdout.write(`${result.published}\n`);
      if (result.message !== '') io.stdout.write(`${result.message}\n`);
    }
    return result.accepted ? ExitCode.ok : ExitCode.failed;
  },
});
