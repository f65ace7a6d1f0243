/**
 * The mutation warnings: `mutants:` on `build.done` never blocks, it only warns, row by row as
 * docs/evidence-gates.md says.
 */
import { formatNumber, percentage, saysPass, startsWithLower } from './parse.js';

/** What a `mutants:` value says. */
export interface MutantsEvidence {
  /** `pass` is the exact, case-sensitive word; `warn` / `fail` are case-insensitive prefixes (`warning`, `FAILED`). */
  readonly status: 'pass' | 'warn' | 'fail' | 'unknown';
  /** The number right before `%` (`pass (82%)` → 82). */
  readonly score: number | undefined;
}

/** Reads a `mutants:` value; undefined when the payload has no mutation evidence. */
export function readMutants(value: string | undefined): MutantsEvidence | undefined {
  if (value === undefined) return undefined;
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
export function mutationWarnings(
  mutants: MutantsEvidence | undefined,
  threshold: number | undefined,
): string[] {
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
      if (threshold === undefined) return [];
      if (mutants.score === undefined) {
        return [`mutation score missing (threshold ${formatNumber(threshold)}%)`];
      }
      return mutants.score < threshold
        ? [`mutation score ${score} below threshold ${formatNumber(threshold)}%`]
        : [];
  }
}
