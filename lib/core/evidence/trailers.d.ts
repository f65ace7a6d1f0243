/**
 * Evidence claims in a commit message: one trailer per gated topic (`Build-Done:` → `build.done`),
 * the trailer names coming from the gate registry. Kept out of `core/trailers.ts`, which every
 * reader of cycle commits loads, so that only the evidence gate's own code pulls the gates in.
 */
import { type TrailerOptions } from '../trailers.js';
import { type GatedTopic } from './gates/index.js';
/** Trailer keys (lowercased) that carry evidence, and the gated topic each claims. */
export declare const EVIDENCE_TRAILERS: Readonly<Record<string, GatedTopic>>;
/** One evidence claim found in a commit message. */
export interface EvidenceClaim {
    readonly topic: GatedTopic | string;
    /** The trailer's value with its continuation lines kept as lines (a payload may split on either). */
    readonly payload: string;
    /** The trailer key as written, e.g. `Build-Done`. */
    readonly trailer: string;
}
/** Every `Build-Done:` / `Review-Done:` / `Verify-Passed:` trailer of a message, in order. */
export declare function evidenceClaimsFromMessage(message: string, options?: TrailerOptions): EvidenceClaim[];
/**
 * Trailers of a message one typo from an evidence trailer (`Verify-Pass:` → `Verify-Passed`):
 * git keeps them as any other trailer, so the claim the author meant would never be judged.
 */
export declare function mistypedEvidenceTrailers(message: string, options?: TrailerOptions): {
    trailer: string;
    meant: string;
}[];
