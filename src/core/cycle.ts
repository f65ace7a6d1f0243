/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */
import { z } from 'zod';
import {
  PenaltyTierSchema,
  RewardTierSchema,
  VerdictSchema,
  type CycleEvent,
  type HeartbeatTask,
  type PenaltyTier,
  type RewardTier,
} from './model.js';
import type {
  CycleCommit as PlainCycleCommit,
  CycleTier as PlainCycleTier,
} from './cycle-message.js';

// The message format (and the zod-free types it reads into) lives in cycle-message.ts.
export {
  CYCLE_SUBJECT_PREFIX,
  cycleSubject,
  formatCycleMessage,
  parseCycleMessage,
  parseCycleMessageAsGit,
  reasonLine,
} from './cycle-message.js';

/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
export const CycleTierSchema = z.union([
  PenaltyTierSchema.exclude(['none']),
  RewardTierSchema.exclude(['none']),
  z.literal('normal'),
]);
export type CycleTier = z.infer<typeof CycleTierSchema>;

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

/** One `Heartbeat-Verdict` trailer. */
export const CycleVerdictSchema = z.object({
  taskId: z.string().min(1),
  verdict: VerdictSchema,
  contradiction: z.boolean(),
  /** The two sides of each ground-truth contradiction (`Heartbeat-Contradiction` trailers). */
  contradictions: z.array(z.object({ claimed: z.string(), actual: z.string() })).optional(),
  /** Why, in one line (`Heartbeat-Reason` trailers), when the verdict came with one. */
  reason: z.string().min(1).optional(),
});
export type CycleVerdict = z.infer<typeof CycleVerdictSchema>;

/** What a cycle commit records, and what `log` reads back. */
export const CycleCommitSchema = z.object({
  cycle: z.number().int().positive(),
  score: z.number().int(),
  target: z.number().int(),
  tier: CycleTierSchema,
  /** Points scored since the previous cycle (verdicts and feedback). */
  delta: z.number().int(),
  /** Minutes until the next cycle is due under the new tiers. */
  intervalMinutes: z.number().int().positive(),
  /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
  verdicts: z.array(CycleVerdictSchema),
  /** The team agent whose cycle this is (`Heartbeat-Agent`); absent for a single agent. */
  agent: z.string().min(1).optional(),
});
export type CycleCommit = z.infer<typeof CycleCommitSchema>;

// The schemas and cycle-message.ts's plain types describe one shape: a difference fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [Same<CycleCommit, PlainCycleCommit>, Same<CycleTier, PlainCycleTier>] = [
  true,
  true,
];
void sameShapes;
