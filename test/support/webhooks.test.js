import { describe, expect, it } from 'vitest';
import { adaptPayload, loadWebhookExample } from './webhooks.js';
/** The leaf paths where two JSON values differ (a key present in only one counts). */
function diff(a, b, at = '') {
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
        const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
        return [...keys].flatMap((k) => diff(a[k], b[k], `${at}/${k}`));
    }
    return a === b ? [] : [at];
}
describe('loadWebhookExample', () => {
    it.each([
        ['pull_request', 'opened'],
        ['pull_request', 'synchronize'],
        ['issue_comment', 'created'],
        ['pull_request_review', 'submitted'],
        ['merge_group', 'checks_requested'],
    ])('loads a recorded %s %s payload', (event, action) => {
        const payload = loadWebhookExample(event, action);
        expect(payload.action).toBe(action);
        expect(payload.repository).toMatchObject({ full_name: expect.any(String) });
    });
    it('loads workflow_dispatch, which has no action', () => {
        expect(loadWebhookExample('workflow_dispatch')).toMatchObject({
            ref: expect.any(String),
            inputs: {},
        });
    });
    it("returns the runner's payload for schedule", () => {
        expect(loadWebhookExample('schedule')).toEqual({ schedule: '*/5 * * * *' });
    });
    it('hands out copies that a test may change', () => {
        const first = loadWebhookExample('pull_request', 'opened');
        first.number = 999;
        expect(loadWebhookExample('pull_request', 'opened').number).not.toBe(999);
    });
    it('names what exists when asked for what does not', () => {
        expect(() => loadWebhookExample('pull_request', 'exploded')).toThrow(/synchronize/);
        expect(() => loadWebhookExample('heartbeat')).toThrow(/heartbeat/);
    });
});
describe('adaptPayload', () => {
    it('changes nothing when asked for nothing', () => {
        const original = loadWebhookExample('pull_request', 'synchronize');
        expect(adaptPayload(original, {})).toEqual(original);
    });
    it('rewrites only the asked-for fields of a pull_request payload', () => {
        const original = loadWebhookExample('pull_request', 'synchronize');
        const sha = 'a'.repeat(40);
        const adapted = adaptPayload(original, {
            owner: 'acme',
            repo: 'widgets',
            prNumber: 7,
            headSha: sha,
            baseRef: 'main',
        });
        expect(adapted).toMatchObject({
            number: 7,
            after: sha,
            repository: { full_name: 'acme/widgets', name: 'widgets', owner: { login: 'acme' } },
            pull_request: {
                number: 7,
                head: { sha },
                base: { ref: 'main', repo: { full_name: 'acme/widgets' } },
            },
        });
        const repoFields = (r) => [`${r}/name`, `${r}/full_name`, `${r}/owner/login`];
        expect(diff(original, adapted).sort()).toEqual([
            '/number',
            '/after',
            '/pull_request/number',
            '/pull_request/head/sha',
            '/pull_request/base/ref',
            ...repoFields('/repository'),
            ...repoFields('/pull_request/base/repo'),
            ...repoFields('/pull_request/head/repo'),
        ].sort());
    });
    it('turns an issue_comment into a comment by a given author on a given PR', () => {
        const original = loadWebhookExample('issue_comment', 'created');
        const adapted = adaptPayload(original, {
            prNumber: 3,
            commenter: 'agent[bot]',
            commentBody: 'hi',
            commentId: 42,
        });
        expect(adapted).toMatchObject({
            issue: { number: 3, pull_request: { html_url: expect.stringMatching(/\/pull\/3$/) } },
            comment: { id: 42, body: 'hi', user: { login: 'agent[bot]' } },
            sender: { login: 'agent[bot]' },
        });
        expect(diff(original, adapted)
            .filter((p) => !p.startsWith('/issue/pull_request'))
            .sort()).toEqual([
            '/issue/number',
            '/comment/id',
            '/comment/body',
            '/comment/user/login',
            '/sender/login',
        ].sort());
    });
    it('rewrites a review and a merge group', () => {
        const review = adaptPayload(loadWebhookExample('pull_request_review', 'submitted'), {
            commenter: 'alice',
            commentBody: 'LGTM',
            headSha: 'b'.repeat(40),
        });
        expect(review).toMatchObject({
            review: { user: { login: 'alice' }, body: 'LGTM', commit_id: 'b'.repeat(40) },
        });
        const group = adaptPayload(loadWebhookExample('merge_group', 'checks_requested'), {
            headSha: 'c'.repeat(40),
            baseRef: 'main',
        });
        expect(group).toMatchObject({
            merge_group: { head_sha: 'c'.repeat(40), base_ref: 'refs/heads/main' },
        });
    });
});
