/**
 * What each verifier kind reads from the world besides check runs (which every kind may need for
 * ground truth, so `verifyTasks` reads them for all). One line per kind that reads something;
 * a kind judged from claims and checks alone (`evidence:`, `check:`) needs none.
 */
import type { VerificationPlan, VerifyHint } from '../../core/verify.js';
import type { CycleChanges, Observations } from '../../core/verify.js';
import { observeCommand } from './command.js';

/** What an observer may use. */
export interface ObserveContext {
  /** Task id → the `cmd:` command the trusted contract holds for it. */
  allowedCommands: ReadonlyMap<string, string>;
  /** Where commands run (the repository's working tree). */
  cwd: string;
  commandTimeoutMs: number;
  env?: NodeJS.ProcessEnv | undefined;
  /** The paths the cycle's commits changed; undefined when they were not read. */
  changes: CycleChanges | undefined;
}

/** Reads what one plan's verifier kind needs. */
export type Observer = (plan: VerificationPlan, context: ObserveContext) => Promise<Observations>;

export const OBSERVERS: Partial<Record<VerifyHint['kind'], Observer>> = {
  cmd: observeCommand,
  file: async (_plan, { changes }) => (changes ? { changes } : {}),
};
