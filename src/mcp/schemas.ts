/**
 * The tools' input schemas: zod shapes the SDK validates calls against and lists as JSON Schema.
 * The topic of a trailer is one of the gate registry's topics; `now` is checked by the CLI's own
 * `--now` rule, so a bad value reads as the CLI's message.
 */
import { z } from 'zod';
import type { GatedTopic } from '../core/model.js';

const now = z
  .string()
  .optional()
  .describe('the instant to report at, ISO-8601 with a timezone (default: the clock), as --now');

const mutationWarnThreshold = z
  .number()
  .min(0)
  .max(100)
  .optional()
  .describe('warn when an accepted build.done reports a lower mutation score (0-100)');

const payload = z
  .string()
  .describe(
    'the evidence, comma-separated or one check per line, e.g. "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass"',
  );

const agent = z
  .string()
  .min(1)
  .optional()
  .describe(
    "whose contract and score, when .heartbeat/config.json names several agents (team): the agent's name there, as --agent (default: the server's --agent)",
  );

/** `heartbeat_contract` and `heartbeat_score`, as `prompt` and `score` take them. */
export const ReportInput = { now, agent };

/** `heartbeat_check_evidence`, as `evidence` takes it. */
export const EvidenceInput = {
  topic: z
    .string()
    .min(1)
    .describe(
      'the topic the agent emits: build.done, review.done or verify.passed are gated; any other passes through',
    ),
  payload,
  mutationWarnThreshold,
};

/** `heartbeat_claim_trailer`: only the gated topics (the gate registry's) have a trailer. */
export function claimTrailerInput(topics: readonly [GatedTopic, ...GatedTopic[]]) {
  return {
    topic: z.enum(topics).describe(`the claim: ${topics.join(', ')}`),
    payload,
    mutationWarnThreshold,
  };
}

/** `heartbeat_explain_block`: the text that holds the hidden verdict. */
export const ExplainInput = {
  text: z
    .string()
    .min(1)
    .describe(
      'the sticky PR comment of heartbeat-gate, or the `heartbeat-gate / evidence` check run summary, which hold the verdict JSON in an HTML comment',
    ),
};
