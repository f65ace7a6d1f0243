/**
 * Moving the state branch and the copies of it a repository holds: the local branch (by
 * compare-and-swap), the checkout's state files and their index entries. Nothing else of the
 * user's work is touched.
 */
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { InputError } from '../../errors.js';
import type { Repo } from '../../git/repo.js';
import { writeStateFiles, type StateStore } from '../../git/state-store.js';

/**
 * A write with nothing to commit still leaves every copy whole. A writer killed after moving the
 * branch but before writing or staging the state files leaves the checkout behind the branch:
 * when the ledger holds nothing the branch lacks, its state files are restored from the branch
 * (working tree and index). A local branch left behind the remote's head (a writer killed after
 * its push) moves up to it.
 */
export async function settleCopies(
  repo: Repo,
  copies: {
    ref: string;
    localHead: string | undefined;
    /** The commit the write would have built on. */
    base: string | undefined;
    /** The local branch diverged from the remote (base is not a fast-forward of it). */
    merged: boolean;
    checkedOut: boolean;
    /** The merged ledger (working tree included) is exactly the base's. */
    ledgerIsBase: boolean;
    stateDir: string;
  },
): Promise<void> {
  const { ref, localHead, base } = copies;
  if (copies.checkedOut) {
    if (base !== localHead || !copies.ledgerIsBase) return;
    const derived = ['ledger', 'checkpoints', 'score.json', 'progress.json'];
    const stale = await repo.differingFromHead(derived.map((p) => `${copies.stateDir}/${p}`));
    await repo.restoreFromHead(stale);
  } else if (base && base !== localHead && !copies.merged) {
    // Compare-and-swap: another local writer that moved it meanwhile wins.
    await repo.updateRef(ref, base, localHead).catch(() => undefined);
  }
}

/** Diverged histories are merged only when the local side changed nothing but state. */
export async function ensureOnlyStateDiverged(
  repo: Repo,
  remoteHead: string,
  localHead: string,
  stateDir: string,
  branch: string,
): Promise<void> {
  const mergeBase = (
    await repo.raw({ args: ['merge-base'], operands: [remoteHead, localHead] }).catch(() => '')
  ).trim();
  const changed = mergeBase
    ? await repo.changedPaths(mergeBase, localHead)
    : (await repo.raw({ args: ['ls-tree', '-r', '-z', '--name-only'], operands: [localHead] }))
        .split('\0')
        .filter((path) => path.length > 0);
  const outside = changed.filter((path) => !path.startsWith(`${stateDir}/`));
  if (outside.length > 0) {
    throw new InputError(
      `${branch} has diverged from the remote outside ${stateDir}/ (${outside.slice(0, 3).join(', ')}): pull or rebase it first`,
    );
  }
}

/**
 * Moves `ref` from `from` to `to` (compare-and-swap). When the branch is checked out, the state
 * files in the working tree and the index follow, and nothing else of the user's work is touched;
 * if `to` also changed files outside the state folder (the remote moved), git fast-forwards.
 */
export async function moveLocalBranch(
  repo: Repo,
  move: {
    ref: string;
    from: string | undefined;
    to: string;
    /** The paths `to` changed from `from`, when known without asking git. */
    changed: string[] | undefined;
    stateDir: string;
    worktree: { store: StateStore; desired: ReadonlyMap<string, string> } | undefined;
    /** The commit is on the remote already (the message says so if the checkout fails). */
    pushed: boolean;
    /** The remote's tracking ref, moved to `to` too (with `ref`, in one git process). */
    track?: string;
  },
): Promise<{ ok: true } | { ok: false; warning: string }> {
  const track = move.track ? [{ ref: move.track, to: move.to }] : [];
  const tracked = () => (track.length > 0 ? repo.updateRefs(track) : Promise.resolve());
  if (move.from === move.to && !move.worktree) {
    await tracked();
    return { ok: true };
  }
  // Only a checkout needs to know what changed (a ref alone just moves).
  const changed =
    move.changed ??
    (move.worktree && move.from ? await repo.changedPaths(move.from, move.to) : undefined);
  const onlyState = !changed || changed.every((path) => path.startsWith(`${move.stateDir}/`));
  if (move.worktree && !onlyState) {
    await tracked();
    if (await repo.fastForward(move.to)) return { ok: true };
    return {
      ok: false,
      warning: `pushed, but the checkout could not fast-forward to ${move.to.slice(0, 12)}: run git pull`,
    };
  }
  if (move.from !== move.to) {
    try {
      await repo.updateRefs([{ ref: move.ref, to: move.to, from: move.from ?? null }, ...track]);
    } catch {
      await tracked().catch(() => undefined);
      return {
        ok: false,
        warning: `${move.ref} moved meanwhile; it was left as it is (the state commit is ${move.to.slice(0, 12)})`,
      };
    }
  } else await tracked();
  if (move.worktree) {
    const write = new Map<string, string>();
    const originals = new Map<string, string | undefined>();
    for (const [path, text] of move.worktree.desired) {
      const original = await move.worktree.store.source.read(path);
      if (original !== text) {
        write.set(path, text);
        originals.set(path, original);
      }
    }
    const stage = [...new Set([...write.keys(), ...(changed ?? move.worktree.desired.keys())])];
    try {
      await writeStateFiles(repo.root, write);
      await repo.stagePaths(stage);
    } catch (error) {
      // The branch goes back to where it was, so that the index (still the old state) and the
      // branch agree again: the user's next `git commit` cannot revert the event.
      await rollBack(repo, move, originals);
      throw checkoutFailure(error, repo.root, move);
    }
  }
  return { ok: true };
}

/** Puts the ref and the files a failed checkout update touched back as they were (best effort). */
async function rollBack(
  repo: Repo,
  move: { ref: string; from: string | undefined; to: string },
  originals: ReadonlyMap<string, string | undefined>,
): Promise<void> {
  if (move.from !== move.to) {
    await (
      move.from ? repo.updateRef(move.ref, move.from, move.to) : repo.deleteRef(move.ref, move.to)
    ).catch(() => undefined);
  }
  for (const [path, text] of originals) {
    await (
      text === undefined
        ? rm(join(repo.root, path), { force: true })
        : writeStateFiles(repo.root, new Map([[path, text]]))
    ).catch(() => undefined);
  }
}

/** Why the checkout could not follow, naming the path, and what became of the event. */
function checkoutFailure(
  error: unknown,
  root: string,
  move: { to: string; pushed: boolean },
): InputError {
  const outcome = move.pushed
    ? `the event is on the remote (${move.to.slice(0, 12)}) but the checkout was left as it was; fix this and run the command again`
    : 'nothing was recorded';
  const { code, path, message } = error as NodeJS.ErrnoException;
  if (typeof code === 'string' && path) {
    const shown = relative(root, path) || path;
    const reason =
      code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'not writable' : code;
    return new InputError(`cannot write ${shown} (${code}: ${reason}): ${outcome}`, shown);
  }
  const gitSaid = message
    .split('\n')
    .map((line) =>
      line
        .replace(/^git \S+ failed \(\d+\):\s*/, '')
        .replace(/^(fatal|error):\s*/, '')
        .trim(),
    )
    .find((line) => line !== '');
  return new InputError(
    `git could not update the index: ${gitSaid ?? 'unknown error'}: ${outcome}`,
  );
}
