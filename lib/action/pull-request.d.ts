import { EVIDENCE_CHECK } from '../app/pull-request-gate.js';
import type { EventHandler } from './handler.js';
export { EVIDENCE_CHECK };
/** The handler for every PR event. */
export declare const pullRequestGate: EventHandler;
