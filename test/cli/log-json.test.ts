import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CycleLogEntry } from '../../src/app/audit-log.js';
import { streamCycleLog } from '../../src/cli/commands/log.js';
import { jsonText } from '../../src/core/render/text.js';

// `log --json` streams the array element by element, each element JSON.stringify's: the whole
// stream is byte for byte jsonText of the entries (every other --json output), untrusted strings
// (quotes, control characters, lone surrogates, emoji) included.
const untrusted = fc.string({ unit: 'binary', maxLength: 12 });
const entry: fc.Arbitrary<CycleLogEntry> = fc.record(
  {
    sha: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 40 }),
    date: fc.constantFrom('2026-01-01T00:15:00Z', '2026-01-01T01:15:00+01:00'),
    author: untrusted,
    authorEmail: untrusted,
    cycle: fc.integer({ min: 1 }),
    score: fc.integer(),
    target: fc.integer(),
    tier: fc.constantFrom('good', 'lockdown', 'normal'),
    delta: fc.integer(),
    intervalMinutes: fc.integer({ min: 1 }),
    verdicts: fc.array(
      fc.record(
        {
          taskId: untrusted,
          verdict: fc.constantFrom('verified', 'not_verified', 'unclear'),
          contradiction: fc.boolean(),
          contradictions: fc.array(fc.record({ claimed: untrusted, actual: untrusted }), {
            maxLength: 2,
          }),
          reason: untrusted,
        },
        { requiredKeys: ['taskId', 'verdict', 'contradiction'] },
      ),
      { maxLength: 3 },
    ),
    agent: untrusted,
    verified: fc.constant(false),
  },
  {
    requiredKeys: [
      'sha',
      'date',
      'author',
      'authorEmail',
      'cycle',
      'score',
      'target',
      'tier',
      'delta',
      'intervalMinutes',
      'verdicts',
      'verified',
    ],
  },
);

/** What `log --json` prints for `entries`, through the streaming printer into a buffer. */
function streamed(entries: readonly CycleLogEntry[]): { text: string; writes: number } {
  const chunks: string[] = [];
  const printer = streamCycleLog({ write: (text) => chunks.push(text) }, true);
  for (const e of entries) printer.entry(e);
  printer.end();
  return { text: chunks.join(''), writes: chunks.length };
}

describe('log --json streamed', () => {
  it('is jsonText(entries), element by element', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        expect(streamed(entries).text).toBe(jsonText(entries));
      }),
      { numRuns: 2000 },
    );
  });

  it('is jsonText(entries) across the blocks it writes in', () => {
    const [one] = fc.sample(entry, { numRuns: 1, seed: 29 });
    const entries = Array.from({ length: 2_000 }, (_, i) => ({ ...one!, cycle: i + 1 }));
    const { text, writes } = streamed(entries);
    expect(writes).toBeGreaterThan(10);
    expect(text).toBe(jsonText(entries));
  });
});
