/**
 * Credentials out of anything the gate stores or shows. A `cmd:` script may have been changed by
 * the agent through a merged PR, so its output is treated as an attempt to publish a token: the
 * known secret values are cut, and so is anything shaped like a GitHub token or an HTTP
 * authorization header. Every pattern starts with a fixed literal and has one unbounded run, so a
 * scan is linear in the text.
 */
/** What a redacted credential reads as. */
export declare const REDACTED = "***";
/**
 * `text` with every occurrence of `secrets` (values known to be credentials, e.g. the token
 * input) and every token-shaped string replaced by {@link REDACTED}.
 */
export declare function redactSecrets(text: string, secrets?: readonly string[]): string;
/** Environment variable names whose values are credentials. */
export declare const SECRET_VARIABLE: RegExp;
/** The values of `env`'s credential variables (`INPUT_TOKEN`, `ACTIONS_RUNTIME_TOKEN`, ...). */
export declare function secretValues(env: Readonly<Record<string, string | undefined>>): string[];
