/**
 * Seeding state as the Action writes it: through the local server's Git Data API with the
 * workflow's token (`github-actions[bot]`), so GitHub signs the commits, each naming a scheduled
 * run of the heartbeat workflow on the default branch (recorded in the server, still going), and
 * the next scheduled run recognises them as its own. A library write without it (`git push`) is a
 * foreign commit.
 */
import { Octokit } from '@octokit/rest';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import type { StatePublisher } from '../../src/app/ledger-writer.js';
import {
  addWorkflowRun,
  linkGitRepository,
  type GitHubServer,
} from '../support/github-server/index.js';

/** `{ publish }` for a library write (`runCycle`, `recordVerdict`…) into `bare` as the gate. */
export function asTheGate(
  server: GitHubServer,
  bare: string,
  repository: { owner: string; repo: string } = { owner: 'acme', repo: 'widgets' },
  token = 'ghs_test_token',
): { publish: StatePublisher } {
  linkGitRepository(server.state, { ...repository, gitDir: bare });
  const github = new Octokit({ baseUrl: server.url, auth: token });
  const run = addWorkflowRun(server.state, { ...repository });
  return { publish: apiStatePublisher(github, repository, { id: run.id, written: new Set() }) };
}
