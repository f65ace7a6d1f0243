/**
 * Credentials out of anything the gate stores or shows. A `cmd:` script may have been changed by
 * the agent through a merged PR, so its output is treated as an attempt to publish a token: the
 * known secret values are cut, and so is anything shaped like a GitHub token or an HTTP
 * authorization header. Every pattern starts with a fixed literal and has one unbounded run, so a
 * scan is linear in the text.
 */

/** What a redacted credential reads as. */
export const REDACTED = '***';

const TOKEN_SHAPES: readonly RegExp[] = [
  // Personal, OAuth, user-to-server, server-to-server and refresh tokens: ghp_, gho_, ghu_, ghs_, ghr_.
  /\bgh[pousr]_[A-Za-z0-9_]+/g,
  /\bgithub_pat_[A-Za-z0-9_]+/g,
  // base64 of `x-access-token:` — the Basic credential actions/checkout stores, without its header.
  /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/=]*/g,
];

// The rest of the line after the header name (git's http.<url>.extraheader, curl -v, ...).
const AUTHORIZATION = /(authorization\s*[:=])[^\n]*/gi;

/** Secret values shorter than this are not searched for (they would cut ordinary words). */
const MIN_SECRET_LENGTH = 8;

/**
 * `text` with every occurrence of `secrets` (values known to be credentials, e.g. the token
 * input) and every token-shaped string replaced by {@link REDACTED}.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join(REDACTED);
  }
  for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
  return out.replace(AUTHORIZATION, `$1 ${REDACTED}`);
}

/** Environment variable names whose values are credentials. */
export const SECRET_VARIABLE = /(TOKEN|SECRET|PASSWORD|PRIVATE_KEY|CREDENTIAL)/i;

/** The values of `env`'s credential variables (`INPUT_TOKEN`, `ACTIONS_RUNTIME_TOKEN`, ...). */
export function secretValues(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env)
    .filter(([name]) => SECRET_VARIABLE.test(name))
    .map(([, value]) => value ?? '')
    .filter((value) => value.length >= MIN_SECRET_LENGTH);
}
