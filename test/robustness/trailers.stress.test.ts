import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanupCommitMessage,
  parseTrailers,
  taskIdsFromMessage,
} from '../../src/core/trailers.js';
import { evidenceClaimsFromMessage } from '../../src/core/evidence/index.js';

/** Text built from what commit messages are made of, so properties reach the parser's corners. */
const messageish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Build-Done',
        'Signed-off-by',
        'Heartbeat-Task',
        ': ',
        ':',
        '#',
        '\n',
        '\n\n',
        ' ',
        '\t',
        '---\n',
        '# ------------------------ >8 ------------------------\n',
        'tests: pass',
        '(cherry picked from commit ',
      ),
      fc.string({ maxLength: 10 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), messageish);

describe('trailers on arbitrary text', () => {
  it('never throw, with or without cleanup and divider', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), fc.boolean(), (message, strip, divider) => {
        const options = { cleanup: strip ? ('strip' as const) : ('none' as const), divider };
        const trailers = parseTrailers(message, options);
        for (const trailer of trailers) {
          expect(trailer.key).not.toBe('');
          expect(trailer.value).not.toMatch(/\n/);
        }
        evidenceClaimsFromMessage(message, options);
        taskIdsFromMessage(message, options);
      }),
      { numRuns: 2000 },
    );
  });

  it('cleanup is idempotent, as git stripspace is', () => {
    fc.assert(
      fc.property(anyText, (message) => {
        const once = cleanupCommitMessage(message);
        expect(cleanupCommitMessage(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('trailers written at the end of a message are read back in order', () => {
    const key = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/);
    const value = fc.stringMatching(/^[!-~]([ -~]{0,30}[!-~])?$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 8 }), (pairs) => {
        const message = `subject\n\nbody text.\n\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
        expect(parseTrailers(message).map((t) => [t.key, t.value])).toEqual(pairs);
      }),
      { numRuns: 1000 },
    );
  });
});

// How their time grows with size is measured in bench/linearity.bench.ts; here, what 2 MB
// messages read as (a quadratic reader would run into the test timeout).
describe('trailers of a 2 MB message', () => {
  const MB = 1024 * 1024;
  const trailersOf = (unit: string) => {
    const count = Math.ceil((2 * MB) / unit.length);
    return { count, trailers: parseTrailers(`s\n\n${unit.repeat(count)}`) };
  };

  it.each([
    ['many trailer lines', 'Build-Done: tests: pass\n', 'tests: pass'],
    [
      'many continuation lines',
      'Build-Done: tests: pass\n  lint: pass\n',
      'tests: pass lint: pass',
    ],
  ])('%s: one trailer per line, each read whole', (_, unit, value) => {
    const { count, trailers } = trailersOf(unit);
    expect(trailers).toHaveLength(count);
    expect(trailers.every((t) => t.key === 'Build-Done' && t.value === value)).toBe(true);
  });

  it.each([
    ['many comment lines', '# comment\n'],
    ['many blank lines', '\n\n\n'],
    ['one long line of separators', ':::'],
    ['many lines that look like trailers but are not', 'not a trailer line\nKey: v\n'],
  ])('%s: no trailer', (_, unit) => {
    expect(trailersOf(unit).trailers).toEqual([]);
  });
});
