/**
 * The score state of one day and its events: a fresh state, and what a verdict or a piece of
 * operator feedback does to it.
 */
import type { DailyScore, ScoreState } from '../model.js';
import { dayNumber } from './calendar.js';
import { pointsForFeedback, pointsForVerdict, type ScoredVerdict } from './points.js';
import { BASE_MINIMUM_TARGET } from './target.js';

/** A day with no events yet: score 0, all counts 0. */
export function emptyDay(date: string, target: number): DailyScore {
  return {
    date,
    score: 0,
    target,
    verifiedCount: 0,
    failedCount: 0,
    unclearCount: 0,
    contradictionCount: 0,
    thumbsUp: 0,
    thumbsDown: 0,
    targetReached: false,
  };
}

/** Day 1: score 0, target 50 (the base minimum), floor 50, no history. */
export function createScoreState(date: string): ScoreState {
  dayNumber(date); // validates YYYY-MM-DD
  return {
    today: emptyDay(date, BASE_MINIMUM_TARGET),
    history: [],
    lifetime: {
      targetFloor: BASE_MINIMUM_TARGET,
      totalScore: 0,
      totalVerified: 0,
      totalFailed: 0,
      totalContradictions: 0,
      daysTracked: 0,
      bestDayScore: 0,
      streak: 0,
    },
  };
}

/** Adds `points` to today and the lifetime total; marks the target reached if it now is. */
function addPoints(state: ScoreState, points: number, today: DailyScore): ScoreState {
  const score = state.today.score + points;
  return {
    ...state,
    today: {
      ...today,
      score,
      targetReached: today.targetReached || score >= today.target,
    },
    lifetime: { ...state.lifetime, totalScore: state.lifetime.totalScore + points },
  };
}

/**
 * Applies one verifier verdict to today's score: the points, today's counts (verified →
 * verifiedCount, not_verified → failedCount, unclear → unclearCount, a contradiction also →
 * contradictionCount) and the lifetime totals.
 */
export function applyVerdictToScore(state: ScoreState, v: ScoredVerdict): ScoreState {
  const t = state.today;
  const verified = v.verdict === 'verified' ? 1 : 0;
  const failed = v.verdict === 'not_verified' ? 1 : 0;
  const contradiction = v.groundTruthContradiction ? 1 : 0;
  const next = addPoints(state, pointsForVerdict(v), {
    ...t,
    verifiedCount: t.verifiedCount + verified,
    failedCount: t.failedCount + failed,
    unclearCount: t.unclearCount + (v.verdict === 'unclear' ? 1 : 0),
    contradictionCount: t.contradictionCount + contradiction,
  });
  const l = next.lifetime;
  return {
    ...next,
    lifetime: {
      ...l,
      totalVerified: l.totalVerified + verified,
      totalFailed: l.totalFailed + failed,
      totalContradictions: l.totalContradictions + contradiction,
    },
  };
}

/**
 * Applies an operator's 👍 (`up`, +3) or 👎 (`down`, -10). A 👍 also counts toward today's (and
 * the lifetime's) verified count, a 👎 toward the failed count, as the score files always have:
 * they must stay a replay of the ledger byte for byte. What a person reads takes verdictCounts.
 */
export function applyFeedbackToScore(state: ScoreState, direction: 'up' | 'down'): ScoreState {
  const t = state.today;
  const up = direction === 'up' ? 1 : 0;
  const down = 1 - up;
  const next = addPoints(state, pointsForFeedback(direction), {
    ...t,
    verifiedCount: t.verifiedCount + up,
    failedCount: t.failedCount + down,
    thumbsUp: t.thumbsUp + up,
    thumbsDown: t.thumbsDown + down,
  });
  const l = next.lifetime;
  return {
    ...next,
    lifetime: {
      ...l,
      totalVerified: l.totalVerified + up,
      totalFailed: l.totalFailed + down,
    },
  };
}

/**
 * A day's verdicts alone, as every report shows them: its stored verified and failed counts also
 * hold the operators' 👍 and 👎 (applyFeedbackToScore), which the day keeps apart as well.
 */
export function verdictCounts(day: DailyScore): { verified: number; failed: number } {
  return {
    verified: Math.max(0, day.verifiedCount - day.thumbsUp),
    failed: Math.max(0, day.failedCount - day.thumbsDown),
  };
}
