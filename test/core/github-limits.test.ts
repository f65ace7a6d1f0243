/**
 * GitHub's text limits in one module: check runs count UTF-8 bytes, comments count UTF-16 units.
 * Clipping keeps text that fits as it is, and cuts text that does not on a character boundary, at
 * and around each limit, with multi-byte characters straddling it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECK_OUTPUT_BYTES,
  CLIPPED_NOTE,
  clipBytes,
  clipUnits,
  COMMENT_BODY_UNITS,
  ELLIPSIS,
} from '../../src/core/render/github-limits.js';
import { utf8Length } from '../../src/core/utf8.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** Text that survives UTF-8 encoding unchanged: no lone surrogate, no broken sequence. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

// Characters of 1, 2, 3 and 4 bytes (the last a surrogate pair, two units).
const widths = [
  ['ASCII', 'a'],
  ['2-byte é', 'é'],
  ['3-byte 検', '検'],
  ['4-byte 😀 (a surrogate pair)', '😀'],
] as const;

describe('clipBytes at the check run limit (65,535 bytes of UTF-8)', () => {
  it.each(widths)('%s: text of exactly the limit is kept whole', (_, char) => {
    const fill = 'x'.repeat(CHECK_OUTPUT_BYTES - bytes(char));
    const text = fill + char;
    expect(bytes(text)).toBe(CHECK_OUTPUT_BYTES);
    expect(clipBytes(text, CHECK_OUTPUT_BYTES)).toBe(text);
  });

  it.each(widths.slice(1))(
    '%s: one byte over, the character on the boundary goes whole and the note says so',
    (_, char) => {
      // The character starts one byte before the note's room ends: it cannot fit whole.
      const room = CHECK_OUTPUT_BYTES - bytes(CLIPPED_NOTE);
      const text = `${'x'.repeat(room - 1)}${char}${'y'.repeat(bytes(CLIPPED_NOTE))}`;
      const clipped = clipBytes(text, CHECK_OUTPUT_BYTES);
      expect(bytes(text)).toBeGreaterThan(CHECK_OUTPUT_BYTES);
      expect(bytes(clipped)).toBeLessThanOrEqual(CHECK_OUTPUT_BYTES);
      expect(wellFormed(clipped)).toBe(true);
      expect(clipped).toBe(`${'x'.repeat(room - 1)}${CLIPPED_NOTE}`);
    },
  );

  it('a text all of 4-byte characters is cut between pairs, filling the room to within 3 bytes', () => {
    const clipped = clipBytes('😀'.repeat(20_000), CHECK_OUTPUT_BYTES);
    const kept = clipped.slice(0, -CLIPPED_NOTE.length);
    expect(wellFormed(clipped)).toBe(true);
    expect(kept).toBe('😀'.repeat(kept.length / 2));
    expect(CHECK_OUTPUT_BYTES - bytes(clipped)).toBeLessThan(4);
  });

  it('an item clipped with an ellipsis counts the ellipsis (3 bytes)', () => {
    expect(clipBytes('検検検', 8, ELLIPSIS)).toBe('検…');
    expect(clipBytes('検検', 6, ELLIPSIS)).toBe('検検');
  });
});

describe('clipUnits at the comment limit (65,536 characters)', () => {
  it.each(widths)('%s: text of exactly the limit is kept whole', (_, char) => {
    const text = 'x'.repeat(COMMENT_BODY_UNITS - char.length) + char;
    expect(text.length).toBe(COMMENT_BODY_UNITS);
    expect(clipUnits(text, COMMENT_BODY_UNITS)).toBe(text);
  });

  it('a surrogate pair on the boundary is dropped whole, never split', () => {
    const room = COMMENT_BODY_UNITS - CLIPPED_NOTE.length;
    const text = `${'x'.repeat(room - 1)}😀${'y'.repeat(CLIPPED_NOTE.length)}`;
    const clipped = clipUnits(text, COMMENT_BODY_UNITS);
    expect(clipped).toBe(`${'x'.repeat(room - 1)}${CLIPPED_NOTE}`);
    expect(wellFormed(clipped)).toBe(true);
  });

  it('one unit over the limit is clipped, with the note within the limit', () => {
    const clipped = clipUnits('検'.repeat(COMMENT_BODY_UNITS + 1), COMMENT_BODY_UNITS);
    expect(clipped).toHaveLength(COMMENT_BODY_UNITS);
    expect(clipped.endsWith(CLIPPED_NOTE)).toBe(true);
  });
});

describe('on any text and any limit', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'é', '検', '😀', '\ud800', '\udc00'),
    maxLength: 60,
  });

  it('clipBytes: within the limit, a prefix plus the note, well-formed when the input was', () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(ELLIPSIS, CLIPPED_NOTE),
        (t, max, note) => {
          const clipped = clipBytes(t, max, note);
          expect(utf8Length(clipped)).toBe(bytes(clipped));
          if (bytes(t) <= max) {
            expect(clipped).toBe(t);
            return;
          }
          expect(bytes(clipped)).toBeLessThanOrEqual(max);
          const tail = bytes(note) <= max ? note : '';
          expect(clipped.endsWith(tail)).toBe(true);
          expect(t.startsWith(clipped.slice(0, clipped.length - tail.length))).toBe(true);
          if (wellFormed(t)) expect(wellFormed(clipped)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('clipUnits: within the limit, a prefix plus the note, never ending in half a pair', () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(ELLIPSIS, CLIPPED_NOTE),
        (t, max, note) => {
          const clipped = clipUnits(t, max, note);
          if (t.length <= max) {
            expect(clipped).toBe(t);
            return;
          }
          expect(clipped.length).toBeLessThanOrEqual(max);
          const tail = note.length <= max ? note : '';
          const kept = clipped.slice(0, clipped.length - tail.length);
          expect(t.startsWith(kept)).toBe(true);
          if (wellFormed(t)) expect(wellFormed(clipped)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
