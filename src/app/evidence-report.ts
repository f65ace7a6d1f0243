/**
 * One claim judged by the evidence gates, in the shape `evidence --json` prints and the MCP tool
 * returns. Kept free of zod and git: the commit-msg hook's chunk loads it.
 */
import { evaluateEvidence, type EvidenceOptions } from '../core/evidence/index.js';
import type { EvidenceResult } from '../core/model.js';

/** What the gate publishes for a claim and the message the agent reads next. */
export type EvidenceReport = Pick<
  EvidenceResult,
  'topic' | 'published' | 'accepted' | 'failed' | 'missing' | 'warnings' | 'message'
>;

/** Judges `payload` as a claim of `topic` (pass-through topics are accepted untouched). */
export function evidenceReport(
  topic: string,
  payload: string,
  options: EvidenceOptions = {},
): EvidenceReport {
  const { published, accepted, failed, missing, warnings, message } = evaluateEvidence(
    topic,
    payload,
    options,
  );
  return { topic, published, accepted, failed, missing, warnings, message };
}
