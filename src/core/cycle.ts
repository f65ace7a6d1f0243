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
});
export type CycleCommit = z.infer<typeof CycleCommitSchema>;

/** The subject prefix every cycle commit starts with. */
export const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
export function formatCycleMessage(commit: CycleCommit): string {
  const subject = `${CYCLE_SUBJECT_PREFIX}${commit.cycle} — score ${commit.score}/${commit.target} (${commit.tier})`;
  const verified = commit.verdicts.filter((v) => v.verdict === 'verified').length;
  const body =
    `${commit.verdicts.length} verdict(s) since the previous cycle, ${verified} verified; ` +
    `${signed(commit.delta)} points. Next cycle due in ${commit.intervalMinutes} minutes.`;
  const trailers = [
    `Heartbeat-Cycle: ${commit.cycle}`,
    `Heartbeat-Score: ${commit.score}`,
    `Heartbeat-Target: ${commit.target}`,
    `Heartbeat-Tier: ${commit.tier}`,
    `Heartbeat-Delta: ${signed(commit.delta)}`,
    `Heartbeat-Interval: ${commit.intervalMinutes}`,
    ...commit.verdicts.map(
      (v) =>
        `Heartbeat-Verdict: ${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`,
    ),
  ];
  return `${subject}\n\n${body}\n\n${trailers.join('\n')}\n`;
}

/**
 * Reads a cycle commit message back. Returns undefined for any other commit, and for one whose
 * trailers are missing or malformed (a hand-written look-alike is not an audit record).
 */
export function parseCycleMessage(message: string): CycleCommit | undefined {
  if (!message.startsWith(CYCLE_SUBJECT_PREFIX)) return undefined;
  const single = new Map<string, string>();
  const verdicts: unknown[] = [];
  for (const line of message.split('\n')) {
    const match = /^Heartbeat-([A-Za-z]+):\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, key = '', value = ''] = match;
    if (key === 'Verdict') {
      const [taskId, verdict, flag, ...rest] = value.split(/\s+/);
      if (rest.length > 0 || (flag !== undefined && flag !== 'contradiction')) return undefined;
      verdicts.push({ taskId, verdict, contradiction: flag === 'contradiction' });
    } else {
      single.set(key, value);
    }
  }
  const int = (key: string) => {
    const value = single.get(key);
    return value !== undefined && /^[+-]?\d+$/.test(value) ? Number(value) : undefined;
  };
  const parsed = CycleCommitSchema.safeParse({
    cycle: int('Cycle'),
    score: int('Score'),
    target: int('Target'),
    tier: single.get('Tier'),
    delta: int('Delta'),
    intervalMinutes: int('Interval'),
    verdicts,
  });
  return parsed.success ? parsed.data : undefined;
}
