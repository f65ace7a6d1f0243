import type { LedgerEvent } from '../src/core/model.js';
import { type BenchRow } from './measure.js';
/** A year of cycles: each opens with its cycle event, then one verdict per task. */
export declare function yearOfEvents(): LedgerEvent[];
export declare function measure(): Promise<BenchRow[]>;
