// LOCAL STAND-IN (untracked): replaced by the contract helper's src/core/progress.ts on merge.
import type { CycleProgress, HeartbeatTask, Verdict } from './model.js';

export function initCycleProgress(
  tasks: ReadonlyArray<Omit<HeartbeatTask, 'line'>>,
  previous: CycleProgress | undefined,
  options: { cycle: number; startedAt: string; forceAllRequired: boolean },
): CycleProgress {
  return {
    cycle: options.cycle,
    startedAt: options.startedAt,
    forcedRequired: options.forceAllRequired,
    tasks: tasks.map((task) => {
      const prev = previous?.tasks.find((t) => t.taskId === task.id);
      const base = {
        taskId: task.id,
        maxAttempts: task.maxAttempts,
        required: task.required || options.forceAllRequired,
        preMarked: task.preMarked,
      };
      if (task.preMarked) return { ...base, status: 'verified' as const, attempts: 0 };
      if (prev?.status === 'failed' && prev.attempts >= task.maxAttempts)
        return { ...base, status: 'failed' as const, attempts: prev.attempts };
      return { ...base, status: 'pending' as const, attempts: prev?.status === 'failed' ? prev.attempts : 0 };
    }),
  };
}

export function applyVerdictToProgress(
  progress: CycleProgress,
  taskId: string,
  verdict: Verdict,
): CycleProgress {
  return {
    ...progress,
    tasks: progress.tasks.map((t) =>
      t.taskId !== taskId
        ? t
        : verdict === 'verified'
          ? { ...t, status: 'verified', lastVerdict: verdict }
          : { ...t, status: 'failed', attempts: t.attempts + 1, lastVerdict: verdict },
    ),
  };
}
