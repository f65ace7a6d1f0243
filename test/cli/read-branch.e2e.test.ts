/**
 * Reading commands read where the state is: `--branch <name>`, else the configured stateBranch
 * (the local branch, else origin/<name> in a clone that never checked it out).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { git, GitSandbox } from '../helpers/git.js';
import { CLI, runCli } from '../helpers/cli.js';
import { connect } from '../mcp/client.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';
const NOW = '2026-03-01T10:00:00Z';

async function scoreOf(cwd: string, ...args: string[]): Promise<number> {
  const result = await runCli(['score', '--json', '--now', NOW, ...args], { cwd });
  expect(result.stderr).toBe('');
  return (JSON.parse(result.stdout) as { score: number }).score;
}

describe('reading commands and the state branch', () => {
  it('--branch reads the state a write committed there; without it the working tree is read', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    const on = ['--branch', 'heartbeat-state'];
    expect(
      (await runCli(['cycle', '--now', '2026-03-01T09:00:00Z', ...on], { cwd: root })).code,
    ).toBe(0);
    expect(
      (
        await runCli(['verdict', 'ship', 'verified', '--now', '2026-03-01T09:05:00Z', ...on], {
          cwd: root,
        })
      ).code,
    ).toBe(0);
    expect(await scoreOf(root, ...on)).toBe(10);
    expect(await scoreOf(root)).toBe(0);
    const history = await runCli(['history', '--json', '--now', NOW, ...on], { cwd: root });
    expect(JSON.parse(history.stdout)).toMatchObject({ today: { score: 10, verifiedCount: 1 } });
    const log = await runCli(['log', '--json', ...on], { cwd: root });
    expect((JSON.parse(log.stdout) as unknown[]).length).toBe(1);
    const prompt = await runCli(['prompt', '--json', '--now', NOW, ...on], { cwd: root });
    expect((JSON.parse(prompt.stdout) as { score: string }).score).toContain('10');
    const badge = await runCli(['badge', '--now', NOW, ...on], { cwd: root });
    expect(badge.stdout).toContain('10/50');
  });

  it('with stateBranch configured, a clone reads origin/<branch> by default', async () => {
    const remote = await sandbox.bareRemote({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
    });
    const writer = await sandbox.clone(remote);
    await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], { cwd: writer });
    await runCli(['verdict', 'ship', 'verified', '--push', '--now', '2026-03-01T09:05:00Z'], {
      cwd: writer,
    });
    const reader = await sandbox.clone(remote);
    expect(await git(reader, 'branch', '--list', 'heartbeat-state')).toBe('');
    expect(await scoreOf(reader)).toBe(10);
    // The configured state branch with nothing recorded yet reads as Day 1.
    const fresh = await sandbox.clone(
      await sandbox.bareRemote({
        'HEARTBEAT.md': CONTRACT,
        '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
      }),
    );
    expect(await scoreOf(fresh, '--branch', 'heartbeat-state')).toBe(0);
  });

  it('a --branch that names no branch is one line naming it, with the closest branch, and exit 2', async () => {
    const remote = await sandbox.bareRemote({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
    });
    const writer = await sandbox.clone(remote);
    await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], { cwd: writer });
    // A clone that never checked the state branch out: origin's branches are suggested too.
    const reader = await sandbox.clone(remote);
    const typo = ['--branch', 'heartbeat-sate'];
    const readers = [
      ['score', '--now', NOW],
      ['history', '--now', NOW],
      ['prompt', '--now', NOW],
      ['badge', '--now', NOW],
      ['log'],
    ];
    for (const command of readers) {
      const run = await runCli([...command, ...typo], { cwd: reader });
      expect({
        command: command[0],
        code: run.code,
        stdout: run.stdout,
        stderr: run.stderr,
      }).toEqual({
        command: command[0],
        code: 2,
        stdout: '',
        stderr: `heartbeat-gate ${command[0]}: --branch heartbeat-sate: no such branch here; did you mean heartbeat-state?\n`,
      });
    }
    // Nothing close: the line names the branch alone.
    const far = await runCli(['score', '--branch', 'gh-pages'], { cwd: reader });
    expect([far.code, far.stderr]).toEqual([
      2,
      'heartbeat-gate score: --branch gh-pages: no such branch here\n',
    ]);
    // Read from a remote, the branch is missing there.
    const fetched = await runCli(['score', '--remote', 'origin', ...typo], { cwd: reader });
    expect([fetched.code, fetched.stderr]).toEqual([
      2,
      'heartbeat-gate score: --branch heartbeat-sate: origin has no such branch\n',
    ]);
    // The MCP server started with it answers each call with that line.
    const { client } = await connect(reader, process.execPath, [CLI, 'mcp', ...typo]);
    try {
      const result = await client.callTool({ name: 'heartbeat_score', arguments: { now: NOW } });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain(
        '--branch heartbeat-sate: no such branch here; did you mean heartbeat-state?',
      );
    } finally {
      await client.close();
    }
  });
});
