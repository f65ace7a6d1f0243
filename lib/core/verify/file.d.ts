import { type HintBase } from './types.js';
export interface FileHint extends HintBase<'file'> {
    pattern: string;
}
/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
export declare function changedMatching(paths: readonly string[], pattern: string): string[];
export declare const fileVerifier: import("./types.js").VerifierKind<FileHint>;
