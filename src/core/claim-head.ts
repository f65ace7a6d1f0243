/**
 * The commit a pull request comment claim describes: its pull request's head when the claim's text
 * was written (issue 26, class C). A cycle is judged at its due time by a run up to an hour later;
 * judged on the head at the run, a `build.done` written on a red head A was judged on any commit B
 * the agent pushed after it, whose checks had not concluded by the due time: `unclear` (-2) for a
 * lie (-45). The head at an instant comes from GitHub's record of the pushes to the head branch
 * (each push's `after` and the `timestamp` GitHub set), never from a commit or committer date,
 * which the pusher writes. When that record cannot establish the head, the claim is not proven:
 * never judged on a later head, never `unclear`.
 */

/** One change of a branch as GitHub's repository activity records it (push, force push, ...). */
export interface BranchPush {
  /** The branch's commit after it (all zeros: the branch was deleted). */
  after: string;
  /** When GitHub says it happened (seconds). */
  timestamp: string;
  /** The branch was created by it: there was no head before it. */
  creation: boolean;
}

/** The head at an instant, or why it cannot be established. */
export type HeadAtTime = { sha: string } | { unproven: string };

const DELETED = /^0+$/;

/**
 * The branch's head at `at`, from its pushes newest first (GitHub's order), read back to one
 * strictly before `at` unless `complete` (nothing older exists). GitHub's times have whole seconds,
 * so a push in the claim's own second may have come before or after it: the head is established
 * only if every head of that second is one commit.
 */
export function headAtTime(
  pushes: readonly BranchPush[],
  at: string,
  complete: boolean,
): HeadAtTime {
  const when = Math.floor(Date.parse(at) / 1000);
  const second = (push: BranchPush) => Math.floor(Date.parse(push.timestamp) / 1000);
  const same = pushes.filter((push) => second(push) === when);
  const before = pushes
    .filter((push) => second(push) < when)
    .reduce<BranchPush | undefined>(
      (newest, push) => (newest && second(newest) >= second(push) ? newest : push),
      undefined,
    );
  // GitHub lists newest first: the last of the claim's second is the first made in it.
  const created = same.at(-1)?.creation === true;
  if (!before && !created) {
    return {
      unproven: complete
        ? 'GitHub records no head of its branch before then'
        : 'its branch was pushed more often since than the gate reads',
    };
  }
  const heads = new Set([
    ...same.map((push) => push.after),
    ...(before && !created ? [before.after] : []),
  ]);
  if ([...heads].some((sha) => DELETED.test(sha)))
    return { unproven: 'its branch did not exist then' };
  if (heads.size > 1) {
    return {
      unproven: `its branch was pushed in that very second (${[...heads]
        .map((sha) => sha.slice(0, 7))
        .join(', ')})`,
    };
  }
  return { sha: [...heads][0]! };
}
