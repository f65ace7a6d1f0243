/**
 * `heartbeat-gate init` in a user's repository as it really is: run from a subdirectory, the
 * default branch is `trunk`, a husky pre-commit hook already exists. Everything lands at the
 * root, running init twice changes nothing, and real commits through the hooks are gated —
 * including a broken HEARTBEAT.md that is staged while the working copy is already fixed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git, gitResult } from '../helpers/hooks-git.js';
import { GitSandbox } from '../helpers/git.js';

const root = resolve('.');
const cli = join(root, 'dist/cli/index.js');
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const USER_HOOK = 'echo "the team\'s own pre-commit check"\n';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship the widget | required\n';

/** Every file under `dir` (node_modules and .git left out) with its text. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name === '.git' || entry.name === 'node_modules') continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

function initIn(cwd: string, ...args: string[]): string {
  return execFileSync(process.execPath, [cli, 'init', '--agent', 'my-agent[bot]', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

describe('heartbeat-gate init in a real repository', () => {
  it('from a subdirectory on trunk with an existing husky hook: root files, one append, gated commits', async () => {
    const dir = await sandbox.dir('hg-init-');
    git(dir, ['init', '-q', '-b', 'trunk']);
    mkdirSync(join(dir, 'packages/app'), { recursive: true });
    mkdirSync(join(dir, '.husky'));
    writeFileSync(join(dir, '.husky/pre-commit'), USER_HOOK);
    mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
    symlinkSync(cli, join(dir, 'node_modules/.bin/heartbeat-gate'));
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');

    const sub = join(dir, 'packages/app');
    const first = initIn(sub);
    expect(first).toContain('appended  .husky/pre-commit');
    expect(first).toContain(
      'the state branch (stateBranch): a ruleset that lets only the heartbeat workflow push',
    );
    expect(first).toContain("the agent's token: no `workflow` scope");
    expect(readdirSync(sub)).toEqual([]);

    const files = snapshot(dir);
    expect(Object.keys(files).sort()).toEqual([
      '.github/workflows/evidence-gate.yml',
      '.github/workflows/heartbeat-schedule.yml',
      '.gitignore',
      '.heartbeat/config.json',
      '.husky/commit-msg',
      '.husky/pre-commit',
      'HEARTBEAT.md',
    ]);
    expect(JSON.parse(files['.heartbeat/config.json'] ?? '')).toEqual({
      $schema: '../node_modules/heartbeat-gate/schema/config.schema.json',
      agents: ['my-agent[bot]'],
      trustedBranch: 'trunk',
      stateBranch: 'heartbeat-state',
    });
    const evidence = files['.github/workflows/evidence-gate.yml'] ?? '';
    expect(evidence).toMatch(/^ {2}pull_request_target:/m);
    expect(evidence).not.toMatch(/uses: actions\/checkout/);
    expect(evidence).toMatch(/^ {10}agents: 'my-agent\[bot\]'$/m);
    expect(files['.github/workflows/heartbeat-schedule.yml']).toMatch(/^ {2}schedule:/m);
    const hook = files['.husky/pre-commit'] ?? '';
    expect(hook.startsWith(USER_HOOK)).toBe(true);
    expect(hook.split('heartbeat-gate lint --staged').length).toBe(2);

    // Twice changes nothing.
    const second = initIn(dir);
    expect(second).not.toMatch(/^(wrote|replaced|appended)/m);
    expect(snapshot(dir)).toEqual(files);

    execFileSync(process.execPath, [join(root, 'node_modules/husky/bin.js')], { cwd: dir });
    git(dir, ['add', '-A']);
    const setUp = gitResult(dir, ['commit', '-q', '-m', 'Set up heartbeat-gate']);
    expect(setUp.stderr).toContain("the team's own pre-commit check");
    expect(setUp.stderr).toContain('heartbeat-gate lint: ok: HEARTBEAT.md');
    expect(setUp.status).toBe(0);

    // The commit-msg hook gates evidence.
    writeFileSync(join(dir, 'widget.js'), 'export {};\n');
    git(dir, ['add', 'widget.js']);
    const lie = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add the widget\n\nBuild-Done: tests: pass, lint: fail',
    ]);
    expect(lie.status).not.toBe(0);
    expect(lie.stderr).toContain('build.done → build.blocked');

    // A broken contract staged, the working copy fixed: the staged one is what gets committed.
    writeFileSync(join(dir, 'HEARTBEAT.md'), `${CONTRACT}- [] deploy | Deploy | required\n`);
    git(dir, ['add', 'HEARTBEAT.md']);
    writeFileSync(join(dir, 'HEARTBEAT.md'), CONTRACT);
    const broken = gitResult(dir, ['commit', '-q', '-m', 'Add a deploy task']);
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toMatch(/^HEARTBEAT\.md:6: error: /m);
    expect(git(dir, ['log', '--format=%s'])).toBe('Set up heartbeat-gate\n');

    git(dir, ['add', 'HEARTBEAT.md']);
    expect(gitResult(dir, ['commit', '-q', '-m', 'A one-task contract']).status).toBe(0);
  });

  it('refuses outside a git repository, exit 2, writing nothing', async () => {
    const dir = await sandbox.dir('hg-init-nogit-');
    const result = gitResultOf(() =>
      execFileSync(process.execPath, [cli, 'init'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' }),
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`heartbeat-gate init: ${dir}: not inside a git repository\n`);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('--dry-run prints the files it would write and writes none', async () => {
    const dir = await sandbox.repo();
    const out = initIn(dir, '--dry-run');
    expect(out).toContain('would write .heartbeat/config.json\n    {\n');
    expect(out).toContain('would write .github/workflows/evidence-gate.yml\n');
    expect(out).toContain('    "trustedBranch": "main"');
    expect(snapshot(dir)).toEqual({});
  });
});

/** A process that may fail: its exit status and standard error. */
function gitResultOf(run: () => string): { status: number; stderr: string } {
  try {
    run();
    return { status: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, stderr: String(failed.stderr) };
  }
}
