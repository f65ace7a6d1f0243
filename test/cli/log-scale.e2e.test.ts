/**
 * `log` over a long history: 10,000 cycle commits (written with one `git fast-import`) are all
 * read back, with one `git log` for the whole history rather than a process per commit. A `git`
 * shim first on PATH counts every git process the command starts.
 */
import { execFile } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CycleCommit } from '../../src/core/cycle.js';
import { HISTORY_START, syntheticCycle, writeCycleHistory } from '../helpers/cycle-history.js';
import { runCli } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
const COMMITS = 10_000;
const START = HISTORY_START;

let dir = '';
let shimLog = '';

beforeAll(async () => {
  dir = await sandbox.repo();
  await writeCycleHistory(dir, COMMITS);

  const shimDir = await sandbox.dir('hg-shim-');
  shimLog = join(shimDir, 'calls.log');
  const realGit = (await exec('sh', ['-c', 'command -v git'])).stdout.trim();
  await writeFile(
    join(shimDir, 'git'),
    `#!/bin/sh\necho "$1" >> "${shimLog}"\nexec "${realGit}" "$@"\n`,
  );
  await chmod(join(shimDir, 'git'), 0o755);
  process.env.PATH = `${shimDir}:${process.env.PATH ?? ''}`;
}, 300_000);

afterAll(() => sandbox.cleanup());

describe('log over 10,000 cycle commits', () => {
  it('reads every cycle back, newest first, with a handful of git processes', async () => {
    const result = await runCli(['log', '--json'], { cwd: dir });
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout) as (CycleCommit & { author: string; date: string })[];
    expect(entries).toHaveLength(COMMITS);
    expect(entries.map((e) => e.cycle)).toEqual(
      Array.from({ length: COMMITS }, (_, i) => COMMITS - i),
    );
    const {
      sha: _sha,
      date,
      author,
      authorEmail: _email,
      verified,
      ...last
    } = entries[0] as CycleCommit & {
      sha: string;
      date: string;
      author: string;
      authorEmail: string;
      verified: boolean;
    };
    expect(verified).toBe(false);
    expect(last).toEqual(syntheticCycle(COMMITS));
    expect(author).toBe('Cycle Bot');
    expect(Date.parse(date) / 1000).toBe(START + COMMITS * 900);

    const calls = (await readFile(shimLog, 'utf8')).trim().split('\n');
    expect(calls.filter((c) => c === 'log')).toHaveLength(1);
    expect(calls.length).toBeLessThan(10);
  });

  it('--since narrows to the last day without another git log per commit', async () => {
    const lastDay = new Date((START + COMMITS * 900) * 1000).toISOString().slice(0, 10);
    const result = await runCli(['log', '--json', '--since', lastDay], { cwd: dir });
    const entries = JSON.parse(result.stdout) as CycleCommit[];
    const expected = Array.from({ length: COMMITS }, (_, i) => i + 1).filter(
      (n) => new Date((START + n * 900) * 1000).toISOString().slice(0, 10) >= lastDay,
    );
    expect(entries.map((e) => e.cycle).sort((a, b) => a - b)).toEqual(expected);
  });
});
