/**
 * The 👎 a deleted comment carried (issue 26, class E): deleting a comment deletes its reactions,
 * so an agent that deleted its 👎'd comment before the next poll (and posted it again) dodged the
 * 👎. GitHub's `deleted` event names the comment, its author and who deleted it (`sender`), and
 * counts its reactions, but does not say who reacted. The rule (docs/decisions.md):
 *
 * - Every 👎 the payload counted is charged, whoever made it: once the comment is gone nobody can
 *   tell an operator's 👎 from a stranger's, and the agent, not the gate, chose to lose that.
 * - It is charged to the agent who deleted it (the comment's author, when it deleted its own), and
 *   only when the comment was an agent's: an agent cannot push a 👎 onto another agent by reacting
 *   to its comment and deleting it, since the deleter pays. A deletion by anyone else (an operator
 *   moderating) charges nothing new.
 * - 👎 already recorded for that comment (by a poll before the deletion, or an earlier delivery
 *   of the same event), in any agent's ledger of a team, are subtracted, so each is charged once.
 * - A 👍 on a deleted comment is not credited: its text is gone.
 */
import { isVerifiedReaction } from './feedback.js';
import { looksLikeAgent } from './identity.js';
import type { FeedbackEvent } from './model.js';

/** A deleted conversation or review comment, as GitHub's `deleted` event describes it. */
export interface DeletedComment {
  /** The poll's subject key: `issue-comment:<id>` or `review-comment:<id>`. */
  key: string;
  /** Its html_url. */
  url: string;
  /** Its author's login. */
  author: string;
  /** When GitHub created it: no feedback on it is older. */
  createdAt: string;
  /** Who deleted it: the event's `sender`. */
  deletedBy: string;
  /** How many 👎 it carried when it was deleted. */
  thumbsDown: number;
  /**
   * A conversation comment on a pull request: its number, and the text GitHub held when the
   * comment was deleted (untrusted, clipped), whose claims the run records (src/app/verifiers/comments.ts).
   */
  onPull?: { number: number; body: string; updatedAt: string };
}

/** Whether a recorded feedback event is a 👎 on `comment` (from a poll or an earlier deletion). */
function isDownOn(event: FeedbackEvent, comment: DeletedComment): boolean {
  if (event.direction !== 'down' || !isVerifiedReaction(event)) return false;
  return (
    event.source === comment.url ||
    event.id.startsWith(`reaction:${comment.key}:`) ||
    event.id.startsWith(`reaction:deleted:${comment.key}:`)
  );
}

/**
 * The feedback events one agent is charged for a deleted comment: none unless `agent` (its logins)
 * deleted a comment some agent (`everyAgent`: the team's logins) wrote; else one 👎 for each the
 * comment carried beyond those `recorded` (every agent's ledger) already holds, at `at`.
 */
export function deletedCommentFeedback(options: {
  comment: DeletedComment;
  agent: readonly string[];
  everyAgent: readonly string[];
  recorded: readonly FeedbackEvent[];
  at: string;
}): FeedbackEvent[] {
  const { comment, agent, everyAgent } = options;
  if (!looksLikeAgent(comment.deletedBy, agent)) return [];
  if (!looksLikeAgent(comment.author, [...agent, ...everyAgent])) return [];
  const already = options.recorded.filter((event) => isDownOn(event, comment)).length;
  const events: FeedbackEvent[] = [];
  for (let n = already + 1; n <= comment.thumbsDown; n++) {
    events.push({
      id: `reaction:deleted:${comment.key}:${n}`,
      at: options.at,
      kind: 'feedback',
      direction: 'down',
      // Who reacted died with the comment; who deleted it is what GitHub asserts.
      by: `unknown (deleted by ${comment.deletedBy})`,
      source: comment.url,
    });
  }
  return events;
}
