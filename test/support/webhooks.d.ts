/** A webhook payload: plain JSON. */
export type WebhookPayload = {
    [key: string]: unknown;
};
/** The payload of a `schedule` run: the runner writes the cron expression and nothing else. */
export declare const SCHEDULE_PAYLOAD: WebhookPayload;
/**
 * A deep copy of the first recorded example of `event` (with `action`, when given), e.g.
 * `loadWebhookExample('pull_request', 'synchronize')`. `schedule` has no recorded example:
 * it returns the runner's payload.
 */
export declare function loadWebhookExample(event: string, action?: string): WebhookPayload;
/** The fields `adaptPayload` may rewrite; anything left out stays as recorded. */
export interface PayloadChanges {
    owner?: string;
    repo?: string;
    prNumber?: number;
    headSha?: string;
    baseRef?: string;
    commenter?: string;
    commentBody?: string;
    commentId?: number;
}
/**
 * A copy of `payload` with only the given fields rewritten: repository owner/name (also in the
 * PR's base and head repositories), PR number, head sha, base ref, the commenter (comment or review
 * author and the sender), the comment or review body and id. With `prNumber`, an `issue_comment`
 * payload becomes a comment on that pull request (GitHub marks those with `issue.pull_request`).
 */
export declare function adaptPayload(payload: WebhookPayload, changes: PayloadChanges): WebhookPayload;
