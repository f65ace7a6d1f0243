/**
 * Claims made in pull request comments since the last cycle, for the scheduled sidecar: the
 * repository's conversation comments on pull requests, only those an agent login wrote (as the
 * API names the author) and GitHub created after the judged cycle started. A claim on the agent's
 * own pull request (GitHub's author login) describes its head, which its ground truth is read on;
 * a claim on anyone else's (an operator's green PR) names no commit of the agent's, so it borrows
 * no one's ground truth and can only be `unclear` (see `judgeVerification`). Fails closed: a listing longer than
 * {@link MAX_COMMENT_PAGES} pages, or a pull request that cannot be read, is an error, and the
 * sidecar then proves nothing from claims (see `sidecar.ts`).
 */
import type { Octokit } from '@octokit/rest';
import { claimsFromCommentBody, taskIdsFromClaimPayload } from '../../core/claims.js';
import { claimEvents } from '../../core/claim-event.js';
import { isAgentLogin } from '../../core/identity.js';
import type { ClaimEvent } from '../../core/model.js';
import type { EvidenceJudge } from './commits.js';

/** Reads the agent's PR comment claims created after `since` and, with `until`, not after it. */
export type CommentClaimReader = (
  since: string,
  agents: readonly string[],
  until?: string,
) => Promise<ClaimEvent[]>;

/** The part of an Octokit client the reader uses. */
export type CommentsClient = { rest: Pick<Octokit['rest'], 'issues' | 'pulls'> };

const PER_PAGE = 100;
/** 1,000 comments in one cycle is a flood, not work: beyond it, fail closed. */
export const MAX_COMMENT_PAGES = 10;

/** A {@link CommentClaimReader} over the GitHub API. */
export function githubCommentClaimReader(
  octokit: CommentsClient,
  repository: { owner: string; repo: string },
  judge: Pick<EvidenceJudge, 'evaluateEvidence'>,
): CommentClaimReader {
  return async (since, agents, until) => {
    const after = Date.parse(since);
    // A cycle judged at its due time sees only the comments GitHub had by then.
    const upTo = until === undefined ? Number.POSITIVE_INFINITY : Date.parse(until);
    const heads = new Map<number, Promise<string | undefined>>();
    // The head of the agent's own pull request, else nothing: another's head is not its work.
    const headOf = (pull: number) => {
      let head = heads.get(pull);
      if (!head) {
        head = octokit.rest.pulls
          .get({ ...repository, pull_number: pull })
          .then(({ data }) => (isAgentLogin(data.user?.login, agents) ? data.head.sha : undefined));
        heads.set(pull, head);
      }
      return head;
    };
    const claims: ClaimEvent[] = [];
    for (let page = 1; ; page++) {
      if (page > MAX_COMMENT_PAGES) {
        throw new Error(`more than ${MAX_COMMENT_PAGES * PER_PAGE} comments since ${since}`);
      }
      // `since` filters on the last edit; the creation time decides below.
      const { data } = await octokit.rest.issues.listCommentsForRepo({
        ...repository,
        since,
        sort: 'created',
        direction: 'asc',
        per_page: PER_PAGE,
        page,
      });
      for (const comment of data) {
        const pull = pullNumber(comment.html_url);
        const created = Date.parse(comment.created_at);
        if (pull === undefined || created <= after || created > upTo) continue;
        if (!isAgentLogin(comment.user?.login, agents)) continue;
        const raws = claimsFromCommentBody(comment.body ?? '');
        if (raws.length === 0) continue;
        claims.push(
          ...claimEvents(raws, judge.evaluateEvidence, {
            idPrefix: `comment:${comment.id}`,
            at: comment.created_at,
            sha: await headOf(pull),
            source: 'comment',
            taskIds: taskIdsFromClaimPayload,
          }),
        );
      }
      if (data.length < PER_PAGE) return claims;
    }
  };
}

/** The pull request a conversation comment belongs to; undefined for an issue's. */
function pullNumber(htmlUrl: string): number | undefined {
  const match = /\/pull\/(\d+)#issuecomment-\d+$/.exec(htmlUrl);
  return match ? Number(match[1]) : undefined;
}
