/**
 * An agent's days as the dashboard and the leaderboard show them: the ledger replayed day by day
 * (score.json keeps only 7 archived days; the chart shows 30), and the agents in the one order the
 * leaderboard, its JSON, the job summary and the dashboard share (those that need attention first),
 * each with its rank by score.
 */
import { sortEvents, type ReplayState } from './ledger.js';
import { plural } from './render/text.js';
import { addDays } from './score/calendar.js';
import { outcomeMetrics, type OutcomeMetrics } from './outcomes.js';
import type { DailyScore, LedgerEvent, PenaltyTier, RewardTier, ScoreState } from './model.js';
import { applyLedgerEvent, rollReplayStateTo, type ReplayOptions } from './replay.js';
import { verdictCounts } from './score/state.js';
import { penaltyTier, rewardTier } from './score/tiers.js';

/** One day at its end: the day's score, the target and ratchet floor in force, the tiers reached. */
export interface AgentDay extends DailyScore {
  floor: number;
  penalty: PenaltyTier;
  reward: RewardTier;
  /**
   * An event of the ledger fell on this day, or it was recorded before the events replayed; false
   * for a day the rollover filled (no cycle ran: its 0 was never played).
   */
  played: boolean;
}

function dayOf(score: ScoreState, played: boolean): AgentDay {
  const { today, lifetime } = score;
  return {
    ...today,
    floor: lifetime.targetFloor,
    penalty: penaltyTier(today.score, today.target),
    reward: rewardTier(today.score, today.target, lifetime.streak),
    played,
  };
}

/**
 * Every day from the first event (or `from`'s day) to `now`'s day, oldest first, each as it
 * stood at its end. Days the rollover skipped (a gap longer than the rolling window) are absent.
 */
export function agentDays(
  events: readonly LedgerEvent[],
  now: string,
  options: ReplayOptions,
  from?: ReplayState,
): { days: AgentDay[]; state: ReplayState | undefined } {
  const days = new Map<string, AgentDay>();
  let state = from;
  // `played`: the state's day had an event (or, for `from`, its days were recorded before).
  const record = (next: ReplayState, played: boolean) => {
    // Days the rollover filled (no event of theirs was replayed): the floor is not recorded for
    // them, the target in force is its closest lower bound.
    for (const day of next.score.history) {
      if (!days.has(day.date)) {
        const filled = dayOf({ ...next.score, today: day }, played && next === from);
        days.set(day.date, { ...filled, floor: day.target });
      }
    }
    const date = next.score.today.date;
    days.set(date, dayOf(next.score, played || (days.get(date)?.played ?? false)));
  };
  if (state) record(state, true);
  for (const event of sortEvents(events)) {
    state = applyLedgerEvent(state, event, options);
    record(state, true);
  }
  if (state) {
    state = rollReplayStateTo(state, now, options);
    record(state, false);
  }
  const ordered = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  const today = state?.score.today.date;
  return { days: today ? ordered.filter((d) => d.date <= today) : ordered, state };
}

/**
 * Today's score against the target, as the dashboard colours it: `reached` at the target or above,
 * `close` from half of it (where the first reward tier starts), `far` below.
 */
export type ScoreBand = 'reached' | 'close' | 'far';

export function scoreBand(score: number, target: number): ScoreBand {
  if (score >= target) return 'reached';
  return 2 * score >= target ? 'close' : 'far';
}

/** Why an agent needs an operator's attention today; empty when it does not. */
export function attentionReasons(entry: {
  penalty: PenaltyTier;
  failedToday: number;
  contradictionsToday: number;
  lies: number;
}): string[] {
  return [
    ...(entry.penalty !== 'none' ? [`${entry.penalty} tier`] : []),
    ...(entry.failedToday > 0 ? [`${entry.failedToday} failed today`] : []),
    ...(entry.contradictionsToday > 0 ? [`${entry.contradictionsToday} contradicted today`] : []),
    ...(entry.lies > 0 && entry.lies > entry.contradictionsToday
      ? [plural(entry.lies, 'lie') + ' this week']
      : []),
  ];
}

/** One row of the leaderboard. */
export interface LeaderboardEntry {
  /**
   * The place by today's score as a share of target, highest first: 1 is the best, whatever the
   * place in the list (those needing attention are listed first). Equal shares share a rank, and
   * the next rank counts them (1, 2, 2, 4).
   */
  rank: number;
  agent: string;
  date: string;
  score: number;
  target: number;
  /** score / target to 3 decimals, the rank's key (0 when the target is not positive). */
  share: number;
  penalty: PenaltyTier;
  reward: RewardTier;
  streak: number;
  /** `reached`, `close` or `far` from the target (see {@link scoreBand}). */
  band: ScoreBand;
  /**
   * Today's score minus the first of the last 7 days' (6 days before, the first point of `last7`);
   * null when that day is not in the ledger (no event fell on it: see {@link AgentDay.played}).
   */
  trend7: number | null;
  /** The scores of the last 7 days, oldest first (for a sparkline). */
  last7: number[];
  /** Ground-truth contradictions in the last 7 days, today included. */
  lies: number;
  failedToday: number;
  contradictionsToday: number;
  /** Why the agent needs attention (a penalty tier, failures, contradictions); empty when not. */
  attention: string[];
  outcomes: OutcomeMetrics;
}

/** What the leaderboard needs of one agent. */
export interface LeaderboardInput {
  agent: string;
  /** Oldest first, ending with today. */
  days: readonly AgentDay[];
  streak: number;
  /** The ledger events of the days shown, for the outcome metrics. */
  events?: readonly LedgerEvent[];
}

const share = (score: number, target: number) =>
  target > 0 ? Math.round((score / target) * 1000) / 1000 : 0;

/**
 * The agents in the leaderboard's one order: those that need attention (see
 * {@link attentionReasons}) first, then the others; in each group by today's score as a share of
 * target, best first, ties by name. `rank` is not the place in that order but the rank by score
 * (see {@link LeaderboardEntry.rank}): an agent listed first for its lies is not shown as the best.
 */
export function leaderboard(agents: readonly LeaderboardInput[]): LeaderboardEntry[] {
  const rows = agents.flatMap((input) => {
    const today = input.days.at(-1);
    if (!today) return [];
    const week = input.days.slice(-7);
    const weekStart = addDays(today.date, -6);
    // A day no cycle ran on has no score to compare with: its 0 was filled in, not played.
    const first = input.days.find((d) => d.date === weekStart && d.played);
    const lies = week.reduce((sum, d) => sum + d.contradictionCount, 0);
    const counts = {
      penalty: today.penalty,
      failedToday: verdictCounts(today).failed,
      contradictionsToday: today.contradictionCount,
      lies,
    };
    return [
      {
        agent: input.agent,
        date: today.date,
        score: today.score,
        target: today.target,
        share: share(today.score, today.target),
        reward: today.reward,
        streak: input.streak,
        band: scoreBand(today.score, today.target),
        trend7: first ? today.score - first.score : null,
        last7: week.map((d) => d.score),
        ...counts,
        attention: attentionReasons(counts),
        outcomes: outcomeMetrics(input.events ?? [], input.days),
      },
    ];
  });
  const needs = (row: { attention: string[] }) => (row.attention.length > 0 ? 0 : 1);
  // A tie shares its rank, as in a sports table: neither a name nor the place in the list breaks it.
  const ranked = rows.map((row) => ({
    rank: 1 + rows.filter((other) => other.share > row.share).length,
    ...row,
  }));
  return ranked.sort(
    (a, b) => needs(a) - needs(b) || b.share - a.share || a.agent.localeCompare(b.agent),
  );
}
