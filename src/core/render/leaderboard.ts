/**
 * The leaderboard in Markdown, for the job summary and the score check of a team's scheduled run.
 */
import { cycleTier } from '../cycle.js';
import type { LeaderboardEntry } from '../leaderboard.js';
import { escapeMarkdown, markdownTable } from './markdown.js';
import { signedOrNoData } from './text.js';

/**
 * `### Leaderboard` and one row per agent, in the leaderboard's order (attention first), each with
 * its rank by score.
 */
export function renderLeaderboard(entries: readonly LeaderboardEntry[]): string {
  const rows = entries.map((e) => [
    String(e.rank),
    escapeMarkdown(e.agent),
    `${e.score} / ${e.target}`,
    `${Math.round(e.share * 100)}%`,
    cycleTier(e),
    String(e.streak),
    signedOrNoData(e.trend7),
    String(e.lies),
    escapeMarkdown(e.attention.join(', ')),
  ]);
  return (
    `### Leaderboard\n\n` +
    markdownTable(
      [
        'rank',
        'agent',
        'score',
        'share',
        'tier',
        'streak',
        '7-day trend',
        'lies this week',
        'needs attention',
      ],
      rows,
    ) +
    '\n'
  );
}
