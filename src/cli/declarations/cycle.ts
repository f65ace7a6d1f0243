import type { CommandSpec } from '../spec.js';
import { WRITE } from './shared.js';

/** `heartbeat-gate cycle`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'cycle',
  summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
  positionals: true,
  description: `Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.`,
  options: {
    force: { type: 'boolean', description: 'run the cycle even if it is not due yet' },
    verify: {
      type: 'boolean',
      description:
        "first judge the ending cycle's tasks by their verify: hints (evidence:, cmd: from the contract on the trusted branch, file:), scoring them in this commit",
    },
    ...WRITE,
  },
} as const satisfies CommandSpec;
