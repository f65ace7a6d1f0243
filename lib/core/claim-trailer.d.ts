import { type EvidenceOptions } from './evidence/index.js';
import type { EvidenceResult, GatedTopic } from './model.js';
/** A claim turned into a trailer block, or refused with the gate's verdict. */
export type ClaimTrailer = {
    readonly accepted: true;
    readonly trailer: string;
    readonly result: EvidenceResult;
} | {
    readonly accepted: false;
    readonly result: EvidenceResult;
};
/** `build.done` → `Build-Done`: the key the commit-msg gate reads for a topic. */
export declare function trailerKeyFor(topic: GatedTopic): string;
/**
 * The payload as one trailer: its first line after the key, every further line a continuation
 * line (indented, as git folds them), blank lines dropped since a blank line ends the trailers.
 */
export declare function formatEvidenceTrailer(topic: GatedTopic, payload: string): string;
/** The trailer block for a claim the gate accepts; a blocked claim is refused with its verdict. */
export declare function buildClaimTrailer(topic: GatedTopic, payload: string, options?: EvidenceOptions): ClaimTrailer;
