/**
 * `heartbeat-gate demo`: a week of heartbeat cycles in a temporary repository — verdicts, a lie,
 * operator feedback and a bad day — then the score table day by day and the `log` audit trail.
 * Needs no GitHub and no configuration; the temporary repository is removed at the end.
 */
import { readCycleLog } from '../../app/audit-log.js';
import {
  createDemoRepository,
  DEMO_WEEK,
  removeDemoRepository,
  simulateDemoWeek,
  type DemoDay,
} from '../../app/demo-week.js';
import { Repo } from '../../git/repo.js';
import { defineCommand, ExitCode } from '../command.js';
import { textTable } from '../text-table.js';
import { formatCycleLog } from './log.js';

const USAGE = `usage: heartbeat-gate demo [--keep]

Creates a temporary git repository with an example HEARTBEAT.md, simulates a week of heartbeat
cycles (verdicts, a lie, operator feedback, a bad day) as real commits, and prints the score day
by day and the audit log. Needs no GitHub and no configuration.
  --keep   keep the temporary repository and print its path (default: remove it)
`;

/** `tightened > good > outstanding`: the day's tiers in order, repeats collapsed. */
function tierPath(day: DemoDay): string {
  return day.tiers.filter((tier, i) => tier !== day.tiers[i - 1]).join(' > ');
}

function dayLine(day: DemoDay): string {
  return (
    `Day ${day.day}  ${day.date}  target ${String(day.target).padEnd(3)}  ${day.note}\n` +
    `        -> ${day.end.score}/${day.end.target} ${day.tiers.at(-1)}, next heartbeat in ${day.summary.intervalMinutes} minutes\n`
  );
}

/** The week as one table: the seeds' progression columns, then what happened each day. */
export function formatWeek(days: readonly DemoDay[]): string {
  return textTable(
    [
      'day',
      'date',
      '7-day avg',
      'floor',
      'target',
      'cycles',
      'verified',
      'failed',
      'unclear',
      'lies',
      'up/down',
      'score',
      'tiers through the day',
      'interval',
    ],
    days.map((d) => [
      String(d.day),
      d.date,
      d.average === undefined ? '-' : String(d.average),
      String(d.floor),
      String(d.target),
      String(d.cycles),
      String(d.end.verifiedCount),
      String(d.end.failedCount),
      String(d.end.unclearCount),
      String(d.end.contradictionCount),
      `${d.end.thumbsUp}/${d.end.thumbsDown}`,
      String(d.end.score),
      tierPath(d),
      `${d.summary.intervalMinutes} min`,
    ]),
    [
      'right',
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'right',
    ],
  );
}

export const command = defineCommand({
  name: 'demo',
  summary: 'a week of heartbeat cycles in a temporary repository, then the audit log',
  usage: USAGE,
  options: { keep: { type: 'boolean' } },
  async run({ values, io }) {
    const out = (text: string) => io.stdout.write(text);
    const dir = await createDemoRepository();
    try {
      out(
        'heartbeat-gate demo: a week of heartbeat cycles in a temporary git repository.\n' +
          'No GitHub, no configuration: every cycle, verdict and reaction below is a real commit.\n\n' +
          `Repository: ${dir}\n` +
          'Contract:   HEARTBEAT.md (examples/HEARTBEAT.md): run_tests, triage_issues and\n' +
          '            update_changelog required, refresh_docs optional\n\n',
      );
      const days = await simulateDemoWeek(dir, (day) => out(dayLine(day)));
      out(
        `\nThe week, day by day (${DEMO_WEEK.length} days; the seeds' example progression: the target ` +
          'rises with good days, never drops):\n\n',
      );
      out(formatWeek(days));
      const repo = await Repo.open(dir);
      const log = await readCycleLog(repo, 'HEAD');
      out(`\nThe audit trail: heartbeat-gate log (${log.length} cycle commits, newest first)\n\n`);
      out(formatCycleLog(log));
      out(
        values.keep
          ? `\nThe repository is kept at ${dir}: try 'heartbeat-gate score' or 'git log' there.\n`
          : '\nThe temporary repository has been removed.\n',
      );
      return ExitCode.ok;
    } finally {
      if (!values.keep) await removeDemoRepository(dir);
    }
  },
});
