import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// The commit-msg hook runs on every commit: the bundled CLI must load its own chunk and nothing
// heavy (zod, simple-git, Octokit). A loader hook records every module the process loads.
const cli = resolve('dist/cli/index.js');
const dir = mkdtempSync(join(tmpdir(), 'hg-check-commit-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'trace-hooks.mjs'), `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.HG_TRACE, url + '\\n');
  return next(url, context);
}
`);
writeFileSync(join(dir, 'trace.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'trace-hooks.mjs')).href)});\n`);
function tracedRun(message) {
    const file = join(dir, 'COMMIT_EDITMSG');
    const trace = join(dir, `trace-${Math.random().toString(36).slice(2)}.log`);
    writeFileSync(file, message);
    writeFileSync(trace, '');
    const run = spawnSync(process.execPath, ['--import', pathToFileURL(join(dir, 'trace.mjs')).href, cli, 'check-commit', file], { encoding: 'utf8', env: { ...process.env, HG_TRACE: trace } });
    const loaded = readFileSync(trace, 'utf8').split('\n').filter(Boolean);
    return { status: run.status, stderr: run.stderr, loaded };
}
describe('bundled check-commit (dist/cli/index.js)', () => {
    it('rejects a failing claim and loads only the CLI entry and its own small chunk', () => {
        const run = tracedRun('Add\n\nBuild-Done: tests: pass, lint: fail\n');
        expect(run.status).toBe(1);
        expect(run.stderr).toContain('build.done → build.blocked');
        const files = run.loaded
            .filter((url) => url.startsWith('file:'))
            .map((url) => fileURLToPath(url));
        const ours = files.filter((file) => file.startsWith(resolve('dist')));
        expect(ours[0]).toBe(cli);
        expect(ours.length).toBeLessThanOrEqual(2);
        expect(files.filter((file) => !file.startsWith(resolve('dist')))).toEqual([]);
        const code = ours.map((file) => readFileSync(file, 'utf8')).join('\n');
        // Strings each library's code carries (comments may name them, so names prove nothing).
        expect(code).not.toContain('invalid_type'); // zod
        expect(code).not.toMatch(/["']simple-git["']/); // simple-git's debug namespace
        expect(code).not.toContain('api.github.com'); // Octokit
        const bytes = ours.reduce((sum, file) => sum + statSync(file).size, 0);
        expect(bytes).toBeLessThan(80_000);
        const builtins = run.loaded.filter((url) => url.startsWith('node:'));
        expect(builtins).not.toContain('node:child_process');
    });
    it('passes a message without evidence trailers', () => {
        expect(tracedRun('Fix a typo\n').status).toBe(0);
    });
});
