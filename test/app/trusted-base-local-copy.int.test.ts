/**
 * The write the Action makes (a trusted base below the remote's head, published through a
 * callback) keeps the local copy of the state branch the way every other write does: it follows
 * the new commit, and when another writer moved it meanwhile it is left alone with a warning.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { recordFeedback } from '../../src/app/record.js';
import type { StatePublisher } from '../../src/app/ledger-writer.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

/** A clone whose remote's state branch has a trusted commit with an untrusted one on top. */
async function forgedOnTop() {
  const remote = await projectRemote(sandbox);
  const clone = await sandbox.clone(remote);
  const first = await recordFeedback({
    cwd: clone,
    push: true,
    direction: 'up',
    id: 'reaction-1',
    now: '2026-03-01T10:00:00Z',
  });
  const trusted = first.commit!;
  const forged = (
    await git(clone, 'commit-tree', `${trusted}^{tree}`, '-p', trusted, '-m', 'forged')
  ).trim();
  await git(clone, 'push', '-q', 'origin', `${forged}:refs/heads/${STATE_BRANCH}`);
  return { clone, trusted, forged };
}

/** A publisher that pushes with git, after `meanwhile` ran. */
const publishing =
  (meanwhile: () => Promise<unknown> = async () => undefined): StatePublisher =>
  async ({ repo, commit, branch, remote }) => {
    await meanwhile();
    await git(repo.root, 'push', '-q', remote, `${commit}:refs/heads/${branch}`);
    return { pushed: true, commit };
  };

describe('a write on a trusted base below the head', () => {
  it('moves the local copy of the state branch to the new commit', async () => {
    const { clone, trusted } = await forgedOnTop();
    const write = await recordFeedback({
      cwd: clone,
      push: true,
      direction: 'up',
      id: 'reaction-2',
      now: '2026-03-01T11:00:00Z',
      trustedBase: async () => trusted,
      publish: publishing(),
    });
    expect(write.warnings).toEqual([]);
    expect((await git(clone, 'rev-parse', STATE_BRANCH)).trim()).toBe(write.commit);
  });

  it('leaves a local copy another writer moved meanwhile, and says so', async () => {
    const { clone, trusted } = await forgedOnTop();
    const elsewhere = (
      await git(clone, 'commit-tree', `${trusted}^{tree}`, '-p', trusted, '-m', 'another writer')
    ).trim();
    const write = await recordFeedback({
      cwd: clone,
      push: true,
      direction: 'up',
      id: 'reaction-2',
      now: '2026-03-01T11:00:00Z',
      trustedBase: async () => trusted,
      publish: publishing(() => git(clone, 'update-ref', `refs/heads/${STATE_BRANCH}`, elsewhere)),
    });
    expect(write.pushed).toBe(true);
    expect((await git(clone, 'rev-parse', STATE_BRANCH)).trim()).toBe(elsewhere);
    expect(write.warnings).toEqual([
      `refs/heads/${STATE_BRANCH} moved meanwhile; it was left as it is (the state commit is ${write.commit!.slice(0, 12)})`,
    ]);
  });
});
