import { GATES, gateFor } from './gates/index.js';
import { closest } from '../render/text.js';
export { COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, MUTATION_THRESHOLD } from './gate.js';
export { GATES } from './gates/index.js';
export { EVIDENCE_TRAILERS, evidenceClaimsFromMessage, mistypedEvidenceTrailers, } from './trailers.js';
/** The gated topics, in the documented order. */
export const GATED_TOPICS = GATES.map((gate) => gate.topic);
/** True for exactly `build.done`, `review.done` and `verify.passed` (`build.complete` is not gated). */
export function isGatedTopic(topic) {
    return gateFor(topic) !== undefined;
}
/** Topics that are what they say: the gated ones and what a blocked claim is published as. */
const KNOWN_TOPICS = GATES.flatMap((gate) => [gate.topic, gate.blockedTopic]);
/**
 * The gated topic `topic` is a typo of (`verify.pass`, `Build.Done` → `verify.passed`,
 * `build.done`), else undefined. Every other topic passes through ungated, so a typo would skip
 * the gate in silence: a claim of it proves nothing, and an `evidence:` hint naming it accepts one.
 */
export function mistypedGatedTopic(topic) {
    if (KNOWN_TOPICS.includes(topic))
        return undefined;
    // Two edits at most: Ralph's own topics (`verify.started`) stay theirs.
    const match = closest(topic, KNOWN_TOPICS, { maxEdits: 2 });
    return match !== undefined && isGatedTopic(match) ? match : undefined;
}
/** `unknown topic verify.pass; did you mean verify.passed?`, or undefined for a fine topic. */
export function mistypedTopicMessage(topic) {
    const meant = mistypedGatedTopic(topic);
    return meant && `unknown topic ${topic}; did you mean ${meant}?`;
}
export function blockedTopicFor(topic) {
    return gateFor(topic)?.blockedTopic;
}
/**
 * Evaluates one claim. Never throws on any payload text; runs in
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
