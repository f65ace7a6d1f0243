/**
 * A comment's text at a cycle's due time (issue 25 rule 1, issue 26 class C). A cycle is judged at
 * its due time by a run that may start an hour later: an agent that edited its claim comment in
 * between (a `build.done` it knew was a lie, rewritten to `build.blocked` or to nothing) must be
 * judged on what GitHub held at the due time, which GitHub's edit history proves (each version's
 * full text and the instant it was made). When the history cannot prove it — the version of that
 * instant deleted from the history, or more versions than were read — the gate fails closed: the
 * text is unknown, so the comment proves nothing and every claim in a version still readable
 * counts, none of them able to verify a task (src/core/verify.ts, `unproven`), and when GitHub
 * says the judged agent destroyed that text itself, the lie it could have hidden is charged as a
 * contradiction (`hiddenBy`).
 */
import { looksLikeAgent } from './identity.js';

/** One version of a comment: when it was made, by whom, its full text (null once deleted). */
export interface CommentVersion {
  editedAt: string;
  text: string | null;
  /** Who GitHub says made this version (`editor`), when it names one. */
  editor?: string | undefined;
  /** Who GitHub says deleted its text from the history (`deletedBy`), when it names one. */
  deletedBy?: string | undefined;
}

/** A comment's edit history: its versions (any order) and whether that is all of them. */
export interface CommentVersions {
  versions: readonly CommentVersion[];
  /** False when GitHub holds older versions than those read (it lists the newest first). */
  complete: boolean;
}

/**
 * The text at the due time, proven, and when the version holding it was made (the claim's text
 * was written then); or why not and the texts that can still be read. `hiddenBy`: the agent whose
 * own act made it unreadable (see {@link textAtDueTime}).
 */
export type TextAtDueTime =
  | { proven: true; text: string; editedAt: string }
  | { proven: false; why: string; readable: string[]; hiddenBy?: string };

/**
 * What `history` proves the comment said at `dueAt` (a version made at `dueAt` counts). When it
 * proves nothing, `hiddenBy` names the judged agent (one of `agents`, or a login that could be it
 * under another guise) when GitHub says it destroyed that text itself: it deleted the version of
 * the due time from the history, or its edits after the due time are among the newest versions
 * that pushed that one out of those read. That is the act of hiding a lie, charged as one; the
 * same act by anyone else (an operator deleting a revision that leaked a secret) leaves the text
 * only not proven. Edits before the due time never hide anything: that version is then the text.
 */
export function textAtDueTime(
  history: CommentVersions,
  dueAt: string,
  agents: readonly string[] = [],
): TextAtDueTime {
  const ordered = [...history.versions].sort(
    (a, b) => Date.parse(a.editedAt) - Date.parse(b.editedAt),
  );
  const readable = ordered.flatMap((v) => (v.text === null ? [] : [v.text]));
  const at = Date.parse(dueAt);
  const then = ordered.filter((v) => Date.parse(v.editedAt) <= at).at(-1);
  const by = (login: string | undefined) =>
    login !== undefined && looksLikeAgent(login, agents) ? { hiddenBy: login } : {};
  const later = ordered.filter((v) => Date.parse(v.editedAt) > at);
  // A history read in part proves the version of the due time when what was read reaches both
  // sides of it (one version then or before, one after): the unread are all older (GitHub lists
  // the newest first) or, were the order the other, all newer. Otherwise the edits after the due
  // time are what pushed it out of those read.
  if (!history.complete && (!then || later.length === 0)) {
    const pushedOut = then ? undefined : later.findLast((v) => by(v.editor).hiddenBy);
    const hidden = by(pushedOut?.editor);
    return {
      proven: false,
      why: hidden.hiddenBy
        ? `its edit history is longer than the gate reads, edited after the due time by ${hidden.hiddenBy}`
        : 'its edit history is longer than the gate reads',
      readable,
      ...hidden,
    };
  }
  if (!then)
    return { proven: false, why: 'its edit history holds no version from the due time', readable };
  if (then.text === null) {
    const hidden = by(then.deletedBy);
    const why = 'the version it had at the due time was deleted from its edit history';
    return {
      proven: false,
      why: hidden.hiddenBy ? `${why} by ${hidden.hiddenBy}` : why,
      readable,
      ...hidden,
    };
  }
  return { proven: true, text: then.text, editedAt: then.editedAt };
}
