/** The resources the server lists; what each holds is read by ./resources.ts on a read. */
/** How a resource is listed. */
export interface ResourceEntry {
    readonly name: ResourceName;
    readonly uri: string;
    readonly title: string;
    readonly description: string;
    readonly mimeType: string;
}
export type ResourceName = 'contract' | 'score' | 'latest-cycle';
export declare const RESOURCES: readonly ResourceEntry[];
