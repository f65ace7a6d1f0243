/**
 * The contract section of every heartbeat prompt: what the agent reads before a cycle — the
 * freeform context, the tasks still to do, the retries with their attempt counts, and what is done
 * or given up.
 */
import type { CycleProgress, HeartbeatContract } from './model.js';
import { type CycleTask } from './progress.js';
/**
 * The contract and the cycle's progress as the prompt text an agent reads (Markdown). Tasks are
 * listed in contract order under: pending, retries (with the attempt this will be, of how many,
 * and the last verdict), done, skipped, and failed with no attempts left. A contract task the
 * progress does not hold yet is pending, or done when pre-marked `[x]`.
 */
export declare function buildContractPrompt(contract: Pick<HeartbeatContract, 'context'> & {
    tasks: readonly CycleTask[];
}, progress: CycleProgress | undefined): string;
