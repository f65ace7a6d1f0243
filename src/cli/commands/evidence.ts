/**
 * `heartbeat-gate evidence --topic <topic> [--payload <text>] [--json] [--mutation-warn-threshold N]`:
 * what the evidence gate publishes for a claim, before the agent pushes it. The agent calls this
 * instead of `ralph emit` and, on exit 1, reads the message that says what to fix.
 */
import { isGatedTopic } from '../../core/evidence/index.js';
import { resolve } from 'node:path';
import { InputError, UsageError } from '../../errors.js';
import type { CliIO } from '../io.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/evidence.js';
import { jsonText } from '../../core/render/text.js';

/** `--ralph-events <file>`: every event, its published topic, and the rewrite's message. */
async function ralphEvents(
  file: string,
  io: CliIO,
  json: boolean,
  mutationWarnThreshold: number | undefined,
): Promise<number> {
  // Loaded only here: the commit-msg hook shares this command's chunk.
  const { judgeRalphEventFile, ralphVerdict } = await import('../../app/ralph-events.js');
  const path = resolve(io.cwd, file);
  let judged;
  try {
    judged = await judgeRalphEventFile(path, { mutationWarnThreshold });
  } catch (error) {
    throw new InputError(`${file}: ${(error as Error).message}`, file);
  }
  const bad = judged.errors[0];
  if (bad)
    throw new InputError(
      `${file}:${bad.line}: ${bad.problem} (a Ralph event is {"topic","payload","ts"})`,
      file,
    );
  const verdict = ralphVerdict(judged);
  if (json) {
    io.stdout.write(jsonText(verdict));
  } else {
    for (const e of judged.events) {
      io.stdout.write(`${file}:${e.line} ${e.topic} → ${e.result.published}\n`);
      if (e.result.message !== '') io.stdout.write(`  ${e.result.message}\n`);
    }
  }
  return verdict.decision === 'allow' ? ExitCode.ok : ExitCode.failed;
}

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
  const mutationWarnThreshold = readThreshold(values['mutation-warn-threshold']);
  const events = values['ralph-events'];
  if (events !== undefined) {
    if (values.topic !== undefined || values.payload !== undefined) {
      throw new UsageError(
        '--ralph-events judges a whole event file: give no --topic or --payload',
      );
    }
    return ralphEvents(events, io, json, mutationWarnThreshold);
  }
  const topic = values.topic;
  if (topic === undefined || topic.trim() === '') {
    throw new UsageError('--topic <topic> is required');
  }
  // A pass-through topic needs no payload: do not wait on a terminal's standard input for it.
  const payload = values.payload ?? (isGatedTopic(topic) ? await io.readStdin() : '');
  // Loaded here: this command shares the commit-msg hook's chunk, which must stay small.
  const { evidenceVerdict } = await import('../../app/evidence-report.js');
  const verdict = evidenceVerdict(topic, payload, { mutationWarnThreshold });
  const claim = verdict.claims[0]!;
  if (json) {
    io.stdout.write(jsonText(verdict));
  } else {
    io.stdout.write(`${claim.published}\n`);
    if (claim.message !== '') io.stdout.write(`${claim.message}\n`);
  }
  return verdict.decision === 'allow' ? ExitCode.ok : ExitCode.failed;
});
