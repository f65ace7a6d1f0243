import { describe, expect, it } from 'vitest';
import { decideFeedback, EMPTY_REACTION_CURSOR, isOperator, judgeReaction, nextReactionCursor, reactionEventId, reactorKey, reactorRequests, reactorsToList, subjectEditedAt, } from '../../src/core/feedback.js';
import { pointsForFeedback } from '../../src/core/score/points.js';
const comment = (over = {}) => ({
    key: 'issue-comment:11',
    url: 'https://github.com/acme/widgets/pull/1#issuecomment-11',
    author: 'agent[bot]',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    up: 1,
    down: 0,
    ...over,
});
const reaction = (over = {}) => ({
    id: 501,
    content: '+1',
    user: 'alice',
    createdAt: '2026-11-20T10:05:00Z',
    ...over,
});
const trust = (permissions = { alice: 'write' }, over = {}) => ({
    agents: ['agent[bot]'],
    operators: [],
    permissions: new Map(Object.entries(permissions)),
    ...over,
});
const judge = (r, t, over = {}) => {
    const subject = over.subject ?? comment();
    return judgeReaction({
        reaction: r,
        subject,
        editedAt: subject.updatedAt,
        trust: t,
        counted: new Set(),
        notBefore: undefined,
    });
};
describe('who counts as an operator', () => {
    it.each([
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
    it('👍 by a write collaborator records an up event whose id is the reaction id', () => {
        const result = judge(reaction(), trust());
        expect(result).toEqual({
            counts: true,
            event: {
                id: 'reaction-501',
                at: '2026-11-20T10:05:00Z',
                kind: 'feedback',
                direction: 'up',
                by: 'alice',
                source: comment().url,
            },
        });
        expect(pointsForFeedback('up')).toBe(3);
    });
    it('👎 records a down event worth -10', () => {
        const result = judge(reaction({ content: '-1' }), trust());
        expect(result.counts && result.event.direction).toBe('down');
        expect(pointsForFeedback('down')).toBe(-10);
    });
    it.each([
        ['a read-only user', reaction({ user: 'rita' }), trust({ rita: 'read' }), 'not-an-operator'],
        ['an unknown user', reaction({ user: 'zed' }), trust(), 'not-an-operator'],
        ['the agent', reaction({ user: 'agent[bot]' }), trust({ 'agent[bot]': 'write' }), 'agent'],
    ])('a reaction by %s does not count', (_who, r, t, reason) => {
        expect(judge(r, t)).toEqual({ counts: false, reason });
    });
    it('a reaction already in the ledger does not count again', () => {
        const result = judgeReaction({
            reaction: reaction(),
            subject: comment(),
            editedAt: comment().updatedAt,
            trust: trust(),
            counted: new Set([reactionEventId(501)]),
            notBefore: undefined,
        });
        expect(result).toEqual({ counts: false, reason: 'already-counted' });
    });
    it.each([
        ['edited after the reaction', '2026-11-20T10:06:00Z', false],
        ['edited in the same second as the reaction', '2026-11-20T10:05:00Z', false],
        ['edited before the reaction', '2026-11-20T10:04:00Z', true],
        ['never edited', '2026-11-20T10:00:00Z', true],
    ])('a reaction on a comment %s counts: %s', (_when, updatedAt, counts) => {
        const result = judge(reaction(), trust(), { subject: comment({ updatedAt }) });
        expect(result.counts).toBe(counts);
        if (!result.counts)
            expect(result.reason).toBe('edited-after-reaction');
    });
    it('a reaction made in the second its unedited comment was posted counts', () => {
        const subject = comment({
            createdAt: '2026-11-20T10:05:00Z',
            updatedAt: '2026-11-20T10:05:00Z',
        });
        expect(judge(reaction(), trust(), { subject }).counts).toBe(true);
    });
    it('a reaction older than the last cycle is recorded at the last cycle, not before it', () => {
        const result = judgeReaction({
            reaction: reaction(),
            subject: comment(),
            editedAt: comment().updatedAt,
            trust: trust(),
            counted: new Set(),
            notBefore: '2026-11-21T08:00:00Z',
        });
        expect(result.counts && result.event.at).toBe('2026-11-21T08:00:00Z');
    });
});
describe('which reactors to list', () => {
    const subjects = [
        comment({ key: 'a', up: 2, down: 0 }),
        comment({ key: 'b', up: 1, down: 1 }),
        comment({ key: 'c', up: 0, down: 0 }),
    ];
    it('with no cursor, every subject with a 👍 or 👎', () => {
        expect(reactorsToList(subjects, EMPTY_REACTION_CURSOR).map((l) => `${l.subject.key}${l.content}`)).toEqual(['a+1', 'b+1', 'b-1']);
    });
    it('only where a count changed since the cursor, including a count that fell', () => {
        const cursor = nextReactionCursor(subjects, EMPTY_REACTION_CURSOR, '2026-11-20T11:00:00Z');
        expect(reactorsToList(subjects, cursor)).toEqual([]);
        const changed = [
            comment({ key: 'a', up: 3, down: 0 }),
            comment({ key: 'b', up: 1, down: 0 }),
            comment({ key: 'c', up: 0, down: 0 }),
        ];
        expect(reactorsToList(changed, cursor).map((l) => `${l.subject.key}${l.content}`)).toEqual([
            'a+1',
            'b-1',
        ]);
    });
});
describe('how the reactors are requested', () => {
    const requested = (subjects) => reactorRequests(reactorsToList(subjects, EMPTY_REACTION_CURSOR), 100).map((r) => `${r.subject.key}${r.contents.join('')}`);
    it('lists a subject whose 👍 and 👎 both changed once, unfiltered, when its reactions fit a page', () => {
        expect(requested([
            comment({ key: 'a', up: 2, down: 1, total: 3 }),
            comment({ key: 'b', up: 1, down: 0, total: 1 }),
            comment({ key: 'c', up: 60, down: 40, total: 100 }),
        ])).toEqual(['a+1-1', 'b+1', 'c+1-1']);
    });
    it('keeps one filtered listing per content when the reactions need more than a page or their total is unknown', () => {
        expect(requested([
            comment({ key: 'a', up: 2, down: 1, total: 101 }),
            comment({ key: 'b', up: 1, down: 1 }),
        ])).toEqual(['a+1', 'a-1', 'b+1', 'b-1']);
    });
});
describe('PR bodies, which have no edit time in the API', () => {
    const body = comment({ key: 'pull:1', bodyHash: 'h1' });
    const seen = nextReactionCursor([body], EMPTY_REACTION_CURSOR, '2026-11-20T11:00:00Z');
    it('an unchanged body keeps its edit time', () => {
        expect(subjectEditedAt(body, seen.subjects['pull:1'], '2026-11-20T12:00:00Z')).toBe(body.updatedAt);
    });
    it('a body changed since the last poll counts as edited now, so older reactions stop counting', () => {
        const edited = { ...body, bodyHash: 'h2', up: 2 };
        const editedAt = subjectEditedAt(edited, seen.subjects['pull:1'], '2026-11-20T12:00:00Z');
        expect(editedAt).toBe('2026-11-20T12:00:00Z');
        const late = judgeReaction({
            reaction: reaction({ id: 502, createdAt: '2026-11-20T11:30:00Z' }),
            subject: edited,
            editedAt,
            trust: trust(),
            counted: new Set(),
            notBefore: undefined,
        });
        expect(late).toEqual({ counts: false, reason: 'edited-after-reaction' });
        const cursor = nextReactionCursor([edited], seen, '2026-11-20T12:00:00Z');
        expect(cursor.subjects['pull:1']).toEqual({
            up: 2,
            down: 0,
            editedAt: '2026-11-20T12:00:00Z',
            bodyHash: 'h2',
        });
    });
});
describe('a whole poll', () => {
    const subject = comment({ up: 2, down: 1 });
    const reactors = new Map([
        [
            reactorKey(subject.key, '+1'),
            [reaction({ id: 1, user: 'alice' }), reaction({ id: 2, user: 'rita' })],
        ],
        [reactorKey(subject.key, '-1'), [reaction({ id: 3, user: 'alice', content: '-1' })]],
    ]);
    const poll = (cursor, counted) => decideFeedback({
        subjects: [subject],
        cursor,
        reactors,
        trust: trust({ alice: 'write', rita: 'read' }),
        counted,
        notBefore: undefined,
        now: '2026-11-20T11:00:00Z',
    });
    it('records the operator reactions, reports the others, and advances the cursor', () => {
        const first = poll(EMPTY_REACTION_CURSOR, new Set());
        expect(first.events.map((e) => [e.id, e.direction])).toEqual([
            ['reaction-1', 'up'],
            ['reaction-3', 'down'],
        ]);
        expect(first.ignored).toEqual([
            { reactionId: 2, user: 'rita', content: '+1', url: subject.url, reason: 'not-an-operator' },
        ]);
        expect(first.cursor.subjects[subject.key]).toMatchObject({ up: 2, down: 1 });
        // The same reactions seen again: nothing is listed, nothing recorded.
        const again = poll(first.cursor, new Set(first.events.map((e) => e.id)));
        expect(again.events).toEqual([]);
        expect(again.ignored).toEqual([]);
    });
    it('with a lost cursor, the ledger ids still keep each reaction counted once', () => {
        const first = poll(EMPTY_REACTION_CURSOR, new Set());
        const relisted = poll(EMPTY_REACTION_CURSOR, new Set(first.events.map((e) => e.id)));
        expect(relisted.events).toEqual([]);
    });
});
