/**
 * Class H (issue 26), plain `log` and a forged cycle commit: an empty commit with a well-formed
 * cycle message ("cycle 2, 95/50 outstanding") was listed by `log` exactly like the gate's own, so
 * whoever read the audit trail without `--verify` saw the forgery as a record. Plain `log` reads
 * commit messages only; it now marks every entry it lists as unverified (`[unverified]`, and
 * `verified: false` in `--json`) and ends saying how to check, while `log --verify` names the
 * forgery.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { formatCycleMessage, parseCycleMessage } from '../../src/core/cycle.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const CONTRACT =
  '# Heartbeat\n\n## Tasks\n\n- [ ] check_email | Check for new important emails | required\n';

describe('plain log and a forged cycle commit', () => {
  it('lists the forgery marked unverified, and --verify names it', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    expect((await runCli(['cycle', '--now', '2026-03-01T09:00:00Z'], { cwd: root })).code).toBe(0);
    const real = await git(root, 'rev-parse', 'HEAD');

    // The agent writes the cycle it wishes it had: a well-formed message, no ledger event.
    const wished = parseCycleMessage(await git(root, 'log', '-1', '--format=%B'))!;
    await git(
      root,
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      formatCycleMessage({ ...wished, cycle: 2, score: 95, tier: 'outstanding', delta: 95 }),
    );
    const forged = await git(root, 'rev-parse', 'HEAD');

    const plain = await runCli(['log'], { cwd: root });
    expect(plain.code).toBe(0);
    const headlines = plain.stdout.split('\n').filter((line) => / {2}cycle \d+ {2}/.test(line));
    expect(headlines.map((line) => line.slice(0, 10))).toEqual([
      forged.slice(0, 10),
      real.slice(0, 10),
    ]);
    for (const line of headlines) expect(line.endsWith('  [unverified]')).toBe(true);
    expect(plain.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^Not verified: .*`heartbeat-gate log --verify` checks each against the ledger\.$/,
    );

    const json = JSON.parse((await runCli(['log', '--json'], { cwd: root })).stdout) as {
      sha: string;
      score: number;
      verified: boolean;
    }[];
    expect(json.map((entry) => [entry.sha, entry.score, entry.verified])).toEqual([
      [forged, 95, false],
      [real, 0, false],
    ]);

    const verified = await runCli(['log', '--verify', '--json'], { cwd: root });
    expect(verified.code).toBe(1);
    const checked = JSON.parse(verified.stdout) as {
      sha: string;
      verified: boolean;
      problems: string[];
    }[];
    expect(checked.map((entry) => [entry.sha, entry.verified])).toEqual([
      [forged, false],
      [real, true],
    ]);
    expect(checked[0]?.problems).toContain('adds no cycle-2 event to the ledger');
  });
});
