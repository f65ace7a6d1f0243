/**
 * The Confession Handler's decision: from a ConfessionReport alone, complete the loop, retry the
 * build, escalate to a human, or ask for a new confession. The report itself is parsed by
 * ./confession-report.ts.
 */
import { CONFESSION_CONFIDENCE_THRESHOLD, } from './confession-report.js';
export * from './confession-report.js';
/** The topic the Handler publishes for each action. */
export const CONFESSION_PUBLISHES = {
    accept: 'LOOP_COMPLETE',
    retry: 'build.task',
    escalate: 'escalate.human',
    // The Confessor triggers on build.done: re-publishing it asks for a new confession.
    reconfess: 'build.done',
};
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
export function decideConfession(report, check) {
    const reasons = [];
    // A loop, not Math.min(...spread): a report may list more objectives than the stack holds.
    let confidence = report.objectives.length === 0 ? 0 : 100;
    for (const objective of report.objectives) {
        confidence = Math.min(confidence, objective.confidence ?? 0);
    }
    for (const objective of report.objectives) {
        const name = `'${shorten(objective.objective)}'`;
        if (objective.met === 'no')
            reasons.push(`objective ${name} is not met`);
        else if (objective.met === 'partial')
            reasons.push(`objective ${name} is only partly met`);
        else if (objective.met === undefined)
            reasons.push(`objective ${name} does not say whether it is met`);
        if (objective.confidence === undefined)
            reasons.push(`objective ${name} has no confidence`);
        else if (objective.confidence < CONFESSION_CONFIDENCE_THRESHOLD) {
            reasons.push(`objective ${name} has confidence ${objective.confidence} < ${CONFESSION_CONFIDENCE_THRESHOLD}`);
        }
    }
    for (const item of report.uncertainties)
        reasons.push(`uncertainty: ${shorten(item.text)}`);
    for (const item of report.shortcuts)
        reasons.push(`shortcut: ${shorten(item.text)}`);
    const issuesFound = reasons.length > 0 || report.decision !== 'confession.clean';
    const expected = issuesFound ? 'confession.issues_found' : 'confession.clean';
    if (report.decision === 'confession.clean' && issuesFound) {
        reasons.push('the report says confession.clean but lists issues: treated as issues found');
    }
    const decide = (action, why) => ({
        action,
        publish: CONFESSION_PUBLISHES[action],
        expected,
        confidence,
        reasons: [...reasons, why],
    });
    const unreadable = [
        report.objectives.length === 0 ? 'no objectives' : '',
        report.decision === undefined ? 'no decision' : '',
        report.easiestIssueToVerify === '' ? 'no single easiest issue to verify' : '',
    ].filter((missing) => missing !== '');
    if (unreadable.length > 0) {
        return decide('reconfess', `the report cannot be trusted (${unreadable.join(', ')}): ask for a new confession`);
    }
    if (issuesFound) {
        if (check === 'refuted') {
            return decide('reconfess', 'the easiest issue to verify did not reproduce: the confession is unreliable, ask for a new one');
        }
        if ([...report.uncertainties, ...report.shortcuts].some((item) => item.major)) {
            return decide('escalate', 'a major issue was confessed: escalate to a human');
        }
        return decide('retry', 'retry the build with the confessed issues fixed');
    }
    if (check === 'refuted') {
        return decide('retry', 'the positive claim checked does not hold: the clean confession is wrong, retry the build');
    }
    return decide('accept', `clean, confidence ${confidence} >= ${CONFESSION_CONFIDENCE_THRESHOLD} and the positive claim holds: complete`);
}
function shorten(text) {
    const line = text.split('\n', 1)[0] ?? '';
    return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}
