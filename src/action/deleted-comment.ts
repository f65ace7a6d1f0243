/**
 * `issue_comment` and `pull_request_review_comment` with action `deleted`: the heartbeat runs (the
 * workflow's one writer of the state branch) and also records the 👎 the deleted comment carried,
 * which no later poll can see (src/core/deleted-feedback.ts says who is charged and why), and the
 * claims an agent's deleted pull request comment made (src/app/verifiers/comments.ts).
 */
import { z } from 'zod';
import type { DeletedComment } from '../core/deleted-feedback.js';
import type { EventHandler } from './handler.js';
import { parsePayload, type Runtime } from './runtime.js';
import { runHeartbeat, scheduleHandler } from './schedule.js';

const DeletedPayloadSchema = z.object({
  action: z.literal('deleted'),
  comment: z.object({
    id: z.number().int().positive(),
    html_url: z.string(),
    created_at: z.string(),
    // A deleted account's comment has no user: nobody to charge.
    user: z.object({ login: z.string() }).nullable(),
    reactions: z.object({ '-1': z.number().int().nonnegative() }),
    body: z.string().optional(),
    updated_at: z.string().optional(),
  }),
  // An issue comment's issue: a pull request when GitHub marks it with `pull_request`.
  issue: z
    .object({ number: z.number().int().positive(), pull_request: z.unknown().optional() })
    .optional(),
  sender: z.object({ login: z.string() }),
});

/** GitHub's own limit on a comment's length: nothing longer is a comment it held. */
const BODY_LIMIT = 65_536;

/** The poll's subject key kind for each event's comments (src/github/graphql-reactions.ts). */
const SUBJECT_KIND: Readonly<Record<string, string>> = {
  issue_comment: 'issue-comment',
  pull_request_review_comment: 'review-comment',
};

/** The deleted comment the payload describes. */
export function deletedComment(runtime: Runtime): DeletedComment {
  const { comment, issue, sender } = parsePayload(DeletedPayloadSchema, runtime);
  const onPull =
    runtime.eventName === 'issue_comment' && issue?.pull_request && comment.body !== undefined
      ? {
          number: issue.number,
          body: comment.body.slice(0, BODY_LIMIT),
          updatedAt: comment.updated_at ?? comment.created_at,
        }
      : undefined;
  return {
    key: `${SUBJECT_KIND[runtime.eventName] ?? runtime.eventName}:${comment.id}`,
    url: comment.html_url,
    author: comment.user?.login ?? '',
    createdAt: comment.created_at,
    deletedBy: sender.login,
    thumbsDown: comment.reactions['-1'],
    ...(onPull ? { onPull } : {}),
  };
}

export const deletedCommentHandler: EventHandler = {
  ...scheduleHandler,
  run: (run) => runHeartbeat(run, deletedComment(run.runtime)),
};
