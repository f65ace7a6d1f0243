/**
 * A repository under the scheduled heartbeat, as the verification scenarios need it: a bare remote
 * whose HEARTBEAT.md lists the tasks, a cycle ten minutes ago on its state branch (written as the
 * Action writes state), the agent's pushes, and one scheduled run of the bundled Action on a
 * fresh shallow clone against the local GitHub server.
 */
import { Octokit } from '@octokit/rest';
import { afterEach, expect } from 'vitest';
import { runCycle } from '../../src/app/cycle.js';
import { evidenceJudge } from '../../src/core/evidence/judge.js';
import { clockEnv } from '../support/clock.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { runAction, runScheduledAction, type NodeRuntime } from '../support/run-action.js';
import { adaptPayload, loadWebhookExample, type WebhookPayload } from '../support/webhooks.js';
import { asTheGate } from './gate-state.js';
import { GitSandbox, git, writeFiles } from './git.js';
import type { useGitHubServer } from './github.js';
import { commitTrailers, worktreeLedger } from './state.js';

export const repository = { owner: 'acme', repo: 'widgets' };
export const STATE_BRANCH = 'heartbeat-state';
export const AGENT = 'agent[bot] <41898282+agent[bot]@users.noreply.github.com>';
export const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';
export const VERDICTS = /^Heartbeat-(Verdict|Reason)/;
/** A PR comment claiming `build.done` for `task`, every dimension passing. */
export const doneComment = (task: string) =>
  ['Done.', '', '```build.done', `Heartbeat-Task: ${task}`, PASSING, '```', ''].join('\n');
export const CI_TEST = { agents: ['agent[bot]'], groundTruth: { tests: 'CI / test' } };

/**
 * A time zone six hours from UTC, towards noon: these scenarios run on the real clock from an hour
 * before now to an hour after, and a day's score starts afresh at midnight, so in UTC they failed
 * when run between 23:00 and 01:00. The local date stays the UTC date (the ledger's month).
 */
export const MIDDAY_ZONE = new Date().getUTCHours() >= 12 ? 'Etc/GMT+6' : 'Etc/GMT-6';

/** The scenario's steps over one sandbox and one server. */
export function scheduledRepo(sandbox: GitSandbox, server: ReturnType<typeof useGitHubServer>) {
  /**
   * One scheduled run (or a run on `event`) on a fresh checkout of the default branch, as the
   * runner makes it with the example workflow's `fetch-depth: 1`: shallow, so the sidecar must
   * fetch the cycle's history.
   */
  async function heartbeat(
    node: NodeRuntime,
    bare: string,
    options: {
      minutesLater?: number;
      /** Another event that starts the heartbeat workflow (a comment's `deleted`). */
      event?: { name: string; payload: WebhookPayload };
    } = {},
  ) {
    const workspace = await sandbox.dir('hg-workspace-');
    // The runner's clock that many minutes ahead (the Action reads no other), three by default: a
    // cycle is judged at its due time, and the one cycleAnIntervalAgo makes due is two minutes
    // from now, after what the test put in place.
    const later = await clockEnv({ minutesAhead: options.minutesLater ?? 3 });
    await git(workspace, 'clone', '-q', '--depth', '1', `file://${bare}`, '.');
    expect(await git(workspace, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const run = {
      node,
      repository: `${repository.owner}/${repository.repo}`,
      apiUrl: server.url,
      workspace,
      env: later,
    };
    const { event } = options;
    const result = event
      ? await runAction({
          ...run,
          event: event.name,
          payload: event.payload,
          sha: await git(workspace, 'rev-parse', 'HEAD'),
        })
      : await runScheduledAction(run);
    expect(result.stderr).toBe('');
    return result;
  }

  /**
   * A cycle ten minutes ago (0/50: the next is due in 12), committed from `clone` and pushed; in a
   * team, `agent`'s.
   */
  async function cycleAnIntervalAgo(clone: string, agent?: string): Promise<void> {
    const outcome = await runCycle({
      ...(agent === undefined ? {} : { agent }),
      cwd: clone,
      branch: STATE_BRANCH,
      push: true,
      now: new Date(Date.now() - 10 * 60_000).toISOString(),
      // Records the branch head, so the next cycle judges exactly the commits after it.
      sidecar: { evidence: evidenceJudge },
      ...asTheGate(server, await git(clone, 'remote', 'get-url', 'origin')),
    });
    expect(outcome.ran).toBe(true);
  }

  /** A repository whose HEARTBEAT.md lists `tasks`, with a cycle ten minutes ago. */
  async function repositoryWithCycle(
    tasks: string[],
    config: object,
    files: Record<string, string> = {},
  ): Promise<string> {
    const bare = await sandbox.bareRemote({
      'HEARTBEAT.md': ['# Heartbeat', '', '## Tasks', '', ...tasks, ''].join('\n'),
      '.heartbeat/config.json': JSON.stringify({ timeZone: MIDDAY_ZONE, ...config }),
      ...files,
    });
    await cycleAnIntervalAgo(await sandbox.clone(bare));
    return bare;
  }

  /** A clone of `bare` on the state branch, and its head's trailers (those matching `only`). */
  async function stateHead(bare: string, only?: RegExp) {
    const state = await sandbox.clone(bare);
    await git(state, 'checkout', '-q', STATE_BRANCH);
    const trailers = await commitTrailers(state, 'HEAD');
    return { state, trailers: only ? trailers.filter((t) => only.test(t)) : trailers };
  }

  /** `author` commits on `branch` of a clone of `bare` and pushes; returns the clone and sha. */
  async function agentPush(
    bare: string,
    branch: string,
    files: Record<string, string>,
    message: string,
    author = AGENT,
  ) {
    const clone = await sandbox.clone(bare);
    if (branch !== 'main') await git(clone, 'checkout', '-q', '-b', branch);
    await writeFiles(clone, files);
    await git(clone, 'add', '-A');
    await git(clone, 'commit', '-q', '--allow-empty', '--author', author, '-m', message);
    await git(clone, 'push', '-q', 'origin', branch);
    return { clone, sha: await git(clone, 'rev-parse', 'HEAD') };
  }

  /** The agent's own pull request from `agent/ship`, its one commit red on CI / test. */
  async function redAgentPull(bare: string) {
    const own = await agentPush(bare, 'agent/ship', { 'ship.ts': 'export {};\n' }, 'feat: ship');
    const pull = server.state.addPullRequest({
      ...repository,
      user: 'agent[bot]',
      headRef: 'agent/ship',
      headSha: own.sha,
    });
    server.state.addCheckRun({
      ...repository,
      headSha: own.sha,
      name: 'CI / test',
      conclusion: 'failure',
    });
    return { sha: own.sha, pull };
  }

  /** An API client acting as `login` (GitHub asserts who wrote, reacted and deleted). */
  function clientAs(login: string): Octokit {
    const token = `ghs_${login.replace(/\W/g, '')}`;
    server.tokenUsers.set(token, login);
    return new Octokit({ baseUrl: server.url, auth: token });
  }

  /**
   * `login` deletes comment `id` through the API; returns the `issue_comment` `deleted` event
   * GitHub then sends (the recorded example carrying the comment as it was, reactions counted,
   * and the deleter as `sender`).
   */
  async function deleteComment(login: string, id: number) {
    const client = clientAs(login);
    const { data: comment } = await client.rest.issues.getComment({
      ...repository,
      comment_id: id,
    });
    const deleted = await client.rest.issues.deleteComment({ ...repository, comment_id: id });
    expect(deleted.status).toBe(204);
    const number = Number(/\/pull\/(\d+)#/.exec(comment.html_url)?.[1]);
    const payload: WebhookPayload = {
      ...adaptPayload(loadWebhookExample('issue_comment', 'deleted'), {
        ...repository,
        prNumber: number,
        commenter: login,
      }),
      comment,
    };
    (payload.repository as { default_branch: string }).default_branch = 'main';
    return { name: 'issue_comment', payload };
  }

  return {
    heartbeat,
    cycleAnIntervalAgo,
    repositoryWithCycle,
    stateHead,
    agentPush,
    redAgentPull,
    clientAs,
    deleteComment,
  };
}

/**
 * The agent's own pull request under the scheduled heartbeat, each on a fresh server and sandbox
 * (closed and removed after the test): call at a file's top, then `agentPullUnderHeartbeat` as
 * often as a test needs a repository.
 */
export function useAgentPulls() {
  const sandboxes: GitSandbox[] = [];
  const servers: GitHubServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    for (const sandbox of sandboxes.splice(0)) await sandbox.cleanup();
  });

  /**
   * A repository whose HEARTBEAT.md lists the required task `ship`, with `config` and a cycle ten
   * minutes ago, and the agent's pull request in it, red on its head, made `setUpAgo` ms before
   * now on GitHub's clock (which stays there until `githubAt` moves it).
   */
  return async function agentPullUnderHeartbeat(
    options: { config?: object; setUpAgo?: number } = {},
  ) {
    const server = await startGitHubServer();
    servers.push(server);
    const sandbox = new GitSandbox();
    sandboxes.push(sandbox);
    const repo = scheduledRepo(sandbox, server);
    server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
    const bare = await repo.repositoryWithCycle(
      ['- [ ] ship | Ship the widget | required'],
      options.config ?? CI_TEST,
    );
    /** GitHub's clock `ms` from now (negative: before). */
    const githubAt = (ms: number) => {
      server.state.clock = () => new Date(Date.now() + ms);
    };
    githubAt(-(options.setUpAgo ?? 0));
    const { sha, pull } = await repo.redAgentPull(bare);
    const record = server.state.repo(repository.owner, repository.repo)!.pulls.get(pull.number)!;
    /** A comment on the agent's pull request, which GitHub counts as an update of it. */
    const comment = (user: string, body = doneComment('ship')) => {
      const written = server.state.addIssueComment({
        ...repository,
        issueNumber: pull.number,
        user,
        body,
      });
      record.updatedAt = written.createdAt;
      return written;
    };
    /** mallory's `count` comments on the agent's pull request. */
    const flood = (count: number) => {
      for (let i = 0; i < count; i++) comment('mallory', `+1 (${i})`);
    };
    /** The 👎 the agent's ledger holds on the state branch. */
    const downs = async () => {
      const { state } = await repo.stateHead(bare);
      return (await worktreeLedger(state, '.heartbeat')).filter(
        (e) => e.kind === 'feedback' && e.direction === 'down',
      );
    };
    return { server, sandbox, repo, bare, sha, pull, githubAt, comment, flood, downs };
  };
}
