import type { CliCommand } from '../io.js';
/** For `cycle --verify`, which judges commit claims with the same gate without a second copy. */
export { evaluateEvidence, evidenceClaimsFromMessage } from '../../core/evidence/index.js';
export declare const command: CliCommand;
