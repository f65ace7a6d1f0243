/**
 * Safe Markdown building blocks. Everything an agent or a commenter wrote is untrusted: it must
 * not hide the rest of a comment (`<!--`), ping people (`@user`), inject HTML or links, or break
 * out of a table cell or code block.
 */
/** ASCII punctuation CommonMark lets a backslash escape, minus the ones turned into entities. */
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|~=:$^]/g;
/** Zero-width space: `@&#8203;name` renders as "@name" but GitHub does not mention anyone. */
const NO_MENTION = '@&#8203;';
/**
 * Escapes untrusted text for use inside Markdown prose (one paragraph: line breaks are kept as
 * hard breaks so a line cannot start a heading, list or quote of its own).
 */
export function escapeMarkdown(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(ESCAPABLE, (c) => `\\${c}`)
        .replace(/@/g, NO_MENTION)
        .replace(/\n/g, '<br>');
}
/** Escapes untrusted text for one GFM table cell: as `escapeMarkdown`, never empty. */
export function escapeTableCell(text) {
    const escaped = escapeMarkdown(text.trim());
    return escaped === '' ? ' ' : escaped;
}
/**
 * A fenced code block holding `text` verbatim: the fence is longer than any run of backticks
 * inside, so the text cannot close it. Code blocks render literally (no HTML, no mentions).
 */
export function codeBlock(text, info = '') {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
    return `${fence}${info}\n${body}\n${fence}`;
}
/** A link whose label is escaped and whose target must be an http(s) URL, else just the label. */
export function link(label, url) {
    const text = escapeMarkdown(label);
    if (!url || !/^https?:\/\/[^\s<>()]+$/.test(url))
        return text;
    return `[${text}](${url})`;
}
/** A GFM table; every cell is escaped. */
export function table(header, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [
        line(header.map(escapeTableCell)),
        line(header.map(() => '---')),
        ...rows.map((row) => line(row.map(escapeTableCell))),
    ].join('\n');
}
/**
 * A GFM table whose cells are already Markdown (built from escaped parts, e.g. links): only
 * pipes and line breaks are neutralized.
 */
export function markdownTable(header, rows) {
    const cell = (c) => c.replace(/\r?\n/g, '<br>').replace(/(?<!\\)\|/g, '\\|') || ' ';
    const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
