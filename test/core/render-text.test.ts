import { describe, expect, it } from 'vitest';
import { clip, plural, signed } from '../../src/core/render/text.js';

describe('text helpers', () => {
  it.each([
    [3, '+3'],
    [0, '0'],
    [-10, '-10'],
  ])('signed(%d) is %s', (n, text) => {
    expect(signed(n)).toBe(text);
  });

  it.each([
    [0, 'days'],
    [1, 'day'],
    [2, 'days'],
  ])('plural(%d, day) ends in %s', (n, word) => {
    expect(plural(n, 'day')).toBe(`${n} ${word}`);
  });

  it('takes an irregular plural', () => {
    expect(plural(2, 'retry', 'retries')).toBe('2 retries');
    expect(plural(1, 'retry', 'retries')).toBe('1 retry');
  });

  it('clips at max characters with a marker, leaving short text alone', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdefg', 6)).toBe('abcdef…');
    expect(clip('abcdefg', 3, ' [cut]')).toBe('abc [cut]');
    expect(clip('abcdefg', 3, (n) => `… (${n} more characters)`)).toBe('abc… (4 more characters)');
  });
});
