/**
 * Class H (issue 26): a value handed to git that starts with '-' is read by git as an option, and
 * `--upload-pack=<command>` runs the command. Every remote, branch, ref, revision and path from a
 * user or a file reaches git as an operand (src/git/git.ts), and an operand that starts with '-'
 * is refused: exit 2, one line naming where the value came from, and the command never runs.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';
const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

let repo: string;
let remote: string;
let traps: string;
beforeAll(async () => {
  remote = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT });
  repo = await sandbox.clone(remote);
  traps = await sandbox.dir('hg-pwned-');
});

/** A value that runs `touch <file>` if git takes it as an option; and the file it would create. */
function trap(name: string, option = '--upload-pack'): { value: string; file: string } {
  const file = join(traps, name);
  return { value: `${option}=touch ${file}`, file };
}

/** Runs the built CLI in `cwd`; expects exit 2 and a single line naming `named`. */
async function refused(cwd: string, argv: string[], named: string): Promise<string> {
  const run = await runCliProcess(cwd, argv);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).toContain(named);
  expect(run.stderr).toContain("starts with '-'");
  expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
  expect(run.code).toBe(2);
  return run.stderr;
}

describe('a git option smuggled in as a value', () => {
  it("score --remote='--upload-pack=…' runs nothing and names --remote", async () => {
    const { value, file } = trap('remote');
    await refused(repo, ['score', `--remote=${value}`, '--branch', 'heartbeat-state'], '--remote');
    expect(existsSync(file)).toBe(false);
  });

  it("score --branch='--upload-pack=…' (with a real remote) runs nothing and names --branch", async () => {
    const { value, file } = trap('branch');
    await refused(repo, ['score', '--remote', remote, `--branch=${value}`], '--branch');
    await refused(repo, ['history', `--branch=${value}`], '--branch');
    expect(existsSync(file)).toBe(false);
  });

  it('a stateBranch in the configuration that starts with - is refused, naming stateBranch', async () => {
    const project = await sandbox.clone(remote);
    const { value, file } = trap('config');
    const output = trap('config-output', '--output');
    for (const stateBranch of [value, output.value]) {
      await mkdir(join(project, '.heartbeat'), { recursive: true });
      await writeFile(join(project, '.heartbeat/config.json'), JSON.stringify({ stateBranch }));
      await refused(project, ['score'], 'stateBranch');
      await refused(project, ['score', '--remote', remote], 'stateBranch');
      await refused(project, ['log'], 'stateBranch');
    }
    expect(existsSync(file)).toBe(false);
    expect(existsSync(output.file)).toBe(false);
  });

  it('a write to --remote=--upload-pack=… runs nothing, records nothing, and names git fetch', async () => {
    const project = await sandbox.clone(remote);
    const head = await git(project, 'rev-parse', 'HEAD');
    const { value, file } = trap('write');
    const message = await refused(
      project,
      ['cycle', '--push', `--remote=${value}`, '--now', '2026-03-02T09:00:00Z'],
      'git ',
    );
    expect(message).toContain('--upload-pack=touch');
    expect(existsSync(file)).toBe(false);
    // Nothing was committed anywhere: no state written half-way.
    expect(await git(project, 'rev-parse', 'HEAD')).toBe(head);
    expect(await git(project, 'for-each-ref', '--format=%(refname)', 'refs/heads')).toBe(
      'refs/heads/main',
    );
  });
});
