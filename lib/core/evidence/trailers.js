/**
 * Evidence claims in a commit message: one trailer per gated topic (`Build-Done:` → `build.done`),
 * the trailer names coming from the gate registry. Kept out of `core/trailers.ts`, which every
 * reader of cycle commits loads, so that only the evidence gate's own code pulls the gates in.
 */
import { parseTrailers } from '../trailers.js';
import { GATES } from './gates/index.js';
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
