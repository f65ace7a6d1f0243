import { describe, expect, it } from 'vitest';
import { REPLACEMENT, terminalText, terminalWriter } from '../../src/core/render/terminal.js';

describe('terminalText', () => {
  it.each([
    ['an escape sequence that hides the rest', 'eve\x1b[8m hidden', `eve${REPLACEMENT}[8m hidden`],
    ['a carriage return that overwrites the line', 'ok\rFAKE', `ok${REPLACEMENT}FAKE`],
    ['backspace and bell', 'a\b\x07', `a${REPLACEMENT}${REPLACEMENT}`],
    ['a C1 CSI (U+009B) and DEL', 'x\u009b2Jy\x7f', `x${REPLACEMENT}2Jy${REPLACEMENT}`],
    ['a right-to-left override', 'tests\u202Essap', `tests${REPLACEMENT}ssap`],
    ['a bidi isolate', 'a\u2066b\u2069', `a${REPLACEMENT}b${REPLACEMENT}`],
  ])('replaces %s', (_, text, shown) => {
    expect(terminalText(text)).toBe(shown);
  });

  it('keeps newlines, tabs and every printable character, emoji and accents included', () => {
    const text = 'cycle 3\t120/50 ✅\nJosé 👍 日本\n';
    expect(terminalText(text)).toBe(text);
  });

  it('wraps a writer', () => {
    let written = '';
    terminalWriter({ write: (text: string) => (written += text) }).write('\x1b]0;title\x07ok\n');
    expect(written).toBe(`${REPLACEMENT}]0;title${REPLACEMENT}ok\n`);
  });
});
