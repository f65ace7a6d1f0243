// The merge-gate workflow a user copies: every event that can change a verdict, the base branch's
// workflow (pull_request_target), no checkout of PR code, the least permissions, one run per PR.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readActionYml } from '../support/run-action.js';
const workflow = async () => parse(await readFile('examples/workflows/evidence-gate.yml', 'utf8'));
describe('examples/workflows/evidence-gate.yml', () => {
    it('runs on every event that can change the verdict, from the base branch', async () => {
        const { on } = await workflow();
        expect(Object.keys(on).sort()).toEqual([
            'issue_comment',
            'merge_group',
            'pull_request_review',
            'pull_request_target',
        ]);
        expect(on.pull_request_target).toEqual({
            types: ['opened', 'synchronize', 'reopened', 'ready_for_review'],
        });
    });
    it('asks for the least permissions and pushes nothing', async () => {
        const { permissions } = await workflow();
        expect(permissions).toEqual({ contents: 'read', checks: 'write', 'pull-requests': 'write' });
    });
    it('judges one PR at a time, keyed by PR number or merge group', async () => {
        const { concurrency } = await workflow();
        expect(concurrency.group).toContain('github.event.pull_request.number');
        expect(concurrency.group).toContain('github.event.issue.number');
        expect(concurrency.group).toContain('github.event.merge_group.head_ref');
    });
    it('never checks out or runs PR code: one step, the action, with inputs action.yml declares', async () => {
        const { jobs } = await workflow();
        const job = Object.values(jobs)[0];
        expect(job?.steps).toHaveLength(1);
        const [step] = job?.steps ?? [];
        expect(step?.run).toBeUndefined();
        expect(step?.uses).toMatch(/^heartbeat-gate\/heartbeat-gate@/);
        const { inputs = {} } = await readActionYml();
        for (const name of Object.keys(step?.with ?? {}))
            expect(Object.keys(inputs)).toContain(name);
        expect(job?.if).toContain('github.event.issue.pull_request');
    });
});
