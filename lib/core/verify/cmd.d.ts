/** `cmd:<command>`: the exit status of a command the trusted contract holds. */
import { type HintBase } from './types.js';
export interface CmdHint extends HintBase<'cmd'> {
    command: string;
}
export declare const cmdVerifier: import("./types.js").VerifierKind<CmdHint>;
