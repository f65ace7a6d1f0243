import type { CommandSpec } from '../spec.js';
import { REPORT, json, now } from './shared.js';

/** `heartbeat-gate leaderboard`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'leaderboard',
  summary: 'the agents ranked by score as a share of target (--json)',
  description: `The agents ranked by today's score as a share of their target: tier, streak, the change over
7 days, the lies (ground-truth contradictions) of the last 7 days, and why an agent needs
attention (a penalty tier, failures or contradictions today, lies this week).`,
  options: {
    ...json(
      "print the ranked entries as JSON, with each agent's outcome metrics and their sample sizes (docs/dashboard.md defines them)",
    ),
    ...REPORT,
    ...now(),
  },
} as const satisfies CommandSpec;
