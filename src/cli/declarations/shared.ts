/**
 * Options several commands declare alike: `--json`, `--now`, where a reading command reads and
 * where a writing command's state commit goes.
 */
export const json = (description = 'print the result as JSON') =>
  ({ json: { type: 'boolean', description } }) as const;

export const now = (description = 'the instant to report at: the state as it was then') =>
  ({ now: { type: 'string', value: '<ISO-8601>', description, default: 'the clock' } }) as const;

/** Where a reading command reads the state. */
export const READ = {
  branch: {
    type: 'string',
    value: '<name>',
    description:
      'read the state from this branch (one that does not exist is an error, unless it is the configured stateBranch)',
    default: 'stateBranch from the configuration',
  },
  agent: {
    type: 'string',
    value: '<name>',
    description: 'the agent to read, when the configuration names several (team)',
  },
  repository: {
    type: 'string',
    value: '<owner/name>',
    description:
      "in a state repository shared by many (a clone of it, or --remote): read that repository's branch heartbeat/<owner>/<name> and its folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)",
  },
} as const;

/** A reading command that reads one agent's state files can fetch them first. */
export const REMOTE_READ = {
  remote: {
    type: 'string',
    value: '<name|url|path>',
    description:
      'fetch the state branch from this remote first and read it there: a state repository (with --repository: one fetch of its branches, heartbeat/*), or the remote a --push sends state to',
  },
} as const;

/** The dashboard's readers: a revision or a remote, and a state repository's branch. */
export const REPORT = {
  ref: {
    type: 'string',
    value: '<rev>',
    description: 'read the state committed at this revision',
    default: 'the state branch, else the work tree',
  },
  ...REMOTE_READ,
  repository: {
    type: 'string',
    value: '<owner/name>',
    description:
      "in a state repository shared by many (a clone of it, or --remote): that repository's agents, on its branch heartbeat/<owner>/<name>",
  },
} as const;

/** Where a writing command's state commit goes (cycle, verdict, feedback). */
export const WRITE = {
  now: {
    ...now('the instant to record at (at most 5 minutes past the clock)').now,
    notFuture: true,
  },
  push: {
    type: 'boolean',
    description:
      "push the state commit to the state branch on the remote, built on its head; the branch has one writer, so a refused push is exit 2 with the remote's reason, never retried",
  },
  remote: {
    type: 'string',
    value: '<name|url|path>',
    description: "the remote to push to: a remote's name, or a state repository's URL or path",
    default: 'origin',
  },
  repository: {
    type: 'string',
    value: '<owner/name>',
    description:
      "this repository's name in a state repository shared by many: its state goes on the branch heartbeat/<owner>/<name> of --remote, under <stateDir>/<owner>/<name>/ (implies --push; needs --remote); the first write moves it there from --branch, the older layout's shared branch",
  },
  branch: {
    type: 'string',
    value: '<name>',
    description: 'the state branch, created on first use',
    default: 'stateBranch in .heartbeat/config.json, else the current branch',
  },
  agent: {
    type: 'string',
    value: '<name>',
    description: 'the agent whose state this is, when the configuration names several (team)',
  },
  ...json(),
} as const;
