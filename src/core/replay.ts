/**
 * Replay: the ledger's events, in (at, id) order, folded into the state they imply — the score
 * (seed 004), the current cycle's progress (seed 003) and what happened since the last cycle.
 * score.json and progress.json are exactly this state written out, so they can always be
 * recomputed from the ledger, and a replay may resume from any monthly checkpoint.
 */
import { sortEvents, type CycleWindow, type ReplayState } from './ledger.js';
import type { CycleProgress, LedgerEvent, VerdictEvent } from './model.js';
import { applyVerdictToProgress, initCycleProgress } from './progress.js';
import { calendarDay } from './score/calendar.js';
import { isVerifiedReaction } from './feedback.js';
import { pointsForFeedback, pointsForVerdict, type ScoredVerdict } from './score/points.js';
import { rolloverScoreState } from './score/rollover.js';
import { applyFeedbackToScore, applyVerdictToScore, createScoreState } from './score/state.js';
import { forcesAllRequired, penaltyTier } from './score/tiers.js';

/** What replay needs besides the events. */
export interface ReplayOptions {
  /** IANA timezone in which the day rolls over. */
  timeZone: string;
  /**
   * Which feedback moves the score: `all` (the CLI's, default), or only `reactions` the Action
   * verified through the API (`isVerifiedReaction`): there, `feedback` from the CLI is a local note.
   */
  feedback?: 'all' | 'reactions';
}

/** Nothing scored since the last cycle. */
export function emptyWindow(): CycleWindow {
  return { points: 0, verdicts: [], feedback: [] };
}

/** A ledger verdict with `required` as replay counts it. */
export type CountedVerdict = VerdictEvent & ScoredVerdict;

/**
 * A verdict as it is scored when `progress` is the cycle in force at its instant: `required` as
 * recorded, or, left out (the CLI's `verdict`), as that cycle counts the task (a task it does not
 * list is required only where it forces every task). Replay applies each verdict after the cycle
 * due at or before its instant, so the verdict counts alike whenever that cycle was performed.
 */
export function countVerdict(
  event: VerdictEvent,
  progress: CycleProgress | undefined,
): CountedVerdict {
  if (event.required !== undefined) return event as CountedVerdict;
  const task = progress?.tasks.find((t) => t.taskId === event.taskId);
  return { ...event, required: task?.required ?? progress?.forcedRequired ?? false };
}

/**
 * Moves a replay state to the calendar day of `instant` (a later day archives today; an earlier
 * one changes nothing). Readers use it to show the score as of `now`.
 */
export function rollReplayStateTo(
  state: ReplayState,
  instant: string,
  options: ReplayOptions,
): ReplayState {
  const date = calendarDay(instant, options.timeZone);
  const score = rolloverScoreState(state.score, date);
  return score === state.score ? state : { ...state, score };
}

/**
 * Applies one event. Before it, the score rolls over to the event's calendar day; then a cycle
 * opens the next cycle's progress (every task forced required in the escalated and lockdown
 * tiers), a verdict moves score and progress, feedback moves the score, and a claim is an audit
 * record only.
 */
export function applyLedgerEvent(
  previous: ReplayState | undefined,
  event: LedgerEvent,
  options: ReplayOptions,
): ReplayState {
  const state: ReplayState = previous
    ? rollReplayStateTo(previous, event.at, options)
    : {
        score: createScoreState(calendarDay(event.at, options.timeZone)),
        sinceLastCycle: emptyWindow(),
      };
  const window = state.sinceLastCycle;
  switch (event.kind) {
    case 'cycle': {
      const { score, target } = state.score.today;
      const previous = state.progress;
      // Only a previous cycle with attempts spent needs its day computed (a year is 35,000 cycles).
      const newDay =
        previous !== undefined &&
        previous.tasks.some((task) => task.attempts > 0) &&
        calendarDay(previous.startedAt, options.timeZone) !== state.score.today.date;
      const progress = initCycleProgress(event.tasks, previous, {
        cycle: event.cycle,
        startedAt: event.at,
        forceAllRequired: forcesAllRequired(penaltyTier(score, target)),
        ...(newDay ? { newDay } : {}),
      });
      return { score: state.score, progress, lastCycle: event, sinceLastCycle: emptyWindow() };
    }
    case 'verdict': {
      const scored = countVerdict(event, state.progress);
      const known = state.progress?.tasks.some((task) => task.taskId === event.taskId);
      return {
        ...state,
        score: applyVerdictToScore(state.score, scored),
        progress:
          state.progress && known
            ? applyVerdictToProgress(
                state.progress,
                event.taskId,
                event.verdict,
                event.abandoned === true,
              )
            : state.progress,
        sinceLastCycle: {
          ...window,
          points: window.points + pointsForVerdict(scored),
          verdicts: [...window.verdicts, event],
        },
      };
    }
    case 'feedback':
      if (options.feedback === 'reactions' && !isVerifiedReaction(event)) return state;
      return {
        ...state,
        score: applyFeedbackToScore(state.score, event.direction),
        sinceLastCycle: {
          ...window,
          points: window.points + pointsForFeedback(event.direction),
          feedback: [...window.feedback, event],
        },
      };
    case 'claim':
      return state;
  }
}

/**
 * Replays `events` (sorted here into (at, id) order) on top of `from` — a checkpoint, or nothing
 * for the start of the ledger. An empty ledger replays to `undefined`: there is no day yet.
 *
 * The same fold as applying applyLedgerEvent to each event in turn, but verdicts (most of a
 * ledger) update a working copy in place instead of copying the state per event: a year's ledger
 * is ~200,000 events. The copy is this replay's own; `from` and the events are never changed.
 */
export function replayLedger(
  events: readonly LedgerEvent[],
  options: ReplayOptions,
  from?: ReplayState,
): ReplayState | undefined {
  return fold(events, options, from);
}

/**
 * The verdicts of `events`, in replay order, each with `required` as replayLedger (from the same
 * `from`) counts it: what a reader that lists verdicts with their points shows.
 */
export function countedVerdicts(
  events: readonly LedgerEvent[],
  options: ReplayOptions,
  from?: ReplayState,
): CountedVerdict[] {
  const counted: CountedVerdict[] = [];
  fold(events, options, from, (verdict) => counted.push(verdict));
  return counted;
}

function fold(
  events: readonly LedgerEvent[],
  options: ReplayOptions,
  from: ReplayState | undefined,
  onVerdict?: (verdict: CountedVerdict) => void,
): ReplayState | undefined {
  const sorted = sortEvents(events);
  if (sorted.length === 0) return from;
  let state = from && structuredClone(from);
  const days = utcDayCache(options.timeZone);
  for (const event of sorted) {
    if (event.kind === 'verdict') onVerdict?.(countVerdict(event, state?.progress));
    if (state === undefined || event.kind !== 'verdict') {
      state = applyLedgerEvent(state, event, options);
      continue;
    }
    if (days.day(event.at) !== state.score.today.date) {
      state = rollReplayStateTo(state, event.at, options);
    }
    applyVerdictInPlace(state, event);
  }
  return state;
}

/** applyLedgerEvent's verdict case on a state this replay owns, after the day rolled over. */
function applyVerdictInPlace(state: ReplayState, event: VerdictEvent): void {
  const scored = countVerdict(event, state.progress);
  const points = pointsForVerdict(scored);
  const verified = event.verdict === 'verified' ? 1 : 0;
  const failed = event.verdict === 'not_verified' ? 1 : 0;
  const contradiction = event.groundTruthContradiction ? 1 : 0;
  const { today, lifetime } = state.score;
  today.verifiedCount += verified;
  today.failedCount += failed;
  today.unclearCount += event.verdict === 'unclear' ? 1 : 0;
  today.contradictionCount += contradiction;
  today.score += points;
  today.targetReached = today.targetReached || today.score >= today.target;
  lifetime.totalScore += points;
  lifetime.totalVerified += verified;
  lifetime.totalFailed += failed;
  lifetime.totalContradictions += contradiction;
  if (state.progress) {
    for (const task of state.progress.tasks) {
      if (task.taskId !== event.taskId) continue;
      task.status = event.verdict === 'verified' ? 'verified' : 'failed';
      task.attempts = event.abandoned
        ? Math.max(task.attempts + 1, task.maxAttempts)
        : task.attempts + 1;
      task.lastVerdict = event.verdict;
    }
  }
  const window = state.sinceLastCycle;
  window.points += points;
  window.verdicts.push(event);
}

/** calendarDay for UTC, computed once per day of instants rather than once per event. */
function utcDayCache(timeZone: string): { day(instant: string): string } {
  let start = Number.NaN;
  let end = Number.NaN;
  let cached = '';
  return {
    day(instant) {
      if (timeZone !== 'UTC') return calendarDay(instant, timeZone);
      const ms = Date.parse(instant);
      if (ms >= start && ms < end) return cached;
      cached = calendarDay(instant, timeZone);
      start = Date.parse(`${cached}T00:00:00Z`);
      end = start + 86_400_000;
      return cached;
    },
  };
}
