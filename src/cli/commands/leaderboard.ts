/**
 * `heartbeat-gate leaderboard [--json] [--now <ISO-8601>]`: the agents ranked by today's score
 * as a share of target, with tier, streak, 7-day trend and lies (contradictions) this week.
 */
import { rankAgents, readAgentReports } from '../../app/site.js';
import type { LeaderboardEntry } from '../../core/leaderboard.js';
import { signed } from '../../core/render/text.js';
import { defineCommand, ExitCode } from '../command.js';
import { readOptions } from '../read-options.js';
import { jsonText } from '../options.js';
import { textTable } from '../text-table.js';

const USAGE = `usage: heartbeat-gate leaderboard [--json] [--ref <rev>] [--repository <owner/name>] [--now <ISO-8601>]

The agents ranked by today's score as a share of their target: tier, streak, the change over
7 days and the lies (ground-truth contradictions) of the last 7 days.
  --json   print the ranked entries as JSON
  --ref    read the state committed at this revision (default: the state branch, else the work tree)
  --repository <owner/name>
           in a clone of a state repository shared by many: that repository's agents
  --now    the instant to report at (default: the clock)
`;

const tier = (e: LeaderboardEntry) =>
  e.penalty !== 'none' ? e.penalty : e.reward !== 'none' ? e.reward : 'normal';

/** The leaderboard as a terminal reads it. */
export function formatLeaderboard(entries: readonly LeaderboardEntry[]): string {
  return textTable(
    ['rank', 'agent', 'score', 'target', 'share', 'tier', 'streak', '7-day trend', 'lies'],
    entries.map((e) => [
      String(e.rank),
      e.agent,
      String(e.score),
      String(e.target),
      `${Math.round(e.share * 100)}%`,
      tier(e),
      String(e.streak),
      signed(e.trend7),
      String(e.lies),
    ]),
    ['right', 'left', 'right', 'right', 'right', 'left', 'right', 'right', 'right'],
  );
}

export const command = defineCommand({
  name: 'leaderboard',
  summary: 'the agents ranked by score as a share of target (--json)',
  usage: USAGE,
  options: { ref: { type: 'string' }, repository: { type: 'string' } },
  now: true,
  json: true,
  async run({ values, io, now, json }) {
    const { repository } = readOptions(values);
    const entries = rankAgents(await readAgentReports(io.cwd, now, values.ref, repository));
    io.stdout.write(json ? jsonText(entries) : formatLeaderboard(entries));
    return ExitCode.ok;
  },
});
