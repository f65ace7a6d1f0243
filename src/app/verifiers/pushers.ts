/**
 * Who brought each commit into the repository, as GitHub's repository activity says (issue 26,
 * class D): the actor of the oldest listed push whose range holds the commit. The actor is GitHub's
 * word; a commit's author and committer names and e-mails, and its `Co-authored-by` trailers, are
 * the pusher's to write, so a team agent could put another agent's noreply address on a lie.
 * GitHub's own merges (`pr_merge`, `merge_queue_merge`) carry work others pushed, so they name no
 * one. Fails closed: a listing longer than {@link PUSHES_LISTED} pushes names no one for any commit
 * (an older push might have brought it first).
 */
import type { Octokit } from '@octokit/rest';
import type { Repo } from '../../git/repo.js';
import { PUSHES_LISTED } from '../../github/activity.js';

/** The pusher's login of each commit GitHub names one for; a commit left out is unknown. */
export type CommitPusherReader = (
  repo: Repo,
  shas: readonly string[],
) => Promise<Map<string, string>>;

/** The part of an Octokit client the reader uses. */
export type ActivityClient = Pick<Octokit, 'paginate'> & { rest: Pick<Octokit['rest'], 'repos'> };

const SHA = /^[0-9a-f]{40}$/;
const MERGES = new Set(['pr_merge', 'merge_queue_merge']);

interface Push {
  before: string | undefined;
  after: string;
  actor: string;
}

/** A {@link CommitPusherReader} over the repository activity API (`repo` answers ancestry). */
export function githubCommitPusherReader(
  octokit: ActivityClient,
  repository: { owner: string; repo: string },
): CommitPusherReader {
  return async (repo, shas) => {
    const owners = new Map<string, string>();
    if (shas.length === 0) return owners;
    const pushes: Push[] = [];
    let seen = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.repos.listActivities, {
      ...repository,
      per_page: 100,
    })) {
      seen += page.data.length;
      if (seen > PUSHES_LISTED) return owners;
      for (const activity of page.data) {
        const actor = activity.actor?.login;
        if (!actor || MERGES.has(activity.activity_type) || !SHA.test(activity.after)) continue;
        const before = SHA.test(activity.before) && !/^0+$/.test(activity.before);
        pushes.push({ before: before ? activity.before : undefined, after: activity.after, actor });
      }
    }
    for (const sha of shas) {
      const holds = await descendantsOf(repo, sha, pushes);
      // Newest first: the last push that brought it in is the oldest, the one that introduced it.
      for (const push of pushes) {
        if (holds(push.after) && !(push.before && holds(push.before))) owners.set(sha, push.actor);
      }
    }
    return owners;
  };
}

/**
 * Whether a commit of the pushes has `sha` in its history: one `git log` lists the descendants of
 * `sha` reachable from them (commits this clone lacks are left out, and hold nothing known).
 */
async function descendantsOf(
  repo: Repo,
  sha: string,
  pushes: readonly Push[],
): Promise<(commit: string) => boolean> {
  const tips = [...new Set(pushes.flatMap((p) => (p.before ? [p.after, p.before] : [p.after])))];
  const out = tips.length
    ? await repo.raw({
        args: ['log', '--format=%H', '--ancestry-path', '--ignore-missing'],
        operands: [...tips, `^${sha}`],
        paths: [],
      })
    : '';
  const below = new Set(out.split('\n').filter(Boolean));
  return (commit) => commit === sha || below.has(commit);
}
