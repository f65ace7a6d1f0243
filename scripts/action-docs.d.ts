export declare const DOCS_START = "<!-- action-docs: rendered from action.yml by `npx tsx scripts/action-docs.ts` -->";
export declare const DOCS_END = "<!-- /action-docs -->";
/** The inputs and outputs tables of an action.yml's text. */
export declare function renderActionDocs(actionYmlText: string): string;
/** `readme` with the tables between the markers rendered from `actionYmlText`, Prettier-formatted. */
export declare function updateReadme(readme: string, actionYmlText: string): Promise<string>;
