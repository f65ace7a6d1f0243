/**
 * The registry of gated topics (seed 002). Adding a gate is one file in this folder (a
 * {@link GateDescriptor}) and one line below: the topic list, the rewrite to the blocked topic, the
 * commit trailer, the messages and the README's table all follow from it.
 */
import { z } from 'zod';
import { buildGate } from './build.js';
import { reviewGate } from './review.js';
import { verifyGate } from './verify.js';
/** Every gate, in the seed's order. */
export const GATES = [
    buildGate,
    reviewGate,
    verifyGate,
];
/** A gated topic, as input schemas (the MCP tools, the ledger) validate it. */
export const GatedTopicSchema = z.enum(GATES.map((gate) => gate.topic));
const BY_TOPIC = new Map(GATES.map((gate) => [gate.topic, gate]));
/** The gate of a topic, when it is gated (`build.complete` is not). */
export function gateFor(topic) {
    return BY_TOPIC.get(topic);
}
