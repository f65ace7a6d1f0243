/**
 * Action start: the bundled Action (`node dist/index.js`, as the runner starts it) on an event it
 * has nothing to do for, against bare `node -e 0` — the cost of loading the bundle.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inputVariable, readActionYml } from '../test/support/run-action.js';
import { compareCommands, ratioRow } from './measure.js';
export async function measure() {
    const dir = mkdtempSync(join(tmpdir(), 'hg-bench-action-'));
    try {
        const eventPath = join(dir, 'event.json');
        writeFileSync(eventPath, JSON.stringify({ action: 'started' }));
        writeFileSync(join(dir, 'output'), '');
        writeFileSync(join(dir, 'summary.md'), '');
        const env = {
            PATH: process.env.PATH ?? '/usr/bin:/bin',
            HOME: dir,
            GITHUB_ACTIONS: 'true',
            GITHUB_EVENT_NAME: 'watch',
            GITHUB_EVENT_PATH: eventPath,
            GITHUB_REPOSITORY: 'acme/widgets',
            GITHUB_API_URL: 'http://127.0.0.1:9',
            GITHUB_OUTPUT: join(dir, 'output'),
            GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
            GITHUB_WORKSPACE: dir,
            RUNNER_TEMP: dir,
        };
        for (const [name, spec] of Object.entries((await readActionYml()).inputs ?? {})) {
            env[inputVariable(name)] = (spec.default ?? '').replace(/\$\{\{[^}]*\}\}/g, 'ghs_bench');
        }
        const [actionMs, nodeMs] = await compareCommands([
            { file: process.execPath, args: [resolve('dist/index.js')], options: { cwd: dir, env } },
            { file: process.execPath, args: ['-e', '0'], options: { cwd: dir, env } },
        ], 15);
        return [
            ratioRow({
                name: 'action start (no-op event)',
                subject: 'node dist/index.js (watch event)',
                peer: 'node -e 0',
                subjectValue: actionMs,
                peerValue: nodeMs,
            }),
        ];
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
