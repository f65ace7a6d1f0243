/**
 * `log` prints as git walks the history: the built CLI, run as a process over 1,000 and 10,000
 * cycle commits, keeps its peak memory flat in the history's length and its `--json` valid, and
 * a reader slower than git holds git back rather than growing the CLI's memory, and under
 * issue 18's ceiling of 60 MiB.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCycleHistory } from '../helpers/cycle-history.js';
import { CLI, runCli } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
const histories = new Map<number, string>();
let preload = '';

beforeAll(async () => {
  for (const commits of [1_000, 10_000]) {
    const dir = await sandbox.repo();
    await writeCycleHistory(dir, commits);
    histories.set(commits, dir);
  }
  // Records the process's peak resident set (KiB) as it exits.
  preload = join(await sandbox.dir('hg-rss-'), 'peak.cjs');
  await writeFile(
    preload,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.PEAK_FILE, String(process.resourceUsage().maxRSS)));\n",
  );
}, 300_000);

afterAll(() => sandbox.cleanup());

/**
 * Runs the built CLI's `log` with `args` over a history, its output going to a file; its output
 * and peak memory (MiB). (Into a pipe whose reader lags, Node queues what it could not write yet:
 * that is the reader's pace, not the log's.)
 */
async function logProcess(commits: number, args: string[]) {
  const dir = await sandbox.dir('hg-peak-');
  const peakFile = join(dir, 'kib');
  const outFile = join(dir, 'out');
  const out = openSync(outFile, 'w');
  const run = spawnSync(process.execPath, ['--require', preload, CLI, 'log', ...args], {
    cwd: histories.get(commits),
    env: { ...process.env, PEAK_FILE: peakFile },
    encoding: 'utf8',
    stdio: ['ignore', out, 'pipe'],
  });
  closeSync(out);
  return {
    code: run.status,
    stdout: await readFile(outFile, 'utf8'),
    stderr: run.stderr,
    peakMiB: Number(await readFile(peakFile, 'utf8')) / 1024,
  };
}

/**
 * Runs the built CLI's `log` with `args` over a history into a pipe read by a deliberately slow
 * reader: it reads nothing for a second, then one pipe-full at a time with a pause after each.
 */
async function logThroughSlowReader(commits: number, args: string[]) {
  const peakFile = join(await sandbox.dir('hg-slow-'), 'kib');
  const child = spawn(process.execPath, ['--require', preload, CLI, 'log', ...args], {
    cwd: histories.get(commits),
    env: { ...process.env, PEAK_FILE: peakFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdout.pause();
  setTimeout(() => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 20);
    });
    child.stdout.resume();
  }, 1_000);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return {
    code,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
    peakMiB: Number(await readFile(peakFile, 'utf8')) / 1024,
  };
}

describe('log streams', () => {
  it('--json over 10,000 cycle commits is one valid array, peak memory at most 60 MiB and flat against 1,000', async () => {
    const small = await logProcess(1_000, ['--json']);
    const large = await logProcess(10_000, ['--json']);
    expect([small.code, small.stderr, large.code, large.stderr]).toEqual([0, '', 0, '']);
    const entries = JSON.parse(large.stdout) as { cycle: number }[];
    expect(entries.map((e) => e.cycle)).toEqual(
      Array.from({ length: 10_000 }, (_, i) => 10_000 - i),
    );
    // The same bytes the whole array would print as (two-space indent, trailing newline).
    expect(large.stdout).toBe(`${JSON.stringify(entries, null, 2)}\n`);
    expect(large.peakMiB - small.peakMiB).toBeLessThan(8);
    expect(large.peakMiB).toBeLessThanOrEqual(60);
  });

  it('--json into a slow reader: git is held back, peak memory flat against 1,000, the array valid', async () => {
    const small = await logThroughSlowReader(1_000, ['--json']);
    const large = await logThroughSlowReader(10_000, ['--json']);
    expect([small.code, small.stderr, large.code, large.stderr]).toEqual([0, '', 0, '']);
    const entries = JSON.parse(large.stdout) as { cycle: number }[];
    expect(entries.map((e) => e.cycle)).toEqual(
      Array.from({ length: 10_000 }, (_, i) => 10_000 - i),
    );
    expect(large.stdout).toBe(`${JSON.stringify(entries, null, 2)}\n`);
    // Without backpressure Node queued what the reader had not taken yet: 105 MiB at 10,000.
    expect(large.peakMiB - small.peakMiB).toBeLessThan(8);
  });

  it('text over 10,000 cycle commits: one headline per cycle, newest first, memory flat', async () => {
    const small = await logProcess(1_000, []);
    const large = await logProcess(10_000, []);
    expect([small.code, large.code]).toEqual([0, 0]);
    const headlines = large.stdout.split('\n').filter((line) => /^[0-9a-f]{10} {2}/.test(line));
    expect(headlines).toHaveLength(10_000);
    expect(headlines[0]).toContain('cycle 10000 ');
    expect(headlines.at(-1)).toContain('cycle 1 ');
    expect(large.peakMiB - small.peakMiB).toBeLessThan(8);
  });

  it('loads no simple-git, Octokit, MCP, ledger or zod code: only the configuration and the parser', async () => {
    // A loader hook records every module the process loads (as check-commit's test does).
    const dir = await sandbox.dir('hg-trace-');
    const trace = join(dir, 'trace.log');
    await writeFile(
      join(dir, 'hooks.mjs'),
      "import { appendFileSync } from 'node:fs';\n" +
        'export async function load(url, context, next) {\n' +
        '  appendFileSync(process.env.HG_TRACE, url + "\\n");\n' +
        '  return next(url, context);\n}\n',
    );
    const register = join(dir, 'register.mjs');
    await writeFile(
      register,
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
    );
    await writeFile(trace, '');
    const run = spawnSync(
      process.execPath,
      ['--import', pathToFileURL(register).href, CLI, 'log', '--json'],
      { cwd: histories.get(1_000), encoding: 'utf8', env: { ...process.env, HG_TRACE: trace } },
    );
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toHaveLength(1_000);
    const files = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith('file:'))
      .map((url) => fileURLToPath(url));
    expect(files.filter((file) => !file.startsWith(resolve('dist')))).toEqual([]);
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    // Strings each library's code carries (comments may name them, so names prove nothing).
    expect(code).not.toMatch(/["']simple-git["']/); // simple-git's debug namespace
    expect(code).not.toContain('api.github.com'); // Octokit
    expect(code).not.toContain('notifications/initialized'); // the MCP SDK
    expect(code).not.toContain('POSIX_REGEX_SOURCE'); // picomatch (verifiers)
    expect(code).not.toContain('checkpoints'); // the state store (--verify only)
    expect(code).not.toContain('ZodError'); // zod: a valid configuration is read without it
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    // Without zod (about 410 KB), the entry and the log command's chunk: about 61 KB.
    expect(bytes).toBeLessThan(100_000);
  });

  it('an empty history prints an empty array and the no-cycles line', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    expect((await runCli(['log', '--json'], { cwd: dir })).stdout).toBe('[]\n');
    expect((await runCli(['log'], { cwd: dir })).stdout).toBe('No cycle commits yet.\n');
  });
});
