/** A hard threshold (not configurable): `quality.coverage` below 80 % fails. */
export const COVERAGE_THRESHOLD = 80;
/** A hard threshold (not configurable): `quality.mutation` below 70 % fails. */
export const MUTATION_THRESHOLD = 70;
/** A hard threshold (not configurable): `complexity` above 10 fails. */
export const COMPLEXITY_THRESHOLD = 10;
/** Collects a gate's findings in the order its dimensions are checked. */
export class OutcomeBuilder {
    failed = [];
    missing = [];
    claimedPassing = [];
    reasons = [];
    warnings = [];
    pass(dimension) {
        this.claimedPassing.push(dimension);
    }
    fail(dimension, reason) {
        this.failed.push(dimension);
        this.reasons.push(reason);
    }
    miss(dimension) {
        this.missing.push(dimension);
    }
    build(noEvidence) {
        return {
            noEvidence,
            failed: this.failed,
            missing: this.missing,
            claimedPassing: this.claimedPassing,
            reasons: this.reasons,
            warnings: this.warnings,
        };
    }
}
/** A key the payload gives twice with different values fails its dimension, whatever either says. */
export function givenTwiceReason(key) {
    return `${key} is given more than once with different values`;
}
/** Describes a pass/fail value that is not `pass`, quoting what the agent wrote (shortened). */
export function notPassReason(key, value) {
    const shown = value.trim();
    const quoted = shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
    return `${key} is '${quoted}', not '${key}: pass'`;
}
