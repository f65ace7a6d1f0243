/**
 * Class H (issue 26), one home for the configuration: a workflow's `config: .github/heartbeat.json`
 * made the Action judge by one file while the hooks and the CLI read `.heartbeat/config.json`, so
 * the rules an agent met locally were not the ones it was judged by. The configuration is now
 * always `.heartbeat/config.json` on the trusted branch; a workflow that still names another file
 * is refused on every event (one line naming the input, a failing check, nothing written) rather
 * than silently read or silently ignored. The state branch has one home too, the configuration's
 * `stateBranch`: a workflow's former `state-branch` input naming another is refused likewise.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { loadWebhookExample } from '../support/webhooks.js';
import {
  AGENT,
  Clock,
  comment,
  evidenceChecks,
  PASSING,
  pullRequestPayload,
  REPOSITORY,
  seedAgentPullRequest,
} from '../action/pr-fixture.js';

const node24 = NODE_RUNTIMES.find((n) => n.name === 'node24')!;
const server = useGitHubServer();
const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const REFUSED =
  /^input 'config' is no longer read: the configuration is always \.heartbeat\/config\.json on the trusted branch/;

/** The evidence gate on a PR, with the runner's INPUT_CONFIG as a workflow's `with: config:` sets it. */
async function gateWithConfig(config: string) {
  const clock = new Clock(server);
  const pr = seedAgentPullRequest(server, clock);
  comment(server, clock, pr.number, PASSING);
  const result = await runAction({
    node: node24,
    event: 'pull_request',
    payload: pullRequestPayload(pr.number, pr.headSha),
    repository: REPOSITORY,
    apiUrl: server.url,
    inputs: { agents: AGENT },
    // The runner hands every `with:` entry to the Action, declared or not.
    env: { INPUT_CONFIG: config },
  });
  return { result, checks: evidenceChecks(server, pr.headSha) };
}

describe('the configuration has one home', () => {
  it('a pull request gate told to read .github/heartbeat.json fails its check naming the input', async () => {
    const { result, checks } = await gateWithConfig('.github/heartbeat.json');
    expect(result.code).toBe(1);
    expect(checks.map((check) => check.conclusion)).toEqual(['failure']);
    expect(checks[0]?.output.title).toMatch(/^heartbeat-gate could not judge the evidence: /);
    expect(checks[0]?.output.title).toContain("input 'config' is no longer read");
    expect(result.annotations.map((a) => a.message)).toEqual([
      expect.stringMatching(/^Bad input: input 'config' is no longer read/),
    ]);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/\n\s+at /);
  });

  it('a workflow that spells out the one path still runs (the old default, with or without ./)', async () => {
    for (const config of ['.heartbeat/config.json', './.heartbeat/config.json']) {
      const { result, checks } = await gateWithConfig(config);
      expect(result.code).toBe(0);
      // Both runs judge the same seeded head: every check on it passes.
      expect(new Set(checks.map((check) => check.conclusion))).toEqual(new Set(['success']));
    }
  });

  /** A scheduled heartbeat on a repository holding `files`, the runner's environment with `env`. */
  async function scheduledHeartbeat(files: Record<string, string>, env: Record<string, string>) {
    const bare = await sandbox.bareRemote({
      'HEARTBEAT.md': '# Heartbeat\n\n## Tasks\n\n- [ ] nap | Take a nap | optional\n',
      ...files,
    });
    const workspace = await sandbox.clone(bare);
    const result = await runAction({
      node: node24,
      event: 'schedule',
      payload: loadWebhookExample('schedule'),
      repository: REPOSITORY,
      apiUrl: server.url,
      sha: await git(workspace, 'rev-parse', 'HEAD'),
      workspace,
      env,
    });
    const branches = await git(bare, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/');
    return { result, branches: branches.split('\n') };
  }

  it('a scheduled heartbeat told to read another file writes no state and says why', async () => {
    const { result, branches } = await scheduledHeartbeat(
      { '.github/heartbeat.json': JSON.stringify({ stateBranch: 'lax-state' }) },
      { INPUT_CONFIG: '.github/heartbeat.json' },
    );
    expect(result.code).toBe(1);
    const messages = result.annotations.map((a) => a.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.replace(/^Bad input: /, '')).toMatch(REFUSED);
    expect(branches).toEqual(['main']);
  });

  /** A scheduled heartbeat with `stateBranch` configured (or not) and a workflow's `state-branch:`. */
  const heartbeatWithStateBranchInput = (stateBranch: string | undefined, input: string) =>
    scheduledHeartbeat(
      { '.heartbeat/config.json': JSON.stringify({ agents: [AGENT], stateBranch }) },
      { 'INPUT_STATE-BRANCH': input },
    );

  it("a workflow's state-branch input naming another branch than the configuration's writes nothing and says why", async () => {
    // The CLI, the hooks, score and log read `heartbeat-state`: state written to `lax-state`
    // would be judged by the Action alone, where no one reading locally ever looks.
    for (const configured of [undefined, 'heartbeat-state']) {
      const { result, branches } = await heartbeatWithStateBranchInput(configured, 'lax-state');
      expect(result.code).toBe(1);
      const messages = result.annotations.map((a) => a.message);
      expect(messages).toEqual([
        expect.stringMatching(
          /^Bad input: input 'state-branch' is no longer read: the state branch is "stateBranch" in \.heartbeat\/config\.json on the trusted branch .*"heartbeat-state" here; set it to "lax-state" there/,
        ),
      ]);
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/\n\s+at /);
      expect(branches).toEqual(['main']);
    }
  });

  it('a workflow whose state-branch input names the configured branch still runs, and writes there', async () => {
    const { result, branches } = await heartbeatWithStateBranchInput('agent-state', 'agent-state');
    expect(result.code).toBe(0);
    expect(branches.sort()).toEqual(['agent-state', 'main']);
  });
});
