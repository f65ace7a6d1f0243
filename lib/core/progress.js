/**
 * Opens a cycle for `tasks`, carrying state from `previous`:
 * a task pre-marked `[x]` starts verified with 0 attempts; one that failed with its attempts used
 * up stays failed; one that failed with retries left starts pending with its attempts kept;
 * verified and skipped tasks start pending afresh; new tasks start pending; tasks no longer in the
 * contract drop out. A task still pending from the previous cycle keeps its attempts, so a
 * retry that was never judged is not a fresh start.
 */
export function initCycleProgress(tasks, previous, options) {
    const before = new Map(previous?.tasks.map((task) => [task.taskId, task]));
    const seen = new Set();
    const rows = [];
    for (const task of tasks) {
        // A contract with a duplicate id is reported by the parser; the first task wins here too.
        if (seen.has(task.id))
            continue;
        seen.add(task.id);
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired, options.newDay));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired, newDay = false) {
    if (task.preMarked)
        return taskRow(task, forceAllRequired, 'verified', 0);
    if (previous === undefined)
        return taskRow(task, forceAllRequired, 'pending', 0);
    // A new day: nothing is abandoned for good, so coasting after max_attempts cannot last.
    if (newDay)
        return taskRow(task, forceAllRequired, 'pending', 0, previous.lastVerdict);
    switch (previous.status) {
        case 'failed':
            // The contract's current max_attempts decides, so lowering it can end the retries.
            return taskRow(task, forceAllRequired, previous.attempts >= task.maxAttempts ? 'failed' : 'pending', previous.attempts, previous.lastVerdict);
        case 'pending':
            return taskRow(task, forceAllRequired, 'pending', previous.attempts, previous.lastVerdict);
        case 'verified':
        case 'skipped':
            return taskRow(task, forceAllRequired, 'pending', 0);
    }
}
/** One task's row, keys in the order progress.json has always written them. */
function taskRow(task, forceAllRequired, status, attempts, lastVerdict) {
    // Written out rather than spread: a new cycle builds one per task, and a year's replay opens 35,000 cycles.
    const row = {
        taskId: task.id,
        maxAttempts: task.maxAttempts,
        required: task.required || forceAllRequired,
        preMarked: task.preMarked,
        status,
        attempts,
    };
    if (lastVerdict !== undefined)
        row.lastVerdict = lastVerdict;
    return row;
}
/**
 * Records a verdict on `taskId`: every verdict is an attempt; `verified` marks the task verified,
 * `not_verified` and `unclear` mark it failed (retried next cycle while attempts remain).
 * A verdict on a task the cycle does not hold leaves the progress unchanged.
 */
export function applyVerdictToProgress(progress, taskId, verdict, abandoned = false) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                // Thrashing spends every attempt at once: abandoned until the day rolls over.
                attempts: abandoned ? Math.max(task.attempts + 1, task.maxAttempts) : task.attempts + 1,
                lastVerdict: verdict,
            }
            : task),
    };
}
/** A task that failed and has no attempts left: it is not retried until the contract changes. */
export function isAbandoned(task) {
    return task.status === 'failed' && task.attempts >= task.maxAttempts;
}
