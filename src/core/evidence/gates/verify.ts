/**
 * The `verify.passed` gate (a quality report): three pass/fail dimensions and three
 * numeric thresholds, all under `quality.*` keys. Dimensions are named bare (`coverage`).
 */
import {
  COMPLEXITY_THRESHOLD,
  COVERAGE_THRESHOLD,
  MUTATION_THRESHOLD,
  OutcomeBuilder,
  givenTwiceReason,
  notPassReason,
  type GateDescriptor,
  type GateOutcome,
} from '../gate.js';
import {
  firstNumber,
  formatNumber,
  saysPass,
  scanPayload,
  startsWithLower,
  unreadableReason,
} from '../parse.js';

const PASS_DIMENSIONS = ['tests', 'lint', 'audit'] as const;

/** Numeric dimensions with their bound and direction. */
const NUMERIC_DIMENSIONS = [
  { name: 'coverage', bound: COVERAGE_THRESHOLD, atLeast: true },
  { name: 'mutation', bound: MUTATION_THRESHOLD, atLeast: true },
  { name: 'complexity', bound: COMPLEXITY_THRESHOLD, atLeast: false },
] as const;

/** The dimensions `verify.passed` requires, bare, in the documented order. */
export const VERIFY_REQUIRED = [
  'tests',
  'lint',
  'audit',
  'coverage',
  'mutation',
  'complexity',
] as const;

const VERIFY_KEYS = new Set([...VERIFY_REQUIRED, 'specs'].map((name) => `quality.${name}`));

/** Any `quality.*:` key is quality-report evidence: the parser only checks for `quality.*`. */
function isQualityKey(key: string): boolean {
  return key.startsWith('quality.') && key.length > 'quality.'.length;
}

/** Evaluates a `verify.passed` payload. */
export function evaluateVerifyEvidence(payload: string): GateOutcome {
  const { values, anyEvidenceKey, conflicting } = scanPayload(payload, VERIFY_KEYS, isQualityKey);
  const twice = (name: string): boolean => {
    const given = conflicting.has(`quality.${name}`);
    if (given) outcome.fail(name, givenTwiceReason(`quality.${name}`));
    return given;
  };
  const outcome = new OutcomeBuilder();
  if (!anyEvidenceKey) {
    for (const dimension of VERIFY_REQUIRED) outcome.miss(dimension);
    return outcome.build(true);
  }

  for (const name of PASS_DIMENSIONS) {
    if (twice(name)) continue;
    const value = values.get(`quality.${name}`);
    if (value === undefined) outcome.miss(name);
    else if (saysPass(value)) outcome.pass(name);
    else outcome.fail(name, notPassReason(`quality.${name}`, value));
  }

  for (const { name, bound, atLeast } of NUMERIC_DIMENSIONS) {
    if (twice(name)) continue;
    const value = values.get(`quality.${name}`);
    if (value === undefined) {
      outcome.miss(name);
      continue;
    }
    // The first number on the line (`62 (target 80%)` is 62).
    const read = firstNumber(value);
    const unit = atLeast ? '%' : '';
    if (read === undefined) {
      outcome.fail(name, `quality.${name} has no number`);
      continue;
    }
    if ('unreadable' in read) {
      outcome.fail(name, unreadableReason(`quality.${name}`, read.unreadable));
      continue;
    }
    const score = read.value;
    if (atLeast ? score >= bound : score <= bound) {
      outcome.pass(name);
    } else {
      const shown = `${formatNumber(score)}${unit}`;
      outcome.fail(
        name,
        atLeast
          ? `${name} ${shown} is below ${bound}${unit}`
          : `${name} ${shown} is above ${bound}`,
      );
    }
  }

  const specs = values.get('quality.specs');
  if (twice('specs')) {
    // Stated twice, differently: failed above.
  } else if (specs !== undefined) {
    if (saysPass(specs)) outcome.pass('specs');
    else if (startsWithLower(specs, 'fail')) {
      outcome.fail('specs', notPassReason('quality.specs', specs));
    }
  }
  return outcome.build(false);
}

/** `verify.passed`, claimed in a `Verify-Passed:` trailer or a ```verify.passed fence. */
export const verifyGate = {
  topic: 'verify.passed',
  blockedTopic: 'verify.failed',
  trailer: 'Verify-Passed',
  required: VERIFY_REQUIRED,
  keyPrefix: 'quality.',
  expectedPayload:
    'quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: <≥ 80>%, quality.mutation: <≥ 70>%, quality.complexity: <≤ 10>',
  failedHeadline: 'quality thresholds failed',
  docs: {
    requires:
      '`quality.tests`, `quality.lint`, `quality.audit`: `pass`; `quality.coverage` ≥ 80 %, `quality.mutation` ≥ 70 %, `quality.complexity` ≤ 10',
    blocksWhenNegative: '`quality.specs` (fail)',
  },
  evaluate: (payload) => evaluateVerifyEvidence(payload),
} as const satisfies GateDescriptor<'verify.passed', 'verify.failed'>;
