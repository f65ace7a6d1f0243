/**
 * The verification sidecar inside `heartbeat-gate cycle`, on real repositories with a real bare
 * remote: `cmd:`, `file:` and `evidence:` judged locally, contradictions scored and named in the
 * cycle commit and in `log`, and a command the trusted branch does not hold never run.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git, gitAt, GitSandbox, writeFiles } from '../helpers/git.js';
import { runCli } from '../helpers/cli.js';
import { commitTrailers } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';

const CONTRACT = `# Heartbeat

## Tasks

- [ ] run_tests | Run the test suite | required | verify: cmd:test -f tests-passed
- [ ] write_docs | Document the change | optional | verify: file:docs/**/*.md
- [ ] build | Build with evidence | required | verify: evidence:build.done
- [x] lint | Keep lint clean | required | verify: cmd:echo 3 lint errors >&2; exit 1
- [ ] inbox | Check the inbox | required | verify: email_count
`;

/** A clone of a remote whose main holds the contract (origin/main is the trusted branch). */
async function project(contract = CONTRACT): Promise<string> {
  const remote = await sandbox.bareRemote({ 'HEARTBEAT.md': contract, 'README.md': '# app\n' });
  return sandbox.clone(remote);
}

const cli = (root: string, ...argv: string[]) => runCli(argv, { cwd: root });

/** A commit, dated `at` when given: a cycle judges the commits there at its due time. */
async function agentCommit(
  root: string,
  files: Record<string, string>,
  message: string,
  at?: string,
) {
  await writeFiles(root, files);
  await git(root, 'add', '-A');
  const commit = ['commit', '-q', '--allow-empty', '-m', message];
  await (at ? gitAt(root, at, ...commit) : git(root, ...commit));
}

describe('heartbeat-gate cycle runs the verification sidecar', () => {
  it('judges cmd:, file: and evidence: tasks of the ending cycle and scores them in the next commit', async () => {
    const root = await project();
    expect((await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z')).code).toBe(0);

    await agentCommit(
      root,
      { 'docs/guide/setup.md': '# Setup\n' },
      'docs: setup guide',
      '2026-03-02T09:05:00Z',
    );
    await agentCommit(
      root,
      { 'src/a.ts': 'export {};\n' },
      `feat: a\n\nBuild-Done: ${PASSING}`,
      '2026-03-02T09:06:00Z',
    );
    const claimed = (await git(root, 'rev-parse', 'HEAD')).trim().slice(0, 12);
    await writeFile(join(root, 'tests-passed'), '');

    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    // +10 +5 +10, and the pre-marked lint task whose command fails: -15 -30 (lockdown, < -10).
    // inbox has no verifier of its own and no claim named it: required, so -15.
    expect(await commitTrailers(root, 'HEAD')).toEqual([
      'Heartbeat-Cycle: 2',
      'Heartbeat-Score: -35',
      'Heartbeat-Target: 50',
      'Heartbeat-Tier: lockdown',
      'Heartbeat-Delta: -35',
      'Heartbeat-Interval: 8',
      'Heartbeat-Verdict: build verified',
      'Heartbeat-Verdict: inbox not_verified',
      'Heartbeat-Verdict: lint not_verified contradiction',
      'Heartbeat-Verdict: run_tests verified',
      'Heartbeat-Verdict: write_docs verified',
      'Heartbeat-Contradiction: lint claimed pre-marked [x] | actual command echo 3 lint errors >&2; exit 1 exited 1',
      `Heartbeat-Reason: build accepted build.done on ${claimed}`,
      'Heartbeat-Reason: inbox no claim named the task',
      'Heartbeat-Reason: lint contradiction: command echo 3 lint errors >&2; exit 1 exited 1',
      'Heartbeat-Reason: run_tests cmd: exited 0',
      'Heartbeat-Reason: write_docs file: docs/guide/setup.md changed',
    ]);
    expect(second.stdout).toContain('lint: not_verified (ground truth contradiction)');

    const log = await cli(root, 'log');
    expect(log.stdout).toContain(
      'not_verified  lint  (ground truth contradiction)  — contradiction: command echo 3 lint errors >&2; exit 1 exited 1',
    );
    expect(log.stdout).toContain('not_verified  inbox  — no claim named the task');
    expect(log.stdout).toContain(
      '      claimed: pre-marked [x]\n      actual:  command echo 3 lint errors >&2; exit 1 exited 1',
    );
    const json = JSON.parse((await cli(root, 'log', '--json')).stdout) as {
      verdicts: { taskId: string; contradictions?: unknown[] }[];
    }[];
    expect(json[0]?.verdicts.find((v) => v.taskId === 'lint')?.contradictions).toEqual([
      { claimed: 'pre-marked [x]', actual: 'command echo 3 lint errors >&2; exit 1 exited 1' },
    ]);
  });

  it('judges only the commits since the last cycle, and leaves tasks an operator already judged', async () => {
    const root = await project();
    await agentCommit(root, { 'docs/old.md': 'before\n' }, 'docs: before the cycle');
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    await cli(root, 'verdict', 'lint', 'verified', '--now', '2026-03-02T09:05:00Z');
    // 10/50 from 09:05 is the default 15 minutes: the next cycle is due at 09:15.
    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:15:00Z');
    expect(second.code).toBe(0);
    const trailers = await commitTrailers(root, 'HEAD');
    expect(trailers.filter((t) => t.startsWith('Heartbeat-Verdict'))).toEqual([
      'Heartbeat-Verdict: lint verified',
      'Heartbeat-Verdict: build unclear',
      'Heartbeat-Verdict: inbox not_verified',
      'Heartbeat-Verdict: run_tests not_verified',
      'Heartbeat-Verdict: write_docs not_verified',
    ]);
    // +10 -15 -15 -2 -15
    expect(trailers).toContain('Heartbeat-Delta: -37');
  });

  it('never runs a cmd: hint the agent added outside the trusted branch', async () => {
    const root = await project();
    const evil = CONTRACT.replace(
      '- [ ] inbox',
      '- [x] exfiltrate | Check the deploy | required | verify: cmd:touch evil-marker\n- [ ] inbox',
    ).replace('cmd:test -f tests-passed', 'cmd:touch evil-marker-2');
    // The agent edits its contract in the working tree and commits it locally (not on origin/main).
    await agentCommit(root, { 'HEARTBEAT.md': evil }, 'chore: tweak heartbeat');
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(second.code).toBe(0);
    expect(existsSync(join(root, 'evil-marker'))).toBe(false);
    expect(existsSync(join(root, 'evil-marker-2'))).toBe(false);
    const trailers = await commitTrailers(root, 'HEAD');
    expect(trailers).toContain('Heartbeat-Verdict: exfiltrate unclear');
    expect(trailers).toContain('Heartbeat-Verdict: run_tests unclear');
    const ledger = await git(root, 'show', 'HEAD:.heartbeat/ledger/2026-03.jsonl');
    expect(ledger).toContain(
      'command not run: the command is not in the contract on the trusted branch',
    );
  });
});

describe('every task of an ending cycle gets one verdict with a reason (issue 15)', () => {
  // The agent pushes a contract of its own to a branch and points the clone at it: through the
  // working tree's configuration, or through the clone's `origin/HEAD`.
  const pointers: [string, (root: string) => Promise<void>][] = [
    [
      "the working tree's trustedBranch",
      (root) => writeFiles(root, { '.heartbeat/config.json': '{"trustedBranch":"agent"}' }),
    ],
    [
      "the clone's origin/HEAD (git remote set-head)",
      async (root) => {
        await git(root, 'fetch', '-q', 'origin', 'agent:refs/remotes/origin/agent');
        await git(root, 'remote', 'set-head', 'origin', 'agent');
      },
    ],
  ];
  it.each(pointers)("never trusts the agent's own branch named by %s", async (_, pointAtAgent) => {
    const root = await project();
    const evil = CONTRACT.replace(
      '- [ ] inbox',
      '- [x] exfiltrate | Check the deploy | required | verify: cmd:touch evil-marker\n- [ ] inbox',
    );
    await git(root, 'checkout', '-q', '-b', 'agent');
    await agentCommit(root, { 'HEARTBEAT.md': evil }, 'chore: tweak heartbeat');
    await git(root, 'push', '-q', 'origin', 'agent');
    await pointAtAgent(root);
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(second.code).toBe(0);
    expect(await commitTrailers(root, 'HEAD')).toContain('Heartbeat-Verdict: exfiltrate unclear');
  });

  it("follows the default branch's own configuration to the branch it trusts, whatever the working tree's says", async () => {
    const remote = await sandbox.bareRemote({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ trustedBranch: 'release' }),
    });
    const seed = await sandbox.clone(remote);
    await git(seed, 'checkout', '-q', '-b', 'release');
    const released = CONTRACT.replace(
      '- [ ] inbox',
      '- [x] deploy | Check the deploy | required | verify: cmd:touch deploy-checked\n- [ ] inbox',
    );
    await agentCommit(seed, { 'HEARTBEAT.md': released }, 'release: the deploy check');
    await git(seed, 'push', '-q', 'origin', 'release');
    const root = await sandbox.clone(remote);
    // The agent drops the operator's choice from its working tree: main's contract has no deploy.
    await writeFiles(root, { 'HEARTBEAT.md': released, '.heartbeat/config.json': '{}' });
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    expect((await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z')).code).toBe(0);
    expect(await commitTrailers(root, 'HEAD')).toContain('Heartbeat-Verdict: deploy verified');
  });

  it('cmd:true, cmd:false (required) and verify: done (optional), two cycles: score -7', async () => {
    const root = await project(`# Heartbeat

## Tasks

- [ ] green | Stay green | required | verify: cmd:true
- [ ] red | Fix the build | required | verify: cmd:false
- [ ] chores | Tidy up | optional | verify: done
`);
    expect((await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z')).code).toBe(0);
    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(second.code).toBe(0);
    // +10 -15 -2 (seeds 001 and 004).
    const trailers = await commitTrailers(root, 'HEAD');
    expect(trailers).toContain('Heartbeat-Score: -7');
    expect(trailers.filter((t) => /^Heartbeat-(Verdict|Reason)/.test(t))).toEqual([
      'Heartbeat-Verdict: chores unclear',
      'Heartbeat-Verdict: green verified',
      'Heartbeat-Verdict: red not_verified',
      'Heartbeat-Reason: chores no claim named the task',
      'Heartbeat-Reason: green cmd: exited 0',
      'Heartbeat-Reason: red cmd: exited 1',
    ]);
    const log = await cli(root, 'log');
    expect(log.stdout).toContain('unclear       chores  — no claim named the task');
    expect(log.stdout).toContain('not_verified  red  — cmd: exited 1');
  });

  it("history --json lists each day's verdicts with their reasons", async () => {
    const root = await project(`# Heartbeat

## Tasks

- [ ] green | Stay green | required | verify: cmd:true
- [ ] red | Fix the build | required | verify: cmd:false
`);
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    const history = await cli(root, 'history', '--json', '--now', '2026-03-03T10:00:00Z');
    expect(history.code).toBe(0);
    const body = JSON.parse(history.stdout) as {
      today: { date: string; verdicts: unknown[] };
      history: { date: string; score: number; verdicts: unknown[] }[];
    };
    expect(body.today).toMatchObject({ date: '2026-03-03', verdicts: [] });
    expect(body.history).toEqual([
      expect.objectContaining({
        date: '2026-03-02',
        score: -5,
        verdicts: [
          {
            at: '2026-03-02T09:11:59.999Z',
            taskId: 'green',
            verdict: 'verified',
            required: true,
            groundTruthContradiction: false,
            points: 10,
            reason: 'cmd: exited 0',
          },
          {
            at: '2026-03-02T09:11:59.999Z',
            taskId: 'red',
            verdict: 'not_verified',
            required: true,
            groundTruthContradiction: false,
            points: -15,
            reason: 'cmd: exited 1',
          },
        ],
      }),
    ]);
  });

  it('task_completed: judged from the claims that name the task with Heartbeat-Task', async () => {
    const root = await project(`# Heartbeat

## Tasks

- [ ] shipped | Ship the feature | required
- [ ] tried | Try the refactor | required
- [ ] idle | Answer the mail | required
`);
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    await agentCommit(
      root,
      { 'src/a.ts': 'export {};\n' },
      `feat: a\n\nHeartbeat-Task: shipped\nBuild-Done: ${PASSING}`,
      '2026-03-02T09:05:00Z',
    );
    await agentCommit(
      root,
      { 'src/b.ts': 'export {};\n' },
      'refactor: b\n\nHeartbeat-Task: tried\nBuild-Done: tests: pass, lint: fail',
      '2026-03-02T09:06:00Z',
    );
    // An accepted claim naming no task proves nothing about any task_completed task.
    await agentCommit(
      root,
      { 'src/c.ts': 'export {};\n' },
      `chore: c\n\nBuild-Done: ${PASSING}`,
      '2026-03-02T09:07:00Z',
    );
    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(second.code).toBe(0);
    const trailers = await commitTrailers(root, 'HEAD');
    expect(trailers.filter((t) => t.startsWith('Heartbeat-Verdict'))).toEqual([
      'Heartbeat-Verdict: idle not_verified',
      'Heartbeat-Verdict: shipped verified',
      'Heartbeat-Verdict: tried not_verified',
    ]);
    expect(trailers).toContain('Heartbeat-Reason: idle no claim named the task');
    expect(trailers).toContain(
      'Heartbeat-Reason: tried only blocked claims named the task (build.blocked)',
    );
    // +10 -15 -15
    expect(trailers).toContain('Heartbeat-Delta: -20');
  });
});

describe('the trusted branch is the remote default branch, never a guessed main', () => {
  it('a repository whose default branch is trunk runs the trunk contract cmd: hints with no configuration', async () => {
    const contract = `# Heartbeat\n\n## Tasks\n\n- [ ] green | Stay green | required | verify: cmd:touch ran-from-trunk\n`;
    const seed = await sandbox.repo({ 'HEARTBEAT.md': contract });
    await git(seed, 'branch', '-m', 'trunk');
    const bare = await sandbox.bareRemote();
    await git(bare, 'symbolic-ref', 'HEAD', 'refs/heads/trunk');
    await git(seed, 'push', '-q', bare, 'trunk');
    const root = await sandbox.clone(bare);
    expect((await git(root, 'branch', '--show-current')).trim()).toBe('trunk');

    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(second.code).toBe(0);
    // Commands run in a copy of the tree: verified (exit 0) is the proof it ran.
    expect(await commitTrailers(root, 'HEAD')).toContain('Heartbeat-Verdict: green verified');
    expect(await commitTrailers(root, 'HEAD')).toContain('Heartbeat-Reason: green cmd: exited 0');
  });

  it('a main branch that is not the default is not trusted', async () => {
    const contract = `# Heartbeat\n\n## Tasks\n\n- [ ] green | Stay green | required | verify: cmd:touch ran-from-main\n`;
    const seed = await sandbox.repo({ 'HEARTBEAT.md': '# Heartbeat\n' });
    await git(seed, 'branch', '-m', 'trunk');
    const bare = await sandbox.bareRemote();
    await git(bare, 'symbolic-ref', 'HEAD', 'refs/heads/trunk');
    await git(seed, 'push', '-q', bare, 'trunk');
    // The agent pushes a `main` holding its own command; trunk (the default) holds none.
    await git(seed, 'checkout', '-q', '-b', 'main');
    await writeFiles(seed, { 'HEARTBEAT.md': contract });
    await git(seed, 'commit', '-qam', 'main');
    await git(seed, 'push', '-q', bare, 'main');
    const root = await sandbox.clone(bare);
    await git(root, 'checkout', '-q', 'main');

    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(await commitTrailers(root, 'HEAD')).toContain('Heartbeat-Verdict: green unclear');
    expect(await commitTrailers(root, 'HEAD')).toContain(
      'Heartbeat-Reason: green cmd: not run (the command is not in the contract on the trusted branch)',
    );
  });
});

describe('thrashing in cycles (seed 002, the PR gate rule)', () => {
  it('three blocked claims in a row abandon the task until the day rolls over', async () => {
    const root = await project(
      `# Heartbeat\n\n## Tasks\n\n- [ ] tried | Try the refactor | required\n`,
    );
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
    for (const n of [1, 2, 3]) {
      await agentCommit(
        root,
        { [`src/${n}.ts`]: 'export {};\n' },
        `try ${n}\n\nHeartbeat-Task: tried\nBuild-Done: tests: pass, lint: fail`,
        `2026-03-02T09:0${n}:00Z`,
      );
    }
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:12:00Z');
    expect(await commitTrailers(root, 'HEAD')).toContain(
      'Heartbeat-Reason: tried abandoned: build.blocked 3 times in a row (thrashing)',
    );
    // Abandoned: the next cycle that day (due 10 minutes later, escalated) judges it no more; the
    // next day it is owed again.
    await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:22:00Z');
    expect(
      (await commitTrailers(root, 'HEAD')).some((t) => t.startsWith('Heartbeat-Verdict')),
    ).toBe(false);
    // The next day's cycles run at their due times from midnight on: the first judges it again.
    await cli(root, 'cycle', '--verify', '--now', '2026-03-03T09:00:00Z');
    const ledger = (await git(root, 'show', 'HEAD:.heartbeat/ledger/2026-03.jsonl'))
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { kind: string; taskId?: string; at: string; verdict?: string },
      );
    const tried = ledger.filter((e) => e.kind === 'verdict' && e.taskId === 'tried');
    const day = (date: string) => tried.filter((e) => e.at.startsWith(date)).map((e) => e.verdict);
    expect(day('2026-03-02')).toEqual(['not_verified']);
    expect(day('2026-03-03')[0]).toBe('not_verified');
  });
});
