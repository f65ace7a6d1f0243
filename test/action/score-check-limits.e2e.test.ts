// Issue 12.1 for the scheduled run: 400 👍 by people who are not collaborators make a report far
// over GitHub's 65,535-byte limit on a check run's summary (👍 is 4 bytes). The score check is
// still posted, clipped in bytes by the one check-run writer, and the run whose state was already
// pushed does not fail. The bundle under Node 24, a real bare remote, the strict local server.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { loadWebhookExample } from '../support/webhooks.js';

const node24 = NODE_RUNTIMES.find((n) => n.name === 'node24')!;
const repository = { owner: 'acme', repo: 'widgets' };
const CONTRACT =
  '# Heartbeat\n\n## Tasks\n\n- [ ] tidy_docs | Tidy the docs | optional | verify: file:docs/\n';

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  bare = await sandbox.bareRemote({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
  });
});
afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
  await sandbox.cleanup();
});

it(
  '400 👍 from non-collaborators: the score check is posted within 65,535 bytes and the run passes',
  { timeout: 180_000 },
  async () => {
    const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
    const claim = server.state.addIssueComment({
      ...repository,
      issueNumber: pr.number,
      user: 'agent[bot]',
      body: '```build.done\ntests: pass, lint: pass\n```',
    });
    for (let i = 0; i < 400; i++) {
      server.state.addReaction({
        ...repository,
        commentId: claim.id,
        user: `passer-by-${i}`,
        content: '+1',
      });
    }
    const workspace = await sandbox.clone(bare);
    const sha = await git(workspace, 'rev-parse', 'HEAD');
    const result = await runAction({
      node: node24,
      event: 'schedule',
      payload: loadWebhookExample('schedule'),
      repository: `${repository.owner}/${repository.repo}`,
      apiUrl: server.url,
      sha,
      workspace,
    });
    expect(result.code).toBe(0);
    expect(await git(bare, 'log', '--format=%s', 'heartbeat-state')).toMatch(/^heartbeat: cycle 1/);
    const [check] = server.state.checkRuns({
      ...repository,
      headSha: sha,
      name: 'heartbeat-gate / score',
    });
    expect(check?.conclusion).not.toBe('failure');
    expect(Buffer.byteLength(check?.output.summary ?? '', 'utf8')).toBeLessThanOrEqual(65_535);
    // The full report, every ignored reaction included, is in the job summary.
    expect(Buffer.byteLength(result.summary, 'utf8')).toBeGreaterThan(65_535);
    expect(result.summary.split('passer\\-by\\-').length - 1).toBe(400);
    expect(check?.output.summary).toMatch(
      /… \(truncated: the full report is in the job summary\)$/,
    );
  },
);
