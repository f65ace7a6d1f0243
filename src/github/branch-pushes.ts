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
  const second = Math.floor(Date.parse(where.before) / 1000);
  try {
    for await (const page of client.paginate.iterator(client.rest.repos.listActivities, {
      owner: where.owner,
      repo: where.repo,
      ref: `refs/heads/${where.branch}`,
      direction: 'desc',
      per_page: 100,
    })) {
      for (const activity of page.data) {
        pushes.push({
          after: activity.after,
          timestamp: activity.timestamp,
          creation: activity.activity_type === 'branch_creation',
        });
      }
      if (pushes.some((push) => Math.floor(Date.parse(push.timestamp) / 1000) < second))
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

/** A move of a branch the gate never makes to its own: a force push or a deletion. */
export interface BranchRewrite {
  /** The head the branch had before it. */
  before: string;
  kind: 'force push' | 'deletion';
  /** When GitHub recorded it (its id orders moves in one second), and who it says did it. */
  timestamp: string;
  id: number;
  actor: string | undefined;
}

/**
 * The force pushes and deletions of `branch` GitHub's activity lists since `since` (a second
 * earlier: one in the same second may follow it), or all, newest first: one listing each, at
 * most {@link PUSHES_LISTED} of each. `complete` is false when a listing reached that bound, or
 * GitHub would not show it (the token cannot read the repository): nothing is then proven.
 */
export async function branchRewritesSince(
  client: BranchActivityClient,
  where: { owner: string; repo: string; branch: string; since: string | undefined },
): Promise<{ rewrites: BranchRewrite[]; complete: boolean }> {
  const second = where.since === undefined ? undefined : Math.floor(Date.parse(where.since) / 1000);
  const rewrites: BranchRewrite[] = [];
  let complete = true;
  for (const [type, kind] of [
    ['force_push', 'force push'],
    ['branch_deletion', 'deletion'],
  ] as const) {
    let listed = 0;
    let older = false;
    try {
      for await (const page of client.paginate.iterator(client.rest.repos.listActivities, {
        owner: where.owner,
        repo: where.repo,
        ref: `refs/heads/${where.branch}`,
        activity_type: type,
        direction: 'desc',
        per_page: 100,
      })) {
        for (const activity of page.data) {
          listed++;
          if (second !== undefined && Math.floor(Date.parse(activity.timestamp) / 1000) < second) {
            older = true;
            break;
          }
          rewrites.push({
            before: activity.before,
            kind,
            timestamp: activity.timestamp,
            id: activity.id,
            actor: activity.actor?.login,
          });
        }
        if (older) break;
        if (listed >= PUSHES_LISTED) {
          complete = false;
          break;
        }
      }
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      complete = false;
    }
  }
  rewrites.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id);
  return { rewrites, complete };
}
