/**
 * Many writers, one branch (issue 18): with every push it could lose, a writer publishes its
 * commit under `refs/heartbeat-gate/pending/<folder>` on the remote, and every writer's push puts
 * on top, one commit each with its message and author, every pending commit that only adds to a
 * folder nobody changed since. One winning push then lands many writers' events, so the rate
 * grows with the writers instead of collapsing into lost races. A folded commit takes nothing but
 * its own folder's tree, which must be a folder like the writer's own (same depth, same root),
 * so folders never overlap; what a fold writes is what the pending writer could have pushed.
 */
import type { FolderCommit, Repo } from '../git/repo.js';

/** Where writers that lost a race publish their commit, one ref per state folder. */
export const PENDING_REFS = 'refs/heartbeat-gate/pending';
/** At most this many pending commits go on one push (each is a commit in one fast-import). */
const MAX_FOLDS = 64;
/** A pending commit's message longer than this is not folded (it is the writer's to push). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Room for a commit's header lines (tree, parents, author, committer, a signature). */
const MAX_HEADER_BYTES = 16 * 1024;

/** The pending ref of a state folder: the folder's path in hex, so any folder is a valid ref. */
export function pendingRef(stateDir: string): string {
  return `${PENDING_REFS}/${Buffer.from(stateDir, 'utf8').toString('hex')}`;
}

/**
 * The folder a pending ref's name (the part after the prefix) stands for, when it is a folder of
 * the same shape as `ownDir` other than `ownDir`: same number of segments, same first segment,
 * `agents` where it has `agents`, each a plain name. Anything else (a parent folder, a path
 * outside the state, odd names) is never folded.
 */
export function pendingFolder(name: string, ownDir: string): string | undefined {
  if (!/^(?:[0-9a-f]{2}){1,256}$/.test(name)) return undefined;
  const dir = Buffer.from(name, 'hex').toString('utf8');
  const own = ownDir.split('/');
  const segments = dir.split('/');
  if (dir === ownDir || segments.length !== own.length || segments[0] !== own[0]) return undefined;
  const plain = (segment: string) => /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/.test(segment);
  // A team's folders keep their literal `agents` step (stateDirFor), so a team writer never
  // folds a folder of its depth inside another repository's folder (`…/b/ledger/x`).
  const sameSteps = segments.every((segment, i) => own[i] !== 'agents' || segment === 'agents');
  return sameSteps && segments.slice(1).every(plain) ? dir : undefined;
}

/** A pending commit to fold: its folder's tree, message and author line. */
export type Fold = FolderCommit;

/**
 * A pending commit's author line as fast-import takes it: a name and an email without angle
 * brackets or control characters, seconds, a zone of at most ±14:00. Anything else would stop
 * the writer's whole fast-import, so such a commit is not folded.
 */
const FOLDABLE_AUTHOR =
  /^author ([^<>\p{Cc}]+ <[^<>\p{Cc}]*> \d{1,12} [+-](?:0\d{3}|1[0-3]\d{2}|1400))$/mu;

/** The folders above `dir` (`a/b/c` → `a`, `a/b`). */
const ancestors = (dir: string) =>
  dir
    .split('/')
    .slice(0, -1)
    .map((_, n, segments) => segments.slice(0, n + 1).join('/'));

/**
 * The pending commits fetched under `fetched` (a local ref folder) that go on `head`: each a
 * commit whose folder's tree differs from `head`'s while its parent's equals it (so it only
 * adds, on what the head still holds), where `head` holds a folder or nothing at that path and
 * above it (a fold never turns a file into a folder). Three git processes, however many there
 * are; the cap counts only foldable ones, so junk refs cannot crowd out the others.
 */
export async function pendingFolds(
  repo: Repo,
  options: { fetched: string; head: string; ownDir: string },
): Promise<Fold[]> {
  const candidates = (await repo.refsUnder(`${options.fetched}/`))
    .map(({ ref, object }) => ({
      object,
      dir: pendingFolder(ref.slice(options.fetched.length + 1), options.ownDir),
    }))
    .filter((c): c is { object: string; dir: string } => c.dir !== undefined);
  const above = ancestors(options.ownDir).length;
  const per = 4 + above;
  const named = await repo.objectsNamed(
    candidates.flatMap(({ object, dir }) => [
      object,
      `${object}:${dir}`,
      `${object}^:${dir}`,
      `${options.head}:${dir}`,
      ...ancestors(dir).map((folder) => `${options.head}:${folder}`),
    ]),
  );
  const isFolderOrNothing = (named?: { type: string }) => !named || named.type === 'tree';
  const chosen = candidates
    .flatMap(({ object, dir }, n) => {
      const [commit, tree, parentTree, headTree, ...headAbove] = named.slice(
        per * n,
        per * n + per,
      );
      const adds =
        commit?.type === 'commit' &&
        // Sized before it is read: a huge commit object is not loaded to find its message long.
        commit.size <= MAX_MESSAGE_BYTES + MAX_HEADER_BYTES &&
        tree?.type === 'tree' &&
        parentTree?.object === headTree?.object &&
        tree.object !== headTree?.object &&
        isFolderOrNothing(headTree) &&
        headAbove.every(isFolderOrNothing);
      return adds ? [{ object, dir, tree: tree.object }] : [];
    })
    .slice(0, MAX_FOLDS);
  const texts = await repo.readCommits(chosen.map((c) => c.object));
  const folds: Fold[] = [];
  for (const { object, dir, tree } of chosen) {
    const text = texts.get(object);
    const blank = text?.indexOf('\n\n') ?? -1;
    if (text === undefined || blank < 0) continue;
    const author = FOLDABLE_AUTHOR.exec(text.slice(0, blank))?.[1];
    const message = text.slice(blank + 2);
    if (!author || Buffer.byteLength(message) > MAX_MESSAGE_BYTES) continue;
    folds.push({ dir, tree, message, author });
  }
  return folds;
}
