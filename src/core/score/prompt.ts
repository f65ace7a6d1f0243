/**
 * The score section of every heartbeat prompt: where the agent stands, what it needs, the full
 * rules and the active penalty or reward.
 */
import type { ScoreState } from '../model.js';
import { POINTS } from './points.js';
import { summarizeScore, todayCountsText, type ScoreViewOptions } from './summary.js';
import { BASE_MINIMUM_TARGET, MAX_DAILY_TARGET } from './target.js';
import { plural, signed } from '../render/text.js';

/** Width of the progress bar in characters, between the brackets. */
export const PROGRESS_BAR_WIDTH = 20;

/** `[########------------] 35/82`: the share of the target reached, never below empty or past full. */
export function progressBar(score: number, target: number, width = PROGRESS_BAR_WIDTH): string {
  const filled = Math.min(width, Math.max(0, Math.floor((score * width) / target)));
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${score}/${target}`;
}

/** The score section of the heartbeat prompt, as Markdown text. */
export function buildScorePromptSection(state: ScoreState, options: ScoreViewOptions): string {
  const s = summarizeScore(state, options);
  const status = [s.penaltyMessage, s.rewardMessage].filter((m): m is string => m !== null);
  const lines = [
    '## Accountability score',
    '',
    `${progressBar(s.score, s.target)}`,
    s.pointsNeeded > 0
      ? `Points needed to reach today's target: ${s.pointsNeeded}`
      : `Today's target of ${s.target} is reached. Tomorrow's target will be at least ${s.floor}.`,
    `Today: ${todayCountsText(s)}. Streak: ${plural(s.streak, 'day')} at target.`,
    `Penalty tier: ${s.penalty}. Reward tier: ${s.reward}. Next heartbeat in ${s.intervalMinutes} minutes.`,
    ...(s.forcedRequired ? ['Every task counts as required this cycle.'] : []),
    '',
    ...(status.length > 0 ? [...status, ''] : []),
    '### How you are scored',
    '',
    `- Verified required task: ${signed(POINTS.verifiedRequired)}`,
    `- Verified optional task: ${signed(POINTS.verifiedOptional)}`,
    `- Not verified (claimed but not done, or skipped): ${signed(POINTS.notVerified)}`,
    `- Unclear verdict: ${signed(POINTS.unclear)}`,
    `- Ground truth contradiction (you claimed it, the real source says otherwise): ${signed(POINTS.groundTruthContradiction)}, on top of ${signed(POINTS.notVerified)}`,
    `- Operator thumbs up: ${signed(POINTS.thumbsUp)}; thumbs down: ${signed(POINTS.thumbsDown)}`,
    '',
    '### The moving target',
    '',
    `Today's target is the highest of: the average of your positive days among the last 7, the ratchet floor (now ${s.floor}: the highest target ever set, it never drops) and ${BASE_MINIMUM_TARGET}, capped at ${MAX_DAILY_TARGET}. Your reward for a good day is a higher bar tomorrow; a bad day does not lower it, because days at or below zero are left out of the average. Tanking, coasting and sandbagging gain nothing: the ratchet makes gaming the score futile.`,
    '',
    '### Do',
    '',
    '- Do the required tasks first, then the optional ones.',
    '- Leave evidence a verifier can check: a passing check run, a command that succeeds, the changed file.',
    '- Report a failure as a failure; it costs far less than a claim the verifier disproves.',
    '',
    "### Don't",
    '',
    "- Don't mark a task `[x]` or claim `tests: pass` unless it is true.",
    "- Don't claim completion without evidence, and don't pad the work to collect points.",
    '',
    'The verifier checks the real sources (check runs, commands, the commits themselves), never your word. The operator sees this score, its history and every verdict in the check run and the git log.',
  ];
  return lines.join('\n') + '\n';
}
