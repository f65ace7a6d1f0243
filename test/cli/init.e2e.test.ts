import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installSpecOf } from '../../src/cli/package.js';
import { runCli } from '../helpers/cli.js';
import { GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const example = (path: string) => readFileSync(join('examples', path), 'utf8');

describe('heartbeat-gate init', () => {
  it('writes the example contract, the config, the husky hooks and the workflows, and says so', async () => {
    const dir = await sandbox.repo();
    const result = await runCli(['init'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      [
        'wrote     HEARTBEAT.md',
        'wrote     .heartbeat/config.json',
        'wrote     .husky/commit-msg',
        'wrote     .husky/pre-commit',
        'wrote     .github/workflows/evidence-gate.yml',
        'wrote     .github/workflows/heartbeat-schedule.yml',
      ].join('\n'),
    );
    expect(result.stdout).toContain('npx husky');
    expect(readFileSync(join(dir, 'HEARTBEAT.md'), 'utf8')).toBe(example('HEARTBEAT.md'));
    expect(readFileSync(join(dir, '.husky/commit-msg'), 'utf8')).toBe(example('husky/commit-msg'));
    expect(statSync(join(dir, '.husky/commit-msg')).mode & 0o111).toBe(0o111);
    expect(readFileSync(join(dir, '.github/workflows/evidence-gate.yml'), 'utf8')).toBe(
      example('workflows/evidence-gate.yml'),
    );
    expect(readFileSync(join(dir, '.github/workflows/heartbeat-schedule.yml'), 'utf8')).toBe(
      example('workflows/heartbeat-schedule.yml'),
    );
    // The example contract it writes is one lint accepts.
    expect((await runCli(['lint'], { cwd: dir })).code).toBe(0);
  });

  it('never overwrites an existing file without --force', async () => {
    const dir = await sandbox.repo();
    await writeFiles(dir, {
      'HEARTBEAT.md': '# mine\n',
      '.husky/commit-msg': 'npx commitlint --edit "$1"\n',
    });
    const kept = await runCli(['init'], { cwd: dir });
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain('kept      HEARTBEAT.md (exists; --force overwrites it)');
    // An existing hook keeps its lines and gets heartbeat-gate's appended.
    expect(kept.stdout).toContain('appended  .husky/commit-msg');
    expect(kept.stdout).toContain('wrote     .husky/pre-commit');
    expect(readFileSync(join(dir, 'HEARTBEAT.md'), 'utf8')).toBe('# mine\n');
    const hook = readFileSync(join(dir, '.husky/commit-msg'), 'utf8');
    expect(hook.startsWith('npx commitlint --edit "$1"\n\n# heartbeat-gate:')).toBe(true);
    expect(hook).toContain('heartbeat-gate check-commit "$1" || exit 1');

    const forced = await runCli(['init', '--force'], { cwd: dir });
    expect(forced.stdout).toContain('replaced  HEARTBEAT.md');
    // --force never replaces a hook: its lines are there already, so it is kept as it is.
    expect(forced.stdout).toContain('kept      .husky/commit-msg (already runs heartbeat-gate)');
    expect(readFileSync(join(dir, '.husky/commit-msg'), 'utf8')).toBe(hook);
    expect(readFileSync(join(dir, 'HEARTBEAT.md'), 'utf8')).toBe(example('HEARTBEAT.md'));
  });

  it('prints the pre-commit framework configuration instead of writing husky hooks', async () => {
    const dir = await sandbox.repo();
    await writeFiles(dir, { '.pre-commit-config.yaml': 'repos: []\n' });
    const result = await runCli(['init'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('.husky/');
    expect(result.stdout).toContain(
      `Add to .pre-commit-config.yaml:\n\n${example('pre-commit-config.yaml')}`,
    );
    expect(readFileSync(join(dir, '.pre-commit-config.yaml'), 'utf8')).toBe('repos: []\n');
    expect(
      (await runCli(['init', '--hooks', 'none'], { cwd: await sandbox.repo() })).stdout,
    ).not.toMatch(/husky|pre-commit-config/);
  });

  it("keeps a pre-commit configuration that already runs heartbeat-gate's hooks, adding nothing", async () => {
    const dir = await sandbox.repo();
    const configured = example('pre-commit-config.yaml');
    await writeFiles(dir, { '.pre-commit-config.yaml': configured });
    const result = await runCli(['init'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "kept      .pre-commit-config.yaml (already runs heartbeat-gate's hooks)\n",
    );
    expect(result.stdout).not.toContain('Add to .pre-commit-config.yaml');
    expect(readFileSync(join(dir, '.pre-commit-config.yaml'), 'utf8')).toBe(configured);
    // Only one of the two hooks: the configuration to add is printed.
    const half = await sandbox.repo();
    await writeFiles(half, {
      '.pre-commit-config.yaml': configured.replace(/^.*heartbeat-gate-lint.*\n/m, ''),
    });
    expect((await runCli(['init'], { cwd: half })).stdout).toContain(
      `Add to .pre-commit-config.yaml:\n\n${configured}`,
    );
  });

  it('--hooks chooses the hook manager whatever the repository holds', async () => {
    const plain = await sandbox.repo();
    const preCommit = await runCli(['init', '--hooks', 'pre-commit'], { cwd: plain });
    expect(preCommit.code).toBe(0);
    expect(preCommit.stdout).not.toContain('.husky/');
    expect(preCommit.stdout).toContain(
      `Add to .pre-commit-config.yaml:\n\n${example('pre-commit-config.yaml')}`,
    );
    expect(existsSync(join(plain, '.husky'))).toBe(false);

    const configured = await sandbox.repo();
    await writeFiles(configured, { '.pre-commit-config.yaml': 'repos: []\n' });
    const husky = await runCli(['init', '--hooks', 'husky'], { cwd: configured });
    expect(husky.stdout).toContain('wrote     .husky/commit-msg');
    expect(husky.stdout).not.toContain('Add to .pre-commit-config.yaml');
    expect(readFileSync(join(configured, '.husky/pre-commit'), 'utf8')).toBe(
      example('husky/pre-commit'),
    );
  });

  it('ends with only what is left to do: the packages package.json lacks, then enabling the hooks', async () => {
    const spec = installSpecOf(JSON.parse(readFileSync('package.json', 'utf8')));
    const next = (stdout: string) =>
      stdout.slice(stdout.indexOf('\nNext:'), stdout.indexOf('\nThen'));
    const manifest = (devDependencies: Record<string, string>) => ({
      'package.json': `${JSON.stringify({ name: 'project', private: true, devDependencies })}\n`,
    });

    const bare = await runCli(['init'], { cwd: await sandbox.repo() });
    expect(next(bare.stdout)).toBe(
      '\nNext: install husky and heartbeat-gate as dev dependencies and enable the hooks:\n' +
        `  npm install --save-dev husky ${spec} && npx husky\n`,
    );
    // Installed as the README says, before init: only enabling the hooks is left.
    const installed = await sandbox.repo(manifest({ husky: '^9.1.7', 'heartbeat-gate': spec }));
    const after = await runCli(['init'], { cwd: installed });
    expect(after.code).toBe(0);
    expect(next(after.stdout)).toBe('\nNext: enable the hooks:\n  npx husky\n');
    expect(after.stdout).not.toContain('npm install');
    // husky itself enables them (core.hooksPath): nothing is left but protecting the branches.
    const { HUSKY: _skip, ...env } = process.env;
    execFileSync(process.execPath, [resolve('node_modules/husky/bin.js')], { cwd: installed, env });
    const enabled = await runCli(['init'], { cwd: installed });
    expect(enabled.stdout).not.toContain('Next:');
    // Nothing before it, so not 'Then'.
    expect(enabled.stdout).toContain('\nNow protect what the agent must not rewrite:\n');
    expect(enabled.stdout).not.toContain('Then');
    // One package missing: that one alone.
    const half = await runCli(['init'], {
      cwd: await sandbox.repo(manifest({ 'heartbeat-gate': spec })),
    });
    expect(next(half.stdout)).toBe(
      '\nNext: install husky as a dev dependency and enable the hooks:\n' +
        '  npm install --save-dev husky && npx husky\n',
    );
  });

  it.runIf(spawnSync('pre-commit', ['--version']).status === 0)(
    'with the pre-commit framework, says to enable the hooks only until pre-commit install ran',
    async () => {
      const dir = await sandbox.repo({
        '.pre-commit-config.yaml': example('pre-commit-config.yaml'),
      });
      const before = await runCli(['init'], { cwd: dir });
      expect(before.stdout).toContain(
        '\nNext: enable the hooks:\n  pre-commit install --hook-type commit-msg\n',
      );
      execFileSync('pre-commit', ['install', '--hook-type', 'commit-msg'], {
        cwd: dir,
        stdio: 'pipe',
      });
      const after = await runCli(['init'], { cwd: dir });
      expect(after.code).toBe(0);
      expect(after.stdout).not.toContain('Next:');
      expect(after.stdout).not.toContain('pre-commit install');
      expect(after.stdout).toContain('\nNow protect what the agent must not rewrite:\n');
    },
  );

  it('exits 2 on an unknown hook manager', async () => {
    const result = await runCli(['init', '--hooks', 'lefthook'], { cwd: await sandbox.repo() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--hooks: expected husky, pre-commit or none, got 'lefthook'");
  });
});
