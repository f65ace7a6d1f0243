/**
 * Side-by-side timing: subject and peer run alternately in the same process run, so machine noise
 * hits both alike; we report the ratio of their medians, never an absolute time alone.
 */
import { type SpawnSyncOptions } from 'node:child_process';
export interface Goal {
    /** The ratio (subject / peer) must be at most this. */
    readonly maxRatio?: number;
    /** The subject may exceed the peer by at most this much (e.g. requests over pages). */
    readonly maxExcess?: number;
    readonly text: string;
}
/** Whether `row` meets its goal (undefined when it has none). */
export declare function goalMet(row: BenchRow): boolean | undefined;
export interface BenchRow {
    readonly name: string;
    readonly subject: string;
    readonly peer: string;
    /** Median milliseconds (or a count, when `unit` says so). */
    readonly subjectValue: number;
    readonly peerValue: number;
    readonly unit: 'ms' | 'requests';
    readonly ratio: number;
    readonly goal?: Goal;
    /** What the numbers mean or why a goal is missed. */
    readonly note?: string;
}
export declare const median: (values: readonly number[]) => number;
/** Runs each function `runs` times, interleaved, after one warm-up each; medians in ms. */
export declare function compareFunctions(fns: ReadonlyArray<() => unknown | Promise<unknown>>, runs: number): Promise<number[]>;
export interface Command {
    readonly file: string;
    readonly args: readonly string[];
    readonly options?: SpawnSyncOptions;
}
/** Wall time of whole processes, interleaved; a failing command aborts the benchmark. */
export declare function compareCommands(commands: readonly Command[], runs: number): Promise<number[]>;
export declare const ratioRow: (row: Omit<BenchRow, "ratio" | "unit"> & {
    unit?: BenchRow["unit"];
}) => BenchRow;
