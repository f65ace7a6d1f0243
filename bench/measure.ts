/**
 * Side-by-side timing: subject and peer run alternately in the same process run, so machine noise
 * hits both alike; we report the ratio of their medians, never an absolute time alone.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface Goal {
  /** The ratio (subject / peer) must be at most this. */
  readonly maxRatio?: number;
  /** The subject may exceed the peer by at most this much (e.g. requests over pages). */
  readonly maxExcess?: number;
  /** The subject itself must be at most this (e.g. a memory ceiling in MiB). */
  readonly maxValue?: number;
  readonly text: string;
}

/** Whether `row` meets its goal (undefined when it has none). */
export function goalMet(row: BenchRow): boolean | undefined {
  const { goal } = row;
  if (goal === undefined) return undefined;
  return (
    (goal.maxRatio === undefined || row.ratio <= goal.maxRatio) &&
    (goal.maxExcess === undefined || row.subjectValue - row.peerValue <= goal.maxExcess) &&
    (goal.maxValue === undefined || row.subjectValue <= goal.maxValue)
  );
}

export interface BenchRow {
  readonly name: string;
  readonly subject: string;
  readonly peer: string;
  /** Median milliseconds (or a count or peak memory, when `unit` says so). */
  readonly subjectValue: number;
  readonly peerValue: number;
  readonly unit: 'ms' | 'requests' | 'MiB';
  readonly ratio: number;
  readonly goal?: Goal;
  /** What the numbers mean or why a goal is missed. */
  readonly note?: string;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs each function `runs` times, interleaved, after one warm-up each; medians in ms. */
export async function compareFunctions(
  fns: ReadonlyArray<() => unknown | Promise<unknown>>,
  runs: number,
): Promise<number[]> {
  for (const fn of fns) await fn();
  const samples = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [index, fn] of fns.entries()) {
      const start = performance.now();
      await fn();
      samples[index]!.push(performance.now() - start);
    }
  }
  return samples.map(median);
}

export interface Command {
  readonly file: string;
  readonly args: readonly string[];
  readonly options?: SpawnSyncOptions;
}

/** Wall time of whole processes, interleaved; a failing command aborts the benchmark. */
export async function compareCommands(commands: readonly Command[], runs: number) {
  return compareFunctions(
    commands.map((command) => () => {
      // stdout goes to /dev/null for subject and peer alike: we time the work, not a pipe.
      const result = spawnSync(command.file, command.args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...command.options,
      });
      if (result.error) throw result.error;
      const expected = (command.options as { expectStatus?: number } | undefined)?.expectStatus;
      if (result.status !== (expected ?? 0)) {
        throw new Error(
          `${command.file} ${command.args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(-600)}`,
        );
      }
    }),
    runs,
  );
}

export const ratioRow = (
  row: Omit<BenchRow, 'ratio' | 'unit'> & { unit?: BenchRow['unit'] },
): BenchRow => ({
  unit: 'ms',
  ...row,
  ratio: row.subjectValue / row.peerValue,
});

/**
 * The median peak resident set (MiB) of each command over `runs` interleaved runs, each read by
 * the process itself as it exits (`process.resourceUsage().maxRSS` through `--require`), so no
 * wrapper's memory is counted. Each command's file must be node.
 */
export async function comparePeakMemory(
  commands: readonly Command[],
  runs: number,
): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hg-bench-rss-'));
  try {
    const preload = join(dir, 'peak.cjs');
    const peakFile = join(dir, 'kib');
    writeFileSync(
      preload,
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.PEAK_FILE, String(process.resourceUsage().maxRSS)));\n",
    );
    const samples = commands.map(() => [] as number[]);
    for (let i = 0; i < runs; i++) {
      for (const [index, command] of commands.entries()) {
        const result = spawnSync(command.file, ['--require', preload, ...command.args], {
          stdio: ['ignore', 'ignore', 'pipe'],
          ...command.options,
          env: { ...process.env, ...command.options?.env, PEAK_FILE: peakFile },
        });
        if (result.error) throw result.error;
        if (result.status !== 0) {
          throw new Error(
            `${command.args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(-600)}`,
          );
        }
        samples[index]!.push(Number(readFileSync(peakFile, 'utf8')) / 1024);
      }
    }
    return samples.map(median);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
