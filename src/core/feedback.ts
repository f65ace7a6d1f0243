/**
 * Operator feedback from 👍 / 👎 reactions (seeds 001 and 004: +3 / -10): which reactions to look
 * at, and which of them count. GitHub has no reaction webhook, so the Action polls; this module
 * holds every rule of that poll as plain data in, plain data out.
 *
 * A reaction counts when:
 * - its user is an operator (write, maintain or admin permission, or listed in `operators`),
 * - its user is not the agent, nor any look-alike of its logins (`looksLikeAgent`),
 * - the text it reacts to was not edited after it was made,
 * - it was never counted before (its id is the ledger event id, so it counts once ever).
 */
import { z } from 'zod';
import { isListedOperator, looksLikeAgent } from './identity.js';
import { sortEvents } from './ledger.js';
import type { FeedbackEvent } from './model.js';

/** The two reactions that are feedback, as GitHub spells them. */
export type FeedbackContent = '+1' | '-1';

/** Something the agent wrote that operators react to: a PR body, a PR comment, a review comment. */
export interface ReactionSubject {
  /** Stable key: `pull:<number>`, `issue-comment:<id>` or `review-comment:<id>`. */
  key: string;
  /** Where it is (its html_url), for the audit trail. */
  url: string;
  author: string;
  createdAt: string;
  /**
   * When its text last changed, as far as the API tells (a comment's `updated_at`). A PR body
   * has no such field; its adapter leaves this at `createdAt` and gives `bodyHash` instead.
   */
  updatedAt: string;
  /** A fingerprint of a PR body, so an edit between two polls is noticed. */
  bodyHash?: string;
  /** The 👍 and 👎 counts of its reactions rollup. */
  up: number;
  down: number;
  /** All its reactions, of every content (the rollup's total), when the API gave it. */
  total?: number;
}

/** What the last poll saw of one subject. */
export const SeenSubjectSchema = z.object({
  up: z.number().int().nonnegative(),
  down: z.number().int().nonnegative(),
  /** The latest known edit of its text (ISO-8601), inferred for PR bodies. */
  editedAt: z.string().datetime({ offset: true }),
  bodyHash: z.string().optional(),
});
export type SeenSubject = z.infer<typeof SeenSubjectSchema>;

/**
 * The poll cursor, committed beside the ledger: the reaction counts last seen per subject. It
 * only saves requests (reactors are listed where a count changed); losing it re-lists everything
 * once, and the ledger's ids keep each reaction counted once.
 */
export const ReactionCursorSchema = z
  .object({
    subjects: z.record(z.string(), SeenSubjectSchema),
  })
  .strict();
export type ReactionCursor = z.infer<typeof ReactionCursorSchema>;

/** An empty cursor: every subject with a 👍 or 👎 is listed. */
export const EMPTY_REACTION_CURSOR: ReactionCursor = { subjects: {} };

/** One reaction as listed by the API, reduced to what the rules need. */
export interface Reaction {
  id: number;
  content: FeedbackContent;
  user: string;
  createdAt: string;
}

/** A repository role as the permission API reports it (`maintain` through `role_name`). */
export type RepositoryPermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** Why a reaction did not count. */
export type ReactionRejection =
  'already-counted' | 'agent' | 'not-an-operator' | 'edited-after-reaction';

/** A subject and a reaction content whose reactors must be listed. */
export interface ReactorListing {
  subject: ReactionSubject;
  content: FeedbackContent;
}

const time = (iso: string): number => Date.parse(iso);
const later = (a: string, b: string): string => (time(a) >= time(b) ? a : b);

/**
 * When the subject's text last changed. A comment says so itself; a PR body changed since the
 * previous poll is taken as edited at `now`, the latest it can have been (so no reaction made
 * before the edit counts by mistake).
 */
export function subjectEditedAt(
  subject: ReactionSubject,
  seen: SeenSubject | undefined,
  now: string,
): string {
  let editedAt = subject.updatedAt;
  if (seen) {
    editedAt = later(editedAt, seen.editedAt);
    if (subject.bodyHash !== undefined && seen.bodyHash !== subject.bodyHash) {
      editedAt = later(editedAt, now);
    }
  }
  return editedAt;
}

/** The subjects and contents whose count differs from what the cursor last saw. */
export function reactorsToList(
  subjects: readonly ReactionSubject[],
  cursor: ReactionCursor,
): ReactorListing[] {
  const listings: ReactorListing[] = [];
  for (const subject of subjects) {
    const seen = cursor.subjects[subject.key];
    if (subject.up !== (seen?.up ?? 0)) listings.push({ subject, content: '+1' });
    if (subject.down !== (seen?.down ?? 0)) listings.push({ subject, content: '-1' });
  }
  return listings;
}

/** One listing request: a subject's reactors of one content, or of both in one unfiltered listing. */
export interface ReactorRequest {
  subject: ReactionSubject;
  contents: FeedbackContent[];
}

/**
 * The requests for some listings. The REST API filters reactions by one content at a time, so a
 * subject whose 👍 and 👎 both changed is listed once, unfiltered, when all its reactions fit in
 * one page; a subject with more reactions (other contents too) keeps a filtered listing each.
 */
export function reactorRequests(
  listings: readonly ReactorListing[],
  pageSize: number,
): ReactorRequest[] {
  const requests: ReactorRequest[] = [];
  const bySubject = new Map<string, ReactorRequest>();
  for (const { subject, content } of listings) {
    const pending = bySubject.get(subject.key);
    if (pending && subject.total !== undefined && subject.total <= pageSize) {
      pending.contents.push(content);
      continue;
    }
    const request = { subject, contents: [content] };
    bySubject.set(subject.key, request);
    requests.push(request);
  }
  return requests;
}

/** The cursor after a poll: exactly the subjects polled, with their counts and edit times. */
export function nextReactionCursor(
  subjects: readonly ReactionSubject[],
  cursor: ReactionCursor,
  now: string,
): ReactionCursor {
  const next: ReactionCursor = { subjects: {} };
  for (const subject of [...subjects].sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const seen = cursor.subjects[subject.key];
    next.subjects[subject.key] = {
      up: subject.up,
      down: subject.down,
      editedAt: subjectEditedAt(subject, seen, now),
      ...(subject.bodyHash === undefined ? {} : { bodyHash: subject.bodyHash }),
    };
  }
  return next;
}

/** The ledger id of a reaction: one reaction, one event, ever. */
export function reactionEventId(reactionId: number): string {
  return `reaction-${reactionId}`;
}

/** Who may give feedback, and who may not. */
export interface FeedbackTrust {
  /** The agent's logins; their reactions never count. */
  agents: readonly string[];
  /** Logins trusted whatever their permission. */
  operators: readonly string[];
  /** Each reactor's permission on the repository (a missing login has none). */
  permissions: ReadonlyMap<string, RepositoryPermission>;
}

const OPERATOR_PERMISSIONS: ReadonlySet<RepositoryPermission> = new Set([
  'admin',
  'maintain',
  'write',
]);

/** Whether a login's reactions are operator feedback (the agent's never are). */
export function isOperator(login: string, trust: FeedbackTrust): boolean {
  if (looksLikeAgent(login, trust.agents)) return false;
  if (isListedOperator(login, trust.operators)) return true;
  const permission = trust.permissions.get(login.toLowerCase()) ?? 'none';
  return OPERATOR_PERMISSIONS.has(permission);
}

/** The verdict on one reaction: the feedback event it records, or why it does not count. */
export type ReactionJudgement =
  { counts: true; event: FeedbackEvent } | { counts: false; reason: ReactionRejection };

/**
 * Judges one reaction on `subject`. The event's instant is the reaction's, but never before
 * `notBefore` (the last cycle): a late-polled reaction lands in the open cycle instead of
 * rewriting one already committed.
 */
export function judgeReaction(options: {
  reaction: Reaction;
  subject: ReactionSubject;
  /** The subject's latest edit (`subjectEditedAt`). */
  editedAt: string;
  trust: FeedbackTrust;
  /** Ledger ids already recorded. */
  counted: ReadonlySet<string>;
  notBefore: string | undefined;
}): ReactionJudgement {
  const { reaction, subject, editedAt, trust } = options;
  const id = reactionEventId(reaction.id);
  if (options.counted.has(id)) return { counts: false, reason: 'already-counted' };
  if (looksLikeAgent(reaction.user, trust.agents)) return { counts: false, reason: 'agent' };
  if (!isOperator(reaction.user, trust)) return { counts: false, reason: 'not-an-operator' };
  // An edit in the same second as the reaction may have come after it: it does not count.
  const edited = time(editedAt) > time(subject.createdAt);
  if (edited && time(editedAt) >= time(reaction.createdAt)) {
    return { counts: false, reason: 'edited-after-reaction' };
  }
  const at =
    options.notBefore !== undefined && time(options.notBefore) > time(reaction.createdAt)
      ? options.notBefore
      : reaction.createdAt;
  return {
    counts: true,
    event: {
      id,
      at,
      kind: 'feedback',
      direction: reaction.content === '+1' ? 'up' : 'down',
      by: reaction.user,
      source: subject.url,
    },
  };
}

/** A reaction that was looked at and did not count, for the job summary. */
export interface IgnoredReaction {
  reactionId: number;
  user: string;
  content: FeedbackContent;
  url: string;
  reason: ReactionRejection;
}

/** The outcome of one poll: what to record, what was ignored, and the cursor to commit. */
export interface FeedbackPoll {
  events: FeedbackEvent[];
  ignored: IgnoredReaction[];
  cursor: ReactionCursor;
}

/**
 * Decides a whole poll: `reactors` holds the reactions listed for each `reactorsToList` entry
 * (by subject key and content). Reactions already counted are neither recorded nor reported.
 */
export function decideFeedback(options: {
  subjects: readonly ReactionSubject[];
  cursor: ReactionCursor;
  reactors: ReadonlyMap<string, readonly Reaction[]>;
  trust: FeedbackTrust;
  counted: ReadonlySet<string>;
  notBefore: string | undefined;
  now: string;
}): FeedbackPoll {
  const counted = new Set(options.counted);
  const events: FeedbackEvent[] = [];
  const ignored: IgnoredReaction[] = [];
  for (const { subject, content } of reactorsToList(options.subjects, options.cursor)) {
    const editedAt = subjectEditedAt(subject, options.cursor.subjects[subject.key], options.now);
    for (const reaction of options.reactors.get(reactorKey(subject.key, content)) ?? []) {
      if (reaction.content !== content) continue;
      const judgement = judgeReaction({
        reaction,
        subject,
        editedAt,
        trust: options.trust,
        counted,
        notBefore: options.notBefore,
      });
      if (judgement.counts) {
        events.push(judgement.event);
        counted.add(judgement.event.id);
      } else if (judgement.reason !== 'already-counted') {
        ignored.push({
          reactionId: reaction.id,
          user: reaction.user,
          content,
          url: subject.url,
          reason: judgement.reason,
        });
      }
    }
  }
  return {
    events: sortEvents(events) as FeedbackEvent[],
    ignored,
    cursor: nextReactionCursor(options.subjects, options.cursor, options.now),
  };
}

/** The key of one reactor listing in `decideFeedback`'s `reactors` map. */
export function reactorKey(subjectKey: string, content: FeedbackContent): string {
  return `${subjectKey} ${content}`;
}
