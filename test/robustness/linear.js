/**
 * "Linear in its input" as a test can check it on a noisy machine: the work on input of size n
 * against itself at n/8, both measured in the same run. A quadratic or backtracking parser misses
 * by an order of magnitude, so a generous bound still fails it; constant factors against a peer
 * belong in bench/, not in tests. Best-of-N times, because noise only ever adds time.
 */
import { performance } from 'node:perf_hooks';
export function bestTime(work, runs = 5) {
    let best = Infinity;
    for (let i = 0; i < runs; i++) {
        const start = performance.now();
        work();
        best = Math.min(best, performance.now() - start);
    }
    return best;
}
/** Repeats `unit` to about `size` characters. */
export const repeatTo = (unit, size) => unit.repeat(Math.max(1, Math.ceil(size / unit.length)));
/** Time at n divided by time at n/8 (both floored at 1 ms): ≈8 when linear, ≈64 when quadratic. */
export function scalingRatio(parse, unit, size) {
    const eighth = repeatTo(unit, size / 8);
    const full = repeatTo(unit, size);
    return (Math.max(1, bestTime(() => parse(full))) /
        Math.max(1, bestTime(() => parse(eighth))));
}
/** Upper bound for `scalingRatio`: four times linear (GC grows with live data), half of quadratic. */
export const LINEAR_SCALING_BOUND = 32;
