/**
 * The confession phase: a Confessor hat, rewarded only for finding problems, writes a
 * ConfessionReport in Markdown; the Confession Handler decides from it alone whether the loop
 * completes, retries, escalates, or asks for a new confession.
 *
 * The report is untrusted agent text: parsing never throws and reads each line once, with no
 * regular expression that can backtrack.
 */
/** The two topics a Confessor publishes. */
export type ConfessionTopic = 'confession.clean' | 'confession.issues_found';
/** The confidence a clean confession needs: clean and at least 80. */
export declare const CONFESSION_CONFIDENCE_THRESHOLD = 80;
/** Whether an objective was met, as the Confessor judged it; undefined when unreadable. */
export type ObjectiveMet = 'yes' | 'no' | 'partial';
/** One objective the work should satisfy: was it met, on what evidence, with what confidence. */
export interface ConfessionObjective {
    readonly objective: string;
    readonly met: ObjectiveMet | undefined;
    readonly evidence: string;
    /** 0–100; undefined when missing or out of range. */
    readonly confidence: number | undefined;
    /** 1-based line of the objective's heading or list item. */
    readonly line: number;
}
/** One uncertainty or shortcut; `major` ones escalate to a human instead of a retry. */
export interface ConfessionItem {
    readonly text: string;
    readonly major: boolean;
    readonly line: number;
}
/** A problem found while reading the report, with its 1-based line (0 for the whole report). */
export interface ConfessionDiagnostic {
    readonly line: number;
    readonly message: string;
}
/** A parsed ConfessionReport. */
export interface ConfessionReport {
    readonly objectives: ConfessionObjective[];
    readonly uncertainties: ConfessionItem[];
    readonly shortcuts: ConfessionItem[];
    /** The single easiest issue to verify: one concrete, testable claim ('' when absent). */
    readonly easiestIssueToVerify: string;
    /** The topic the Confessor chose; undefined when the report names neither. */
    readonly decision: ConfessionTopic | undefined;
    readonly diagnostics: ConfessionDiagnostic[];
}
/**
 * Parses a ConfessionReport from Markdown (the format of `examples/confession/`). Never throws;
 * what it cannot read becomes a diagnostic, and {@link decideConfession} treats an unreadable
 * report as untrustworthy.
 */
export declare function parseConfessionReport(markdown: string): ConfessionReport;
