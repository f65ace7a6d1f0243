/**
 * The Confession Handler's decision: from a ConfessionReport alone, complete the loop, retry the
 * build, escalate to a human, or ask for a new confession. The report itself is parsed by
 * ./confession-report.ts.
 */
import { type ConfessionReport, type ConfessionTopic } from './confession-report.js';
export * from './confession-report.js';
/**
 * What the Handler found when it ran the report's single easiest issue to verify (the Handler's
 * first step): `confirmed` when the claim holds (the confessed issue is real, or, for a clean
 * report, the positive claim is true), `refuted` when it does not.
 */
export type EasiestIssueCheck = 'confirmed' | 'refuted';
/** What the Confession Handler does next. */
export type ConfessionAction = 'accept' | 'retry' | 'escalate' | 'reconfess';
/** The topic the Handler publishes for each action. */
export declare const CONFESSION_PUBLISHES: {
    readonly accept: "LOOP_COMPLETE";
    readonly retry: "build.task";
    readonly escalate: "escalate.human";
    readonly reconfess: "build.done";
};
/** The Handler's decision on one ConfessionReport. */
export interface ConfessionDecision {
    readonly action: ConfessionAction;
    readonly publish: (typeof CONFESSION_PUBLISHES)[ConfessionAction];
    /** What the Confessor should have published, from the report's content (any issue or confidence < 80 → issues found). */
    readonly expected: ConfessionTopic;
    /** The lowest objective confidence (0 when an objective has none, or there are no objectives). */
    readonly confidence: number;
    /** Why: every issue found, and what decided the action. */
    readonly reasons: string[];
}
/**
 * The Handler's decision rules, applied to the report's content rather than to its stated decision
 * alone, so that a report saying `confession.clean` over a list of shortcuts is not trusted:
 *
 * - any unmet or partial objective, any uncertainty or shortcut, or any confidence below 80 →
 *   `confession.issues_found`; only a report with none of these and a `confession.clean` decision is clean;
 * - issues found: the easiest issue refuted → the confession is unreliable → `reconfess`; a major
 *   uncertainty or shortcut → `escalate`; otherwise `retry` with the confessed fixes;
 * - clean: the positive claim refuted → `retry`; otherwise `accept` (`LOOP_COMPLETE`);
 * - a report that cannot be read (no objectives, no decision, no easiest issue to verify) →
 *   `reconfess`: without its trust anchor a report cannot be calibrated.
 */
export declare function decideConfession(report: ConfessionReport, check: EasiestIssueCheck): ConfessionDecision;
