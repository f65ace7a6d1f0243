/**
 * Evidence claims in a commit message: one trailer per gated topic (`Build-Done:` → `build.done`),
 * the trailer names coming from the gate registry. Kept out of `core/trailers.ts`, which every
 * reader of cycle commits loads, so that only the evidence gate's own code pulls the gates in.
 */
import { parseTrailers } from '../trailers.js';
import { GATES } from './gates/index.js';
import { closest } from '../render/text.js';
/** Trailer keys (lowercased) that carry evidence, and the gated topic each claims. */
export const EVIDENCE_TRAILERS = Object.fromEntries(GATES.map((gate) => [gate.trailer.toLowerCase(), gate.topic]));
/** Every `Build-Done:` / `Review-Done:` / `Verify-Passed:` trailer of a message, in order. */
export function evidenceClaimsFromMessage(message, options = {}) {
    const claims = [];
    for (const trailer of parseTrailers(message, options)) {
        const topic = EVIDENCE_TRAILERS[trailer.key.toLowerCase()];
        if (topic)
            claims.push({ topic, payload: trailer.lines.join('\n'), trailer: trailer.key });
    }
    return claims;
}
/**
 * Trailers of a message one typo from an evidence trailer (`Verify-Pass:` → `Verify-Passed`):
 * git keeps them as any other trailer, so the claim the author meant would never be judged.
 */
export function mistypedEvidenceTrailers(message, options = {}) {
    const names = GATES.map((gate) => gate.trailer);
    const mistyped = [];
    for (const { key } of parseTrailers(message, options)) {
        if (EVIDENCE_TRAILERS[key.toLowerCase()])
            continue;
        // Two edits at most: Gerrit's `Reviewed-on:` is three from `Review-Done`.
        const meant = closest(key, names, { maxEdits: 2 });
        if (meant)
            mistyped.push({ trailer: key, meant });
    }
    return mistyped;
}
