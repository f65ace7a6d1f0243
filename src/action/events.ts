/** Which handler runs for which event; an event not listed here has nothing to do. */
import { deletedCommentHandler } from './deleted-comment.js';
import type { EventHandler } from './handler.js';
import { pullRequestGate } from './pull-request.js';
import { scheduleHandler } from './schedule.js';

export const EVENT_HANDLERS: Readonly<Partial<Record<string, EventHandler>>> = {
  pull_request: pullRequestGate,
  pull_request_target: pullRequestGate,
  pull_request_review: pullRequestGate,
  issue_comment: pullRequestGate,
  merge_group: pullRequestGate,
  schedule: scheduleHandler,
  workflow_dispatch: scheduleHandler,
};

/** Events whose `deleted` action is the heartbeat's: the 👎 a deleted comment carried. */
const DELETIONS: ReadonlySet<string> = new Set(['issue_comment', 'pull_request_review_comment']);

/** The handler for an event and its payload's `action`. */
export function handlerFor(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
): EventHandler | undefined {
  if (DELETIONS.has(eventName) && payload.action === 'deleted') return deletedCommentHandler;
  return EVENT_HANDLERS[eventName];
}
