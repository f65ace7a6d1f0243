/**
 * One claim judged by the evidence gates, as the verdict `evidence --json` prints and the MCP tool
 * returns. Kept free of zod and git: the commit-msg hook's chunk loads it.
 */
import {
  evaluateEvidence,
  mistypedTopicMessage,
  type EvidenceOptions,
} from '../core/evidence/index.js';
import { InputError } from '../errors.js';
import { buildVerdict, claimVerdict, type Verdict } from '../core/verdict.js';

/**
 * Judges `payload` as a claim of `topic` (pass-through topics are accepted untouched).
 * @throws InputError for a typo of a gated topic (`verify.pass`), which would pass ungated
 */
export function evidenceVerdict(
  topic: string,
  payload: string,
  options: EvidenceOptions = {},
): Verdict {
  const typo = mistypedTopicMessage(topic);
  if (typo) throw new InputError(`${typo} (any other topic passes through ungated)`);
  const result = evaluateEvidence(topic, payload, options);
  const claims = [claimVerdict(result)];
  if (result.gated) return buildVerdict({ source: 'evidence', claims });
  // Seed 002: every other topic passes through untouched; the verdict says it was not judged.
  return buildVerdict({
    source: 'evidence',
    claims,
    conclusion: 'neutral',
    title: `${topic} is not gated: published untouched`,
  });
}
