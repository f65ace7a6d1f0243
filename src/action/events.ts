/** Which handler runs for which event name; an event not listed here has nothing to do. */
import type { EventHandler } from './handler.js';
import { pullRequestGate } from './pull-request.js';

export const EVENT_HANDLERS: Readonly<Partial<Record<string, EventHandler>>> = {
  pull_request: pullRequestGate,
  pull_request_target: pullRequestGate,
  pull_request_review: pullRequestGate,
  issue_comment: pullRequestGate,
  merge_group: pullRequestGate,
};
