/**
 * `heartbeat-gate leaderboard [--json] [--now <ISO-8601>]`: the agents that need attention first,
 * then the others, each group by today's score as a share of target, with the rank by that share,
 * tier, streak, 7-day trend and lies (contradictions) this week: the dashboard's order.
 */
import { rankAgents, readAgentReports } from '../../app/site.js';
import { cycleTier } from '../../core/cycle.js';
import type { LeaderboardEntry } from '../../core/leaderboard.js';
import { signedOrNoData } from '../../core/render/text.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/leaderboard.js';
import { readOptions, stateRef } from '../read-options.js';
import { jsonText } from '../../core/render/text.js';
import { textTable } from '../text-table.js';

/** The leaderboard as a terminal reads it. */
export function formatLeaderboard(entries: readonly LeaderboardEntry[]): string {
  return textTable(
    [
      'rank',
      'agent',
      'score',
      'target',
      'share',
      'tier',
      'streak',
      '7-day trend',
      'lies',
      'needs attention',
    ],
    entries.map((e) => [
      String(e.rank),
      e.agent,
      String(e.score),
      String(e.target),
      `${Math.round(e.share * 100)}%`,
      cycleTier(e),
      String(e.streak),
      signedOrNoData(e.trend7),
      String(e.lies),
      e.attention.join(', '),
    ]),
    ['right', 'left', 'right', 'right', 'right', 'left', 'right', 'right', 'right', 'left'],
  );
}

export const command = defineCommand(declaration, async ({ values, io, now, json }) => {
  const { repository } = readOptions(values);
  const ref = await stateRef(io.cwd, values, repository);
  const entries = rankAgents(await readAgentReports(io.cwd, now, ref, repository));
  io.stdout.write(json ? jsonText(entries) : formatLeaderboard(entries));
  return ExitCode.ok;
});
