import type { CommandSpec } from '../spec.js';

/** `heartbeat-gate demo`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'demo',
  summary: 'a week of two agents in a temporary repository: their days, leaderboard, dashboard',
  description: `Creates a temporary git repository with two agents, coder (the example HEARTBEAT.md) and reviewer,
simulates a week of heartbeat cycles for each (claims at the merge gate, verdicts, a lie, operator
feedback, a bad day) as real commits, and prints each agent's week day by day and the
leaderboard; then writes the dashboard (heartbeat-gate site) to a temporary folder, which it
keeps, and prints its path.
Needs no GitHub.`,
  options: {
    keep: {
      type: 'boolean',
      description: 'keep the temporary repository and print its path and the --now to read it at',
      default: 'remove it',
    },
  },
} as const satisfies CommandSpec;
