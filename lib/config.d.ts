import { z } from 'zod';
import { type Config } from './core/config-model.js';
export * from './core/config-model.js';
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
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
export declare function parseConfig(text: string, file?: string): Config;
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
export declare function loadConfig(repoDir: string): Promise<Config>;
