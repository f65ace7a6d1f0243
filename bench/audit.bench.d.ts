import { type BenchRow } from './measure.js';
export declare function measure(): Promise<BenchRow[]>;
