import type { CommandSpec } from '../spec.js';
import { json } from './shared.js';

/** `heartbeat-gate lint`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'lint',
  summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
  args: '[files...]',
  description: `Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (with a team, each agent's contract and state folder; each valid, and
equal to what replaying the ledger gives, so a hand edit is caught; no ledger event dated more than
5 minutes past the clock, which no write records and which would freeze "today"), read from the
configured state branch when another branch is checked out. With files, only the checks they call
for run: a HEARTBEAT.md is linted as a contract, a path under .heartbeat/ calls for the state check,
other paths are ignored. Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a
bad configuration, a missing contract file or outside a git repository.`,
  options: {
    ...json('print the report as JSON on stdout'),
    staged: {
      type: 'boolean',
      description:
        'read contracts and state files as staged in the index (what the commit will hold), as a pre-commit hook must; without files, lint the paths the index changes',
    },
    explain: {
      type: 'boolean',
      description:
        'one line per task: which verifier its hint selects and what makes it verified (always in --json, as "tasks")',
    },
  },
} as const satisfies CommandSpec;
