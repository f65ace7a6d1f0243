/**
 * Moving a state repository from the older layout (one branch shared by every repository, a
 * folder each) to a branch per repository: the first write of a repository whose branch does not
 * exist yet reads the older branch, and when it holds the repository's folder, the write's commit
 * holds that folder alone (every agent of it) as a child of the older branch's head, so history,
 * `log` and the last gate commit a write is verified against come along. The older branch is
 * left as it is: readers fall back to it only while the repository has no branch of its own.
 */
import { InputError } from '../../errors.js';
import { redactUrlCredentials } from '../../git/git.js';
import type { Repo } from '../../git/repo.js';
import type { LedgerTarget } from './types.js';
import type { WriteTarget } from './target.js';

/** The commit of the older branch to move this repository's folder from (undefined: none). */
export async function legacyState(
  repo: Repo,
  where: WriteTarget,
  target: LedgerTarget,
): Promise<string | undefined> {
  if (!where.legacy) return undefined;
  const head = await repo.fetchBranch(where.remote, where.legacy.branch);
  if (!head) return undefined;
  // Git cannot hold `heartbeat` and `heartbeat/<owner>/<name>` at once: the push would be refused
  // for a reason that does not say what to do, so say it before anything is committed.
  const [a, b] = [where.branch, where.legacy.branch];
  if (a.startsWith(`${b}/`) || b.startsWith(`${a}/`)) throw blockedByLegacy(where);
  // The Action moves only what it trusts there, as it builds only on what it trusts.
  const from = target.trustedBase ? await target.trustedBase(head) : head;
  if (!from || (await repo.listTree(from, where.legacy.dir)).length === 0) return undefined;
  return from;
}

function blockedByLegacy(where: WriteTarget): InputError {
  const old = where.legacy!.branch;
  const renamed = `${old}-shared`;
  return new InputError(
    `${redactUrlCredentials(where.remote)} holds the older layout's branch ${old}, which blocks ` +
      `${where.branch} (git cannot hold a branch and branches under it by one name): rename it ` +
      `(git push <state repository> ${old}:${renamed} :${old}) and set stateBranch to ${renamed} ` +
      `in every repository that writes there; each one's next write moves it to its own branch`,
  );
}
