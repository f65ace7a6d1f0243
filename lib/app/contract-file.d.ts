import type { Config } from '../config.js';
import type { ContractDiagnostic, HeartbeatContract } from '../core/model.js';
/** Loads and parses the configured contract; errors name the file and line. */
export declare function loadContract(root: string, config: Config): Promise<HeartbeatContract>;
/** The configured contract's text; a missing file or one that is not UTF-8 is an input error. */
export declare function readContractText(root: string, config: Config): Promise<string>;
/** The contract's text, or an error diagnostic on the line of its first byte that is not UTF-8. */
export declare function decodeContractBytes(bytes: Uint8Array, file: string): {
    text: string;
} | {
    diagnostic: ContractDiagnostic;
};
