/**
 * Reaction polling: turns 👍 / 👎 on the agent's PR bodies, PR comments and review comments into
 * feedback events. Lists every 👍 / 👎 through the API (no cursor: nothing the agent can push to
 * the state branch decides what is looked at), reads what the ledger already holds, and leaves
 * every decision to src/core/feedback.ts.
 */
import {
  decideFeedback,
  localNotes,
  recordedFeedback,
  reactorsToAsk,
  type FeedbackPoll,
} from '../core/feedback.js';
import { deletedCommentFeedback, type DeletedComment } from '../core/deleted-feedback.js';
import { ledgerMonth } from '../core/ledger.js';
import type { FeedbackEvent, LedgerEvent } from '../core/model.js';
import type { StateStore } from '../git/state-store.js';
import {
  listReactionSubjects,
  listRecentPulls,
  type ListedSubjects,
  type RecentPulls,
} from '../github/graphql-reactions.js';
import { rememberedComments, type CommentMemory } from '../core/comment-memory.js';
import type { CommitRef } from '../github/state-commits.js';
import {
  repositoryPermissions,
  type GitHubClient,
  type RepoCoordinates,
} from '../github/reactions.js';

/** How far back pull requests are polled by default: the score's 7-day window. */
export const DEFAULT_REACTION_LOOKBACK_DAYS = 7;

/** The ledger's events of one kind from `fromAt`'s month on (none predates what it records). */
export async function recordedSince<K extends LedgerEvent['kind']>(
  store: StateStore,
  fromAt: string,
  kind: K,
): Promise<Extract<LedgerEvent, { kind: K }>[]> {
  const first = ledgerMonth({ at: fromAt });
  const events: Extract<LedgerEvent, { kind: K }>[] = [];
  for (const month of store.months.filter((m) => m >= first)) {
    for (const event of await store.segment(month)) {
      if (event.kind === kind) events.push(event as Extract<LedgerEvent, { kind: K }>);
    }
  }
  return events;
}

/** Feedback already in the ledger, from `fromAt`'s month on (events never predate their reaction). */
const feedbackSince = (store: StateStore, fromAt: string) =>
  recordedSince(store, fromAt, 'feedback');

/** A poll's result: the events to record and what was ignored. */
export interface ReactionPollResult extends FeedbackPoll {
  /** Subjects looked at (PR bodies and the agent's comments). */
  subjects: number;
}

/** Where the poll's lookback starts for a run at `now`. */
export function lookbackStart(now: string, lookbackDays = DEFAULT_REACTION_LOOKBACK_DAYS): string {
  return new Date(Date.parse(now) - lookbackDays * 86_400_000).toISOString();
}

/** What the poll's listing is of. */
export interface FeedbackListing {
  client: GitHubClient;
  repository: RepoCoordinates;
  agents: readonly string[];
  now: string;
  lookbackDays?: number;
  /** A commit whose signature the first request asks about too (the state branch's head). */
  commit?: CommitRef;
}

/**
 * The first step of {@link listFeedbackSubjects}: the pull requests updated in the lookback and,
 * with `commit`, that commit's signature, in one request (none without agents).
 */
export async function listFeedbackPulls(options: FeedbackListing): Promise<RecentPulls> {
  if (options.agents.length === 0) return { ids: [], commit: undefined };
  return listRecentPulls(options.client, {
    ...options.repository,
    since: lookbackStart(options.now, options.lookbackDays),
    ...(options.commit ? { commit: options.commit } : {}),
  });
}

/**
 * Lists the subjects of the agent's PRs (and, with `commit`, that commit's signature) once.
 * `pulls`: listed already (see {@link listFeedbackPulls}); `known`: the agents' comments the
 * state remembers (see src/core/comment-memory.ts).
 */
export async function listFeedbackSubjects(
  options: FeedbackListing & { pulls?: RecentPulls; known?: CommentMemory | undefined },
): Promise<ListedSubjects> {
  const since = lookbackStart(options.now, options.lookbackDays);
  if (options.agents.length === 0)
    return { subjects: [], commit: undefined, comments: [], pulls: [], since, agents: [] };
  return listReactionSubjects(options.client, {
    ...options.repository,
    agents: options.agents,
    since,
    ...(options.commit ? { commit: options.commit } : {}),
    ...(options.pulls ? { pulls: options.pulls } : {}),
    ...(options.known ? { known: options.known } : {}),
  });
}

/**
 * The agents' comments the cycles recorded for a listing of `agents`' comments from `since` on,
 * by a run to which GitHub had asserted no instant later than `bound` (see
 * src/core/comment-memory.ts): the ledger's cycles from a lookback before it, since a record's
 * cycle may be older than its instant.
 */
export async function rememberedAgentComments(
  store: StateStore,
  reader: { since: string; bound: string; agents: readonly string[] },
  lookbackDays = DEFAULT_REACTION_LOOKBACK_DAYS,
): Promise<CommentMemory | undefined> {
  const cycles = await recordedSince(store, lookbackStart(reader.since, lookbackDays), 'cycle');
  return rememberedComments(cycles, reader);
}

/**
 * Polls reactions once. `notBefore` is the last cycle's instant (see `judgeReaction`); ignored
 * reactions are reported when made since then. `listed`: the subjects already listed (by
 * `listFeedbackSubjects`), else they are listed here.
 */
export async function pollReactions(options: {
  client: GitHubClient;
  repository: RepoCoordinates;
  /** The agent's logins: its PRs and comments are polled, and its reactions never count. */
  agents: readonly string[];
  /** The logins of a team's other agents: their reactions never count either. */
  otherAgents?: readonly string[];
  operators: readonly string[];
  store: StateStore;
  notBefore: string | undefined;
  now: string;
  timeZone: string;
  lookbackDays?: number;
  listed?: ListedSubjects;
}): Promise<ReactionPollResult> {
  const { client, repository, agents, operators, store, now } = options;
  const since = lookbackStart(now, options.lookbackDays);
  const listedSubjects = (options.listed ?? (await listFeedbackSubjects(options))).subjects;
  // Only what GitHub knew at `now`: a run at any later time records the same feedback for it.
  const subjects = listedSubjects.map((subject) => ({
    ...subject,
    reactions: subject.reactions.filter((r) => Date.parse(r.createdAt) <= Date.parse(now)),
  }));

  // The daily cap counts the day of the earliest reaction too, which may be clamped to notBefore.
  let earliest: string | undefined = options.notBefore;
  for (const subject of subjects) {
    for (const r of subject.reactions) {
      if (earliest === undefined || Date.parse(r.createdAt) < Date.parse(earliest))
        earliest = r.createdAt;
    }
  }
  const recorded = recordedFeedback(
    earliest === undefined ? [] : await feedbackSince(store, earliest),
    options.timeZone,
  );

  const refused = [...agents, ...(options.otherAgents ?? [])];
  const logins = reactorsToAsk(subjects, { agents: refused, operators }, recorded);
  const permissions =
    logins.length === 0
      ? new Map()
      : await repositoryPermissions(client, { ...repository, logins });

  const poll = decideFeedback({
    subjects,
    trust: { agents: refused, operators, permissions },
    recorded,
    notBefore: options.notBefore,
    reportSince: options.notBefore,
    timeZone: options.timeZone,
  });
  // Feedback the Action did not verify moves no score here: say so, since the last cycle.
  const notes = localNotes(
    await feedbackSince(store, options.notBefore ?? since),
    options.notBefore,
  );
  return { ...poll, ignored: [...poll.ignored, ...notes], subjects: subjects.length };
}

/**
 * The 👎 a deleted comment carried that `agent` is charged for (see src/core/deleted-feedback.ts),
 * against what the ledgers already hold for that comment: `stores` is every agent's of a team, so
 * a 👎 the poll charged to the comment's author is not charged again to the agent that deletes
 * it. At `now`, never before `notBefore`.
 */
export async function deletedCommentEvents(options: {
  comment: DeletedComment;
  agent: readonly string[];
  everyAgent: readonly string[];
  stores: readonly StateStore[];
  notBefore: string | undefined;
  now: string;
}): Promise<FeedbackEvent[]> {
  const { notBefore, now } = options;
  const recorded = await Promise.all(
    options.stores.map((store) => feedbackSince(store, options.comment.createdAt)),
  );
  return deletedCommentFeedback({
    comment: options.comment,
    agent: options.agent,
    everyAgent: options.everyAgent,
    recorded: recorded.flat(),
    at: notBefore !== undefined && Date.parse(notBefore) > Date.parse(now) ? notBefore : now,
  });
}
