/**
 * The release workflow (.github/workflows/release.yml) as GitHub would run it on a pushed tag: its
 * structure, and its two shell steps run for real against a git repository with a bare remote.
 * The README and examples name what a release creates: the moving major tag and a full version.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const version = (JSON.parse(read('package.json')) as { version: string }).version;
const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(read('.github/workflows/release.yml')) as Workflow;
const job = workflow.jobs.release!;
const step = (name: string): Step => {
  const found = job.steps.find((s) => s.name === name);
  if (!found) throw new Error(`no step named ${name}`);
  return found;
};
const indexOf = (name: string): number => job.steps.findIndex((s) => s.name === name);

describe('the release workflow', () => {
  it('runs on a vX.Y.Z tag only, one at a time, reading by default and writing only contents', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    expect(workflow.concurrency).toEqual({ group: 'release', 'cancel-in-progress': false });
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  });

  it('checks the tag, builds, checks dist/ and lib/, tests, then releases and moves the major tag', () => {
    expect(job.steps[0]).toEqual({ uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } });
    expect(job.steps[1]).toMatchObject({
      uses: 'actions/setup-node@v4',
      with: { 'node-version': 24 },
    });
    const order = [
      'Check the tag',
      'Install',
      'Type-check and lint',
      'Check dist/ and lib/',
      'Test',
      'Create the GitHub release',
      'Move the major tag',
      'Publish to npm',
    ].map(indexOf);
    expect(order).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(step('Install').run).toBe('npm ci');
    expect(step('Check dist/ and lib/').run).toContain('npm run build');
    expect(step('Check dist/ and lib/').run).toContain('git status --porcelain -- dist lib');
    expect(step('Test').run).toBe('npm test');
    const release = step('Create the GitHub release');
    expect(release.run).toBe(
      'gh release create "$TAG" --verify-tag --generate-notes --title "$TAG"',
    );
    expect(release.env).toEqual({ GH_TOKEN: '${{ github.token }}', TAG: '${{ github.ref_name }}' });
  });

  it('names the releases the README and examples use: the major tag, and a full version for pre-commit', () => {
    const major = `v${version.split('.')[0]}`;
    for (const file of [
      ...docs,
      'examples/workflows/heartbeat-gate.yml',
      'examples/workflows/evidence-gate.yml',
      'examples/workflows/heartbeat-schedule.yml',
    ]) {
      const uses = [...read(file).matchAll(/uses: heartbeat-gate\/heartbeat-gate@([\w.-]+)/g)];
      if (file.startsWith('examples/')) expect(uses.length, file).toBeGreaterThan(0);
      for (const [, ref] of uses) expect(ref, file).toBe(major);
    }
    for (const file of [...docs, 'examples/pre-commit-config.yaml']) {
      const revs = [
        ...read(file).matchAll(
          /repo: https:\/\/github.com\/heartbeat-gate\/heartbeat-gate\n\s+rev: (\S+)/g,
        ),
      ];
      if (!file.startsWith('docs/')) expect(revs.length, file).toBeGreaterThan(0);
      for (const [, rev] of revs) expect(rev, file).toBe(`v${version}`);
    }
  });
});

describe('the release steps, run in a real repository', () => {
  let work: string;
  let repo: string;
  let remote: string;
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const commit = (packageVersion: string): string => {
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ version: packageVersion }));
    git('add', 'package.json');
    git('commit', '-q', '-m', `version ${packageVersion}`);
    return git('rev-parse', 'HEAD');
  };
  const runStep = (name: string, tag: string, sha: string) => {
    const result = spawnSync('bash', ['-eo', 'pipefail', '-c', step(name).run!], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, TAG: tag, GITHUB_SHA: sha },
    });
    return { code: result.status, out: result.stdout + result.stderr };
  };

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'hg-release-'));
    remote = join(work, 'remote.git');
    repo = join(work, 'repo');
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
    execFileSync('git', ['clone', '-q', remote, repo], { stdio: 'pipe' });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('accepts a tag that matches package.json on a commit of main, and moves v1 to it', () => {
    const sha = commit('1.2.3');
    git('push', '-q', 'origin', 'HEAD:main');
    git('fetch', '-q', 'origin');
    expect(runStep('Check the tag', 'v1.2.3', sha)).toEqual({ code: 0, out: '' });
    expect(runStep('Move the major tag', 'v1.2.3', sha).code).toBe(0);
    const remoteTag = execFileSync('git', ['rev-parse', 'refs/tags/v1'], {
      cwd: remote,
      encoding: 'utf8',
    });
    expect(remoteTag.trim()).toBe(sha);

    // The next release moves it again.
    const next = commit('1.3.0');
    git('push', '-q', 'origin', 'HEAD:main');
    git('fetch', '-q', 'origin');
    expect(runStep('Check the tag', 'v1.3.0', next).code).toBe(0);
    expect(runStep('Move the major tag', 'v1.3.0', next).code).toBe(0);
    expect(
      execFileSync('git', ['rev-parse', 'refs/tags/v1'], { cwd: remote, encoding: 'utf8' }).trim(),
    ).toBe(next);
  });

  it('publishes to npm with provenance only where an NPM_TOKEN secret is configured', () => {
    const publish = step('Publish to npm');
    expect(publish.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    expect(publish.run).toContain('npm publish --provenance --access public');
    expect(job.steps[1]?.with).toMatchObject({ 'registry-url': 'https://registry.npmjs.org' });
    // Without the secret GitHub passes an empty value: the step says so and succeeds.
    const result = spawnSync('bash', ['-eo', 'pipefail', '-c', publish.run!], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, NODE_AUTH_TOKEN: '' },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      'No NPM_TOKEN secret: not published to npm; users install the git tag\n',
    );
  });

  it('refuses a tag that does not match package.json', () => {
    const sha = git('rev-parse', 'HEAD');
    const result = runStep('Check the tag', 'v9.9.9', sha);
    expect(result.code).toBe(1);
    expect(result.out).toContain('::error::tag v9.9.9 does not match package.json version');
  });

  it('refuses a commit that is not on main', () => {
    git('checkout', '-q', '-b', 'side');
    const sha = commit('2.0.0');
    git('push', '-q', 'origin', 'side');
    git('fetch', '-q', 'origin');
    const result = runStep('Check the tag', 'v2.0.0', sha);
    expect(result.code).toBe(1);
    expect(result.out).toContain('::error::v2.0.0 is not on main');
  });
});
