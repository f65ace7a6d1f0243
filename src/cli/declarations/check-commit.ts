import type { CommandSpec } from '../spec.js';

/** `heartbeat-gate check-commit`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'check-commit',
  summary: "the commit-msg hook: judge a commit message's evidence trailers",
  args: '<commit-msg-file>',
  description: `Judges the Build-Done:, Review-Done: and Verify-Passed: trailers of a commit message (the file git
passes to a commit-msg hook). Exit 0 when every claim is accepted or there is none, 1 when a claim
is blocked (the reason is on stderr), 2 when the file cannot be read.`,
  options: {
    // Written out: the commit-msg hook's chunk holds this declaration, not the shared groups.
    json: { type: 'boolean', description: 'print the verdicts as JSON on stdout' },
  },
} as const satisfies CommandSpec;
