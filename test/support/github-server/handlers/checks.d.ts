import { type Handler } from '../context.js';
/** Annotations posted with each check run (GitHub serves them from their own endpoint). */
export declare const annotationsByRun: WeakMap<{
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
}, {
    path: string;
    start_line: number;
    end_line: number;
    start_column: number | null;
    end_column: number | null;
    annotation_level: string | null;
    title: string | null;
    message: string | null;
    raw_details: string | null;
    blob_href: string;
}[]>;
/** Handlers by operationId. */
export declare const checkHandlers: Record<string, Handler>;
