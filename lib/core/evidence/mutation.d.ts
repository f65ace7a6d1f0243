/** What a `mutants:` value says. */
export interface MutantsEvidence {
    /** `pass` is the exact, case-sensitive word; `warn` / `fail` are case-insensitive prefixes (`warning`, `FAILED`). */
    readonly status: 'pass' | 'warn' | 'fail' | 'unknown';
    /** The number right before `%` (`pass (82%)` → 82). */
    readonly score: number | undefined;
}
/** Reads a `mutants:` value; undefined when the payload has no mutation evidence. */
export declare function readMutants(value: string | undefined): MutantsEvidence | undefined;
/**
 * The warnings for one accepted `build.done`.
 *
 * @param threshold the configured `mutation_score_warn_threshold`, or undefined when not configured
 */
export declare function mutationWarnings(mutants: MutantsEvidence | undefined, threshold: number | undefined): string[];
