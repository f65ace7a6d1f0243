/**
 * The fence around the layers holds: `npm run lint` (ESLint with the real eslint.config.js, then
 * scripts/check-cycles.ts) fails on each way of breaking it, and passes on the sources as they are.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages ESLint reports for `text` saved as `file` (relative to the root). */
async function lint(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  return result!.messages.map((m) => `${m.line}: ${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('npm run lint', () => {
  it('runs ESLint and the cycle check', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toMatch(/^eslint \. && tsx scripts\/check-cycles\.ts && /);
  });
});

describe('the layers (ESLint, real config)', () => {
  it.each([
    ['src/core/evidence/x.ts', '../../git/repo.js', 'src/core may import only'],
    ['src/core/evidence/x.ts', '../../github/checks.js', 'src/core may import only'],
    ['src/core/x.ts', '../app/lint.js', 'src/core may import only'],
    ['src/core/score/x.ts', '../../action/inputs.js', 'src/core may import only'],
    ['src/core/x.ts', '../cli/io.js', 'src/core may import only'],
    ['src/core/x.ts', '../config.js', 'src/core may import only'],
    ['src/core/x.ts', '../index.js', 'src/core may import only'],
    ['src/git/x.ts', '../github/octokit.js', 'src/git may import only'],
    ['src/git/x.ts', '../app/lint.js', 'src/git may import only'],
    ['src/github/x.ts', '../git/repo.js', 'src/github may import only'],
    ['src/github/x.ts', '../config.js', 'src/github may import only'],
    ['src/app/x.ts', '../cli/io.js', 'src/app may import only'],
    ['src/app/verifiers/x.ts', '../../action/inputs.js', 'src/app may import only'],
    ['src/action/x.ts', '../cli/io.js', 'src/action may import only'],
    ['src/cli/commands/x.ts', '../../action/inputs.js', 'src/cli may import only'],
    ['src/index.ts', './git/repo.js', 'src/index.ts may import only'],
  ])('%s importing %s fails', async (file, specifier, message) => {
    const found = await lint(file, `import * as m from '${specifier}';\nexport const x = m;\n`);
    expect(found.join('\n')).toContain(
      `import-x/no-restricted-paths: Unexpected path "${specifier}"`,
    );
    expect(found.join('\n')).toContain(message);
  });

  it.each([
    ['src/core/evidence/x.ts', '../score/points.js'],
    ['src/core/x.ts', '../errors.js'],
    ['src/git/x.ts', '../core/model.js'],
    ['src/app/x.ts', '../git/repo.js'],
    ['src/app/x.ts', '../github/octokit.js'],
    ['src/app/x.ts', '../config.js'],
    ['src/action/x.ts', '../app/schedule.js'],
    ['src/action/x.ts', '../github/octokit.js'],
    ['src/cli/commands/x.ts', '../../app/lint.js'],
    ['src/cli/commands/x.ts', '../../git/repo.js'],
  ])('%s importing %s passes', async (file, specifier) => {
    expect(await lint(file, `import * as m from '${specifier}';\nexport const x = m;\n`)).toEqual(
      [],
    );
  });

  it('src/action reaches GitHub only through src/app (the client is built in the entry)', async () => {
    // A GitHub module none of the temporary exceptions names (the rule skips unresolved paths).
    const probe = join(root, 'src/github/zz-fence-probe.ts');
    writeFileSync(probe, 'export const probe = 1;\n');
    try {
      const found = await lint(
        'src/action/x.ts',
        "import { probe } from '../github/zz-fence-probe.js';\nexport const x = probe;\n",
      );
      expect(found.join('\n')).toContain('src/action reaches GitHub through src/app');
    } finally {
      rmSync(probe);
    }
  });

  it.each([
    ['new Date()', 'export const now = new Date();', 'new Date() reads the clock'],
    ['Date()', 'export const now = Date();', 'Date() reads the clock'],
    ['Date.now()', 'export const now = Date.now();', 'Time is a parameter'],
    ['performance.now()', 'export const now = performance.now();', 'Time is a parameter'],
    ['process.env', 'export const home = process.env.HOME;', 'reads no environment'],
    [
      'node:fs',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
      'no I/O',
    ],
    ['simple-git', "import { simpleGit } from 'simple-git';\nexport const g = simpleGit;", 'git'],
  ])('src/core reading the world (%s) fails', async (_name, text, message) => {
    const found = await lint('src/core/evidence/x.ts', text);
    expect(found.join('\n')).toContain(message);
  });

  it('src/core may still build a date from a value it is given', async () => {
    const text = 'export const at = (now: string): Date => new Date(now);\n';
    expect(await lint('src/core/x.ts', text)).toEqual([]);
  });

  it('outside src/core the clock is allowed', async () => {
    expect(await lint('src/app/x.ts', 'export const now = new Date();\n')).toEqual([]);
  });
});

describe('the cycle check (scripts/check-cycles.ts)', () => {
  const work = mkdtempSync(join(tmpdir(), 'hg-cycles-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function checkCycles(dir: string): { code: number | null; stderr: string } {
    const tsx = join(root, 'node_modules/.bin/tsx');
    const result = spawnSync(tsx, ['scripts/check-cycles.ts', dir], {
      cwd: root,
      encoding: 'utf8',
    });
    return { code: result.status, stderr: result.stderr };
  }

  it('passes on the sources as they are', () => {
    expect(checkCycles('src')).toEqual({ code: 0, stderr: '' });
  });

  it.each([
    [
      'a runtime cycle through a subfolder',
      {
        'core/evidence/build.ts': "import '../zz-cycle.js';\n",
        'core/zz-cycle.ts': "import './evidence/build.js';\n",
      },
      'core/evidence/build.ts <-> core/zz-cycle.ts',
    ],
    [
      'a type-only cycle',
      {
        'app/zz-a.ts': "import type { B } from './zz-b.js';\nexport type A = B[];\n",
        'app/zz-b.ts': "import type { A } from './zz-a.js';\nexport type B = { a: A };\n",
      },
      'app/zz-a.ts <-> app/zz-b.ts',
    ],
    [
      'a lazy import() cycle of three',
      {
        'cli/zz-1.ts': "export const load = () => import('./zz-2.js');\n",
        'cli/zz-2.ts': "import './zz-3.js';\n",
        'cli/zz-3.ts': "import { load } from './zz-1.js';\nexport const l = load;\n",
      },
      'cli/zz-1.ts <-> cli/zz-2.ts <-> cli/zz-3.ts',
    ],
  ])('fails on %s, naming the files', (name, files: Record<string, string>, cycle) => {
    const copy = join(work, name.replace(/\W+/g, '-'));
    cpSync(join(root, 'src'), copy, { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      const path = join(copy, file);
      writeFileSync(path, text + (safeRead(path) ?? ''));
    }
    const result = checkCycles(copy);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`import cycle in ${copy}: ${cycle}\n`);
  });
});

function safeRead(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

describe('the state write path (issue 25: one writer per ref)', () => {
  it('is one function under 150 lines in src/app/ledger-writer.ts; the rest of the state-branch code is in src/app/state/', () => {
    const text = readFileSync(join(root, 'src/app/ledger-writer.ts'), 'utf8').split('\n');
    const start = text.findIndex((line) => line.startsWith('async function write<'));
    const end = text.findIndex((line, i) => i > start && line === '}');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end - start + 1).toBeLessThan(150);
    // No other function is declared there besides the exported entry and the write itself.
    const functions = text.filter((line) => /^(export )?(async )?function /.test(line));
    expect(functions.map((line) => /function (\w+)/.exec(line)?.[1])).toEqual([
      'writeLedger',
      'write',
    ]);
  });

  it('no source names a pending ref, folding or a push retry any more', () => {
    const found = spawnSync(
      'git',
      [
        'grep',
        '-n',
        '-I',
        '-E',
        'heartbeat-gate/pending|fold-pending|push-attempts|pendingFolds|retryDelay',
        '--',
        'src',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(found.stdout).toBe('');
  });
});
