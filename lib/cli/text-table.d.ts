/**
 * Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.
 * Cells are expected to be single-width characters (no emoji), so that columns line up.
 */
/** Column alignment: `right` for numbers, `left` for words. */
export type Align = 'left' | 'right';
/** Renders `rows` under `header`, two spaces between columns, trailing spaces trimmed. */
export declare function textTable(header: readonly string[], rows: readonly (readonly string[])[], align?: readonly Align[]): string;
