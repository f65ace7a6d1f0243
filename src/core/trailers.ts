/**
 * Git trailers, read exactly as git reads them (git 2.39 `trailer.c`, `commit.c` and
 * `strbuf_stripspace`), so that what `check-commit` judges is what `git log --format=%(trailers)`
 * shows later. Pure: the caller passes the message text.
 */
/** One trailer of a commit message. */
export interface Trailer {
  /** The key as written, e.g. `Build-Done` (git compares keys case-insensitively). */
  readonly key: string;
  /** The value unfolded onto one line, as `git interpret-trailers --parse` prints it. */
  readonly value: string;
  /** The value's lines as written: the first line, then each continuation line, trimmed. */
  readonly lines: readonly string[];
}

/** How to read a message. Defaults fit a commit-msg hook's message file. */
export interface TrailerOptions {
  /**
   * `strip` (default) first cleans the message as `git commit` does by default when an editor is
   * involved: cut at the `-v` scissors line, drop comment lines, trim trailing whitespace, squeeze
   * blank lines. `none` reads the text as stored, as `git log --format=%(trailers)` does.
   */
  readonly cleanup?: 'strip' | 'none';
  /** Stop at a `---` line as `git interpret-trailers` does without `--no-divider`. Default false, as `git commit` and `git log` read messages. */
  readonly divider?: boolean;
  /** git's `core.commentChar`; default `#`. */
  readonly commentChar?: string;
}

const GIT_GENERATED_PREFIXES = ['Signed-off-by: ', '(cherry picked from commit '];
const CUT_LINE = '------------------------ >8 ------------------------\n';

// git's own ctype: ASCII only, whatever the locale.
const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isAlnum = (c: string): boolean => /^[A-Za-z0-9]$/.test(c);

function nextLine(s: string, i: number): number {
  const nl = s.indexOf('\n', i);
  return nl === -1 ? s.length : nl + 1;
}

/** Start of the last line of s[0, len), -1 when len is 0 (a final newline belongs to its line). */
function lastLine(s: string, len: number): number {
  if (len === 0) return -1;
  if (len === 1) return 0;
  for (let i = len - 2; i >= 0; i--) if (s[i] === '\n') return i + 1;
  return 0;
}

function isBlankLine(s: string, i: number): boolean {
  for (; i < s.length && s[i] !== '\n'; i++) if (!isSpace(s[i])) return false;
  return true;
}

/** Offset of the `:` in `<token><optional blanks>:`, or -1 when the line is not shaped so. */
function findSeparator(s: string, start: number): number {
  let whitespaceFound = false;
  for (let i = start; i < s.length; i++) {
    const c = s[i] as string;
    if (c === ':') return i - start;
    if (!whitespaceFound && (isAlnum(c) || c === '-')) continue;
    if (i !== start && (c === ' ' || c === '\t')) {
      whitespaceFound = true;
      continue;
    }
    break;
  }
  return -1;
}

function trim(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && isSpace(text[a])) a++;
  while (b > a && isSpace(text[b - 1])) b--;
  return text.slice(a, b);
}

/** Where the message proper ends: before a `---` divider line, when dividers count. */
function findPatchStart(s: string, divider: boolean): number {
  if (!divider) return s.length;
  for (let i = 0; i < s.length; i = nextLine(s, i)) {
    if (s.startsWith('---', i) && isSpace(s[i + 3])) return i;
  }
  return s.length;
}

/** Where `git commit -v`'s scissors line starts, or len. */
function locateCutLine(s: string, len: number, comment: string): number {
  const pattern = `\n${comment} ${CUT_LINE}`;
  if (s.startsWith(pattern.slice(1))) return 0;
  const at = s.indexOf(pattern);
  return at === -1 ? len : Math.min(at + 1, len);
}

/** git's ignore_non_trailer: the trailing run of comments, blank lines and an old `Conflicts:` block. */
function endOfLogMessage(s: string, len: number, comment: string): number {
  const cutoff = locateCutLine(s, len, comment);
  let boc = 0;
  let inConflicts = false;
  for (let bol = 0; bol < cutoff;) {
    const nl = s.indexOf('\n', bol);
    const next = nl === -1 || nl >= len ? len : nl + 1;
    if (s[bol] === comment || s[bol] === '\n') {
      if (!boc) boc = bol;
    } else if (s.startsWith('Conflicts:\n', bol)) {
      inConflicts = true;
      if (!boc) boc = bol;
    } else if (inConflicts && s[bol] === '\t') {
      // a path inside the old conflicts block
    } else if (boc) {
      boc = 0;
      inConflicts = false;
    }
    bol = next;
  }
  return boc ? boc : cutoff;
}

/** git's find_trailer_start: the last paragraph, if it counts as a trailer block. */
function findTrailerStart(s: string, len: number, comment: string): number {
  let title = 0;
  for (; title < len; title = nextLine(s, title)) {
    if (s[title] === comment) continue;
    if (isBlankLine(s, title)) break;
  }
  let onlySpaces = true;
  let recognizedPrefix = false;
  let trailerLines = 0;
  let nonTrailerLines = 0;
  let possibleContinuationLines = 0;
  for (let l = lastLine(s, len); l >= title; l = lastLine(s, l)) {
    if (s[l] === comment) {
      nonTrailerLines += possibleContinuationLines;
      possibleContinuationLines = 0;
      continue;
    }
    if (isBlankLine(s, l)) {
      if (onlySpaces) continue;
      nonTrailerLines += possibleContinuationLines;
      if (recognizedPrefix && trailerLines * 3 >= nonTrailerLines) return nextLine(s, l);
      if (trailerLines && !nonTrailerLines) return nextLine(s, l);
      return len;
    }
    onlySpaces = false;
    if (GIT_GENERATED_PREFIXES.some((prefix) => s.startsWith(prefix, l))) {
      trailerLines++;
      possibleContinuationLines = 0;
      recognizedPrefix = true;
      continue;
    }
    if (findSeparator(s, l) >= 1 && !isSpace(s[l])) {
      trailerLines++;
      possibleContinuationLines = 0;
    } else if (isSpace(s[l])) {
      possibleContinuationLines++;
    } else {
      nonTrailerLines += 1 + possibleContinuationLines;
      possibleContinuationLines = 0;
    }
  }
  return len;
}

/**
 * `git commit`'s default cleanup of an edited message (`--cleanup=strip`), plus the cut at the
 * `git commit -v` scissors line (a hook cannot tell whether `-v` was given; the line is git's own).
 */
export function cleanupCommitMessage(message: string, commentChar = '#'): string {
  const text = message.slice(0, locateCutLine(message, message.length, commentChar));
  const out: string[] = [];
  let empties = 0;
  for (const raw of text.split('\n')) {
    if (raw.startsWith(commentChar)) continue;
    let end = raw.length;
    while (end > 0 && isSpace(raw[end - 1])) end--;
    if (end === 0) {
      empties++;
      continue;
    }
    if (empties > 0 && out.length > 0) out.push('');
    empties = 0;
    out.push(raw.slice(0, end));
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

/** The trailers of a commit message, in order, as git parses them. */
export function parseTrailers(message: string, options: TrailerOptions = {}): Trailer[] {
  const comment = options.commentChar ?? '#';
  const s =
    (options.cleanup ?? 'strip') === 'strip' ? cleanupCommitMessage(message, comment) : message;
  const end = endOfLogMessage(s, findPatchStart(s, options.divider ?? false), comment);
  const start = findTrailerStart(s, end, comment);

  // Join continuation lines onto the trailer above them, as trailer_info_get does.
  const entries: { text: string; joinable: boolean }[] = [];
  for (const line of s.slice(start, end).split(/(?<=\n)/)) {
    if (line === '') continue;
    const last = entries[entries.length - 1];
    if (last?.joinable && isSpace(line[0])) {
      last.text += line;
      continue;
    }
    entries.push({ text: line, joinable: findSeparator(line, 0) >= 1 });
  }

  const trailers: Trailer[] = [];
  for (const { text } of entries) {
    if (text.startsWith(comment)) continue;
    const sep = findSeparator(text, 0);
    if (sep < 1) continue;
    const raw = trim(text.slice(sep + 1));
    trailers.push({
      key: trim(text.slice(0, sep)),
      value: trim(raw.replace(/\n[ \t\n\r]*/g, ' ')),
      lines: raw.split('\n').map(trim),
    });
  }
  return trailers;
}

/** Task ids named by `Heartbeat-Task:` trailers (comma- or space-separated), first mention first. */
export function taskIdsFromMessage(message: string, options: TrailerOptions = {}): string[] {
  const ids = new Set<string>();
  for (const trailer of parseTrailers(message, options)) {
    if (trailer.key.toLowerCase() !== 'heartbeat-task') continue;
    for (const id of trailer.value.split(/[\s,]+/)) if (id) ids.add(id);
  }
  return [...ids];
}
