/** Any other hint (the seed's default `task_completed` included): no verifier of its own. */
import { type HintBase } from './types.js';
export type NoneHint = HintBase<'none'>;
export declare const noneVerifier: import("./types.js").VerifierKind<NoneHint>;
