/**
 * The registry of gated topics (docs/evidence-gates.md). Adding a gate is one file in this folder
 * (a {@link GateDescriptor}) and one line below: the topic list, the rewrite to the blocked topic,
 * the commit trailer, the messages and the README's table all follow from it.
 */
import type { GateDescriptor } from '../gate.js';
import { buildGate } from './build.js';
import { reviewGate } from './review.js';
import { verifyGate } from './verify.js';

/** Every gate, in the documented order. */
export const GATES = [
  buildGate,
  reviewGate,
  verifyGate,
] as const satisfies readonly GateDescriptor[];

/** A gated topic: `build.done`, `review.done` or `verify.passed`. */
export type GatedTopic = (typeof GATES)[number]['topic'];

/** Every gated topic, in the documented order, for input schemas (the MCP tools) to validate against. */
export const GATED_TOPIC_NAMES = GATES.map((gate) => gate.topic) as [GatedTopic, ...GatedTopic[]];

/** A topic a rejected claim is published as. */
export type BlockedTopic = (typeof GATES)[number]['blockedTopic'];

const BY_TOPIC: ReadonlyMap<string, GateDescriptor<GatedTopic, BlockedTopic>> = new Map(
  GATES.map((gate) => [gate.topic, gate]),
);

/** The gate of a topic, when it is gated (`build.complete` is not). */
export function gateFor(topic: string): GateDescriptor<GatedTopic, BlockedTopic> | undefined {
  return BY_TOPIC.get(topic);
}
