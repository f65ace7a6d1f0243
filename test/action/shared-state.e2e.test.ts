// One state repository for an organisation (issue 18): scheduled runs in two repositories with
// `state-repository: org/heartbeat-state` write, at the same time, each under its own folder of
// that repository's state branch, through GitHub's API with `state-token` (so GitHub signs the
// commits for `state-writer`) and fetching it over git's smart HTTP with that token; the CLI's
// `log --repository` on a clone of the state repository lists only one repository's cycles. An
// agent holding its own token to the state repository cannot write the gate's state, and a token
// that cannot write fails clearly. `node dist/index.js` under Node 24, the strict local GitHub
// server, a real git server.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordFeedback } from '../../src/app/record.js';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { startGitHttpServer, type GitHttpServer } from '../support/git-http-server.js';
import {
  isSignedByGitHub,
  linkGitRepository,
  startGitHubServer,
  type GitHubServer,
} from '../support/github-server/index.js';
import { clockEnv } from '../support/clock.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');
const STATE = 'heartbeat-state';
const STATE_TOKEN = 'ghs_state_writer_token_0123456789';
const WRITER = 'heartbeat-writer[bot]';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';
const WIDGETS = 'acme/widgets';
const GADGETS = 'acme/gadgets';

const sandbox = new GitSandbox();
let server: GitHubServer;
let gitServer: GitHttpServer;
let stateGitDir: string;
const projects = new Map<string, string>();

beforeEach(async () => {
  server = await startGitHubServer();
  for (const name of [WIDGETS, GADGETS, 'org/heartbeat-state']) {
    const [owner = '', repo = ''] = name.split('/');
    server.state.addRepo({ owner, repo });
  }
  server.tokenUsers.set(STATE_TOKEN, WRITER);
  // The state repository: one bare repository, served over smart HTTP (git) and by the API.
  const root = await sandbox.dir('hg-github-');
  await mkdir(join(root, 'org'));
  stateGitDir = join(root, 'org', 'heartbeat-state.git');
  await git(root, 'init', '-q', '--bare', '-b', 'main', stateGitDir);
  linkGitRepository(server.state, { owner: 'org', repo: 'heartbeat-state', gitDir: stateGitDir });
  gitServer = await startGitHttpServer(root, { token: STATE_TOKEN });
  for (const name of [WIDGETS, GADGETS]) {
    projects.set(name, await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': name }));
  }
});

afterEach(async () => {
  await gitServer.close();
  await server.close();
  await sandbox.cleanup();
  projects.clear();
});

/** One scheduled run of the Action in `repository`, its state sent to org/heartbeat-state. */
async function heartbeat(
  repository: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  const workspace = await sandbox.clone(projects.get(repository) ?? '');
  return runScheduledAction({
    node: node24 as NonNullable<typeof node24>,
    repository,
    apiUrl: server.url,
    workspace,
    inputs: {
      'state-repository': 'org/heartbeat-state',
      'state-token': STATE_TOKEN,
      'state-writer': WRITER,
      ...inputs,
    },
    // Where git remotes live (github.com on GitHub): the smart-HTTP server.
    env: {
      GITHUB_SERVER_URL: gitServer.url('').replace(/\/$/, ''),
      GIT_TERMINAL_PROMPT: '0',
      ...env,
    },
  });
}

/**
 * Nothing the run printed or wrote carries the state token, in clear or as git's header, but the
 * one `::add-mask::` command that tells the runner to hide it from every later line.
 */
function expectNoToken(run: Awaited<ReturnType<typeof heartbeat>>, token = STATE_TOKEN): void {
  const header = Buffer.from(`x-access-token:${token}`).toString('base64');
  const lines = run.stdout.split('\n');
  expect(lines.indexOf(`::add-mask::${token}`)).toBe(0);
  const stdout = lines.slice(1).join('\n');
  for (const text of [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]) {
    expect(text).not.toContain(token);
    expect(text).not.toContain(header);
  }
}

const stateFiles = async (branch: string) =>
  (await git(stateGitDir, 'ls-tree', '-r', '--name-only', branch)).trim().split('\n');
/** A repository's own branch in the state repository. */
const branchOf = (repository: string) => `heartbeat/${repository}`;

describe('state-repository: one state repository for an organisation', () => {
  it("a state repository in the older layout (one branch for every repository): the repository's first run moves its folder onto its own branch, on that branch's history, signed for state-writer", async () => {
    const first = await heartbeat(WIDGETS);
    expect({ code: first.code, annotations: first.annotations }).toMatchObject({ code: 0 });
    // The older layout: the gate's signed commit on the one branch every repository wrote to.
    const legacy = await git(stateGitDir, 'rev-parse', branchOf(WIDGETS));
    await git(stateGitDir, 'update-ref', `refs/heads/${STATE}`, legacy);
    await git(stateGitDir, 'update-ref', '-d', `refs/heads/${branchOf(WIDGETS)}`);

    // Half an hour on, cycles are due: the run writes, and the write moves the folder.
    const moved = await heartbeat(WIDGETS, {}, await clockEnv({ minutesAhead: 30 }));
    expect(moved.code).toBe(0);
    expect(moved.annotations.filter((a) => a.title === 'state branch tampered with')).toEqual([]);
    expectNoToken(moved);
    expect(
      (await git(stateGitDir, 'for-each-ref', '--format=%(refname:short)')).trim().split('\n'),
    ).toEqual([STATE, branchOf(WIDGETS)]);
    expect(await git(stateGitDir, 'rev-parse', STATE)).toBe(legacy); // left as it was
    const head = await git(stateGitDir, 'rev-parse', branchOf(WIDGETS));
    expect(await git(stateGitDir, 'rev-parse', `${head}^`)).toBe(legacy);
    const files = await stateFiles(branchOf(WIDGETS));
    expect(files.filter((f) => !f.startsWith(`.heartbeat/${WIDGETS}/`))).toEqual([]);
    expect(isSignedByGitHub(server.state, head)).toBe(true);

    // The moved branch carries the history: log lists the first cycle under the new ones.
    const reader = await sandbox.clone(stateGitDir);
    const log = await runCliProcess(reader, ['log', '--json', '--repository', WIDGETS]);
    expect({ code: log.code, stderr: log.stderr }).toEqual({ code: 0, stderr: '' });
    const cycles = (JSON.parse(log.stdout) as { cycle: number }[]).map((e) => e.cycle);
    // Two commits: this run's (every cycle due since, in one) on the first run's.
    expect(cycles).toHaveLength(2);
    expect(cycles[0]).toBeGreaterThan(1);
    expect(cycles[1]).toBe(1);
    expect(server.violations).toEqual([]);
  });

  it('runs in two repositories at once commit side by side, signed for state-writer; log --repository shows one', async () => {
    const [widgets, gadgets] = await Promise.all([heartbeat(WIDGETS), heartbeat(GADGETS)]);
    for (const run of [widgets, gadgets]) {
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(run.outputs.due).toBe('true');
      expect(run.annotations.filter((a) => a.title === 'state branch tampered with')).toEqual([]);
      expectNoToken(run);
    }
    // Each repository's state on its own branch, in its own folder, nothing anywhere else.
    expect(
      (await git(stateGitDir, 'for-each-ref', '--format=%(refname:short)')).trim().split('\n'),
    ).toEqual([branchOf(GADGETS), branchOf(WIDGETS)]);
    for (const repository of [WIDGETS, GADGETS]) {
      const files = await stateFiles(branchOf(repository));
      expect(files.filter((f) => !f.startsWith(`.heartbeat/${repository}/`))).toEqual([]);
      expect(files).toContain(`.heartbeat/${repository}/score.json`);
    }
    // The repositories' own remotes got no state branch.
    for (const bare of projects.values()) {
      expect(await git(bare, 'ls-remote', '--heads', bare, STATE)).toBe('');
    }
    // Every state commit was made through the API and signed by GitHub for state-writer.
    const commits = (await git(stateGitDir, 'rev-list', '--branches')).trim().split('\n');
    expect(commits).toHaveLength(2);
    const github = new Octokit({ baseUrl: server.url });
    for (const sha of commits) {
      expect(isSignedByGitHub(server.state, sha)).toBe(true);
      const { data } = await github.rest.repos.getCommit({
        owner: 'org',
        repo: 'heartbeat-state',
        ref: sha,
      });
      expect(data.author?.login).toBe(WRITER);
    }
    // Git fetched the state repository with the token, over HTTP.
    expect(gitServer.requests.get('git-upload-pack') ?? 0).toBeGreaterThan(0);
    expect(gitServer.requests.get('unauthorized') ?? 0).toBe(0);

    // The audit log, read in a clone of the state repository.
    const reader = await sandbox.clone(stateGitDir);
    const log = async (repository: string) => {
      const run = await runCliProcess(reader, ['log', '--json', '--repository', repository]);
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      return JSON.parse(run.stdout) as { sha: string; cycle: number }[];
    };
    for (const repository of [WIDGETS, GADGETS]) {
      const head = (await git(stateGitDir, 'rev-parse', branchOf(repository))).trim();
      expect((await log(repository)).map((e) => [e.cycle, e.sha])).toEqual([[1, head]]);
    }
    expect(server.violations).toEqual([]);
  });

  it("an agent's own token to the state repository writes no state the gate counts", async () => {
    const first = await heartbeat(WIDGETS);
    expect(first.code).toBe(0);
    // The agent holds a token of its own that can write the state repository: it records a 👍
    // "from alice" under widgets' folder, through the API, so GitHub signs it for the agent.
    server.tokenUsers.set('ghs_agent_token', 'ralph-agent[bot]');
    const agentClone = await sandbox.clone(projects.get(WIDGETS) ?? '');
    const forged = await recordFeedback({
      cwd: agentClone,
      branch: STATE,
      push: true,
      remote: stateGitDir,
      repository: { owner: 'acme', name: 'widgets' },
      feedback: 'reactions',
      publish: apiStatePublisher(new Octokit({ baseUrl: server.url, auth: 'ghs_agent_token' }), {
        owner: 'org',
        repo: 'heartbeat-state',
      }),
      now: new Date().toISOString(),
      direction: 'up',
      id: 'reaction:pull:1:alice:up',
      by: 'alice',
      source: 'https://github.com/acme/widgets/pull/1',
    });
    expect(forged.recorded).toBe(true);
    const forgedHead = await git(stateGitDir, 'rev-parse', branchOf(WIDGETS));
    expect(isSignedByGitHub(server.state, forgedHead)).toBe(true);

    const next = await heartbeat(WIDGETS);
    expect({ code: next.code, stderr: next.stderr }).toEqual({ code: 0, stderr: '' });
    expect(next.outputs.score).toBe(first.outputs.score);
    expect(next.summary).toContain(forgedHead.slice(0, 12));
    expect(next.summary).toContain('ralph-agent[bot]');
    expect(next.annotations.some((a) => a.title === 'state branch tampered with')).toBe(true);
    // The gate restored its own state on top: the forged 👍 is gone from the ledger.
    const ledger = await git(
      stateGitDir,
      'grep',
      '-c',
      'reaction:pull:1:alice:up',
      branchOf(WIDGETS),
      '--',
      '.heartbeat/acme/widgets/ledger',
    ).catch(() => '');
    expect(ledger).toBe('');
    expectNoToken(next);
  });

  it('a state-token that cannot write fails clearly, without a stack trace or the token', async () => {
    server.readOnlyTokens.add(STATE_TOKEN);
    const run = await heartbeat(WIDGETS);
    expect(run.code).toBe(1);
    const failure = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(failure).toMatch(/^Push failed: .*Resource not accessible by integration/);
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expect(await git(stateGitDir, 'for-each-ref')).toBe('');
    expectNoToken(run);
  });

  it('a token git refuses names the state repository, exit non-zero, no stack trace', async () => {
    const run = await heartbeat(WIDGETS, { 'state-token': 'ghs_some_other_token' });
    expect(run.code).toBe(1);
    const failure = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(failure).toContain('cannot read the state repository org/heartbeat-state');
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expectNoToken(run, 'ghs_some_other_token');
  });

  it.each([
    [{ 'state-repository': 'org/../etc' }, "input 'state-repository'"],
    [{ 'state-writer': '' }, "input 'state-writer' is empty"],
    [{ 'state-token': '' }, "input 'state-token' is empty"],
    [{ 'state-writer': 'Ralph-Agent' }, "input 'state-writer' names an agent's login"],
  ])('bad inputs %j are refused naming the input', async (inputs, message) => {
    const run = await heartbeat(WIDGETS, { agents: 'ralph-agent[bot]', ...inputs });
    expect(run.code).toBe(1);
    const failure = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(failure).toContain('Bad input');
    expect(failure).toContain(message);
    expect(await git(stateGitDir, 'for-each-ref')).toBe('');
  });
});
