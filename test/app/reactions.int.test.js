import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pollReactions, reactionCursorPath } from '../../src/app/reactions.js';
import { serializeLedger, ledgerMonth } from '../../src/core/ledger.js';
import { dirSource, loadStateStore, statePaths, writeStateFiles, } from '../../src/git/state-store.js';
import { GitSandbox } from '../helpers/git.js';
import { startGitHubServer } from '../support/github-server/index.js';
const repository = { owner: 'acme', repo: 'widgets' };
const agents = ['agent[bot]'];
const quiet = { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } };
const NOW = '2026-11-20T12:00:00Z';
let server;
let client;
const sandbox = new GitSandbox();
let stateRoot;
/** The ledger as the state would hold it between polls. */
let ledger;
beforeEach(async () => {
    server = await startGitHubServer();
    server.state.clock = () => new Date('2026-11-20T10:00:00Z');
    client = new Octokit({ baseUrl: server.url, auth: 'token', log: quiet });
    stateRoot = await sandbox.dir();
    ledger = [];
    server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
    server.state.setPermission({ ...repository, user: 'mona', permission: 'maintain' });
    server.state.setPermission({ ...repository, user: 'rita', permission: 'read' });
    server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});
afterEach(async () => {
    expect(server.violations).toEqual([]);
    await server.close();
    await sandbox.cleanup();
});
/** One poll, then the events and cursor written back as a state commit would. */
async function poll(options = {}) {
    const store = await loadStateStore(dirSource(stateRoot, '.heartbeat'), '.heartbeat');
    const result = await pollReactions({
        client,
        repository,
        agents,
        operators: options.operators ?? [],
        store,
        notBefore: options.notBefore,
        now: NOW,
    });
    ledger.push(...result.events);
    const files = new Map([[result.cursorFile.path, result.cursorFile.text]]);
    for (const event of result.events) {
        const month = ledgerMonth(event);
        files.set(statePaths('.heartbeat').segment(month), serializeLedger(ledger.filter((e) => ledgerMonth(e) === month)));
    }
    await writeStateFiles(stateRoot, files);
    return result;
}
const gets = (path) => server.requests.filter((r) => r.method === 'GET' && path.test(r.path)).length;
describe('polling reactions on the agent PR', () => {
    it('a 👍 by a write collaborator and a 👎 by a maintainer count once, ever', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        const claim = server.state.addIssueComment({
            ...repository,
            issueNumber: pr.number,
            user: 'agent[bot]',
            body: '```build.done\ntests: pass\n```',
        });
        const up = server.state.addReaction({
            ...repository,
            commentId: claim.id,
            user: 'alice',
            content: '+1',
            createdAt: '2026-11-20T10:30:00Z',
        });
        const down = server.state.addReaction({
            ...repository,
            issueNumber: pr.number,
            user: 'mona',
            content: '-1',
            createdAt: '2026-11-20T10:31:00Z',
        });
        const first = await poll();
        expect(first.events).toEqual([
            {
                id: `reaction-${up.id}`,
                at: '2026-11-20T10:30:00Z',
                kind: 'feedback',
                direction: 'up',
                by: 'alice',
                source: server.state.issueComments('acme', 'widgets', pr.number)[0]?.html_url,
            },
            expect.objectContaining({ id: `reaction-${down.id}`, direction: 'down', by: 'mona' }),
        ]);
        expect(first.ignored).toEqual([]);
        const before = gets(/reactions/);
        const second = await poll();
        expect(second.events).toEqual([]);
        // Counts unchanged since the cursor: no reactor is listed again.
        expect(gets(/reactions/)).toBe(before);
    });
    it('a comment with new 👍 and 👎 (and a 🎉) costs one reactions request; the 🎉 counts for nothing', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        const claim = server.state.addIssueComment({
            ...repository,
            issueNumber: pr.number,
            user: 'agent[bot]',
            body: 'done',
        });
        const up = server.state.addReaction({
            ...repository,
            commentId: claim.id,
            user: 'alice',
            content: '+1',
        });
        const down = server.state.addReaction({
            ...repository,
            commentId: claim.id,
            user: 'mona',
            content: '-1',
        });
        server.state.addReaction({
            ...repository,
            commentId: claim.id,
            user: 'alice',
            content: 'hooray',
        });
        const before = gets(/reactions/);
        const result = await poll();
        expect(gets(/reactions/) - before).toBe(1);
        expect(result.events.map((e) => [e.id, e.kind === 'feedback' && e.direction])).toEqual([
            [`reaction-${up.id}`, 'up'],
            [`reaction-${down.id}`, 'down'],
        ]);
    });
    it('a 👍 by a read-only user or by the agent itself does not count, and is reported', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        const c = server.state.addIssueComment({
            ...repository,
            issueNumber: pr.number,
            user: 'agent[bot]',
            body: 'done',
        });
        server.state.addReaction({ ...repository, commentId: c.id, user: 'rita', content: '+1' });
        server.state.addReaction({ ...repository, commentId: c.id, user: 'agent[bot]', content: '+1' });
        const result = await poll();
        expect(result.events).toEqual([]);
        expect(result.ignored.map((i) => [i.user, i.reason])).toEqual([
            ['rita', 'not-an-operator'],
            ['agent[bot]', 'agent'],
        ]);
    });
    it('a login in `operators` counts without write permission', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        server.state.addReaction({
            ...repository,
            issueNumber: pr.number,
            user: 'rita',
            content: '+1',
        });
        const result = await poll({ operators: ['rita'] });
        expect(result.events.map((e) => e.by)).toEqual(['rita']);
    });
    it('a reaction on a comment edited after it does not count; one made after the edit does', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        const c = server.state.addIssueComment({
            ...repository,
            issueNumber: pr.number,
            user: 'agent[bot]',
            body: 'all tests pass',
            createdAt: '2026-11-20T10:00:00Z',
        });
        server.state.addReaction({
            ...repository,
            commentId: c.id,
            user: 'alice',
            content: '+1',
            createdAt: '2026-11-20T10:10:00Z',
        });
        c.body = 'all tests pass (edited to say something else)';
        c.updatedAt = '2026-11-20T10:20:00Z';
        server.state.addReaction({
            ...repository,
            commentId: c.id,
            user: 'mona',
            content: '+1',
            createdAt: '2026-11-20T10:25:00Z',
        });
        const result = await poll();
        expect(result.events.map((e) => e.by)).toEqual(['mona']);
        expect(result.ignored.map((i) => [i.user, i.reason])).toEqual([
            ['alice', 'edited-after-reaction'],
        ]);
    });
    it('counts reactions on the agent review comments, and ignores other authors', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        const mine = server.state.addReviewComment({
            ...repository,
            pullNumber: pr.number,
            user: 'agent[bot]',
            body: 'fixed in abc123',
        });
        const theirs = server.state.addIssueComment({
            ...repository,
            issueNumber: pr.number,
            user: 'alice',
            body: 'please fix',
        });
        server.state.addReaction({
            ...repository,
            reviewCommentId: mine.id,
            user: 'alice',
            content: '+1',
        });
        server.state.addReaction({ ...repository, commentId: theirs.id, user: 'mona', content: '+1' });
        const result = await poll();
        expect(result.events.map((e) => [e.by, e.source])).toEqual([
            ['alice', expect.stringContaining(`#discussion_r${mine.id}`)],
        ]);
    });
    it('a PR opened by someone else is not polled', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'alice' });
        server.state.addReaction({
            ...repository,
            issueNumber: pr.number,
            user: 'mona',
            content: '+1',
        });
        const result = await poll();
        expect(result.events).toEqual([]);
        expect(result.subjects).toBe(0);
    });
    it('a reaction made before the last cycle is recorded at the last cycle', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        server.state.addReaction({
            ...repository,
            issueNumber: pr.number,
            user: 'alice',
            content: '+1',
            createdAt: '2026-11-20T10:05:00Z',
        });
        const result = await poll({ notBefore: '2026-11-20T11:00:00Z' });
        expect(result.events.map((e) => e.at)).toEqual(['2026-11-20T11:00:00Z']);
    });
    it('with the cursor file lost, the ledger still keeps a reaction counted once', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        server.state.addReaction({
            ...repository,
            issueNumber: pr.number,
            user: 'alice',
            content: '+1',
        });
        expect((await poll()).events).toHaveLength(1);
        await writeStateFiles(stateRoot, new Map([[reactionCursorPath('.heartbeat'), '{"subjects":{}}\n']]));
        expect((await poll()).events).toEqual([]);
    });
    it('a PR with 1,000 comments costs about 15 requests', async () => {
        const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
        let last = 0;
        for (let i = 0; i < 1000; i += 1) {
            last = server.state.addIssueComment({
                ...repository,
                issueNumber: pr.number,
                user: i % 2 === 0 ? 'agent[bot]' : 'alice',
                body: `comment ${i}`,
            }).id;
        }
        server.state.addReaction({ ...repository, commentId: last - 1, user: 'alice', content: '+1' });
        const result = await poll();
        expect(result.events).toHaveLength(1);
        expect(server.requests.length).toBeLessThanOrEqual(15);
        const listings = server.requests.filter((r) => r.operationId !== 'repos/get-collaborator-permission-level');
        expect(listings.map((r) => r.query.per_page)).toEqual(listings.map(() => '100'));
    });
});
