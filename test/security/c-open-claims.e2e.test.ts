// Class C (issue 26): failing closed never pays the agent. The agent lies (`Build-Done` with its
// tests passing while CI is still running, and about to fail), then floods the same task with
// `[skip ci]` claims that no CI run will ever conclude, so that the bound on open claims would push
// the lie out and its failure would never be charged. Through the bundled Action against the local
// GitHub server: the oldest unresolved claim is kept, the flood that does not fit is charged as not
// proven at once, and the lie's failure is a contradiction when CI concludes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_CLAIMS_PER_TASK } from '../../src/core/verify.js';
import { git, GitSandbox } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import {
  AGENT,
  CI_TEST,
  PASSING,
  repository,
  scheduledRepo,
  STATE_BRANCH,
  VERDICTS,
} from '../helpers/scheduled-repo.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, repositoryWithCycle, stateHead, agentPush } = scheduledRepo(sandbox, server);
const FLOOD = 30;

beforeEach(() => {
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

describe('class C: failing closed never pays the agent', () => {
  it('a [skip ci] claim flood keeps the pending lie open and is charged; the lie is charged when CI fails', async () => {
    const bare = await repositoryWithCycle(['- [ ] ship | Ship the widget | required'], CI_TEST);
    const lie = await agentPush(
      bare,
      'main',
      { 'src/widget.ts': 'export const widget = 1;\n' },
      `feat: widget\n\nHeartbeat-Task: ship\nBuild-Done: ${PASSING}`,
    );
    const run = server.state.addCheckRun({
      ...repository,
      headSha: lie.sha,
      name: 'CI / test',
      status: 'in_progress',
    });
    // The flood: commits no CI runs on, each claiming the task done.
    for (let i = 0; i < FLOOD; i++) {
      await git(
        lie.clone,
        'commit',
        '-q',
        '--allow-empty',
        '--author',
        AGENT,
        '-m',
        `chore: touch ${i} [skip ci]\n\nHeartbeat-Task: ship\nBuild-Done: ${PASSING}`,
      );
    }
    await git(lie.clone, 'push', '-q', 'origin', 'main');

    const first = await heartbeat(node24, bare);
    expect(first.code).toBe(0);
    const { trailers } = await stateHead(bare, VERDICTS);
    // Not `unclear` (-2): the claims that could not be kept are not proven.
    expect(trailers[0]).toBe('Heartbeat-Verdict: ship not_verified');
    expect(trailers[1]).toMatch(
      new RegExp(
        `^Heartbeat-Reason: ship ${FLOOD + 1 - MAX_OPEN_CLAIMS_PER_TASK} more claim\\(s\\) awaiting ground truth than the ${MAX_OPEN_CLAIMS_PER_TASK} kept for a task: not proven`,
      ),
    );

    // CI on the lie concludes after the cycle: the tests fail.
    Object.assign(run, {
      status: 'completed',
      conclusion: 'failure',
      completed_at: new Date().toISOString(),
    });
    const second = await heartbeat(node24, bare, { minutesLater: 15 });
    expect(second.code).toBe(0);
    const state = await sandbox.clone(bare);
    const log = await git(state, 'log', '--format=%B', `origin/${STATE_BRANCH}`);
    // The oldest unresolved claim was kept open, so its failure is charged as the lie it was.
    expect(log).toContain('Heartbeat-Verdict: ship not_verified contradiction');
    expect(log).toContain(`actual check CI / test concluded failure on ${lie.sha.slice(0, 12)}`);
    expect(server.violations).toEqual([]);
  }, 240_000);
});
