import { type PullRequestGateDecision } from '../pull-request-gate.js';
/** The hidden first line that marks the sticky comment, so later runs edit it instead of adding one. */
export declare const STICKY_MARKER = "<!-- heartbeat-gate:evidence -->";
/** GitHub's limit on a comment body and on a check run's summary. */
export declare const GITHUB_TEXT_LIMIT = 65535;
/**
 * Untrusted text as an inline code span: rendered literally (no HTML, links or mentions), with a
 * fence longer than any backtick run inside it.
 */
export declare function code(text: string): string;
/** The evidence table: one row per topic. */
export declare function renderEvidenceTable(decision: PullRequestGateDecision): string;
/** The headline with its icon. */
export declare function renderHeadline(decision: PullRequestGateDecision): string;
/**
 * The full report (sticky comment body after the marker, the check's summary): what to fix first,
 * then thrashing, stale claims, gate changes, the table, warnings and ignored claims.
 */
export declare function renderEvidenceReport(decision: PullRequestGateDecision, context: ReportContext): string;
/** What the report says besides the decision. */
export interface ReportContext {
    headSha: string;
    requiredTopics: readonly string[];
    /** Markdown notes from the adapter (already escaped), e.g. "no agent logins configured". */
    notes?: readonly string[];
}
/** The sticky comment's body: the marker, then the report. */
export declare function renderStickyComment(decision: PullRequestGateDecision, context: ReportContext): string;
