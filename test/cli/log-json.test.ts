import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CycleLogEntry } from '../../src/app/audit-log.js';
import { cycleEntryJson } from '../../src/cli/commands/log.js';

// `log --json` prints each entry with cycleEntryJson instead of JSON.stringify: byte for byte
// the same text, untrusted strings (quotes, control characters, emoji) included.
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
    ],
  },
);

describe('cycleEntryJson', () => {
  it('is JSON.stringify(entry, null, 2) indented as an array element', () => {
    fc.assert(
      fc.property(entry, (e) => {
        expect(cycleEntryJson(e)).toBe(JSON.stringify(e, null, 2).replaceAll('\n', '\n  '));
      }),
      { numRuns: 2000 },
    );
  });
});
