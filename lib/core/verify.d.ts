/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier kind (one file each in `verify/`, listed in
 * `verify/registry.ts`), {@link planVerification} says what real state it must look at, adapters
 * (src/app/verifiers/) look, and {@link judgeVerification} turns what they saw into a verdict, the
 * evidence behind it, and any ground-truth contradiction.
 */
import type { ClaimEvent, Verdict } from './model.js';
import { type VerifyHint } from './verify/registry.js';
import { type Contradiction, type Observations, type PlanBase, type PlanOptions, type VerifiedTask } from './verify/types.js';
export { changedMatching } from './verify/file.js';
export { VERIFIERS, verifierFor, type VerifyHint } from './verify/registry.js';
export { checkOutcome, type CheckOutcome, type CheckRead, type CheckReading, type CommandRun, type Contradiction, type CycleChanges, type GroundTruthChecks, type Observations, type PlanOptions, type VerifierKind, } from './verify/types.js';
/** The verifier kinds, in the order the README lists them. */
export declare const VERIFIER_KINDS: readonly VerifyHint['kind'][];
/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
export declare function parseVerifyHint(hint: string): VerifyHint;
/**
 * Why a hint will always be judged `unclear`, for `lint` to warn with; undefined when the hint
 * selects a verifier.
 */
export declare function verifyHintProblem(hint: string): string | undefined;
/** What one task's verification needs from the outside world. */
export type VerificationPlan = PlanBase<VerifyHint>;
/**
 * Whether a claim speaks about a task: a claim naming tasks (`Heartbeat-Task:`) concerns exactly
 * those; one naming none concerns the tasks whose hint selects it (`evidence:<its topic>`, or any
 * `check:`, which reads the commit it points to). So one untargeted lie is never charged to
 * every task of the contract.
 */
export declare function claimConcernsTask(claim: ClaimEvent, taskId: string, hint: VerifyHint): boolean;
/** Plans one task's verification from its hint and the claims since the last cycle. */
export declare function planVerification(task: VerifiedTask, claimsSinceLastCycle: readonly ClaimEvent[], options?: PlanOptions): VerificationPlan;
/** One task's verdict and what it rests on. */
export interface TaskVerification {
    taskId: string;
    hint: VerifyHint;
    verdict: Verdict;
    groundTruthContradiction: boolean;
    /** What the verifier looked at, one line each, for the ledger and the summary. */
    evidence: string[];
    contradictions: Contradiction[];
}
/**
 * The verdict of one planned verification. A real source that failed where the agent claimed
 * success — an accepted claim of a dimension mapped to that check, a task pre-marked `[x]`, or
 * an accepted claim naming the task whose `cmd:` fails — is `not_verified` with
 * `groundTruthContradiction`, whatever the hint's own verdict.
 */
export declare function judgeVerification(plan: VerificationPlan, observed: Observations): TaskVerification;
/** The one-line evidence text stored on the ledger's verdict event. */
export declare function evidenceText(verification: TaskVerification): string;
