/**
 * A comment's text at a cycle's due time (issue 25 rule 1, issue 26 class C). A cycle is judged at
 * its due time by a run that may start an hour later: an agent that edited its claim comment in
 * between (a `build.done` it knew was a lie, rewritten to `build.blocked` or to nothing) must be
 * judged on what GitHub held at the due time, which GitHub's edit history proves (each version's
 * full text and the instant it was made). When the history cannot prove it — the version of that
 * instant deleted from the history, or more versions than were read — the gate fails closed: the
 * text is unknown, so the comment proves nothing and every claim in a version still readable
 * counts, none of them able to verify a task (src/core/verify.ts, `unproven`).
 */

/** A comment's edit history: its versions (any order) and whether that is all of them. */
export interface CommentVersions {
  /** Each version: when it was made, and its full text (null once deleted from the history). */
  versions: readonly { editedAt: string; text: string | null }[];
  complete: boolean;
}

/** The text at the due time, proven, or why not and the texts that can still be read. */
export type TextAtDueTime =
  { proven: true; text: string } | { proven: false; why: string; readable: string[] };

/** What `history` proves the comment said at `dueAt` (a version made at `dueAt` counts). */
export function textAtDueTime(history: CommentVersions, dueAt: string): TextAtDueTime {
  const ordered = [...history.versions].sort(
    (a, b) => Date.parse(a.editedAt) - Date.parse(b.editedAt),
  );
  const readable = ordered.flatMap((v) => (v.text === null ? [] : [v.text]));
  const at = Date.parse(dueAt);
  const then = ordered.filter((v) => Date.parse(v.editedAt) <= at).at(-1);
  // GitHub lists the newest versions first: the unread rest of a long history is its oldest,
  // where the one current at the due time may be.
  if (!history.complete)
    return { proven: false, why: 'its edit history is longer than the gate reads', readable };
  if (!then)
    return { proven: false, why: 'its edit history holds no version from the due time', readable };
  if (then.text === null) {
    return {
      proven: false,
      why: 'the version it had at the due time was deleted from its edit history',
      readable,
    };
  }
  return { proven: true, text: then.text };
}
