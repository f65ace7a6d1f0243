/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, read and checked
 * by the schema in core/config-model.ts (the one home of every rule, default and message).
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONFIG_PATH, DEFAULT_CONFIG, parseConfig } from './core/config-model.js';
import { InputError } from './errors.js';
// The configuration as plain data (its schema, type, defaults, one agent's view) lives in core/config-model.ts.
export * from './core/config-model.js';
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
/** Whether `init` (or the operator) wrote `.heartbeat/config.json` in a repository. */
export async function hasConfigFile(repoDir) {
    return access(join(repoDir, CONFIG_PATH)).then(() => true, () => false);
}
/**
 * What a command that needs a set-up repository says in one that is not (`why`: what is missing),
 * so every command words it alike.
 */
export function notSetUp(why, file) {
    return new InputError(`this repository is not set up (${why}): run heartbeat-gate init first`, file);
}
