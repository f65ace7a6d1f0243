/**
 * A 50 MB comment through the whole Action: the bundle run as the runner runs it, against the
 * OpenAPI-validating local GitHub server. The agent's claim is judged on its whole payload, an
 * untrusted commenter's 50 MB of backticks is listed as ignored, and what the Action writes back
 * stays within what GitHub accepts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  issueCommentPayload,
  REPOSITORY,
  seedAgentPullRequest,
  stickyComments,
} from '../action/pr-fixture.js';
import { repeatTo } from '../helpers/text.js';

const server = useGitHubServer();
let clock: Clock;
beforeEach(async () => {
  clock = new Clock(server);
});

const FIFTY_MB = 50 * 1024 * 1024;
// GitHub's limits on what the Action writes back: a check run's summary and a comment's body.
const MAX_CHECK_SUMMARY = 65_535;
const MAX_COMMENT_BODY = 65_536;

describe.each(NODE_RUNTIMES)('a 50 MB comment through the Action under $name', (node) => {
  it(
    'is judged on its whole payload; the check and sticky comment stay within GitHub limits',
    { timeout: 240_000 },
    async () => {
      const pr = seedAgentPullRequest(server, clock);
      // The failing dimension comes after 50 MB of passing log lines.
      const log = repeatTo('tests: pass, typecheck: pass (12 files, 0 problems)\n', FIFTY_MB);
      comment(
        server,
        clock,
        pr.number,
        `Done, full log below.\n\n\`\`\`build.done\n${log}lint: fail\n\`\`\`\n`,
      );
      comment(
        server,
        clock,
        pr.number,
        `\`\`\`build.done${repeatTo('a', FIFTY_MB)}\`\n`,
        'mallory',
      );

      const run = await runAction({
        node,
        event: 'issue_comment',
        payload: issueCommentPayload(pr.number),
        repository: REPOSITORY,
        apiUrl: server.url,
        inputs: { agents: AGENT },
      });
      expect(run.code).toBe(0);
      const [check] = evidenceChecks(server, pr.headSha);
      expect(check?.conclusion).toBe('failure');
      expect(check?.output.title).toContain('build.blocked: evidence failing: lint');
      expect(check?.output.summary?.length).toBeLessThanOrEqual(MAX_CHECK_SUMMARY);
      const [sticky] = stickyComments(server, pr.number);
      expect(sticky?.body).toContain('build.blocked: evidence failing: lint');
      expect(sticky?.body?.length).toBeLessThanOrEqual(MAX_COMMENT_BODY);
      expect(run.outputs).toMatchObject({ blocked: 'true', 'published-topic': 'build.blocked' });
    },
  );
});
