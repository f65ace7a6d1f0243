/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, parsed once with zod.
 * Every default lives here, in one place.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { InputError } from './errors.js';
/** Where the configuration file lives, relative to the repository root. */
export const CONFIG_PATH = '.heartbeat/config.json';
function isTimeZone(value) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
    }
    catch {
        return false;
    }
}
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
export const ConfigSchema = z
    .object({
    /** Folder (relative to the repository root) holding the ledger and derived files. */
    stateDir: z.string().min(1).default('.heartbeat'),
    /** The heartbeat contract, relative to the repository root. */
    contract: z.string().min(1).default('HEARTBEAT.md'),
    /** IANA timezone in which the day rolls over. */
    timeZone: z
        .string()
        .refine(isTimeZone, { message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' })
        .default('UTC'),
    /** The heartbeat interval in minutes when no penalty or reward tier changes it. */
    defaultIntervalMinutes: z.number().int().positive().default(15),
    /** Branch that receives state commits when pushing; unset means the current branch. */
    stateBranch: z.string().min(1).optional(),
    /** Logins whose commits and comments count as the agent's. */
    agents: z.array(z.string().min(1)).default([]),
    /** Logins whose 👍 / 👎 count as operator feedback (besides repository write access). */
    operators: z.array(z.string().min(1)).default([]),
    /** Verification hint `check:<name>` → the GitHub check run or status context to consult. */
    checks: z.record(z.string(), z.string()).default({}),
    /**
     * Ground truth: evidence dimension → the check run or status that really decides it
     * (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit
     * where that check failed, is a ground-truth contradiction.
     */
    groundTruth: z.record(z.string(), z.string().min(1)).default({}),
    /**
     * Who may produce each ground-truth check: check name → the app slugs (check runs) and
     * logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A
     * name not listed counts any producer but an agent; an agent's own reading never counts.
     */
    producers: z.record(z.string(), z.array(z.string().min(1))).default({}),
    /** Seconds a `cmd:` verify hint may run before it is stopped and judged unclear. */
    commandTimeoutSeconds: z.number().int().positive().max(3600).default(120),
    /**
     * The branch whose HEARTBEAT.md is trusted to run `cmd:` hints, read from the remote
     * (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Unset: the
     * repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally).
     */
    trustedBranch: z.string().min(1).optional(),
})
    .strict();
/** The configuration used when the repository has no config file. */
export const DEFAULT_CONFIG = ConfigSchema.parse({});
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
export function parseConfig(text, file = CONFIG_PATH) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`${file}: not valid JSON (${error.message})`, file);
    }
    const parsed = ConfigSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        throw new InputError(`${file}: ${field}: ${issue?.message ?? 'invalid'}`, file);
    }
    return parsed.data;
}
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
export async function loadConfig(repoDir) {
    let text;
    try {
        text = await readFile(join(repoDir, CONFIG_PATH), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return DEFAULT_CONFIG;
        throw error;
    }
    return parseConfig(text);
}
