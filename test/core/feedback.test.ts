import { describe, expect, it } from 'vitest';
import {
  DAILY_THUMBS_UP_CAP,
  decideFeedback,
  isOperator,
  isVerifiedReaction,
  localNotes,
  judgeReaction,
  reactionEventId,
  recordedFeedback,
  type FeedbackTrust,
  type Reaction,
  type ReactionSubject,
  type RepositoryPermission,
} from '../../src/core/feedback.js';
import type { FeedbackEvent } from '../../src/core/model.js';
import { pointsForFeedback } from '../../src/core/score/points.js';

const comment = (over: Partial<ReactionSubject> = {}): ReactionSubject => ({
  key: 'issue-comment:11',
  url: 'https://github.com/acme/widgets/pull/1#issuecomment-11',
  author: 'agent[bot]',
  createdAt: '2026-11-20T10:00:00Z',
  editedAt: undefined,
  reactions: [],
  ...over,
});

const reaction = (over: Partial<Reaction> = {}): Reaction => ({
  id: 501,
  content: '+1',
  user: 'alice',
  createdAt: '2026-11-20T10:05:00Z',
  ...over,
});

const trust = (
  permissions: Record<string, RepositoryPermission> = { alice: 'write' },
  over: Partial<FeedbackTrust> = {},
): FeedbackTrust => ({
  agents: ['agent[bot]'],
  operators: [],
  permissions: new Map(Object.entries(permissions)),
  ...over,
});

const NOTHING = recordedFeedback([], 'UTC');

const judge = (
  r: Reaction,
  t: FeedbackTrust,
  over: { subject?: ReactionSubject; recorded?: FeedbackEvent[]; notBefore?: string } = {},
) =>
  judgeReaction({
    reaction: r,
    subject: over.subject ?? comment(),
    trust: t,
    recorded: over.recorded ? recordedFeedback(over.recorded, 'UTC') : NOTHING,
    notBefore: over.notBefore,
    timeZone: 'UTC',
  });

describe('who counts as an operator', () => {
  it.each<[RepositoryPermission, boolean]>([
    ['admin', true],
    ['maintain', true],
    ['write', true],
    ['triage', false],
    ['read', false],
    ['none', false],
  ])('permission %s → operator %s', (permission, expected) => {
    expect(isOperator('carol', trust({ carol: permission }))).toBe(expected);
  });

  it('a login in `operators` counts without permission, case-insensitively', () => {
    expect(isOperator('Dave', trust({}, { operators: ['dave'] }))).toBe(true);
  });

  it('the agent never counts, under any of its logins, even as an admin or listed operator', () => {
    const t = trust({ 'agent[bot]': 'admin', agent: 'admin' }, { operators: ['agent'] });
    expect(isOperator('agent[bot]', t)).toBe(false);
    expect(isOperator('Agent', t)).toBe(false);
  });
});

describe('judging one reaction', () => {
  it('👍 by a write collaborator records an up event keyed by subject, operator and content', () => {
    expect(judge(reaction({ user: 'Alice' }), trust())).toEqual({
      counts: true,
      event: {
        id: 'reaction:issue-comment:11:alice:up',
        at: '2026-11-20T10:05:00Z',
        kind: 'feedback',
        direction: 'up',
        by: 'Alice',
        source: comment().url,
      },
    });
    expect(reactionEventId('pull:3', 'Mona', '-1')).toBe('reaction:pull:3:mona:down');
    expect(pointsForFeedback('up')).toBe(3);
  });

  it('👎 records a down event worth -10', () => {
    const result = judge(reaction({ content: '-1' }), trust());
    expect(result.counts && result.event.direction).toBe('down');
    expect(pointsForFeedback('down')).toBe(-10);
  });

  it.each<[string, Reaction, FeedbackTrust, string]>([
    ['a read-only user', reaction({ user: 'rita' }), trust({ rita: 'read' }), 'not-an-operator'],
    ['an unknown user', reaction({ user: 'zed' }), trust(), 'not-an-operator'],
    ['the agent', reaction({ user: 'agent[bot]' }), trust({ 'agent[bot]': 'write' }), 'agent'],
    ['a look-alike of the agent', reaction({ user: 'AGENT' }), trust({ agent: 'admin' }), 'agent'],
  ])('a reaction by %s does not count', (_who, r, t, reason) => {
    expect(judge(r, t)).toEqual({ counts: false, reason });
  });

  it.each<[string, FeedbackEvent]>([
    [
      'under its key',
      {
        id: 'reaction:issue-comment:11:alice:up',
        at: '2026-11-20T10:05:00Z',
        kind: 'feedback',
        direction: 'up',
      },
    ],
    [
      'under an older reaction id, by subject URL, operator and content',
      {
        id: 'reaction-77',
        at: '2026-11-20T09:00:00Z',
        kind: 'feedback',
        direction: 'up',
        by: 'ALICE',
        source: comment().url,
      },
    ],
  ])('a reaction already in the ledger %s does not count again', (_how, event) => {
    expect(judge(reaction(), trust(), { recorded: [event] })).toEqual({
      counts: false,
      reason: 'already-counted',
    });
  });

  it.each<[string, string | undefined, '+1' | '-1', boolean]>([
    ['👍, text edited after it', '2026-11-20T10:06:00Z', '+1', false],
    ['👍, text edited in the same second', '2026-11-20T10:05:00Z', '+1', false],
    ['👍, text edited before it', '2026-11-20T10:04:00Z', '+1', true],
    ['👍, never edited', undefined, '+1', true],
    ['👎, text edited after it', '2026-11-20T10:06:00Z', '-1', true],
    ['👎, text edited in the same second', '2026-11-20T10:05:00Z', '-1', true],
  ])('%s: counts %s', (_when, editedAt, content, counts) => {
    const result = judge(reaction({ content }), trust(), { subject: comment({ editedAt }) });
    expect(result.counts).toBe(counts);
    if (!result.counts) expect(result.reason).toBe('edited-after-reaction');
  });

  it('a reaction older than the last cycle is recorded at the last cycle, not before it', () => {
    const result = judge(reaction(), trust(), { notBefore: '2026-11-21T08:00:00Z' });
    expect(result.counts && result.event.at).toBe('2026-11-21T08:00:00Z');
  });

  it(`the ${DAILY_THUMBS_UP_CAP + 1}th 👍 of an operator on one day does not count; on the next day it does`, () => {
    const ups: FeedbackEvent[] = Array.from({ length: DAILY_THUMBS_UP_CAP }, (_, i) => ({
      id: `reaction:issue-comment:${i}:alice:up`,
      at: `2026-11-20T0${i}:00:00Z`,
      kind: 'feedback',
      direction: 'up',
      by: 'alice',
      source: `u${i}`,
    }));
    expect(judge(reaction(), trust(), { recorded: ups })).toEqual({
      counts: false,
      reason: 'daily-cap',
    });
    expect(judge(reaction({ content: '-1' }), trust(), { recorded: ups }).counts).toBe(true);
    expect(
      judge(reaction({ createdAt: '2026-11-21T00:00:01Z' }), trust(), { recorded: ups }).counts,
    ).toBe(true);
  });
});

describe('a whole poll', () => {
  it('judges the oldest reactions first, records each (subject, operator, content) once and reports the others', () => {
    const subjects = [
      comment({
        key: 'issue-comment:1',
        url: 'u1',
        reactions: [
          reaction({ user: 'alice', createdAt: '2026-11-20T10:09:00Z' }),
          reaction({ user: 'rita', createdAt: '2026-11-20T10:01:00Z' }),
          reaction({ user: 'alice', content: '-1', createdAt: '2026-11-20T10:02:00Z' }),
        ],
      }),
      comment({
        key: 'issue-comment:2',
        url: 'u2',
        reactions: [reaction({ user: 'alice', createdAt: '2026-11-20T10:03:00Z' })],
      }),
    ];
    const poll = decideFeedback({
      subjects,
      trust: trust({ alice: 'write', rita: 'read' }),
      recorded: NOTHING,
      notBefore: undefined,
      timeZone: 'UTC',
    });
    expect(poll.events.map((e) => e.id)).toEqual([
      'reaction:issue-comment:1:alice:down',
      'reaction:issue-comment:2:alice:up',
      'reaction:issue-comment:1:alice:up',
    ]);
    expect(poll.ignored).toEqual([
      { user: 'rita', content: '+1', url: 'u1', reason: 'not-an-operator', reactionId: 501 },
    ]);
  });

  it('reports an ignored reaction only when made since the last cycle', () => {
    const subjects = [comment({ reactions: [reaction({ user: 'rita' })] })];
    const poll = decideFeedback({
      subjects,
      trust: trust({ rita: 'read' }),
      recorded: NOTHING,
      notBefore: '2026-11-20T11:00:00Z',
      reportSince: '2026-11-20T11:00:00Z',
      timeZone: 'UTC',
    });
    expect(poll).toEqual({ events: [], ignored: [] });
  });
});

describe('feedback the Action did not verify', () => {
  const reactionEvent: FeedbackEvent = {
    id: 'reaction:pull:1:alice:up',
    at: '2026-11-20T10:00:00Z',
    kind: 'feedback',
    direction: 'up',
    by: 'alice',
    source: 'https://github.com/acme/widgets/pull/1',
  };
  const cliNote: FeedbackEvent = {
    id: 'feedback:2026-11-20T11:00:00.000Z:up:alice',
    at: '2026-11-20T11:00:00.000Z',
    kind: 'feedback',
    direction: 'up',
    by: 'alice',
  };

  it.each<[string, FeedbackEvent, boolean]>([
    ['a reaction the Action recorded', reactionEvent, true],
    ['an older reaction id the Action recorded', { ...reactionEvent, id: 'reaction-9' }, true],
    ['`heartbeat-gate feedback --by alice`', cliNote, false],
    ['`feedback --id reaction-9 --by alice` (no source)', { ...cliNote, id: 'reaction-9' }, false],
    ['a reaction id without a reactor', { ...reactionEvent, by: undefined }, false],
  ])('%s is a verified reaction: %s', (_what, event, verified) => {
    expect(isVerifiedReaction(event)).toBe(verified);
  });

  it('local notes since the last cycle are reported as not counted', () => {
    expect(localNotes([reactionEvent, cliNote], '2026-11-20T10:30:00Z')).toEqual([
      { user: 'alice', content: '+1', url: '', reason: 'local-note' },
    ]);
    expect(localNotes([cliNote], '2026-11-20T12:00:00Z')).toEqual([]);
  });
});
