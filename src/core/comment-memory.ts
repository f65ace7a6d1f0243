/**
 * What the gate remembers of the agents' PR conversation comments (issue 26, class C): listing
 * every comment of every pull request updated in the lookback on every run made an outsider's
 * flood on an agent's pull request cost requests on every run for a week. Each cycle records the
 * agents' comments its run listed that no earlier record held, and the instant before which every
 * comment GitHub created is in the records (the run's workflow run creation, GitHub's time). A
 * later run lists only the comments created since that instant and reads the remembered ones by
 * id. The records are the gate's own (the trusted state, class G): never a cursor the agent could
 * push. No record in the lookback: every comment is listed, as before.
 */
import type { CycleEvent } from './model.js';

/** The agents' comments the records hold, and the instant before which they hold every one. */
export interface CommentMemory {
  before: string;
  ids: readonly string[];
}

/**
 * The memory the cycles' records give for a listing from `since` on (the lookback's start):
 * the records made at or after it (each holds the comments created before its instant that none
 * before it held, so a comment created from `since` on is in one of them), undefined when none.
 */
export function rememberedComments(
  cycles: readonly Pick<CycleEvent, 'agentComments'>[],
  since: string,
): CommentMemory | undefined {
  const records = cycles.flatMap(({ agentComments: r }) =>
    r && Date.parse(r.before) >= Date.parse(since) ? [r] : [],
  );
  if (records.length === 0) return undefined;
  const before = records.reduce(
    (a, r) => (Date.parse(r.before) > Date.parse(a) ? r.before : a),
    records[0]!.before,
  );
  return { before, ids: [...new Set(records.flatMap((r) => r.ids))] };
}

/**
 * The record a cycle keeps: the comments `listed` that `known` did not hold and that GitHub created
 * before `before` (this run's creation). A run lists after it was created, by minutes when it
 * waited in a queue and by days for a re-run, which keeps its run's instant: a comment created
 * since is left to the next run's listing, which reaches back to the newest record's instant. Were
 * it kept here, the next run would see it held and not record it, and when this record left the
 * lookback (early, by its old instant) no record and no listing would reach that comment again.
 */
export function commentsToRemember(
  listed: readonly { id: string; createdAt: string }[],
  known: CommentMemory | undefined,
  before: string,
): NonNullable<CycleEvent['agentComments']> {
  const held = new Set(known?.ids ?? []);
  const until = Date.parse(before);
  const ids = listed.flatMap(({ id, createdAt }) =>
    held.has(id) || !(Date.parse(createdAt) < until) ? [] : [id],
  );
  return { before, ids: [...new Set(ids)] };
}
