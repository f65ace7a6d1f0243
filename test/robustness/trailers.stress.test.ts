import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanupCommitMessage,
  parseTrailers,
  taskIdsFromMessage,
} from '../../src/core/trailers.js';
import { evidenceClaimsFromMessage } from '../../src/core/evidence/index.js';
import { LINEAR_SCALING_BOUND, scalingRatio } from './linear.js';

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

describe('trailers are linear in message size', () => {
  const MB = 1024 * 1024;
  const adversarial: [string, string][] = [
    ['many trailer lines', 'Build-Done: tests: pass\n'],
    ['many continuation lines', 'Build-Done: tests: pass\n  lint: pass\n'],
    ['many comment lines', '# comment\n'],
    ['many blank lines', '\n\n\n'],
    ['one long line of separators', ':::'],
    ['many lines that look like trailers but are not', 'not a trailer line\nKey: v\n'],
  ];
  for (const [name, unit] of adversarial) {
    it(`${name}: 8x the text takes about 8x the time (2 MB)`, () => {
      expect(scalingRatio((t) => parseTrailers(`s\n\n${t}`), unit, 2 * MB)).toBeLessThan(
        LINEAR_SCALING_BOUND,
      );
    });
  }
});
