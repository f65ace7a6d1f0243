/**
 * Who is who: the agent's logins, the operators, and whether a commit is the agent's. One home for the rule, with two deliberately different
 * strengths:
 *
 * - **Granting** (a claim, a commit or a PR counts as the agent's): only a configured login,
 *   matched exactly. GitHub logins are unique whatever their case, so case is ignored; `name` and
 *   `name[bot]` are two accounts (a user and an app) and count only when each is configured.
 * - **Refusing** (a reaction, an approval or `feedback --by` that must not come from the agent):
 *   any look-alike of an agent login is refused: other case, surrounding blanks, a `[bot]` suffix
 *   added or dropped.
 *
 * A git author *name* never identifies anyone: the agent writes whatever name it likes.
 */

/** GitHub compares logins without regard to case. */
function loginKey(login: string): string {
  return login.trim().toLowerCase();
}

/** The broad form: lowercased, blanks trimmed, every trailing `[bot]` dropped. */
function lookAlikeKey(login: string): string {
  let key = loginKey(login);
  while (key.endsWith('[bot]')) key = key.slice(0, -'[bot]'.length).trimEnd();
  return key;
}

/** Whether two logins name the same GitHub account. */
export function sameLogin(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return loginKey(a) === loginKey(b);
}

/** Whether `login` is one of the configured agent logins, exactly (grants trust). */
export function isAgentLogin(login: string | null | undefined, agents: readonly string[]): boolean {
  if (!login || !login.trim()) return false;
  return agents.some((agent) => sameLogin(agent, login));
}

/**
 * Whether `login` could be the agent under any guise (refuses trust): same letters in other case,
 * or with a `[bot]` suffix added or dropped.
 */
export function looksLikeAgent(
  login: string | null | undefined,
  agents: readonly string[],
): boolean {
  if (!login || !lookAlikeKey(login)) return false;
  const key = lookAlikeKey(login);
  return agents.some((agent) => lookAlikeKey(agent) === key);
}

/** Whether `login` is listed among `operators` (the operator list grants, so it is exact). */
export function isListedOperator(login: string, operators: readonly string[]): boolean {
  return operators.some((operator) => sameLogin(operator, login));
}

/** The logins of several lists, one per account (first spelling kept). */
export function uniqueLogins(logins: readonly string[]): string[] {
  const first = new Map<string, string>();
  for (const login of logins) if (!first.has(loginKey(login))) first.set(loginKey(login), login);
  return [...first.values()];
}

/** A person named on a commit: the API's login when GitHub knows it, else the git name and email. */
export interface CommitPerson {
  login?: string | null;
  name?: string | null;
  email?: string | null;
}

/** GitHub's noreply addresses carry the login: `123+name@users.noreply.github.com` (or without the id). */
export function noreplyLogin(email: string | null | undefined): string | undefined {
  if (!email) return undefined;
  const address = email.trim();
  const suffix = '@users.noreply.github.com';
  if (address.length <= suffix.length || !address.toLowerCase().endsWith(suffix)) return undefined;
  const local = address.slice(0, -suffix.length);
  const plus = local.indexOf('+');
  const login = plus >= 0 && /^\d+$/.test(local.slice(0, plus)) ? local.slice(plus + 1) : local;
  return isGitHubLogin(login) ? login : undefined;
}

/**
 * GitHub's login syntax: 1 to 39 letters, digits and single hyphens, not starting or ending with a
 * hyphen, optionally an app's `[bot]`. Nothing else can name an account, so nothing else is taken
 * where a login is written into a file (a workflow, the configuration).
 */
export function isGitHubLogin(login: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(login);
}

/**
 * Whether a person named on a commit is the agent: by the API's login, else by a GitHub noreply
 * address of an agent login; never by the git name.
 */
export function isAgentPerson(
  person: CommitPerson | undefined,
  agents: readonly string[],
): boolean {
  if (!person) return false;
  if (person.login) return isAgentLogin(person.login, agents);
  return isAgentLogin(noreplyLogin(person.email), agents);
}

/** A commit as identity sees it: its author and committer. */
export interface CommitPeople {
  author?: CommitPerson;
  committer?: CommitPerson;
}

/**
 * Whether a commit is the agent's by the people it names: its author or committer is the agent (by
 * the API's login, or a noreply address where no API speaks). A `Co-authored-by` trailer never
 * counts: it is text anyone writes, and would move blame or credit onto whoever it names.
 */
export function isAgentCommit(commit: CommitPeople, agents: readonly string[]): boolean {
  return isAgentPerson(commit.author, agents) || isAgentPerson(commit.committer, agents);
}
