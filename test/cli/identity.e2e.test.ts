/**
 * `feedback --by` refuses every look-alike of an agent login: the agent cannot give itself a 👍 by
 * changing the case of its login or adding or dropping `[bot]`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { git, GitSandbox } from '../helpers/git.js';
import { runCli } from '../helpers/cli.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';

describe('feedback --by an agent look-alike', () => {
  it.each(['my-agent', 'My-Agent', 'my-agent[bot]', 'MY-AGENT[bot]'])(
    '--by %s is refused with exit 2 and nothing recorded',
    async (by) => {
      const root = await sandbox.repo({
        'HEARTBEAT.md': CONTRACT,
        '.heartbeat/config.json': JSON.stringify({ agents: ['my-agent'] }),
      });
      const head = await git(root, 'rev-parse', 'HEAD');
      const result = await runCli(['feedback', 'up', '--by', by, '--now', '2026-03-01T09:00:00Z'], {
        cwd: root,
      });
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`--by: ${by} is (or looks like) an agent login`);
      expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
    },
  );

  it('an operator is recorded', async () => {
    const root = await sandbox.repo({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ agents: ['my-agent'] }),
    });
    const result = await runCli(
      ['feedback', 'up', '--by', 'my-agent-operator', '--now', '2026-03-01T09:00:00Z'],
      { cwd: root },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^feedback up: \+3 → score 3\/50\n/);
  });
});
