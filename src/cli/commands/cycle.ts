/**
 * `heartbeat-gate cycle [--now ISO] [--force] [--push] [--remote R] [--branch B] [--json]`:
 * run the next heartbeat cycle when it is due, as one commit with `Heartbeat-*` trailers.
 */
import { runCycle, type CycleOutcome } from '../../app/cycle.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/cycle.js';
import { commitLine, jsonOut, targetOptions } from '../write-options.js';
import { signed } from '../../core/render/text.js';

function formatOutcome(outcome: CycleOutcome): string {
  if (!outcome.ran) {
    const wait = Math.ceil(
      (Date.parse(outcome.nextDueAt) - Date.parse(outcome.lastCycleAt)) / 60_000,
    );
    return (
      `Not due: cycle ${outcome.lastCycle} started at ${outcome.lastCycleAt}; the interval is ` +
      `${outcome.intervalMinutes} minutes, so cycle ${outcome.lastCycle + 1} is due at ` +
      `${outcome.nextDueAt} (${wait} minutes after the last). Nothing was written; --force runs it now.\n`
    );
  }
  const r = outcome.record;
  const verified = r.verdicts.filter((v) => v.verdict === 'verified').length;
  const first = outcome.records[0];
  const lines = [
    ...(first && first.cycle !== r.cycle
      ? [
          first.cycle === r.cycle - 1
            ? `heartbeat: cycle ${first.cycle} ran at its due time before this one`
            : `heartbeat: cycles ${first.cycle}-${r.cycle - 1} ran at their due times before this one`,
        ]
      : []),
    `heartbeat: cycle ${r.cycle} — score ${r.score}/${r.target} (${r.tier})`,
    `  since the previous cycle: ${signed(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
    ...r.verdicts.map(
      (v) =>
        `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`,
    ),
    `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
      (outcome.summary.forcedRequired ? ', all forced required' : ''),
    `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
    `  ${commitLine(outcome).replaceAll('\n', '\n  ')}`,
  ];
  return `${lines.join('\n')}\n`;
}

export const command = defineCommand(
  declaration,
  async ({ values, positionals, io, now, json }) => {
    if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
    const outcome = await runCycle({
      ...targetOptions(io.cwd, values),
      now,
      force: values.force ?? false,
      // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
      ...(values.verify
        ? {
            sidecar: {
              evidence: (await import(/* webpackChunkName: "gate" */ './check-commit.js'))
                .evidenceJudge,
            },
          }
        : {}),
    });
    if (json) {
      const { state: _state, ...rest } = outcome as CycleOutcome & { state?: unknown };
      io.stdout.write(jsonOut(rest));
    } else {
      io.stdout.write(formatOutcome(outcome));
    }
    return ExitCode.ok;
  },
);
