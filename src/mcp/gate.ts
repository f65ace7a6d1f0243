/**
 * The evidence gates as the MCP tools use them, bundled into the CLI's "gate" chunk with
 * `evidence` and `check-commit`: one copy of the gates, so the commit-msg hook still loads a
 * single chunk (were the registry reached from the server's own chunk too, it would be split
 * into a third).
 */
export { evidenceVerdict } from '../app/evidence-report.js';
export { buildClaimTrailer } from '../core/claim-trailer.js';
export { GATED_TOPIC_NAMES } from '../core/evidence/gates/index.js';
