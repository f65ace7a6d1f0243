import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, gitResult, tempRepo } from '../helpers/hooks-git.js';

// The real pre-commit framework (the Debian package; .ci/run installs it) running this
// repository's .pre-commit-hooks.yaml from a local hook repository: a commit of the working
// tree's hook definitions, bundled CLI and what init reads (package.json, examples/, schema/),
// tagged as a release is, so what is tested is exactly what is about to land.
const root = resolve('.');
const version = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const available = version.status === 0;
if (!available) {
  console.warn(
    'SKIPPED: pre-commit framework tests — the pre-commit package is not installed and could not be ' +
      '(.ci/run runs `apt-get install -y pre-commit`).',
  );
}

const packageVersion = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
).version;
let work: string;
let hookRepo: string;
let hookRev: string;
const cleanups: (() => void)[] = [];

beforeAll(() => {
  if (!available) return;
  work = mkdtempSync(join(tmpdir(), 'hg-pre-commit-'));
  hookRepo = join(work, 'heartbeat-gate');
  mkdirSync(hookRepo);
  cpSync(join(root, '.pre-commit-hooks.yaml'), join(hookRepo, '.pre-commit-hooks.yaml'));
  for (const dir of ['dist', 'examples', 'schema']) {
    cpSync(join(root, dir), join(hookRepo, dir), { recursive: true });
  }
  cpSync(join(root, 'package.json'), join(hookRepo, 'package.json'));
  git(hookRepo, ['init', '-q', '-b', 'main']);
  git(hookRepo, ['add', '-A']);
  git(hookRepo, ['commit', '-q', '-m', 'heartbeat-gate hooks']);
  git(hookRepo, ['tag', `v${packageVersion}`]);
  hookRev = git(hookRepo, ['rev-parse', 'HEAD']).trim();
});
afterAll(() => {
  cleanups.splice(0).forEach((remove) => remove());
  if (work) rmSync(work, { recursive: true, force: true });
});

/** pre-commit's own environment: a private cache, so every run installs the hook repo afresh. */
const env = () => ({
  ...process.env,
  PRE_COMMIT_HOME: join(work, 'cache'),
  PRE_COMMIT_COLOR: 'never',
});

/** A user's configuration: the hooks the README's snippet lists, `extra` lines after them. */
function configure(dir: string, extra: string[] = []): void {
  writeFileSync(
    join(dir, '.pre-commit-config.yaml'),
    [
      'repos:',
      `  - repo: ${hookRepo}`,
      `    rev: ${hookRev}`,
      '    hooks:',
      '      - id: heartbeat-gate-check-commit',
      '      - id: heartbeat-gate-lint',
      ...extra,
      '',
    ].join('\n'),
  );
}

/** The one install the docs give: both hooks run at commit-msg. */
function install(dir: string): void {
  const installed = spawnSync('pre-commit', ['install', '--hook-type', 'commit-msg'], {
    cwd: dir,
    encoding: 'utf8',
    env: env(),
  });
  expect(installed.stderr).toBe('');
  expect(installed.status).toBe(0);
}

function userRepo(): string {
  const { dir, remove } = tempRepo('hg-pre-commit-user-');
  cleanups.push(remove);
  configure(dir);
  install(dir);
  git(dir, ['add', '-A']);
  const first = gitResult(dir, ['commit', '-q', '-m', 'Use heartbeat-gate'], env());
  expect(first.status, first.stdout + first.stderr).toBe(0);
  return dir;
}

function stage(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
  git(dir, ['add', path]);
}

const commits = (dir: string) => git(dir, ['log', '--format=%s']).trim().split('\n');
const output = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;

describe.skipIf(!available)(`pre-commit framework (${version.stdout?.trim()})`, () => {
  it('rejects a failing Build-Done at commit-msg, naming the failing dimensions', () => {
    const dir = userRepo();
    stage(dir, 'widget.txt', 'widget\n');
    const commit = gitResult(
      dir,
      ['commit', '-q', '-m', 'Add the widget', '-m', 'Build-Done: tests: pass, lint: fail'],
      env(),
    );
    expect(commit.status).toBe(1);
    expect(output(commit)).toContain('heartbeat-gate check-commit');
    expect(output(commit)).toContain('Build-Done: build.done → build.blocked');
    expect(output(commit)).toContain(
      'evidence failing: lint, typecheck, audit, coverage, complexity, duplication',
    );
    expect(commits(dir)).toEqual(['Use heartbeat-gate']);
  });

  it("installs with a plain `pre-commit install` from the example's configuration", () => {
    const { dir, remove } = tempRepo('hg-pre-commit-example-');
    cleanups.push(remove);
    const example = readFileSync(join(root, 'examples/pre-commit-config.yaml'), 'utf8')
      .replace(/repo: .*/, `repo: ${hookRepo}`)
      .replace(/rev: .*/, `rev: ${hookRev}`);
    writeFileSync(join(dir, '.pre-commit-config.yaml'), example);
    const installed = spawnSync('pre-commit', ['install'], {
      cwd: dir,
      encoding: 'utf8',
      env: env(),
    });
    expect(installed.status, installed.stderr).toBe(0);
    expect(installed.stdout).toContain('.git/hooks/commit-msg');
    stage(dir, 'widget.txt', 'widget\n');
    const commit = gitResult(
      dir,
      ['commit', '-q', '-m', 'Add the widget', '-m', 'Build-Done: tests: pass, lint: fail'],
      env(),
    );
    expect(commit.status).toBe(1);
    expect(output(commit)).toContain('Build-Done: build.done → build.blocked');
  });

  it('prints what the README shows for a rejected Review-Done', () => {
    const dir = userRepo();
    stage(dir, 'a.txt', 'a\n');
    const command = 'git commit -m "Add a" -m "Review-Done: tests: pass"';
    // Both streams in one, in the order a terminal shows them.
    const commit = spawnSync(
      'sh',
      ['-c', 'exec git "$@" 2>&1', 'sh', 'commit', '-m', 'Add a', '-m', 'Review-Done: tests: pass'],
      { cwd: dir, encoding: 'utf8', env: env() },
    );
    expect(commit.status).toBe(1);
    const readme = readFileSync('docs/hooks.md', 'utf8');
    const start = readme.indexOf(`$ ${command}\n`);
    expect(start, `README shows $ ${command}`).toBeGreaterThan(-1);
    const shown = readme.slice(start + command.length + 3);
    expect(commit.stdout.trimEnd()).toBe(shown.slice(0, shown.indexOf('```')).trimEnd());
  });

  it('commits a passing Build-Done and a commit without trailers', () => {
    const dir = userRepo();
    stage(dir, 'widget.txt', 'widget\n');
    const passing = gitResult(
      dir,
      [
        'commit',
        '-q',
        '-m',
        'Add the widget',
        '-m',
        'Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 2, duplication: pass',
      ],
      env(),
    );
    expect(passing.status, output(passing)).toBe(0);
    stage(dir, 'widget.txt', 'widget 2\n');
    const plain = gitResult(dir, ['commit', '-q', '-m', 'Rename the widget'], env());
    expect(plain.status, output(plain)).toBe(0);
    expect(commits(dir)).toEqual(['Rename the widget', 'Add the widget', 'Use heartbeat-gate']);
  });

  it('rejects a hand-edited .heartbeat/score.json at commit', () => {
    const dir = userRepo();
    stage(dir, 'HEARTBEAT.md', '## Tasks\n\n- [ ] run_tests | Run the tests | required\n');
    expect(gitResult(dir, ['commit', '-q', '-m', 'Add the contract'], env()).status).toBe(0);
    const cli = join(root, 'dist/cli/index.js');
    for (const argv of [
      ['cycle', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'not_verified', '--now', '2026-03-02T09:05:00Z'],
    ]) {
      spawnSync(process.execPath, [cli, ...argv], { cwd: dir, encoding: 'utf8' });
    }
    const file = join(dir, '.heartbeat/score.json');
    const score = JSON.parse(readFileSync(file, 'utf8')) as { today: { score: number } };
    expect(score.today.score).toBe(-15);
    score.today.score = 0;
    stage(dir, '.heartbeat/score.json', `${JSON.stringify(score, null, 2)}\n`);
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Forget the failure'], env());
    expect(commit.status).toBe(1);
    expect(output(commit)).toContain(
      '.heartbeat/score.json: error: edited by hand: today.score is 0, the ledger gives -15',
    );
  });

  it('rejects a malformed HEARTBEAT.md at commit and leaves other commits alone', () => {
    const dir = userRepo();
    stage(dir, 'HEARTBEAT.md', '## Tasks\n\n- [] deploy | Deploy the site\n');
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Add a task'], env());
    expect(commit.status).toBe(1);
    expect(output(commit)).toContain('HEARTBEAT.md:3: error:');
    expect(commits(dir)).toEqual(['Use heartbeat-gate']);
  });
  it('prints each hook line once per commit, whatever the commit touches', () => {
    const dir = userRepo();
    const lines = (text: string, name: string) =>
      text.split('\n').filter((line) => line.startsWith(`${name}.`)).length;
    stage(dir, 'widget.txt', 'widget\n');
    const plain = gitResult(dir, ['commit', '-m', 'Add the widget'], env());
    expect(plain.status, output(plain)).toBe(0);
    stage(dir, 'HEARTBEAT.md', '## Tasks\n\n- [ ] run_tests | Run the tests | required\n');
    const contract = gitResult(dir, ['commit', '-m', 'Add the contract'], env());
    expect(contract.status, output(contract)).toBe(0);
    for (const commit of [plain, contract]) {
      expect(lines(output(commit), 'heartbeat-gate lint'), output(commit)).toBe(1);
      expect(lines(output(commit), 'heartbeat-gate check-commit'), output(commit)).toBe(1);
      expect(output(commit)).not.toContain('Skipped');
    }
  });

  it('sets a repository up without npm: init through the framework, $schema at the release tag', () => {
    const { dir, remove } = tempRepo('hg-pre-commit-init-');
    cleanups.push(remove);
    configure(dir, ['      - id: heartbeat-gate-init', "        args: [--agent, 'my-agent[bot]']"]);
    install(dir);
    // The README's one command: the framework's own clone of the hook repository runs init.
    const init = spawnSync('pre-commit', ['run', 'heartbeat-gate-init', '--hook-stage', 'manual'], {
      cwd: dir,
      encoding: 'utf8',
      env: env(),
    });
    expect(init.status, output(init)).toBe(0);
    expect(output(init)).toContain('wrote     HEARTBEAT.md');
    expect(output(init)).toContain('wrote     .heartbeat/config.json');
    expect(output(init)).toContain(
      "kept      .pre-commit-config.yaml (already runs heartbeat-gate's hooks)",
    );
    expect(output(init)).not.toContain('Add to .pre-commit-config.yaml');
    // The commit-msg hook is installed already (above): init says only what is left to do.
    expect(output(init)).not.toContain('pre-commit install');
    expect(output(init)).not.toMatch(/npm|npx|node_modules/);
    const config = JSON.parse(readFileSync(join(dir, '.heartbeat/config.json'), 'utf8')) as {
      $schema: string;
      agents: string[];
    };
    expect(config.agents).toEqual(['my-agent[bot]']);
    // The schema resolves with no node_modules: the raw file at the release tag of the repository.
    const url =
      /^https:\/\/raw\.githubusercontent\.com\/heartbeat-gate\/heartbeat-gate\/([^/]+)\/(.+)$/.exec(
        config.$schema,
      );
    expect(url, config.$schema).not.toBeNull();
    expect(url![1]).toBe(`v${packageVersion}`);
    const schema = JSON.parse(git(hookRepo, ['show', `${url![1]}:${url![2]}`])) as {
      properties: Record<string, unknown>;
    };
    for (const key of Object.keys(config)) expect(schema.properties, key).toHaveProperty([key]);
    // What init wrote commits through both hooks, each line once.
    git(dir, ['add', '-A']);
    const commit = gitResult(dir, ['commit', '-m', 'Use heartbeat-gate'], env());
    expect(commit.status, output(commit)).toBe(0);
    expect(output(commit)).toMatch(/^heartbeat-gate lint\.+Passed$/m);
    expect(commits(dir)).toEqual(['Use heartbeat-gate']);
  });
});
