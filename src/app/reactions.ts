/**
 * Reaction polling: turns 👍 / 👎 on the agent's PR bodies, PR comments and review comments into
 * feedback events. Reads the cursor and the ledger from the state, asks GitHub only what changed
 * since the cursor, and leaves every decision to src/core/feedback.ts.
 */
import { InputError } from '../errors.js';
import {
  decideFeedback,
  EMPTY_REACTION_CURSOR,
  reactorKey,
  reactorRequests,
  reactorsToList,
  ReactionCursorSchema,
  type FeedbackPoll,
  type Reaction,
  type ReactionCursor,
  type ReactionSubject,
  type RepositoryPermission,
} from '../core/feedback.js';
import { isListedOperator, looksLikeAgent } from '../core/identity.js';
import { ledgerMonth } from '../core/ledger.js';
import type { StateStore } from '../git/state-store.js';
import { PER_PAGE } from '../github/octokit.js';
import {
  listAgentComments,
  listAgentPulls,
  listReactors,
  repositoryPermission,
  type GitHubClient,
  type RepoCoordinates,
} from '../github/reactions.js';

/** Where the poll cursor lives, beside the ledger. */
export const reactionCursorPath = (stateDir: string): string => `${stateDir}/reactions.json`;

/** How far back pull requests are polled by default: the score's 7-day window. */
export const DEFAULT_REACTION_LOOKBACK_DAYS = 7;

/** Reads the cursor of a state; a missing file is an empty cursor, a bad one an InputError. */
export async function loadReactionCursor(store: StateStore): Promise<ReactionCursor> {
  const path = reactionCursorPath(store.stateDir);
  const text = await store.source.read(path);
  if (text === undefined) return EMPTY_REACTION_CURSOR;
  const file = store.source.describe(path);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${(error as Error).message})`, file);
  }
  const parsed = ReactionCursorSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    throw new InputError(`${file}: field ${field}: ${issue?.message ?? 'invalid'}`, file);
  }
  return parsed.data;
}

/** Canonical text of the cursor file. */
export function serializeReactionCursor(cursor: ReactionCursor): string {
  return `${JSON.stringify(cursor, null, 2)}\n`;
}

/** The ids of feedback already in the ledger, from `fromAt`'s month on (events never predate their reaction). */
async function countedFeedbackIds(store: StateStore, fromAt: string): Promise<Set<string>> {
  const first = ledgerMonth({ at: fromAt });
  const ids = new Set<string>();
  for (const month of store.months.filter((m) => m >= first)) {
    for (const event of await store.segment(month)) {
      if (event.kind === 'feedback') ids.add(event.id);
    }
  }
  return ids;
}

/** A poll's result: the events to record, what was ignored, and the cursor file to commit. */
export interface ReactionPollResult extends FeedbackPoll {
  /** Subjects looked at (PR bodies and the agent's comments). */
  subjects: number;
  /** The cursor file: repository-relative path and canonical text. */
  cursorFile: { path: string; text: string };
}

/** Polls reactions once. `notBefore` is the last cycle's instant (see `judgeReaction`). */
export async function pollReactions(options: {
  client: GitHubClient;
  repository: RepoCoordinates;
  agents: readonly string[];
  operators: readonly string[];
  store: StateStore;
  notBefore: string | undefined;
  now: string;
  lookbackDays?: number;
}): Promise<ReactionPollResult> {
  const { client, repository, agents, store, now } = options;
  const cursor = await loadReactionCursor(store);
  const lookback = options.lookbackDays ?? DEFAULT_REACTION_LOOKBACK_DAYS;
  const since = new Date(Date.parse(now) - lookback * 86_400_000).toISOString();

  const subjects: ReactionSubject[] = [];
  const pulls =
    agents.length === 0 ? [] : await listAgentPulls(client, { ...repository, agents, since });
  for (const pull of pulls) {
    subjects.push(pull.subject);
    subjects.push(
      ...(await listAgentComments(client, { ...repository, pullNumber: pull.number, agents })),
    );
  }

  const reactors = new Map<string, Reaction[]>();
  for (const { subject, contents } of reactorRequests(reactorsToList(subjects, cursor), PER_PAGE)) {
    const listed = await listReactors(client, { ...repository, subject, contents });
    for (const content of contents) {
      reactors.set(
        reactorKey(subject.key, content),
        listed.filter((reaction) => reaction.content === content),
      );
    }
  }
  const listed = [...reactors.values()].flat();

  const permissions = new Map<string, RepositoryPermission>();
  const toAsk = new Set(
    listed
      .map((r) => r.user.toLowerCase())
      .filter(
        (login) => !isListedOperator(login, options.operators) && !looksLikeAgent(login, agents),
      ),
  );
  for (const login of toAsk) {
    permissions.set(login, await repositoryPermission(client, { ...repository, login }));
  }

  const earliest = listed.reduce<string | undefined>(
    (min, r) =>
      min === undefined || Date.parse(r.createdAt) < Date.parse(min) ? r.createdAt : min,
    undefined,
  );
  const counted =
    earliest === undefined ? new Set<string>() : await countedFeedbackIds(store, earliest);

  const poll = decideFeedback({
    subjects,
    cursor,
    reactors,
    trust: { agents, operators: options.operators, permissions },
    counted,
    notBefore: options.notBefore,
    now,
  });
  return {
    ...poll,
    subjects: subjects.length,
    cursorFile: {
      path: reactionCursorPath(store.stateDir),
      text: serializeReactionCursor(poll.cursor),
    },
  };
}
