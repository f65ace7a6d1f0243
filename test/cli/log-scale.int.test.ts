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
import { formatCycleMessage, type CycleCommit } from '../../src/core/cycle.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
const COMMITS = 10_000;
const START = Date.parse('2026-01-01T00:00:00Z') / 1000;

const cycleAt = (n: number): CycleCommit => ({
  cycle: n,
  score: (n * 7) % 130,
  target: 50 + (n % 40),
  tier: 'good',
  delta: n % 2 === 0 ? 10 : -15,
  intervalMinutes: 17,
  verdicts: [
    { taskId: 'run_tests', verdict: 'verified', contradiction: false },
    {
      taskId: `task_${n % 5}`,
      verdict: n % 2 === 0 ? 'verified' : 'not_verified',
      contradiction: n % 97 === 0,
    },
  ],
});

let dir = '';
let shimLog = '';

beforeAll(async () => {
  dir = await sandbox.repo();
  // One fast-import stream: every 10th commit is someone's ordinary commit between cycles.
  const chunks: string[] = [];
  let mark = 0;
  for (let n = 1; n <= COMMITS; n++) {
    const message = Buffer.from(formatCycleMessage(cycleAt(n)));
    const when = START + n * 900;
    chunks.push(
      `commit refs/heads/main\nmark :${++mark}\ncommitter Cycle Bot <bot@example.com> ${when} +0000\n` +
        `data ${message.length}\n${message.toString()}\n` +
        (mark > 1 ? `from :${mark - 1}\n` : '') +
        '\n',
    );
    if (n % 10 === 0) {
      const other = 'chore: an ordinary commit\n';
      chunks.push(
        `commit refs/heads/main\nmark :${++mark}\ncommitter A Human <human@example.com> ${when + 1} +0000\n` +
          `data ${other.length}\n${other}\nfrom :${mark - 1}\n\n`,
      );
    }
  }
  const stream = join(dir, '.git', 'import.stream');
  await writeFile(stream, chunks.join(''));
  await exec('sh', ['-c', `git fast-import --quiet < "${stream}"`], { cwd: dir });
  await git(dir, 'reset', '-q', '--hard', 'main');

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
      ...last
    } = entries[0] as CycleCommit & {
      sha: string;
      date: string;
      author: string;
      authorEmail: string;
    };
    expect(last).toEqual(cycleAt(COMMITS));
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
