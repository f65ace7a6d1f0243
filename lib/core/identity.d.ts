/**
 * Who is who: the agent's logins, the operators, whether a commit is the agent's, and the people
 * named by `Co-authored-by` trailers. One home for the rule, with two deliberately different
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
/** Whether two logins name the same GitHub account. */
export declare function sameLogin(a: string | null | undefined, b: string | null | undefined): boolean;
/** Whether `login` is one of the configured agent logins, exactly (grants trust). */
export declare function isAgentLogin(login: string | null | undefined, agents: readonly string[]): boolean;
/**
 * Whether `login` could be the agent under any guise (refuses trust): same letters in other case,
 * or with a `[bot]` suffix added or dropped.
 */
export declare function looksLikeAgent(login: string | null | undefined, agents: readonly string[]): boolean;
/** Whether `login` is listed among `operators` (the operator list grants, so it is exact). */
export declare function isListedOperator(login: string, operators: readonly string[]): boolean;
/** The logins of several lists, one per account (first spelling kept). */
export declare function uniqueLogins(logins: readonly string[]): string[];
/** A person named on a commit: the API's login when GitHub knows it, else the git name and email. */
export interface CommitPerson {
    login?: string | null;
    name?: string | null;
    email?: string | null;
}
/** GitHub's noreply addresses carry the login: `123+name@users.noreply.github.com` (or without the id). */
export declare function noreplyLogin(email: string | null | undefined): string | undefined;
/**
 * Whether a person named on a commit is the agent: by the API's login, else by a GitHub noreply
 * address of an agent login; never by the git name.
 */
export declare function isAgentPerson(person: CommitPerson | undefined, agents: readonly string[]): boolean;
/** A commit as identity sees it: its author, committer and co-authors. */
export interface CommitPeople {
    author?: CommitPerson;
    committer?: CommitPerson;
    coAuthors?: readonly CommitPerson[];
}
/**
 * Whether a commit is the agent's: its author or committer is the agent (by the API's login, or a
 * noreply address where no API speaks), or a `Co-authored-by` trailer names the agent's noreply
 * address (a co-author's name is text anyone can write).
 */
export declare function isAgentCommit(commit: CommitPeople, agents: readonly string[]): boolean;
/**
 * The people of `Co-authored-by` trailers, from the values of trailers already parsed (git's
 * trailer parser): `Name <email>`; scanned by hand, no backtracking on untrusted text.
 */
export declare function coAuthorsFromTrailers(trailers: readonly {
    key: string;
    value: string;
}[]): CommitPerson[];
