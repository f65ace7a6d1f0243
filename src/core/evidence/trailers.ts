/**
 * Evidence claims in a commit message: one trailer per gated topic (`Build-Done:` → `build.done`),
 * the trailer names coming from the gate registry. Kept out of `core/trailers.ts`, which every
 * reader of cycle commits loads, so that only the evidence gate's own code pulls the gates in.
 */
import { parseTrailers, type TrailerOptions } from '../trailers.js';
import { GATES, type GatedTopic } from './gates/index.js';
import { closest } from '../render/text.js';

/** Trailer keys (lowercased) that carry evidence, and the gated topic each claims. */
export const EVIDENCE_TRAILERS: Readonly<Record<string, GatedTopic>> = Object.fromEntries(
  GATES.map((gate) => [gate.trailer.toLowerCase(), gate.topic]),
);

/** One evidence claim found in a commit message. */
export interface EvidenceClaim {
  readonly topic: GatedTopic | string;
  /** The trailer's value with its continuation lines kept as lines (a payload may split on either). */
  readonly payload: string;
  /** The trailer key as written, e.g. `Build-Done`. */
  readonly trailer: string;
}

/** Every `Build-Done:` / `Review-Done:` / `Verify-Passed:` trailer of a message, in order. */
export function evidenceClaimsFromMessage(
  message: string,
  options: TrailerOptions = {},
): EvidenceClaim[] {
  const claims: EvidenceClaim[] = [];
  for (const trailer of parseTrailers(message, options)) {
    const topic = EVIDENCE_TRAILERS[trailer.key.toLowerCase()];
    if (topic) claims.push({ topic, payload: trailer.lines.join('\n'), trailer: trailer.key });
  }
  return claims;
}

/**
 * Trailers of a message one typo from an evidence trailer (`Verify-Pass:` → `Verify-Passed`):
 * git keeps them as any other trailer, so the claim the author meant would never be judged.
 */
export function mistypedEvidenceTrailers(
  message: string,
  options: TrailerOptions = {},
): { trailer: string; meant: string }[] {
  const names = GATES.map((gate) => gate.trailer);
  const mistyped: { trailer: string; meant: string }[] = [];
  for (const { key } of parseTrailers(message, options)) {
    if (EVIDENCE_TRAILERS[key.toLowerCase()]) continue;
    // Two edits at most: Gerrit's `Reviewed-on:` is three from `Review-Done`.
    const meant = closest(key, names, { maxEdits: 2 });
    if (meant) mistyped.push({ trailer: key, meant });
  }
  return mistyped;
}
