import { isAbandoned } from './progress.js';
function standing(row) {
    switch (row.status) {
        case 'verified':
            return 'done';
        case 'skipped':
            return 'skipped';
        case 'failed':
            return isAbandoned(row) ? 'abandoned' : 'retry';
        case 'pending':
            return row.attempts > 0 ? 'retry' : 'pending';
    }
}
/**
 * The contract and the cycle's progress as the prompt text an agent reads (Markdown). Tasks are
 * listed in contract order under: pending, retries (with the attempt this will be, of how many,
 * and the last verdict), done, skipped, and failed with no attempts left. A contract task the
 * progress does not hold yet is pending, or done when pre-marked `[x]`.
 */
export function buildContractPrompt(contract, progress) {
    const rows = new Map(progress?.tasks.map((row) => [row.taskId, row]));
    const groups = {
        pending: [],
        retry: [],
        done: [],
        skipped: [],
        abandoned: [],
    };
    for (const task of contract.tasks) {
        const row = rows.get(task.id);
        const required = row?.required ?? task.required;
        const label = `\`${task.id}\`: ${task.description} [${required ? 'REQUIRED' : 'optional'}] (verify: ${task.verify})`;
        // Before the cycle opens, the contract alone says what is pending (`[x]` is done).
        const group = row ? standing(row) : task.preMarked ? 'done' : 'pending';
        groups[group].push(`- ${label}${row ? detail(group, row) : group === 'done' ? PRE_MARKED : ''}`);
    }
    const lines = [`## Heartbeat contract${progress ? ` — cycle ${progress.cycle}` : ''}`, ''];
    const context = contract.context.trim();
    if (context !== '')
        lines.push('### Context from HEARTBEAT.md', '', context, '');
    if (progress?.forcedRequired)
        lines.push('Your score is in a penalty tier that forces every task required this cycle: optional tasks count as required.', '');
    const section = (title, items) => {
        if (items.length > 0)
            lines.push(`### ${title}`, '', ...items, '');
    };
    section('Pending tasks', groups.pending);
    section('Retries (a previous attempt was not verified)', groups.retry);
    section('Done this cycle', groups.done);
    section('Skipped', groups.skipped);
    section('Failed, no attempts left (not retried)', groups.abandoned);
    if (contract.tasks.length === 0) {
        lines.push('The contract has no tasks: add them under `## Tasks` in HEARTBEAT.md.', '');
    }
    else if (groups.pending.length + groups.retry.length === 0) {
        lines.push('Nothing is left to do this cycle.', '');
    }
    else {
        lines.push('Do the required tasks first. For each task, leave evidence the verifier can check against its hint, and tie each commit to its task with a `Heartbeat-Task: <task_id>` trailer. The verifier checks real sources: claim only what is true.', '');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
const PRE_MARKED = ' — pre-marked [x]; a mark the verifier disproves is a ground truth contradiction';
function detail(group, row) {
    const last = row.lastVerdict ? `; last verdict: ${row.lastVerdict}` : '';
    switch (group) {
        case 'retry':
            return ` — attempt ${row.attempts + 1} of ${row.maxAttempts}${last}`;
        case 'done':
            return row.preMarked && row.attempts === 0 ? PRE_MARKED : ' — verified';
        case 'abandoned':
            return ` — ${row.attempts} of ${row.maxAttempts} attempts used${last}`;
        case 'pending':
        case 'skipped':
            return '';
    }
}
