import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeLedgers, parseLedger, serializeLedger, splitByMonth } from '../../src/core/ledger.js';
import type { LedgerEvent } from '../../src/core/model.js';

const instant = fc
  .date({
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2027-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());
const id = fc.stringMatching(/^[a-z0-9:_-]{1,20}$/);

const event: fc.Arbitrary<LedgerEvent> = fc.oneof(
  fc.record({
    id,
    at: instant,
    kind: fc.constant('verdict' as const),
    taskId: fc.stringMatching(/^[a-z_]{1,12}$/),
    verdict: fc.constantFrom('verified' as const, 'not_verified' as const, 'unclear' as const),
    groundTruthContradiction: fc.boolean(),
    required: fc.boolean(),
  }),
  fc.record({
    id,
    at: instant,
    kind: fc.constant('feedback' as const),
    direction: fc.constantFrom('up' as const, 'down' as const),
    by: fc.string({ maxLength: 12 }),
  }),
  fc.record({
    id,
    at: instant,
    kind: fc.constant('claim' as const),
    topic: fc.string({ maxLength: 14 }),
    published: fc.string({ maxLength: 14 }),
    accepted: fc.boolean(),
    failed: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    claimedPassing: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    taskIds: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    source: fc.constantFrom('trailer', 'comment', 'cli'),
  }),
);

/** Events with distinct ids (the ledger's invariant). */
const ledger = fc.uniqueArray(event, { selector: (e) => e.id, maxLength: 30 });

describe('ledger lines on arbitrary text', () => {
  it('parsing never throws; every non-blank line is an event or a numbered error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const parsed = parseLedger(text);
        const nonBlank = text.split('\n').filter((line) => line.trim() !== '').length;
        expect(parsed.events.length + parsed.errors.length).toBe(nonBlank);
        for (const error of parsed.errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.message).not.toBe('');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a truncated last line is reported with its line number, the lines before it kept', () => {
    fc.assert(
      fc.property(
        ledger.filter((l) => l.length > 0),
        fc.nat(),
        (events, cut) => {
          const text = serializeLedger(events);
          const lastStart = text.lastIndexOf('\n', text.length - 2) + 1;
          const lastLength = text.length - 1 - lastStart;
          const truncated = text.slice(0, lastStart + (cut % lastLength));
          const parsed = parseLedger(truncated);
          expect(parsed.events).toHaveLength(events.length - 1);
          if (cut % lastLength > 0)
            expect(parsed.errors).toEqual([{ line: events.length, message: expect.any(String) }]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('ledger round trips', () => {
  it('serialize then parse gives the events back, in replay order, and the same bytes again', () => {
    fc.assert(
      fc.property(ledger, (events) => {
        const text = serializeLedger(events);
        const parsed = parseLedger(text);
        expect(parsed.errors).toEqual([]);
        expect(new Set(parsed.events.map((e) => e.id))).toEqual(new Set(events.map((e) => e.id)));
        expect(serializeLedger(parsed.events)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('merging is idempotent and order-free; monthly segments hold every event once', () => {
    fc.assert(
      fc.property(ledger, ledger, (a, b) => {
        const merged = mergeLedgers(a, b);
        const ab = merged.events;
        expect(mergeLedgers(ab, a, b).added).toEqual([]);
        // Order matters only when an id was reused with other content, and that is reported.
        if (merged.conflicts.length === 0) {
          expect(serializeLedger(mergeLedgers(b, a).events)).toBe(serializeLedger(ab));
        }
        const segments = [...splitByMonth(ab).values()].flat();
        expect(segments.map((e) => e.id).sort()).toEqual(ab.map((e) => e.id).sort());
      }),
      { numRuns: 500 },
    );
  });
});

// How its time grows with size is measured in bench/linearity.bench.ts; here, the answer on
// megabytes (a quadratic parser would run into the test timeout).
describe('a large ledger', () => {
  it('2 MB of valid events: every line is an event, none an error', () => {
    const line =
      '{"id":"verdict:1:task","at":"2026-01-01T00:00:00.000Z","kind":"verdict","taskId":"task","verdict":"verified","groundTruthContradiction":false,"required":true}\n';
    const lines = Math.ceil((2 * 1024 * 1024) / line.length);
    const parsed = parseLedger(line.repeat(lines));
    expect(parsed.errors).toEqual([]);
    expect(parsed.events).toHaveLength(lines);
    expect(parsed.events[lines - 1]).toMatchObject({ id: 'verdict:1:task', verdict: 'verified' });
  });

  it('256 KB of garbage lines: every line is an error with its number, no event', () => {
    const lines = 17_000;
    const parsed = parseLedger('{"id": [1,2,3,\n'.repeat(lines));
    expect(parsed.events).toEqual([]);
    expect(parsed.errors.map((e) => e.line)).toEqual(
      Array.from({ length: lines }, (_, i) => i + 1),
    );
  });
});
