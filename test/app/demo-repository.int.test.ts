/**
 * The demo's temporary repository: `demo` removes it when its week is done (or failed), `demo
 * --keep` leaves it. Both go through inDemoRepository, so this checks the clean-up without
 * playing a week (demo.e2e.test.ts plays the week once, with --keep).
 */
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_AGENTS, inDemoRepository } from '../../src/app/demo-week.js';
import { git } from '../helpers/git.js';

describe("the demo's temporary repository", () => {
  it('is removed once the demo is done, with the commits made in it', async () => {
    let seen = '';
    const answer = await inDemoRepository({ team: true }, async (dir) => {
      seen = dir;
      // The repository the week is played in: the team's contracts committed on main.
      expect(await git(dir, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
      expect(await git(dir, 'ls-files')).toBe(
        [
          '.heartbeat/agents/coder/HEARTBEAT.md',
          '.heartbeat/agents/reviewer/HEARTBEAT.md',
          '.heartbeat/config.json',
        ].join('\n'),
      );
      await git(dir, 'commit', '-q', '--allow-empty', '-m', 'heartbeat: a cycle');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toMatch(/heartbeat-gate-demo-/);
    await expect(access(seen)).rejects.toThrow();
  });

  it('is removed when the demo fails half-way, and the failure is not hidden', async () => {
    let seen = '';
    await expect(
      inDemoRepository({ team: true }, async (dir) => {
        seen = dir;
        await git(dir, 'commit', '-q', '--allow-empty', '-m', 'heartbeat: a cycle');
        throw new Error('the week stopped');
      }),
    ).rejects.toThrow('the week stopped');
    expect(seen).toMatch(/heartbeat-gate-demo-/);
    await expect(access(seen)).rejects.toThrow();
  });

  it('is kept with --keep, commits and all', async () => {
    const dir = await inDemoRepository({ team: true, keep: true }, async (dir) => {
      await git(dir, 'commit', '-q', '--allow-empty', '-m', 'heartbeat: a cycle');
      return dir;
    });
    try {
      expect(await git(dir, 'log', '-1', '--format=%s')).toBe('heartbeat: a cycle');
      for (const agent of DEMO_AGENTS)
        await access(join(dir, '.heartbeat/agents', agent.name, 'HEARTBEAT.md'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
