// The heartbeat against an agent that games it, as the runner runs it: `node dist/index.js` under
// Node 24 on `schedule` / `workflow_dispatch` payloads, a clone of a real bare remote as the
// workspace, the local GitHub server (GraphQL validated against GitHub's published schema).
// Each test performs the attack end to end and asserts that it fails.
import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { loadWebhookExample } from '../support/webhooks.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node = NODE_RUNTIMES.find((n) => n.name === 'node24')!;
const CONTRACT =
  '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required | verify: check:CI\n';
const CONFIG = JSON.stringify({ agents: ['agent[bot]'] });

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.setPermission({ ...repository, user: 'alice', permission: 'write' });
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
  await sandbox.cleanup();
});

const branches = async () =>
  (await git(bare, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/')).split('\n');

const subjects = async (branch: string) =>
  (await git(bare, 'log', '--format=%s', branch)).split('\n');

/** One run on a fresh checkout (of `ref` when given, as a dispatch on that branch checks it out). */
async function heartbeat(
  options: {
    event?: 'schedule' | 'workflow_dispatch';
    ref?: string;
    inputs?: Record<string, string>;
    code?: number;
  } = {},
) {
  const workspace = await sandbox.clone(bare);
  if (options.ref) await git(workspace, 'checkout', '-q', options.ref);
  const event = options.event ?? 'schedule';
  const payload = loadWebhookExample(event);
  if (options.ref) payload.ref = `refs/heads/${options.ref}`;
  const result = await runAction({
    node,
    event,
    payload,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    sha: await git(workspace, 'rev-parse', 'HEAD'),
    workspace,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    ...(options.ref ? { env: { GITHUB_REF: `refs/heads/${options.ref}` } } : {}),
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(options.code ?? 0);
  // The trusted branch's temporary worktree is gone.
  expect((await git(workspace, 'worktree', 'list')).split('\n')).toHaveLength(1);
  return result;
}

function agentComment() {
  const pr = server.state.addPullRequest({ ...repository, user: 'agent[bot]' });
  return server.state.addIssueComment({
    ...repository,
    issueNumber: pr.number,
    user: 'agent[bot]',
    body: '```build.done\ntests: pass, lint: pass\n```',
  });
}

const unreact = (id: number) => {
  const reactions = server.state.repo('acme', 'widgets')!.reactions;
  reactions.splice(
    reactions.findIndex((r) => r.id === id),
    1,
  );
};

describe('one configuration loader, from the trusted branch', () => {
  it('schedule with a configuration naming another state branch: the commits land there', async () => {
    bare = await sandbox.bareRemote({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({
        agents: ['agent[bot]'],
        stateBranch: 'audit/heartbeat',
      }),
    });
    const result = await heartbeat();
    expect(result.outputs.due).toBe('true');
    expect(await branches()).toEqual(['audit/heartbeat', 'main']);
    expect(await subjects('audit/heartbeat')).toEqual([
      'heartbeat: cycle 1 — score 0/50 (tightened)',
    ]);
  });

  it('workflow_dispatch on an agent branch is not the heartbeat: refused, nothing written (its workflow file is the branch’s)', async () => {
    bare = await sandbox.bareRemote({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({
        agents: ['agent[bot]'],
        stateBranch: 'trusted-state',
      }),
    });
    // The agent's branch: its own state branch, no agents (so none of its comments count against
    // it) and a contract with one easy optional task.
    const agent = await sandbox.clone(bare);
    await git(agent, 'checkout', '-q', '-b', 'agent/easy');
    await writeFile(
      `${agent}/.heartbeat/config.json`,
      JSON.stringify({ stateBranch: 'agent-state' }),
    );
    await writeFile(
      `${agent}/HEARTBEAT.md`,
      '# Heartbeat\n\n## Tasks\n\n- [ ] nap | Take a nap | optional\n',
    );
    await git(agent, 'commit', '-qam', 'chore: easier contract');
    await git(agent, 'push', '-q', 'origin', 'agent/easy');

    const result = await heartbeat({ event: 'workflow_dispatch', ref: 'agent/easy', code: 1 });
    expect(result.outputs.due).toBe('false');
    expect(await branches()).toEqual(['agent/easy', 'main']);
    expect(result.annotations.map((a) => a.message).join('\n')).toMatch(
      /this run is not the heartbeat \(run \d+ of the heartbeat workflow ran on the branch agent\/easy, not the trusted main\)/,
    );
  });
});

describe('feedback that cannot be dodged, inflated or forged', () => {
  beforeEach(async () => {
    bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, '.heartbeat/config.json': CONFIG });
  });

  it('👎 then an edit of the agent’s comment before the poll: -10 recorded', async () => {
    await heartbeat(); // cycle 1, just now
    const comment = agentComment();
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '-1',
    });
    comment.body = '```build.done\ntests: pass, lint: pass\n```\n(edited: nothing to see)';
    comment.updatedAt = new Date(Date.now() + 2000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const result = await heartbeat();
    expect(result.outputs).toMatchObject({ due: 'false', score: '-10' });
    expect((await subjects('heartbeat-state'))[0]).toBe(
      'heartbeat: feedback -10 (0 👍, 1 👎) — score -10/50',
    );
  });

  it('the agent’s pre-placed 👎, swapped for an operator’s when it arrives, does not hide it', async () => {
    const comment = agentComment();
    const own = server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'agent[bot]',
      content: '-1',
    });
    await heartbeat(); // cycle 1: the agent's own 👎 counts for nothing
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '-1',
    });
    unreact(own.id); // the 👎 count stays 1
    const result = await heartbeat();
    expect(result.outputs.score).toBe('-10');
    expect((await subjects('heartbeat-state'))[0]).toBe(
      'heartbeat: feedback -10 (0 👍, 1 👎) — score -10/50',
    );
  });

  it('removing and re-adding a 👍 counts once', async () => {
    const comment = agentComment();
    const first = server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '+1',
    });
    expect((await heartbeat()).outputs.score).toBe('3');
    unreact(first.id);
    server.state.addReaction({
      ...repository,
      commentId: comment.id,
      user: 'alice',
      content: '+1',
    });
    const head = await git(bare, 'rev-parse', 'heartbeat-state');
    expect((await heartbeat()).outputs.score).toBe('3');
    expect(await git(bare, 'rev-parse', 'heartbeat-state')).toBe(head);
  });

  it('a forged `feedback up --by alice --push` on the state branch is not counted by the Action', async () => {
    await heartbeat(); // cycle 1, score 0
    const agent = await sandbox.clone(bare);
    await git(agent, 'checkout', '-q', 'heartbeat-state');
    const forged = await runCli(
      ['feedback', 'up', '--by', 'alice', '--push', '--branch', 'heartbeat-state'],
      {
        cwd: agent,
      },
    );
    expect(forged.code).toBe(0);
    expect((await subjects('heartbeat-state'))[0]).toMatch(/^heartbeat: feedback up \(\+3\)/);
    const note = await git(bare, 'rev-parse', 'heartbeat-state');

    // Not a commit the Action wrote (GitHub did not sign it): left out, and reported as such.
    const after = await heartbeat();
    expect(after.outputs.score).toBe('0');
    expect(after.summary).toContain('State branch tampered with');
    expect(after.summary).toContain(`\`${note.slice(0, 12)}\` heartbeat\\: feedback up`);
    // A real 👍 afterwards counts +3, not +3 on top of the forged +3.
    server.state.addReaction({
      ...repository,
      commentId: agentComment().id,
      user: 'alice',
      content: '+1',
    });
    const real = await heartbeat();
    expect(real.outputs.score).toBe('3');
    expect((await subjects('heartbeat-state'))[0]).toBe(
      'heartbeat: feedback +3 (1 👍, 0 👎) — score 3/50',
    );
  });
});
