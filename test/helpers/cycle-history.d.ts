import { type CycleCommit } from '../../src/core/cycle.js';
/** Seconds since the epoch of the history's start (cycle n is committed at START + n·900). */
export declare const HISTORY_START: number;
/** Cycle n of the synthetic history. */
export declare const syntheticCycle: (n: number) => CycleCommit;
/** Writes `count` cycle commits onto `main` of the repository at `dir` and checks it out. */
export declare function writeCycleHistory(dir: string, count: number): Promise<void>;
