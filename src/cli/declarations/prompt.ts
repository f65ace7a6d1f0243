import type { CommandSpec } from '../spec.js';
import { READ, REMOTE_READ, json, now } from './shared.js';

/** `heartbeat-gate prompt`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'prompt',
  summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
  description: `Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
The contract is always this repository's; where the state is read from follows the options.`,
  options: {
    ...now(),
    ...json('print { contract, score }: the two sections as Markdown strings'),
    ...READ,
    ...REMOTE_READ,
  },
} as const satisfies CommandSpec;
