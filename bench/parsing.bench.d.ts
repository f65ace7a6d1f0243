import { type BenchRow } from './measure.js';
/** Evidence as agents write it, ANSI colour and commas included, repeated to `bytes`. */
export declare function evidencePayload(bytes: number): string;
/** A contract with freeform context and many task lines, repeated to `bytes`. */
export declare function contractText(bytes: number): string;
export declare function measure(): Promise<BenchRow[]>;
