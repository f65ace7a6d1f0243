/**
 * The head each comment claim on an agent's own pull request describes: the one the pull request
 * had when the claim's text was written (src/core/claim-head.ts), read from GitHub's record of the
 * pushes to its head branch. One listing per head branch that holds claims, read back to the
 * oldest of them, so others' activity costs nothing and a branch with many claims costs no more
 * than one with one.
 */
import { headAtTime, type HeadAtTime } from '../../core/claim-head.js';
import { branchPushesBack, type BranchActivityClient } from '../../github/branch-pushes.js';

/** A claim's pull request and the instant its text was written. */
export interface ClaimHeadQuery {
  pull: {
    number: number;
    /** `owner/name` of the repository its head branch is in; undefined when GitHub has none. */
    headRepository: string | undefined;
    headRef: string;
  };
  writtenAt: string;
  /** What the claim is, for the reason given when its head cannot be established. */
  what: string;
}

/** Each query's head, in order; the unproven ones say why, naming the claim and pull request. */
export async function claimHeads(
  client: BranchActivityClient,
  queries: readonly ClaimHeadQuery[],
): Promise<HeadAtTime[]> {
  const branches = new Map<string, { repository: string; ref: string; oldest: string }>();
  for (const { pull, writtenAt } of queries) {
    if (pull.headRepository === undefined) continue;
    const key = `${pull.headRepository}\n${pull.headRef}`;
    const known = branches.get(key);
    if (!known || Date.parse(writtenAt) < Date.parse(known.oldest))
      branches.set(key, { repository: pull.headRepository, ref: pull.headRef, oldest: writtenAt });
  }
  const listings = new Map<string, Awaited<ReturnType<typeof branchPushesBack>>>();
  for (const [key, branch] of branches) {
    const [owner = '', repo = ''] = branch.repository.split('/');
    listings.set(
      key,
      await branchPushesBack(client, { owner, repo, branch: branch.ref, before: branch.oldest }),
    );
  }
  return queries.map(({ pull, writtenAt, what }) => {
    const listing =
      pull.headRepository === undefined
        ? undefined
        : listings.get(`${pull.headRepository}\n${pull.headRef}`);
    const head = listing
      ? headAtTime(listing.pushes, writtenAt, listing.complete)
      : { unproven: 'GitHub shows no repository for its branch' };
    return 'sha' in head
      ? head
      : {
          unproven: `${what} on #${pull.number}: its head when written is unknown: ${head.unproven}`,
        };
  });
}
