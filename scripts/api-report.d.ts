export declare const REPORT_PATH: string;
export interface ApiEntry {
    name: string;
    kind: 'function' | 'const' | 'type' | 'class';
    /** One or more lines of TypeScript-like declaration. */
    declaration: string;
    /** The first paragraph of the JSDoc, or '' when there is none. */
    summary: string;
}
/** Reads the public surface of `entry` (src/index.ts) with the project's compiler options. */
export declare function readApi(entry?: string): ApiEntry[];
/** The report's Markdown, formatted as `prettier --check` expects. */
export declare function renderApiReport(entries: readonly ApiEntry[]): Promise<string>;
