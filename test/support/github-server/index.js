/** The local GitHub REST API server for tests: see README.md beside this file. */
export { startGitHubServer, } from './server.js';
export { GitHubState, fakeSha, isoSeconds } from './state.js';
