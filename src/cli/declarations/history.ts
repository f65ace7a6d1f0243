import type { CommandSpec } from '../spec.js';
import { READ, REMOTE_READ, json, now } from './shared.js';

/** `heartbeat-gate history`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'history',
  summary: 'today and the 7-day score history (--json for the API shape)',
  description: `Today and the last 7 archived days, oldest first: score, the target in force that day, verdict
counts, operator feedback and whether the day reached its target.`,
  options: {
    ...json(
      'print { today, history } as JSON (the shape of the score history API): verdict counts apart from the 👍/👎 counts, as score counts them; each day also lists its verdicts with their reasons ("verdicts")',
    ),
    ...now(),
    ...READ,
    ...REMOTE_READ,
  },
} as const satisfies CommandSpec;
