/**
 * One claim judged by the evidence gates, in the shape `evidence --json` prints and the MCP tool
 * returns. Kept free of zod and git: the commit-msg hook's chunk loads it.
 */
import { evaluateEvidence } from '../core/evidence/index.js';
/** Judges `payload` as a claim of `topic` (pass-through topics are accepted untouched). */
export function evidenceReport(topic, payload, options = {}) {
    const { published, accepted, failed, missing, warnings, message } = evaluateEvidence(topic, payload, options);
    return { topic, published, accepted, failed, missing, warnings, message };
}
