import type { GitHubServer } from '../support/github-server/index.js';
import { type WebhookPayload } from '../support/webhooks.js';
export declare const OWNER = "acme";
export declare const REPO = "widgets";
export declare const REPOSITORY = "acme/widgets";
export declare const AGENT = "ralph-agent[bot]";
export declare const EVIDENCE_CHECK = "heartbeat-gate / evidence";
export declare const FAILING_LINT = "```build.done\ntests: pass\nlint: fail\ntypecheck: pass\naudit: pass\ncoverage: pass\ncomplexity: 4\nduplication: pass\n```";
export declare const PASSING = "```build.done\ntests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass\n```";
/** A test clock for the server: every seeded or written record gets a later time. */
export declare class Clock {
    private t;
    constructor(server: GitHubServer);
    /** Moves the clock on by `minutes`. */
    tick(minutes?: number): void;
}
/** A fresh PR by the agent with one head commit by the agent; its number and head sha. */
export declare function seedAgentPullRequest(server: GitHubServer, clock: Clock, options?: {
    headRepo?: string;
    message?: string;
}): {
    number: number;
    headSha: string;
};
/** The agent (or `user`) writes a comment on the PR. */
export declare function comment(server: GitHubServer, clock: Clock, number: number, body: string, user?: string): number;
/** The recorded `issue_comment.created` payload, made a comment on PR `number`. */
export declare function issueCommentPayload(number: number, commenter?: string): WebhookPayload;
/** The recorded `pull_request` payload of `action`, for PR `number` at `headSha`. */
export declare function pullRequestPayload(number: number, headSha: string, action?: string): WebhookPayload;
/** The evidence check runs on `sha`, oldest first. */
export declare function evidenceChecks(server: GitHubServer, sha: string): {
    id: number | bigint;
    head_sha: string;
    node_id: string;
    external_id: string | null;
    url: string;
    html_url: string | null;
    details_url: string | null;
    status: "queued" | "in_progress" | "completed" | "waiting" | "requested" | "pending";
    conclusion: "success" | "failure" | "neutral" | "cancelled" | "skipped" | "timed_out" | "action_required" | null;
    started_at: string | null;
    completed_at: string | null;
    output: {
        title: string | null;
        summary: string | null;
        text: string | null;
        annotations_count: number;
        annotations_url: string;
    };
    name: string;
    check_suite: {
        id: number;
    } | null;
    app: import("@octokit/openapi-types").components["schemas"]["nullable-integration"];
    pull_requests: import("@octokit/openapi-types").components["schemas"]["pull-request-minimal"][];
    deployment?: import("@octokit/openapi-types").components["schemas"]["deployment-simple"];
}[];
/** The comments on the PR carrying the sticky marker. */
export declare function stickyComments(server: GitHubServer, number: number): {
    id: number | bigint;
    node_id: string;
    url: string;
    body?: string;
    body_text?: string;
    body_html?: string;
    html_url: string;
    user: import("@octokit/openapi-types").components["schemas"]["nullable-simple-user"];
    created_at: string;
    updated_at: string;
    issue_url: string;
    author_association?: import("@octokit/openapi-types").components["schemas"]["author-association"];
    performed_via_github_app?: import("@octokit/openapi-types").components["schemas"]["nullable-integration"];
    reactions?: import("@octokit/openapi-types").components["schemas"]["reaction-rollup"];
    pin?: import("@octokit/openapi-types").components["schemas"]["nullable-pinned-issue-comment"];
    minimized?: import("@octokit/openapi-types").components["schemas"]["nullable-issue-comment-minimized"];
}[];
/** The text a reader sees once GitHub renders `body` (tags dropped, entities decoded). */
export declare function renderedText(body: string | undefined): string;
