/**
 * The merge gate as a use case: read a pull request through the API (the configuration from its
 * base branch, never from the PR), judge the agent's claims with core, and publish the verdict as
 * `heartbeat-gate / evidence` and one sticky comment. PR code is never checked out or run.
 */
import { type Config } from '../config.js';
import { type PullRequestGateDecision } from '../core/pull-request-gate.js';
import type { GitHub } from '../github/octokit.js';
import { type PullComment, type PullRequestInfo, type RepoRef } from '../github/pull-request.js';
/** The merge gate's check run. */
export declare const EVIDENCE_CHECK = "heartbeat-gate / evidence";
/** What an event says about the PR to judge, once its payload is parsed. */
export type GateEvent = 
/** A pull_request event: the payload carries the PR; `pushedAt` when the event is the push. */
{
    kind: 'pull';
    pull: PullRequestInfo;
    pushedAt?: string | undefined;
}
/** A comment or review on PR `number` (the payload does not carry its head). */
 | {
    kind: 'comment';
    number: number;
}
/** A merge queue's commit for PR `number`. */
 | {
    kind: 'merge-group';
    number: number;
    headSha: string;
};
/** Which PR to judge and where its verdict goes. */
export interface GateTarget {
    pull: PullRequestInfo;
    /** The commit the check run is posted on: the PR head, or the merge group's commit. */
    checkSha: string;
    /** Keep the sticky comment (not on merge groups: the PR's comment already says it). */
    comment: boolean;
    /** When the event is the push itself, its time (claims older than it are stale). */
    pushedAfter?: string;
}
/** Reads what the event does not carry (the PR of a comment or a merge group). */
export declare function resolveGateTarget(github: GitHub, repo: RepoRef, event: GateEvent): Promise<GateTarget>;
/** The Action's inputs the gate reads (merged with the base branch's configuration). */
export interface GateSettings {
    agents: readonly string[];
    operators: readonly string[];
    requiredTopics: readonly string[];
    mutationWarnThreshold?: number | undefined;
    /** The configuration file, read from the base branch. */
    configPath: string;
}
/** The gate's verdict on one PR and everything needed to publish it. */
export interface GateJudgement {
    decision: PullRequestGateDecision;
    /** The report (Markdown): the check's summary, the sticky comment, the job summary. */
    report: string;
    config: Config;
    /** Our earlier sticky comment, edited instead of adding another. */
    sticky: PullComment | undefined;
}
/** Judges the agent's claims on the target PR. */
export declare function judgePullRequest(github: GitHub, options: {
    repo: RepoRef;
    target: GateTarget;
    settings: GateSettings;
    now: Date;
}): Promise<GateJudgement>;
/** What publishing the verdict did. */
export interface GatePublication {
    /** A write was refused (a fork PR's read-only token): the job summary is all there is. */
    readOnly: boolean;
}
/** Posts the evidence check and writes the sticky comment. */
export declare function publishGateVerdict(github: GitHub, options: {
    repo: RepoRef;
    target: GateTarget;
    judgement: GateJudgement;
    runUrl: string | undefined;
    now: Date;
    /** Told when the token may not write something (`check runs`, `PR comments`). */
    onForbidden: (what: string) => void;
}): Promise<GatePublication>;
/** Posts a failing evidence check saying the gate could not judge (a required check must report). */
export declare function postGateFailure(github: GitHub, options: {
    repo: RepoRef;
    checkSha: string;
    message: string;
    runUrl: string | undefined;
    now: Date;
}): Promise<void>;
