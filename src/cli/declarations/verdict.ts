import type { CommandSpec } from '../spec.js';
import { WRITE } from './shared.js';

/** `heartbeat-gate verdict`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'verdict',
  summary: "record the verifier's verdict on a task of the current cycle",
  args: '<task_id> verified|not_verified|unclear',
  description: `Records the verifier's verdict on a task of the current cycle and commits it: verified +10
(+5 optional), not_verified -15, unclear -2, and a ground truth contradiction a further -30.`,
  options: {
    contradiction: {
      type: 'boolean',
      description: "the agent claimed what the verifier's real source contradicts",
    },
    evidence: {
      type: 'string',
      value: '<text>',
      description: 'what the verifier looked at (kept in the ledger for the audit)',
    },
    id: {
      type: 'string',
      value: '<id>',
      description:
        'the event id; by default one verdict per task per cycle (a repeat is already recorded)',
      default: 'verdict:<instant>:<task_id>',
    },
    ...WRITE,
  },
} as const satisfies CommandSpec;
