/**
 * Issue 15's acceptance, as a user runs it: the built CLI (`dist/cli/index.js`) as a process, in a
 * fresh clone whose remote holds only the contract, two cycles with the sidecar on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';
import { commitTrailers } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

describe('heartbeat-gate cycle --verify, the built CLI in a fresh repository', () => {
  it('cmd:true, cmd:false (required), verify: done (optional), two cycles: -7, every verdict named with its reason', async () => {
    const remote = await sandbox.bareRemote({
      'HEARTBEAT.md': [
        '# Heartbeat',
        '',
        '## Tasks',
        '',
        '- [ ] green | Stay green | required | verify: cmd:true',
        '- [ ] red | Fix the build | required | verify: cmd:false',
        '- [ ] chores | Tidy up | optional | verify: done',
        '',
      ].join('\n'),
    });
    const root = await sandbox.clone(remote);
    const first = await runCliProcess(root, ['cycle', '--verify', '--now', '2026-03-02T09:00:00Z']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const second = await runCliProcess(root, [
      'cycle',
      '--verify',
      '--now',
      '2026-03-02T09:20:00Z',
    ]);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);

    // +10 (green) -15 (red) -2 (chores: optional, no claim) = -7, as seeds 001 and 004 say.
    const trailers = await commitTrailers(root, 'HEAD');
    expect(trailers).toContain('Heartbeat-Cycle: 2');
    expect(trailers).toContain('Heartbeat-Score: -7');
    expect(trailers.filter((t) => /^Heartbeat-(Verdict|Reason)/.test(t))).toEqual([
      'Heartbeat-Verdict: chores unclear',
      'Heartbeat-Verdict: green verified',
      'Heartbeat-Verdict: red not_verified',
      'Heartbeat-Reason: chores no claim named the task',
      'Heartbeat-Reason: green cmd: exited 0',
      'Heartbeat-Reason: red cmd: exited 1',
    ]);

    const log = await runCliProcess(root, ['log']);
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('cycle 2  -7/50');
    expect(log.stdout).toContain('verified      green  — cmd: exited 0');
    expect(log.stdout).toContain('not_verified  red  — cmd: exited 1');
    expect(log.stdout).toContain('unclear       chores  — no claim named the task');
  });
});
