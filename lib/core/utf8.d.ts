/**
 * Text files are UTF-8. Decoding other bytes as UTF-8 silently turns each bad byte into U+FFFD,
 * which changes task ids (`Überprüfe` in Latin-1 would become `berpr_fe`), so a file that is not
 * UTF-8 is refused with the line of its first bad byte instead.
 */
/** The text of `bytes`, or where they stop being UTF-8. */
export type Utf8Decoded = {
    ok: true;
    text: string;
} | {
    ok: false;
    /** 1-based line of the first bad byte (CRLF, CR and LF end lines, as in HEARTBEAT.md). */
    line: number;
    /** The first bad byte, e.g. `0xDC`. */
    byte: string;
    /** What the bytes look like instead, when that is recognisable. */
    hint: string;
};
/** Decodes UTF-8 (dropping a leading BOM); any invalid sequence is reported. */
export declare function decodeUtf8(bytes: Uint8Array): Utf8Decoded;
/** A one-line message for a file that is not UTF-8. */
export declare function notUtf8Message(decoded: Extract<Utf8Decoded, {
    ok: false;
}>): string;
/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export declare function firstInvalidUtf8(bytes: Uint8Array): number;
/**
 * The UTF-8 length of `text` without encoding it: a surrogate pair is four bytes, and a lone
 * surrogate three (an encoder writes it as U+FFFD).
 */
export declare function utf8Length(text: string): number;
/**
 * The UTF-8 bytes that the UTF-16 unit at `i` adds: a high surrogate followed by a low one carries
 * the whole pair's four bytes, and the low one none.
 */
export declare function utf8UnitBytes(text: string, i: number): number;
export declare const isHighSurrogate: (unit: number) => boolean;
