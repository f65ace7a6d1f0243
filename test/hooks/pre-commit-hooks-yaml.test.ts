import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// What issue 5 (and issue 28: the lint line once, init without npm) asks of .pre-commit-hooks.yaml so that both the pre-commit Debian ships (3.0.4) and
// current 4.x releases accept it. pre-commit-framework.e2e.test.ts runs it through the installed
// release; this file holds the rules every release depends on, even where none is installed.

interface ManifestHook {
  id: string;
  entry: string;
  language: string;
  stages?: string[];
  files?: string;
  [key: string]: unknown;
}

const manifest = parse(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as ManifestHook[];
const hook = (id: string): ManifestHook => {
  const found = manifest.find((entry) => entry.id === id);
  expect(found, `${id} in .pre-commit-hooks.yaml`).toBeDefined();
  return found!;
};

/** The keys of a hook in pre-commit's manifest schema (clientlib.py), the same in 3.x and 4.x. */
const MANIFEST_KEYS = new Set([
  'id',
  'name',
  'entry',
  'language',
  'alias',
  'files',
  'exclude',
  'types',
  'types_or',
  'exclude_types',
  'additional_dependencies',
  'args',
  'always_run',
  'fail_fast',
  'pass_filenames',
  'description',
  'language_version',
  'log_file',
  'minimum_pre_commit_version',
  'require_serial',
  'stages',
  'verbose',
]);

describe('.pre-commit-hooks.yaml', () => {
  it('defines the check-commit, lint and init hooks with the required fields and known keys only', () => {
    expect(manifest.map((entry) => entry.id)).toEqual([
      'heartbeat-gate-check-commit',
      'heartbeat-gate-lint',
      'heartbeat-gate-init',
    ]);
    for (const entry of manifest) {
      for (const key of ['id', 'name', 'entry', 'language']) {
        expect(typeof entry[key], `${entry.id}.${key}`).toBe('string');
      }
      expect(Object.keys(entry).filter((key) => !MANIFEST_KEYS.has(key))).toEqual([]);
    }
  });

  it('check-commit runs at commit-msg, a stage name valid in every release', () => {
    expect(hook('heartbeat-gate-check-commit').stages).toEqual(['commit-msg']);
  });

  it('lint runs at commit-msg only, on the staged paths it finds itself', () => {
    // The pre-commit stage is `commit` before 3.2 and `pre-commit` after (4.x warns on the old
    // name); a hook without stages also runs at commit-msg, printing its line a second time.
    expect(hook('heartbeat-gate-lint')).toMatchObject({
      stages: ['commit-msg'],
      always_run: true,
      pass_filenames: false,
    });
    expect(Object.hasOwn(hook('heartbeat-gate-lint'), 'files')).toBe(false);
  });

  it('init runs only by hand (manual, a stage name valid in every release), its output shown', () => {
    expect(hook('heartbeat-gate-init')).toMatchObject({
      stages: ['manual'],
      always_run: true,
      pass_filenames: false,
      verbose: true,
    });
  });

  it('all run the committed, executable bundle with the system node (language: script)', () => {
    const bin = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { bin: Record<string, string> }
    ).bin['heartbeat-gate'];
    const tracked = execFileSync('git', ['ls-files', '-s', '--', bin!], { encoding: 'utf8' });
    // pre-commit runs a script hook straight from a clone of the hook repository: git's mode counts.
    expect(tracked).toMatch(/^100755 /);
    expect(readFileSync(bin!, 'utf8').split('\n', 1)[0]).toBe('#!/usr/bin/env node');
    expect(hook('heartbeat-gate-check-commit')).toMatchObject({
      language: 'script',
      entry: `${bin} check-commit`,
    });
    expect(hook('heartbeat-gate-lint')).toMatchObject({
      language: 'script',
      entry: `${bin} lint --staged`,
    });
    expect(hook('heartbeat-gate-init')).toMatchObject({
      language: 'script',
      entry: `${bin} init --hooks pre-commit`,
    });
  });

  it('the example configuration and the README name only hooks the manifest defines', () => {
    const ids = new Set(manifest.map((entry) => entry.id));
    const example = parse(readFileSync('examples/pre-commit-config.yaml', 'utf8')) as {
      repos: { hooks: { id: string }[] }[];
    };
    const exampleIds = example.repos.flatMap((repo) => repo.hooks.map((entry) => entry.id));
    expect(exampleIds).toEqual(['heartbeat-gate-check-commit', 'heartbeat-gate-lint']);
    const readmeIds = [
      ...(readFileSync('README.md', 'utf8') + readFileSync('docs/hooks.md', 'utf8')).matchAll(
        /- id: (heartbeat-gate-[a-z-]+)/g,
      ),
    ].map((match) => match[1]!);
    expect(readmeIds.length).toBeGreaterThan(0);
    for (const id of [...exampleIds, ...readmeIds]) expect(ids.has(id), id).toBe(true);
  });
});
