import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedClosure, startNpmRegistry, type NpmRegistry } from '../support/npm-registry.js';

const execFileAsync = promisify(execFile);

// The package as npm publishes it (`npm pack`, package.json "files" and "bin"), unpacked on its
// own: the CLI bundle must run with no node_modules beside it, and `init` must find its examples/.
// Then as a user installs it from git at a release tag (`npm i git+file://<clone>#v<version>`),
// into a fresh project.
let work: string;
let bin: string;
let libraryEntry: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'hg-package-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as { filename: string }[];
  mkdirSync(join(work, 'unpacked'));
  execFileSync('tar', ['-xzf', join(work, packed[0]!.filename), '-C', join(work, 'unpacked')]);
  const manifest = JSON.parse(
    readFileSync(join(work, 'unpacked/package/package.json'), 'utf8'),
  ) as { bin: Record<string, string>; exports: { '.': { default: string } } };
  bin = join(work, 'unpacked/package', manifest.bin['heartbeat-gate']!);
  libraryEntry = join(work, 'unpacked/package', manifest.exports['.'].default);
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function run(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the packed heartbeat-gate package', () => {
  it('holds the library entry, which a consumer imports (its dependencies installed beside it)', async () => {
    // A consumer's npm installs the dependencies; here they come from this checkout.
    symlinkSync(resolve('node_modules'), join(work, 'unpacked/package/node_modules'), 'dir');
    const library = (await import(pathToFileURL(libraryEntry).href)) as {
      parseHeartbeatContract: (text: string) => { tasks: { id: string }[] };
    };
    const contract = library.parseHeartbeatContract(
      '## Tasks\n- [ ] Run tests | verify: cmd:npm test\n',
    );
    expect(contract.tasks.map((task) => task.id)).toEqual(['run_tests']);
  });

  it('accepts a passing build.done claim: exit 0, prints build.done', () => {
    const result = run(
      [
        'evidence',
        '--topic',
        'build.done',
        '--payload',
        'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass',
      ],
      work,
    );
    expect(result).toEqual({ code: 0, stdout: 'build.done\n', stderr: '' });
  });

  it('blocks a failing claim: exit 1, prints build.blocked and the failing dimensions', () => {
    const result = run(
      [
        'evidence',
        '--topic',
        'build.done',
        '--payload',
        'tests: pass, lint: fail, typecheck: pass, audit: pass, coverage: pass, complexity: 12',
      ],
      work,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^build\.blocked\nbuild\.blocked: evidence failing: lint, complexity, duplication \(/,
    );
  });

  it('init writes the shipped examples into a repository, and lint accepts them', () => {
    const repo = join(work, 'repo');
    mkdirSync(repo);
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
    const init = run(['init'], repo);
    expect(init.code).toBe(0);
    for (const target of [
      'HEARTBEAT.md',
      '.husky/commit-msg',
      '.husky/pre-commit',
      '.heartbeat/config.json',
      '.github/workflows/evidence-gate.yml',
      '.github/workflows/heartbeat-schedule.yml',
    ]) {
      expect(init.stdout).toContain(`wrote     ${target}`);
    }
    expect(readFileSync(join(repo, 'HEARTBEAT.md'), 'utf8')).toBe(
      readFileSync('examples/HEARTBEAT.md', 'utf8'),
    );
    expect(run(['lint'], repo).code).toBe(0);
  });
});

describe('installed from git at a release tag (npm i git+file://<clone>#v<version>), as the README says', () => {
  let project: string;
  let registry: NpmRegistry;
  let install: { stdout: string; stderr: string };
  let npmEnv: NodeJS.ProcessEnv;
  const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  const declared = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The packages the library imports and theirs: all a user's install may fetch.
  const runtime = installedClosure(Object.keys(declared.dependencies));

  beforeAll(async () => {
    // A bare clone holding this working tree's package at its release tag: what a push of it and
    // of the tag would let users install.
    const clone = join(work, 'clone');
    execFileSync('git', ['clone', '-q', '--no-local', resolve('.'), clone]);
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { files: string[] };
    for (const path of [...manifest.files, 'package.json', 'package-lock.json', 'LICENSE']) {
      rmSync(join(clone, path), { recursive: true, force: true });
      cpSync(resolve(path), join(clone, path), { recursive: true });
    }
    const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, stdio: 'pipe' });
    git('add', '-A');
    git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '--allow-empty', '-m', 'working tree');
    git('tag', '-f', `v${version}`);
    const bare = join(work, 'heartbeat-gate.git');
    execFileSync('git', ['clone', '-q', '--bare', clone, bare]);

    // A registry holding only the runtime packages, and an empty cache: a build in npm's clone
    // would need the development dependencies, which neither has, and would fail.
    registry = await startNpmRegistry(runtime.map(({ dir }) => dir));
    npmEnv = {
      ...process.env,
      npm_config_registry: registry.url,
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    project = join(work, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{ "name": "project", "private": true }\n');
    // --foreground-scripts: a script npm ran, anywhere, prints its "> name@version event" line.
    install = await execFileAsync(
      'npm',
      ['install', '--foreground-scripts', `git+file://${bare}#v${version}`],
      { cwd: project, env: npmEnv },
    );
  }, 600_000);
  afterAll(async () => {
    await registry?.close();
  });

  it('builds nothing: npm runs no script and fetches the runtime dependencies only', () => {
    // npm prepares a git dependency (installs its development dependencies in its clone, runs
    // prepare) when its package.json has prepare, build, prepack or an install script; npm 11
    // also lists a dependency's unapproved install scripts at the end.
    const output = `${install.stdout}${install.stderr}`;
    expect(output).not.toMatch(/^> /m);
    expect(output).not.toMatch(/install scripts/);
    expect([...new Set(registry.requested)].sort()).toEqual(runtime.map(({ name }) => name).sort());
  });

  it('gives a working CLI: npx heartbeat-gate', () => {
    const result = spawnSync('npx', ['--no-install', 'heartbeat-gate', '--version'], {
      cwd: project,
      env: npmEnv,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it('gives a working library: import("heartbeat-gate")', () => {
    const script =
      "import('heartbeat-gate').then((m) => console.log(typeof m.evaluateEvidence, m.checkCommitMessage('fix\\n\\nBuild-Done: tests: fail').accepted))";
    const result = spawnSync(process.execPath, ['-e', script], { cwd: project, encoding: 'utf8' });
    expect({ code: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      code: 0,
      stdout: 'function false\n',
      stderr: '',
    });
  });

  it('installs only what the library imports beside it (the CLI and the Action are bundled)', () => {
    const installed = JSON.parse(
      execFileSync('npm', ['ls', '--all', '--json', '--omit=dev'], {
        cwd: project,
        env: npmEnv,
        encoding: 'utf8',
      }),
    ) as { dependencies: { 'heartbeat-gate': { dependencies?: Record<string, unknown> } } };
    const beside = installed.dependencies['heartbeat-gate'].dependencies ?? {};
    expect(Object.keys(beside).sort()).toEqual(Object.keys(declared.dependencies).sort());
  });
});
