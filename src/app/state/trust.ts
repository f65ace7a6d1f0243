/**
 * Which commit of the state branch the scheduled run builds on. Anyone who can push to the state
 * branch can put a commit there. The Action builds only on a commit it wrote itself — signed by
 * GitHub for its bot, as GitHub's API asserts (see signed-state.ts) — whose content also verifies
 * (no ledger line changed or dropped since the last gate commit, derived files and checkpoints
 * equal to a replay, every file parses). The run falls back to the newest first-parent ancestor
 * that is both, keeps scoring from it, restores it on top, and reports the commits it left out —
 * rather than failing every heartbeat until someone repairs the branch.
 */
import type { Config } from '../../config.js';
import { escapeMarkdown } from '../../core/render/markdown.js';
import { InputError } from '../../errors.js';
import type { Repo } from '../../git/repo.js';
import { commitSource, loadStateStore } from '../../git/state-store.js';
import type { CommitAttestation } from '../../github/state-commits.js';
import { foreignReason, loginCode } from '../signed-state.js';
import { verifyStateCommit } from './verify.js';
import { RUN_ATTEMPT_TRAILER, RUN_TRAILER } from './run-binding.js';

/** What GitHub asserts about a commit (the Action); absent, content alone decides (tests, CLI). */
export type Attest = (sha: string) => Promise<CommitAttestation>;

/**
 * Why a signed commit naming `runIds` and `attempts` (its `Heartbeat-Run` and
 * `Heartbeat-Run-Attempt` trailers), created at `committedAt`, is not the heartbeat's (see
 * run-binding.ts), or undefined when it is.
 */
export type BindRun = (
  sha: string,
  runIds: readonly string[],
  attempts: readonly string[],
  committedAt: string | undefined,
) => Promise<string | undefined>;

/** A commit the run did not build on. */
export interface ForeignCommit {
  sha: string;
  subject: string;
  /** Who GitHub says wrote it (the account its author email belongs to), when attested. */
  author?: string | null;
  /** The author name the commit itself claims. */
  authorName?: string;
  /** The files it changed (GitHub's listing), when attested. */
  files?: string[];
  /** Why it was left out. */
  why: string;
}

/** How far below the head a verifying commit is looked for before starting from nothing. */
const MAX_DEPTH = 50;

/** A state branch head and the commit the run trusts under it. */
export interface StateTrust {
  head: string;
  /** The newest commit at or below the head that verifies (undefined: none, an empty state). */
  trusted: string | undefined;
  /** The commits above `trusted`, newest first, with why the newest one did not verify. */
  foreign: ForeignCommit[];
  /** Why the head did not verify (undefined when the head is trusted). */
  problem: string | undefined;
}

/** Finds the commit to build on under `head` (first parents, newest first). */
export async function resolveStateTrust(
  repo: Repo,
  config: Config,
  head: string,
  attest?: Attest,
  /** The login whose signed commits are the gate's (default `github-actions[bot]`). */
  writer?: string,
  /** The run each signed commit names must be a heartbeat run (the Action). */
  bindRun?: BindRun,
): Promise<StateTrust> {
  const out = await repo.raw({
    args: [
      'log',
      '--first-parent',
      `-n${MAX_DEPTH}`,
      `--format=%H%x1f%s%x1f%(trailers:key=${RUN_TRAILER},valueonly,separator=%x1e)%x1f%(trailers:key=${RUN_ATTEMPT_TRAILER},valueonly,separator=%x1e)`,
    ],
    operands: [head],
  });
  const commits = out
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [sha = '', subject = '', runs = '', attempts = ''] = line.split('\x1f');
      const values = (text: string) => text.split('\x1e').filter((value) => value.length > 0);
      return { sha, subject, runs: values(runs), attempts: values(attempts) };
    });
  const foreign: StateTrust['foreign'] = [];
  let problem: string | undefined;
  for (const commit of commits) {
    if (attest) {
      const attestation = await attest(commit.sha);
      const why =
        foreignReason(attestation, commit.subject, writer) ??
        (bindRun
          ? await bindRun(commit.sha, commit.runs, commit.attempts, attestation.committedAt)
          : undefined);
      if (why !== undefined) {
        problem ??= `${commit.sha.slice(0, 12)} is ${why}`;
        foreign.push({
          sha: commit.sha,
          subject: commit.subject,
          author: attestation.authorLogin,
          authorName: attestation.authorName,
          files: attestation.files,
          why,
        });
        continue;
      }
    }
    try {
      const store = await loadStateStore(
        commitSource(repo, commit.sha, config.stateDir),
        config.stateDir,
      );
      await verifyStateCommit(repo, config, commit.sha, store);
      return { head, trusted: commit.sha, foreign, problem };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problem ??= error.message;
      foreign.push({ sha: commit.sha, subject: commit.subject, why: 'its state does not verify' });
    }
  }
  return { head, trusted: undefined, foreign, problem };
}

/** Untrusted text (a commit subject, a message) inline in Markdown. */
const inline = (text: string) => escapeMarkdown(text.replace(/[\r\n]+/g, ' '));

/** Who wrote a foreign commit, as GitHub links it, and the name the commit claims. */
function writer(commit: ForeignCommit): string {
  if (commit.author === undefined) return '';
  const claimed = commit.authorName
    ? ` (git author “${inline(commit.authorName.slice(0, 60))}”)`
    : '';
  return commit.author
    ? ` — by ${loginCode(`@${commit.author}`)}${claimed}`
    : ` — by no GitHub account${claimed}`;
}

/** The files a foreign commit changed, at most five. */
function changedFiles(commit: ForeignCommit): string {
  if (!commit.files?.length) return '';
  const shown = commit.files
    .slice(0, 5)
    .map((file) => `\`${file.slice(0, 200).replaceAll('`', "'")}\``);
  const more = commit.files.length > 5 ? ` and ${commit.files.length - 5} more` : '';
  return `; changed ${shown.join(', ')}${more}`;
}

/** The Markdown section and the one-line warning that report a fallback. */
export function tamperingReport(trust: StateTrust): { markdown: string; warning: string } {
  const base = trust.trusted ? `\`${trust.trusted.slice(0, 12)}\`` : 'an empty state';
  const list = trust.foreign
    .slice(0, 10)
    .map(
      (c) =>
        `- \`${c.sha.slice(0, 12)}\` ${inline(c.subject.slice(0, 100))}${writer(c)}: ${c.why}${changedFiles(c)}`,
    )
    .join('\n');
  const more = trust.foreign.length > 10 ? `\n- … and ${trust.foreign.length - 10} more` : '';
  const why = (trust.problem ?? '').slice(0, 500);
  const empty = trust.trusted
    ? ''
    : `\n\nNo commit below them is one the gate wrote (within ${MAX_DEPTH} commits), so the score starts again from an empty state; the left-out commits stay in the branch's history.`;
  const first = trust.foreign[0];
  return {
    markdown:
      `### ⚠️ State branch tampered with\n\n` +
      `The state branch holds ${trust.foreign.length} commit(s) the gate did not write or that do ` +
      `not verify against the ledger; none of their events count. This run scored from ${base} ` +
      `and restored it on top:\n\n${list}${more}${empty}\n\n` +
      `Why the head is not built on: ${inline(why)}\n`,
    warning: `the state branch was tampered with: ${trust.foreign
      .slice(0, 3)
      .map((c) => c.sha.slice(0, 12))
      .join(', ')}${trust.foreign.length > 3 ? ' …' : ''}${
      first?.author !== undefined ? ` (newest by ${first.author ?? 'no GitHub account'})` : ''
    } left out; scored from ${trust.trusted?.slice(0, 12) ?? 'an empty state'} and restored it`,
  };
}

/** The trust of each head a run meets (an older layout's shared branch too, when moving it), the last one kept. */
export class TrustedState {
  private last: StateTrust | undefined;
  /** The head `restore` replaced the trusted commit under. */
  private restored: string | undefined;

  constructor(
    private readonly repo: Repo,
    private readonly config: Config,
    private readonly attest?: Attest,
    private readonly writer?: string,
    private readonly bindRun?: BindRun,
  ) {}

  /** The commit to build on under `head`. */
  async base(head: string): Promise<string | undefined> {
    if (this.last?.head !== head)
      this.last = await resolveStateTrust(
        this.repo,
        this.config,
        head,
        this.attest,
        this.writer,
        this.bindRun,
      );
    return this.last.trusted;
  }

  /**
   * Builds on `remembered` (a state commit the gate wrote, which a force push took off the
   * branch) under `head` instead; answers it.
   */
  restore(head: string, remembered: string): string {
    this.restored = head;
    this.last = {
      head,
      trusted: remembered,
      foreign: this.last?.foreign ?? [],
      problem: this.last?.problem,
    };
    return remembered;
  }

  /** The last head met, when it was not built on because of commits the gate did not write. */
  tampering(): StateTrust | undefined {
    if (!this.last || this.last.trusted === this.last.head) return undefined;
    // A rollback alone is reported as such (remembered.ts), not as foreign commits.
    return this.restored === this.last.head && this.last.foreign.length === 0
      ? undefined
      : this.last;
  }
}
