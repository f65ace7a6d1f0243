/**
 * A cycle is judged at its due time, whenever `cycle` runs: the CLI at 12:00, 12:15 and 12:30
 * performs the same cycles, at the same instants, with the same scores, as the CLI at 12:00 and
 * then 12:31 (issue 25's acceptance, through the same engine the Action's schedule uses).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] run_tests | Run the tests | required\n';

async function repository(): Promise<(...argv: string[]) => Promise<string>> {
  const root = await sandbox.dir('hg-due-');
  await git(root, 'init', '-q', '-b', 'main');
  await writeFiles(root, { 'HEARTBEAT.md': CONTRACT });
  const cli = async (...argv: string[]) => {
    const result = await runCli(argv, { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return result.stdout;
  };
  return Object.assign(cli, { root });
}

/** Every state file, by path (the derived files and the ledger). */
async function stateFiles(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files[relative(root, path)] = await readFile(path, 'utf8');
    }
  };
  await walk(join(root, '.heartbeat'));
  return files;
}

const cycleEvents = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([path]) => path.includes('ledger'))
    .flatMap(([, text]) => text.trim().split('\n'))
    .map((line) => JSON.parse(line) as { kind: string; id: string; at: string })
    .filter((event) => event.kind === 'cycle')
    .map((event) => [event.id, event.at]);

describe('cycle --now performs every cycle due by then, each at its due time', () => {
  it('12:00, 12:15, 12:30 and 12:00, 12:31 write the same cycles and the same derived files', async () => {
    const often = await repository();
    await often('cycle', '--now', '2026-03-02T12:00:00Z');
    // An operator's 👎 at 12:05 escalates the day (-10): the interval becomes 10 minutes.
    await often('feedback', 'down', '--now', '2026-03-02T12:05:00Z');
    expect(await often('cycle', '--now', '2026-03-02T12:15:00Z')).toContain(
      'heartbeat: cycle 2 — score -10/50 (escalated)',
    );
    const last = await often('cycle', '--now', '2026-03-02T12:30:00Z');
    expect(last).toContain('cycle 3 ran at its due time before this one');
    expect(last).toContain('heartbeat: cycle 4');

    const rarely = await repository();
    await rarely('cycle', '--now', '2026-03-02T12:00:00Z');
    await rarely('feedback', 'down', '--now', '2026-03-02T12:05:00Z');
    const caughtUp = await rarely('cycle', '--now', '2026-03-02T12:31:00Z');
    expect(caughtUp).toContain('cycles 2-3 ran at their due times before this one');
    expect(caughtUp).toContain('heartbeat: cycle 4 — score -10/50 (escalated)');

    const a = await stateFiles((often as unknown as { root: string }).root);
    const b = await stateFiles((rarely as unknown as { root: string }).root);
    expect(cycleEvents(a)).toEqual([
      ['cycle-1', '2026-03-02T12:00:00.000Z'],
      ['cycle-2', '2026-03-02T12:10:00.000Z'],
      ['cycle-3', '2026-03-02T12:20:00.000Z'],
      ['cycle-4', '2026-03-02T12:30:00.000Z'],
    ]);
    expect(b).toEqual(a);
    expect(Object.keys(a)).toEqual(
      expect.arrayContaining(['.heartbeat/score.json', '.heartbeat/progress.json']),
    );
  });

  it('a run with nothing due writes nothing', async () => {
    const cli = await repository();
    const root = (cli as unknown as { root: string }).root;
    await cli('cycle', '--now', '2026-03-02T12:00:00Z');
    const head = await git(root, 'rev-parse', 'HEAD');
    expect(await cli('cycle', '--now', '2026-03-02T12:11:59Z')).toContain(
      'Not due: cycle 1 started at 2026-03-02T12:00:00.000Z',
    );
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('beyond 7 days one catch-up cycle says since when none ran', async () => {
    const cli = await repository();
    const root = (cli as unknown as { root: string }).root;
    await cli('cycle', '--now', '2026-03-02T12:00:00Z');
    expect(await cli('cycle', '--now', '2026-03-20T12:00:00Z')).toContain('heartbeat: cycle 2 ');
    expect(await git(root, 'log', '-1', '--format=%B')).toContain(
      'Catch-up: no cycle since 2026-03-02T12:00:00.000Z, more than 7 days',
    );
  });
});
