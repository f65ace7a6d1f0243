// The million-task contract: each cycle records its tasks in one ledger line, and a million tasks
// wrote a 120 MB line, over GitHub's 100 MB file limit. Over the cap, `cycle` refuses (exit 2,
// naming the line) and writes nothing; `lint` reports the same line.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TASKS } from '../../src/core/contract.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { snapshotTree } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

describe('a contract over the task cap', () => {
  it('cycle is exit 2 naming the line of the first task over it, and writes nothing', async () => {
    const root = await sandbox.repo({ 'README.md': 'project\n' });
    const tasks = Array.from({ length: 100_000 }, (_, i) => `- [ ] t${i} | Task ${i} | optional`);
    await writeFile(join(root, 'HEARTBEAT.md'), ['# Heartbeat', '## Tasks', ...tasks].join('\n'));
    const before = await snapshotTree(root);
    const head = await git(root, 'rev-parse', 'HEAD');

    const cycle = await runCli(['cycle', '--now', '2026-03-01T09:00:00Z'], { cwd: root });
    expect(cycle.code).toBe(2);
    expect(cycle.stderr).toBe(
      `heartbeat-gate cycle: HEARTBEAT.md:${MAX_TASKS + 3}: error: more than ${MAX_TASKS} tasks (the limit): this task and the ones after it are not read\n`,
    );
    expect(await snapshotTree(root)).toEqual(before);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);

    const lint = await runCli(['lint', 'HEARTBEAT.md'], { cwd: root });
    expect(lint.code).toBe(1);
    expect(lint.stderr).toContain(`HEARTBEAT.md:${MAX_TASKS + 3}: error: more than ${MAX_TASKS}`);
  });
});
