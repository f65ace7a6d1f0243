/**
 * The evidence gates (docs/evidence-gates.md): an agent's `build.done`, `review.done` and
 * `verify.passed` claims are accepted only with passing evidence, otherwise rewritten to
 * `build.blocked`, `review.blocked` or `verify.failed` with a message naming each failing
 * dimension. Every other topic passes through untouched.
 */
import type { EvidenceResult } from '../model.js';
import { type BlockedTopic, type GatedTopic } from './gates/index.js';
export { COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, MUTATION_THRESHOLD } from './gate.js';
export type { GateDescriptor } from './gate.js';
export { GATES, type BlockedTopic, type GatedTopic } from './gates/index.js';
export { EVIDENCE_TRAILERS, evidenceClaimsFromMessage, mistypedEvidenceTrailers, type EvidenceClaim, } from './trailers.js';
/** The gated topics, in the documented order. */
export declare const GATED_TOPICS: readonly GatedTopic[];
/** Options of {@link evaluateEvidence}. */
export interface EvidenceOptions {
    /**
     * The mutation score warn threshold (0–100) below which an accepted `build.done` gets a warning.
     * Advisory: it adds warnings to an accepted `build.done`, never blocks.
     */
    readonly mutationWarnThreshold?: number | undefined;
}
/** True for exactly `build.done`, `review.done` and `verify.passed` (`build.complete` is not gated). */
export declare function isGatedTopic(topic: string): topic is GatedTopic;
/**
 * The gated topic `topic` is a typo of (`verify.pass`, `Build.Done` → `verify.passed`,
 * `build.done`), else undefined. Every other topic passes through ungated, so a typo would skip
 * the gate in silence: a claim of it proves nothing, and an `evidence:` hint naming it accepts one.
 */
export declare function mistypedGatedTopic(topic: string): GatedTopic | undefined;
/** `unknown topic verify.pass; did you mean verify.passed?`, or undefined for a fine topic. */
export declare function mistypedTopicMessage(topic: string): string | undefined;
/** The topic a failing claim is rewritten to: `build.blocked`, `review.blocked`, `verify.failed`. */
export declare function blockedTopicFor(topic: GatedTopic): BlockedTopic;
export declare function blockedTopicFor(topic: string): BlockedTopic | undefined;
/**
 * Evaluates one claim. Never throws on any payload text; runs in
 * time linear in the payload's length.
 *
 * @param topic the topic the agent emitted
 * @param payload the evidence text (ANSI colours allowed; comma-separated or one check per line)
 * @throws RangeError when `mutationWarnThreshold` is not a number from 0 to 100
 */
export declare function evaluateEvidence(topic: string, payload: string, options?: EvidenceOptions): EvidenceResult;
