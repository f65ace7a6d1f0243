/**
 * What a scheduled run reports (job summary and the `heartbeat-gate / score` check run): the
 * score section, whether a cycle ran or when it is due, the feedback the poll recorded or
 * ignored, today's verdicts and the 7-day chart. Pure: data in, Markdown out.
 */
import type { IgnoredReaction, ReactionRejection } from '../feedback.js';
import type { DailyScore, FeedbackEvent } from '../model.js';
import { pointsForFeedback } from '../score/points.js';
import { escapeMarkdown, link, markdownTable } from './markdown.js';
import {
  renderScoreChart,
  renderScoreSection,
  renderVerdicts,
  type ChartDay,
  type ScoreView,
  type VerdictRow,
} from './score.js';

/** The cycle part of a scheduled run. */
export type CycleReport =
  | { ran: true; cycle: number; commit: string | undefined; nextDueAt: string }
  | { ran: false; nextDueAt: string; intervalMinutes: number };

/** Everything a scheduled run shows. */
export interface ScheduleReport {
  view: ScoreView;
  cycle: CycleReport;
  /** Feedback recorded by this run. */
  recorded: readonly FeedbackEvent[];
  ignored: readonly IgnoredReaction[];
  verdicts: readonly VerdictRow[];
  chart: readonly ChartDay[];
  /** The state branch the state lives on. */
  branch: string;
}

/** The last seven days of the chart: the archived days, then today. */
export function chartDays(score: {
  today: DailyScore;
  history: readonly DailyScore[];
}): ChartDay[] {
  return [...score.history, score.today]
    .slice(-7)
    .map((d) => ({ date: d.date, score: d.score, target: d.target }));
}

/** `2026-11-20T10:15:00.000Z` → `2026-11-20 10:15 UTC`. */
export function formatInstant(iso: string): string {
  const date = new Date(Date.parse(iso));
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** One line: a cycle ran (and where it was committed), or when the next one is due. */
export function cycleLine(cycle: CycleReport, branch: string): string {
  const where = `\`${escapeMarkdown(branch)}\``;
  if (cycle.ran) {
    const commit = cycle.commit ? ` as ${cycle.commit.slice(0, 12)}` : '';
    return `🫀 Cycle ${cycle.cycle} ran and was committed to ${where}${commit}; the next is due at ${formatInstant(cycle.nextDueAt)}.`;
  }
  return `⏳ No cycle is due yet: the next is due at ${formatInstant(cycle.nextDueAt)} (every ${cycle.intervalMinutes} min).`;
}

const REASONS: Record<ReactionRejection, string> = {
  'already-counted': 'already counted',
  agent: 'the agent’s own reaction',
  'not-an-operator': 'not an operator (needs write, maintain or admin, or the operators input)',
  'edited-after-reaction': 'the text was edited after the 👍',
  'daily-cap': 'over the daily cap of 👍 per operator',
  'local-note':
    'a local note on the state branch (heartbeat-gate feedback), not a reaction read from GitHub',
};

const ICON = { up: '👍', down: '👎' } as const;

/** The feedback this run recorded and the reactions it ignored, or a line saying there was none. */
export function renderFeedback(
  recorded: readonly FeedbackEvent[],
  ignored: readonly IgnoredReaction[],
): string {
  if (recorded.length === 0 && ignored.length === 0) return '_No new 👍 / 👎 feedback._';
  const rows = [
    ...recorded.map((e) => {
      const points = pointsForFeedback(e.direction);
      return [
        ICON[e.direction],
        escapeMarkdown(e.by ?? 'unknown'),
        e.source ? link('on', e.source) : ' ',
        `counted (${points > 0 ? '+' : ''}${points})`,
      ];
    }),
    ...ignored.map((i) => [
      i.content === '+1' ? ICON.up : ICON.down,
      escapeMarkdown(i.user),
      link('on', i.url),
      `ignored: ${escapeMarkdown(REASONS[i.reason])}`,
    ]),
  ];
  return markdownTable(['reaction', 'by', 'where', 'result'], rows);
}

/** The whole report, as the job summary shows it. */
export function renderScheduleReport(report: ScheduleReport): string {
  return [
    '### Heartbeat score',
    renderScoreSection(report.view),
    cycleLine(report.cycle, report.branch),
    '#### Operator feedback',
    renderFeedback(report.recorded, report.ignored),
    '#### Today’s verdicts',
    renderVerdicts(report.verdicts),
    '#### Last 7 days',
    renderScoreChart(report.chart),
  ].join('\n\n');
}
