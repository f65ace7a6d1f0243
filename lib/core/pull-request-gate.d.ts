/**
 * The merge gate's decision for one pull request (issue 6, seed 002): the latest fresh claim per
 * topic is judged by the evidence gates, every required topic needs an accepted one, a change to
 * the gate itself needs an operator's approval, and three blocks in a row are called thrashing.
 * Pure: the adapters fetch, this decides, src/core/render/evidence.ts words it.
 */
import type { Claim, CollectedClaims, IgnoredClaim } from './claims.js';
import { type FeedbackTrust } from './feedback.js';
import type { EvidenceResult } from './model.js';
/** Seed 002: "the same task gets build.blocked 3 times consecutively" (the one rule's limit). */
export declare const THRASHING_BLOCKS = 3;
/** How one topic stands on this PR. */
export interface TopicStanding {
    topic: string;
    /** Named in the required topics: the check needs it accepted. */
    required: boolean;
    /** The latest claim written after the head was pushed, if any. */
    claim?: Claim;
    /** The gates' verdict on `claim`. */
    result?: EvidenceResult;
    /** A claim newer than `claim` (or the only one) written before the head was pushed. */
    staleClaim?: Claim;
    /** The topic's latest claims were `build.blocked` this many times in a row (stale ones included). */
    blockedInARow: number;
    /** `blockedInARow` reached {@link THRASHING_BLOCKS}. */
    thrashing: boolean;
    /** This topic lets the check pass (always true when not required). */
    satisfied: boolean;
}
/** A PR that changes the gate's own files (workflows, contract, configuration, state). */
export interface GateChange {
    files: string[];
    /** The operator whose approval of the head commit lets it through. */
    approvedBy?: string;
}
/** The evidence check's conclusion and everything the comment, check and summary show. */
export interface PullRequestGateDecision {
    conclusion: 'success' | 'failure';
    /** Required topics first (in the configured order), then the other claimed topics. */
    topics: TopicStanding[];
    gateChange?: GateChange;
    /** Claims by anyone but the agent: listed, never counted. */
    ignored: IgnoredClaim[];
    /** Mutation and other non-blocking warnings of accepted claims. */
    warnings: {
        topic: string;
        message: string;
    }[];
    /** The topic published for the first required topic; empty when it has no fresh claim. */
    publishedTopic: string;
    /** One line for the check's title. */
    title: string;
}
/** Decides the evidence check of one PR from its collected claims. */
export declare function decidePullRequestGate(input: {
    collected: CollectedClaims;
    requiredTopics: readonly string[];
    mutationWarnThreshold?: number | undefined;
    /** The changed files that belong to the gate (`gateFilesChanged`). */
    gateFiles: readonly string[];
    /** The operator who approved the head commit, when one did. */
    approvedBy?: string | undefined;
}): PullRequestGateDecision;
/** Why a required topic is not satisfied, in a few words. */
export declare function unsatisfiedReason(standing: TopicStanding): string;
/** A submitted review as the approval rule sees it. */
export interface ReviewView {
    author: string;
    /** `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED`. */
    state: string;
    commitId: string | null;
    /** ISO-8601. */
    submittedAt: string;
}
/**
 * The reviewers whose latest decisive review (a comment decides nothing) approves `headSha`, in
 * the order they reviewed: an approval of an older head describes other code.
 */
export declare function headApprovers(reviews: readonly ReviewView[], headSha: string): string[];
/** The first head approver who is an operator (never the agent), if any. */
export declare function approvingOperator(approvers: readonly string[], trust: FeedbackTrust): string | undefined;
