import { Octokit } from '@octokit/rest';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config.js';
import { githubCheckReader, verifyCycle } from '../../../src/app/verifiers/index.js';
import { evidenceJudge as evidence } from '../../../src/core/evidence/judge.js';
import { Repo } from '../../../src/git/repo.js';
import { GitSandbox, git } from '../../helpers/git.js';
import { useGitHubServer } from '../../helpers/github.js';

const repository = { owner: 'acme', repo: 'widgets' };
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';

const sandbox = new GitSandbox();
const server = useGitHubServer();

afterEach(async () => {
  await sandbox.cleanup();
});

/** A repository whose last commit is an agent's `Build-Done` claim; returns the range. */
async function agentClaim(message = `feat: x\n\nBuild-Done: ${PASSING}`) {
  const dir = await sandbox.repo({ 'README.md': '# app\n' });
  const from = await git(dir, 'rev-parse', 'HEAD');
  await git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  const to = await git(dir, 'rev-parse', 'HEAD');
  return { dir, from, to };
}

async function verify(
  dir: string,
  range: { from: string; to: string },
  tasks: { id: string; verify: string; preMarked?: boolean }[],
  groundTruth: Record<string, string> = {},
  more: Partial<typeof DEFAULT_CONFIG> = {},
) {
  const octokit = new Octokit({ baseUrl: server.url, auth: 'token', log: quiet });
  const { verifications } = await verifyCycle(await Repo.open(dir), {
    tasks: tasks.map((t) => ({ preMarked: false, ...t })),
    range,
    trustedTasks: [],
    evidence,
    config: { ...DEFAULT_CONFIG, groundTruth, ...more },
    readChecks: githubCheckReader(octokit, repository),
  });
  return new Map(verifications.map((v) => [v.taskId, v]));
}

describe('check:<name> through the GitHub API', () => {
  it.each([
    ['success', 'verified'],
    ['failure', 'not_verified'],
    ['cancelled', 'not_verified'],
    ['timed_out', 'not_verified'],
    ['neutral', 'unclear'],
  ] as const)(
    'a check run concluding %s on the claimed commit → %s',
    async (conclusion, verdict) => {
      const { dir, ...range } = await agentClaim();
      server.state.addCheckRun({ ...repository, headSha: range.to, name: 'CI / test', conclusion });
      server.state.addCheckRun({
        ...repository,
        headSha: range.to,
        name: 'CI / lint',
        conclusion: 'failure',
      });
      const result = (await verify(dir, range, [{ id: 'ci', verify: 'check:CI / test' }])).get(
        'ci',
      );
      expect(result?.verdict).toBe(verdict);
      expect(result?.evidence).toContain(
        `check CI / test on ${range.to.slice(0, 12)}: ${conclusion === 'neutral' ? 'inconclusive' : conclusion === 'success' ? 'success' : 'failure'}`,
      );
    },
  );

  it('pending or absent → unclear', async () => {
    const { dir, ...range } = await agentClaim();
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      status: 'in_progress',
    });
    const results = await verify(dir, range, [
      { id: 'pending', verify: 'check:CI / test' },
      { id: 'absent', verify: 'check:CI / e2e' },
    ]);
    expect(results.get('pending')?.evidence).toContain(
      `check CI / test on ${range.to.slice(0, 12)}: pending`,
    );
    expect(results.get('pending')?.verdict).toBe('unclear');
    expect(results.get('absent')?.verdict).toBe('unclear');
  });

  it('reads commit statuses too (latest per context), and the latest re-run of a check', async () => {
    const { dir, ...range } = await agentClaim();
    server.state.addCommitStatus({
      ...repository,
      sha: range.to,
      context: 'ci/jenkins',
      state: 'failure',
    });
    server.state.addCommitStatus({
      ...repository,
      sha: range.to,
      context: 'ci/jenkins',
      state: 'success',
    });
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      conclusion: 'failure',
    });
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      conclusion: 'success',
    });
    const results = await verify(dir, range, [
      { id: 'jenkins', verify: 'check:ci/jenkins' },
      { id: 'rerun', verify: 'check:CI / test' },
    ]);
    expect(results.get('jenkins')?.verdict).toBe('verified');
    expect(results.get('rerun')?.verdict).toBe('verified');
    // One commit read once for both tasks: a check-runs list and its statuses with their creators.
    expect(server.requests.map((r) => r.operationId).sort()).toEqual([
      'checks/list-for-ref',
      'repos/list-commit-statuses-for-ref',
    ]);
  });

  it("the agent's own success status is ignored: CI's failure stands", async () => {
    const { dir, ...range } = await agentClaim();
    server.state.addCommitStatus({
      ...repository,
      sha: range.to,
      context: 'CI / test',
      state: 'failure',
    });
    server.state.addCommitStatus({
      ...repository,
      sha: range.to,
      context: 'CI / test',
      state: 'success',
      creator: 'Agent[bot]',
    });
    const results = await verify(
      dir,
      range,
      [{ id: 'ci', verify: 'check:CI / test' }],
      {},
      {
        agents: ['agent'],
      },
    );
    expect(results.get('ci')?.verdict).toBe('not_verified');
    expect(results.get('ci')?.evidence.join('\n')).toContain(
      'ignored status CI / test by Agent[bot] (an agent)',
    );
  });

  it('configured producers: a status by anyone else does not count', async () => {
    const { dir, ...range } = await agentClaim();
    server.state.addCommitStatus({
      ...repository,
      sha: range.to,
      context: 'CI / test',
      state: 'success',
      creator: 'someone',
    });
    const tasks = [{ id: 'ci', verify: 'check:CI / test' }];
    const strict = await verify(dir, range, tasks, {}, { producers: { 'CI / test': ['jenkins'] } });
    expect(strict.get('ci')?.verdict).toBe('unclear');
    const open = await verify(dir, range, tasks);
    expect(open.get('ci')?.verdict).toBe('verified');
  });

  it('reads every page: a failure on the third page of check runs is found', async () => {
    const { dir, ...range } = await agentClaim();
    for (let i = 0; i < 230; i++) {
      server.state.addCheckRun({
        ...repository,
        headSha: range.to,
        name: `job ${i}`,
        conclusion: 'success',
      });
    }
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      conclusion: 'failure',
    });
    const results = await verify(dir, range, [{ id: 'ci', verify: 'check:CI / test' }]);
    expect(results.get('ci')?.verdict).toBe('not_verified');
    expect(server.requests.filter((r) => r.operationId === 'checks/list-for-ref')).toHaveLength(3);
  });

  it('an error status → not_verified', async () => {
    const { dir, ...range } = await agentClaim();
    server.state.addCommitStatus({
      ...repository,
      sha: range.to,
      context: 'deploy',
      state: 'error',
    });
    const results = await verify(dir, range, [{ id: 'deploy', verify: 'check:deploy' }]);
    expect(results.get('deploy')?.verdict).toBe('not_verified');
  });
});

describe('ground-truth contradiction through the GitHub API', () => {
  it('Build-Done says tests: pass, CI / test failed on that commit → not_verified + contradiction', async () => {
    const { dir, ...range } = await agentClaim(
      `feat: x\n\nHeartbeat-Task: ship\nBuild-Done: ${PASSING}`,
    );
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      conclusion: 'failure',
    });
    const results = await verify(
      dir,
      range,
      [
        { id: 'ship', verify: 'evidence:build.done' },
        { id: 'docs', verify: 'file:docs/' },
      ],
      { tests: 'CI / test' },
    );
    const sha = range.to.slice(0, 12);
    expect(results.get('ship')).toMatchObject({
      verdict: 'not_verified',
      groundTruthContradiction: true,
      contradictions: [
        {
          taskId: 'ship',
          claimed: `tests: pass (build.done on ${sha})`,
          actual: `check CI / test concluded failure on ${sha}`,
        },
      ],
    });
    expect(results.get('docs')?.groundTruthContradiction).toBe(false);
  });

  it('the same claim with CI / test green stays verified', async () => {
    const { dir, ...range } = await agentClaim();
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      conclusion: 'success',
    });
    const results = await verify(dir, range, [{ id: 'ship', verify: 'evidence:build.done' }], {
      tests: 'CI / test',
    });
    expect(results.get('ship')).toMatchObject({
      verdict: 'verified',
      groundTruthContradiction: false,
    });
  });

  it('a task pre-marked [x] whose check failed on the branch head is a contradiction', async () => {
    const { dir, ...range } = await agentClaim('chore: no claim');
    server.state.addCheckRun({
      ...repository,
      headSha: range.to,
      name: 'CI / test',
      conclusion: 'timed_out',
    });
    const results = await verify(dir, range, [
      { id: 'green', verify: 'check:CI / test', preMarked: true },
    ]);
    expect(results.get('green')).toMatchObject({
      verdict: 'not_verified',
      groundTruthContradiction: true,
      contradictions: [{ claimed: 'pre-marked [x]' }],
    });
  });
});
