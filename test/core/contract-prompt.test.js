import { describe, expect, it } from 'vitest';
import { applyVerdictToProgress, buildContractPrompt, initCycleProgress, parseHeartbeatContract, } from '../../src/index.js';
const CONTRACT = parseHeartbeatContract(`# Heartbeat

Focus on email monitoring during business hours.

## Tasks

- [ ] check_email | Check for new important emails | required | verify: email_count
- [ ] review_tasks | Review and update task priorities | required | verify: task_list_updated
- [x] weather_brief | Prepare morning weather brief | optional | verify: weather_sent
- [ ] memory_cleanup | Run memory deduplication | optional | verify: dedup_count | max_attempts: 5
- [ ] flaky | A task that keeps failing | optional | max_attempts: 2

## Notes

Skip the weather brief on weekends.
`);
const open = (previous, cycle, forceAllRequired = false) => initCycleProgress(CONTRACT.tasks, previous, {
    cycle,
    startedAt: `2026-03-01T09:${String(cycle).padStart(2, '0')}:00Z`,
    forceAllRequired,
});
/** Cycle 3 after: cycle 1 memory_cleanup and flaky fail; cycle 2 flaky fails again. */
function thirdCycle() {
    let progress = open(undefined, 1);
    progress = applyVerdictToProgress(progress, 'memory_cleanup', 'not_verified');
    progress = applyVerdictToProgress(progress, 'flaky', 'unclear');
    progress = applyVerdictToProgress(progress, 'check_email', 'verified');
    progress = open(progress, 2);
    progress = applyVerdictToProgress(progress, 'flaky', 'not_verified');
    return open(progress, 3);
}
/** The lines of `section` up to the next heading. */
function section(prompt, title) {
    const lines = prompt.split('\n');
    const start = lines.indexOf(`### ${title}`);
    if (start === -1)
        return [];
    const rest = lines.slice(start + 1);
    const end = rest.findIndex((line) => line.startsWith('#'));
    return rest.slice(0, end === -1 ? undefined : end).filter((line) => line.startsWith('- '));
}
describe('buildContractPrompt', () => {
    const prompt = buildContractPrompt(CONTRACT, thirdCycle());
    it('names the cycle and carries the freeform context from before and after `## Tasks`', () => {
        expect(prompt.startsWith('## Heartbeat contract — cycle 3\n')).toBe(true);
        expect(prompt).toContain('Focus on email monitoring during business hours.');
        expect(prompt).toContain('## Notes\n\nSkip the weather brief on weekends.');
    });
    it('lists the pending tasks with requiredness and verify hint', () => {
        expect(section(prompt, 'Pending tasks')).toEqual([
            '- `check_email`: Check for new important emails [REQUIRED] (verify: email_count)',
            '- `review_tasks`: Review and update task priorities [REQUIRED] (verify: task_list_updated)',
        ]);
    });
    it('lists retries with the attempt they are on, of how many, and the last verdict', () => {
        expect(section(prompt, 'Retries (a previous attempt was not verified)')).toEqual([
            '- `memory_cleanup`: Run memory deduplication [optional] (verify: dedup_count) — attempt 2 of 5; last verdict: not_verified',
        ]);
    });
    it('lists the pre-marked task as done and the task out of attempts as failed', () => {
        expect(section(prompt, 'Done this cycle')).toEqual([
            '- `weather_brief`: Prepare morning weather brief [optional] (verify: weather_sent) — pre-marked [x]; a mark the verifier disproves is a ground truth contradiction',
        ]);
        expect(section(prompt, 'Failed, no attempts left (not retried)')).toEqual([
            '- `flaky`: A task that keeps failing [optional] (verify: task_completed) — 2 of 2 attempts used; last verdict: not_verified',
        ]);
    });
    it('a task verified during the cycle moves to done; a failure within the cycle is a retry', () => {
        let progress = open(undefined, 1);
        progress = applyVerdictToProgress(progress, 'check_email', 'verified');
        progress = applyVerdictToProgress(progress, 'review_tasks', 'unclear');
        const mid = buildContractPrompt(CONTRACT, progress);
        expect(section(mid, 'Done this cycle')[0]).toContain('`check_email`');
        expect(section(mid, 'Done this cycle')[0]).toContain('— verified');
        expect(section(mid, 'Retries (a previous attempt was not verified)')[0]).toContain('`review_tasks`: Review and update task priorities [REQUIRED] (verify: task_list_updated) — attempt 2 of 3; last verdict: unclear');
    });
    it('a forced cycle says so and shows optional tasks as required', () => {
        const forced = buildContractPrompt(CONTRACT, open(undefined, 1, true));
        expect(forced).toContain('forces every task required this cycle');
        expect(section(forced, 'Pending tasks')).toContain('- `memory_cleanup`: Run memory deduplication [REQUIRED] (verify: dedup_count)');
        expect(buildContractPrompt(CONTRACT, open(undefined, 1))).not.toContain('forces every task');
    });
    it('without progress yet, the contract decides: [x] is done, the rest pending', () => {
        const first = buildContractPrompt(CONTRACT, undefined);
        expect(first.startsWith('## Heartbeat contract\n')).toBe(true);
        expect(section(first, 'Pending tasks').map((l) => l.split('`')[1])).toEqual([
            'check_email',
            'review_tasks',
            'memory_cleanup',
            'flaky',
        ]);
        expect(section(first, 'Done this cycle')).toEqual([
            '- `weather_brief`: Prepare morning weather brief [optional] (verify: weather_sent) — pre-marked [x]; a mark the verifier disproves is a ground truth contradiction',
        ]);
    });
    it('when everything is done, says nothing is left', () => {
        let progress = open(undefined, 1);
        for (const task of CONTRACT.tasks)
            progress = applyVerdictToProgress(progress, task.id, 'verified');
        const done = buildContractPrompt(CONTRACT, progress);
        expect(section(done, 'Pending tasks')).toEqual([]);
        expect(done).toContain('Nothing is left to do this cycle.');
        expect(done).not.toContain('Heartbeat-Task');
    });
    it('with tasks to do, tells the agent how to tie commits to tasks', () => {
        expect(prompt).toContain('`Heartbeat-Task: <task_id>` trailer');
    });
    it('a contract without tasks says where to add them, and keeps its context', () => {
        const empty = parseHeartbeatContract('# Heartbeat\n\nJust notes.');
        const text = buildContractPrompt(empty, undefined);
        expect(text).toContain('Just notes.');
        expect(text).toContain('The contract has no tasks');
    });
});
