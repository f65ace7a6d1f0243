/**
 * The registry of gated topics (docs/evidence-gates.md). Adding a gate is one file in this folder
 * (a {@link GateDescriptor}) and one line below: the topic list, the rewrite to the blocked topic,
 * the commit trailer, the messages and the README's table all follow from it.
 */
import type { GateDescriptor } from '../gate.js';
/** Every gate, in the documented order. */
export declare const GATES: readonly [{
    readonly topic: "build.done";
    readonly blockedTopic: "build.blocked";
    readonly trailer: "Build-Done";
    readonly required: readonly ["tests", "lint", "typecheck", "audit", "coverage", "complexity", "duplication"];
    readonly keyPrefix: "";
    readonly expectedPayload: "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: <N ≤ 10>, duplication: pass";
    readonly failedHeadline: "evidence failing";
    readonly docs: {
        readonly requires: "`tests`, `lint`, `typecheck`, `audit`, `coverage`, `duplication`: `pass`; `complexity: N` with N ≤ 10";
        readonly blocksWhenNegative: "`performance` / `perf` (regress, slower, not ok, fail), `specs` (fail)";
    };
    readonly evaluate: typeof import("./build.js").evaluateBuildEvidence;
}, {
    readonly topic: "review.done";
    readonly blockedTopic: "review.blocked";
    readonly trailer: "Review-Done";
    readonly required: readonly ["tests", "build"];
    readonly keyPrefix: "";
    readonly expectedPayload: "tests: pass, build: pass";
    readonly failedHeadline: "evidence failing";
    readonly docs: {
        readonly requires: "`tests: pass`, `build: pass`";
        readonly blocksWhenNegative: "";
    };
    readonly evaluate: (payload: string) => import("../gate.js").GateOutcome;
}, {
    readonly topic: "verify.passed";
    readonly blockedTopic: "verify.failed";
    readonly trailer: "Verify-Passed";
    readonly required: readonly ["tests", "lint", "audit", "coverage", "mutation", "complexity"];
    readonly keyPrefix: "quality.";
    readonly expectedPayload: "quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: <≥ 80>%, quality.mutation: <≥ 70>%, quality.complexity: <≤ 10>";
    readonly failedHeadline: "quality thresholds failed";
    readonly docs: {
        readonly requires: "`quality.tests`, `quality.lint`, `quality.audit`: `pass`; `quality.coverage` ≥ 80 %, `quality.mutation` ≥ 70 %, `quality.complexity` ≤ 10";
        readonly blocksWhenNegative: "`quality.specs` (fail)";
    };
    readonly evaluate: (payload: string) => import("../gate.js").GateOutcome;
}];
/** A gated topic: `build.done`, `review.done` or `verify.passed`. */
export type GatedTopic = (typeof GATES)[number]['topic'];
/** Every gated topic, in the documented order, for input schemas (the MCP tools) to validate against. */
export declare const GATED_TOPIC_NAMES: [GatedTopic, ...GatedTopic[]];
/** A topic a rejected claim is published as. */
export type BlockedTopic = (typeof GATES)[number]['blockedTopic'];
/** The gate of a topic, when it is gated (`build.complete` is not). */
export declare function gateFor(topic: string): GateDescriptor<GatedTopic, BlockedTopic> | undefined;
