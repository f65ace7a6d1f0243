/**
 * Operator feedback from 👍 / 👎 reactions (seeds 001 and 004: +3 / -10): which reactions to look
 * at, and which of them count. GitHub has no reaction webhook, so the Action polls; this module
 * holds every rule of that poll as plain data in, plain data out.
 *
 * A reaction counts when:
 * - its user is an operator (write, maintain or admin permission, or listed in `operators`),
 * - its user is not the agent, nor any look-alike of its logins (`looksLikeAgent`),
 * - the text it reacts to was not edited after it was made,
 * - it was never counted before (its id is the ledger event id, so it counts once ever).
 */
import { z } from 'zod';
import type { FeedbackEvent } from './model.js';
/** The two reactions that are feedback, as GitHub spells them. */
export type FeedbackContent = '+1' | '-1';
/** Something the agent wrote that operators react to: a PR body, a PR comment, a review comment. */
export interface ReactionSubject {
    /** Stable key: `pull:<number>`, `issue-comment:<id>` or `review-comment:<id>`. */
    key: string;
    /** Where it is (its html_url), for the audit trail. */
    url: string;
    author: string;
    createdAt: string;
    /**
     * When its text last changed, as far as the API tells (a comment's `updated_at`). A PR body
     * has no such field; its adapter leaves this at `createdAt` and gives `bodyHash` instead.
     */
    updatedAt: string;
    /** A fingerprint of a PR body, so an edit between two polls is noticed. */
    bodyHash?: string;
    /** The 👍 and 👎 counts of its reactions rollup. */
    up: number;
    down: number;
    /** All its reactions, of every content (the rollup's total), when the API gave it. */
    total?: number;
}
/** What the last poll saw of one subject. */
export declare const SeenSubjectSchema: z.ZodObject<{
    up: z.ZodNumber;
    down: z.ZodNumber;
    editedAt: z.ZodString;
    bodyHash: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type SeenSubject = z.infer<typeof SeenSubjectSchema>;
/**
 * The poll cursor, committed beside the ledger: the reaction counts last seen per subject. It
 * only saves requests (reactors are listed where a count changed); losing it re-lists everything
 * once, and the ledger's ids keep each reaction counted once.
 */
export declare const ReactionCursorSchema: z.ZodObject<{
    subjects: z.ZodRecord<z.ZodString, z.ZodObject<{
        up: z.ZodNumber;
        down: z.ZodNumber;
        editedAt: z.ZodString;
        bodyHash: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strict>;
export type ReactionCursor = z.infer<typeof ReactionCursorSchema>;
/** An empty cursor: every subject with a 👍 or 👎 is listed. */
export declare const EMPTY_REACTION_CURSOR: ReactionCursor;
/** One reaction as listed by the API, reduced to what the rules need. */
export interface Reaction {
    id: number;
    content: FeedbackContent;
    user: string;
    createdAt: string;
}
/** A repository role as the permission API reports it (`maintain` through `role_name`). */
export type RepositoryPermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
/** Why a reaction did not count. */
export type ReactionRejection = 'already-counted' | 'agent' | 'not-an-operator' | 'edited-after-reaction';
/** A subject and a reaction content whose reactors must be listed. */
export interface ReactorListing {
    subject: ReactionSubject;
    content: FeedbackContent;
}
/**
 * When the subject's text last changed. A comment says so itself; a PR body changed since the
 * previous poll is taken as edited at `now`, the latest it can have been (so no reaction made
 * before the edit counts by mistake).
 */
export declare function subjectEditedAt(subject: ReactionSubject, seen: SeenSubject | undefined, now: string): string;
/** The subjects and contents whose count differs from what the cursor last saw. */
export declare function reactorsToList(subjects: readonly ReactionSubject[], cursor: ReactionCursor): ReactorListing[];
/** One listing request: a subject's reactors of one content, or of both in one unfiltered listing. */
export interface ReactorRequest {
    subject: ReactionSubject;
    contents: FeedbackContent[];
}
/**
 * The requests for some listings. The REST API filters reactions by one content at a time, so a
 * subject whose 👍 and 👎 both changed is listed once, unfiltered, when all its reactions fit in
 * one page; a subject with more reactions (other contents too) keeps a filtered listing each.
 */
export declare function reactorRequests(listings: readonly ReactorListing[], pageSize: number): ReactorRequest[];
/** The cursor after a poll: exactly the subjects polled, with their counts and edit times. */
export declare function nextReactionCursor(subjects: readonly ReactionSubject[], cursor: ReactionCursor, now: string): ReactionCursor;
/** The ledger id of a reaction: one reaction, one event, ever. */
export declare function reactionEventId(reactionId: number): string;
/** Who may give feedback, and who may not. */
export interface FeedbackTrust {
    /** The agent's logins; their reactions never count. */
    agents: readonly string[];
    /** Logins trusted whatever their permission. */
    operators: readonly string[];
    /** Each reactor's permission on the repository (a missing login has none). */
    permissions: ReadonlyMap<string, RepositoryPermission>;
}
/** Whether a login's reactions are operator feedback (the agent's never are). */
export declare function isOperator(login: string, trust: FeedbackTrust): boolean;
/** The verdict on one reaction: the feedback event it records, or why it does not count. */
export type ReactionJudgement = {
    counts: true;
    event: FeedbackEvent;
} | {
    counts: false;
    reason: ReactionRejection;
};
/**
 * Judges one reaction on `subject`. The event's instant is the reaction's, but never before
 * `notBefore` (the last cycle): a late-polled reaction lands in the open cycle instead of
 * rewriting one already committed.
 */
export declare function judgeReaction(options: {
    reaction: Reaction;
    subject: ReactionSubject;
    /** The subject's latest edit (`subjectEditedAt`). */
    editedAt: string;
    trust: FeedbackTrust;
    /** Ledger ids already recorded. */
    counted: ReadonlySet<string>;
    notBefore: string | undefined;
}): ReactionJudgement;
/** A reaction that was looked at and did not count, for the job summary. */
export interface IgnoredReaction {
    reactionId: number;
    user: string;
    content: FeedbackContent;
    url: string;
    reason: ReactionRejection;
}
/** The outcome of one poll: what to record, what was ignored, and the cursor to commit. */
export interface FeedbackPoll {
    events: FeedbackEvent[];
    ignored: IgnoredReaction[];
    cursor: ReactionCursor;
}
/**
 * Decides a whole poll: `reactors` holds the reactions listed for each `reactorsToList` entry
 * (by subject key and content). Reactions already counted are neither recorded nor reported.
 */
export declare function decideFeedback(options: {
    subjects: readonly ReactionSubject[];
    cursor: ReactionCursor;
    reactors: ReadonlyMap<string, readonly Reaction[]>;
    trust: FeedbackTrust;
    counted: ReadonlySet<string>;
    notBefore: string | undefined;
    now: string;
}): FeedbackPoll;
/** The key of one reactor listing in `decideFeedback`'s `reactors` map. */
export declare function reactorKey(subjectKey: string, content: FeedbackContent): string;
