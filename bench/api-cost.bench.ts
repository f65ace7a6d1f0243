/**
 * API cost: the requests the bundled Action (`node dist/index.js`, run as the runner runs it) makes,
 * counted on the local GitHub server: for a busy agent PR (1,000 comments, 500 reactions) against
 * the pages of 100 that the data fills when GitHub's REST API serves it, and for the heartbeat
 * against the budget of issue 12 (15 requests a poll: GITHUB_TOKEN allows 1,000 an hour per
 * repository, and the lockdown interval polls 7.5 times an hour).
 *
 * The PR gate reads the PR's comments, commits, files and reviews. The heartbeat reads the agent's
 * PRs with every comment and every 👍/👎 nested through GraphQL (a page of PRs, then 25 PRs with
 * their first 100 comments and reactions per query, then the further pages), the permissions of
 * the reactors in one query, and writes the score check.
 */
import { startGitHubServer, type GitHubServer } from '../test/support/github-server/index.js';
import { NODE_RUNTIMES, runAction } from '../test/support/run-action.js';
import { adaptPayload, loadWebhookExample } from '../test/support/webhooks.js';
import { GitSandbox, git } from '../test/helpers/git.js';
import type { BenchRow } from './measure.js';

const OWNER = 'acme';
const REPO = 'widgets';
const AGENT = 'agent[bot]';
const COMMENTS = 1_000;
/** Team members reacting to the agent's comments; each reacts once to each reacted comment. */
const REACTORS = ['alice', 'bob', 'carol', 'dave', 'mona'];
const REACTED_COMMENTS = 100;
const PER_PAGE = 100;
const GOAL = { maxExcess: 5, text: '≤ pages + 5' };
/** Issue 12's budget for one poll. */
const POLL_BUDGET = 15;
const BUDGET_GOAL = { maxRatio: 1, text: `≤ ${POLL_BUDGET} requests` };
/** The many-PRs scenario: open agent PRs, comments by the agent on each. */
const MANY_PULLS = 50;
const COMMENTS_EACH = 100;

const CONTRACT = [
  '# Heartbeat',
  '',
  '## Tasks',
  '',
  '- [ ] check_ci | Check that CI is green | required | verify: check:CI',
  '',
].join('\n');
const PASSING_CLAIM =
  '```build.done\ntests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass\n```';

const pages = (items: number) => Math.max(1, Math.ceil(items / PER_PAGE));

interface Seeded {
  number: number;
  headSha: string;
  reactions: number;
}

/** The busy PR: the agent's comments interleaved with others', the last one a passing claim. */
function seedBusyPullRequest(server: GitHubServer): Seeded {
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
  const agentComments: number[] = [];
  for (let i = 0; i < COMMENTS - 1; i++) {
    const byAgent = i % 2 === 0;
    const { id } = server.state.addIssueComment({
      ...repo,
      issueNumber: pr.number,
      user: byAgent ? AGENT : `reviewer-${i % 7}`,
      body: byAgent ? `Progress note ${i}: ran the tests.` : `Question ${i}?`,
    });
    if (byAgent) agentComments.push(id);
  }
  server.state.addIssueComment({
    ...repo,
    issueNumber: pr.number,
    user: AGENT,
    body: PASSING_CLAIM,
  });
  let reactions = 0;
  for (const [c, commentId] of agentComments.slice(0, REACTED_COMMENTS).entries()) {
    for (const [k, user] of REACTORS.entries()) {
      const content = (c + k) % REACTORS.length === 0 ? '-1' : '+1';
      server.state.addReaction({ ...repo, commentId, user, content });
      reactions++;
    }
  }
  return { number: pr.number, headSha: head.sha, reactions };
}

/** Where a run's requests went, as counted on the server: `8 GraphQL reads, 1 check run, …`. */
function tally(server: GitHubServer, from: number, to: number): string {
  const counts = new Map<string, number>();
  for (const request of server.requests.slice(from, to)) {
    const query = (request.body as { query?: unknown } | undefined)?.query;
    const kind =
      request.operationId === 'graphql'
        ? typeof query === 'string' && query.trimStart().startsWith('mutation')
          ? 'GraphQL write'
          : 'GraphQL read'
        : (request.operationId ?? `${request.method} ${request.path}`);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${n} \`${kind}\``).join(', ');
}

/** One scheduled poll over 50 open agent PRs with 100 comments each: the requests it makes. */
async function manyPullsPoll(): Promise<number> {
  const server = await startGitHubServer();
  const sandbox = new GitSandbox();
  try {
    const repo = { owner: OWNER, repo: REPO };
    let t = Date.now() - 86_400_000;
    server.state.clock = () => new Date((t += 1000));
    for (let p = 0; p < MANY_PULLS; p++) {
      const pr = server.state.addPullRequest({ ...repo, user: AGENT });
      for (let c = 0; c < COMMENTS_EACH; c++) {
        server.state.addIssueComment({
          ...repo,
          issueNumber: pr.number,
          user: AGENT,
          body: `Progress note ${c}.`,
        });
      }
    }
    const bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
    const workspace = await sandbox.clone(bare);
    const result = await runAction({
      node: NODE_RUNTIMES[0]!,
      event: 'schedule',
      payload: loadWebhookExample('schedule'),
      repository: `${OWNER}/${REPO}`,
      apiUrl: server.url,
      sha: await git(workspace, 'rev-parse', 'HEAD'),
      workspace,
      inputs: { agents: AGENT },
    });
    if (result.code !== 0) throw new Error(`the Action exited ${result.code}: ${result.stderr}`);
    if (server.violations.length > 0) {
      throw new Error(`the server saw violations: ${JSON.stringify(server.violations[0])}`);
    }
    return server.requests.length;
  } finally {
    await server.close();
    await sandbox.cleanup();
  }
}

export async function measure(): Promise<BenchRow[]> {
  const manyPulls = await manyPullsPoll();
  const server = await startGitHubServer();
  const sandbox = new GitSandbox();
  try {
    const seeded = seedBusyPullRequest(server);
    const bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
    const node = NODE_RUNTIMES[0]!;
    const counted = async (run: () => Promise<{ code: number; stderr: string }>) => {
      const before = server.requests.length;
      const result = await run();
      if (result.code !== 0) throw new Error(`the Action exited ${result.code}: ${result.stderr}`);
      return server.requests.length - before;
    };

    const gateRequests = await counted(() =>
      runAction({
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
      }),
    );
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
    const start = server.requests.length;
    const firstPoll = await counted(heartbeat);
    const firstTally = tally(server, start, start + firstPoll);
    const nextPoll = await counted(heartbeat);
    const nextTally = tally(server, start + firstPoll, server.requests.length);
    if (server.violations.length > 0) {
      throw new Error(`the server saw violations: ${JSON.stringify(server.violations[0])}`);
    }

    const commentPages = pages(COMMENTS);
    // Commits, files and reviews: one page each.
    const gatePages = commentPages + 3;
    const pollCommentPages = pages(commentsAfterGate);
    const scenario = `a PR with ${COMMENTS.toLocaleString('en')} comments (half by the agent) and ${seeded.reactions} 👍/👎 by ${REACTORS.length} team members on ${REACTED_COMMENTS} of the agent's comments`;
    const budget = (name: string, subject: string, requests: number, note: string): BenchRow => ({
      name,
      subject,
      peer: 'budget of a poll (issue 12)',
      subjectValue: requests,
      peerValue: POLL_BUDGET,
      unit: 'requests' as const,
      ratio: requests / POLL_BUDGET,
      goal: BUDGET_GOAL,
      note,
    });
    // Issue 19: state commits are written through GitHub's API so that GitHub signs them.
    const signed =
      " A run that writes state writes one signed commit: the first, which creates the state branch, through the Git Data API (tree, commit, ref: 3 requests), every later one with one GraphQL `createCommitOnBranch`. The state head's signature comes with the first GraphQL page of PRs (no request of its own when the head is the gate's). Then the state branch's rules (1, for the unprotected-branch warning) and the score check (1).";
    // After the first page, a PR's comments are read two pages a request, from both ends.
    const bothEnds = Math.ceil((pollCommentPages - 1) / 2);
    return [
      {
        name: 'API cost: PR gate',
        subject: 'pull_request run',
        peer: 'pages of 100 of the data it reads',
        subjectValue: gateRequests,
        peerValue: gatePages,
        unit: 'requests' as const,
        ratio: gateRequests / gatePages,
        goal: GOAL,
        note: `${scenario}. Pages: ${commentPages} of comments, 1 each of commits, files and reviews (${gatePages}); the rest is the base branch's config, the check run and the sticky comment. The gate reads no reactions.`,
      },
      budget(
        `API cost: heartbeat, ${MANY_PULLS} agent PRs`,
        `schedule run, ${MANY_PULLS} open agent PRs × ${COMMENTS_EACH} comments`,
        manyPulls,
        `${MANY_PULLS} open agent PRs with ${COMMENTS_EACH} comments each (${(MANY_PULLS * COMMENTS_EACH).toLocaleString('en')}). Before (REST, a cursor of 👍/👎 counts): 102 requests, 1 listing of the repository's issues and, per PR, 1 page of comments and 1 of review comments, then the score check: about 765 an hour at the lockdown interval, most of GITHUB_TOKEN's 1,000. Now: 1 GraphQL page of PRs, ${Math.ceil(MANY_PULLS / 25)} queries of 25 PRs each with their first 100 comments and every reaction nested. GraphQL counts points, not requests: each query of 25 PRs costs about 26 points (one reactions connection per comment), so a poll costs about ${1 + Math.ceil(MANY_PULLS / 25) * 26} of the 1,000 points an hour.${signed}`,
      ),
      budget(
        'API cost: heartbeat, first poll',
        'schedule run, reactions new',
        firstPoll,
        `${scenario}. Before (REST): 119 requests, one reactions listing per reacted comment. Now: 1 page of PRs, 1 query with the PR and its first 100 comments, then the other ${pollCommentPages - 1} pages of 100 comments (${commentsAfterGate.toLocaleString('en')} with the gate's sticky comment: GraphQL cannot filter comments by author) two a request, one from each end until they meet (${bothEnds} requests), each with its reactions nested; the permissions of the ${REACTORS.length} reactors in 1 query (aliased \`collaborators(login:)\`).${signed} This run: ${firstTally}.`,
      ),
      budget(
        'API cost: heartbeat, next poll',
        'schedule run, nothing new',
        nextPoll,
        `${scenario}. Before (REST): 14 requests, the 👍/👎 counts in the cursor sparing the reactor listings. Now: the same pages as the first poll, every reaction listed again (a count the agent keeps steady by swapping its own 👎, or a cursor it pushes, can no longer hide one), and the permission query again for the reactors whose 👍 went past the daily cap of 5 (each team member's 80 👍 here): they stay unrecorded and are judged again.${signed} This run: ${nextTally}.`,
      ),
    ];
  } finally {
    await server.close();
    await sandbox.cleanup();
  }
}
