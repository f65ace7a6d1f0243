/**
 * Text for a terminal. Author names, values and messages are the agent's text, and an escape
 * sequence in them would be executed by the operator's terminal (an `ESC[8m` in an author name
 * hid the rest of `log`). Every CLI write goes through {@link terminalText}.
 */

/** What an unsafe character is shown as. */
export const REPLACEMENT = '\uFFFD';

/**
 * C0 controls other than tab and newline (ESC, CR, BS, BEL, ...), DEL, C1 controls (a lone CSI
 * is U+009B), and the bidirectional overrides and isolates that reorder the line a reader sees.
 * One character class: each character is tested once, nothing backtracks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every unsafe character replaced by {@link REPLACEMENT}; linear, one pass. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, REPLACEMENT);
}

/** A writer whose every write is {@link terminalText}'s; a full writer's wait passes through. */
export function terminalWriter<
  W extends { write(text: string): unknown; drained?(): Promise<void> },
>(writer: W): { write(text: string): unknown; drained?(): Promise<void> } {
  const write = (text: string) => writer.write(terminalText(text));
  return writer.drained ? { write, drained: () => writer.drained!() } : { write };
}
