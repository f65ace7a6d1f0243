import { GATES, gateFor } from './gates/index.js';
export { COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, MUTATION_THRESHOLD } from './gate.js';
export { GATES } from './gates/index.js';
export { EVIDENCE_TRAILERS, evidenceClaimsFromMessage } from './trailers.js';
/** The gated topics, in the seed's order. */
export const GATED_TOPICS = GATES.map((gate) => gate.topic);
/** True for exactly `build.done`, `review.done` and `verify.passed` (`build.complete` is not gated). */
export function isGatedTopic(topic) {
    return gateFor(topic) !== undefined;
}
export function blockedTopicFor(topic) {
    return gateFor(topic)?.blockedTopic;
}
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
    const gate = gateFor(topic);
    if (!gate) {
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
    const outcome = gate.evaluate(payload, { mutationWarnThreshold: threshold });
    const accepted = !outcome.noEvidence && outcome.failed.length === 0 && outcome.missing.length === 0;
    return {
        topic,
        published: accepted ? topic : gate.blockedTopic,
        accepted,
        gated: true,
        noEvidence: outcome.noEvidence,
        failed: outcome.failed,
        missing: outcome.missing,
        claimedPassing: outcome.claimedPassing,
        warnings: outcome.warnings,
        message: accepted ? acceptedMessage(gate.topic, outcome) : blockedMessage(gate, outcome),
    };
}
function acceptedMessage(topic, outcome) {
    if (outcome.warnings.length === 0)
        return '';
    return `${topic} accepted with warnings: ${outcome.warnings.join('; ')}.`;
}
/** The instruction the agent reads next: what failed, what is missing, what to send instead. */
function blockedMessage(gate, outcome) {
    const { topic, blockedTopic: blocked, expectedPayload } = gate;
    const resend = `Fix this and emit ${topic} again with: ${expectedPayload}.`;
    if (outcome.noEvidence) {
        return `${blocked}: no evidence in the ${topic} payload (none of ${gate.required
            .map((key) => `'${gate.keyPrefix}${key}:'`)
            .join(', ')} appears). Run the checks and emit ${topic} again with: ${expectedPayload}.`;
    }
    const order = [...gate.required, 'performance', 'specs'];
    const rank = (dimension) => order.indexOf(dimension);
    const failing = [...outcome.failed, ...outcome.missing].sort((a, b) => rank(a) - rank(b));
    const details = [...outcome.reasons];
    if (outcome.missing.length > 0)
        details.push(`missing: ${outcome.missing.join(', ')}`);
    return `${blocked}: ${gate.failedHeadline}: ${failing.join(', ')} (${details.join('; ')}). ${resend}`;
}
