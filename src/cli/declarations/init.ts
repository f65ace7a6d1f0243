import type { CommandSpec } from '../spec.js';

/** `heartbeat-gate init`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'init',
  summary: 'set up HEARTBEAT.md, .heartbeat/config.json, the git hooks and the two workflows',
  description: `Sets up heartbeat-gate at the root of the git repository you are in (any subdirectory works):
HEARTBEAT.md                           an example heartbeat contract
.heartbeat/config.json                 $schema, the agent logins, trustedBranch (the default
                                       branch), stateBranch heartbeat-state (the state's own branch,
                                       as the Action's, so no state commit lands on your working
                                       branch)
.husky/commit-msg, .husky/pre-commit   the git hooks (--hooks husky, the default); an existing
                                       hook gets heartbeat-gate's lines appended, once
.github/workflows/evidence-gate.yml    the merge gate (pull_request_target, never runs PR code)
.github/workflows/heartbeat-schedule.yml  the heartbeat: reactions, cycles, the score check
With --hooks pre-commit (the default when .pre-commit-config.yaml exists) it prints the
configuration to add instead of writing husky files (nothing, when it already names both of
heartbeat-gate's hooks), and $schema is the schema's URL at the release tag (no node_modules
there). An existing file is kept unless --force.`,
  options: {
    agent: {
      type: 'string',
      value: '<login>',
      multiple: true,
      description: "an agent login, e.g. --agent 'my-agent[bot]'",
    },
    hooks: {
      type: 'string',
      value: 'husky|pre-commit|none',
      description: 'which git hooks to set up',
      default: 'pre-commit when .pre-commit-config.yaml exists, else husky',
    },
    'agent-hooks': {
      type: 'string',
      value: '<harness,...>',
      description:
        "add the stop hook to these harnesses' configuration, merged into an existing file, once: claude-code, codex, copilot-cli, gemini-cli, cursor (docs/agent-hooks.md)",
    },
    'dry-run': { type: 'boolean', description: 'print what would be written, write nothing' },
    force: {
      type: 'boolean',
      description: 'overwrite existing files (hooks are still only appended to)',
    },
  },
} as const satisfies CommandSpec;
