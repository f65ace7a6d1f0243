import type { CommandSpec } from '../spec.js';
import { WRITE } from './shared.js';

/** `heartbeat-gate feedback`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'feedback',
  summary: "record an operator's thumbs up (+3) or down (-10), print the delta and the new score",
  args: 'up|down',
  description: `Records an operator's thumbs up (+3) or thumbs down (-10) and prints the delta and the new score.
It is the operator's local note: it counts here, but the Action counts only the 👍 / 👎 reactions
it reads from GitHub itself. An instant before the last cycle is refused, and so is a repository
not set up (no .heartbeat/config.json and no cycle yet: run heartbeat-gate init first).`,
  options: {
    id: {
      type: 'string',
      value: '<source id>',
      description: 'the reaction or comment id; the same id twice is recorded once',
    },
    by: {
      type: 'string',
      value: '<login>',
      description: "the operator (any agent's login from the configuration is refused)",
    },
    ...WRITE,
  },
} as const satisfies CommandSpec;
