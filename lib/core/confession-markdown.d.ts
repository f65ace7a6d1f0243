/**
 * Line-level Markdown reading for the ConfessionReport parser: headings, list items, bold markers,
 * numbers. Each function looks at one line once, without regular expressions, because the text is
 * untrusted and may be megabytes long.
 */
export declare function stripTrailingCr(line: string): string;
/** An ATX heading's level and text (`## Decision` → 2, `Decision`), or undefined. */
export declare function readHeading(line: string): {
    level: number;
    text: string;
} | undefined;
/** Lowercase letters and digits, every other run of characters folded to one space. */
export declare function fold(text: string): string;
export declare function unbold(text: string): string;
export declare function stripOrderedMarker(text: string): string;
/** A list item's text without its marker (`- x`, `* x`, `+ x`, `1. x`), or undefined. */
export declare function listItem(line: string): {
    text: string;
    indent: number;
} | undefined;
