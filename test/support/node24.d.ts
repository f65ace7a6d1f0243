/** The Node 24 binary the bundle's tests run. */
export declare const NODE24_BIN: string;
/** The command that installs it, as a user would type it from the repository root. */
export declare const NODE24_INSTALL = "npm --prefix tools/node24 ci";
/** Vitest global setup: installs tools/node24 from its lockfile unless it is already there. */
export default function setup(): void;
