import { z } from 'zod';
/** Where the configuration file lives, relative to the repository root. */
export declare const CONFIG_PATH = ".heartbeat/config.json";
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
export declare const ConfigSchema: z.ZodObject<{
    $schema: z.ZodOptional<z.ZodString>;
    stateDir: z.ZodDefault<z.ZodString>;
    contract: z.ZodDefault<z.ZodString>;
    timeZone: z.ZodDefault<z.ZodString>;
    defaultIntervalMinutes: z.ZodDefault<z.ZodNumber>;
    stateBranch: z.ZodOptional<z.ZodString>;
    agents: z.ZodDefault<z.ZodArray<z.ZodString>>;
    team: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        logins: z.ZodArray<z.ZodString>;
        contract: z.ZodOptional<z.ZodString>;
        operators: z.ZodDefault<z.ZodArray<z.ZodString>>;
        defaultIntervalMinutes: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>>;
    operators: z.ZodDefault<z.ZodArray<z.ZodString>>;
    checks: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
    groundTruth: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
    producers: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>;
    commandTimeoutSeconds: z.ZodDefault<z.ZodNumber>;
    trustedBranch: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** The parsed configuration with every default filled in. */
export type Config = z.infer<typeof ConfigSchema>;
/** The name the single agent of a configuration without `team` goes by. */
export declare const DEFAULT_AGENT = "agent";
/** The agents a configuration names: `team`'s names in order, else the single default agent. */
export declare function agentNames(config: Config): string[];
/** Whether the configuration names several agents (`team`), each with a state folder of its own. */
export declare function isTeam(config: Config): boolean;
/** A GitHub repository whose state goes to a shared state repository (`--repository owner/name`). */
export interface RepositoryName {
    owner: string;
    name: string;
}
/**
 * Parses `owner/name` strictly (it becomes two folders of the state repository): exactly one
 * slash, GitHub's characters, no `.` or `..`. A bad one is an InputError naming `source` (the
 * flag or input it came from).
 */
export declare function parseRepositoryName(text: string, source: string): RepositoryName;
/**
 * Where one agent's state lives, relative to the repository root: the state directory itself for
 * the single agent (today's layout, unchanged), `<stateDir>/agents/<name>` for a team's agent.
 * In a shared state repository (`repository` given) the same layout sits under
 * `<stateDir>/<owner>/<name>`, lowercased since GitHub's names ignore case (one repository, one
 * folder). The one place this path is computed.
 */
export declare function stateDirFor(config: Config, agent: string, repository?: RepositoryName): string;
/** Every login of every agent: a reaction, approval or `--by` from any of them is an agent's. */
export declare function allAgentLogins(config: Config): string[];
/** The name of the agent `login` belongs to (exact login match, case aside), if any. */
export declare function agentOfLogin(config: Config, login: string): string | undefined;
/**
 * One agent's view of the configuration, so every single-agent path (writer, cycle, readers,
 * gates) works unchanged: its logins as `agents`, its contract, operators, interval and state
 * folder. Without `team`, the configuration itself (`agent` must be the default name or unset).
 * An unknown name is a UsageError naming the known ones.
 */
export declare function configForAgent(config: Config, agent: string | undefined, repository?: RepositoryName): Config;
/**
 * A configuration whose team is the one agent `agent` (no logins): how a clone of a shared state
 * repository reads `--repository <r> --agent <name>`, the folder of an agent of another repository's
 * team. A name that cannot be an agent's is a UsageError.
 */
export declare function agentFolderTeam(config: Config, agent: string): Config;
/** The configuration used when the repository has no config file. */
export declare const DEFAULT_CONFIG: Config;
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
export declare function parseConfig(text: string, file?: string): Config;
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
export declare function loadConfig(repoDir: string): Promise<Config>;
