/** What every gate reports about one payload, before index.ts turns it into an EvidenceResult. */
export interface GateOutcome {
  /** None of the gate's keys appeared at all. */
  readonly noEvidence: boolean;
  /** Dimensions present but failing, in the gate's order. */
  readonly failed: string[];
  /** Required dimensions absent from the payload, in the gate's order. */
  readonly missing: string[];
  /** Dimensions the payload says pass. */
  readonly claimedPassing: string[];
  /** Why each failing dimension fails (`complexity 12 is above 10`), for the message. */
  readonly reasons: string[];
  /** Non-blocking diagnostics. */
  readonly warnings: string[];
}

/** A hard threshold (not configurable): `quality.coverage` below 80 % fails. */
export const COVERAGE_THRESHOLD = 80;
/** A hard threshold (not configurable): `quality.mutation` below 70 % fails. */
export const MUTATION_THRESHOLD = 70;
/** A hard threshold (not configurable): `complexity` above 10 fails. */
export const COMPLEXITY_THRESHOLD = 10;

/** Collects a gate's findings in the order its dimensions are checked. */
export class OutcomeBuilder {
  readonly failed: string[] = [];
  readonly missing: string[] = [];
  readonly claimedPassing: string[] = [];
  readonly reasons: string[] = [];
  readonly warnings: string[] = [];

  pass(dimension: string): void {
    this.claimedPassing.push(dimension);
  }

  fail(dimension: string, reason: string): void {
    this.failed.push(dimension);
    this.reasons.push(reason);
  }

  miss(dimension: string): void {
    this.missing.push(dimension);
  }

  build(noEvidence: boolean): GateOutcome {
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
export function givenTwiceReason(key: string): string {
  return `${key} is given more than once with different values`;
}

/** Describes a pass/fail value that is not `pass`, quoting what the agent wrote (shortened). */
export function notPassReason(key: string, value: string): string {
  const shown = value.trim();
  const quoted = shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
  return `${key} is '${quoted}', not '${key}: pass'`;
}

/** Options every gate receives. */
export interface GateOptions {
  /** The configurable mutation score warn threshold (0–100); advisory only. */
  readonly mutationWarnThreshold?: number | undefined;
}

/**
 * One gated topic, everything about it in one place: the registry (`gates/index.ts`) derives the
 * topic list, the rewrite to its blocked topic, its commit trailer, its messages and the README's
 * table from these.
 */
export interface GateDescriptor<Topic extends string = string, Blocked extends string = string> {
  /** The topic the agent emits, e.g. `build.done`. */
  readonly topic: Topic;
  /** What a failing claim is published as, e.g. `build.blocked`. */
  readonly blockedTopic: Blocked;
  /** The commit trailer that carries the claim, as written, e.g. `Build-Done`. */
  readonly trailer: string;
  /** The dimensions the gate requires, in the documented order (messages sort by it). */
  readonly required: readonly string[];
  /** The prefix of the payload's keys (`quality.` for verify.passed), for the no-evidence message. */
  readonly keyPrefix: string;
  /** How a passing payload reads, for the message the agent gets back. */
  readonly expectedPayload: string;
  /** The words before the failing dimensions in a blocked message. */
  readonly failedHeadline: string;
  /** The README's table row: required evidence, and the optional checks that block when negative. */
  readonly docs: { readonly requires: string; readonly blocksWhenNegative: string };
  evaluate(payload: string, options: GateOptions): GateOutcome;
}
