/** The import cycles under `dir`, each as its files relative to `dir`, smallest first. */
export declare function findImportCycles(dir: string): string[][];
/** Known cycles, each with the reason it is still here; the lead removes them as branches land. */
export declare const ALLOWED_CYCLES: readonly {
    files: readonly string[];
    reason: string;
}[];
