import { execFile, execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { git, gitResult, tempRepo } from '../helpers/hooks-git.js';
import { installedClosure, startNpmRegistry } from '../support/npm-registry.js';

const execFileAsync = promisify(execFile);

// This repository's own .husky hooks, as every contributor's commit runs them: copied with the
// committed dist/ into a fresh repository, installed by the real husky, exercised by real commits.
const root = resolve('.');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

function dogfoodRepo(options: { withDist: boolean; installed?: boolean }): string {
  const { dir, remove } = tempRepo('hg-dogfood-');
  cleanups.push(remove);
  for (const hook of ['commit-msg', 'pre-commit']) {
    cpSync(join(root, '.husky', hook), join(dir, '.husky', hook));
  }
  if (options.withDist) cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
  if (options.installed !== false) {
    execFileSync(process.execPath, [join(root, 'node_modules/husky/bin.js')], { cwd: dir });
  }
  writeFileSync(join(dir, 'README.md'), 'hello\n');
  git(dir, ['add', 'README.md']);
  return dir;
}

const PASSING_BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

describe('.husky hooks of this repository', () => {
  it('reject a commit whose Build-Done evidence fails, naming the failing dimensions', () => {
    const dir = dogfoodRepo({ withDist: true });
    const commit = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add readme',
      '-m',
      'Build-Done: tests: pass, lint: fail, coverage: pass',
    ]);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain('Build-Done: build.done → build.blocked');
    expect(commit.stderr).toContain(
      'evidence failing: lint, typecheck, audit, complexity, duplication',
    );
    expect(gitResult(dir, ['rev-parse', '--verify', '-q', 'HEAD']).status).not.toBe(0);
  });

  it('commit a passing claim and a message without trailers', () => {
    const dir = dogfoodRepo({ withDist: true });
    const passing = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add readme',
      '-m',
      `Build-Done: ${PASSING_BUILD}`,
    ]);
    expect(passing.status).toBe(0);
    // git sends a hook's standard output to its standard error.
    expect(passing.stderr).toContain('Build-Done: build.done accepted');
    writeFileSync(join(dir, 'README.md'), 'hello again\n');
    git(dir, ['add', 'README.md']);
    expect(gitResult(dir, ['commit', '-q', '-m', 'Reword the readme']).status).toBe(0);
    expect(git(dir, ['log', '--format=%s']).trim().split('\n')).toEqual([
      'Reword the readme',
      'Add readme',
    ]);
  });

  it('let commits through with a hint when dist/ has not been built', () => {
    const dir = dogfoodRepo({ withDist: false });
    const commit = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add readme',
      '-m',
      'Build-Done: lint: fail',
    ]);
    expect(commit.status).toBe(0);
    expect(commit.stderr).toContain(
      "heartbeat-gate: dist/cli/index.js is missing, commit-msg check skipped (run 'npm run build').",
    );
    expect(commit.stderr).toContain('pre-commit lint skipped');
  });

  it('are installed by npm ci, as on a fresh clone', async () => {
    // This repository's scripts, with husky the only development dependency, installed by npm ci
    // from a registry holding husky alone.
    const dir = dogfoodRepo({ withDist: true, installed: false });
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: manifest.name,
        version: manifest.version,
        private: true,
        scripts: manifest.scripts,
        devDependencies: { husky: manifest.devDependencies.husky },
      }),
    );
    const registry = await startNpmRegistry(installedClosure(['husky']).map(({ dir }) => dir));
    cleanups.push(() => void registry.close());
    const npm = (...args: string[]) =>
      execFileAsync('npm', args, {
        cwd: dir,
        env: {
          ...process.env,
          npm_config_registry: registry.url,
          npm_config_cache: join(dir, '.npm-cache'),
          npm_config_audit: 'false',
          npm_config_fund: 'false',
          npm_config_update_notifier: 'false',
        },
      });
    await npm('install', '--package-lock-only', '--ignore-scripts');
    expect(gitResult(dir, ['config', 'core.hooksPath']).stdout).toBe('');
    await npm('ci');

    const commit = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add readme',
      '-m',
      'Build-Done: lint: fail',
    ]);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain('Build-Done: build.done → build.blocked');
  });
});
