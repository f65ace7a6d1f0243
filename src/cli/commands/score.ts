/**
 * `heartbeat-gate score [--json] [--now <ISO-8601>]`: the score as of now: score, target, ratchet
 * floor, today's counts, tiers, interval, streak and lifetime statistics.
 */
import { DEFAULT_AGENT } from '../../config.js';
import { agentsToRead, openRepoState, scoreAt, type ReadOptions } from '../../app/read-state.js';
import { progressBar } from '../../core/render/score.js';
import { summarizeScore, todayCountsText, type ScoreSummary } from '../../core/score/summary.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/score.js';
import { jsonText } from '../../core/render/text.js';
import { readOptions } from '../read-options.js';
import { plural } from '../../core/render/text.js';

/** The summary as a terminal reads it. */
export function formatScoreSummary(s: ScoreSummary): string {
  const l = s.lifetime;
  const lines = [
    `Score ${s.date}: ${s.score} / ${s.target}`,
    progressBar(s.score, s.target),
    s.pointsNeeded > 0
      ? `Points needed to reach today's target: ${s.pointsNeeded}`
      : `Today's target of ${s.target} is reached.`,
    `Today: ${todayCountsText(s)}. Streak: ${plural(s.streak, 'day')} at target.`,
    `Penalty: ${s.penalty}. Reward: ${s.reward}. Next heartbeat in ${s.intervalMinutes} minutes.` +
      (s.forcedRequired ? ' Every task counts as required.' : ''),
    ...[s.penaltyMessage, s.rewardMessage].filter((m): m is string => m !== null),
    `Ratchet floor: ${s.floor}. Lifetime: ${l.totalScore} points over ${plural(l.daysTracked, 'day')}, ` +
      `${l.totalVerified} verified or thumbs up, ${l.totalFailed} failed or thumbs down, ` +
      `${plural(l.totalContradictions, 'contradiction')}, best day ${l.bestDayScore}.`,
  ];
  return `${lines.join('\n')}\n`;
}

async function readSummary(cwd: string, now: string, options: ReadOptions) {
  const opened = await openRepoState(cwd, options);
  const { state, fresh } = await scoreAt(opened, now);
  const summary = summarizeScore(state, {
    defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
  });
  return { summary, fresh };
}

export const command = defineCommand(declaration, async ({ values, io, now, json }) => {
  const read = readOptions(values);
  const team = values.agent === undefined ? await agentsToRead(io.cwd) : [];
  if (team[0] !== undefined) {
    // A team without --agent: every agent, in the configuration's order.
    const all: { agent: string; summary: ScoreSummary }[] = [];
    for (const agent of team) {
      const { summary } = await readSummary(io.cwd, now, { ...read, agent });
      all.push({ agent: agent ?? DEFAULT_AGENT, summary });
    }
    io.stdout.write(
      json
        ? jsonText({ agents: all.map((a) => ({ agent: a.agent, ...a.summary })) })
        : all.map((a) => `== ${a.agent} ==\n${formatScoreSummary(a.summary)}`).join('\n'),
    );
    return ExitCode.ok;
  }
  const { summary, fresh } = await readSummary(io.cwd, now, read);
  if (json) {
    io.stdout.write(jsonText(summary));
    return ExitCode.ok;
  }
  if (fresh) io.stdout.write('No score recorded yet: this is Day 1.\n');
  io.stdout.write(formatScoreSummary(summary));
  return ExitCode.ok;
});
