/** The local GitHub REST API server for tests: see README.md beside this file. */
export {
  serverAt,
  startGitHubServer,
  type GitHubServer,
  type RecordedRequest,
  type Violation,
} from './server.js';
export { GitHubState, fakeSha, isoSeconds, type UserInput } from './state.js';
export type * from './records.js';
export { linkGitRepository, isSignedByGitHub } from './handlers/git-data.js';
export {
  addWorkflowRun,
  completeWorkflowRun,
  deleteWorkflowRun,
  rerunWorkflowRun,
  type WorkflowRunInput,
} from './workflow-runs.js';
