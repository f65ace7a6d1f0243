/**
 * `log --verify`: every cycle commit is checked against the ledger. A forged one of each kind — an
 * empty commit with a well-formed cycle message, a real cycle commit whose score was rewritten,
 * one whose verdict trailer was rewritten — is marked with what differs, and the exit status is 1;
 * the cycle commits the gate wrote are marked verified.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatCycleMessage, parseCycleMessage } from '../../src/core/cycle.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required
`;

async function ok(cwd: string, ...argv: string[]): Promise<void> {
  const result = await runCli(argv, { cwd });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

/** Rewrites HEAD's message with `edit` (the tree stays the gate's). */
async function amendMessage(root: string, edit: (message: string) => string): Promise<string> {
  const message = await git(root, 'log', '-1', '--format=%B');
  await git(root, 'commit', '-q', '--amend', '--allow-empty', '-m', edit(`${message}\n`));
  return git(root, 'rev-parse', 'HEAD');
}

describe('log --verify', () => {
  it('marks each kind of forged cycle commit and verifies the real ones', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await ok(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    await ok(root, 'verdict', 'check_email', 'verified', '--now', '2026-03-01T09:10:00Z');
    await ok(root, 'feedback', 'down', '--id', 'r-1', '--now', '2026-03-01T09:11:00Z');
    await ok(root, 'feedback', 'down', '--id', 'r-2', '--now', '2026-03-01T09:12:00Z');
    await ok(root, 'feedback', 'up', '--id', 'r-3', '--now', '2026-03-01T09:13:00Z');
    await ok(root, 'feedback', 'up', '--id', 'r-4', '--now', '2026-03-01T09:14:00Z');
    await ok(root, 'cycle', '--force', '--now', '2026-03-01T09:20:00Z');
    const real2 = await git(root, 'rev-parse', 'HEAD');
    const cycle2 = parseCycleMessage(`${await git(root, 'log', '-1', '--format=%B')}\n`);
    expect(cycle2).toMatchObject({ cycle: 2, score: -4, target: 50 });

    // 1. An empty commit whose message is a well-formed cycle record showing 150/50.
    await git(
      root,
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      formatCycleMessage({
        ...(cycle2 as NonNullable<typeof cycle2>),
        cycle: 3,
        score: 150,
        delta: 154,
      }),
    );
    const empty = await git(root, 'rev-parse', 'HEAD');

    // 2. A real cycle commit whose score was rewritten.
    await ok(root, 'cycle', '--force', '--now', '2026-03-01T09:40:00Z');
    const wrongScore = await amendMessage(root, (message) =>
      message
        .replace('score -4/50', 'score 96/50')
        .replace('Heartbeat-Score: -4', 'Heartbeat-Score: 96'),
    );

    // 3. A real cycle commit whose verdict trailer was rewritten.
    await ok(root, 'verdict', 'check_email', 'not_verified', '--now', '2026-03-01T09:45:00Z');
    await ok(root, 'cycle', '--force', '--now', '2026-03-01T09:50:00Z');
    const wrongVerdict = await amendMessage(root, (message) =>
      message.replace(
        'Heartbeat-Verdict: check_email not_verified',
        'Heartbeat-Verdict: check_email verified',
      ),
    );

    // Plain `log` lists them all as records, as before.
    const plain = await runCli(['log', '--json'], { cwd: root });
    expect(plain.code).toBe(0);
    expect((JSON.parse(plain.stdout) as { sha: string }[]).map((e) => e.sha)).toContain(empty);

    const result = await runCli(['log', '--verify', '--json'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const entries = JSON.parse(result.stdout) as {
      sha: string;
      cycle: number;
      problems: string[];
    }[];
    const problems = Object.fromEntries(entries.map((e) => [e.sha, e.problems]));
    expect(problems[empty]).toEqual([
      'adds no cycle-3 event to the ledger',
      'says score 150/50, the ledger gives -4/50',
      'says delta +154, the ledger gives 0',
      'says verdicts check_email verified, the ledger gives none',
    ]);
    expect(problems[wrongScore]).toEqual(['says score 96/50, the ledger gives -4/50']);
    expect(problems[wrongVerdict]).toEqual([
      'says verdicts check_email verified, the ledger gives check_email not_verified',
    ]);
    expect(problems[real2]).toEqual([]);
    expect(entries).toHaveLength(5);
    expect(
      entries
        .filter((e) => e.problems.length === 0)
        .map((e) => e.cycle)
        .sort(),
    ).toEqual([1, 2]);

    const text = await runCli(['log', '--verify'], { cwd: root });
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${empty.slice(0, 10)}  `);
    expect(text.stdout).toMatch(/✗ NOT VERIFIED: adds no cycle-3 event to the ledger/);
    expect(text.stdout).toMatch(/✓ verified against the ledger/);
    expect(text.stdout).toMatch(/3 of 5 cycle commit\(s\) are not what the ledger records\.\n$/);

    const lint = await runCli(['lint'], { cwd: root });
    expect(lint.code).toBe(1);
    expect(lint.stderr).toContain(
      `${empty.slice(0, 12)}: error: cycle commit 3 adds no cycle-3 event to the ledger`,
    );
    expect(lint.stderr).toContain(
      `${wrongScore.slice(0, 12)}: error: cycle commit 3 says score 96/50, the ledger gives -4/50`,
    );
    expect(lint.stderr).toContain(
      `${wrongVerdict.slice(0, 12)}: error: cycle commit 4 says verdicts check_email verified`,
    );
  });

  it('exits 0 when every cycle commit is the gate’s', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await ok(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    await ok(root, 'feedback', 'up', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z');
    await ok(root, 'cycle', '--force', '--now', '2026-03-01T09:20:00Z');
    const result = await runCli(['log', '--verify'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/All 2 cycle commit\(s\) verified against the ledger\.\n$/);
  });
});
