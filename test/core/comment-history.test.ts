import { describe, expect, it } from 'vitest';
import { textAtDueTime } from '../../src/core/comment-history.js';

const DUE = '2026-11-20T10:12:00Z';
const created = { editedAt: '2026-11-20T10:05:00Z', text: 'build.done' };
const edited = { editedAt: '2026-11-20T10:20:00Z', text: 'build.blocked' };

describe('textAtDueTime', () => {
  it('is the version current at the due time, whatever order GitHub lists them in', () => {
    expect(textAtDueTime({ versions: [edited, created], complete: true }, DUE)).toEqual({
      proven: true,
      text: 'build.done',
    });
    // A version made at the due time is what GitHub held then.
    expect(
      textAtDueTime({ versions: [created, { ...edited, editedAt: DUE }], complete: true }, DUE),
    ).toEqual({ proven: true, text: 'build.blocked' });
  });

  it('a deleted version after the due time proves nothing away', () => {
    const gone = { ...edited, text: null };
    expect(textAtDueTime({ versions: [gone, created], complete: true }, DUE)).toEqual({
      proven: true,
      text: 'build.done',
    });
  });

  it('fails closed: the version of the due time deleted, a history read in part, none old enough', () => {
    expect(
      textAtDueTime({ versions: [edited, { ...created, text: null }], complete: true }, DUE),
    ).toEqual({
      proven: false,
      why: 'the version it had at the due time was deleted from its edit history',
      readable: ['build.blocked'],
    });
    expect(textAtDueTime({ versions: [edited, created], complete: false }, DUE)).toEqual({
      proven: false,
      why: 'its edit history is longer than the gate reads',
      readable: ['build.done', 'build.blocked'],
    });
    expect(textAtDueTime({ versions: [edited], complete: true }, DUE)).toEqual({
      proven: false,
      why: 'its edit history holds no version from the due time',
      readable: ['build.blocked'],
    });
  });
});
