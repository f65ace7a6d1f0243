/**
 * Claims made in pull request comments since the last cycle, for the scheduled sidecar: the
 * conversation comments an agent login wrote (as the API names the author) on pull requests, and
 * GitHub created after the judged cycle started. A claim on the agent's own pull request (GitHub's
 * author login) describes the head it had when the claim's text was written (claim-head.ts), which
 * its ground truth is read on, whatever was pushed since; a claim on anyone else's
 * (an operator's green PR) names no commit of the agent's, so it borrows no one's ground truth and
 * can only be `unclear` (see `judgeVerification`).
 *
 * The agents' comments come from the reaction poll's listing, which the heartbeat makes anyway
 * (every PR updated in the lookback, every comment, read to its end): no listing of the
 * repository's comments, so what others write anywhere adds no request here. Only the bodies of
 * the agents' own comments in the judged window are read, 100 a request (issue 26, class C).
 * A listing or a body that cannot be read is an error: the sidecar settles nothing on it.
 *
 * A comment is judged on its text at the due time, not at the run's (src/core/comment-history.ts):
 * the history of one the agent edited after the due time (as the listing says, or the body's own
 * answer, read later) is read (only those, 10 a request), and
 * one whose text then cannot be proven leaves every task of the cycle not proven.
 */
import { claimsFromCommentBody, taskIdsFromClaimPayload } from '../../core/claims.js';
import { claimEvents } from '../../core/claim-event.js';
import { textAtDueTime } from '../../core/comment-history.js';
import type { DeletedComment } from '../../core/deleted-feedback.js';
import { isAgentLogin, looksLikeAgent } from '../../core/identity.js';
import type { ClaimEvent } from '../../core/model.js';
import {
  commentBodies,
  commentHistories,
  listReactionSubjects,
  type GitHubClient,
  type ListedComment,
  type ListedSubjects,
} from '../../github/graphql-reactions.js';
import { claimHeads } from './claim-head.js';
import type { EvidenceJudge } from './commits.js';

/** Reads the agent's PR comment claims created after `since` and, with `until`, not after it. */
export type CommentClaimReader = (
  since: string,
  agents: readonly string[],
  until?: string,
) => Promise<ClaimEvent[]>;

/** What the reader needs of a listing: the agents' comments, and what it covers. */
export type CommentListing = Pick<ListedSubjects, 'comments' | 'since' | 'agents'>;

/**
 * A {@link CommentClaimReader} over the GitHub API. `listed`: the poll's listing, used when it
 * covers the judged window and agents; otherwise (a heartbeat idle longer than the poll's
 * lookback) the pull requests updated since the window started are listed once more.
 * `recorded`: the claims of deleted comments the ledger holds from `since` on (see
 * {@link deletedCommentClaims}), judged as if the comment were still there.
 */
export function githubCommentClaimReader(
  client: Pick<GitHubClient, 'graphql' | 'rest' | 'paginate'>,
  repository: { owner: string; repo: string },
  judge: Pick<EvidenceJudge, 'evaluateEvidence'>,
  listed?: CommentListing,
  recorded?: (since: string) => Promise<readonly ClaimEvent[]>,
): CommentClaimReader {
  const listings = new Map<string, Promise<CommentListing>>();
  const listing = (since: string, agents: readonly string[]): Promise<CommentListing> => {
    const covered =
      listed &&
      Date.parse(listed.since) <= Date.parse(since) &&
      agents.every((agent) => isAgentLogin(agent, listed.agents));
    if (covered) return Promise.resolve(listed);
    const key = `${since}\n${agents.join(',')}`;
    let pending = listings.get(key);
    if (!pending) {
      pending = listReactionSubjects(client, { ...repository, agents, since });
      listings.set(key, pending);
    }
    return pending;
  };
  return async (since, agents, until) => {
    if (agents.length === 0) return [];
    const after = Date.parse(since);
    // A cycle judged at its due time sees only the comments GitHub had by then.
    const upTo = until === undefined ? Number.POSITIVE_INFINITY : Date.parse(until);
    const comments = (await listing(since, agents)).comments
      .filter((comment) => {
        const created = Date.parse(comment.createdAt);
        return created > after && created <= upTo && isAgentLogin(comment.author, agents);
      })
      // Oldest first, as they were written (thrashing counts claims in order).
      .sort(
        (a, b) =>
          Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
          (a.databaseId ?? 0) - (b.databaseId ?? 0),
      );
    // Edited after the due time: what it said then is in its history, not in its body. The
    // listing says so, or the body's own answer does (an edit after the listing was read).
    const editedAfter = (editedAt: string | undefined) =>
      editedAt !== undefined && Date.parse(editedAt) > upTo;
    const bodies = await commentBodies(
      client,
      comments.filter((comment) => !editedAfter(comment.editedAt)).map((comment) => comment.id),
    );
    const editedSince = (comment: ListedComment) =>
      editedAfter(comment.editedAt) || editedAfter(bodies.get(comment.id)?.editedAt);
    const histories = await commentHistories(
      client,
      comments.filter(editedSince).map((comment) => comment.id),
    );
    // Each comment's claims, then the head of its own pull request when its text was written.
    const read: { comment: ListedComment; writtenAt: string; events: ClaimEvent[] }[] = [];
    for (const comment of comments) {
      const key = `comment:${comment.databaseId ?? comment.id}`;
      const origin = {
        at: comment.createdAt,
        sha: undefined,
        source: 'comment',
        taskIds: taskIdsFromClaimPayload,
      };
      const history = histories.get(comment.id);
      const then =
        history && until !== undefined ? textAtDueTime(history, until, agents) : undefined;
      // Deleted since the listing: GitHub no longer has it, as if it had been before. Edited
      // after the due time, its body is not what it said then: only its history is.
      const body = editedSince(comment)
        ? then?.proven
          ? then.text
          : undefined
        : bodies.get(comment.id)?.body;
      const events: ClaimEvent[] = [];
      if (then && !then.proven) {
        const why = `what comment ${comment.databaseId ?? comment.id} said at ${until} cannot be proven: ${then.why}`;
        events.push({
          ...textClaim(`${key}:unproven`, origin, 'comment.unproven'),
          unproven: why,
          ...(then.hiddenBy === undefined ? {} : { hiddenBy: then.hiddenBy }),
        });
        then.readable.forEach((text, n) => {
          const versions = claimEvents(claimsFromCommentBody(text), judge.evaluateEvidence, {
            ...origin,
            idPrefix: `${key}:version-${n}`,
          });
          events.push(...versions.map((event) => ({ ...event, unproven: why })));
        });
      } else if (body !== undefined) {
        const raws = claimsFromCommentBody(body);
        events.push(...claimEvents(raws, judge.evaluateEvidence, { ...origin, idPrefix: key }));
      }
      if (events.length === 0) continue;
      // Its text is what the claim is: the version judged was written when it was last edited.
      const writtenAt = then
        ? (then.proven && then.editedAt) || comment.createdAt
        : (bodies.get(comment.id)?.editedAt ?? comment.editedAt ?? comment.createdAt);
      read.push({ comment, writtenAt, events });
    }
    // Only the agent's own pull request holds its work; another's head is not its work.
    const own = read.filter(({ comment }) => isAgentLogin(comment.pull.author, agents));
    const heads = await claimHeads(
      client,
      own.map(({ comment, writtenAt }) => ({
        pull: comment.pull,
        writtenAt,
        what: `comment ${comment.databaseId ?? comment.id}`,
      })),
    );
    own.forEach(({ events }, n) => {
      const head = heads[n]!;
      events.forEach((event, i) => {
        events[i] =
          'sha' in head
            ? { ...event, sha: head.sha }
            : { ...event, unproven: event.unproven ?? head.unproven };
      });
    });
    const claims = read.flatMap(({ events }) => events);
    if (!recorded) return claims;
    const gone = deletedClaimsAt(await recorded(since), agents, { after, upTo, until });
    // In the order they were written, as the listed ones are.
    return [...claims, ...gone].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  };
}

/** The recorded marker of a deleted comment GitHub said was edited (its text then is unknown). */
const EDITED = 'comment.edited';

/**
 * The claims of an agent's deleted conversation comment on a pull request, from GitHub's
 * `deleted` event (the text GitHub held, its author, `created_at` and `updated_at`), for the
 * ledger: the comment is gone from every later listing, so an agent that deleted a lie before the
 * run that judges it would otherwise have unsaid it. Each describes the head the pull request had
 * when the text was written, when GitHub names an agent as its author (as for a listed comment).
 * Edited since it was
 * created, a marker is recorded too: judged at a due time before the edit, the text it had then
 * is unknown (see {@link deletedClaimsAt}). Nothing for anyone else's comment.
 */
export async function deletedCommentClaims(
  client: Pick<GitHubClient, 'rest' | 'paginate'>,
  repository: { owner: string; repo: string },
  judge: Pick<EvidenceJudge, 'evaluateEvidence'>,
  deleted: { comment: DeletedComment; agents: readonly string[]; now: string },
): Promise<ClaimEvent[]> {
  const { comment, agents } = deleted;
  const text = comment.onPull;
  if (!text || !isAgentLogin(comment.author, agents)) return [];
  const raws = claimsFromCommentBody(text.body);
  const edited =
    Date.parse(text.updatedAt) > Date.parse(comment.createdAt) ? text.updatedAt : undefined;
  if (raws.length === 0 && edited === undefined) return [];
  // The claims must land with this run (the payload is its alone): a pull request that cannot be
  // read leaves them recorded but not proven, never unbound (`unclear`).
  const pull = await client.rest.pulls
    .get({ ...repository, pull_number: text.number })
    .then((answer) => answer.data)
    .catch(() => undefined);
  // Its text was written when it was last edited: the head then is what it describes.
  const [head] =
    pull && isAgentLogin(pull.user.login, agents)
      ? await claimHeads(client, [
          {
            pull: {
              number: text.number,
              headRepository: pull.head.repo?.full_name,
              headRef: pull.head.ref,
            },
            writtenAt: edited ?? comment.createdAt,
            what: `comment ${comment.key.slice(comment.key.indexOf(':') + 1)}`,
          },
        ]).catch(() => [
          { unproven: `the pushes to pull request #${text.number} could not be read` },
        ])
      : [];
  const origin = {
    at: comment.createdAt,
    sha: head && 'sha' in head ? head.sha : undefined,
    source: 'comment',
  };
  const unread = pull
    ? head && 'unproven' in head
      ? { unproven: head.unproven }
      : {}
    : { unproven: `the pull request #${text.number} it was on could not be read` };
  const key = `comment:${comment.key.slice(comment.key.indexOf(':') + 1)}`;
  const seen = {
    seenDeletedAt: deleted.now,
    deletedBy: comment.deletedBy,
    ...(edited === undefined ? {} : { editedAt: edited }),
    ...unread,
  };
  const events = claimEvents(raws, judge.evaluateEvidence, {
    ...origin,
    idPrefix: key,
    taskIds: taskIdsFromClaimPayload,
  });
  return [
    ...events,
    ...(edited === undefined ? [] : [textClaim(`${key}:edited`, origin, EDITED)]),
  ].map((event) => ({ ...event, ...seen }));
}

/**
 * The recorded deleted comments' claims a cycle due at `until` judges: created in its window, and
 * not seen deleted before it (a comment gone by the due time was withdrawn, as an edit before it
 * is). One edited after the due time is not proven: what it said then is lost with it. Deleted by
 * the judged agent (one of `agents`, or a login that could be it), that loss is its own act: the
 * lie it could have hidden is charged (`hiddenBy`); deleted by anyone else, only not proven.
 */
function deletedClaimsAt(
  events: readonly ClaimEvent[],
  agents: readonly string[],
  window: { after: number; upTo: number; until: string | undefined },
): ClaimEvent[] {
  const { after, upTo, until } = window;
  const claims: ClaimEvent[] = [];
  for (const event of events) {
    if (event.source !== 'comment' || event.seenDeletedAt === undefined) continue;
    const created = Date.parse(event.at);
    if (created <= after || created > upTo) continue;
    if (Date.parse(event.seenDeletedAt) < upTo) continue;
    if (event.editedAt !== undefined && Date.parse(event.editedAt) > upTo) {
      const comment = event.id.split(':')[1];
      const by = event.deletedBy;
      const hidden = by !== undefined && looksLikeAgent(by, agents);
      claims.push({
        ...event,
        unproven: `comment ${comment} was edited at ${event.editedAt} and deleted${hidden ? ` by ${by}` : ''}: what it said at ${until} cannot be proven`,
        ...(hidden ? { hiddenBy: by } : {}),
      });
    } else if (event.topic !== EDITED) claims.push(event);
  }
  return claims;
}

/**
 * A claim event that stands for a comment's text rather than a claim in it (`topic`): it names no
 * task, so once not proven it concerns every task.
 */
function textClaim(
  id: string,
  origin: { at: string; sha: string | undefined; source: string },
  topic: string,
): ClaimEvent {
  return {
    id,
    at: origin.at,
    kind: 'claim',
    topic,
    published: topic,
    accepted: false,
    failed: [],
    claimedPassing: [],
    ...(origin.sha === undefined ? {} : { sha: origin.sha }),
    taskIds: [],
    source: origin.source,
  };
}
