/**
 * The configuration: its schema (the one home of every rule, default and message about
 * `.heartbeat/config.json`; the type and the shipped JSON Schema are derived from it), one
 * agent's view of it, and where each agent's state lives. Plain functions, no schema library:
 * `log` reads the configuration without loading one.
 */
import { AgentChoiceError, InputError, UsageError } from '../errors.js';
import {
  array,
  check,
  describeIssue,
  object,
  optional,
  positiveInteger,
  record,
  required,
  standard,
  string,
  withDefault,
  type Infer,
  type JsonSchema,
} from './plain-schema.js';
import { didYouMean } from './render/text.js';

/** Where the configuration file lives, relative to the repository root. */
export const CONFIG_PATH = '.heartbeat/config.json';

/** The state branch the Action writes when the configuration names none, and the one `init` writes into it. */
export const DEFAULT_STATE_BRANCH = 'heartbeat-state';

/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
export const AGENT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The most seconds a `cmd:` verify hint may be given. */
export const MAX_COMMAND_TIMEOUT_SECONDS = 3600;

/** The most consecutive blocks `stopHook.maxBlocks` may allow. */
export const MAX_STOP_HOOK_BLOCKS = 100;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const name = () => string({ minLength: 1 });

/** One agent of a repository that runs several (`team.<name>`). */
const TeamAgentSchema = object({
  logins: required(
    array(name(), { minItems: 1 }),
    "This agent's GitHub logins: their commits, comments and PRs count as this agent's (matched as `agents` is).",
  ),
  contract: optional(
    name(),
    "This agent's contract, relative to the repository root. Unset: `.heartbeat/agents/<name>/HEARTBEAT.md`.",
  ),
  operators: withDefault(
    array(name()),
    [],
    'Logins whose 👍 / 👎 count for this agent, besides the top-level `operators`.',
  ),
  defaultIntervalMinutes: optional(
    positiveInteger(),
    "This agent's heartbeat interval when no tier changes it. Unset: the top-level one.",
  ),
});

/** What `stop-hook` enforces in an agent's loop (docs/agent-hooks.md). */
const StopHookSchema = object({
  commands: withDefault(
    record(name(), name()),
    {},
    'Evidence dimension → the local command that decides it (`{ "tests": "npm test" }`). A claimed `pass` the command contradicts (non-zero exit) blocks. Run only as the configuration on `trustedBranch` holds them.',
  ),
  requiredTopics: withDefault(
    array(name()),
    [],
    "Topics (`build.done`, …) the agent must have claimed and had accepted in the session before it may stop (Ralph's `required_events`).",
  ),
  maxBlocks: withDefault(
    positiveInteger(MAX_STOP_HOOK_BLOCKS),
    8,
    'Consecutive blocks after which the hook lets the agent stop, saying it stopped without evidence.',
  ),
});

const ConfigObject = object({
  $schema: optional(
    string(),
    'The JSON Schema editors complete and check this file with (ignored by heartbeat-gate).',
  ),
  stateDir: withDefault(
    name(),
    '.heartbeat',
    'Folder (relative to the repository root) holding the ledger and derived files.',
  ),
  contract: withDefault(
    name(),
    'HEARTBEAT.md',
    'The heartbeat contract, relative to the repository root.',
  ),
  timeZone: withDefault(
    string({
      check: { test: isTimeZone, message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' },
    }),
    'UTC',
    'IANA timezone in which the day rolls over.',
  ),
  defaultIntervalMinutes: withDefault(
    positiveInteger(),
    15,
    'The heartbeat interval in minutes when no penalty or reward tier changes it.',
  ),
  stateBranch: optional(
    name(),
    "Branch that holds the state: writes commit there, and score, history, log, prompt and badge read it (the local branch, else origin/<branch>). `init` writes `heartbeat-state`, the Action's default, so no state commit lands on the working branch. Unset: the current branch for the CLI, `heartbeat-state` for the Action.",
  ),
  agents: withDefault(
    array(name()),
    [],
    "The agent's GitHub logins: their commits, comments and PRs count as the agent's. Matched exactly (case aside): `name` and `name[bot]` are two accounts, list both if both act. With `team`, leave it empty and list each agent's logins there.",
  ),
  team: optional(
    record(
      TeamAgentSchema,
      string({
        pattern: {
          regex: AGENT_NAME,
          message: 'an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
        },
      }),
    ),
    'Several agents in one repository: agent name → its logins, contract, operators and interval. Each agent keeps its own ledger, score and cycles under `<stateDir>/agents/<name>/`. Unset: one agent, `agents`, `contract` and the state directory itself (the layout of a single agent).',
  ),
  operators: withDefault(
    array(name()),
    [],
    'Logins whose 👍 / 👎 count as operator feedback (besides repository write access).',
  ),
  checks: withDefault(
    record(string()),
    {},
    'Verification hint `check:<name>` → the GitHub check run or status context to consult.',
  ),
  groundTruth: withDefault(
    record(name()),
    {},
    'Ground truth: evidence dimension → the check run or status that really decides it (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit where that check failed, is a ground-truth contradiction.',
  ),
  producers: withDefault(
    record(array(name())),
    {},
    'Who may produce each ground-truth check: check name → the app slugs (check runs) and logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A name not listed counts any producer but an agent; an agent\'s own reading never counts.',
  ),
  commandTimeoutSeconds: withDefault(
    positiveInteger(MAX_COMMAND_TIMEOUT_SECONDS),
    120,
    'Seconds a `cmd:` verify hint may run before it is stopped and judged unclear.',
  ),
  trustedBranch: optional(
    name(),
    "The branch whose HEARTBEAT.md is trusted to run `cmd:` hints (and whose `stopHook` the stop hook runs), read from the remote (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Counts as the default branch's configuration sets it (a working tree's only in a clone whose remote names no default branch). Unset: the repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally).",
  ),
  stopHook: withDefault(
    StopHookSchema,
    { commands: {}, requiredTopics: [], maxBlocks: 8 },
    'The agent-loop stop hook (`heartbeat-gate stop-hook`): commands, required topics, cap.',
  ),
});

/** The parsed configuration with every default filled in (ConfigSchema documents each field). */
export type Config = Infer<typeof ConfigObject>;

/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
export const ConfigSchema = {
  ...standard(ConfigObject, 'heartbeat-gate'),
  /** Each key of the file: its rule, whether it may be absent, its default and description. */
  shape: ConfigObject.shape,
  /** The configuration `value` (parsed JSON) describes; an InputError names the field otherwise. */
  parse(value: unknown): Config {
    const result = check(ConfigObject, value);
    if ('issue' in result) throw new InputError(describeIssue(result.issue));
    return result.value;
  },
  /** The JSON Schema of the file (what a user writes: defaults make keys optional). */
  toJSONSchema(): JsonSchema {
    return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...ConfigObject.json() };
  },
};

/** Parses configuration text; a bad file is an InputError naming the file and the field. */
export function parseConfig(text: string, file = CONFIG_PATH): Config {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${(error as Error).message})`, file);
  }
  const result = check(ConfigObject, value);
  if ('issue' in result) throw new InputError(`${file}: ${describeIssue(result.issue)}`, file);
  return result.value;
}

/** The configuration used when the repository has no config file. */
export const DEFAULT_CONFIG: Config = ConfigSchema.parse({});

/** The name the single agent of a configuration without `team` goes by. */
export const DEFAULT_AGENT = 'agent';

/** The agents a configuration names: `team`'s names in order, else the single default agent. */
export function agentNames(config: Config): string[] {
  return config.team ? Object.keys(config.team) : [DEFAULT_AGENT];
}

/** Whether the configuration names several agents (`team`), each with a state folder of its own. */
export function isTeam(config: Config): boolean {
  return config.team !== undefined;
}

/** A GitHub repository whose state goes to a shared state repository (`--repository owner/name`). */
export interface RepositoryName {
  owner: string;
  name: string;
}

/** GitHub's characters: an owner is 1-39 letters, digits or inner hyphens; a name 1-100 of `A-Za-z0-9._-`. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Parses `owner/name` strictly (it becomes two folders of the state repository): exactly one
 * slash, GitHub's characters, no `.` or `..`. A bad one is an InputError naming `source` (the
 * flag or input it came from).
 */
export function parseRepositoryName(text: string, source: string): RepositoryName {
  const [owner = '', name = '', ...rest] = text.split('/');
  if (rest.length > 0 || !OWNER.test(owner) || !REPOSITORY.test(name) || /^\.\.?$/.test(name)) {
    throw new InputError(
      `${source}: ${JSON.stringify(text.slice(0, 200))} is not a GitHub repository as owner/name (an owner is letters, digits and single inner hyphens; a name is letters, digits, '.', '-' or '_', not '.' or '..')`,
      source,
    );
  }
  return { owner, name };
}

/** The prefix of the branches of a state repository: one per repository, `heartbeat/<owner>/<name>`. */
export const REPOSITORY_BRANCHES = 'heartbeat';

/**
 * The branch of a state repository that holds `repository`'s state (every agent of it, in the
 * folders stateDirFor names): written only by that repository's heartbeat, so no two writers
 * ever push to one ref. Lowercased, as the folder is: one repository, one branch.
 */
export function repositoryStateBranch(repository: RepositoryName): string {
  return `${REPOSITORY_BRANCHES}/${repository.owner.toLowerCase()}/${repository.name.toLowerCase()}`;
}

/**
 * Where one agent's state lives, relative to the repository root: the state directory itself for
 * the single agent (today's layout, unchanged), `<stateDir>/agents/<name>` for a team's agent.
 * In a shared state repository (`repository` given) the same layout sits under
 * `<stateDir>/<owner>/<name>`, lowercased since GitHub's names ignore case (one repository, one
 * folder). The one place this path is computed.
 */
export function stateDirFor(config: Config, agent: string, repository?: RepositoryName): string {
  const root = repository
    ? `${config.stateDir}/${repository.owner.toLowerCase()}/${repository.name.toLowerCase()}`
    : config.stateDir;
  return config.team ? `${root}/agents/${agent}` : root;
}

/**
 * The folder holding every agent's state of one repository, from one agent's (`stateDirFor`'s
 * result for `agent`, undefined for the single agent): the team's folder without `agents/<name>`.
 */
export function repositoryStateDir(agentStateDir: string, agent: string | undefined): string {
  const own = `/agents/${agent}`;
  return agent !== undefined && agentStateDir.endsWith(own)
    ? agentStateDir.slice(0, -own.length)
    : agentStateDir;
}

/** Every login of every agent: a reaction, approval or `--by` from any of them is an agent's. */
export function allAgentLogins(config: Config): string[] {
  const team = Object.values(config.team ?? {}).flatMap((agent) => agent.logins);
  return [...new Set([...config.agents, ...team])];
}

/** The name of the agent `login` belongs to (exact login match, case aside), if any. */
export function agentOfLogin(config: Config, login: string): string | undefined {
  const wanted = login.toLowerCase();
  for (const [name, agent] of Object.entries(config.team ?? {})) {
    if (agent.logins.some((l) => l.toLowerCase() === wanted)) return name;
  }
  return undefined;
}

/**
 * One agent's view of the configuration, so every single-agent path (writer, cycle, readers,
 * gates) works unchanged: its logins as `agents`, its contract, operators, interval and state
 * folder. Without `team`, the configuration itself (`agent` must be the default name or unset).
 * An unknown name is a UsageError naming the known ones.
 */
export function configForAgent(
  config: Config,
  agent: string | undefined,
  repository?: RepositoryName,
): Config {
  const names = agentNames(config);
  if (!config.team) {
    // Without a team the one agent has a default name nobody chose: say to leave --agent out.
    if (agent !== undefined && agent !== DEFAULT_AGENT) {
      throw new UsageError(
        `unknown agent ${JSON.stringify(agent.slice(0, 60))}: the configuration has no team, so its one agent needs no --agent (its name is ${DEFAULT_AGENT})`,
      );
    }
    return repository
      ? { ...config, stateDir: stateDirFor(config, DEFAULT_AGENT, repository) }
      : config;
  }
  if (agent === undefined) throw new AgentChoiceError(names);
  const profile = config.team[agent];
  if (!profile || !Object.hasOwn(config.team, agent)) throw unknownAgent(agent, names);
  // Without `team`: the agent's view is a single-agent configuration, so it is never projected twice.
  const { team: _team, ...single } = config;
  return {
    ...single,
    agents: profile.logins,
    operators: [...new Set([...config.operators, ...profile.operators])],
    contract: profile.contract ?? `.heartbeat/agents/${agent}/HEARTBEAT.md`,
    defaultIntervalMinutes: profile.defaultIntervalMinutes ?? config.defaultIntervalMinutes,
    stateDir: stateDirFor(config, agent, repository),
  };
}

/**
 * A configuration whose team is the one agent `agent` (no logins): how a clone of a shared state
 * repository reads `--repository <r> --agent <name>`, the folder of an agent of another repository's
 * team. A name that cannot be an agent's is a UsageError.
 */
export function agentFolderTeam(config: Config, agent: string): Config {
  if (!AGENT_NAME.test(agent)) {
    throw new UsageError(
      `--agent: ${JSON.stringify(agent.slice(0, 60))} is not an agent name (1-40 lowercase letters, digits, - or _)`,
    );
  }
  return { ...config, team: { [agent]: { logins: [], operators: [] } } };
}

function unknownAgent(agent: string, names: readonly string[]): UsageError {
  return new UsageError(
    `unknown agent ${JSON.stringify(agent)}: the configuration names ${names.join(', ')}${didYouMean(agent, names)}`,
  );
}
