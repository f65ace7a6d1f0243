/**
 * Operator feedback from 👍 / 👎 reactions (seeds 001 and 004: +3 / -10): which of the reactions
 * GitHub lists count. GitHub has no reaction webhook, so the Action polls; this module holds every
 * rule of that poll as plain data in, plain data out.
 *
 * Every poll lists every 👍 and 👎 on every polled subject (no cursor: a count the agent can keep
 * steady by swapping its own reaction, or a cursor it can push, would hide an operator's 👎).
 * A reaction counts when:
 * - its user is an operator (write, maintain or admin permission, or listed in `operators`),
 * - its user is not the agent, nor any look-alike of its logins (`looksLikeAgent`),
 * - for a 👍 only: the text it approves was not edited at or after it (an edit never voids a 👎),
 * - for a 👍 only: the operator has fewer than `DAILY_THUMBS_UP_CAP` 👍 counted that day,
 * - the same operator's same content on the same subject was never counted before: the ledger key
 *   is (subject, operator, content), so removing and re-adding a 👍 counts once.
 */
import { isListedOperator, looksLikeAgent } from './identity.js';
import { sortEvents } from './ledger.js';
import type { FeedbackEvent } from './model.js';
import { calendarDay } from './score/calendar.js';

/** The two reactions that are feedback, as GitHub's REST API spells them. */
export type FeedbackContent = '+1' | '-1';

/** One 👍 / 👎 on a subject, as the API listed it. */
export interface Reaction {
  /** GitHub's id of the reaction, when the API gave it (only for the audit trail). */
  id?: number;
  content: FeedbackContent;
  user: string;
  /** When GitHub says it was made. */
  createdAt: string;
}

/** Something the agent wrote that operators react to: a PR body, a PR comment, a review comment. */
export interface ReactionSubject {
  /** Stable key: `pull:<number>`, `issue-comment:<id>` or `review-comment:<id>`. */
  key: string;
  /** Where it is (its html_url), for the audit trail; also the event's `source`. */
  url: string;
  author: string;
  createdAt: string;
  /** GitHub's `lastEditedAt`: when its text last changed, if ever. */
  editedAt: string | undefined;
  /** Every 👍 and 👎 on it: the adapter lists them all or fails. */
  reactions: readonly Reaction[];
}

/** A repository role as the permission API reports it (`maintain` through `role_name`). */
export type RepositoryPermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** Why a reaction did not count. */
export type ReactionRejection =
  | 'already-counted'
  | 'agent'
  | 'not-an-operator'
  | 'edited-after-reaction'
  | 'daily-cap'
  | 'local-note';

/**
 * At most this many of one operator's 👍 count towards one calendar day's score (+15): an
 * operator approving a flood of the agent's comments does not buy the agent a day. A 👍 past the
 * cap is ignored for now and looked at again at the next poll. 👎 has no cap.
 */
export const DAILY_THUMBS_UP_CAP = 5;

const time = (iso: string): number => Date.parse(iso);

const DIRECTION = { '+1': 'up', '-1': 'down' } as const;

/** Who may give feedback, and who may not. */
export interface FeedbackTrust {
  /** The agent's logins; their reactions never count. */
  agents: readonly string[];
  /** Logins trusted whatever their permission. */
  operators: readonly string[];
  /** Each reactor's permission on the repository, by lowercased login (missing: none). */
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

/**
 * The key that makes feedback count once: (subject, operator, content). `source` is the subject's
 * URL, which every feedback event the Action ever wrote carries, so events written before this key
 * existed (ids `reaction-<reaction id>`) are recognised too.
 */
export function feedbackKey(source: string, by: string, direction: 'up' | 'down'): string {
  return `${source} ${by.toLowerCase()} ${direction}`;
}

/** The ledger id of an operator's reaction: one per (subject, operator, content), ever. */
export function reactionEventId(subjectKey: string, by: string, content: FeedbackContent): string {
  return `reaction:${subjectKey}:${by.toLowerCase()}:${DIRECTION[content]}`;
}

/**
 * Whether a feedback event is a reaction the Action verified through the API: only the Action
 * writes the subject's URL as `source` beside the reactor; `heartbeat-gate feedback` (any
 * version) never does, so what it records is the operator's local note, never a reaction.
 */
export function isVerifiedReaction(event: FeedbackEvent): boolean {
  return event.by !== undefined && event.source !== undefined && /^reaction[-:]/.test(event.id);
}

/**
 * Feedback on the state branch that the Action did not write from a verified reaction (recorded
 * with `heartbeat-gate feedback`, or forged), since `since`: shown as not counted, never scored.
 */
export function localNotes(
  events: readonly FeedbackEvent[],
  since: string | undefined,
): IgnoredReaction[] {
  return events
    .filter(
      (e) =>
        !isVerifiedReaction(e) && (since === undefined || Date.parse(e.at) >= Date.parse(since)),
    )
    .map((e) => ({
      user: e.by ?? 'unknown',
      content: e.direction === 'up' ? '+1' : '-1',
      url: e.source ?? '',
      reason: 'local-note',
    }));
}

/** What the ledger already holds, as the poll needs it. */
export interface RecordedFeedback {
  /** Event ids of recorded feedback. */
  ids: ReadonlySet<string>;
  /** `feedbackKey`s of recorded feedback. */
  keys: ReadonlySet<string>;
  /** Recorded 👍 per `capKey(login, day)`. */
  upsPerDay: ReadonlyMap<string, number>;
}

/** The key of one operator's day in `RecordedFeedback.upsPerDay`. */
export function capKey(login: string, day: string): string {
  return `${login.toLowerCase()} ${day}`;
}

/** Reads recorded feedback events into what the poll needs (`timeZone` decides the day). */
export function recordedFeedback(
  events: readonly FeedbackEvent[],
  timeZone: string,
): RecordedFeedback {
  const ids = new Set<string>();
  const keys = new Set<string>();
  const upsPerDay = new Map<string, number>();
  for (const event of events) {
    ids.add(event.id);
    if (event.by === undefined) continue;
    if (event.source !== undefined) keys.add(feedbackKey(event.source, event.by, event.direction));
    if (event.direction === 'up') {
      const key = capKey(event.by, calendarDay(event.at, timeZone));
      upsPerDay.set(key, (upsPerDay.get(key) ?? 0) + 1);
    }
  }
  return { ids, keys, upsPerDay };
}

/** The verdict on one reaction: the feedback event it records, or why it does not count. */
export type ReactionJudgement =
  { counts: true; event: FeedbackEvent } | { counts: false; reason: ReactionRejection };

/**
 * Judges one reaction on `subject`, `recorded` being what the ledger (and this poll so far) holds.
 * The event's instant is the reaction's, but never before `notBefore` (the last cycle): a
 * late-polled reaction lands in the open cycle instead of rewriting one already committed.
 */
export function judgeReaction(options: {
  reaction: Reaction;
  subject: ReactionSubject;
  trust: FeedbackTrust;
  recorded: RecordedFeedback;
  notBefore: string | undefined;
  timeZone: string;
}): ReactionJudgement {
  const { reaction, subject, trust, recorded } = options;
  const direction = DIRECTION[reaction.content];
  const id = reactionEventId(subject.key, reaction.user, reaction.content);
  if (looksLikeAgent(reaction.user, trust.agents)) return { counts: false, reason: 'agent' };
  if (recorded.ids.has(id) || recorded.keys.has(feedbackKey(subject.url, reaction.user, direction)))
    return { counts: false, reason: 'already-counted' };
  if (!isOperator(reaction.user, trust)) return { counts: false, reason: 'not-an-operator' };
  // A 👍 approves the text it saw; a 👎 stands whatever the agent does to the text afterwards.
  // An edit in the same second as the reaction may have come after it.
  if (
    direction === 'up' &&
    subject.editedAt !== undefined &&
    time(subject.editedAt) >= time(reaction.createdAt)
  ) {
    return { counts: false, reason: 'edited-after-reaction' };
  }
  const at =
    options.notBefore !== undefined && time(options.notBefore) > time(reaction.createdAt)
      ? options.notBefore
      : reaction.createdAt;
  if (
    direction === 'up' &&
    (recorded.upsPerDay.get(capKey(reaction.user, calendarDay(at, options.timeZone))) ?? 0) >=
      DAILY_THUMBS_UP_CAP
  ) {
    return { counts: false, reason: 'daily-cap' };
  }
  return {
    counts: true,
    event: { id, at, kind: 'feedback', direction, by: reaction.user, source: subject.url },
  };
}

/** A reaction that was looked at and did not count, for the job summary. */
export interface IgnoredReaction {
  /** GitHub's id of the reaction, when the API gave it. */
  reactionId?: number;
  user: string;
  content: FeedbackContent;
  url: string;
  reason: ReactionRejection;
}

/** The outcome of one poll: what to record and what was ignored. */
export interface FeedbackPoll {
  events: FeedbackEvent[];
  ignored: IgnoredReaction[];
}

/**
 * The reactors whose permission the poll must know: not the agent, not a listed operator, with at
 * least one reaction not already recorded.
 */
export function reactorsToAsk(
  subjects: readonly ReactionSubject[],
  trust: Pick<FeedbackTrust, 'agents' | 'operators'>,
  recorded: RecordedFeedback,
): string[] {
  const logins = new Map<string, string>();
  for (const subject of subjects) {
    for (const { user, content } of subject.reactions) {
      if (looksLikeAgent(user, trust.agents) || isListedOperator(user, trust.operators)) continue;
      const direction = DIRECTION[content];
      if (
        recorded.ids.has(reactionEventId(subject.key, user, content)) ||
        recorded.keys.has(feedbackKey(subject.url, user, direction))
      )
        continue;
      logins.set(user.toLowerCase(), user);
    }
  }
  return [...logins.values()];
}

/**
 * Decides a whole poll, oldest reaction first (so the daily cap keeps the earliest). Reactions
 * already counted are neither recorded nor reported; the others that do not count are reported
 * when made at or after `reportSince` (so one stranger's reaction is not reported every run).
 */
export function decideFeedback(options: {
  subjects: readonly ReactionSubject[];
  trust: FeedbackTrust;
  recorded: RecordedFeedback;
  notBefore: string | undefined;
  reportSince?: string | undefined;
  timeZone: string;
}): FeedbackPoll {
  const ids = new Set(options.recorded.ids);
  const keys = new Set(options.recorded.keys);
  const upsPerDay = new Map(options.recorded.upsPerDay);
  const recorded: RecordedFeedback = { ids, keys, upsPerDay };
  const events: FeedbackEvent[] = [];
  const ignored: IgnoredReaction[] = [];
  const all = options.subjects.flatMap((subject) =>
    subject.reactions.map((reaction) => ({ subject, reaction })),
  );
  all.sort((a, b) => time(a.reaction.createdAt) - time(b.reaction.createdAt));
  for (const { subject, reaction } of all) {
    const judgement = judgeReaction({
      reaction,
      subject,
      trust: options.trust,
      recorded,
      notBefore: options.notBefore,
      timeZone: options.timeZone,
    });
    if (judgement.counts) {
      const { event } = judgement;
      events.push(event);
      ids.add(event.id);
      keys.add(feedbackKey(subject.url, reaction.user, event.direction));
      if (event.direction === 'up') {
        const key = capKey(reaction.user, calendarDay(event.at, options.timeZone));
        upsPerDay.set(key, (upsPerDay.get(key) ?? 0) + 1);
      }
    } else if (
      judgement.reason !== 'already-counted' &&
      (options.reportSince === undefined || time(reaction.createdAt) >= time(options.reportSince))
    ) {
      ignored.push({
        ...(reaction.id === undefined ? {} : { reactionId: reaction.id }),
        user: reaction.user,
        content: reaction.content,
        url: subject.url,
        reason: judgement.reason,
      });
    }
  }
  return { events: sortEvents(events) as FeedbackEvent[], ignored };
}
