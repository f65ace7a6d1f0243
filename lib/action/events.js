import { pullRequestGate } from './pull-request.js';
import { scheduleHandler } from './schedule.js';
export const EVENT_HANDLERS = {
    pull_request: pullRequestGate,
    pull_request_target: pullRequestGate,
    pull_request_review: pullRequestGate,
    issue_comment: pullRequestGate,
    merge_group: pullRequestGate,
    schedule: scheduleHandler,
    workflow_dispatch: scheduleHandler,
};
