/**
 * The job summary (GITHUB_STEP_SUMMARY): each handler adds Markdown sections built from escaped
 * parts (src/core/render); main writes them once at the end, whatever happened.
 */
/** The sections of this run's job summary, in the order they were added. */
export declare class JobSummary {
    private readonly sections;
    /** Adds one Markdown section; its untrusted parts must already be escaped. */
    add(markdown: string): void;
    /** Whether anything was added. */
    get isEmpty(): boolean;
    /** The whole summary under one heading. */
    render(): string;
}
