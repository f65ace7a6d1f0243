import type { CommandSpec } from '../spec.js';
import { WRITE } from './shared.js';

/** `heartbeat-gate cycle`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'cycle',
  summary: 'run each heartbeat cycle due, at its due time: one commit with Heartbeat-* trailers',
  positionals: true,
  description: `Runs every heartbeat cycle due by --now (default the clock), each at its own due time (the last
cycle plus the tier's interval; at most 7 days back, beyond that one catch-up cycle): reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.`,
  options: {
    force: { type: 'boolean', description: 'run the cycle even if it is not due yet' },
    verify: {
      type: 'boolean',
      description:
        "first judge the ending cycle's tasks by their verify: hints (evidence:, cmd: from the contract on the trusted branch, file:) on the commits there at its due time (by committer date), scoring them in this commit",
    },
    ...WRITE,
  },
} as const satisfies CommandSpec;
