export declare function bestTime(work: () => unknown, runs?: number): number;
/** Repeats `unit` to about `size` characters. */
export declare const repeatTo: (unit: string, size: number) => string;
/** Time at n divided by time at n/8 (both floored at 1 ms): ≈8 when linear, ≈64 when quadratic. */
export declare function scalingRatio(parse: (text: string) => unknown, unit: string, size: number): number;
/** Upper bound for `scalingRatio`: four times linear (GC grows with live data), half of quadratic. */
export declare const LINEAR_SCALING_BOUND = 32;
