import { type Infer, type JsonSchema } from './plain-schema.js';
/** Where the configuration file lives, relative to the repository root. */
export declare const CONFIG_PATH = ".heartbeat/config.json";
/** The state branch the Action writes when the configuration names none, and the one `init` writes into it. */
export declare const DEFAULT_STATE_BRANCH = "heartbeat-state";
/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
export declare const AGENT_NAME: RegExp;
/** The most seconds a `cmd:` verify hint may be given. */
export declare const MAX_COMMAND_TIMEOUT_SECONDS = 3600;
/** The most consecutive blocks `stopHook.maxBlocks` may allow. */
export declare const MAX_STOP_HOOK_BLOCKS = 100;
export declare function isTimeZone(value: string): boolean;
declare const ConfigObject: import("./plain-schema.js").Rule<{
    stateDir: string;
    contract: string;
    timeZone: string;
    defaultIntervalMinutes: number;
    agents: string[];
    operators: string[];
    checks: Record<string, string>;
    groundTruth: Record<string, string>;
    producers: Record<string, string[]>;
    commandTimeoutSeconds: number;
    stopHook: {
        commands: Record<string, string>;
        requiredTopics: string[];
        maxBlocks: number;
    };
    $schema?: string | undefined;
    stateBranch?: string | undefined;
    team?: Record<string, {
        logins: string[];
        operators: string[];
        contract?: string | undefined;
        defaultIntervalMinutes?: number | undefined;
    }> | undefined;
    trustedBranch?: string | undefined;
}> & {
    shape: {
        $schema: import("./plain-schema.js").Field<string, "optional">;
        stateDir: import("./plain-schema.js").Field<string, "default">;
        contract: import("./plain-schema.js").Field<string, "default">;
        timeZone: import("./plain-schema.js").Field<string, "default">;
        defaultIntervalMinutes: import("./plain-schema.js").Field<number, "default">;
        stateBranch: import("./plain-schema.js").Field<string, "optional">;
        agents: import("./plain-schema.js").Field<string[], "default">;
        team: import("./plain-schema.js").Field<Record<string, {
            logins: string[];
            operators: string[];
            contract?: string | undefined;
            defaultIntervalMinutes?: number | undefined;
        }>, "optional">;
        operators: import("./plain-schema.js").Field<string[], "default">;
        checks: import("./plain-schema.js").Field<Record<string, string>, "default">;
        groundTruth: import("./plain-schema.js").Field<Record<string, string>, "default">;
        producers: import("./plain-schema.js").Field<Record<string, string[]>, "default">;
        commandTimeoutSeconds: import("./plain-schema.js").Field<number, "default">;
        trustedBranch: import("./plain-schema.js").Field<string, "optional">;
        stopHook: import("./plain-schema.js").Field<{
            commands: Record<string, string>;
            requiredTopics: string[];
            maxBlocks: number;
        }, "default">;
    };
};
/** The parsed configuration with every default filled in (ConfigSchema documents each field). */
export type Config = Infer<typeof ConfigObject>;
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
export declare const ConfigSchema: {
    /** Each key of the file: its rule, whether it may be absent, its default and description. */
    shape: {
        $schema: import("./plain-schema.js").Field<string, "optional">;
        stateDir: import("./plain-schema.js").Field<string, "default">;
        contract: import("./plain-schema.js").Field<string, "default">;
        timeZone: import("./plain-schema.js").Field<string, "default">;
        defaultIntervalMinutes: import("./plain-schema.js").Field<number, "default">;
        stateBranch: import("./plain-schema.js").Field<string, "optional">;
        agents: import("./plain-schema.js").Field<string[], "default">;
        team: import("./plain-schema.js").Field<Record<string, {
            logins: string[];
            operators: string[];
            contract?: string | undefined;
            defaultIntervalMinutes?: number | undefined;
        }>, "optional">;
        operators: import("./plain-schema.js").Field<string[], "default">;
        checks: import("./plain-schema.js").Field<Record<string, string>, "default">;
        groundTruth: import("./plain-schema.js").Field<Record<string, string>, "default">;
        producers: import("./plain-schema.js").Field<Record<string, string[]>, "default">;
        commandTimeoutSeconds: import("./plain-schema.js").Field<number, "default">;
        trustedBranch: import("./plain-schema.js").Field<string, "optional">;
        stopHook: import("./plain-schema.js").Field<{
            commands: Record<string, string>;
            requiredTopics: string[];
            maxBlocks: number;
        }, "default">;
    };
    /** The configuration `value` (parsed JSON) describes; an InputError names the field otherwise. */
    parse(value: unknown): Config;
    /** The JSON Schema of the file (what a user writes: defaults make keys optional). */
    toJSONSchema(): JsonSchema;
    '~standard': {
        readonly version: 1;
        readonly vendor: string;
        readonly validate: (value: unknown) => {
            readonly issues: readonly {
                message: string;
                path: readonly string[];
            }[];
        } | {
            readonly value: {
                stateDir: string;
                contract: string;
                timeZone: string;
                defaultIntervalMinutes: number;
                agents: string[];
                operators: string[];
                checks: Record<string, string>;
                groundTruth: Record<string, string>;
                producers: Record<string, string[]>;
                commandTimeoutSeconds: number;
                stopHook: {
                    commands: Record<string, string>;
                    requiredTopics: string[];
                    maxBlocks: number;
                };
                $schema?: string | undefined;
                stateBranch?: string | undefined;
                team?: Record<string, {
                    logins: string[];
                    operators: string[];
                    contract?: string | undefined;
                    defaultIntervalMinutes?: number | undefined;
                }> | undefined;
                trustedBranch?: string | undefined;
            };
        };
        readonly types?: {
            readonly input: unknown;
            readonly output: {
                stateDir: string;
                contract: string;
                timeZone: string;
                defaultIntervalMinutes: number;
                agents: string[];
                operators: string[];
                checks: Record<string, string>;
                groundTruth: Record<string, string>;
                producers: Record<string, string[]>;
                commandTimeoutSeconds: number;
                stopHook: {
                    commands: Record<string, string>;
                    requiredTopics: string[];
                    maxBlocks: number;
                };
                $schema?: string | undefined;
                stateBranch?: string | undefined;
                team?: Record<string, {
                    logins: string[];
                    operators: string[];
                    contract?: string | undefined;
                    defaultIntervalMinutes?: number | undefined;
                }> | undefined;
                trustedBranch?: string | undefined;
            };
        } | undefined;
    };
};
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
export declare function parseConfig(text: string, file?: string): Config;
/** The configuration used when the repository has no config file. */
export declare const DEFAULT_CONFIG: Config;
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
/** The prefix of the branches of a state repository: one per repository, `heartbeat/<owner>/<name>`. */
export declare const REPOSITORY_BRANCHES = "heartbeat";
/**
 * The branch of a state repository that holds `repository`'s state (every agent of it, in the
 * folders stateDirFor names): written only by that repository's heartbeat, so no two writers
 * ever push to one ref. Lowercased, as the folder is: one repository, one branch.
 */
export declare function repositoryStateBranch(repository: RepositoryName): string;
/**
 * Where one agent's state lives, relative to the repository root: the state directory itself for
 * the single agent (today's layout, unchanged), `<stateDir>/agents/<name>` for a team's agent.
 * In a shared state repository (`repository` given) the same layout sits under
 * `<stateDir>/<owner>/<name>`, lowercased since GitHub's names ignore case (one repository, one
 * folder). The one place this path is computed.
 */
export declare function stateDirFor(config: Config, agent: string, repository?: RepositoryName): string;
/**
 * The folder holding every agent's state of one repository, from one agent's (`stateDirFor`'s
 * result for `agent`, undefined for the single agent): the team's folder without `agents/<name>`.
 */
export declare function repositoryStateDir(agentStateDir: string, agent: string | undefined): string;
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
export {};
