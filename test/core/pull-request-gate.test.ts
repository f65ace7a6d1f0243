import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { collectClaims, type ClaimComment, type HeadCommit } from '../../src/core/claims.js';
import {
  approvingOperator,
  decidePullRequestGate,
  gateScope,
  headApprovers,
  notGatedDecision,
} from '../../src/core/pull-request-gate.js';
import {
  code,
  renderEvidenceReport,
  renderStickyComment,
  STICKY_MARKER,
} from '../../src/core/render/evidence.js';

const AGENT = 'ralph[bot]';
const PUSHED = '2026-11-20T10:00:00Z';
const PASS =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass';
const LINT_FAIL = PASS.replace('lint: pass', 'lint: fail');

function head(trailers: { topic: string; payload: string }[] = []): HeadCommit {
  return {
    sha: 'a'.repeat(40),
    author: { login: AGENT },
    trailerClaims: trailers,
    pushedAt: PUSHED,
  };
}

let nextId = 1;
function said(body: string, at: string, author = AGENT): ClaimComment {
  return {
    id: nextId++,
    author,
    body,
    createdAt: at,
    url: `https://github.com/o/r/pull/1#c${nextId}`,
  };
}
const claim = (topic: string, payload: string) => `\`\`\`${topic}\n${payload}\n\`\`\``;

function decide(
  comments: ClaimComment[],
  options: {
    trailers?: { topic: string; payload: string }[];
    required?: string[];
    gateFiles?: string[];
    approvedBy?: string;
    threshold?: number;
  } = {},
) {
  return decidePullRequestGate({
    collected: collectClaims({ comments, headCommit: head(options.trailers), agents: [AGENT] }),
    requiredTopics: options.required ?? ['build.done'],
    gateFiles: options.gateFiles ?? [],
    approvedBy: options.approvedBy,
    mutationWarnThreshold: options.threshold,
  });
}

describe('decidePullRequestGate', () => {
  it('passes when every required topic has an accepted fresh claim', () => {
    const d = decide([said(claim('build.done', PASS), '2026-11-20T10:05:00Z')]);
    expect(d.conclusion).toBe('success');
    expect(d.publishedTopic).toBe('build.done');
    expect(d.title).toBe('Evidence accepted: build.done');
  });

  it('fails naming the failing dimension and publishes the rewritten topic', () => {
    const d = decide([said(claim('build.done', LINT_FAIL), '2026-11-20T10:05:00Z')]);
    expect(d.conclusion).toBe('failure');
    expect(d.publishedTopic).toBe('build.blocked');
    expect(d.title).toBe('build.blocked: evidence failing: lint');
  });

  it('the latest claim per topic decides', () => {
    const d = decide([
      said(claim('build.done', LINT_FAIL), '2026-11-20T10:05:00Z'),
      said(claim('build.done', PASS), '2026-11-20T10:06:00Z'),
    ]);
    expect(d.conclusion).toBe('success');
  });

  it('fails with no claim at all, saying so', () => {
    const d = decide([]);
    expect(d.conclusion).toBe('failure');
    expect(d.publishedTopic).toBe('');
    expect(d.title).toBe('build.done: no claim yet (counts as build.blocked)');
  });

  it('a claim written before the head was pushed is stale: it does not count and the title asks for a fresh one', () => {
    const d = decide([said(claim('build.done', PASS), '2026-11-20T09:59:59Z')]);
    expect(d.conclusion).toBe('failure');
    expect(d.topics[0]?.staleClaim).toBeDefined();
    expect(d.title).toContain('written before the head commit was pushed; post a fresh claim');
  });

  it("a trailer claim on the head commit counts; other people's claims are listed as ignored", () => {
    const d = decide([said(claim('build.done', PASS), '2026-11-20T10:05:00Z', 'mallory')], {
      trailers: [{ topic: 'build.done', payload: PASS }],
    });
    expect(d.conclusion).toBe('success');
    expect(d.topics[0]?.claim?.source).toBe('trailer');
    expect(d.ignored.map((c) => [c.author, c.reason])).toEqual([['mallory', 'untrusted-author']]);
  });

  it('every required topic must pass; claims of other topics are shown but do not decide', () => {
    const comments = [
      said(claim('build.done', PASS), '2026-11-20T10:05:00Z'),
      said(claim('verify.passed', 'quality.tests: fail'), '2026-11-20T10:06:00Z'),
    ];
    expect(decide(comments).conclusion).toBe('success');
    const both = decide(comments, { required: ['build.done', 'review.done'] });
    expect(both.conclusion).toBe('failure');
    expect(both.topics.map((t) => [t.topic, t.required, t.satisfied])).toEqual([
      ['build.done', true, true],
      ['review.done', true, false],
      ['verify.passed', false, true],
    ]);
  });

  it('a change to the gate itself fails unless an operator approved it', () => {
    const comments = [said(claim('build.done', PASS), '2026-11-20T10:05:00Z')];
    const files = ['.github/workflows/ci.yml'];
    const unapproved = decide(comments, { gateFiles: files });
    expect(unapproved.conclusion).toBe('failure');
    expect(unapproved.title).toContain('changes the gate itself');
    expect(decide(comments, { gateFiles: files, approvedBy: 'alice' }).conclusion).toBe('success');
  });

  it.each([
    [2, false],
    [3, true],
    [4, true],
  ])('%i blocks in a row: thrashing %s (seed 002: three in a row)', (blocks, thrashing) => {
    const comments = Array.from({ length: blocks }, (_, i) =>
      said(claim('build.done', LINT_FAIL), `2026-11-20T10:0${i + 1}:00Z`),
    );
    const d = decide(comments);
    expect(d.topics[0]?.blockedInARow).toBe(blocks);
    expect(d.topics[0]?.thrashing).toBe(thrashing);
    expect(d.title.endsWith('; thrashing')).toBe(thrashing);
  });

  it('an accepted claim resets the run of blocks', () => {
    const d = decide([
      said(claim('build.done', LINT_FAIL), '2026-11-20T10:01:00Z'),
      said(claim('build.done', LINT_FAIL), '2026-11-20T10:02:00Z'),
      said(claim('build.done', PASS), '2026-11-20T10:03:00Z'),
      said(claim('build.done', LINT_FAIL), '2026-11-20T10:04:00Z'),
    ]);
    expect(d.topics[0]?.blockedInARow).toBe(1);
  });

  it('mutation warnings of an accepted build.done are warnings, not blocks', () => {
    const d = decide(
      [said(claim('build.done', `${PASS}, mutants: pass (65%)`), '2026-11-20T10:05:00Z')],
      {
        threshold: 80,
      },
    );
    expect(d.conclusion).toBe('success');
    expect(d.warnings).toEqual([{ topic: 'build.done', message: expect.stringContaining('65') }]);
  });
});

describe('the evidence report', () => {
  const context = { headSha: 'a'.repeat(40), requiredTopics: ['build.done'] };

  it('starts the sticky comment with the hidden marker', () => {
    const d = decide([]);
    expect(renderStickyComment(d, context).startsWith(`${STICKY_MARKER}\n`)).toBe(true);
  });

  it('fences what the agent wrote: rendered, it holds no HTML and no mention', () => {
    const payload = LINT_FAIL.replace('lint: fail', 'lint: ```<img src=x> @alice');
    const d = decide([said(claim('build.done', payload), '2026-11-20T10:05:00Z')]);
    const report = renderEvidenceReport(d, context);
    const html = new MarkdownIt({ html: true }).render(report);
    expect(html).toContain('&lt;img src=x&gt; @alice');
    expect(html).not.toContain('<img');
    expect(report).toMatch(/^````text$/m);
  });

  it('escapes ignored authors and their topics', () => {
    const d = decide([said(claim('build.done', PASS), '2026-11-20T10:05:00Z', '<script>@x')]);
    const report = renderEvidenceReport(d, context);
    expect(report).toContain('&lt;script&gt;@&#8203;x');
    expect(report).not.toContain('<script>');
  });

  it('calls out thrashing', () => {
    const comments = [1, 2, 3].map((i) =>
      said(claim('build.done', LINT_FAIL), `2026-11-20T10:0${i}:00Z`),
    );
    expect(renderEvidenceReport(decide(comments), context)).toContain(
      '**Thrashing:** `build.done` was blocked 3 times in a row',
    );
  });
});

describe('code', () => {
  it.each([
    ['lint', '`lint`'],
    ['a`b', '``a`b``'],
    ['`x', '`` `x ``'],
    ['two\nlines', '`two lines`'],
  ])('%j → %j', (text, span) => {
    expect(code(text)).toBe(span);
  });
});

describe('an approval lets a gate change through only from an operator, on the head', () => {
  const review = (author: string, state: string, commitId: string, submittedAt: string) => ({
    author,
    state,
    commitId,
    submittedAt,
  });
  const trust = { agents: ['ralph[bot]'], operators: ['carol'], permissions: new Map() };

  it('takes each reviewer’s latest decisive review, on the head commit only', () => {
    const reviews = [
      review('alice', 'APPROVED', 'head', '2026-01-01T10:00:00Z'),
      review('alice', 'COMMENTED', 'head', '2026-01-01T11:00:00Z'),
      review('bob', 'APPROVED', 'head', '2026-01-01T10:00:00Z'),
      review('bob', 'CHANGES_REQUESTED', 'head', '2026-01-01T11:00:00Z'),
      review('carol', 'APPROVED', 'old', '2026-01-01T10:00:00Z'),
    ];
    expect(headApprovers(reviews, 'head')).toEqual(['alice']);
  });

  it('never counts the agent, counts listed operators and write access', () => {
    expect(approvingOperator(['Ralph[bot]', 'carol'], trust)).toBe('carol');
    expect(approvingOperator(['dave'], trust)).toBeUndefined();
    const permissions = new Map([['dave', 'write' as const]]);
    expect(approvingOperator(['dave'], { ...trust, permissions })).toBe('dave');
  });
});

describe('which PRs the gate judges', () => {
  const base = {
    author: 'alice',
    authorIsAgent: false,
    agentCommits: 0,
    commitsTruncated: false,
    pushedByAgent: false,
  };
  it.each([
    ['a person’s PR without agent commits', { mode: 'agents' as const }, false],
    ['an agent’s PR', { mode: 'agents' as const, authorIsAgent: true }, true],
    ['a person’s PR with an agent commit', { mode: 'agents' as const, agentCommits: 1 }, true],
    [
      'a person’s PR whose commit list was cut short',
      { mode: 'agents' as const, commitsTruncated: true },
      true,
    ],
    [
      'a person’s PR whose branch an agent pushed',
      { mode: 'agents' as const, pushedByAgent: true },
      true,
    ],
    [
      'a person’s PR whose pusher GitHub did not name',
      { mode: 'agents' as const, pushedByAgent: undefined },
      true,
    ],
    ['any PR with gate: all', { mode: 'all' as const }, true],
  ])('%s', (_what, input, gated) => {
    expect(gateScope({ ...base, ...input }).gated).toBe(gated);
  });

  it('passes a PR it does not judge as neutral, saying why', () => {
    const scope = gateScope({ ...base, mode: 'agents' });
    expect(scope.gated).toBe(false);
    const decision = notGatedDecision(scope.gated ? '' : scope.reason);
    expect(decision.conclusion).toBe('neutral');
    expect(decision.title).toBe(
      'Not gated: alice is not an agent, and no agent wrote or pushed a commit of this pull request',
    );
  });

  it('treats a file list cut short as a change to the gate', () => {
    const decision = decidePullRequestGate({
      collected: { claims: [], ignored: [] },
      requiredTopics: [],
      gateFiles: [],
      fileListTruncated: { listed: 3000, total: 3001 },
    });
    expect(decision.conclusion).toBe('failure');
    expect(decision.gateChange?.truncated).toEqual({ listed: 3000, total: 3001 });
  });
});
