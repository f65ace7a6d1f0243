/**
 * The name `heartbeat-gate` is not published on the npm registry: anyone could register it and be
 * installed by a hint that names it bare. Every install hint a user reads (README, docs, examples,
 * what `init` prints and writes) names the repository at its release tag instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hintFiles, rewriteInstallHints, staleInstallHints } from '../../scripts/install-hints.js';
import { installCommand, installSpec, installSpecOf } from '../../src/cli/package.js';
import { runCli } from '../helpers/cli.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const SPEC = `github:heartbeat-gate/heartbeat-gate#v${pkg.version}`;
/** A bare install, as a newcomer would copy it: the name with no git URL. */
const BARE = /\bnpm (?:install|i|add)\b[^\n]*?(?<![:/])\bheartbeat-gate\b(?![/#])/;

describe('install hints', () => {
  it('come from package.json: its GitHub repository at the version tag', async () => {
    expect(await installSpec()).toBe(SPEC);
    expect(installSpecOf({ version: '2.1.0', repository: 'github:o/n' })).toBe('github:o/n#v2.1.0');
    expect(installSpecOf({ version: '2.1.0', repository: { url: 'git@github.com:o/n.git' } })).toBe(
      'github:o/n#v2.1.0',
    );
    expect(installCommand(SPEC, 'husky')).toBe(`npm install --save-dev husky ${SPEC}`);
  });

  it('the grep catches a bare install and a git URL without the tag', () => {
    for (const line of [
      'npm install --save-dev heartbeat-gate',
      '(npm install --save-dev husky heartbeat-gate && npx husky)',
      '`npm i heartbeat-gate@1.0.0`',
      'npm i github:heartbeat-gate/heartbeat-gate',
    ]) {
      expect(staleInstallHints(line, SPEC), line).toEqual([line]);
      expect(staleInstallHints(rewriteInstallHints(line, SPEC), SPEC)).toEqual([]);
    }
    expect(BARE.test('npm install --save-dev heartbeat-gate')).toBe(true);
    expect(BARE.test(`npm install --save-dev ${SPEC}`)).toBe(false);
  });

  it('in the README, docs and examples all name the repository at the release tag (npx tsx scripts/install-hints.ts)', async () => {
    const files = await hintFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/hooks.md', 'docs/mcp.md']));
    expect(files).toEqual(expect.arrayContaining(['examples/husky/commit-msg']));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(staleInstallHints(text, SPEC), file).toEqual([]);
      expect(
        text.split('\n').filter((line) => BARE.test(line)),
        file,
      ).toEqual([]);
    }
    const hooks = readFileSync('docs/hooks.md', 'utf8');
    expect(hooks).toContain(`npm install --save-dev husky ${SPEC}`);
  });
});

describe('init', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('prints and writes only installs that work: the repository at the release tag', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-install-hints-'));
    dirs.push(dir);
    execFileSync('git', ['init', '-q', dir]);
    const run = await runCli(['init'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`  npm install --save-dev husky ${SPEC} && npx husky\n`);
    const written = ['.husky/commit-msg', '.husky/pre-commit'].map((hook) =>
      readFileSync(join(dir, hook), 'utf8'),
    );
    for (const text of [run.stdout, ...written]) {
      expect(text.split('\n').filter((line) => BARE.test(line))).toEqual([]);
      expect(staleInstallHints(text, SPEC)).toEqual([]);
    }
    expect(written.join('\n')).toContain(`not installed (npm install --save-dev ${SPEC})`);
  });
});
