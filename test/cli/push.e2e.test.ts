/**
 * `--push`: the state branch on a real bare remote — created on first use, and when the remote
 * moved, the ledgers merge by event id onto its head so no event is lost or doubled.
 */
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { SAMPLE_CONTRACT as CONTRACT } from '../helpers/contracts.js';
import { projectRemote, remoteEvents, STATE_BRANCH } from '../helpers/project.js';
import { commitTrailers, snapshotTree } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const remoteWithProject = () => projectRemote(sandbox);

/** The ids of the events on the remote's state branch. */
const remoteLedgerIds = async (remote: string, branch = STATE_BRANCH) =>
  (await remoteEvents(sandbox, remote, branch)).map((event) => event.id);

describe('cycle --push', () => {
  it('creates the state branch on first use, holding only the state folder, and leaves main alone', async () => {
    const remote = await remoteWithProject();
    const clone = await sandbox.clone(remote);
    const mainBefore = await git(remote, 'rev-parse', 'main');
    const result = await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], {
      cwd: clone,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Committed [0-9a-f]{12} on heartbeat-state, pushed\./);
    expect(await git(remote, 'rev-parse', 'main')).toBe(mainBefore);
    expect(await git(remote, 'ls-tree', '-r', '--name-only', 'heartbeat-state')).toBe(
      ['.heartbeat/ledger/2026-03.jsonl', '.heartbeat/progress.json', '.heartbeat/score.json'].join(
        '\n',
      ),
    );
    expect(await git(remote, 'log', '-1', '--format=%s', 'heartbeat-state')).toBe(
      'heartbeat: cycle 1 — score 0/50 (tightened)',
    );
    // The checkout (main) is untouched; the local state branch follows the remote.
    expect(await git(clone, 'status', '--porcelain')).toBe('');
    expect(await git(clone, 'rev-parse', 'heartbeat-state')).toBe(
      await git(remote, 'rev-parse', 'heartbeat-state'),
    );
  });

  it('pushes to --remote and --branch when given', async () => {
    const remote = await remoteWithProject();
    const clone = await sandbox.clone(remote);
    await git(clone, 'remote', 'rename', 'origin', 'upstream');
    const result = await runCli(
      [
        'feedback',
        'up',
        '--push',
        '--remote',
        'upstream',
        '--branch',
        'scores',
        '--now',
        '2026-03-01T09:00:00Z',
      ],
      { cwd: clone },
    );
    expect(result.code).toBe(0);
    expect(await remoteLedgerIds(remote, 'scores')).toEqual([
      'feedback:2026-03-01T09:00:00.000Z:up',
    ]);
  });

  it('merges a diverged local state branch by event id onto the moved remote head', async () => {
    const remote = await remoteWithProject();
    const a = await sandbox.clone(remote);
    const b = await sandbox.clone(remote);
    await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], { cwd: a });
    // b records locally (not pushed) and then pushes after a moved the remote again.
    await runCli(['feedback', 'up', '--id', 'r-1', '--now', '2026-03-01T09:01:00Z'], { cwd: b });
    await runCli(['cycle', '--push', '--force', '--now', '2026-03-01T09:02:00Z'], { cwd: a });
    const pushed = await runCli(
      ['feedback', 'down', '--id', 'r-2', '--push', '--now', '2026-03-01T09:03:00Z'],
      { cwd: b },
    );
    expect(pushed.stderr).toBe('');
    expect(pushed.code).toBe(0);
    // -10 +3 on a fresh day: every event counted once, from both sides.
    expect(pushed.stdout).toContain('feedback down: -10 → score -7/50');
    expect((await remoteLedgerIds(remote)).sort()).toEqual(['cycle-1', 'cycle-2', 'r-1', 'r-2']);
    // b's local commit is kept in history as a parent of the merge.
    const parents = (await git(remote, 'log', '-1', '--format=%P', 'heartbeat-state')).split(' ');
    expect(parents).toHaveLength(2);
    // a then sees b's events when it pushes again.
    const again = await runCli(
      ['feedback', 'up', '--id', 'r-3', '--push', '--now', '2026-03-01T09:04:00Z'],
      {
        cwd: a,
      },
    );
    expect(again.stdout).toContain('feedback up: +3 → score -4/50');
  });

  it('refuses to merge a checked-out branch that diverged outside the state folder', async () => {
    const remote = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT });
    const a = await sandbox.clone(remote);
    const b = await sandbox.clone(remote);
    await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], { cwd: a });
    await git(b, 'commit', '-q', '--allow-empty', '-m', 'local work');
    await writeFiles(b, { 'notes.txt': 'mine\n' });
    await git(b, 'add', 'notes.txt');
    await git(b, 'commit', '-q', '-m', 'notes');
    const head = await git(b, 'rev-parse', 'HEAD');
    const result = await runCli(['feedback', 'up', '--push', '--now', '2026-03-01T09:05:00Z'], {
      cwd: b,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'main has diverged from the remote outside .heartbeat/ (notes.txt): pull or rebase it first',
    );
    expect(await git(b, 'rev-parse', 'HEAD')).toBe(head);
    expect(await git(b, 'status', '--porcelain')).toBe('');
  });

  it('one cycle is one commit on the remote, log reads it back, and the same writes again push nothing', async () => {
    const remote = await remoteWithProject();
    const clone = await sandbox.clone(remote);
    const writes = [
      ['cycle', '--now', '2026-03-01T09:00:00Z'],
      ['verdict', 'check_email', 'verified', '--now', '2026-03-01T09:03:00Z'],
      ['feedback', 'down', '--id', 'reaction-7', '--by', 'alice', '--now', '2026-03-01T09:04:00Z'],
    ];
    const pushOne = async (cwd: string, argv: string[]) => {
      const before = await remoteCommits(remote);
      const result = await runCli([...argv, '--push'], { cwd });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(await remoteCommits(remote)).toBe(before + 1);
    };
    for (const argv of writes) await pushOne(clone, argv);

    // The same writes again, from a fresh clone: nothing new, nothing pushed, no byte moved.
    const again = await sandbox.clone(remote);
    const remoteBefore = await snapshotTree(remote);
    for (const argv of writes) {
      const result = await runCli([...argv, '--push'], { cwd: again });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Not due|already recorded/);
    }
    expect(await snapshotTree(remote)).toEqual(remoteBefore);

    await pushOne(clone, ['cycle', '--now', '2026-03-01T09:15:00Z']);
    expect(await commitTrailers(remote, 'heartbeat-state')).toEqual([
      'Heartbeat-Cycle: 2',
      'Heartbeat-Score: 0',
      'Heartbeat-Target: 50',
      'Heartbeat-Tier: tightened',
      'Heartbeat-Delta: 0',
      'Heartbeat-Interval: 12',
      'Heartbeat-Verdict: check_email verified',
    ]);
    expect((await remoteLedgerIds(remote)).sort()).toEqual(
      ['cycle-1', 'cycle-2', 'reaction-7', 'verdict:2026-03-01T09:03:00.000Z:check_email'].sort(),
    );

    // Another clone reads the audit trail back from the remote's state branch.
    const reader = await sandbox.clone(remote);
    const log = await runCli(['log', '--json'], { cwd: reader });
    expect(log.code).toBe(0);
    const entries = JSON.parse(log.stdout);
    expect(entries.map((e: { sha: string; cycle: number }) => [e.sha, e.cycle])).toEqual([
      [await git(remote, 'rev-parse', 'heartbeat-state'), 2],
      [await git(remote, 'rev-parse', 'heartbeat-state~3'), 1],
    ]);
    expect(entries[0]).toMatchObject({
      score: 0,
      target: 50,
      tier: 'tightened',
      delta: 0,
      intervalMinutes: 12,
      verdicts: [{ taskId: 'check_email', verdict: 'verified', contradiction: false }],
    });
  });

  it('a corrupt score.json on the state branch is exit 2 naming it; nothing moves anywhere', async () => {
    const remote = await remoteWithProject();
    const writer = await sandbox.clone(remote);
    await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], { cwd: writer });
    // Someone pushes a hand-edited score.json to the state branch.
    await git(writer, 'checkout', '-q', 'heartbeat-state');
    await writeFiles(writer, { '.heartbeat/score.json': '{"today": {"score": "lots"}}\n' });
    await git(writer, 'commit', '-qam', 'make the score look better');
    await git(writer, 'push', '-q', 'origin', 'heartbeat-state');

    const clone = await sandbox.clone(remote);
    // What a fetch leaves behind is no state: everything else must stay byte for byte.
    const snapshot = async (root: string) => {
      const files = await snapshotTree(root);
      files.delete('.git/FETCH_HEAD');
      return files;
    };
    const [localBefore, remoteBefore] = [await snapshot(clone), await snapshotTree(remote)];
    for (const argv of [
      ['cycle', '--force', '--now', '2026-03-01T10:00:00Z'],
      ['feedback', 'up', '--now', '2026-03-01T10:00:00Z'],
      ['verdict', 'check_email', 'verified', '--now', '2026-03-01T10:00:00Z'],
    ]) {
      const result = await runCli([...argv, '--push'], { cwd: clone });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/\.heartbeat\/score\.json: field today/);
    }
    const score = await runCli(['score'], { cwd: clone });
    expect(score.code).toBe(2);
    expect(score.stderr).toMatch(/\.heartbeat\/score\.json: field today/);
    expect(await snapshot(clone)).toEqual(localBefore);
    expect(await snapshotTree(remote)).toEqual(remoteBefore);
  });
});

describe('push failures', () => {
  it('a refusing pre-receive hook: exit 2 naming the remote and its reason once, without git noise', async () => {
    const remote = await remoteWithProject();
    const writer = await sandbox.clone(remote);
    expect(
      (await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], { cwd: writer })).code,
    ).toBe(0);
    // GitHub's own text carries a `remote:`-looking prefix; git adds its own to every line.
    const hook = join(remote, 'hooks', 'pre-receive');
    await writeFile(
      hook,
      "#!/bin/sh\necho 'remote: error: GH006: Protected branch update failed for refs/heads/heartbeat-state.' >&2\nexit 1\n",
    );
    await chmod(hook, 0o755);
    const head = await git(remote, 'rev-parse', 'heartbeat-state');

    const result = await runCli(
      ['feedback', 'up', '--id', 'r-1', '--push', '--now', '2026-03-01T09:05:00Z'],
      { cwd: writer },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'heartbeat-gate feedback: origin refused the push to heartbeat-state: ' +
        'error: GH006: Protected branch update failed for refs/heads/heartbeat-state.\n',
    );
    expect(await git(remote, 'rev-parse', 'heartbeat-state')).toBe(head);
  });

  it('an unreachable remote whose URL carries a token: exit 2, and the token is never printed', async () => {
    const remote = await remoteWithProject();
    const writer = await sandbox.clone(remote);
    const secret = 'ghs_0123456789abcdefSECRET';
    await git(
      writer,
      'remote',
      'set-url',
      'origin',
      `https://x-access-token:${secret}@127.0.0.1:9/o/r.git`,
    );
    const result = await runCli(['cycle', '--push', '--now', '2026-03-01T09:00:00Z'], {
      cwd: writer,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^heartbeat-gate cycle: git failed \(.*\): nothing was recorded\n$/,
    );
    expect(result.stderr).not.toContain(secret);
    expect(result.stdout).not.toContain(secret);
  });
});

async function remoteCommits(remote: string): Promise<number> {
  const exists = await git(remote, 'branch', '--list', 'heartbeat-state');
  return exists ? Number(await git(remote, 'rev-list', '--count', 'heartbeat-state')) : 0;
}
