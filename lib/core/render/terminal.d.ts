/**
 * Text for a terminal. Author names, values and messages are the agent's text, and an escape
 * sequence in them would be executed by the operator's terminal (an `ESC[8m` in an author name
 * hid the rest of `log`). Every CLI write goes through {@link terminalText}.
 */
/** What an unsafe character is shown as. */
export declare const REPLACEMENT = "\uFFFD";
/** `text` with every unsafe character replaced by {@link REPLACEMENT}; linear, one pass. */
export declare function terminalText(text: string): string;
/** A writer whose every write is {@link terminalText}'s. */
export declare function terminalWriter<W extends {
    write(text: string): unknown;
}>(writer: W): {
    write(text: string): unknown;
};
