/**
 * Safe Markdown building blocks. Everything an agent or a commenter wrote is untrusted: it must
 * not hide the rest of a comment (`<!--`), ping people (`@user`), inject HTML or links, or break
 * out of a table cell or code block.
 */
/**
 * Escapes untrusted text for use inside Markdown prose (one paragraph: line breaks are kept as
 * hard breaks so a line cannot start a heading, list or quote of its own).
 */
export declare function escapeMarkdown(text: string): string;
/** Escapes untrusted text for one GFM table cell: as `escapeMarkdown`, never empty. */
export declare function escapeTableCell(text: string): string;
/**
 * A fenced code block holding `text` verbatim: the fence is longer than any run of backticks
 * inside, so the text cannot close it. Code blocks render literally (no HTML, no mentions).
 */
export declare function codeBlock(text: string, info?: string): string;
/** A link whose label is escaped and whose target must be an http(s) URL, else just the label. */
export declare function link(label: string, url: string | undefined): string;
/** A GFM table; every cell is escaped. */
export declare function table(header: readonly string[], rows: readonly (readonly string[])[]): string;
/**
 * A GFM table whose cells are already Markdown (built from escaped parts, e.g. links): only
 * pipes and line breaks are neutralized.
 */
export declare function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string;
