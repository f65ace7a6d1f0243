/**
 * docs/library.md's example, run as a user runs it: saved as a module in a project where
 * `heartbeat-gate` resolves to this package (package.json "exports", the committed lib/), and
 * its output compared with what the page shows.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const page = readFileSync(join(root, 'docs/library.md'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'hg-library-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docs/library.md', () => {
  it('prints what it shows', () => {
    const code = /```js\n([\s\S]*?)```/.exec(page)?.[1];
    const shown = /It prints[^\n]*\n\n```text\n([\s\S]*?)```/.exec(page)?.[1];
    expect(code).toContain("from 'heartbeat-gate'");
    expect(shown).toBeDefined();
    mkdirSync(join(work, 'node_modules'));
    symlinkSync(root, join(work, 'node_modules/heartbeat-gate'), 'dir');
    writeFileSync(join(work, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(join(work, 'example.js'), code!);
    const result = spawnSync(process.execPath, ['example.js'], { cwd: work, encoding: 'utf8' });
    expect({ code: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      code: 0,
      stdout: shown,
      stderr: '',
    });
  });
});
