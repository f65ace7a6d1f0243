import { BUILD_REQUIRED, evaluateBuildEvidence } from './build.js';
import { REVIEW_REQUIRED, evaluateReviewEvidence } from './review.js';
import { VERIFY_REQUIRED, evaluateVerifyEvidence } from './verify.js';
export { COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, MUTATION_THRESHOLD } from './gate.js';
/** The three gated topics, in the seed's order. */
export const GATED_TOPICS = ['build.done', 'review.done', 'verify.passed'];
/** What a failing claim of each gated topic is published as. */
const BLOCKED_TOPICS = {
    'build.done': 'build.blocked',
    'review.done': 'review.blocked',
    'verify.passed': 'verify.failed',
};
/** True for exactly `build.done`, `review.done` and `verify.passed` (`build.complete` is not gated). */
export function isGatedTopic(topic) {
    return Object.hasOwn(BLOCKED_TOPICS, topic);
}
export function blockedTopicFor(topic) {
    return isGatedTopic(topic) ? BLOCKED_TOPICS[topic] : undefined;
}
/** How a gate asks for evidence, for the no-evidence message. */
const EXPECTED_PAYLOAD = {
    'build.done': 'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: <N ≤ 10>, duplication: pass',
    'review.done': 'tests: pass, build: pass',
    'verify.passed': 'quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: <≥ 80>%, quality.mutation: <≥ 70>%, quality.complexity: <≤ 10>',
};
const REQUIRED = {
    'build.done': BUILD_REQUIRED,
    'review.done': REVIEW_REQUIRED,
    'verify.passed': VERIFY_REQUIRED,
};
/**
 * Evaluates one claim (seed 002, "How Ralph Decides"). Never throws on any payload text; runs in
 * time linear in the payload's length.
 *
 * @param topic the topic the agent emitted
 * @param payload the evidence text (ANSI colours allowed; comma-separated or one check per line)
 * @throws RangeError when `mutationWarnThreshold` is not a number from 0 to 100
 */
export function evaluateEvidence(topic, payload, options = {}) {
    const threshold = options.mutationWarnThreshold;
    if (threshold !== undefined && !(threshold >= 0 && threshold <= 100)) {
        throw new RangeError(`mutationWarnThreshold must be a number from 0 to 100, got ${threshold}`);
    }
    if (!isGatedTopic(topic)) {
        return {
            topic,
            published: topic,
            accepted: true,
            gated: false,
            noEvidence: false,
            failed: [],
            missing: [],
            claimedPassing: [],
            warnings: [],
            message: '',
        };
    }
    const outcome = evaluateGate(topic, payload, threshold);
    const accepted = !outcome.noEvidence && outcome.failed.length === 0 && outcome.missing.length === 0;
    return {
        topic,
        published: accepted ? topic : BLOCKED_TOPICS[topic],
        accepted,
        gated: true,
        noEvidence: outcome.noEvidence,
        failed: outcome.failed,
        missing: outcome.missing,
        claimedPassing: outcome.claimedPassing,
        warnings: outcome.warnings,
        message: accepted ? acceptedMessage(topic, outcome) : blockedMessage(topic, outcome),
    };
}
function evaluateGate(topic, payload, mutationWarnThreshold) {
    switch (topic) {
        case 'build.done':
            return evaluateBuildEvidence(payload, { mutationWarnThreshold });
        case 'review.done':
            return evaluateReviewEvidence(payload);
        case 'verify.passed':
            return evaluateVerifyEvidence(payload);
    }
}
function acceptedMessage(topic, outcome) {
    if (outcome.warnings.length === 0)
        return '';
    return `${topic} accepted with warnings: ${outcome.warnings.join('; ')}.`;
}
/** The instruction the agent reads next: what failed, what is missing, what to send instead. */
function blockedMessage(topic, outcome) {
    const blocked = BLOCKED_TOPICS[topic];
    const resend = `Fix this and emit ${topic} again with: ${EXPECTED_PAYLOAD[topic]}.`;
    if (outcome.noEvidence) {
        return `${blocked}: no evidence in the ${topic} payload (none of ${REQUIRED[topic]
            .map((key) => `'${topic === 'verify.passed' ? 'quality.' : ''}${key}:'`)
            .join(', ')} appears). Run the checks and emit ${topic} again with: ${EXPECTED_PAYLOAD[topic]}.`;
    }
    const order = [...REQUIRED[topic], 'performance', 'specs'];
    const rank = (dimension) => order.indexOf(dimension);
    const failing = [...outcome.failed, ...outcome.missing].sort((a, b) => rank(a) - rank(b));
    const details = [...outcome.reasons];
    if (outcome.missing.length > 0)
        details.push(`missing: ${outcome.missing.join(', ')}`);
    const headline = topic === 'verify.passed'
        ? `quality thresholds failed: ${failing.join(', ')}`
        : `evidence failing: ${failing.join(', ')}`;
    return `${blocked}: ${headline} (${details.join('; ')}). ${resend}`;
}
