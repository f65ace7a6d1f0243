import { evidenceClaimsFromMessage } from '../core/evidence/index.js';
import { coAuthorsFromTrailers } from '../core/identity.js';
import { parseTrailers } from '../core/trailers.js';
import { PER_PAGE } from './octokit.js';
/** Reads a pull request (issue_comment and merge_group payloads do not carry its head). */
export async function getPullRequest(github, where) {
    const { data } = await github.rest.pulls.get({
        owner: where.owner,
        repo: where.repo,
        pull_number: where.pullNumber,
    });
    return {
        number: data.number,
        headSha: data.head.sha,
        baseRef: data.base.ref,
        author: data.user.login,
        fromFork: data.head.repo?.full_name !== data.base.repo.full_name,
        htmlUrl: data.html_url,
    };
}
/** Every conversation comment of a PR, oldest first. */
export async function listPullComments(github, where) {
    const comments = await github.paginate(github.rest.issues.listComments, {
        owner: where.owner,
        repo: where.repo,
        issue_number: where.pullNumber,
        per_page: PER_PAGE,
    });
    return comments.map((c) => ({
        id: c.id,
        author: c.user?.login ?? '',
        authorIsBot: c.user?.type === 'Bot',
        body: c.body ?? '',
        createdAt: c.created_at,
        updatedAt: c.updated_at,
        url: c.html_url,
    }));
}
/** Every submitted review of a PR (pending ones have no time and are left out). */
export async function listPullReviews(github, where) {
    const reviews = await github.paginate(github.rest.pulls.listReviews, {
        owner: where.owner,
        repo: where.repo,
        pull_number: where.pullNumber,
        per_page: PER_PAGE,
    });
    return reviews.flatMap((r) => r.submitted_at
        ? [
            {
                id: r.id,
                author: r.user?.login ?? '',
                state: r.state,
                commitId: r.commit_id,
                body: r.body ?? '',
                submittedAt: r.submitted_at,
                url: r.html_url,
            },
        ]
        : []);
}
/** Reviews with a body, as claim comments (`review-<id>`, written when submitted). */
export function reviewsAsComments(reviews) {
    return reviews
        .filter((r) => r.body.trim() !== '')
        .map((r) => ({
        id: `review-${r.id}`,
        author: r.author,
        body: r.body,
        createdAt: r.submittedAt,
        url: r.url,
    }));
}
/**
 * The PR's head commit with its trailer claims and the people on it, or undefined when the head is
 * beyond the 250 commits the API lists. `pushedAt` is the committer date, raised to `pushedAfter`
 * (the time of the push event that started this run) when given.
 */
export async function getHeadCommit(github, where) {
    const commits = await github.paginate(github.rest.pulls.listCommits, {
        owner: where.owner,
        repo: where.repo,
        pull_number: where.pullNumber,
        per_page: PER_PAGE,
    });
    const head = commits.find((c) => c.sha === where.headSha);
    if (!head)
        return undefined;
    const message = head.commit.message;
    const person = (git, user) => ({
        login: user?.login ?? null,
        name: git?.name ?? null,
        email: git?.email ?? null,
    });
    const coAuthors = coAuthorsFromTrailers(parseTrailers(message, { cleanup: 'none' }));
    const committed = head.commit.committer?.date ?? head.commit.author?.date ?? new Date(0).toISOString();
    const pushedAt = where.pushedAfter && Date.parse(where.pushedAfter) > Date.parse(committed)
        ? where.pushedAfter
        : committed;
    return {
        sha: head.sha,
        author: person(head.commit.author, head.author),
        committer: person(head.commit.committer, head.committer),
        coAuthors,
        trailerClaims: evidenceClaimsFromMessage(message, { cleanup: 'none' }).map((c) => ({
            topic: c.topic,
            payload: c.payload,
        })),
        pushedAt,
        url: head.html_url,
    };
}
/** The names of every file a PR changes (both names of a rename). */
export async function listChangedFiles(github, where) {
    const files = await github.paginate(github.rest.pulls.listFiles, {
        owner: where.owner,
        repo: where.repo,
        pull_number: where.pullNumber,
        per_page: PER_PAGE,
    });
    return files.flatMap((f) => f.previous_filename ? [f.filename, f.previous_filename] : [f.filename]);
}
/** A text file at a ref (the base branch), or undefined when it does not exist there. */
export async function readFileAt(github, where) {
    try {
        const { data } = await github.rest.repos.getContent({
            owner: where.owner,
            repo: where.repo,
            path: where.path,
            ref: where.ref,
            mediaType: { format: 'raw' },
        });
        return typeof data === 'string' ? data : String(data);
    }
    catch (error) {
        if (error.status === 404)
            return undefined;
        throw error;
    }
}
