/**
 * A pull request by the agent on the local GitHub server, and the recorded webhook payloads that
 * point at it, for the evidence gate's end-to-end tests.
 */
import MarkdownIt from 'markdown-it';
import type { GitHubServer } from '../support/github-server/index.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { adaptPayload, loadWebhookExample, type WebhookPayload } from '../support/webhooks.js';

export const OWNER = 'acme';
export const REPO = 'widgets';
export const REPOSITORY = `${OWNER}/${REPO}`;
export const AGENT = 'ralph-agent[bot]';
export const EVIDENCE_CHECK = 'heartbeat-gate / evidence';

export const FAILING_LINT =
  '```build.done\ntests: pass\nlint: fail\ntypecheck: pass\naudit: pass\ncoverage: pass\ncomplexity: 4\nduplication: pass\n```';
export const PASSING =
  '```build.done\ntests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass\n```';

/** A test clock for the server: every seeded or written record gets a later time. */
export class Clock {
  private t = Date.parse('2026-11-20T10:00:00Z');
  constructor(server: GitHubServer) {
    server.state.clock = () => new Date(this.t);
  }
  /** Moves the clock on by `minutes`. */
  tick(minutes = 1): void {
    this.t += minutes * 60_000;
  }
}

/** A fresh PR by the agent with one head commit by the agent; its number and head sha. */
export function seedAgentPullRequest(
  server: GitHubServer,
  clock: Clock,
  options: { headRepo?: string; message?: string } = {},
): { number: number; headSha: string } {
  const pr = server.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    user: AGENT,
    ...(options.headRepo ? { headRepo: options.headRepo } : {}),
  });
  clock.tick();
  const commit = server.state.addPullCommit({
    owner: OWNER,
    repo: REPO,
    pullNumber: pr.number,
    message: options.message ?? 'feat: add the widget',
    author: { name: 'Ralph', email: 'ralph@example.com', login: AGENT },
  });
  clock.tick();
  return { number: pr.number, headSha: commit.sha };
}

/** The agent (or `user`) writes a comment on the PR. */
export function comment(
  server: GitHubServer,
  clock: Clock,
  number: number,
  body: string,
  user = AGENT,
): number {
  clock.tick();
  return server.state.addIssueComment({ owner: OWNER, repo: REPO, issueNumber: number, user, body })
    .id;
}

/** The recorded `issue_comment.created` payload, made a comment on PR `number`. */
export function issueCommentPayload(number: number, commenter = AGENT): WebhookPayload {
  return adaptPayload(loadWebhookExample('issue_comment', 'created'), {
    owner: OWNER,
    repo: REPO,
    prNumber: number,
    commenter,
  });
}

/** The recorded `pull_request` payload of `action`, for PR `number` at `headSha`. */
export function pullRequestPayload(
  number: number,
  headSha: string,
  action = 'synchronize',
): WebhookPayload {
  return adaptPayload(loadWebhookExample('pull_request', action), {
    owner: OWNER,
    repo: REPO,
    prNumber: number,
    headSha,
    baseRef: 'main',
  });
}

/** The evidence check runs on `sha`, oldest first. */
export function evidenceChecks(server: GitHubServer, sha: string) {
  return server.state
    .checkRuns({ owner: OWNER, repo: REPO, headSha: sha, name: EVIDENCE_CHECK })
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** The comments on the PR carrying the sticky marker. */
export function stickyComments(server: GitHubServer, number: number) {
  return server.state
    .issueComments(OWNER, REPO, number)
    .filter((c) => c.body?.startsWith('<!-- heartbeat-gate:evidence -->'));
}

const markdown = new MarkdownIt({ html: true });

/** The text a reader sees once GitHub renders `body` (tags dropped, entities decoded). */
export function renderedText(body: string | undefined): string {
  return markdown
    .render(body ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#8203;/g, '\u200b')
    .replace(/&amp;/g, '&');
}

/** The bundled evidence gate for {@link AGENT}, run as GitHub runs node24 actions (on Node 24). */
export function evidenceGate(server: GitHubServer) {
  const node = NODE_RUNTIMES.at(-1) ?? NODE_RUNTIMES[0]!;
  return (event: string, payload: Record<string, unknown>) =>
    runAction({
      node,
      event,
      payload,
      repository: REPOSITORY,
      apiUrl: server.url,
      inputs: { agents: AGENT },
    });
}
