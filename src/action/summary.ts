/**
 * The job summary (GITHUB_STEP_SUMMARY): each handler adds Markdown sections built from escaped
 * parts (src/core/render); main writes them once at the end, whatever happened.
 */
import { clipBytes, clippedNote, JOB_SUMMARY_BYTES } from '../core/render/github-limits.js';

/** The sections of this run's job summary, in the order they were added. */
export class JobSummary {
  private readonly sections: string[] = [];

  /** Adds one Markdown section; its untrusted parts must already be escaped. */
  add(markdown: string): void {
    const trimmed = markdown.trim();
    if (trimmed !== '') this.sections.push(trimmed);
  }

  /** Whether anything was added. */
  get isEmpty(): boolean {
    return this.sections.length === 0;
  }

  /** The whole summary under one heading, within GitHub's limit on a step's summary. */
  render(): string {
    const text = ['## heartbeat-gate', ...this.sections].join('\n\n');
    return `${clipBytes(text, JOB_SUMMARY_BYTES - 1, clippedNote('GitHub keeps 1 MiB of a job summary'))}\n`;
  }
}
