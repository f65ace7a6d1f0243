/**
 * An agent whose state goes to a state repository (`--remote <url> --repository owner/name`)
 * reads it back from its own clone with the same two options: `prompt`, `score`, `history` and
 * `badge` fetch the state branch from the remote and read that repository's folder, never the
 * clone's own branch of that name, and a remote that cannot be read is exit 2 naming it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const NOW = '2026-03-01T12:00:00Z';

/** A 👍 for `repository`, recorded from `clone` into the state repository `state`. */
async function thumbsUp(clone: string, state: string, repository: string, id: string) {
  const recorded = await runCli(
    [
      'feedback',
      'up',
      '--id',
      id,
      '--now',
      '2026-03-01T10:00:00Z',
      '--remote',
      state,
      '--repository',
      repository,
    ],
    { cwd: clone },
  );
  expect({ code: recorded.code, stderr: recorded.stderr }).toEqual({ code: 0, stderr: '' });
}

/** `score --json` in `cwd` with `args`: the score it reports. */
async function scoreIn(cwd: string, ...args: string[]): Promise<number> {
  const run = await runCli(['score', '--json', '--now', NOW, ...args], { cwd });
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return (JSON.parse(run.stdout) as { score: number }).score;
}

describe('reading state back from the state repository it went to (--remote)', () => {
  it("prompt and score in the project's clone show the state repository's state, fetched fresh", async () => {
    const state = await sandbox.bareRemote();
    const project = await projectRemote(sandbox);
    const agent = await sandbox.clone(project);
    const teammate = await sandbox.clone(project);
    const remote = ['--remote', state, '--repository', 'acme/widgets'];

    // Nothing there yet: a fresh day, not an error.
    expect(await scoreIn(agent, ...remote)).toBe(0);

    await thumbsUp(agent, state, 'acme/widgets', 'reaction-1');
    const reader = await sandbox.clone(state);
    const inStateClone = await scoreIn(
      reader,
      '--branch',
      STATE_BRANCH,
      '--repository',
      'acme/widgets',
    );
    expect(inStateClone).toBeGreaterThan(0);
    expect(await scoreIn(agent, ...remote)).toBe(inStateClone);

    // Without --remote the clone has no state of its own: the prompt would show a fresh day.
    const local = await runCli(['prompt', '--json', '--now', NOW], { cwd: agent });
    const fetched = await runCli(['prompt', '--json', '--now', NOW, ...remote], { cwd: agent });
    expect({ code: fetched.code, stderr: fetched.stderr }).toEqual({ code: 0, stderr: '' });
    const sections = JSON.parse(fetched.stdout) as { contract: string; score: string };
    expect(sections.score).toContain(`] ${inStateClone}/`);
    expect((JSON.parse(local.stdout) as { score: string }).score).toContain('] 0/');
    // The contract is the project's own, from the clone's working tree.
    expect(sections.contract).toContain('check_email');

    // A write from another clone is seen on the next read: the branch is fetched every time.
    await thumbsUp(teammate, state, 'acme/widgets', 'reaction-2');
    expect(await scoreIn(agent, ...remote)).toBeGreaterThan(inStateClone);
    await git(reader, 'fetch', '-q');
    const latest = await scoreIn(reader, '--branch', STATE_BRANCH, '--repository', 'acme/widgets');
    const history = await runCli(['history', '--json', '--now', NOW, ...remote], { cwd: agent });
    expect(history.code).toBe(0);
    expect((JSON.parse(history.stdout) as { today: { score: number } }).today.score).toBe(latest);
    const badge = await runCli(['badge', '--now', NOW, ...remote], { cwd: agent });
    expect(badge.code).toBe(0);
    expect(badge.stdout).toContain('<svg');
  });

  it("never reads the clone's own branch of the state branch's name", async () => {
    const state = await sandbox.bareRemote();
    const agent = await sandbox.clone(await projectRemote(sandbox));
    await thumbsUp(agent, state, 'acme/widgets', 'reaction-1');
    const honest = await scoreIn(agent, '--remote', state, '--repository', 'acme/widgets');

    // A local branch of that name with a forged score for the same folder.
    await git(agent, 'checkout', '-q', '-b', STATE_BRANCH);
    await writeFiles(agent, {
      '.heartbeat/acme/widgets/score.json': '{"forged": true}\n',
    });
    await git(agent, 'add', '-A');
    await git(agent, 'commit', '-q', '-m', 'forged');
    await git(agent, 'checkout', '-q', 'main');

    expect(await scoreIn(agent, '--remote', state, '--repository', 'acme/widgets')).toBe(honest);
  });

  it('a remote that cannot be read is exit 2 naming it, its credentials hidden', async () => {
    const agent = await sandbox.clone(await projectRemote(sandbox));
    const empty = await sandbox.dir();
    for (const remote of [
      `${empty}/no-such-state.git`,
      'https://agent:sekret-token@127.0.0.1:9/acme/heartbeat-state.git',
    ]) {
      const run = await runCli(
        ['prompt', '--now', NOW, '--remote', remote, '--repository', 'acme/widgets'],
        { cwd: agent },
      );
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      // One fetch of every repository's branch of the state repository, named as fetched.
      expect(run.stderr).toMatch(/^heartbeat-gate prompt: cannot read heartbeat\/\* from /);
      expect(run.stderr).not.toContain('sekret-token');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }

    // No state branch to fetch: said so, exit 2.
    await writeFiles(agent, { '.heartbeat/config.json': '{}\n' });
    const unnamed = await runCli(['score', '--remote', `${empty}/x.git`], { cwd: agent });
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('--remote reads the state branch there: pass --branch');
  });
});
