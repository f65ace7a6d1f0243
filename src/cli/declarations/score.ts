import type { CommandSpec } from '../spec.js';
import { READ, REMOTE_READ, json, now } from './shared.js';

/** `heartbeat-gate score`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'score',
  summary: 'the score, target, tiers and interval as of now (--json for the API shape)',
  description: `The accountability score as of now: score and target, the ratchet floor, today's verified and
failed counts, penalty and reward tiers, the heartbeat interval, the streak and lifetime stats.`,
  options: {
    ...json('print the summary as JSON (the shape of the score API)'),
    ...now(
      'the instant to report at: the state as it was then; the day rolls over in the configured timezone',
    ),
    ...READ,
    ...REMOTE_READ,
  },
} as const satisfies CommandSpec;
