import { HARNESS_NAMES } from '../../core/stop-hook/names.js';
import type { CommandSpec } from '../spec.js';
import { json } from './shared.js';

/** `heartbeat-gate stop-hook`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'stop-hook',
  summary: 'an agent harness\'s stop hook: refuse "done" without passing evidence',
  description: `Reads the harness's stop-hook input on standard input, finds the agent's final message (the input's
field, else its transcript) and refuses the stop when a build.done, review.done or verify.passed
claim in it is rejected by the evidence gates, when a configured command (stopHook.commands)
contradicts a claimed pass, or when a required topic (stopHook.requiredTopics) has no accepted claim
in the session. It answers in the harness's own shape and blocks on any error or at its deadline: it
never fails open. After stopHook.maxBlocks (default 8) consecutive blocks it lets the agent stop and
says so.`,
  options: {
    harness: {
      type: 'string',
      value: `<${HARNESS_NAMES.join('|')}>`,
      required: true,
      description: 'which harness calls it',
    },
    deadline: {
      type: 'string',
      value: '<seconds>',
      description: 'seconds the hook gives itself',
      default: "a tenth below the harness's default timeout",
    },
    ...json("print the verdict (schema/verdict.schema.json) instead of the harness's answer"),
  },
  epilogue: 'Exit code: 0 (the answer is in the output), 2 bad usage.',
} as const satisfies CommandSpec;
