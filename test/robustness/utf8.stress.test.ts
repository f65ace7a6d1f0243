/**
 * The UTF-8 check every contract read goes through: it agrees with Node's own validator on
 * arbitrary bytes, points at the first bad byte, and is linear in its input.
 */
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8 } from '../../src/core/utf8.js';

/** Bytes that are mostly UTF-8 with a few arbitrary bytes mixed in, and purely arbitrary bytes. */
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }).map((s) => [...Buffer.from(s, 'utf8')]),
        fc.array(fc.integer({ min: 0x80, max: 0xff }), { maxLength: 3 }),
        fc.constantFrom([0x0a], [0x0d], [0x0d, 0x0a], [0xef, 0xbf, 0xbd], [0xed, 0xa0, 0x80]),
      ),
      { maxLength: 20 },
    )
    .map((parts) => Uint8Array.from(parts.flat())),
);

describe('decodeUtf8 on arbitrary bytes', () => {
  it('accepts exactly what Node calls UTF-8, and the text re-encodes to the same bytes', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const decoded = decodeUtf8(input);
        expect(decoded.ok).toBe(isUtf8(input));
        if (decoded.ok) {
          const bom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? 3 : 0;
          expect(Buffer.from(decoded.text, 'utf8').equals(Buffer.from(input.subarray(bom)))).toBe(
            true,
          );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the first bad byte ends the longest valid prefix, and its line counts CRLF, CR and LF', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        fc.pre(!isUtf8(input));
        const at = firstInvalidUtf8(input);
        expect(isUtf8(input.subarray(0, at))).toBe(true);
        // No valid sequence starts at `at`: any longer prefix is broken for good.
        for (let end = at + 1; end <= Math.min(input.length, at + 4); end++) {
          expect(isUtf8(input.subarray(0, end))).toBe(false);
        }
        const decoded = decodeUtf8(input);
        if (decoded.ok) throw new Error('accepted invalid bytes');
        const before = Buffer.from(input.subarray(0, at)).toString('latin1');
        expect(decoded.line).toBe(before.split(/\r\n|\r|\n/).length);
        expect(decoded.byte).toBe(`0x${input[at]!.toString(16).toUpperCase().padStart(2, '0')}`);
      }),
      { numRuns: 3000 },
    );
  });
});

// How its time grows with size is measured in bench/linearity.bench.ts; here, the answer at 4 MB
// (a quadratic check would run into the test timeout).
describe('decodeUtf8 on 4 MB', () => {
  const lines = (4 * 1024 * 1024) / 32;

  it('valid multi-byte text decodes to itself', () => {
    const text = '- [ ] Überprüfe 検査 | d\n'.repeat(lines);
    expect(decodeUtf8(Buffer.from(text, 'utf8'))).toEqual({ ok: true, text });
  });

  it('a bad byte after many CRLF lines is found on the line after them', () => {
    const bytes = Buffer.from(`${'- [ ] task | d\r\n'.repeat(lines)}\xdc`, 'latin1');
    expect(decodeUtf8(bytes)).toMatchObject({ ok: false, line: lines + 1, byte: '0xDC' });
  });
});
