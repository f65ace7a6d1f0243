import { type FeedbackPoll, type ReactionCursor } from '../core/feedback.js';
import type { StateStore } from '../git/state-store.js';
import { type GitHubClient, type RepoCoordinates } from '../github/reactions.js';
/** Where the poll cursor lives, beside the ledger. */
export declare const reactionCursorPath: (stateDir: string) => string;
/** How far back pull requests are polled by default: the score's 7-day window. */
export declare const DEFAULT_REACTION_LOOKBACK_DAYS = 7;
/** Reads the cursor of a state; a missing file is an empty cursor, a bad one an InputError. */
export declare function loadReactionCursor(store: StateStore): Promise<ReactionCursor>;
/** Canonical text of the cursor file. */
export declare function serializeReactionCursor(cursor: ReactionCursor): string;
/** A poll's result: the events to record, what was ignored, and the cursor file to commit. */
export interface ReactionPollResult extends FeedbackPoll {
    /** Subjects looked at (PR bodies and the agent's comments). */
    subjects: number;
    /** The cursor file: repository-relative path and canonical text. */
    cursorFile: {
        path: string;
        text: string;
    };
}
/** Polls reactions once. `notBefore` is the last cycle's instant (see `judgeReaction`). */
export declare function pollReactions(options: {
    client: GitHubClient;
    repository: RepoCoordinates;
    agents: readonly string[];
    operators: readonly string[];
    store: StateStore;
    notBefore: string | undefined;
    now: string;
    lookbackDays?: number;
}): Promise<ReactionPollResult>;
