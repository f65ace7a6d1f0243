import { type Config } from './core/config-model.js';
import { InputError } from './errors.js';
export * from './core/config-model.js';
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
export declare function loadConfig(repoDir: string): Promise<Config>;
/** Whether `init` (or the operator) wrote `.heartbeat/config.json` in a repository. */
export declare function hasConfigFile(repoDir: string): Promise<boolean>;
/**
 * What a command that needs a set-up repository says in one that is not (`why`: what is missing),
 * so every command words it alike.
 */
export declare function notSetUp(why: string, file?: string): InputError;
