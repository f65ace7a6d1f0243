/**
 * What the gate remembers of the agents' PR conversation comments (issue 26, class C): listing
 * every comment of every pull request updated in the lookback on every run made an outsider's
 * flood on an agent's pull request cost requests on every run for a week. Each cycle records, per
 * pull request its run read, the instant before which the records hold every comment the agents
 * wrote on it (the run's workflow run creation, GitHub's time), and the comments its listing
 * added. A later run lists a pull request's comments only from that instant and reads the
 * remembered ones by id. The records are the gate's own (the trusted state, class G): never a
 * cursor the agent could push.
 *
 * What a record holds is what its run read, and nothing more:
 * - per pull request: one skipped by the run's listing (it moved in the ordering between pages)
 *   keeps the instant of the record that last read it;
 * - per agent login: a login no record read (newly configured) has every pull request read whole;
 * - only what GitHub asserted when it is read: a record whose instant is later than anything
 *   GitHub had asserted to the run that reads it is not believed;
 * - every comment on a pull request in one record at least every half lookback: a record leaves
 *   the lookback after 7 days, and the comments only it held would leave with it.
 * A pull request no believed record holds whole is read whole, as before any record.
 */
import { sameLogin } from './identity.js';
import type { CycleEvent } from './model.js';

/** A cycle's record (see {@link commentsToRemember}). */
export type CommentRecord = NonNullable<CycleEvent['agentComments']>;

/**
 * How old the newest record holding every comment of a pull request may be before a run writes
 * them all again: half the 7-day lookback, so one run in each half keeps them in the lookback.
 */
export const CARRY_AFTER_MS = 3.5 * 86_400_000;

/** What the records give a run: which comments to read by id, and where to list from. */
export interface CommentMemory {
  /** The agents' comments the records hold (GitHub node ids). */
  ids: readonly string[];
  /**
   * Per pull request (number): the instant before which the records hold every comment the
   * agents wrote on it. A pull request not here is listed whole.
   */
  from: ReadonlyMap<number, string>;
  /** Per pull request in `from`: the newest record that holds every one of its comments itself. */
  whole: ReadonlyMap<number, string>;
}

/**
 * The memory the cycles' records give a run reading the comments of `agents` from `since` on (the
 * lookback's start), `bound` being the latest instant GitHub had asserted to that run (see
 * {@link latestAsserted}). A record is believed when it is in the lookback, no later than
 * `bound`, and read every login of `agents`; a pull request has an instant only while a believed
 * record holds all its comments. Undefined: none is believed.
 */
export function rememberedComments(
  cycles: readonly Pick<CycleEvent, 'agentComments'>[],
  reader: { since: string; bound: string; agents: readonly string[] },
): CommentMemory | undefined {
  const since = Date.parse(reader.since);
  const bound = Date.parse(reader.bound);
  const records = cycles.flatMap(({ agentComments: r }) => {
    // A record from before per-pull-request instants (no `pulls`) vouches for nothing.
    if (!r?.pulls || !r.agents) return [];
    const at = Date.parse(r.before);
    const read = r.agents;
    const believed =
      at >= since &&
      at <= bound &&
      reader.agents.every((login) => read.some((covered) => sameLogin(covered, login)));
    return believed ? [r] : [];
  });
  if (records.length === 0) return undefined;
  const newest = (into: Map<number, string>, pulls: readonly number[], at: string) => {
    for (const pull of pulls) {
      const known = into.get(pull);
      if (known === undefined || Date.parse(at) > Date.parse(known)) into.set(pull, at);
    }
  };
  const whole = new Map<number, string>();
  const read = new Map<number, string>();
  for (const r of records) {
    newest(whole, r.whole ?? [], r.before);
    newest(read, [...(r.pulls ?? []), ...(r.whole ?? [])], r.before);
  }
  const from = new Map([...read].filter(([pull]) => whole.has(pull)));
  return { ids: [...new Set(records.flatMap((r) => r.ids))], from, whole };
}

/**
 * The latest of the instants GitHub asserted to a run (its workflow run's creation, the newest
 * update among the pull requests it listed): what bounds the records it believes.
 */
export function latestAsserted(created: string, ...others: (string | undefined)[]): string {
  return others.reduce<string>(
    (latest, at) => (at !== undefined && Date.parse(at) > Date.parse(latest) ? at : latest),
    created,
  );
}

/** What a run's listing read: the comments (with their pull request) and the pull requests. */
export interface CommentListing {
  comments: readonly { id: string; createdAt: string; pull: { number: number } }[];
  /** Each pull request whose conversation comments it read, whole or from its instant. */
  pulls: readonly { number: number; updatedAt: string; whole: boolean }[];
}

/**
 * The record a cycle keeps of `listing`, read with `known`, by a run GitHub created at `before`
 * reading the comments of `agents`:
 * - `pulls`: the pull requests read that GitHub updated since their instant; the others keep
 *   theirs, since nothing was written on them after it;
 * - `whole`: those read whole, and those whose newest whole record is older than
 *   {@link CARRY_AFTER_MS}: their comments are all kept again (the remembered ones were read by
 *   id), so that they stay in the lookback while the pull request does;
 * - `ids`: the comments GitHub created before `before` that no believed record holds (all of them
 *   on a `whole` pull request).
 * A comment created since is left to the next run, which lists from this record's instant. Were
 * it kept here, the next run would see it held and not record it, and when this record left the
 * lookback (early, by its old instant: a re-run keeps its run's instant) nothing would reach it.
 */
export function commentsToRemember(
  listing: CommentListing,
  known: CommentMemory | undefined,
  run: { before: string; agents: readonly string[] },
): CommentRecord {
  const { before } = run;
  const until = Date.parse(before);
  const whole = new Set<number>();
  const pulls = new Set<number>();
  for (const pull of listing.pulls) {
    const from = known?.from.get(pull.number);
    const kept = known?.whole.get(pull.number);
    const carry = kept !== undefined && until - Date.parse(kept) > CARRY_AFTER_MS;
    if (pull.whole || from === undefined || carry) whole.add(pull.number);
    else if (!(Date.parse(pull.updatedAt) < Date.parse(from))) pulls.add(pull.number);
  }
  const held = new Set(known?.ids ?? []);
  const ids = listing.comments.flatMap(({ id, createdAt, pull }) =>
    !(Date.parse(createdAt) < until) || (held.has(id) && !whole.has(pull.number)) ? [] : [id],
  );
  const byNumber = (a: number, b: number) => a - b;
  return {
    before,
    ids: [...new Set(ids)],
    agents: [...new Set(run.agents.map((login) => login.trim().toLowerCase()))].sort(),
    pulls: [...pulls].filter((pull) => !whole.has(pull)).sort(byNumber),
    whole: [...whole].sort(byNumber),
  };
}
