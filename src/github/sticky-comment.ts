/**
 * The sticky PR comment: one comment, found by its hidden marker among the comments the token's
 * own identity wrote (anyone, any bot, can paste the marker), created once and then edited. The
 * body is clipped to GitHub's limit after the marker is in it, and a body GitHub still refuses
 * (422) is replaced once by a minimal one.
 */
import type { PullComment, RepoRef } from './pull-request.js';
import type { GitHub } from './octokit.js';

/** GitHub refuses a comment body over 65,536 characters. */
export const COMMENT_BODY_CHARACTERS = 65_536;

/** Who GITHUB_TOKEN writes as: an installation token has no `GET /user`. */
export const ACTIONS_BOT = 'github-actions[bot]';

const TRUNCATED = '\n\n… (truncated: the full report is in the job summary)';

/** `text` cut to at most `max` UTF-16 units (never inside a surrogate pair), noted when cut. */
export function clipCharacters(text: string, max: number, note = TRUNCATED): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - note.length);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end) + note;
}

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
  const body = clipCharacters(where.body, COMMENT_BODY_CHARACTERS);
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
