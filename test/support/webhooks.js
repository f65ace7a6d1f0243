/**
 * Recorded real webhook payloads (@octokit/webhooks-examples) for tests that run the Action as the
 * runner does (GITHUB_EVENT_PATH), adapted only where a test needs different ids.
 */
import { createRequire } from 'node:module';
let definitions;
function load() {
    // The package's entry is a JSON file; require reads it once per process.
    definitions ??= createRequire(import.meta.url)('@octokit/webhooks-examples');
    return definitions;
}
/** The payload of a `schedule` run: the runner writes the cron expression and nothing else. */
export const SCHEDULE_PAYLOAD = { schedule: '*/5 * * * *' };
/**
 * A deep copy of the first recorded example of `event` (with `action`, when given), e.g.
 * `loadWebhookExample('pull_request', 'synchronize')`. `schedule` has no recorded example:
 * it returns the runner's payload.
 */
export function loadWebhookExample(event, action) {
    if (event === 'schedule')
        return structuredClone(SCHEDULE_PAYLOAD);
    const definition = load().find((d) => d.name === event);
    if (!definition)
        throw new Error(`no recorded webhook example for event "${event}"`);
    const example = definition.examples.find((e) => action === undefined || e.action === action);
    if (!example) {
        const actions = [...new Set(definition.examples.map((e) => String(e.action)))].join(', ');
        throw new Error(`no recorded "${event}" example with action "${action}" (have: ${actions})`);
    }
    return structuredClone(example);
}
function objectAt(payload, ...path) {
    let node = payload;
    for (const key of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[key];
    }
    return node !== null && typeof node === 'object' ? node : undefined;
}
// Set a field only where the recorded payload has it: adapting never invents structure.
function set(target, key, value) {
    if (target && key in target && value !== undefined)
        target[key] = value;
}
/**
 * A copy of `payload` with only the given fields rewritten: repository owner/name (also in the
 * PR's base and head repositories), PR number, head sha, base ref, the commenter (comment or review
 * author and the sender), the comment or review body and id. With `prNumber`, an `issue_comment`
 * payload becomes a comment on that pull request (GitHub marks those with `issue.pull_request`).
 */
export function adaptPayload(payload, changes) {
    const out = structuredClone(payload);
    const { owner, repo, prNumber, headSha, baseRef, commenter, commentBody, commentId } = changes;
    const pr = objectAt(out, 'pull_request');
    const originalFull = objectAt(out, 'repository')?.full_name;
    for (const r of [
        objectAt(out, 'repository'),
        objectAt(pr ?? {}, 'base', 'repo'),
        objectAt(pr ?? {}, 'head', 'repo'),
    ]) {
        // A fork's head repository is someone else's: only the base repository's copies move.
        if (!r || r.full_name !== originalFull)
            continue;
        const nextOwner = owner ?? String(objectAt(r, 'owner')?.login);
        const nextName = repo ?? String(r.name);
        set(r, 'name', nextName);
        set(r, 'full_name', `${nextOwner}/${nextName}`);
        set(objectAt(r, 'owner'), 'login', nextOwner);
    }
    const fullName = String(objectAt(out, 'repository')?.full_name);
    if (prNumber !== undefined) {
        set(out, 'number', prNumber);
        set(pr, 'number', prNumber);
        const issue = objectAt(out, 'issue');
        set(issue, 'number', prNumber);
        if (issue) {
            const api = `https://api.github.com/repos/${fullName}/pulls/${prNumber}`;
            const html = `https://github.com/${fullName}/pull/${prNumber}`;
            issue.pull_request = {
                url: api,
                html_url: html,
                diff_url: `${html}.diff`,
                patch_url: `${html}.patch`,
                merged_at: null,
            };
        }
    }
    set(objectAt(out, 'pull_request', 'head'), 'sha', headSha);
    set(out, 'after', headSha);
    set(objectAt(out, 'merge_group'), 'head_sha', headSha);
    set(objectAt(out, 'review'), 'commit_id', headSha);
    set(objectAt(out, 'pull_request', 'base'), 'ref', baseRef);
    set(objectAt(out, 'merge_group'), 'base_ref', baseRef && `refs/heads/${baseRef}`);
    for (const who of [
        objectAt(out, 'comment', 'user'),
        objectAt(out, 'review', 'user'),
        objectAt(out, 'sender'),
    ]) {
        set(who, 'login', commenter);
    }
    set(objectAt(out, 'comment'), 'body', commentBody);
    set(objectAt(out, 'review'), 'body', commentBody);
    set(objectAt(out, 'comment'), 'id', commentId);
    set(objectAt(out, 'review'), 'id', commentId);
    return out;
}
