/**
 * A branch's pushes back to an instant, from GitHub's repository activity (filtered by ref, so
 * what happens on other branches costs nothing): what src/core/claim-head.ts needs to name the
 * head a pull request had when a claim was written.
 */
import type { Octokit } from '@octokit/rest';
import type { BranchPush } from '../core/claim-head.js';
import { PUSHES_LISTED } from './activity.js';

/** The part of an Octokit client the reader uses. */
export type BranchActivityClient = Pick<Octokit, 'paginate'> & {
  rest: Pick<Octokit['rest'], 'repos'>;
};

/** The activity of `branch`, newest first, a page of 100 a request. */
function activityPages(
  client: BranchActivityClient,
  where: { owner: string; repo: string; branch: string },
) {
  return client.paginate.iterator(client.rest.repos.listActivities, {
    owner: where.owner,
    repo: where.repo,
    ref: `refs/heads/${where.branch}`,
    direction: 'desc',
    per_page: 100,
  });
}

/** The whole second an ISO instant falls in: GitHub's activity times have no finer grain. */
const secondOf = (instant: string) => Math.floor(Date.parse(instant) / 1000);

/** A branch's pushes newest first, and whether the listing holds every push it needs. */
export interface BranchPushes {
  pushes: BranchPush[];
  /** False when the {@link PUSHES_LISTED} bound was reached before a push older than asked. */
  complete: boolean;
}

/**
 * The pushes to `branch` of `owner/repo`, newest first, read until one made before `before` (a
 * second earlier: a push in the same second may precede it) or the end; at most
 * {@link PUSHES_LISTED}, 100 a request. A repository GitHub will not show (a fork gone or
 * private) has none that the gate can read: undefined.
 */
export async function branchPushesBack(
  client: BranchActivityClient,
  where: { owner: string; repo: string; branch: string; before: string },
): Promise<BranchPushes | undefined> {
  const pushes: BranchPush[] = [];
  const second = secondOf(where.before);
  try {
    for await (const page of activityPages(client, where)) {
      for (const activity of page.data) {
        pushes.push({
          after: activity.after,
          timestamp: activity.timestamp,
          creation: activity.activity_type === 'branch_creation',
        });
      }
      if (pushes.some((push) => secondOf(push.timestamp) < second))
        return { pushes, complete: true };
      if (pushes.length >= PUSHES_LISTED) return { pushes, complete: false };
    }
  } catch (error) {
    // Any other failure is the API's: the caller settles nothing on it.
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
  return { pushes, complete: true };
}

/** A move of a branch GitHub's activity lists: what it held before and after, who, when. */
export interface BranchMove {
  /** The head the branch had before it (undefined: it was created). */
  before: string | undefined;
  /** The head it had after (undefined: it was deleted). */
  after: string | undefined;
  kind: 'push' | 'force push' | 'creation' | 'deletion' | 'merge';
  /** When GitHub recorded it (its id orders moves in one second), and who it says did it. */
  timestamp: string;
  id: number;
  actor: string | undefined;
}

const KINDS: Record<string, BranchMove['kind']> = {
  push: 'push',
  force_push: 'force push',
  branch_creation: 'creation',
  branch_deletion: 'deletion',
  pr_merge: 'merge',
  merge_queue_merge: 'merge',
};

/** A head as the activity names it: none for a creation's before or a deletion's after. */
const head = (sha: string | null | undefined) => (sha && !/^0+$/.test(sha) ? sha : undefined);

/**
 * Every move of `branch` GitHub's activity lists since `since` (a second earlier: one in the same
 * second may follow it), or all, newest first: pushes too, since a push can leave a gate head
 * off the first-parent line the gate builds on (a merge whose first parent is an older state) or
 * bury it under more commits than the gate walks. At most {@link PUSHES_LISTED}: `complete` is
 * false when the listing reached that bound before `since`, or GitHub would not show it (the
 * token cannot read the repository): nothing is then proven.
 */
export async function branchMovesSince(
  client: BranchActivityClient,
  where: { owner: string; repo: string; branch: string; since: string | undefined },
): Promise<{ moves: BranchMove[]; complete: boolean }> {
  const second = where.since === undefined ? undefined : secondOf(where.since);
  const moves: BranchMove[] = [];
  try {
    for await (const page of activityPages(client, where)) {
      for (const activity of page.data) {
        if (second !== undefined && secondOf(activity.timestamp) < second)
          return { moves: sorted(moves), complete: true };
        if (moves.length >= PUSHES_LISTED) return { moves: sorted(moves), complete: false };
        moves.push({
          before: head(activity.before),
          after: head(activity.after),
          // A kind GitHub adds later is a move all the same: its heads count.
          kind: KINDS[activity.activity_type] ?? 'push',
          timestamp: activity.timestamp,
          id: activity.id,
          actor: activity.actor?.login,
        });
      }
    }
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
    return { moves: sorted(moves), complete: false };
  }
  return { moves: sorted(moves), complete: true };
}

function sorted(moves: BranchMove[]): BranchMove[] {
  return moves.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id);
}
