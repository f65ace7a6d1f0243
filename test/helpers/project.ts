/**
 * The sandbox most write tests start from: a bare remote holding a project with the sample
 * contract and a configuration naming the state branch, and the state branch read back.
 */
import type { LedgerEvent } from '../../src/core/model.js';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../../src/git/state-store.js';
import { SAMPLE_CONTRACT } from './contracts.js';
import type { GitSandbox } from './git.js';

/** The state branch the project's configuration names. */
export const STATE_BRANCH = 'heartbeat-state';

/** A bare remote with `HEARTBEAT.md` and `.heartbeat/config.json` on `main`. */
export function projectRemote(
  sandbox: GitSandbox,
  options: { contract?: string; files?: Record<string, string> } = {},
): Promise<string> {
  return sandbox.bareRemote({
    'HEARTBEAT.md': options.contract ?? SAMPLE_CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ stateBranch: STATE_BRANCH }),
    ...options.files,
  });
}

/** Every ledger event on the remote's state branch, as a fresh clone reads them. */
export async function remoteEvents(
  sandbox: GitSandbox,
  remote: string,
  branch = STATE_BRANCH,
): Promise<LedgerEvent[]> {
  const repo = await Repo.open(await sandbox.clone(remote));
  const head = await repo.resolve(`origin/${branch}`);
  const store = await loadStateStore(commitSource(repo, head, '.heartbeat'), '.heartbeat');
  return allEvents(store);
}
