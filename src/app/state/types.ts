/** What a ledger write takes and answers (ledger-writer.ts writes; state/ helps it). */
import type { Config, RepositoryName } from '../../config.js';
import type { ReplayState } from '../../core/ledger.js';
import type { LedgerEvent } from '../../core/model.js';
import type { ReplayOptions } from '../../core/replay.js';
import type { Repo } from '../../git/repo.js';

/** Where state is written: the options every writing command shares. */
export interface LedgerTarget {
  /** A folder inside the repository. */
  cwd: string;
  /** Branch holding the state; default: the configured state branch, else the current branch. */
  branch?: string;
  /** Push the state commit to `remote` (and merge with what it holds). */
  push?: boolean;
  /** Remote to push to; default `origin`. */
  remote?: string;
  /** The configuration, when the caller read it elsewhere (the Action: from the trusted branch). */
  config?: Config;
  /** The agent whose state is written (`--agent`); required when the configuration has a team. */
  agent?: string | undefined;
  /**
   * This repository's name when `remote` is a state repository shared by many (`--repository`):
   * the state goes on its own branch there (`heartbeat/<owner>/<name>`, see state/target.ts),
   * and the local copy of the branch is a private ref, never one of this repository's branches.
   */
  repository?: RepositoryName | undefined;
  /** Which feedback moves the score (the Action: only the reactions it verified). */
  feedback?: ReplayOptions['feedback'];
  /**
   * With `push`: the commit at or below the remote's head to build on (undefined: none, an empty
   * state). When it is not the head, the commits above it are left out: the write commits the
   * trusted state (plus its events) on top of the head, restoring it. Without it, every copy is
   * verified and a mismatch is refused.
   */
  trustedBase?: (remoteHead: string) => Promise<string | undefined>;
  /**
   * With `push`: how a commit built here reaches the remote instead of `git push` (the Action:
   * through GitHub's API, which signs it). Answers the commit that landed, which may differ from
   * the local one in everything but its tree and parents.
   */
  publish?: StatePublisher;
}

/** Puts a locally built commit on the remote's branch, fast-forward only. */
export type StatePublisher = (commit: {
  repo: Repo;
  commit: string;
  parents: readonly string[];
  branch: string;
  remote: string;
  message: string;
  /** The remote has no such branch yet: the commit creates it (whatever its parents). */
  newBranch: boolean;
}) => Promise<{ pushed: true; commit: string } | { pushed: false; reason: string }>;

/** The merged state a planner decides from. */
export interface LedgerSnapshot {
  repo: Repo;
  config: Config;
  /** The team agent written for, named in the commit's trailers; undefined for the single agent. */
  agent: string | undefined;
  /** Every agent's logins, the team's included: none of them speaks as an operator. */
  everyAgentLogin: readonly string[];
  branch: string;
  /** Every copy merged and replayed; undefined while the ledger is empty. */
  state: ReplayState | undefined;
  /**
   * The state just after the last cycle, the events recorded since (in order) and the options
   * they were replayed with: a cycle due before some of them is planned without them.
   */
  atLastCycle?:
    { state: ReplayState; since: readonly LedgerEvent[]; options: ReplayOptions } | undefined;
}

/** What the new events did once merged and replayed. */
export interface LedgerEffects {
  /** The state after every event. */
  state: ReplayState | undefined;
  /** Planned events that were new (the others were already recorded). */
  added: LedgerEvent[];
  /** Planned event ids already recorded with other content (the recorded copy was kept). */
  conflicts: string[];
  /** The state just before, and just after, each planned event (by id). */
  before: ReadonlyMap<string, ReplayState | undefined>;
  after: ReadonlyMap<string, ReplayState>;
}

/** A planner's answer: events to append and how to describe the commit. */
export interface LedgerPlan<R> {
  events: LedgerEvent[];
  /** State files the commit carries besides the ledger's (path → text), e.g. the reaction poll cursor. */
  files?: ReadonlyMap<string, string>;
  /** The commit message and the command's result; may throw an InputError (nothing is written). */
  finish(effects: LedgerEffects): { message: string; result: R };
}

/** Decides what to append from the current merged state. */
export type LedgerPlanner<R> = (
  snapshot: LedgerSnapshot,
) => Promise<LedgerPlan<R> | { skip: R }> | LedgerPlan<R> | { skip: R };

/** The outcome of one write. */
export interface LedgerWrite<R> {
  result: R;
  /** The new state commit; undefined when nothing changed (or the planner skipped). */
  commit: string | undefined;
  branch: string;
  /** The commit reached the remote. */
  pushed: boolean;
  /** Things the user should know that did not stop the write. */
  warnings: string[];
}
