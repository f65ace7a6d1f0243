/**
 * GitHub's limits on the text the gate writes back, and the one way to clip to them: every renderer
 * and adapter clips here, so a report is cut the same way wherever it goes and never split inside a
 * UTF-8 sequence or a surrogate pair. Check runs count UTF-8 bytes, comments count characters
 * (UTF-16 units), and each refuses a write over its limit with a 422.
 */
import { isHighSurrogate, utf8Length, utf8UnitBytes } from '../utf8.js';

/** A check run's `output.summary` and `output.text`: bytes of UTF-8. */
export const CHECK_OUTPUT_BYTES = 65_535;
/** A check run's `output.title`, in bytes (the gate's own cap: GitHub documents none). */
export const CHECK_TITLE_BYTES = 1_000;
/** An annotation's `title`, in bytes. */
export const ANNOTATION_TITLE_BYTES = 255;
/** An annotation's `message`: 64 KB. */
export const ANNOTATION_MESSAGE_BYTES = 64_000;
/** Annotations in one create or update request; more go in follow-up updates. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** A comment's `body`, in characters (UTF-16 units). */
export const COMMENT_BODY_UNITS = 65_536;
/** A step's job summary (GITHUB_STEP_SUMMARY): 1 MiB. */
export const JOB_SUMMARY_BYTES = 1024 * 1024;

/** What clipped Markdown ends with: that it was cut, and where the rest is. */
export const clippedNote = (rest: string): string => `\n\n… (truncated: ${rest})`;

/** The note of a report clipped for a check run or a comment: the job summary holds it whole. */
export const CLIPPED_NOTE = clippedNote('the full report is in the job summary');

/** The marker of a clipped item (a title, a quoted message). */
export const ELLIPSIS = '…';

/** The smallest report, for a write GitHub refused whole: where to read the rest. */
export function refusedReportNote(detailsUrl: string | undefined): string {
  return detailsUrl
    ? `GitHub refused the full report; it is in the [job summary](${detailsUrl}).`
    : 'GitHub refused the full report; it is in the workflow run’s job summary.';
}

/**
 * `text` in at most `max` UTF-16 units: unchanged when it fits, else cut before a surrogate pair
 * rather than inside it, with `note` appended (the note counts against the limit).
 */
export function clipUnits(text: string, max: number, note = CLIPPED_NOTE): string {
  if (text.length <= max) return text;
  const tail = note.length <= max ? note : '';
  let end = max - tail.length;
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end--;
  return text.slice(0, end) + tail;
}

/**
 * `text` in at most `max` bytes of UTF-8: unchanged when it fits, else cut on a character
 * boundary, with `note` appended (the note counts against the limit).
 */
export function clipBytes(text: string, max: number, note = CLIPPED_NOTE): string {
  // Each unit is at most 3 bytes (a pair is 4 over 2 units): text this short fits unmeasured.
  if (text.length * 3 <= max) return text;
  let budget = max;
  let end = 0;
  for (; end < text.length; end++) {
    budget -= utf8UnitBytes(text, end);
    if (budget < 0) break;
  }
  if (end === text.length) return text;
  const noteBytes = utf8Length(note);
  const tail = noteBytes <= max ? note : '';
  budget = max - (tail === '' ? 0 : noteBytes);
  end = 0;
  for (; end < text.length; end++) {
    // A high surrogate carries its pair's four bytes: the pair is kept whole or not at all.
    const bytes = utf8UnitBytes(text, end);
    if (bytes > budget) break;
    budget -= bytes;
  }
  return text.slice(0, end) + tail;
}
