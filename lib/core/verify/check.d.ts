/** `check:<name>`: a GitHub check run or commit status on the claimed commit. */
import { type HintBase } from './types.js';
export interface CheckHint extends HintBase<'check'> {
    name: string;
}
export declare const checkVerifier: import("./types.js").VerifierKind<CheckHint>;
