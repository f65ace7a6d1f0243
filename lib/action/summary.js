/**
 * The job summary (GITHUB_STEP_SUMMARY): each handler adds Markdown sections built from escaped
 * parts (src/core/render); main writes them once at the end, whatever happened.
 */
/** The sections of this run's job summary, in the order they were added. */
export class JobSummary {
    sections = [];
    /** Adds one Markdown section; its untrusted parts must already be escaped. */
    add(markdown) {
        const trimmed = markdown.trim();
        if (trimmed !== '')
            this.sections.push(trimmed);
    }
    /** Whether anything was added. */
    get isEmpty() {
        return this.sections.length === 0;
    }
    /** The whole summary under one heading. */
    render() {
        return ['## heartbeat-gate', ...this.sections].join('\n\n') + '\n';
    }
}
