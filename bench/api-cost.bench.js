/**
 * API cost: the requests the bundled Action (`node dist/index.js`, run as the runner runs it) makes
 * for a busy agent PR — 1,000 comments and 500 reactions — counted on the local GitHub server,
 * against the pages of 100 that the data those runs must read fills when GitHub serves it.
 *
 * The PR gate reads the PR's comments, commits, files and reviews. The heartbeat reads the agent's
 * PRs, their comments and review comments (with 👍/👎 rollups), and the reactors of every subject
 * whose counts changed: REST lists reactions per comment, so each reacted comment is at least one
 * page. A second heartbeat with nothing new shows the steady state, where the rollups spare them.
 */
import { startGitHubServer } from '../test/support/github-server/index.js';
import { NODE_RUNTIMES, runAction } from '../test/support/run-action.js';
import { adaptPayload, loadWebhookExample } from '../test/support/webhooks.js';
import { GitSandbox, git } from '../test/helpers/git.js';
const OWNER = 'acme';
const REPO = 'widgets';
const AGENT = 'agent[bot]';
const COMMENTS = 1_000;
/** Team members reacting to the agent's comments; each reacts once to each reacted comment. */
const REACTORS = ['alice', 'bob', 'carol', 'dave', 'mona'];
const REACTED_COMMENTS = 100;
const PER_PAGE = 100;
const GOAL = { maxExcess: 5, text: '≤ pages + 5' };
const CONTRACT = [
    '# Heartbeat',
    '',
    '## Tasks',
    '',
    '- [ ] check_ci | Check that CI is green | required | verify: check:CI',
    '',
].join('\n');
const PASSING_CLAIM = '```build.done\ntests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass\n```';
const pages = (items) => Math.max(1, Math.ceil(items / PER_PAGE));
/** The busy PR: the agent's comments interleaved with others', the last one a passing claim. */
function seedBusyPullRequest(server) {
    const repo = { owner: OWNER, repo: REPO };
    // Records two days old, one second apart: inside the heartbeat's look-back, claims after the head.
    let t = Date.now() - 2 * 86_400_000;
    server.state.clock = () => new Date((t += 1000));
    for (const [i, user] of REACTORS.entries()) {
        server.state.setPermission({ ...repo, user, permission: i % 2 ? 'maintain' : 'write' });
    }
    const pr = server.state.addPullRequest({ ...repo, user: AGENT });
    const head = server.state.addPullCommit({
        ...repo,
        pullNumber: pr.number,
        message: 'feat: add the widget',
        author: { name: 'Agent', email: 'agent@example.com', login: AGENT },
    });
    const agentComments = [];
    for (let i = 0; i < COMMENTS - 1; i++) {
        const byAgent = i % 2 === 0;
        const { id } = server.state.addIssueComment({
            ...repo,
            issueNumber: pr.number,
            user: byAgent ? AGENT : `reviewer-${i % 7}`,
            body: byAgent ? `Progress note ${i}: ran the tests.` : `Question ${i}?`,
        });
        if (byAgent)
            agentComments.push(id);
    }
    server.state.addIssueComment({
        ...repo,
        issueNumber: pr.number,
        user: AGENT,
        body: PASSING_CLAIM,
    });
    const reactorListings = [];
    let reactions = 0;
    for (const [c, commentId] of agentComments.slice(0, REACTED_COMMENTS).entries()) {
        for (const [k, user] of REACTORS.entries()) {
            const content = (c + k) % REACTORS.length === 0 ? '-1' : '+1';
            server.state.addReaction({ ...repo, commentId, user, content });
            reactions++;
        }
        reactorListings.push(REACTORS.length);
    }
    return { number: pr.number, headSha: head.sha, reactorListings, reactions };
}
export async function measure() {
    const server = await startGitHubServer();
    const sandbox = new GitSandbox();
    try {
        const seeded = seedBusyPullRequest(server);
        const bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
        const node = NODE_RUNTIMES[0];
        const counted = async (run) => {
            const before = server.requests.length;
            const result = await run();
            if (result.code !== 0)
                throw new Error(`the Action exited ${result.code}: ${result.stderr}`);
            return server.requests.length - before;
        };
        const gateRequests = await counted(() => runAction({
            node,
            event: 'pull_request',
            payload: adaptPayload(loadWebhookExample('pull_request', 'synchronize'), {
                owner: OWNER,
                repo: REPO,
                prNumber: seeded.number,
                headSha: seeded.headSha,
                baseRef: 'main',
            }),
            repository: `${OWNER}/${REPO}`,
            apiUrl: server.url,
            inputs: { agents: AGENT },
        }));
        const heartbeat = async () => {
            const workspace = await sandbox.clone(bare);
            return runAction({
                node,
                event: 'schedule',
                payload: loadWebhookExample('schedule'),
                repository: `${OWNER}/${REPO}`,
                apiUrl: server.url,
                sha: await git(workspace, 'rev-parse', 'HEAD'),
                workspace,
                inputs: { agents: AGENT },
            });
        };
        // The gate's sticky comment is one more comment for the heartbeat to list.
        const commentsAfterGate = server.state.issueComments(OWNER, REPO, seeded.number).length;
        const firstPoll = await counted(heartbeat);
        const nextPoll = await counted(heartbeat);
        if (server.violations.length > 0) {
            throw new Error(`the server saw violations: ${JSON.stringify(server.violations[0])}`);
        }
        const commentPages = pages(COMMENTS);
        // Commits, files and reviews: one page each.
        const gatePages = commentPages + 3;
        // The repository's issues and the PR's review comments: one page each.
        const pollCommentPages = pages(commentsAfterGate);
        const steadyPages = 1 + pollCommentPages + 1;
        const reactorPages = seeded.reactorListings.reduce((sum, n) => sum + pages(n), 0);
        const scenario = `a PR with ${COMMENTS.toLocaleString('en')} comments (half by the agent) and ${seeded.reactions} 👍/👎 by ${REACTORS.length} team members on ${REACTED_COMMENTS} of the agent's comments`;
        const row = (name, subject, requests, floor, note) => ({
            name,
            subject,
            peer: 'pages of 100 of the data it reads',
            subjectValue: requests,
            peerValue: floor,
            unit: 'requests',
            ratio: requests / floor,
            goal: GOAL,
            note: `${scenario}. ${note}`,
        });
        return [
            row('API cost: PR gate', 'pull_request run', gateRequests, gatePages, `Pages: ${commentPages} of comments, 1 each of commits, files and reviews (${gatePages}); the rest is the base branch's config, the check run and the sticky comment. The gate reads no reactions.`),
            row('API cost: heartbeat, first poll', 'schedule run, reactions new', firstPoll, steadyPages + reactorPages, `Pages: 1 of the agent's PRs, ${pollCommentPages} of comments (${commentsAfterGate.toLocaleString('en')} with the gate's sticky comment), 1 of review comments, and ${reactorPages} of reactors: REST lists reactions per comment (one unfiltered listing holds its 👍 and 👎), so each reacted comment costs a page of its own however few reactions it has (the ${seeded.reactions} reactions would fill ${pages(seeded.reactions)} pages of 100 if GitHub listed them per PR; GraphQL could fetch them nested in the comment pages). The rest: one permission lookup per distinct reactor (${REACTORS.length}: reactions carry no author association) and the score check; listing the collaborators with their permissions (one page of 100) could replace the lookups, but the local server does not serve that route yet.`),
            row('API cost: heartbeat, next poll', 'schedule run, nothing new', nextPoll, steadyPages, `Pages: 1 of the agent's PRs, ${pollCommentPages} of comments, 1 of review comments; the 👍/👎 counts in the comment pages equal the last poll's, so no reactor is listed again.`),
        ];
    }
    finally {
        await server.close();
        await sandbox.cleanup();
    }
}
