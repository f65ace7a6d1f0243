import type { ResourceName } from './resource-list.js';
/** A resource's text; a bad input reads as the CLI words it, anything else is a bug. */
export declare function readResource(name: ResourceName, cwd: string, now: () => string): Promise<string>;
