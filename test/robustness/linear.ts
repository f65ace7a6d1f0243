/**
 * "Linear in its input" as a test can check it on a noisy machine: the work on input of size n
 * against itself at n/8, both measured in the same run. A quadratic or backtracking parser misses
 * by an order of magnitude, so a generous bound still fails it; constant factors against a peer
 * belong in bench/, not in tests. Best-of-N times, because noise only ever adds time; and CPU
 * time, not wall time: on a loaded machine a long run is preempted more often than a short one, so
 * wall-clock ratios grew with the load (35 in a CI run where this machine idle gives 11).
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full collection before each timed run, so that no run pays for garbage an earlier one left:
 * without it a small run sometimes escaped collection entirely (4 ms where it usually took 35), and
 * the ratio against it read as superlinear.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** This process's CPU time in milliseconds (all its threads: the garbage collector counts). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function bestTime(work: () => unknown, runs = 5): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    collectGarbage();
    const start = cpuMs();
    work();
    best = Math.min(best, cpuMs() - start);
  }
  return best;
}

/** Repeats `unit` to about `size` characters. */
export const repeatTo = (unit: string, size: number): string =>
  unit.repeat(Math.max(1, Math.ceil(size / unit.length)));

/**
 * Time at n divided by time at n/8 (both floored at 1 ms): ≈8 when linear, ≈64 when quadratic.
 * The n/8 side is timed as eight parses and divided by eight, so both sides allocate about as much
 * and pay the same share of garbage collection.
 */
export function scalingRatio(parse: (text: string) => unknown, unit: string, size: number): number {
  const eighth = repeatTo(unit, size / 8);
  const full = repeatTo(unit, size);
  const eightEighths = bestTime(() => {
    for (let i = 0; i < 8; i++) parse(eighth);
  });
  return (
    Math.max(
      1,
      bestTime(() => parse(full)),
    ) / Math.max(1, eightEighths / 8)
  );
}

/** Upper bound for `scalingRatio`: four times linear (GC grows with live data), half of quadratic. */
export const LINEAR_SCALING_BOUND = 32;
