import type { CommandSpec } from '../spec.js';
import { READ, REMOTE_READ, json } from './shared.js';

/** `heartbeat-gate log`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'log',
  summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
  description: `Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit. Anyone can write a well-formed cycle commit: each entry is marked
[unverified] (verified: false in --json) unless --verify checked it against the ledger.`,
  options: {
    ...json('print the entries as a JSON array'),
    since: {
      type: 'string',
      value: '<YYYY-MM-DD | ISO-8601>',
      description: 'only cycles from this calendar day (configured timezone) or instant onwards',
    },
    verify: {
      type: 'boolean',
      description:
        'check each cycle commit against the ledger (it adds its cycle event; its score and verdicts equal a replay); mismatches are marked and the exit status is 1',
    },
    ...READ,
    ...REMOTE_READ,
  },
} as const satisfies CommandSpec;
