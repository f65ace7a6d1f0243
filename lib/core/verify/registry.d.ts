import type { VerifierKind } from './types.js';
/** The verifier kinds a `kind:` prefix selects, in the order the README lists them. */
export declare const VERIFIERS: readonly [VerifierKind<import("./evidence.js").EvidenceHint>, VerifierKind<import("./check.js").CheckHint>, VerifierKind<import("./cmd.js").CmdHint>, VerifierKind<import("./file.js").FileHint>];
type HintOf<V> = V extends VerifierKind<infer Hint> ? Hint : never;
/** What a `verify:` hint selects. */
export type VerifyHint = HintOf<(typeof VERIFIERS)[number] | typeof FALLBACK_VERIFIER>;
/** The verifier of a hint that names no kind (or names one with nothing after it). */
export declare const FALLBACK_VERIFIER: VerifierKind<import("./none.js").NoneHint>;
/** The verifier kind that judges `hint`. */
export declare function verifierFor(hint: VerifyHint): VerifierKind<VerifyHint>;
/** The kind a prefix names (`cmd` → the command verifier), if any. */
export declare function verifierNamed(kind: string): VerifierKind<VerifyHint> | undefined;
export {};
