/**
 * Which commit of the state branch the scheduled run builds on. Anyone who can push to the state
 * branch can put a commit there; a commit the run cannot verify (a ledger line changed or dropped
 * since the last gate commit, derived files or checkpoints other than a replay, a file that does
 * not parse) is not built on. The run falls back to the newest first-parent ancestor that
 * verifies, keeps scoring from it, restores it on top, and reports the commits it left out —
 * rather than failing every heartbeat until someone repairs the branch.
 */
import type { Config } from '../config.js';
import { escapeMarkdown } from '../core/render/markdown.js';
import { InputError } from '../errors.js';
import type { Repo } from '../git/repo.js';
import { commitSource, loadStateStore } from '../git/state-store.js';
import { verifyStateCommit } from './state-verify.js';

/** How far below the head a verifying commit is looked for before starting from nothing. */
const MAX_DEPTH = 50;

/** A state branch head and the commit the run trusts under it. */
export interface StateTrust {
  head: string;
  /** The newest commit at or below the head that verifies (undefined: none, an empty state). */
  trusted: string | undefined;
  /** The commits above `trusted`, newest first, with why the newest one did not verify. */
  foreign: { sha: string; subject: string }[];
  /** Why the head did not verify (undefined when the head is trusted). */
  problem: string | undefined;
}

/** Finds the commit to build on under `head` (first parents, newest first). */
export async function resolveStateTrust(
  repo: Repo,
  config: Config,
  head: string,
): Promise<StateTrust> {
  const out = await repo.raw([
    'log',
    '--first-parent',
    `-n${MAX_DEPTH}`,
    '--format=%H%x1f%s',
    head,
  ]);
  const commits = out
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [sha = '', subject = ''] = line.split('\x1f');
      return { sha, subject };
    });
  const foreign: StateTrust['foreign'] = [];
  let problem: string | undefined;
  for (const commit of commits) {
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
      foreign.push(commit);
    }
  }
  return { head, trusted: undefined, foreign, problem };
}

/** Untrusted text (a commit subject, a message) inline in Markdown. */
const inline = (text: string) => escapeMarkdown(text.replace(/[\r\n]+/g, ' '));

/** The Markdown section and the one-line warning that report a fallback. */
export function tamperingReport(trust: StateTrust): { markdown: string; warning: string } {
  const base = trust.trusted ? `\`${trust.trusted.slice(0, 12)}\`` : 'an empty state';
  const list = trust.foreign
    .slice(0, 10)
    .map((c) => `- \`${c.sha.slice(0, 12)}\` ${inline(c.subject.slice(0, 100))}`)
    .join('\n');
  const more = trust.foreign.length > 10 ? `\n- … and ${trust.foreign.length - 10} more` : '';
  const why = (trust.problem ?? '').slice(0, 500);
  return {
    markdown:
      `### ⚠️ State branch tampered with\n\n` +
      `The state branch holds ${trust.foreign.length} commit(s) that do not verify against the ` +
      `ledger; this run scored from ${base} and restored it on top:\n\n${list}${more}\n\n` +
      `Why the head did not verify: ${inline(why)}\n`,
    warning: `the state branch was tampered with: ${trust.foreign
      .slice(0, 3)
      .map((c) => c.sha.slice(0, 12))
      .join(
        ', ',
      )}${trust.foreign.length > 3 ? ' …' : ''} did not verify; scored from ${trust.trusted?.slice(0, 12) ?? 'an empty state'} and restored it`,
  };
}

/** The trust of each head a run meets (a lost push race meets a new one), the last one kept. */
export class TrustedState {
  private last: StateTrust | undefined;

  constructor(
    private readonly repo: Repo,
    private readonly config: Config,
  ) {}

  /** The commit to build on under `head`. */
  async base(head: string): Promise<string | undefined> {
    if (this.last?.head !== head) this.last = await resolveStateTrust(this.repo, this.config, head);
    return this.last.trusted;
  }

  /** The last head met, when it was not built on. */
  tampering(): StateTrust | undefined {
    return this.last && this.last.trusted !== this.last.head ? this.last : undefined;
  }
}
