import { describe, expect, it } from 'vitest';
import { textAtDueTime } from '../../src/core/comment-history.js';

const DUE = '2026-11-20T10:12:00Z';
const created = { editedAt: '2026-11-20T10:05:00Z', text: 'build.done' };
const edited = { editedAt: '2026-11-20T10:20:00Z', text: 'build.blocked' };

describe('textAtDueTime', () => {
  it('is the version current at the due time, and when it was made, whatever order GitHub lists them in', () => {
    expect(textAtDueTime({ versions: [edited, created], complete: true }, DUE)).toEqual({
      proven: true,
      text: 'build.done',
      editedAt: created.editedAt,
    });
    // A version made at the due time is what GitHub held then.
    expect(
      textAtDueTime({ versions: [created, { ...edited, editedAt: DUE }], complete: true }, DUE),
    ).toEqual({ proven: true, text: 'build.blocked', editedAt: DUE });
  });

  it('a deleted version after the due time proves nothing away', () => {
    const gone = { ...edited, text: null };
    expect(textAtDueTime({ versions: [gone, created], complete: true }, DUE)).toEqual({
      proven: true,
      text: 'build.done',
      editedAt: created.editedAt,
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
    expect(textAtDueTime({ versions: [edited], complete: false }, DUE)).toEqual({
      proven: false,
      why: 'its edit history is longer than the gate reads',
      readable: ['build.blocked'],
    });
    // Read in part, all from before the due time: were GitHub's order oldest first, the version
    // of the due time could be a newer one unread.
    expect(textAtDueTime({ versions: [created], complete: false }, DUE)).toEqual({
      proven: false,
      why: 'its edit history is longer than the gate reads',
      readable: ['build.done'],
    });
    expect(textAtDueTime({ versions: [edited], complete: true }, DUE)).toEqual({
      proven: false,
      why: 'its edit history holds no version from the due time',
      readable: ['build.blocked'],
    });
  });

  it('a history read in part that reaches both sides of the due time proves it', () => {
    // The unread are older than every version read (GitHub lists the newest first).
    expect(textAtDueTime({ versions: [edited, created], complete: false }, DUE)).toEqual({
      proven: true,
      text: 'build.done',
      editedAt: created.editedAt,
    });
  });
});

describe('textAtDueTime: who destroyed the text of the due time', () => {
  const AGENTS = ['agent[bot]'];
  const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00Z`;

  it('the agent deleting that version from the history hid it; an operator did not', () => {
    const deleted = (deletedBy: string) => ({ ...created, text: null, deletedBy });
    const byAgent = { versions: [edited, deleted('agent[bot]')], complete: true };
    expect(textAtDueTime(byAgent, DUE, AGENTS)).toEqual({
      proven: false,
      why: 'the version it had at the due time was deleted from its edit history by agent[bot]',
      readable: ['build.blocked'],
      hiddenBy: 'agent[bot]',
    });
    // A look-alike of the agent's login (another case, no `[bot]`) is refused the leniency.
    expect(
      textAtDueTime({ versions: [edited, deleted('Agent')], complete: true }, DUE, AGENTS),
    ).toMatchObject({ hiddenBy: 'Agent' });
    const byOperator = { versions: [edited, deleted('alice')], complete: true };
    expect(textAtDueTime(byOperator, DUE, AGENTS)).toEqual({
      proven: false,
      why: 'the version it had at the due time was deleted from its edit history',
      readable: ['build.blocked'],
    });
    // A version deleted after the due time hides nothing: the one of the due time is read.
    const later = { versions: [{ ...edited, text: null, deletedBy: 'agent[bot]' }, created] };
    expect(textAtDueTime({ ...later, complete: true }, DUE, AGENTS)).toEqual({
      proven: true,
      text: 'build.done',
      editedAt: created.editedAt,
    });
  });

  it("edits after the due time that pushed it out of those read: the agent's hid it", () => {
    const after = (editor: string) =>
      Array.from({ length: 100 }, (_, n) => ({
        editedAt: at(13 + (n % 40)),
        text: `v${n}`,
        editor,
      }));
    expect(
      textAtDueTime({ versions: after('agent[bot]'), complete: false }, DUE, AGENTS),
    ).toMatchObject({
      proven: false,
      why: 'its edit history is longer than the gate reads, edited after the due time by agent[bot]',
      hiddenBy: 'agent[bot]',
    });
    const byOperator = textAtDueTime({ versions: after('alice'), complete: false }, DUE, AGENTS);
    expect(byOperator).toMatchObject({ proven: false });
    expect(byOperator).not.toHaveProperty('hiddenBy');
    // Edits before the due time never hide it: the version of the due time is among those read.
    const before = Array.from({ length: 99 }, (_, n) => ({
      editedAt: new Date(Date.parse(at(0)) + n * 1000).toISOString(),
      text: n === 98 ? 'build.done' : `v${n}`,
      editor: 'agent[bot]',
    }));
    expect(
      textAtDueTime(
        { versions: [...before, { ...edited, editor: 'agent[bot]' }], complete: false },
        DUE,
        AGENTS,
      ),
    ).toEqual({ proven: true, text: 'build.done', editedAt: before[98]!.editedAt });
  });
});
