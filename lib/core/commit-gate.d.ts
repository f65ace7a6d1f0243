/**
 * The commit-msg gate: every evidence trailer of a commit message (`Build-Done:`, `Review-Done:`,
 * `Verify-Passed:`) is judged by its evidence gate; one blocked claim rejects the commit. A message
 * without evidence trailers claims nothing and passes. Pure, and light enough for a git hook.
 */
import { type EvidenceClaim, type EvidenceOptions } from './evidence/index.js';
import type { EvidenceResult } from './model.js';
import type { TrailerOptions } from './trailers.js';
/** One evidence trailer and the gate's verdict on it. */
export interface CommitClaimVerdict {
    readonly claim: EvidenceClaim;
    readonly result: EvidenceResult;
}
/** The gate's verdict on a whole commit message. */
export interface CommitGateResult {
    /** False when at least one claim is blocked or one trailer is a typo of an evidence trailer. */
    readonly accepted: boolean;
    /** Every evidence trailer, in message order. */
    readonly claims: readonly CommitClaimVerdict[];
    /** Trailers one typo from an evidence trailer (`Verify-Pass` meant `Verify-Passed`). */
    readonly mistyped: readonly {
        trailer: string;
        meant: string;
    }[];
}
/** Judges every evidence trailer of a commit message, as git would parse the message. */
export declare function checkCommitMessage(message: string, options?: TrailerOptions & EvidenceOptions): CommitGateResult;
