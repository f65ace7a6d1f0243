import { describe, expect, it } from 'vitest';
import { coAuthorsFromMessage, parseCoAuthor } from '../../src/core/trailers.js';

describe('Co-authored-by trailers', () => {
  it.each([
    [
      'Ralph <1+ralph[bot]@users.noreply.github.com>',
      'Ralph',
      '1+ralph[bot]@users.noreply.github.com',
    ],
    ['  Spaced   Name   <a@b.c>  ', 'Spaced   Name', 'a@b.c'],
    ['a <b> c <d@e>', 'a <b> c', 'd@e'],
    ['<only@email>', '', 'only@email'],
    ['No Email', 'No Email', null],
    ['Broken <a>b>', 'Broken <a>b>', null],
    ['Unclosed <a@b', 'Unclosed <a@b', null],
  ])('%j', (value, name, email) => {
    expect(parseCoAuthor(value)).toEqual({ name, email });
  });

  it('reads only the trailer block, any key case, as git does', () => {
    const message = [
      'feat: pair',
      '',
      'Co-authored-by: Not A Trailer <x@y> (in the body)',
      '',
      'co-authored-by: ralph <1+ralph@users.noreply.github.com>',
      'Build-Done: tests: pass',
      'Co-Authored-By: Eve <eve@example.com>',
      '',
    ].join('\n');
    expect(coAuthorsFromMessage(message, { cleanup: 'none' })).toEqual([
      { name: 'ralph', email: '1+ralph@users.noreply.github.com' },
      { name: 'Eve', email: 'eve@example.com' },
    ]);
  });
});
