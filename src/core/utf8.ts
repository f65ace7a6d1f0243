/**
 * Text files are UTF-8. Decoding other bytes as UTF-8 silently turns each bad byte into U+FFFD,
 * which changes task ids (`Überprüfe` in Latin-1 would become `berpr_fe`), so a file that is not
 * UTF-8 is refused with the line of its first bad byte instead.
 */

/** The text of `bytes`, or where they stop being UTF-8. */
export type Utf8Decoded =
  | { ok: true; text: string }
  | {
      ok: false;
      /** 1-based line of the first bad byte (CRLF, CR and LF end lines, as in HEARTBEAT.md). */
      line: number;
      /** The first bad byte, e.g. `0xDC`. */
      byte: string;
      /** What the bytes look like instead, when that is recognisable. */
      hint: string;
    };

const strict = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 (dropping a leading BOM); any invalid sequence is reported. */
export function decodeUtf8(bytes: Uint8Array): Utf8Decoded {
  try {
    return { ok: true, text: strict.decode(bytes) };
  } catch {
    // The slow scan runs only for a file that is already known to be bad.
    const at = firstInvalidUtf8(bytes);
    const utf16 =
      bytes.length >= 2 &&
      ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
    return {
      ok: false,
      line: lineAt(bytes, at),
      byte: `0x${(bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`,
      hint: utf16
        ? 'UTF-16 (it starts with a UTF-16 byte-order mark)'
        : 'Latin-1 or another legacy encoding',
    };
  }
}

/** A one-line message for a file that is not UTF-8. */
export function notUtf8Message(decoded: Extract<Utf8Decoded, { ok: false }>): string {
  return `not UTF-8 (byte ${decoded.byte}; looks like ${decoded.hint}): save the file as UTF-8`;
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    // Lead byte → sequence length and the allowed range of the second byte (RFC 3629 table 3-7):
    // no overlong forms, no surrogates, nothing above U+10FFFF.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      const min = k === 1 ? low : 0x80;
      const max = k === 1 ? high : 0xbf;
      // A truncated or broken sequence: the lead byte is where the text stops being UTF-8.
      if (c === undefined || c < min || c > max) return i;
    }
    i += length;
  }
  return bytes.length;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) line += 1;
    else if (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a) line += 1;
  }
  return line;
}

/**
 * The UTF-8 length of `text` without encoding it: a surrogate pair is four bytes, and a lone
 * surrogate three (an encoder writes it as U+FFFD).
 */
export function utf8Length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) length += utf8UnitBytes(text, i);
  return length;
}

/**
 * The UTF-8 bytes that the UTF-16 unit at `i` adds: a high surrogate followed by a low one carries
 * the whole pair's four bytes, and the low one none.
 */
export function utf8UnitBytes(text: string, i: number): number {
  const unit = text.charCodeAt(i);
  if (unit < 0x80) return 1;
  if (unit < 0x800) return 2;
  if (unit < 0xd800 || unit >= 0xe000) return 3;
  if (unit < 0xdc00) return isLowSurrogate(text.charCodeAt(i + 1)) ? 4 : 3;
  return isHighSurrogate(text.charCodeAt(i - 1)) ? 0 : 3;
}

export const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit < 0xdc00;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit < 0xe000;
