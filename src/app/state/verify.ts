/**
 * What a writer checks before it builds on a copy of the state: the ledger lines the gate last
 * wrote are still there byte for byte, the derived files and checkpoints equal a replay, and the
 * checkout holds no state change of its own. A write on top of a hand edit would "launder" it
 * into a gate commit, so a mismatch refuses the write (an InputError naming file and line).
 */
import type { Config } from '../../config.js';
import { InputError } from '../../errors.js';
import { VERIFIED_COMMITS_GIT_PATH, type Repo } from '../../git/repo.js';
import { readFile } from 'node:fs/promises';
import {
  commitSource,
  loadStateStore,
  statePaths,
  writeStateFiles,
  type StateStore,
} from '../../git/state-store.js';
import { derivedStateFindings, futureEventFindings, type LintFinding } from '../state-lint.js';

/** Every commit the gate writes on the state branch has a subject starting so. */
export const STATE_SUBJECT_PREFIX = 'heartbeat: ';
/** How far back (state-touching commits) the last gate commit is looked for. */
const ANCHOR_DEPTH = 200;

/**
 * The newest commit reachable from `commit` (first parents) that changed the state folder with
 * a gate subject: the copy a hand edit after it is compared with. Undefined when there is none.
 */
export async function lastGateCommit(
  repo: Repo,
  commit: string,
  stateDir: string,
): Promise<string | undefined> {
  const out = await repo.raw({
    args: ['log', '--first-parent', `-n${ANCHOR_DEPTH}`, '--format=%H%x1f%s'],
    operands: [commit],
    paths: [`${stateDir}/`],
  });
  for (const line of out.split('\n')) {
    const [sha = '', subject = ''] = line.split('\x1f');
    if (sha && subject.startsWith(STATE_SUBJECT_PREFIX)) return sha;
  }
  return undefined;
}

/**
 * Ledger lines of `anchor` (a gate commit) that `store` no longer holds byte for byte. Merges
 * insert events between lines, so a line is only required to be present, not in place.
 */
export async function changedLedgerLines(
  anchor: StateStore,
  store: StateStore,
  anchorName: string,
): Promise<LintFinding[]> {
  const paths = statePaths(store.stateDir);
  const findings: LintFinding[] = [];
  for (const month of anchor.months) {
    if (
      anchor.segmentIds.get(month) !== undefined &&
      anchor.segmentIds.get(month) === store.segmentIds.get(month)
    )
      continue;
    const before = ((await anchor.segmentText(month)) ?? '').split('\n').filter(Boolean);
    const now = new Set(((await store.segmentText(month)) ?? '').split('\n'));
    const missing = before.findIndex((line) => !now.has(line));
    if (missing < 0) continue;
    const file = paths.segment(month);
    findings.push({
      file,
      line: missing + 1,
      severity: 'error',
      text: `${file}:${missing + 1}: error: line ${missing + 1} as the gate wrote it in ${anchorName} was changed or removed (the ledger is append-only)`,
    });
  }
  return findings;
}

function refuse(where: string, findings: readonly LintFinding[]): never {
  const [first] = findings;
  const more =
    findings.length > 1 ? ` (and ${findings.length - 1} more; run heartbeat-gate lint)` : '';
  throw new InputError(
    `refusing to build on ${where}: ${first?.text ?? ''}${more}; restore the state the gate wrote`,
    first?.file,
  );
}

/**
 * Refuses (InputError) a state commit whose ledger lost or changed a line the last gate commit
 * before it wrote, whose derived files or checkpoints differ from a replay of its ledger, or whose
 * ledger holds an event dated past the clock (no write records one; it would freeze "today").
 */
export async function verifyStateCommit(
  repo: Repo,
  config: Config,
  commit: string,
  store: StateStore,
): Promise<void> {
  const name = commit.slice(0, 12);
  const findings = [
    ...(await derivedStateFindings(store, config)),
    ...(await futureEventFindings(store, Date.now())),
  ];
  if (findings.length > 0) refuse(`the state in ${name}`, findings);
  const anchor = await lastGateCommit(repo, commit, config.stateDir);
  if (!anchor || anchor === commit) return;
  const anchorStore = await loadStateStore(
    commitSource(repo, anchor, config.stateDir),
    config.stateDir,
  );
  const changed = await changedLedgerLines(anchorStore, store, anchor.slice(0, 12));
  if (changed.length > 0) refuse(`the state in ${name}`, changed);
}

/**
 * Refuses a checkout whose state files hold a change of their own: a ledger line the branch's
 * head lacks, or a derived file that is neither the head's nor a replay of the checkout's ledger.
 * A checkout left behind the branch by an interrupted write is not a change (it is restored).
 */
export async function verifyCheckout(
  config: Config,
  head: StateStore,
  worktree: StateStore,
): Promise<void> {
  const paths = statePaths(config.stateDir);
  const findings: LintFinding[] = [];
  for (const month of worktree.months) {
    await worktree.segment(month); // a line that does not parse is named as such first
    const committed = new Set(((await head.segmentText(month)) ?? '').split('\n'));
    const lines = ((await worktree.segmentText(month)) ?? '').split('\n');
    const foreign = lines.findIndex((line) => line !== '' && !committed.has(line));
    if (foreign < 0) continue;
    const file = paths.segment(month);
    findings.push({
      file,
      line: foreign + 1,
      severity: 'error',
      text: `${file}:${foreign + 1}: error: uncommitted change: the line is not in the state branch's last commit`,
    });
  }
  if (findings.length > 0) refuse('the checkout', findings);
  const derived = [
    paths.score,
    paths.progress,
    ...[...(await worktree.source.list()).keys()].filter((path) =>
      path.startsWith(`${config.stateDir}/checkpoints/`),
    ),
  ];
  for (const path of derived) {
    if ((await worktree.source.read(path)) === (await head.source.read(path))) continue;
    // Differs from the head: fine only as the stale state of an interrupted write.
    const stale = await derivedStateFindings(worktree, config);
    if (stale.length > 0) refuse('the checkout (uncommitted change)', stale);
    return;
  }
}

/**
 * State commits this repository's writers verified or wrote themselves, each for one state folder,
 * kept in the git folder (`heartbeat-gate/verified`, a `<commit>\t<folder>` line each), so a write
 * on top of its own last commit does not replay the whole ledger again. A write verifies only its
 * own folder (`verifyStateCommit`), so a commit is skipped only for the folder it was verified
 * for: another agent's or repository's folder in it may be forged. Best effort: a file that
 * cannot be read or written only costs a replay, and a line without a folder (an earlier
 * version's) vouches for none.
 */
export class VerifiedCommits {
  private constructor(
    private readonly file: string | undefined,
    /** Undefined for a folder a line cannot hold: nothing is remembered for it. */
    private readonly folder: string | undefined,
    private readonly entries: string[],
  ) {}

  /** The list as seen by a write of the state folder `stateDir`. */
  static async open(repo: Repo, stateDir: string): Promise<VerifiedCommits> {
    const file = await repo.gitPath(VERIFIED_COMMITS_GIT_PATH).catch(() => undefined);
    const text = file ? await readFile(file, 'utf8').catch(() => '') : '';
    return new VerifiedCommits(
      file,
      /[\r\n]/.test(stateDir) ? undefined : stateDir,
      text.split('\n').filter((line) => /^[0-9a-f]{40}\t./.test(line)),
    );
  }

  private entry(commit: string): string | undefined {
    return this.folder === undefined ? undefined : `${commit}\t${this.folder}`;
  }

  /** True when `commit` was verified for this write's folder. */
  has(commit: string): boolean {
    const entry = this.entry(commit);
    return entry !== undefined && this.entries.includes(entry);
  }

  /** Remembers `commit` as verified for this write's folder; `save` keeps it for the next ones. */
  add(commit: string): void {
    const entry = this.entry(commit);
    if (entry === undefined || this.entries.includes(entry)) return;
    this.entries.push(entry);
    this.entries.splice(0, Math.max(0, this.entries.length - KEEP_VERIFIED));
  }

  /**
   * Remembers `to`, a child of `from` that changed only the paths `changed`, as verified for every
   * other folder `from` was verified for and `to` left alone: such a folder is `from`'s byte for
   * byte with the same last gate commit below it, so it verifies as `from`'s did (the agents of a
   * repository, written in turn, do not replay each other's ledgers).
   */
  carry(from: string, to: string, changed: readonly string[]): void {
    for (const line of [...this.entries]) {
      const [commit, folder = ''] = line.split('\t');
      if (commit !== from || folder === this.folder) continue;
      if (changed.some((path) => path.startsWith(`${folder}/`))) continue;
      const entry = `${to}\t${folder}`;
      if (!this.entries.includes(entry)) this.entries.push(entry);
    }
    this.entries.splice(0, Math.max(0, this.entries.length - KEEP_VERIFIED));
  }

  /** Writes the list (only after a write committed: a refused write leaves no byte behind). */
  async save(): Promise<void> {
    if (!this.file) return;
    await writeStateFiles('/', new Map([[this.file, `${this.entries.join('\n')}\n`]])).catch(
      () => undefined,
    );
  }
}

/** Entries kept, every folder's together (the newest). */
const KEEP_VERIFIED = 64;
