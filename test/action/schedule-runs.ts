/**
 * What the schedule-equivalence tests share: commits with their push times, one heartbeat run of
 * the bundled Action (Node 24) at an instant on a fresh shallow checkout, and the state branch as
 * files and ledger events.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { clockEnv } from '../support/clock.js';
import { NODE_RUNTIMES, runAction, runScheduledAction } from '../support/run-action.js';
import type { WebhookPayload } from '../support/webhooks.js';

const exec = promisify(execFile);
const NODE24 = NODE_RUNTIMES.find((n) => n.name === 'node24')!;
export const repository = { owner: 'acme', repo: 'widgets' };
export const STATE_BRANCH = 'heartbeat-state';
/** The contract every world's agent works to: CI required, the docs optional. */
export const CONTRACT = [
  '# Heartbeat',
  '',
  '## Tasks',
  '',
  '- [ ] check_ci | Check that CI is green | required | verify: check:CI',
  '- [ ] tidy_docs | Tidy the docs | optional | verify: file:docs/',
  '',
].join('\n');

/**
 * A sandbox for the worlds' repositories and a server per world, closed after each test, which
 * fails if a server saw a request GitHub's description does not allow.
 */
export function useWorlds(): { sandbox: GitSandbox; startServer(): Promise<GitHubServer> } {
  const sandbox = new GitSandbox();
  const servers: GitHubServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      await server.close();
      expect(server.violations).toEqual([]);
    }
    await sandbox.cleanup();
  });
  return {
    sandbox,
    async startServer() {
      const server = await startGitHubServer();
      servers.push(server);
      return server;
    },
  };
}

/** A commit on the checked-out branch of `clone`, committed at `when`. */
export async function commitAt(
  clone: string,
  when: string,
  path: string,
  text: string,
): Promise<string> {
  await writeFile(join(clone, path), text);
  const env = { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
  await exec('git', ['add', '-A'], { cwd: clone, env });
  await exec('git', ['commit', '-q', '-m', `change ${path}`], { cwd: clone, env });
  return git(clone, 'rev-parse', 'HEAD');
}

/** A world: the local GitHub server and the bare remote its repository's git data lives in. */
export interface World {
  server: GitHubServer;
  bare: string;
}

/**
 * One heartbeat run at `instant` on a fresh shallow checkout of main, as the runner starts it:
 * a `schedule` run, or the run an event starts (a comment's deletion). `timersFaster` as in
 * clockEnv. Fails the test unless the run succeeds silently; returns its outputs.
 */
export async function heartbeatAt(
  sandbox: GitSandbox,
  w: World,
  instant: string,
  options: { event?: { name: string; payload: WebhookPayload }; timersFaster?: number } = {},
): Promise<Record<string, string>> {
  const workspace = await sandbox.dir('hg-workspace-');
  await git(workspace, 'clone', '-q', '--depth', '1', `file://${w.bare}`, '.');
  const run = {
    node: NODE24,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: w.server.url,
    workspace,
    env: await clockEnv({ at: instant, timersFaster: options.timersFaster }),
  };
  const result = await (
    options.event
      ? runAction({
          ...run,
          event: options.event.name,
          payload: options.event.payload,
          sha: await git(workspace, 'rev-parse', 'HEAD'),
        })
      : runScheduledAction(run)
  ).finally(() => rm(workspace, { recursive: true, force: true }));
  const said = `the run at ${instant} printed:\n${result.stdout.slice(-4_000)}`;
  expect(result.stderr, said).toBe('');
  expect(result.code, said).toBe(0);
  return result.outputs;
}

/**
 * A state file's text without what records the run that wrote it rather than what happened: a
 * cycle's `agentComments` (the instant GitHub created that workflow run and the comments its
 * listing added), which a 5-minute and an hourly schedule write differently by construction.
 */
function withoutRunRecords(path: string, text: string): string {
  const drop = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'agentComments'))
      : value;
  if (path.endsWith('.jsonl')) {
    return text
      .split('\n')
      .map((line) => (line.trim() === '' ? line : JSON.stringify(JSON.parse(line, drop))))
      .join('\n');
  }
  return path.endsWith('.json') ? JSON.stringify(JSON.parse(text, drop), null, 2) : text;
}

/** Every state file on the state branch, by path, and its ledger's events (run records aside). */
export async function stateOf(bare: string) {
  const paths = (await git(bare, 'ls-tree', '-r', '--name-only', STATE_BRANCH))
    .split('\n')
    .filter((path) => path.startsWith('.heartbeat/'));
  const files: Record<string, string> = {};
  for (const path of paths) {
    files[path] = withoutRunRecords(path, await git(bare, 'show', `${STATE_BRANCH}:${path}`));
  }
  const events = Object.entries(files)
    .filter(([path]) => path.includes('/ledger/'))
    .flatMap(([, text]) => text.split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { files, events };
}
