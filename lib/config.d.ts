import { type Config } from './core/config-model.js';
export * from './core/config-model.js';
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
export declare function loadConfig(repoDir: string): Promise<Config>;
/** Whether `init` (or the operator) wrote `.heartbeat/config.json` in a repository. */
export declare function hasConfigFile(repoDir: string): Promise<boolean>;
