/**
 * The score as the operator sees it in a job summary or check run: score vs target as a progress
 * bar, the tiers and their messages, today's verdicts and a 7-day chart (seeds 001 and 004,
 * "Dashboard Display" and "Agent Awareness").
 */
import type { PenaltyTier, RewardTier, Verdict } from '../model.js';
import { cycleTier } from '../cycle.js';
import { escapeMarkdown, table } from './markdown.js';

/** What the score views need; the score helper's `ScoreSummary` has all of it. */
export interface ScoreView {
  score: number;
  target: number;
  pointsNeeded: number;
  penalty: PenaltyTier;
  reward: RewardTier;
  intervalMinutes: number;
  streak: number;
  penaltyMessage: string | null;
  rewardMessage: string | null;
}

/** One day of the chart: its date and the score and target in force. */
export interface ChartDay {
  /** `YYYY-MM-DD`. */
  date: string;
  score: number;
  target: number;
}

/** One verdict of today, for the verdicts table. */
export interface VerdictRow {
  taskId: string;
  verdict: Verdict;
  groundTruthContradiction: boolean;
  required: boolean;
  points: number;
  /** What the agent claimed and what the real source said, for each ground-truth contradiction. */
  contradictions?: readonly { claimed: string; actual: string }[];
  /** Why, in one line, when the verifier gave one. */
  reason?: string | undefined;
}

/** Percent of target reached, rounded down; 0 when the target is not positive. */
export function percentOfTarget(score: number, target: number): number {
  return target > 0 ? Math.floor((score / target) * 100) : 0;
}

/** `█████░░░░░ 41 / 82 (50%)`: filled in proportion, clamped to the bar; below zero is empty. */
export function progressBar(score: number, target: number, width = 20): string {
  const ratio = target > 0 ? score / target : 0;
  const filled = Math.min(width, Math.max(0, Math.floor(ratio * width)));
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${score} / ${target} (${percentOfTarget(score, target)}%)`;
}

/** The one-line headline used in check titles: score, target, tier and interval. */
export function scoreHeadline(view: ScoreView): string {
  return `Score ${view.score}/${view.target} · ${tierLabel(view)} · every ${view.intervalMinutes} min`;
}

/** The active tier in words: the penalty when there is one, else the reward, else `normal`. */
export function tierLabel(view: Pick<ScoreView, 'penalty' | 'reward'>): string {
  const tier = cycleTier(view);
  if (tier === 'normal') return tier;
  return `${view.penalty === 'none' ? 'reward' : 'penalty'}: ${tier}`;
}

/** The score section: progress bar, key figures and the active tier messages. */
export function renderScoreSection(view: ScoreView): string {
  const lines = [
    `**${escapeMarkdown(scoreHeadline(view))}**`,
    '',
    '```text',
    progressBar(view.score, view.target),
    '```',
    '',
    table(
      ['score', 'target', 'points needed', 'penalty', 'reward', 'interval', 'streak'],
      [
        [
          String(view.score),
          String(view.target),
          String(view.pointsNeeded),
          view.penalty,
          view.reward,
          `${view.intervalMinutes} min`,
          `${view.streak} days`,
        ],
      ],
    ),
  ];
  for (const message of [view.penaltyMessage, view.rewardMessage]) {
    if (message) lines.push('', `> ${escapeMarkdown(message)}`);
  }
  return lines.join('\n');
}

const VERDICT_ICON: Record<Verdict, string> = {
  verified: '✅',
  not_verified: '❌',
  unclear: '❔',
};

/**
 * Today's verdicts as a table, or a line saying there are none yet; then each ground-truth
 * contradiction with its two sides (untrusted text: the claim side quotes the agent).
 */
export function renderVerdicts(rows: readonly VerdictRow[]): string {
  if (rows.length === 0) return '_No verdicts yet today._';
  // The reason column appears once a verifier gave reasons (hand-recorded verdicts have none).
  const withReason = rows.some((r) => r.reason);
  const verdicts = table(
    ['task', 'verdict', 'required', 'points', ...(withReason ? ['reason'] : [])],
    rows.map((r) => [
      r.taskId,
      `${VERDICT_ICON[r.verdict]} ${r.verdict}${r.groundTruthContradiction ? ' (ground truth contradiction)' : ''}`,
      r.required ? 'required' : 'optional',
      r.points > 0 ? `+${r.points}` : String(r.points),
      ...(withReason ? [r.reason ?? ''] : []),
    ]),
  );
  const contradictions = rows.flatMap((r) =>
    (r.contradictions ?? []).map(
      (c) =>
        `- **${escapeMarkdown(r.taskId)}**: claimed ${escapeMarkdown(c.claimed)} · actual ${escapeMarkdown(c.actual)}`,
    ),
  );
  if (contradictions.length === 0) return verdicts;
  return [verdicts, '', '**Ground-truth contradictions**', '', ...contradictions].join('\n');
}

const DATE = /^\d{4}-(\d{2})-(\d{2})$/;

/**
 * A Mermaid `xychart-beta` (GitHub renders it): score bars and the target line for the last
 * seven days, oldest first. Dates become `MM-DD` labels; anything else is dropped.
 */
export function renderScoreChart(days: readonly ChartDay[]): string {
  const shown = days.filter((d) => DATE.test(d.date)).slice(-7);
  if (shown.length === 0) return '_No score history yet._';
  const labels = shown.map((d) => `"${d.date.slice(5)}"`).join(', ');
  const values = shown.flatMap((d) => [d.score, d.target]);
  const min = Math.min(0, ...values);
  const max = Math.max(10, ...values);
  return [
    '```mermaid',
    'xychart-beta',
    '  title "Score (bars) vs target (line), last 7 days"',
    `  x-axis [${labels}]`,
    `  y-axis "points" ${min} --> ${max}`,
    `  bar [${shown.map((d) => Math.trunc(d.score)).join(', ')}]`,
    `  line [${shown.map((d) => Math.trunc(d.target)).join(', ')}]`,
    '```',
  ].join('\n');
}
