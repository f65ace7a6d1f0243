/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, parsed once with zod.
 * Every default lives here, in one place.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  acceptConfig,
  AGENT_NAME,
  CONFIG_DEFAULTS,
  CONFIG_PATH,
  DEFAULT_CONFIG,
  isTimeZone,
  MAX_COMMAND_TIMEOUT_SECONDS,
  type Config,
} from './core/config-model.js';
import { didYouMean } from './core/render/text.js';
import { InputError } from './errors.js';

// The configuration as plain data (its type, defaults, one agent's view) lives in core/config-model.ts.
export * from './core/config-model.js';

/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AgentNameSchema = z.string().regex(AGENT_NAME, {
  message: 'an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
});

/** One agent of a repository that runs several (`team.<name>`). */
const TeamAgentSchema = z
  .object({
    logins: z
      .array(z.string().min(1))
      .min(1)
      .describe(
        "This agent's GitHub logins: their commits, comments and PRs count as this agent's (matched as `agents` is).",
      ),
    contract: z
      .string()
      .min(1)
      .optional()
      .describe(
        "This agent's contract, relative to the repository root. Unset: `.heartbeat/agents/<name>/HEARTBEAT.md`.",
      ),
    operators: z
      .array(z.string().min(1))
      .default([])
      .describe('Logins whose 👍 / 👎 count for this agent, besides the top-level `operators`.'),
    defaultIntervalMinutes: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "This agent's heartbeat interval when no tier changes it. Unset: the top-level one.",
      ),
  })
  .strict();

/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
export const ConfigSchema = z
  .object({
    $schema: z
      .string()
      .optional()
      .describe(
        'The JSON Schema editors complete and check this file with (ignored by heartbeat-gate).',
      ),
    stateDir: z
      .string()
      .min(1)
      .default(CONFIG_DEFAULTS.stateDir)
      .describe('Folder (relative to the repository root) holding the ledger and derived files.'),
    contract: z
      .string()
      .min(1)
      .default(CONFIG_DEFAULTS.contract)
      .describe('The heartbeat contract, relative to the repository root.'),
    timeZone: z
      .string()
      .refine(isTimeZone, { message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' })
      .default(CONFIG_DEFAULTS.timeZone)
      .describe('IANA timezone in which the day rolls over.'),
    defaultIntervalMinutes: z
      .number()
      .int()
      .positive()
      .default(CONFIG_DEFAULTS.defaultIntervalMinutes)
      .describe('The heartbeat interval in minutes when no penalty or reward tier changes it.'),
    stateBranch: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Branch that holds the state: writes commit there, and score, history, log, prompt and badge read it (the local branch, else origin/<branch>). Unset: the current branch.',
      ),
    agents: z
      .array(z.string().min(1))
      .default([])
      .describe(
        "The agent's GitHub logins: their commits, comments and PRs count as the agent's. Matched exactly (case aside): `name` and `name[bot]` are two accounts, list both if both act. With `team`, leave it empty and list each agent's logins there.",
      ),
    team: z
      .record(AgentNameSchema, TeamAgentSchema)
      .optional()
      .describe(
        'Several agents in one repository: agent name → its logins, contract, operators and interval. Each agent keeps its own ledger, score and cycles under `<stateDir>/agents/<name>/`. Unset: one agent, `agents`, `contract` and the state directory itself (the layout of a single agent).',
      ),
    operators: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'Logins whose 👍 / 👎 count as operator feedback (besides repository write access).',
      ),
    checks: z
      .record(z.string(), z.string())
      .default({})
      .describe(
        'Verification hint `check:<name>` → the GitHub check run or status context to consult.',
      ),
    groundTruth: z
      .record(z.string(), z.string().min(1))
      .default({})
      .describe(
        'Ground truth: evidence dimension → the check run or status that really decides it (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit where that check failed, is a ground-truth contradiction.',
      ),
    producers: z
      .record(z.string(), z.array(z.string().min(1)))
      .default({})
      .describe(
        'Who may produce each ground-truth check: check name → the app slugs (check runs) and logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A name not listed counts any producer but an agent; an agent\'s own reading never counts.',
      ),
    commandTimeoutSeconds: z
      .number()
      .int()
      .positive()
      .max(MAX_COMMAND_TIMEOUT_SECONDS)
      .default(CONFIG_DEFAULTS.commandTimeoutSeconds)
      .describe('Seconds a `cmd:` verify hint may run before it is stopped and judged unclear.'),
    trustedBranch: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The branch whose HEARTBEAT.md is trusted to run `cmd:` hints, read from the remote (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Unset: the repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally).",
      ),
  })
  .strict();

// The schema and core/config-model.ts's plain type describe one shape: a difference fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof ConfigSchema>, Config> = true;
void sameShape;

/** Parses configuration text; a bad file is an InputError naming the file and the field. */
export function parseConfig(text: string, file = CONFIG_PATH): Config {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${(error as Error).message})`, file);
  }
  // Nearly every file is valid: accepted without the schema, which names what is wrong otherwise.
  const accepted = acceptConfig(value);
  if (accepted) return accepted;
  const parsed = ConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'unrecognized_keys') {
      const known = Object.keys(ConfigSchema.shape);
      const key = issue.keys[0] ?? '';
      const where = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
      throw new InputError(
        `${file}: unknown key ${JSON.stringify(`${where}${key}`)}${issue.path.length > 0 ? '' : didYouMean(key, known)}`,
        file,
      );
    }
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    throw new InputError(`${file}: ${field}: ${issue?.message ?? 'invalid'}`, file);
  }
  return parsed.data;
}

/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
export async function loadConfig(repoDir: string): Promise<Config> {
  let text: string;
  try {
    text = await readFile(join(repoDir, CONFIG_PATH), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_CONFIG;
    throw error;
  }
  return parseConfig(text);
}
