import { buildGate } from './build.js';
import { reviewGate } from './review.js';
import { verifyGate } from './verify.js';
/** Every gate, in the documented order. */
export const GATES = [
    buildGate,
    reviewGate,
    verifyGate,
];
/** Every gated topic, in the documented order, for input schemas (the MCP tools) to validate against. */
export const GATED_TOPIC_NAMES = GATES.map((gate) => gate.topic);
const BY_TOPIC = new Map(GATES.map((gate) => [gate.topic, gate]));
/** The gate of a topic, when it is gated (`build.complete` is not). */
export function gateFor(topic) {
    return BY_TOPIC.get(topic);
}
