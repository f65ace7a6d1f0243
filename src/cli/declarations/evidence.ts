import type { CommandSpec } from '../spec.js';

/** `heartbeat-gate evidence`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'evidence',
  summary: 'judge an evidence claim (build.done, review.done, verify.passed …) before pushing it',
  description: `Evaluates one claim with the evidence gates and prints the topic that is published
(build.blocked, review.blocked or verify.failed when the claim is rejected), then the message the
agent reads next. Only build.done, review.done and verify.passed are gated; every other topic
passes through untouched.`,
  options: {
    topic: {
      type: 'string',
      value: '<topic>',
      description:
        'the topic the agent emits (build.done, review.done, verify.passed, ...); required unless --ralph-events',
    },
    payload: {
      type: 'string',
      value: '<text>',
      description: 'the evidence (gated topics only)',
      default: 'standard input',
    },
    // Written out: the commit-msg hook's chunk holds this declaration, not the shared groups.
    json: {
      type: 'boolean',
      description: 'print the verdict (schema/verdict.schema.json): decision, claims, fixes',
    },
    'mutation-warn-threshold': {
      type: 'string',
      value: '<0-100>',
      description: 'warn when an accepted build.done reports a lower mutation score',
    },
    'ralph-events': {
      type: 'string',
      value: '<file>',
      description:
        "judge every event of a Ralph event file (.ralph/events-*.jsonl) as Ralph's backpressure does: each line's topic and what it is published as",
    },
  },
  epilogue: `Exit codes: 0 accepted (or not gated), 1 blocked (with --ralph-events: the latest claim of a
gated topic is), 2 bad usage.

example:
heartbeat-gate evidence --topic build.done --payload "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass"`,
} as const satisfies CommandSpec;
