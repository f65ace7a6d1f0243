/**
 * A cycle commit's shapes as zod schemas, for the test that holds `log`'s plain reader
 * (cycle-message.ts's checkedCycleCommit) to them: apart from cycle.ts, so a cycle loads no zod.
 */
import { z } from 'zod';
import type {
  CycleCommit as PlainCycleCommit,
  CycleTier as PlainCycleTier,
} from './cycle-message.js';
import { PenaltyTierSchema, RewardTierSchema, VerdictSchema } from './model.js';

/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
export const CycleTierSchema = z.union([
  PenaltyTierSchema.exclude(['none']),
  RewardTierSchema.exclude(['none']),
  z.literal('normal'),
]);
export type CycleTier = z.infer<typeof CycleTierSchema>;

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
