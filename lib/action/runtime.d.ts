/** The runner's view of this run. */
export interface Runtime {
    /** `pull_request`, `issue_comment`, `schedule`, ... */
    eventName: string;
    /** The webhook payload (GITHUB_EVENT_PATH), parsed further by each handler with its own schema. */
    payload: Record<string, unknown>;
    owner: string;
    repo: string;
    /** GITHUB_SHA: the commit the workflow runs on (never checked out or run by the gate). */
    sha: string;
    /** GITHUB_API_URL, e.g. https://api.github.com. */
    apiUrl: string;
    /** The workflow run's page, linked from check runs. */
    runUrl: string | undefined;
    /** GITHUB_WORKSPACE: the repository checkout, when the workflow made one. */
    workspace: string;
}
/** Reads the runner's environment; anything missing or malformed is an InputError naming it. */
export declare function readRuntime(env: NodeJS.ProcessEnv): Runtime;
