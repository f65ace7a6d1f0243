/**
 * `heartbeat-gate history [--json] [--now <ISO-8601>]`: today plus the archived days of the
 * rolling 7-day window (the seed's `GET /api/score/history`).
 */
import { openRepoState, scoreAt, verdictsOnDays } from '../../app/read-state.js';
import type { DailyScore } from '../../core/model.js';
import { defineCommand, ExitCode } from '../command.js';
import { jsonText } from '../options.js';
import {
  READ_OPTIONS,
  READ_USAGE,
  readOptions,
  REMOTE_READ_OPTION,
  REMOTE_READ_USAGE,
} from '../read-options.js';
import { textTable } from '../text-table.js';

const USAGE = `usage: heartbeat-gate history [--json] [--now <ISO-8601>] [--branch <name>] [--agent <name>] [--repository <owner/name>] [--remote <name|url|path>]

Today and the last 7 archived days, oldest first: score, the target in force that day, verdict
counts, operator feedback and whether the day reached its target.
  --json   print { today, history } as JSON (the seed's GET /api/score/history); each day
           also lists its verdicts with their reasons ("verdicts")
  --now    the instant to report at (default: the clock)
${READ_USAGE}${REMOTE_READ_USAGE}`;

/** The history table: archived days oldest first, then today. */
export function formatHistory(today: DailyScore, history: readonly DailyScore[]): string {
  const row = (day: DailyScore, label: string) => [
    day.date,
    label,
    String(day.score),
    String(day.target),
    String(day.verifiedCount),
    String(day.failedCount),
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

export const command = defineCommand({
  name: 'history',
  summary: 'today and the 7-day score history (--json for the API shape)',
  usage: USAGE,
  options: { ...READ_OPTIONS, ...REMOTE_READ_OPTION },
  now: true,
  json: true,
  async run({ values, io, now, json }) {
    const opened = await openRepoState(io.cwd, readOptions(values));
    const { state } = scoreAt(opened, now);
    if (!json) {
      io.stdout.write(formatHistory(state.today, state.history));
      return ExitCode.ok;
    }
    const days = [...state.history, state.today];
    const verdicts = await verdictsOnDays(
      opened,
      days.map((day) => day.date),
    );
    const withVerdicts = (day: DailyScore) => ({ ...day, verdicts: verdicts.get(day.date) ?? [] });
    io.stdout.write(
      jsonText({ today: withVerdicts(state.today), history: state.history.map(withVerdicts) }),
    );
    return ExitCode.ok;
  },
});
