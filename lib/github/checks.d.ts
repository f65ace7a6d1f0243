/** Check runs: the gate's verdict as a completed check on a commit. */
import type { RepoRef } from './pull-request.js';
import type { GitHub } from './octokit.js';
/** A file-less note on a check run (GitHub requires a path; the gate names the contract's). */
export interface CheckAnnotation {
    path: string;
    level: 'notice' | 'warning' | 'failure';
    title: string;
    message: string;
}
/** A completed check run to post. */
export interface CompletedCheck {
    name: string;
    headSha: string;
    conclusion: 'success' | 'failure' | 'neutral';
    title: string;
    /** Markdown, at most 65,535 characters. */
    summary: string;
    detailsUrl?: string | undefined;
    annotations?: readonly CheckAnnotation[];
    completedAt: Date;
}
/** Posts a completed check run (more than 50 annotations go in follow-up updates); its id. */
export declare function postCompletedCheck(github: GitHub, where: RepoRef, check: CompletedCheck): Promise<number>;
/** A write the token may not make: a fork PR's read-only token (403), or no such permission. */
export declare function isWriteForbidden(error: unknown): boolean;
