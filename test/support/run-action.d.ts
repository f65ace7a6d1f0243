import type { WebhookPayload } from './webhooks.js';
/** The bundle action.yml runs. */
export declare const ACTION_BUNDLE: string;
/** A Node runtime to run the bundle under. */
export interface NodeRuntime {
    name: string;
    bin: string;
}
/** Node 20 (this machine's, running the tests) and Node 24 (npm `node@24` in tools/node24). */
export declare const NODE_RUNTIMES: readonly NodeRuntime[];
interface ActionYml {
    inputs?: Record<string, {
        default?: string;
        required?: boolean;
    }>;
    outputs?: Record<string, {
        description?: string;
    }>;
}
/** action.yml, parsed. */
export declare function readActionYml(): Promise<ActionYml>;
/** How to run the Action once. */
export interface RunActionOptions {
    node: NodeRuntime;
    /** GITHUB_EVENT_NAME. */
    event: string;
    /** Written to GITHUB_EVENT_PATH. */
    payload: WebhookPayload;
    /** GITHUB_REPOSITORY, `owner/name`. */
    repository: string;
    /** GITHUB_API_URL: the local test server's url. */
    apiUrl: string;
    /** What `${{ github.token }}` expands to; default `ghs_test_token`. */
    token?: string;
    /** Inputs by action.yml name; absent ones get action.yml's default. */
    inputs?: Record<string, string>;
    /** GITHUB_SHA; default 40 zeros (the PR gate reads the head from the payload, not from here). */
    sha?: string;
    /** GITHUB_WORKSPACE; default an empty temporary folder. */
    workspace?: string;
    /** More environment variables (e.g. GITHUB_REF). */
    env?: Record<string, string>;
}
/** A workflow command the Action printed (`::warning title=x::message`). */
export interface Annotation {
    level: 'error' | 'warning' | 'notice';
    title?: string;
    message: string;
}
/** What the run left behind, as the runner would read it. */
export interface ActionRunResult {
    /** The process exit code: 0 success, 1 failed step. */
    code: number;
    stdout: string;
    stderr: string;
    /** GITHUB_OUTPUT, parsed (the last value of a name wins, as on the runner). */
    outputs: Record<string, string>;
    /** GITHUB_STEP_SUMMARY's Markdown. */
    summary: string;
    /** error / warning / notice workflow commands, in order. */
    annotations: Annotation[];
}
/** `INPUT_<NAME>`: spaces to underscores, upper case; hyphens stay (as the runner and core do). */
export declare function inputVariable(name: string): string;
/** Runs `node dist/index.js` once under `options.node` and collects what it left. */
export declare function runAction(options: RunActionOptions): Promise<ActionRunResult>;
/** GITHUB_OUTPUT's `name<<delimiter` blocks (and plain `name=value` lines). */
export declare function parseOutputFile(text: string): Record<string, string>;
/** The `::error|warning|notice [props]::message` lines of the Action's stdout. */
export declare function parseAnnotations(stdout: string): Annotation[];
export {};
