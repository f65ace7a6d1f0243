/**
 * Evidence claims on a pull request (DESIGN "Formats"): fenced blocks in PR comments whose info
 * string is the topic, and trailers on the head commit. Only the agent's own claims count, a
 * comment written before the head was pushed is stale, and the latest claim per topic decides.
 */
import { type CommitPerson } from './identity.js';
/** A `{ topic, payload }` pair found in a comment body or a commit message. */
export interface RawClaim {
    topic: string;
    payload: string;
}
/** A PR comment as the claims see it (any of issue comments, review bodies, review comments). */
export interface ClaimComment {
    id: number | string;
    author: string;
    body: string;
    /** ISO-8601. */
    createdAt: string;
    /** ISO-8601; an edit after the push makes the comment's claims fresh. */
    updatedAt?: string;
    url?: string;
}
export type { CommitPerson } from './identity.js';
/** The PR's head commit. */
export interface HeadCommit {
    sha: string;
    author?: CommitPerson;
    committer?: CommitPerson;
    /** People named in `Co-authored-by:` trailers. */
    coAuthors?: CommitPerson[];
    /** Claims in its trailers (`Build-Done:` → `build.done`), already parsed. */
    trailerClaims: RawClaim[];
    /** ISO-8601 instant the head was pushed (comments older than this are stale). */
    pushedAt: string;
    url?: string;
}
/** One claim, trusted or not, with where it came from. */
export interface Claim extends RawClaim {
    source: 'comment' | 'trailer';
    /** Stable id: `comment:<id>:<topic>` or `commit:<sha>:<topic>` (the ledger key). */
    id: string;
    author: string;
    /** ISO-8601 instant the claim was written (comment edit time, or the push time). */
    at: string;
    url?: string;
    /** Written before the current head was pushed: it describes other code. */
    stale: boolean;
}
/** A claim that does not count, and why. */
export interface IgnoredClaim extends Claim {
    reason: 'untrusted-author' | 'not-agent-commit';
}
/** The claims of a PR, split into the agent's and everyone else's. */
export interface CollectedClaims {
    /** The agent's claims, oldest first. */
    claims: Claim[];
    /** Claims by anyone else, listed so the operator sees they were ignored. */
    ignored: IgnoredClaim[];
}
/**
 * The fenced code blocks of a Markdown body whose info string is a topic, in order (CommonMark
 * fences: up to three spaces of indent, a closing fence of the same character at least as long;
 * an unclosed fence runs to the end). Fences inside block quotes or lists are quotes, not claims,
 * and fences inside an HTML comment block are invisible on GitHub, so not claims either.
 */
export declare function claimsFromCommentBody(body: string): RawClaim[];
/**
 * Every claim on the PR: fenced blocks in the comments and trailers of the head commit, each
 * marked stale or not, split into the agent's and ignored ones. Trailers of older commits are
 * never passed in: a trailer claim describes its own commit, which must be the head.
 */
export declare function collectClaims(input: {
    comments: readonly ClaimComment[];
    headCommit: HeadCommit;
    agents: readonly string[];
}): CollectedClaims;
/**
 * The latest claim per topic, in the order topics were first claimed. Claims sort by time; on
 * equal times a trailer (the pushed code itself) wins over a comment.
 */
export declare function latestClaimPerTopic(claims: readonly Claim[]): Map<string, Claim>;
/** Where the gate's own inputs live; a PR touching any of them changes the gate itself. */
export interface GatePaths {
    /** HEARTBEAT.md (configurable). */
    contractPath: string;
    /** The configuration file, e.g. `.heartbeat/config.json`. */
    configPath: string;
    /** The state folder, e.g. `.heartbeat/`. */
    stateDir: string;
    /** Extra paths or folders (ending in `/`) to guard, e.g. `action.yml`. */
    extra?: readonly string[];
}
/**
 * The changed files that belong to the gate itself: workflows, the contract, the configuration
 * and the state folder. Renamed files count under both names (pass both).
 */
export declare function gateFilesChanged(files: readonly string[], paths: GatePaths): string[];
