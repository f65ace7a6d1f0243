/**
 * The sticky PR comment: one comment, found by its hidden marker among the comments the token's
 * own identity wrote (anyone, any bot, can paste the marker), created once and then edited. The
 * body is clipped to GitHub's limit after the marker is in it, and a body GitHub still refuses
 * (422) is replaced once by a minimal one.
 */
import { clipUnits, COMMENT_BODY_UNITS } from '../core/render/github-limits.js';
import type { PullComment, RepoRef } from './pull-request.js';
import type { GitHub } from './octokit.js';

/** Who GITHUB_TOKEN writes as: an installation token has no `GET /user`. */
export const ACTIONS_BOT = 'github-actions[bot]';

/**
 * The login the token writes as: its user for a user token, else GITHUB_TOKEN's bot. Asked only
 * when a comment with the marker by someone else exists (one request, and only then).
 */
export async function tokenLogin(
  github: GitHub,
  comments: readonly PullComment[],
  marker: string,
): Promise<string> {
  const foreign = comments.some(
    (c) => c.body.trimStart().startsWith(marker) && c.author.toLowerCase() !== ACTIONS_BOT,
  );
  if (!foreign) return ACTIONS_BOT;
  try {
    return (await github.rest.users.getAuthenticated()).data.login;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 403 || status === 401 || status === 404) return ACTIONS_BOT;
    throw error;
  }
}

/** Our earlier sticky comment: the first one `ownLogin` wrote that starts with the marker. */
export function findStickyComment(
  comments: readonly PullComment[],
  marker: string,
  ownLogin: string,
): PullComment | undefined {
  return comments.find(
    (c) =>
      c.author.toLowerCase() === ownLogin.toLowerCase() && c.body.trimStart().startsWith(marker),
  );
}

/** What writing the sticky comment did. */
export type StickyWrite = 'created' | 'edited' | 'unchanged' | 'minimal';

/**
 * Creates the sticky comment, or edits it when its body changed. `minimalBody` (marker included)
 * replaces a body GitHub refuses with 422.
 */
export async function writeStickyComment(
  github: GitHub,
  where: RepoRef & {
    pullNumber: number;
    body: string;
    minimalBody: string;
    existing: PullComment | undefined;
  },
): Promise<StickyWrite> {
  const body = clipUnits(where.body, COMMENT_BODY_UNITS);
  const write = (text: string) =>
    where.existing
      ? github.rest.issues.updateComment({
          owner: where.owner,
          repo: where.repo,
          comment_id: where.existing.id,
          body: text,
        })
      : github.rest.issues.createComment({
          owner: where.owner,
          repo: where.repo,
          issue_number: where.pullNumber,
          body: text,
        });
  if (where.existing?.body === body) return 'unchanged';
  try {
    await write(body);
  } catch (error) {
    if ((error as { status?: number }).status !== 422) throw error;
    await write(where.minimalBody);
    return 'minimal';
  }
  return where.existing ? 'edited' : 'created';
}
