/**
 * `heartbeat-gate init`: sets up a repository — an example HEARTBEAT.md, the git hooks (husky
 * files, or the pre-commit framework configuration to add) and the GitHub workflow, all copied
 * from the package's examples/. Never overwrites an existing file without --force; says what it did.
 */
import { access, chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { UsageError } from '../../errors.js';
const HELP = `usage: heartbeat-gate init [--force] [--hooks husky|pre-commit|none]

Writes, from heartbeat-gate's examples/:
  HEARTBEAT.md                        an example heartbeat contract
  .husky/commit-msg, .husky/pre-commit the git hooks (--hooks husky, the default)
  .github/workflows/heartbeat-gate.yml the evidence gate on pull requests
With --hooks pre-commit (the default when .pre-commit-config.yaml exists) it prints the
configuration to add instead of writing husky files. An existing file is kept unless --force.
`;
const HOOK_MODES = ['husky', 'pre-commit', 'none'];
/** The package's root: the nearest folder above this module whose package.json is ours. */
async function packageRoot() {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (;;) {
        try {
            const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
            if (manifest.name === 'heartbeat-gate')
                return dir;
        }
        catch {
            // no package.json here (or not ours): keep climbing
        }
        const parent = dirname(dir);
        if (parent === dir)
            throw new Error('heartbeat-gate init: cannot find the package root');
        dir = parent;
    }
}
const exists = (path) => access(path).then(() => true, () => false);
export const command = {
    summary: 'write an example HEARTBEAT.md, the git hooks and the GitHub workflow',
    async run(args, io) {
        let parsed;
        try {
            parsed = parseArgs({
                args,
                options: {
                    force: { type: 'boolean' },
                    hooks: { type: 'string' },
                    help: { type: 'boolean', short: 'h' },
                },
            });
        }
        catch (error) {
            throw new UsageError(`${error.message}\n\n${HELP}`);
        }
        if (parsed.values.help) {
            io.stdout.write(HELP);
            return 0;
        }
        const requested = parsed.values.hooks;
        if (requested !== undefined && !HOOK_MODES.includes(requested)) {
            throw new UsageError(`--hooks: expected husky, pre-commit or none, got '${requested}'`);
        }
        const root = io.cwd;
        const hooks = requested ??
            ((await exists(join(root, '.pre-commit-config.yaml'))) ? 'pre-commit' : 'husky');
        const copies = [{ example: 'HEARTBEAT.md', target: 'HEARTBEAT.md' }];
        if (hooks === 'husky') {
            for (const hook of ['commit-msg', 'pre-commit']) {
                copies.push({ example: `husky/${hook}`, target: `.husky/${hook}`, executable: true });
            }
        }
        copies.push({
            example: 'workflows/heartbeat-gate.yml',
            target: '.github/workflows/heartbeat-gate.yml',
        });
        const examples = join(await packageRoot(), 'examples');
        for (const { example, target, executable } of copies) {
            const path = join(root, target);
            const present = await exists(path);
            if (present && !parsed.values.force) {
                io.stdout.write(`kept      ${target} (exists; --force overwrites it)\n`);
                continue;
            }
            const text = await readFile(join(examples, example), 'utf8');
            await mkdir(dirname(path), { recursive: true });
            // Temp file and rename: an interrupted init never leaves half a file.
            const temp = `${path}.tmp-${process.pid}`;
            await writeFile(temp, text);
            if (executable)
                await chmod(temp, 0o755);
            await rename(temp, path);
            io.stdout.write(`${present ? 'replaced' : 'wrote   '}  ${target}\n`);
        }
        if (hooks === 'husky') {
            io.stdout.write('\nNext: install husky and heartbeat-gate as dev dependencies and enable the hooks:\n' +
                '  npm install --save-dev husky heartbeat-gate && npx husky\n');
        }
        else if (hooks === 'pre-commit') {
            io.stdout.write(`\nAdd to .pre-commit-config.yaml:\n\n${await readFile(join(examples, 'pre-commit-config.yaml'), 'utf8')}`);
        }
        return 0;
    },
};
