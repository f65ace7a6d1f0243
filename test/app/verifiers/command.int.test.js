import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config.js';
import { allowedCommands, runVerifyCommand, verifyTasks, } from '../../../src/app/verifiers/index.js';
import { GitSandbox } from '../../helpers/git.js';
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());
async function verifyCommands(dir, tasks, trusted, timeoutMs = 30_000, env) {
    const results = await verifyTasks({
        tasks: tasks.map((t) => ({ preMarked: false, ...t })),
        claims: [],
        changes: undefined,
        allowedCommands: allowedCommands(trusted),
        cwd: dir,
        commandTimeoutMs: timeoutMs,
        config: DEFAULT_CONFIG,
        ...(env ? { env } : {}),
    });
    return new Map(results.map((r) => [r.taskId, r]));
}
describe('cmd:<command> in the repository', () => {
    it('exit 0 → verified, non-zero → not_verified, run in the repository root', async () => {
        const dir = await sandbox.repo({ 'built.txt': 'ok\n' });
        const tasks = [
            { id: 'built', verify: 'cmd:test -f built.txt && echo found it' },
            { id: 'missing', verify: 'cmd:test -f missing.txt' },
        ];
        const results = await verifyCommands(dir, tasks, tasks);
        expect(results.get('built')).toMatchObject({
            verdict: 'verified',
            evidence: ['cmd test -f built.txt && echo found it: exit 0 — found it'],
        });
        expect(results.get('missing')).toMatchObject({
            verdict: 'not_verified',
            groundTruthContradiction: false,
            evidence: ['cmd test -f missing.txt: exit 1'],
        });
    });
    it('a pre-marked [x] task whose command fails is a ground-truth contradiction', async () => {
        const dir = await sandbox.repo({ 'a.txt': '\n' });
        const task = { id: 'tests', verify: 'cmd:echo 2 failing >&2; exit 3', preMarked: true };
        const result = (await verifyCommands(dir, [task], [task])).get('tests');
        expect(result).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: true });
        expect(result?.contradictions).toEqual([
            {
                taskId: 'tests',
                claimed: 'pre-marked [x]',
                actual: 'command echo 2 failing >&2; exit 3 exited 3',
            },
        ]);
        expect(result?.evidence[0]).toMatch(/exit 3 — 2 failing/);
    });
    it('a command over its time limit is killed with its children and judged unclear', async () => {
        const dir = await sandbox.repo({ 'a.txt': '\n' });
        const task = { id: 'slow', verify: 'cmd:(sleep 1; touch late-marker) & sleep 5' };
        const result = (await verifyCommands(dir, [task], [task], 300)).get('slow');
        expect(result).toMatchObject({ verdict: 'unclear' });
        expect(result?.evidence[0]).toMatch(/timed out/);
        await sleep(1500);
        expect(existsSync(join(dir, 'late-marker'))).toBe(false);
    });
    it('a command not in the trusted contract never runs', async () => {
        const dir = await sandbox.repo({ 'a.txt': '\n' });
        const changed = { id: 'deploy', verify: 'cmd:touch evil-marker' };
        const added = { id: 'new_task', verify: 'cmd:touch evil-marker' };
        const results = await verifyCommands(dir, [changed, added], [{ id: 'deploy', verify: 'cmd:true' }]);
        for (const id of ['deploy', 'new_task']) {
            expect(results.get(id)).toMatchObject({
                verdict: 'unclear',
                evidence: ['command not run: the command is not in the contract on the trusted branch'],
            });
        }
        expect(existsSync(join(dir, 'evil-marker'))).toBe(false);
    });
    it('hands the command no tokens', async () => {
        const dir = await sandbox.repo({ 'a.txt': '\n' });
        const run = await runVerifyCommand('echo "[$GITHUB_TOKEN$INPUT_GITHUB_TOKEN$HOME]"', {
            cwd: dir,
            timeoutMs: 10_000,
            env: { PATH: process.env.PATH, HOME: '/h', GITHUB_TOKEN: 'ghs_x', INPUT_GITHUB_TOKEN: 'y' },
        });
        expect(run).toMatchObject({ ran: true, exitCode: 0, output: '[/h]\n' });
    });
});
