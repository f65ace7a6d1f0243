/**
 * Who brought each commit of a cycle into the repository, as GitHub's repository activity says
 * (issue 26, class D). The actor is GitHub's word; a commit's author and committer names and
 * e-mails, and its `Co-authored-by` trailers, are the pusher's to write, so a team agent could
 * put another agent's noreply address on a lie.
 *
 * The rule, read so that its cost and its answer do not depend on what others push:
 * - The gate reads only the activity that can bring a cycle's commit in, newest first, 100 a
 *   request: the pushes to the trusted branch (`ref` filter), until the push that brought each
 *   commit onto it is found; and each agent login's own pushes to any branch (`actor` filter, one
 *   listing a login), back to the bound. The bound is the poll's lookback before the cycle's
 *   instant (7 days) and {@link PUSHES_LISTED} activities a listing; a push older than the bound
 *   is not read. Another account's pushes to other branches, and the state branch's writes, are in
 *   no listing.
 * - A commit's pusher is the actor of the oldest of those pushes whose range brings it in (its
 *   `after` holds the commit and its `before` does not; a new branch's range is its history).
 * - GitHub's own merges (`pr_merge`, `merge_queue_merge`) carry work others pushed and name no
 *   one: one brings a commit onto the trusted branch, and its pusher is then the agent push before.
 * - Fails closed per commit, naming no one, where the listings do not prove it: the push that
 *   brought it onto the trusted branch is not among those read (older than the bound, or more
 *   pushes to the branch since than the bound reads), or a login's listing was cut short by the
 *   count and that login is not the one named (an unread push of it might be older). An agent that
 *   pushes more than the bound within the lookback can thus leave its own commits nobody's in a
 *   team; it can never move them onto another agent.
 */
import type { Octokit } from '@octokit/rest';
import type { Repo } from '../../git/repo.js';
import { PUSHES_LISTED } from '../../github/activity.js';

/**
 * The pusher's login of each commit GitHub names one for, judged as of `asOf` (the cycle's
 * instant); a commit left out is unknown.
 */
export type CommitPusherReader = (
  repo: Repo,
  shas: readonly string[],
  asOf: string,
) => Promise<Map<string, string>>;

/** The part of an Octokit client the reader uses. */
export type ActivityClient = Pick<Octokit, 'paginate'> & { rest: Pick<Octokit['rest'], 'repos'> };

/** What the reader lists beyond the repository. */
export interface PusherSources {
  /** Every agent's logins (the whole team): whose own pushes are read. */
  logins: readonly string[];
  /** The trusted (default) branch, whose pushes brought the cycle's commits in. */
  branch: () => Promise<string>;
  /** Where reading stops for a cycle at `asOf`: the poll's lookback before it. */
  since: (asOf: string) => string;
}

const SHA = /^[0-9a-f]{40}$/;
const ZERO = /^0{40}$/;
const MERGES = new Set(['pr_merge', 'merge_queue_merge']);
const PER_PAGE = 100;

interface Push {
  id: number;
  at: number;
  /** Undefined: a new branch, whose range is the whole history of `after`. */
  before: string | undefined;
  after: string;
  /** Undefined: GitHub's own merge, or no actor: it names no one. */
  actor: string | undefined;
}

interface Activity {
  id: number;
  before: string;
  after: string;
  timestamp: string;
  activity_type: string;
  actor: { login: string } | null;
}

/** A listing read back to the bound: whether it holds every push after the bound. */
type Read = 'complete' | 'cut' | 'stopped';

/** A {@link CommitPusherReader} over the repository activity API (`repo` answers ancestry). */
export function githubCommitPusherReader(
  octokit: ActivityClient,
  repository: { owner: string; repo: string },
  sources: PusherSources,
): CommitPusherReader {
  /** One filtered listing, newest first, a page at a time, until `page` says stop or a bound. */
  const readBack = async (
    filter: { ref: string } | { actor: string },
    bound: number,
    page: (pushes: Push[]) => Promise<boolean>,
  ): Promise<Read> => {
    let seen = 0;
    for await (const response of octokit.paginate.iterator(octokit.rest.repos.listActivities, {
      ...repository,
      ...filter,
      direction: 'desc',
      per_page: PER_PAGE,
    })) {
      seen += response.data.length;
      const recent = (response.data as Activity[]).filter((a) => Date.parse(a.timestamp) >= bound);
      const pushes = recent.map(toPush).filter((p): p is Push => p !== undefined);
      if (await page(pushes)) return 'stopped';
      if (recent.length < response.data.length) return 'complete';
      const more = /rel="next"/.test(response.headers.link ?? '');
      if (more && seen >= PUSHES_LISTED) return 'cut';
    }
    return 'complete';
  };

  return async (repo, shas, asOf) => {
    const owners = new Map<string, string>();
    if (shas.length === 0) return owners;
    const bound = Date.parse(sources.since(asOf));

    // The push that brought each commit onto the trusted branch: the newest whose range holds it.
    const onBranch = new Map<string, Push>();
    await readBack({ ref: `refs/heads/${await sources.branch()}` }, bound, async (pushes) => {
      for (const sha of shas) {
        if (onBranch.has(sha)) continue;
        const holds = await descendantsOf(repo, sha, pushes);
        const push = pushes.find((p) => brings(p, holds));
        if (push) onBranch.set(sha, push);
      }
      return onBranch.size === shas.length;
    });
    if (onBranch.size === 0) return owners;

    const logins = [...new Set(sources.logins.map((login) => login.toLowerCase()))];
    const listings = await Promise.all(
      logins.map(async (login) => {
        const pushes: Push[] = [];
        const read = await readBack({ actor: login }, bound, async (page) => {
          pushes.push(...page.filter((p) => p.actor !== undefined));
          return false;
        });
        return { login, pushes, cut: read === 'cut' };
      }),
    );
    const cut = listings.filter((l) => l.cut).map((l) => l.login);
    const agentPushes = listings.flatMap((l) => l.pushes);

    for (const [sha, landing] of onBranch) {
      const candidates = landing.actor === undefined ? agentPushes : [...agentPushes, landing];
      const holds = await descendantsOf(repo, sha, candidates);
      const oldest = candidates
        .filter((p) => brings(p, holds))
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      const actor = oldest?.actor;
      if (actor === undefined) continue;
      // An unread push of another login might be older.
      if (cut.some((login) => login !== actor.toLowerCase())) continue;
      owners.set(sha, actor);
    }
    return owners;
  };
}

/** An activity as a push; a branch deletion brings nothing in. */
function toPush(activity: Activity): Push | undefined {
  if (!SHA.test(activity.after) || ZERO.test(activity.after)) return undefined;
  const before = SHA.test(activity.before) && !ZERO.test(activity.before);
  return {
    id: activity.id,
    at: Date.parse(activity.timestamp),
    before: before ? activity.before : undefined,
    after: activity.after,
    actor: MERGES.has(activity.activity_type) ? undefined : activity.actor?.login,
  };
}

/** Whether `push`'s range brings in the commit `holds` answers for. */
function brings(push: Push, holds: (commit: string) => boolean): boolean {
  return holds(push.after) && !(push.before !== undefined && holds(push.before));
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
