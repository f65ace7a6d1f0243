/**
 * Payload parsing shared by the three evidence gates.
 * Every scan here is a single forward pass with indexOf and slicing: payloads are untrusted and may
 * be megabytes of tool output, so no regular expression ever runs over a whole line.
 */
import stripAnsi from 'strip-ansi';

/** Longest key we recognise; a longer run of key characters before a colon is not a key. */
const MAX_KEY_LENGTH = 64;

/** Characters a key is made of: `tests`, `quality.coverage`, `unit-tests`, `e2e_tests`. */
function isKeyChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x2e || // .
    code === 0x5f || // _
    code === 0x2d // -
  );
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** What one scan of a payload found, for the keys one gate cares about. */
export interface ScannedPayload {
  /** The text after the first `key:` of each wanted key, up to the end of its segment or the next wanted key. */
  readonly values: ReadonlyMap<string, string>;
  /** Some key the gate counts as evidence appeared at all: presence is detected first. */
  readonly anyEvidenceKey: boolean;
  /** Wanted keys given more than once with different values: the agent said two things. */
  readonly conflicting: ReadonlySet<string>;
}

/**
 * Scans a payload once: strips ANSI, splits on newlines and commas, and records for each wanted key
 * the value of its first occurrence, and which keys were given again with another value. A key matches only whole (`quality.tests:` is not `tests:`) and
 * case-sensitively.
 *
 * @param wanted keys whose values the gate reads
 * @param isEvidenceKey which keys count as "evidence present" (defaults to the wanted ones)
 */
export function scanPayload(
  payload: string,
  wanted: ReadonlySet<string>,
  isEvidenceKey: (key: string) => boolean = (key) => wanted.has(key),
): ScannedPayload {
  const text = stripAnsi(payload);
  const values = new Map<string, string>();
  const conflicting = new Set<string>();
  let anyEvidenceKey = false;
  const separators = new SeparatorCursor(text);
  // Kept across segments: a colon-free segment must not rescan the text up to the next colon.
  let colon = text.indexOf(':');
  let start = 0;
  while (start <= text.length) {
    const end = separators.next(start);
    // Keys of this segment that the gate wants, in order, so each value stops at the next key.
    const found: { key: string; keyStart: number; colon: number }[] = [];
    while (colon !== -1 && colon < end) {
      const key = keyBefore(text, start, colon);
      if (key !== undefined) {
        if (isEvidenceKey(key)) anyEvidenceKey = true;
        if (wanted.has(key)) found.push({ key, keyStart: colon - key.length, colon });
      }
      colon = text.indexOf(':', colon + 1);
    }
    for (let i = 0; i < found.length; i++) {
      const entry = found[i]!;
      const valueEnd = i + 1 < found.length ? found[i + 1]!.keyStart : end;
      const value = text.slice(entry.colon + 1, valueEnd);
      const first = values.get(entry.key);
      if (first === undefined) values.set(entry.key, value);
      else if (first.trim() !== value.trim()) conflicting.add(entry.key);
    }
    start = end + 1;
  }
  return { values, anyEvidenceKey, conflicting };
}

/**
 * Finds segment ends (newline or comma). It remembers the next of each separator so that a payload
 * of many commas and no newline is not rescanned for a newline at every segment. A comma between
 * two digits (`1,000`) is not a separator: it stays in the value, whose number is then refused
 * rather than read as `1`.
 */
class SeparatorCursor {
  private newline = -2;
  private comma = -2;
  constructor(private readonly text: string) {}

  /** Index of the next newline or comma at or after `from`, or the text's length. */
  next(from: number): number {
    if (this.newline !== -1 && this.newline < from) this.newline = this.text.indexOf('\n', from);
    if (this.comma !== -1 && this.comma < from) {
      this.comma = this.text.indexOf(',', from);
      while (this.comma > 0 && this.betweenDigits(this.comma)) {
        this.comma = this.text.indexOf(',', this.comma + 1);
      }
    }
    const newline = this.newline === -1 ? this.text.length : this.newline;
    const comma = this.comma === -1 ? this.text.length : this.comma;
    return Math.min(newline, comma);
  }

  private betweenDigits(at: number): boolean {
    return isDigit(this.text.charCodeAt(at - 1)) && isDigit(this.text.charCodeAt(at + 1));
  }
}

/** The whole key ending just before `colon`, or undefined when there is none or it is too long. */
function keyBefore(text: string, segmentStart: number, colon: number): string | undefined {
  let keyStart = colon;
  const limit = Math.max(segmentStart, colon - MAX_KEY_LENGTH);
  while (keyStart > limit && isKeyChar(text.charCodeAt(keyStart - 1))) keyStart--;
  if (keyStart === colon) return undefined;
  if (keyStart > segmentStart && isKeyChar(text.charCodeAt(keyStart - 1))) return undefined;
  return text.slice(keyStart, colon);
}

/**
 * The exact `key: pass`: one space, then `pass` as the whole value, case-sensitive,
 * optionally followed by a parenthesised detail and a full stop. `pass`, `pass (82%)` and
 * `pass.` pass; `passed`, `PASS`, `true`, `  pass` and `pass-but-3-failed` do not.
 */
export function saysPass(value: string | undefined): boolean {
  if (value === undefined || !value.startsWith(' pass')) return false;
  const rest = value.slice(' pass'.length).trim();
  if (rest === '' || rest === '.') return true;
  // One parenthesised detail; indexOf, not a regular expression, over untrusted text.
  const close = rest.indexOf(')');
  return (
    rest.startsWith('(') &&
    close !== -1 &&
    rest.indexOf('(', 1) === -1 &&
    (close === rest.length - 1 || (close === rest.length - 2 && rest.endsWith('.')))
  );
}

/**
 * The value starts with `word` in any case, after leading spaces (`fail`, `FAIL`, `failed`,
 * `failing` for `fail`): the orchestrator's case-insensitive `key: fail` prefix match.
 */
export function startsWithLower(value: string, word: string): boolean {
  let start = 0;
  while (start < value.length && (value[start] === ' ' || value[start] === '\t')) start++;
  return value.slice(start, start + word.length).toLowerCase() === word;
}

/** A number read from untrusted text: its value, or the text of a number that cannot be read whole. */
export type NumberRead = { readonly value: number } | { readonly unreadable: string };

/**
 * The first number in the text (`achieved 82% coverage` → 82, `10.5` → 10.5, `62 (target 80%)`
 * → 62), if any. A number stands on its own: the digits of a word (`v2`, `x86`) are not one.
 * A number is read whole or not at all: `1,000`, `1_000`, `5e3`, `1.2.3` and `0x10` are
 * `unreadable`, never their first digits.
 */
export function firstNumber(text: string): NumberRead | undefined {
  for (let i = 0; i < text.length; i++) {
    if (!isDigit(text.charCodeAt(i))) continue;
    const before = i > 0 ? text.charCodeAt(i - 1) : Number.NaN;
    if (!Number.isNaN(before) && isWordChar(before)) {
      while (i < text.length && isDigit(text.charCodeAt(i))) i++;
      continue;
    }
    const end = numberEnd(text, i);
    const tail = notationAfter(text, i, end);
    if (tail > end) return { unreadable: text.slice(i, tail) };
    const value = readNumber(text, i);
    return value === undefined ? undefined : { value };
  }
  return undefined;
}

/** Why a dimension fails when its number cannot be read whole. */
export function unreadableReason(key: string, written: string): string {
  return `${key} '${written.slice(0, 24)}' is not a plain number (write digits, at most one '.')`;
}

/** Where the digits (with at most one decimal point) starting at `from` end. */
function numberEnd(text: string, from: number): number {
  let end = from;
  let sawDot = false;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code === 0x2e && !sawDot) sawDot = true;
    else if (!isDigit(code)) break;
    end++;
  }
  return end;
}

/**
 * The end of a notation that continues the number `text[from, end)` and that this reader does not
 * take (a thousands separator, an exponent, a second decimal point, a base prefix), or `end`.
 */
function notationAfter(text: string, from: number, end: number): number {
  const next = text.charCodeAt(end);
  const after = text.charCodeAt(end + 1);
  let digitsFrom = -1;
  if ((next === 0x2c || next === 0x5f || next === 0x2e) && isDigit(after)) digitsFrom = end + 1;
  else if (next === 0x65 || next === 0x45) {
    const sign = after === 0x2b || after === 0x2d ? 1 : 0;
    if (isDigit(text.charCodeAt(end + 1 + sign))) digitsFrom = end + 1 + sign;
  } else if (end - from === 1 && text.charCodeAt(from) === 0x30 && BASE_PREFIXES.has(next)) {
    if (isWordChar(after)) digitsFrom = end + 1; // 0x10, 0b1, 0o7
  }
  if (digitsFrom === -1) return end;
  let stop = digitsFrom;
  while (stop < text.length && continuesNumber(text.charCodeAt(stop))) stop++;
  return stop;
}

/** `x`, `X`, `b`, `B`, `o`, `O`: what follows a leading 0 in another base. */
const BASE_PREFIXES = new Set([0x78, 0x58, 0x62, 0x42, 0x6f, 0x4f]);

function continuesNumber(code: number): boolean {
  return isWordChar(code) || code === 0x2c || code === 0x2e;
}

/** Letters, digits and `_`: what a word is made of. */
function isWordChar(code: number): boolean {
  return isKeyChar(code) && code !== 0x2e && code !== 0x2d;
}

/** The number right before the first `%` (`pass (82%)` → 82), if there is one. */
export function percentage(text: string): number | undefined {
  const percent = text.indexOf('%');
  if (percent === -1) return undefined;
  let start = percent;
  while (start > 0) {
    const code = text.charCodeAt(start - 1);
    if (!isDigit(code) && code !== 0x2e) break;
    start--;
  }
  // Skip stray leading dots (`..5%`) so the number reads as written.
  while (start < percent && !isDigit(text.charCodeAt(start))) {
    if (text.charCodeAt(start) === 0x2e && isDigit(text.charCodeAt(start + 1))) break;
    start++;
  }
  if (start === percent) return undefined;
  // Read whole or not at all: the `000` of `1,000%` or the `3` of `5e3%` is not the number.
  const before = text.charCodeAt(start - 1);
  if (start > 0 && (isWordChar(before) || before === 0x2c)) return undefined;
  return readNumber(text, start);
}

/** Reads digits with at most one decimal point starting at `from`. */
function readNumber(text: string, from: number): number | undefined {
  const end = numberEnd(text, from);
  const value = Number.parseFloat(text.slice(from, end));
  return Number.isFinite(value) ? value : undefined;
}

/** Formats a number the way an agent wrote it (`65`, `79.9`), for messages. */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
