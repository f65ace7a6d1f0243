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
 * - Fails closed per commit where the listings do not prove it. A login's listing cut short by
 *   the count, that login not the one named: an unread push of it might be older, so the commit
 *   is not proven, and it is charged to each login whose listing was cut (`unproven`), as not
 *   proven (src/core/verify.ts): its claims can never pay, and a lie among them is still charged.
 *   Only a login's own pushes cut its listing, so a flood makes the flooder answer for the commits
 *   it hides, and can never move them onto another agent. Likewise when the trusted branch's
 *   listing is cut before the push that brought a commit onto it: each login whose own listing is
 *   cut then answers. The push onto the trusted branch older than the bound names no one.
 */
import type { Octokit } from '@octokit/rest';
import type { Repo } from '../../git/repo.js';
import { PUSHES_LISTED } from '../../github/activity.js';

/**
 * Whose each commit is, judged as of `asOf` (the cycle's instant): the pusher's login where GitHub
 * names one (`pushers`); where a cut listing leaves it unproven, the logins whose cut listings may
 * hide its pusher and why (`unproven`); a commit in neither is no one's that the gate can know.
 */
export type CommitPusherReader = (
  repo: Repo,
  shas: readonly string[],
  asOf: string,
) => Promise<CommitPushers>;

/** What a {@link CommitPusherReader} found. */
export interface CommitPushers {
  pushers: Map<string, string>;
  unproven: Map<string, { logins: string[]; why: string }>;
}

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
    const found: CommitPushers = { pushers: new Map(), unproven: new Map() };
    if (shas.length === 0) return found;
    const since = sources.since(asOf);
    const bound = Date.parse(since);

    // The push that brought each commit onto the trusted branch: the newest whose range holds it.
    const onBranch = new Map<string, Push>();
    const branchRead = await readBack(
      { ref: `refs/heads/${await sources.branch()}` },
      bound,
      async (pushes) => {
        for (const sha of shas) {
          if (onBranch.has(sha)) continue;
          const holds = await descendantsOf(repo, sha, pushes);
          const push = pushes.find((p) => brings(p, holds));
          if (push) onBranch.set(sha, push);
        }
        return onBranch.size === shas.length;
      },
    );
    // Pushed onto the branch before the bound: no one's the gate can know, and no listing to read.
    if (onBranch.size === 0 && branchRead !== 'cut') return found;

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
    const hidden = (sha: string, by: readonly string[]) => {
      if (by.length === 0) return;
      const why = `whose commit ${sha.slice(0, 12)} is cannot be proven: ${by.join(', ')} pushed more than the ${PUSHES_LISTED} times the gate reads of a login since ${since}`;
      found.unproven.set(sha, { logins: [...by], why });
    };

    for (const sha of shas) {
      const landing = onBranch.get(sha);
      // Not found in a cut listing of the trusted branch: anyone could have pushed it.
      if (landing === undefined) {
        if (branchRead === 'cut') hidden(sha, cut);
        continue;
      }
      const candidates = landing.actor === undefined ? agentPushes : [...agentPushes, landing];
      const holds = await descendantsOf(repo, sha, candidates);
      const oldest = candidates
        .filter((p) => brings(p, holds))
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      const actor = oldest?.actor?.toLowerCase();
      // An unread push of a cut login might be older: each such login answers for it.
      if (cut.some((login) => login !== actor)) hidden(sha, cut);
      else if (oldest?.actor !== undefined) found.pushers.set(sha, oldest.actor);
    }
    return found;
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
