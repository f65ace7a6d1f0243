/** A planner's events merged into the ledger, and the state files the commit changes. */
import type { ReplayOptions } from '../../core/replay.js';
import type { statePaths, StateStore } from '../../git/state-store.js';
import type { LedgerPlan } from './types.js';
import type { MergedLedger } from './merged-ledger.js';

/** The planner's events merged, its commit message and result, and the state files that change. */
export async function plannedFiles<R>(
  ledger: MergedLedger,
  plan: LedgerPlan<R>,
  options: ReplayOptions,
  paths: ReturnType<typeof statePaths>,
  baseStore: StateStore,
): Promise<{
  finished: { message: string; result: R };
  desired: Map<string, string>;
  files: Map<string, string>;
}> {
  const merge = await ledger.add(plan.events);
  const ids = new Set(plan.events.map((event) => event.id));
  const replayed = await ledger.replay(options, ids);
  const finished = plan.finish({
    state: replayed.state,
    added: merge.added,
    conflicts: merge.conflicts,
    before: replayed.before,
    after: replayed.after,
  });
  // Every state file as the merged ledger implies it; the commit holds those that changed.
  const desired = await ledger.files(paths, replayed);
  for (const [path, text] of plan.files ?? []) desired.set(path, text);
  const files = new Map<string, string>();
  for (const [path, text] of desired) {
    if ((await baseStore.source.read(path)) !== text) files.set(path, text);
  }
  return { finished, desired, files };
}
