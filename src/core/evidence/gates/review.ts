/** The `review.done` gate: `tests: pass` and `build: pass`. */
import {
  OutcomeBuilder,
  givenTwiceReason,
  notPassReason,
  type GateDescriptor,
  type GateOutcome,
} from '../gate.js';
import { saysPass, scanPayload } from '../parse.js';

/** The dimensions `review.done` requires, in the documented order. */
export const REVIEW_REQUIRED = ['tests', 'build'] as const;

const REVIEW_KEYS = new Set<string>(REVIEW_REQUIRED);

/** Evaluates a `review.done` payload. */
export function evaluateReviewEvidence(payload: string): GateOutcome {
  const { values, anyEvidenceKey, conflicting } = scanPayload(payload, REVIEW_KEYS);
  const outcome = new OutcomeBuilder();
  for (const key of REVIEW_REQUIRED) {
    const value = values.get(key);
    if (conflicting.has(key)) outcome.fail(key, givenTwiceReason(key));
    else if (value === undefined) outcome.miss(key);
    else if (saysPass(value)) outcome.pass(key);
    else outcome.fail(key, notPassReason(key, value));
  }
  return outcome.build(!anyEvidenceKey);
}

/** `review.done`, claimed in a `Review-Done:` trailer or a ```review.done fence. */
export const reviewGate = {
  topic: 'review.done',
  blockedTopic: 'review.blocked',
  trailer: 'Review-Done',
  required: REVIEW_REQUIRED,
  keyPrefix: '',
  expectedPayload: 'tests: pass, build: pass',
  failedHeadline: 'evidence failing',
  docs: { requires: '`tests: pass`, `build: pass`', blocksWhenNegative: '' },
  evaluate: (payload) => evaluateReviewEvidence(payload),
} as const satisfies GateDescriptor<'review.done', 'review.blocked'>;
