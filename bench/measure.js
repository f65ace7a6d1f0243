/**
 * Side-by-side timing: subject and peer run alternately in the same process run, so machine noise
 * hits both alike; we report the ratio of their medians, never an absolute time alone.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
/** Whether `row` meets its goal (undefined when it has none). */
export function goalMet(row) {
    const { goal } = row;
    if (goal === undefined)
        return undefined;
    return ((goal.maxRatio === undefined || row.ratio <= goal.maxRatio) &&
        (goal.maxExcess === undefined || row.subjectValue - row.peerValue <= goal.maxExcess));
}
export const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Runs each function `runs` times, interleaved, after one warm-up each; medians in ms. */
export async function compareFunctions(fns, runs) {
    for (const fn of fns)
        await fn();
    const samples = fns.map(() => []);
    for (let i = 0; i < runs; i++) {
        for (const [index, fn] of fns.entries()) {
            const start = performance.now();
            await fn();
            samples[index].push(performance.now() - start);
        }
    }
    return samples.map(median);
}
/** Wall time of whole processes, interleaved; a failing command aborts the benchmark. */
export async function compareCommands(commands, runs) {
    return compareFunctions(commands.map((command) => () => {
        // stdout goes to /dev/null for subject and peer alike: we time the work, not a pipe.
        const result = spawnSync(command.file, command.args, {
            stdio: ['ignore', 'ignore', 'pipe'],
            ...command.options,
        });
        if (result.error)
            throw result.error;
        const expected = command.options?.expectStatus;
        if (result.status !== (expected ?? 0)) {
            throw new Error(`${command.file} ${command.args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(-600)}`);
        }
    }), runs);
}
export const ratioRow = (row) => ({
    unit: 'ms',
    ...row,
    ratio: row.subjectValue / row.peerValue,
});
