/**
 * `heartbeat-gate history [--json] [--now <ISO-8601>]`: today plus the archived days of the
 * rolling 7-day window.
 */
import { openRepoState, scoreAt, verdictsOnDays } from '../../app/read-state.js';
import type { DailyScore } from '../../core/model.js';
import { verdictCounts } from '../../core/score/state.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/history.js';
import { jsonText } from '../../core/render/text.js';
import { readOptions } from '../read-options.js';
import { textTable } from '../text-table.js';

/** The history table: archived days oldest first, then today. */
export function formatHistory(today: DailyScore, history: readonly DailyScore[]): string {
  const row = (day: DailyScore, label: string) => [
    day.date,
    label,
    String(day.score),
    String(day.target),
    String(verdictCounts(day).verified),
    String(verdictCounts(day).failed),
    String(day.unclearCount),
    String(day.contradictionCount),
    `${day.thumbsUp}/${day.thumbsDown}`,
    day.targetReached ? 'yes' : 'no',
  ];
  return textTable(
    [
      'date',
      '',
      'score',
      'target',
      'verified',
      'failed',
      'unclear',
      'contradictions',
      'up/down',
      'reached',
    ],
    [...history.map((day) => row(day, '')), row(today, 'today')],
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}

export const command = defineCommand(declaration, async ({ values, io, now, json }) => {
  const opened = await openRepoState(io.cwd, readOptions(values));
  const { state } = await scoreAt(opened, now);
  if (!json) {
    io.stdout.write(formatHistory(state.today, state.history));
    return ExitCode.ok;
  }
  const days = [...state.history, state.today];
  const verdicts = await verdictsOnDays(
    opened,
    days.map((day) => day.date),
    now,
  );
  // As every report shows a day: its verdicts counted alone (the score file's counts also hold
  // the 👍 / 👎), the feedback in thumbsUp and thumbsDown.
  const shown = (day: DailyScore) => {
    const { verified, failed } = verdictCounts(day);
    const dayVerdicts = verdicts.get(day.date) ?? [];
    return { ...day, verifiedCount: verified, failedCount: failed, verdicts: dayVerdicts };
  };
  io.stdout.write(jsonText({ today: shown(state.today), history: state.history.map(shown) }));
  return ExitCode.ok;
});
