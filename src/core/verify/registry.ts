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
import type { HintBase, VerifierKind } from './types.js';

/** The verifier kinds a `kind:` prefix selects, in the order the README lists them. */
export const VERIFIERS = [evidenceVerifier, checkVerifier, cmdVerifier, fileVerifier] as const;

type HintOf<V> = V extends VerifierKind<infer Hint> ? Hint : never;

/** What a `verify:` hint selects. */
export type VerifyHint = HintOf<(typeof VERIFIERS)[number] | typeof FALLBACK_VERIFIER>;

/** The verifier of a hint that names no kind (or names one with nothing after it). */
export const FALLBACK_VERIFIER = noneVerifier;

const BY_KIND: ReadonlyMap<string, VerifierKind<HintBase<string>>> = new Map(
  [...VERIFIERS, FALLBACK_VERIFIER].map((v) => [v.kind, v as VerifierKind<HintBase<string>>]),
);

/** The verifier kind that judges `hint`. */
export function verifierFor(hint: VerifyHint): VerifierKind<VerifyHint> {
  return (BY_KIND.get(hint.kind) ?? FALLBACK_VERIFIER) as VerifierKind<VerifyHint>;
}

/** The kind a prefix names (`cmd` → the command verifier), if any. */
export function verifierNamed(kind: string): VerifierKind<VerifyHint> | undefined {
  return VERIFIERS.some((v) => v.kind === kind)
    ? (BY_KIND.get(kind) as VerifierKind<VerifyHint>)
    : undefined;
}
