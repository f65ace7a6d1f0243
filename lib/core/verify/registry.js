/**
 * The registry of verifier kinds. Adding one is a file in this folder (a `defineVerifier`) and one
 * line below (plus, when it reads something new from the world, an observer in
 * `src/app/verifiers/observers.ts`): hint parsing, planning, judging, `lint` and the README's
 * table follow from it.
 */
import { checkVerifier } from './check.js';
import { cmdVerifier } from './cmd.js';
import { evidenceVerifier } from './evidence.js';
import { fileVerifier } from './file.js';
import { noneVerifier } from './none.js';
/** The verifier kinds a `kind:` prefix selects, in the order the README lists them. */
export const VERIFIERS = [evidenceVerifier, checkVerifier, cmdVerifier, fileVerifier];
/** The verifier of a hint that names no kind (or names one with nothing after it). */
export const FALLBACK_VERIFIER = noneVerifier;
const BY_KIND = new Map([...VERIFIERS, FALLBACK_VERIFIER].map((v) => [v.kind, v]));
/** The verifier kind that judges `hint`. */
export function verifierFor(hint) {
    return (BY_KIND.get(hint.kind) ?? FALLBACK_VERIFIER);
}
/** The kind a prefix names (`cmd` → the command verifier), if any. */
export function verifierNamed(kind) {
    return VERIFIERS.some((v) => v.kind === kind)
        ? BY_KIND.get(kind)
        : undefined;
}
