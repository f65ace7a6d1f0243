import type { CommandSpec } from '../spec.js';
import { REPORT, json, now } from './shared.js';

/** `heartbeat-gate leaderboard`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'leaderboard',
  summary: 'the agents needing attention first, then by score as a share of target (--json)',
  description: `The agents in the dashboard's order: those that need attention (a penalty tier, failures or
contradictions today, lies this week) first, then the others, each group by today's score as a
share of its target. Per agent: its rank by that share alone (1 is the highest, equal shares share
a rank), tier, streak, the change over the last 7 days, the lies (ground-truth contradictions) of
those days, and why it needs attention.`,
  options: {
    ...json(
      "print the ranked entries as JSON, with each agent's outcome metrics and their sample sizes (docs/dashboard.md defines them)",
    ),
    ...REPORT,
    ...now(),
  },
} as const satisfies CommandSpec;
