/**
 * The verification sidecar inside `heartbeat-gate cycle`, on real repositories with a real bare
 * remote: `cmd:`, `file:` and `evidence:` judged locally, contradictions scored and named in the
 * cycle commit and in `log`, and a command the trusted branch does not hold never run.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { runCli } from '../helpers/cli.js';
import { commitTrailers } from '../helpers/state.js';
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());
const PASSING = 'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';
const CONTRACT = `# Heartbeat

## Tasks

- [ ] run_tests | Run the test suite | required | verify: cmd:test -f tests-passed
- [ ] write_docs | Document the change | optional | verify: file:docs/**/*.md
- [ ] build | Build with evidence | required | verify: evidence:build.done
- [x] lint | Keep lint clean | required | verify: cmd:echo 3 lint errors >&2; exit 1
- [ ] inbox | Check the inbox | required | verify: email_count
`;
/** A clone of a remote whose main holds the contract (origin/main is the trusted branch). */
async function project(contract = CONTRACT) {
    const remote = await sandbox.bareRemote({ 'HEARTBEAT.md': contract, 'README.md': '# app\n' });
    return sandbox.clone(remote);
}
const cli = (root, ...argv) => runCli(argv, { cwd: root });
async function agentCommit(root, files, message) {
    await writeFiles(root, files);
    await git(root, 'add', '-A');
    await git(root, 'commit', '-q', '--allow-empty', '-m', message);
}
describe('heartbeat-gate cycle runs the verification sidecar', () => {
    it('judges cmd:, file: and evidence: tasks of the ending cycle and scores them in the next commit', async () => {
        const root = await project();
        expect((await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z')).code).toBe(0);
        await agentCommit(root, { 'docs/guide/setup.md': '# Setup\n' }, 'docs: setup guide');
        await agentCommit(root, { 'src/a.ts': 'export {};\n' }, `feat: a\n\nBuild-Done: ${PASSING}`);
        await writeFile(join(root, 'tests-passed'), '');
        const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:20:00Z');
        expect(second.stderr).toBe('');
        expect(second.code).toBe(0);
        // +10 +5 +10, and the pre-marked lint task whose command fails: -15 -30 (lockdown, < -10).
        // inbox has no verifier: left to `heartbeat-gate verdict`.
        expect(await commitTrailers(root, 'HEAD')).toEqual([
            'Heartbeat-Cycle: 2',
            'Heartbeat-Score: -20',
            'Heartbeat-Target: 50',
            'Heartbeat-Tier: lockdown',
            'Heartbeat-Delta: -20',
            'Heartbeat-Interval: 8',
            'Heartbeat-Verdict: build verified',
            'Heartbeat-Verdict: lint not_verified contradiction',
            'Heartbeat-Verdict: run_tests verified',
            'Heartbeat-Verdict: write_docs verified',
            'Heartbeat-Contradiction: lint claimed pre-marked [x] | actual command echo 3 lint errors >&2; exit 1 exited 1',
        ]);
        expect(second.stdout).toContain('lint: not_verified (ground truth contradiction)');
        const log = await cli(root, 'log');
        expect(log.stdout).toContain('not_verified  lint  (ground truth contradiction)');
        expect(log.stdout).toContain('      claimed: pre-marked [x]\n      actual:  command echo 3 lint errors >&2; exit 1 exited 1');
        const json = JSON.parse((await cli(root, 'log', '--json')).stdout);
        expect(json[0]?.verdicts.find((v) => v.taskId === 'lint')?.contradictions).toEqual([
            { claimed: 'pre-marked [x]', actual: 'command echo 3 lint errors >&2; exit 1 exited 1' },
        ]);
    });
    it('judges only the commits since the last cycle, and leaves tasks an operator already judged', async () => {
        const root = await project();
        await agentCommit(root, { 'docs/old.md': 'before\n' }, 'docs: before the cycle');
        await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
        await cli(root, 'verdict', 'lint', 'verified', '--now', '2026-03-02T09:05:00Z');
        const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:20:00Z');
        expect(second.code).toBe(0);
        const trailers = await commitTrailers(root, 'HEAD');
        expect(trailers.filter((t) => t.startsWith('Heartbeat-Verdict'))).toEqual([
            'Heartbeat-Verdict: lint verified',
            'Heartbeat-Verdict: build unclear',
            'Heartbeat-Verdict: run_tests not_verified',
            'Heartbeat-Verdict: write_docs not_verified',
        ]);
        // +10 -15 -15 -2
        expect(trailers).toContain('Heartbeat-Delta: -22');
    });
    it('never runs a cmd: hint the agent added outside the trusted branch', async () => {
        const root = await project();
        const evil = CONTRACT.replace('- [ ] inbox', '- [x] exfiltrate | Check the deploy | required | verify: cmd:touch evil-marker\n- [ ] inbox').replace('cmd:test -f tests-passed', 'cmd:touch evil-marker-2');
        // The agent edits its contract in the working tree and commits it locally (not on origin/main).
        await agentCommit(root, { 'HEARTBEAT.md': evil }, 'chore: tweak heartbeat');
        await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:00:00Z');
        const second = await cli(root, 'cycle', '--verify', '--now', '2026-03-02T09:20:00Z');
        expect(second.code).toBe(0);
        expect(existsSync(join(root, 'evil-marker'))).toBe(false);
        expect(existsSync(join(root, 'evil-marker-2'))).toBe(false);
        const trailers = await commitTrailers(root, 'HEAD');
        expect(trailers).toContain('Heartbeat-Verdict: exfiltrate unclear');
        expect(trailers).toContain('Heartbeat-Verdict: run_tests unclear');
        const ledger = await git(root, 'show', 'HEAD:.heartbeat/ledger/2026-03.jsonl');
        expect(ledger).toContain('command not run: the command is not in the contract on the trusted branch');
    });
});
