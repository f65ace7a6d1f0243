/**
 * The score at a glance: what `heartbeat-gate score --json`, the Action's outputs and the check run
 * report.
 */
import type { ScoreState } from '../model.js';
import { heartbeatIntervalMinutes } from './interval.js';
import { penaltyMessage, rewardMessage } from './messages.js';
import type { ScoreSummary } from './summary-schema.js';
import { verdictCounts } from './state.js';
import { forcesAllRequired, penaltyTier, rewardTier } from './tiers.js';

export type { ScoreSummary } from './summary-schema.js';

/** Options shared by the summary and the prompt section. */
export interface ScoreViewOptions {
  /** The configured heartbeat interval, used when no tier changes it. */
  defaultIntervalMinutes: number;
}

/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
export function summarizeScore(state: ScoreState, options: ScoreViewOptions): ScoreSummary {
  const { score, target } = state.today;
  const streak = state.lifetime.streak;
  const penalty = penaltyTier(score, target);
  const reward = rewardTier(score, target, streak);
  const intervalMinutes = heartbeatIntervalMinutes(
    { penalty, reward },
    options.defaultIntervalMinutes,
  );
  const context = { score, target, intervalMinutes, streak };
  const verdicts = verdictCounts(state.today);
  return {
    date: state.today.date,
    score,
    target,
    floor: state.lifetime.targetFloor,
    pointsNeeded: Math.max(0, target - score),
    verifiedCount: verdicts.verified,
    failedCount: verdicts.failed,
    thumbsUp: state.today.thumbsUp,
    thumbsDown: state.today.thumbsDown,
    penalty,
    reward,
    intervalMinutes,
    streak,
    forcedRequired: forcesAllRequired(penalty),
    penaltyMessage: penaltyMessage(penalty, context),
    rewardMessage: rewardMessage(reward, context),
    lifetime: state.lifetime,
  };
}

/** Today's counts as every report words them: the verdicts, then the operators' feedback apart. */
export function todayCountsText(s: ScoreSummary): string {
  return `${s.verifiedCount} verified, ${s.failedCount} failed, ${s.thumbsUp} thumbs up, ${s.thumbsDown} thumbs down`;
}
