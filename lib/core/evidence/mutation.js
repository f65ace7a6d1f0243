/**
 * The mutation warnings: `mutants:` on `build.done` never blocks, it only warns, row by row as
 * docs/evidence-gates.md says.
 */
import { formatNumber, percentage, saysPass, startsWithLower } from './parse.js';
/** Reads a `mutants:` value; undefined when the payload has no mutation evidence. */
export function readMutants(value) {
    if (value === undefined)
        return undefined;
    const status = saysPass(value)
        ? 'pass'
        : startsWithLower(value, 'warn')
            ? 'warn'
            : startsWithLower(value, 'fail')
                ? 'fail'
                : 'unknown';
    return { status, score: percentage(value) };
}
/**
 * The warnings for one accepted `build.done`.
 *
 * @param threshold the configured `mutation_score_warn_threshold`, or undefined when not configured
 */
export function mutationWarnings(mutants, threshold) {
    if (mutants === undefined) {
        return threshold === undefined ? [] : ['missing mutation evidence'];
    }
    const score = mutants.score === undefined ? undefined : `${formatNumber(mutants.score)}%`;
    switch (mutants.status) {
        case 'fail':
            return ['mutation testing failed'];
        case 'warn':
            return [`mutation testing warned (score ${score ?? 'not reported'})`];
        case 'unknown':
            return ['mutation testing status unknown'];
        case 'pass':
            if (threshold === undefined)
                return [];
            if (mutants.score === undefined) {
                return [`mutation score missing (threshold ${formatNumber(threshold)}%)`];
            }
            return mutants.score < threshold
                ? [`mutation score ${score} below threshold ${formatNumber(threshold)}%`]
                : [];
    }
}
