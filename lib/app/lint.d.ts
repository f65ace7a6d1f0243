import type { Config } from '../config.js';
import { type LintFinding } from './state-lint.js';
export type { LintFinding } from './state-lint.js';
/** What lint looked at and what it found. */
export interface LintReport {
    /** The contracts linted (a contract that does not exist is not linted). */
    readonly contracts: readonly {
        file: string;
        tasks: number;
    }[];
    /** The state directory, when it was checked (`events` unknown when a file did not parse). */
    readonly state?: {
        dir: string;
        events?: number;
    };
    readonly findings: readonly LintFinding[];
}
/**
 * Which checks a list of changed paths calls for (a hook passes every staged path): each one that
 * is the configured contract or is named HEARTBEAT.md is linted as a contract, any path under the
 * state directory calls for the state check, and other paths are none of lint's business.
 */
export declare function lintTargets(files: readonly string[] | undefined, config: Config): {
    contracts: string[];
    state: boolean;
};
/**
 * Lints the repository at `root`: the contract and the state directory, or, given `files` (the
 * paths a commit changes), only the checks those paths call for.
 */
export declare function lintRepository(root: string, config: Config, files?: readonly string[]): Promise<LintReport>;
