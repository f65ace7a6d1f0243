/**
 * The configuration as plain data: its type, its defaults, one agent's view of it, and a quick
 * zod-free acceptance of a valid file, so that `log` starts without loading zod. The schema in
 * src/config.ts stays the home of every error message: whatever `acceptConfig` does not accept
 * is parsed there (a type check there and a test keep the two in step).
 */
import { InputError, UsageError } from '../errors.js';
import { didYouMean } from './render/text.js';

/** Where the configuration file lives, relative to the repository root. */
export const CONFIG_PATH = '.heartbeat/config.json';

/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
export const AGENT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The most seconds a `cmd:` verify hint may be given. */
export const MAX_COMMAND_TIMEOUT_SECONDS = 3600;

/** The defaults of the scalar settings (the lists and maps default to empty). */
export const CONFIG_DEFAULTS = {
  stateDir: '.heartbeat',
  contract: 'HEARTBEAT.md',
  timeZone: 'UTC',
  defaultIntervalMinutes: 15,
  commandTimeoutSeconds: 120,
} as const;

/** The parsed configuration with every default filled in (ConfigSchema documents each field). */
export interface Config {
  $schema?: string | undefined;
  stateDir: string;
  contract: string;
  timeZone: string;
  defaultIntervalMinutes: number;
  stateBranch?: string | undefined;
  agents: string[];
  team?:
    | Record<
        string,
        {
          logins: string[];
          contract?: string | undefined;
          operators: string[];
          defaultIntervalMinutes?: number | undefined;
        }
      >
    | undefined;
  operators: string[];
  checks: Record<string, string>;
  groundTruth: Record<string, string>;
  producers: Record<string, string[]>;
  commandTimeoutSeconds: number;
  trustedBranch?: string | undefined;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const KEYS: ReadonlySet<string> = new Set([
  '$schema',
  'stateDir',
  'contract',
  'timeZone',
  'defaultIntervalMinutes',
  'stateBranch',
  'agents',
  'team',
  'operators',
  'checks',
  'groundTruth',
  'producers',
  'commandTimeoutSeconds',
  'trustedBranch',
]);
const TEAM_KEYS: ReadonlySet<string> = new Set([
  'logins',
  'contract',
  'operators',
  'defaultIntervalMinutes',
]);

/** One agent of a repository that runs several (`team.<name>`). */
type TeamAgent = NonNullable<Config['team']>[string];

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !Object.hasOwn(value, '__proto__');
const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isNames = (value: unknown): value is string[] => Array.isArray(value) && value.every(isName);
const isPositive = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;
const absentOr = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const isRecordOf = (value: unknown, check: (value: unknown) => boolean) =>
  isObject(value) && Object.values(value).every(check);

function acceptTeamAgent(value: unknown): TeamAgent | undefined {
  if (!isObject(value) || !Object.keys(value).every((key) => TEAM_KEYS.has(key))) return undefined;
  const { logins, contract, operators, defaultIntervalMinutes } = value;
  if (
    !isNames(logins) ||
    logins.length === 0 ||
    !absentOr(contract, isName) ||
    !absentOr(operators, isNames) ||
    !absentOr(defaultIntervalMinutes, isPositive)
  ) {
    return undefined;
  }
  const agent: Partial<TeamAgent> = { logins: [...logins] };
  if (contract !== undefined) agent.contract = contract as string;
  agent.operators = operators === undefined ? [] : [...(operators as string[])];
  if (defaultIntervalMinutes !== undefined)
    agent.defaultIntervalMinutes = defaultIntervalMinutes as number;
  return agent as TeamAgent;
}

/**
 * The configuration `value` (parsed JSON) describes, defaults filled in, when it is certainly
 * valid; undefined otherwise (then ConfigSchema decides, and names what is wrong). Never accepts
 * what the schema rejects, and gives what the schema gives.
 */
export function acceptConfig(value: unknown): Config | undefined {
  if (!isObject(value) || !Object.keys(value).every((key) => KEYS.has(key))) return undefined;
  const v = value;
  const timeZone = v.timeZone;
  if (
    !absentOr(v.$schema, (x) => typeof x === 'string') ||
    !absentOr(v.stateDir, isName) ||
    !absentOr(v.contract, isName) ||
    !absentOr(timeZone, (x) => typeof x === 'string' && isTimeZone(x)) ||
    !absentOr(v.defaultIntervalMinutes, isPositive) ||
    !absentOr(v.stateBranch, isName) ||
    !absentOr(v.agents, isNames) ||
    !absentOr(v.operators, isNames) ||
    !absentOr(v.checks, (x) => isRecordOf(x, (y) => typeof y === 'string')) ||
    !absentOr(v.groundTruth, (x) => isRecordOf(x, isName)) ||
    !absentOr(v.producers, (x) => isRecordOf(x, isNames)) ||
    !absentOr(
      v.commandTimeoutSeconds,
      (x) => isPositive(x) && (x as number) <= MAX_COMMAND_TIMEOUT_SECONDS,
    ) ||
    !absentOr(v.trustedBranch, isName)
  ) {
    return undefined;
  }
  let team: Record<string, TeamAgent> | undefined;
  if (v.team !== undefined) {
    if (!isObject(v.team)) return undefined;
    team = {};
    for (const [name, entry] of Object.entries(v.team)) {
      const agent = AGENT_NAME.test(name) ? acceptTeamAgent(entry) : undefined;
      if (!agent) return undefined;
      team[name] = agent;
    }
  }
  const config: Partial<Config> = {};
  if (v.$schema !== undefined) config.$schema = v.$schema as string;
  config.stateDir = (v.stateDir as string | undefined) ?? CONFIG_DEFAULTS.stateDir;
  config.contract = (v.contract as string | undefined) ?? CONFIG_DEFAULTS.contract;
  config.timeZone = (timeZone as string | undefined) ?? CONFIG_DEFAULTS.timeZone;
  config.defaultIntervalMinutes =
    (v.defaultIntervalMinutes as number | undefined) ?? CONFIG_DEFAULTS.defaultIntervalMinutes;
  if (v.stateBranch !== undefined) config.stateBranch = v.stateBranch as string;
  config.agents = [...((v.agents as string[] | undefined) ?? [])];
  if (team !== undefined) config.team = team;
  config.operators = [...((v.operators as string[] | undefined) ?? [])];
  config.checks = { ...((v.checks as Record<string, string> | undefined) ?? {}) };
  config.groundTruth = { ...((v.groundTruth as Record<string, string> | undefined) ?? {}) };
  config.producers = Object.fromEntries(
    Object.entries((v.producers as Record<string, string[]> | undefined) ?? {}).map(
      ([check, producers]) => [check, [...producers]],
    ),
  );
  config.commandTimeoutSeconds =
    (v.commandTimeoutSeconds as number | undefined) ?? CONFIG_DEFAULTS.commandTimeoutSeconds;
  if (v.trustedBranch !== undefined) config.trustedBranch = v.trustedBranch as string;
  return config as Config;
}

/** The configuration used when the repository has no config file. */
export const DEFAULT_CONFIG: Config = acceptConfig({})!;

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
    if (agent !== undefined && agent !== DEFAULT_AGENT) throw unknownAgent(agent, names);
    return repository
      ? { ...config, stateDir: stateDirFor(config, DEFAULT_AGENT, repository) }
      : config;
  }
  if (agent === undefined) {
    throw new UsageError(
      `this repository has several agents: pass --agent <name> (${names.join(', ')})`,
    );
  }
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
