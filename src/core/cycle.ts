/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */
import type { CycleTier } from './cycle-message.js';
import type { CycleEvent, HeartbeatTask, PenaltyTier, RewardTier } from './model.js';

// The shapes of a cycle commit, plain (their zod schemas, in cycle-schema.ts, are held to them).
export type { CycleCommit, CycleTier, CycleVerdict } from './cycle-message.js';

// The message format (and the zod-free types it reads into) lives in cycle-message.ts.
export {
  CYCLE_SUBJECT_PREFIX,
  cycleSubject,
  formatCycleMessage,
  parseCycleMessage,
  parseCycleMessageAsGit,
  reasonLine,
} from './cycle-message.js';

/** Penalty and reward never overlap (< 25% vs >= 50% of target), so one word names the tier. */
export function cycleTier(tiers: { penalty: PenaltyTier; reward: RewardTier }): CycleTier {
  if (tiers.penalty !== 'none') return tiers.penalty;
  if (tiers.reward !== 'none') return tiers.reward;
  return 'normal';
}

/** Whether a cycle is due, and from when. */
export interface CycleDue {
  due: boolean;
  /** ISO-8601 instant the next cycle is (or was) due. */
  nextDueAt: string;
}

/**
 * A cycle is due when there was none yet, or when the tier's interval has passed since the last
 * one started (GitHub cron cannot change itself, so the schedule polls and this decides).
 */
export function cycleDue(options: {
  lastCycleAt: string | undefined;
  intervalMinutes: number;
  now: string;
}): CycleDue {
  const now = Date.parse(options.now);
  if (options.lastCycleAt === undefined)
    return { due: true, nextDueAt: new Date(now).toISOString() };
  const next = Date.parse(options.lastCycleAt) + options.intervalMinutes * 60_000;
  return { due: now >= next, nextDueAt: new Date(next).toISOString() };
}

/** The event that opens cycle `cycle`; its id is stable per cycle number. */
export function buildCycleEvent(options: {
  cycle: number;
  at: string;
  tasks: ReadonlyArray<Omit<HeartbeatTask, 'line'>>;
  defaultIntervalMinutes: number;
}): CycleEvent {
  return {
    id: `cycle-${options.cycle}`,
    at: options.at,
    kind: 'cycle',
    cycle: options.cycle,
    tasks: options.tasks.map(({ id, description, required, verify, maxAttempts, preMarked }) => ({
      id,
      description,
      required,
      verify,
      maxAttempts,
      preMarked,
    })),
    defaultIntervalMinutes: options.defaultIntervalMinutes,
  };
}
