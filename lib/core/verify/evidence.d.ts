/** `evidence:<topic>`: an accepted claim of the topic since the last cycle. */
import { type HintBase } from './types.js';
export interface EvidenceHint extends HintBase<'evidence'> {
    topic: string;
}
export declare const evidenceVerifier: import("./types.js").VerifierKind<EvidenceHint>;
