import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config.js';
import {
  allowedCommands,
  runVerifyCommand,
  verifyTasks,
} from '../../../src/app/verifiers/index.js';
import { GitSandbox, git } from '../../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

async function verifyCommands(
  dir: string,
  tasks: { id: string; verify: string; preMarked?: boolean }[],
  trusted: { id: string; verify: string }[],
  timeoutMs = 30_000,
  env?: NodeJS.ProcessEnv,
) {
  const results = await verifyTasks({
    tasks: tasks.map((t) => ({ preMarked: false, ...t })),
    claims: [],
    changes: undefined,
    allowedCommands: allowedCommands(trusted),
    cwd: dir,
    commandTimeoutMs: timeoutMs,
    config: DEFAULT_CONFIG,
    ...(env ? { env } : {}),
  });
  return new Map(results.map((r) => [r.taskId, r]));
}

describe('cmd:<command> in the repository', () => {
  it('exit 0 → verified, non-zero → not_verified, run in the repository root', async () => {
    const dir = await sandbox.repo({ 'built.txt': 'ok\n' });
    const tasks = [
      { id: 'built', verify: 'cmd:test -f built.txt && echo found it' },
      { id: 'missing', verify: 'cmd:test -f missing.txt' },
    ];
    const results = await verifyCommands(dir, tasks, tasks);
    expect(results.get('built')).toMatchObject({
      verdict: 'verified',
      evidence: ['cmd test -f built.txt && echo found it: exit 0 — found it'],
    });
    expect(results.get('missing')).toMatchObject({
      verdict: 'not_verified',
      groundTruthContradiction: false,
      evidence: ['cmd test -f missing.txt: exit 1'],
    });
  });

  it('a pre-marked [x] task whose command fails is a ground-truth contradiction', async () => {
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    const task = { id: 'tests', verify: 'cmd:echo 2 failing >&2; exit 3', preMarked: true };
    const result = (await verifyCommands(dir, [task], [task])).get('tests');
    expect(result).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: true });
    expect(result?.contradictions).toEqual([
      {
        taskId: 'tests',
        claimed: 'pre-marked [x]',
        actual: 'command echo 2 failing >&2; exit 3 exited 3',
      },
    ]);
    expect(result?.evidence[0]).toMatch(/exit 3 — 2 failing/);
  });

  it('a command over its time limit is killed with its children and judged unclear', async () => {
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    const task = { id: 'slow', verify: 'cmd:(sleep 1; touch late-marker) & sleep 5' };
    const result = (await verifyCommands(dir, [task], [task], 300)).get('slow');
    expect(result).toMatchObject({ verdict: 'unclear' });
    expect(result?.evidence[0]).toMatch(/timed out/);
    await sleep(1500);
    expect(existsSync(join(dir, 'late-marker'))).toBe(false);
  });

  it('a command not in the trusted contract never runs', async () => {
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    const changed = { id: 'deploy', verify: 'cmd:touch evil-marker' };
    const added = { id: 'new_task', verify: 'cmd:touch evil-marker' };
    const results = await verifyCommands(
      dir,
      [changed, added],
      [{ id: 'deploy', verify: 'cmd:true' }],
    );
    for (const id of ['deploy', 'new_task']) {
      expect(results.get(id)).toMatchObject({
        verdict: 'unclear',
        evidence: ['command not run: the command is not in the contract on the trusted branch'],
      });
    }
    expect(existsSync(join(dir, 'evil-marker'))).toBe(false);
  });

  it('hands the command no tokens, no runner file variables and an empty home', async () => {
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    const run = await runVerifyCommand(
      'echo "[$GITHUB_TOKEN$INPUT_GITHUB_TOKEN$ACTIONS_RUNTIME_TOKEN$GITHUB_STEP_SUMMARY$GITHUB_ENV]"; ls -A "$HOME"',
      {
        cwd: dir,
        timeoutMs: 10_000,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          GITHUB_TOKEN: 'ghs_x',
          INPUT_GITHUB_TOKEN: 'y',
          ACTIONS_RUNTIME_TOKEN: 'z',
          GITHUB_STEP_SUMMARY: join(dir, 'summary'),
          GITHUB_ENV: join(dir, 'env'),
        },
      },
    );
    expect(run).toMatchObject({ ran: true, exitCode: 0, output: '[]\n.gitconfig\n' });
  });

  it('runs in a copy of the tree: uncommitted files are there, changes stay there', async () => {
    const dir = await sandbox.repo({ 'a.txt': 'committed\n' });
    await writeFile(join(dir, 'b.txt'), 'not committed\n');
    const run = await runVerifyCommand(
      'cat a.txt b.txt && git log --format=%s && git status --porcelain && rm a.txt && touch c.txt',
      { cwd: dir, timeoutMs: 10_000 },
    );
    expect(run).toMatchObject({
      exitCode: 0,
      output: 'committed\nnot committed\ninitial\n?? b.txt\n',
    });
    expect(await readFile(join(dir, 'a.txt'), 'utf8')).toBe('committed\n');
    expect(existsSync(join(dir, 'c.txt'))).toBe(false);
  });

  it("finds no token in the repository's git configuration, and prints none it found elsewhere", async () => {
    const token = `ghs_${'A1b2C3d4'.repeat(4)}abcd`;
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    await git(
      dir,
      'config',
      'http.https://github.com/.extraheader',
      `AUTHORIZATION: basic ${basic}`,
    );
    await git(dir, 'remote', 'add', 'origin', `https://x-access-token:${token}@github.com/a/b`);
    await git(dir, 'config', 'credential.helper', 'store');
    const inTree = await runVerifyCommand(
      'cat .git/config; git config --list --show-origin; echo "remote: $(git remote -v)"',
      { cwd: dir, timeoutMs: 10_000 },
    );
    expect(inTree).toMatchObject({ ran: true, exitCode: 0 });
    const config = inTree.ran ? inTree.output : '';
    expect(config).toContain('[core]');
    expect(config).not.toMatch(/extraheader|credential|x-access-token|\[remote|ghs_/i);
    expect(config).toContain('remote: \n');

    // The caller's files are hidden from it even by absolute path, and what it prints is cut.
    const elsewhere = await runVerifyCommand(
      `cat ${join(dir, '.git/config')}; echo "leaked $MY_TOKEN: ${token} ${basic} github_pat_11ABCDEFG_xyz"`,
      { cwd: dir, timeoutMs: 10_000, env: { PATH: process.env.PATH, MY_TOKEN: token } },
    );
    const output = elsewhere.ran ? elsewhere.output : '';
    for (const secret of [token, basic, 'github_pat_11', 'ghs_']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain(`cat: ${join(dir, '.git/config')}: No such file or directory`);
    expect(output).toContain('leaked : *** *** ***');
  });

  it("cannot write the runner's file-command files, even where their folder lets anyone", async () => {
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    const files = await sandbox.dir('hg-runner-files-');
    await chmod(files, 0o777);
    const summary = join(files, 'summary.md');
    const env = join(files, 'env');
    await writeFile(summary, '### earlier\n');
    await chmod(summary, 0o666);
    const run = await runVerifyCommand(
      `echo '✅ every task verified — 120/50' >> ${summary}; echo NODE_OPTIONS=--require=/tmp/x.js >> ${env}; true`,
      {
        cwd: dir,
        timeoutMs: 10_000,
        env: { PATH: process.env.PATH, GITHUB_STEP_SUMMARY: summary, GITHUB_ENV: env },
      },
    );
    expect(await readFile(summary, 'utf8')).toBe('### earlier\n');
    expect(existsSync(env)).toBe(false);
    expect(run).toMatchObject({ ran: true, exitCode: 0 });
    expect(run.ran && run.output).toContain(`cannot create ${summary}`);
  });

  it('ends what the command left running in the background', async () => {
    const dir = await sandbox.repo({ 'a.txt': '\n' });
    const markers = await sandbox.dir('hg-marker-');
    await chmod(markers, 0o777); // so only its end, not a permission, keeps the marker away
    const marker = join(markers, 'late');
    const run = await runVerifyCommand(`(sleep 1; touch ${marker}) >/dev/null 2>&1 &`, {
      cwd: dir,
      timeoutMs: 10_000,
    });
    expect(run).toMatchObject({ exitCode: 0, timedOut: false });
    await sleep(1500);
    expect(existsSync(marker)).toBe(false);
  });
});
