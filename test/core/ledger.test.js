import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerMonth, mergeLedgers, parseLedger, serializeLedger, splitByMonth, } from '../../src/core/ledger.js';
const verdict = (id, at, taskId = 'check_email') => ({
    id,
    at,
    kind: 'verdict',
    taskId,
    verdict: 'verified',
    groundTruthContradiction: false,
    required: true,
});
const feedback = (id, at, direction = 'up') => ({
    id,
    at,
    kind: 'feedback',
    direction,
});
describe('parseLedger', () => {
    it('reads one event per line and skips blank lines', () => {
        const text = serializeLedger([
            verdict('v1', '2026-03-01T10:00:00Z'),
            feedback('f1', '2026-03-01T10:05:00Z'),
        ]);
        const parsed = parseLedger(`${text}\n\n`);
        expect(parsed.errors).toEqual([]);
        expect(parsed.events.map((e) => e.id)).toEqual(['v1', 'f1']);
    });
    it.each([
        ['not JSON', '{"id": "v1",', /not JSON/],
        ['an unknown kind', '{"id":"x","at":"2026-03-01T10:00:00Z","kind":"vote"}', /kind/],
        [
            'a bad verdict',
            '{"id":"x","at":"2026-03-01T10:00:00Z","kind":"verdict","taskId":"a","verdict":"done","groundTruthContradiction":false,"required":true}',
            /verdict/,
        ],
        [
            'a time without offset',
            '{"id":"x","at":"yesterday","kind":"feedback","direction":"up"}',
            /at/,
        ],
    ])('reports %s with its line number', (_name, line, message) => {
        const good = serializeLedger([feedback('f1', '2026-03-01T09:00:00Z')]);
        const parsed = parseLedger(`${good}${line}\n${good}`);
        expect(parsed.events).toHaveLength(2);
        expect(parsed.errors).toHaveLength(1);
        expect(parsed.errors[0]?.line).toBe(2);
        expect(parsed.errors[0]?.message).toMatch(message);
    });
});
describe('serializeLedger', () => {
    it('orders by instant then id, whatever the input order and offset notation', () => {
        const events = [
            feedback('b', '2026-03-01T12:00:00+02:00'), // 10:00Z
            feedback('a', '2026-03-01T10:00:00Z'),
            feedback('c', '2026-03-01T09:00:00Z'),
        ];
        const text = serializeLedger(events);
        expect(parseLedger(text).events.map((e) => e.id)).toEqual(['c', 'a', 'b']);
        expect(serializeLedger([...events].reverse())).toBe(text);
    });
});
describe('mergeLedgers', () => {
    it('ingesting the same events twice changes nothing', () => {
        const base = [verdict('v1', '2026-03-01T10:00:00Z'), feedback('f1', '2026-03-01T11:00:00Z')];
        const merged = mergeLedgers(base, base);
        expect(merged.added).toEqual([]);
        expect(merged.conflicts).toEqual([]);
        expect(serializeLedger(merged.events)).toBe(serializeLedger(base));
    });
    it('keeps the first copy of a reused id and reports the conflict', () => {
        const merged = mergeLedgers([feedback('f1', '2026-03-01T10:00:00Z', 'up')], [feedback('f1', '2026-03-01T10:00:00Z', 'down'), feedback('f2', '2026-03-01T10:01:00Z')]);
        expect(merged.conflicts).toEqual(['f1']);
        expect(merged.added.map((e) => e.id)).toEqual(['f2']);
        expect(merged.events.find((e) => e.id === 'f1')).toMatchObject({ direction: 'up' });
    });
    it('is a union: the order of the inputs does not change the result', () => {
        const event = fc
            .record({
            id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
            minute: fc.integer({ min: 0, max: 59 }),
        })
            .map(({ id, minute }) => feedback(id, `2026-03-01T10:${String(minute).padStart(2, '0')}:00Z`));
        fc.assert(fc.property(fc.array(event), fc.array(event), (left, right) => {
            // Ids are unique per real event: keep the first copy of each id in each generated list.
            const unique = (list) => [...new Map(list.map((e) => [e.id, e])).values()];
            const a = unique(left);
            const b = unique(right).filter((e) => !a.some((x) => x.id === e.id));
            const ab = serializeLedger(mergeLedgers(a, b).events);
            expect(serializeLedger(mergeLedgers(b, a).events)).toBe(ab);
            expect(serializeLedger(mergeLedgers(a, b, a, b).events)).toBe(ab);
        }));
    });
});
describe('monthly segments', () => {
    it.each([
        ['2026-03-31T23:59:59Z', '2026-03'],
        ['2026-04-01T00:30:00+02:00', '2026-03'],
        ['2026-04-01T00:00:00Z', '2026-04'],
    ])('an event at %s belongs to %s (UTC month)', (at, month) => {
        expect(ledgerMonth({ at })).toBe(month);
    });
    it('splits a ledger by month in ascending order', () => {
        const months = splitByMonth([
            feedback('x', '2026-05-02T00:00:00Z'),
            feedback('y', '2026-03-02T00:00:00Z'),
            feedback('z', '2026-03-01T00:00:00Z'),
        ]);
        expect([...months.keys()]).toEqual(['2026-03', '2026-05']);
        expect(months.get('2026-03')?.map((e) => e.id)).toEqual(['z', 'y']);
    });
});
