import { describe, expect, it } from 'vitest';
import {
  type ClaimComment,
  type HeadCommit,
  claimsFromCommentBody,
  taskIdsFromClaimPayload,
  collectClaims,
  gateFilesChanged,
  latestClaimPerTopic,
} from '../../src/core/claims.js';

const PUSHED = '2026-11-20T10:00:00Z';

function head(overrides: Partial<HeadCommit> = {}): HeadCommit {
  return {
    sha: 'abc123',
    author: { login: 'ralph-bot', name: 'Ralph', email: 'ralph@example.com' },
    committer: { login: 'web-flow', name: 'GitHub', email: 'noreply@github.com' },
    trailerClaims: [],
    pushedAt: PUSHED,
    ...overrides,
  };
}

function comment(id: number, author: string, body: string, at: string): ClaimComment {
  return {
    id,
    author,
    body,
    createdAt: at,
    url: `https://github.com/o/r/pull/1#issuecomment-${id}`,
  };
}

describe('claimsFromCommentBody', () => {
  it.each([
    ['a backtick fence', '```build.done\ntests: pass\n```', [['build.done', 'tests: pass']]],
    [
      'a tilde fence',
      '~~~review.done\ntests: pass, build: pass\n~~~',
      [['review.done', 'tests: pass, build: pass']],
    ],
    [
      'text around the block',
      'Done!\n\n```build.done\nlint: fail\n```\nthanks',
      [['build.done', 'lint: fail']],
    ],
    [
      'a multi-line payload',
      '```build.done\ntests: pass\nlint: pass\n```',
      [['build.done', 'tests: pass\nlint: pass']],
    ],
    [
      'an info string with extra words',
      '```build.done  extra\ntests: pass\n```',
      [['build.done', 'tests: pass']],
    ],
    ['a language block (not a topic)', '```ts\nconst a = 1\n```', []],
    [
      'a four-backtick fence holding three',
      '````build.done\n```\ntests: pass\n````',
      [['build.done', '```\ntests: pass']],
    ],
    [
      'a fence closed only by a longer one',
      '```build.done\ntests: pass\n``\n````\nafter',
      [['build.done', 'tests: pass\n``']],
    ],
    [
      'an unclosed fence runs to the end',
      '```build.done\ntests: pass',
      [['build.done', 'tests: pass']],
    ],
    ['a block quote is a quote, not a claim', '> ```build.done\n> tests: pass\n> ```', []],
    ['four spaces of indent is a code block', '    ```build.done\n    tests: pass\n    ```', []],
    [
      'an uppercase topic is lowered',
      '```Build.Done\ntests: pass\n```',
      [['build.done', 'tests: pass']],
    ],
    ['CRLF line endings', '```build.done\r\ntests: pass\r\n```', [['build.done', 'tests: pass']]],
    [
      'a block inside another block is content',
      '~~~text\n```build.done\ntests: pass\n```\n~~~',
      [],
    ],
    [
      'two topics',
      '```build.done\na: pass\n```\n```review.done\nb: pass\n```',
      [
        ['build.done', 'a: pass'],
        ['review.done', 'b: pass'],
      ],
    ],
  ])('%s', (_name, body, expected) => {
    expect(claimsFromCommentBody(body).map((c) => [c.topic, c.payload])).toEqual(expected);
  });
});

describe('collectClaims', () => {
  const agents = ['ralph-bot'];

  it('keeps the agent’s comment claims and lists everyone else’s as ignored', () => {
    const result = collectClaims({
      agents,
      headCommit: head(),
      comments: [
        comment(1, 'ralph-bot', '```build.done\nlint: fail\n```', '2026-11-20T11:00:00Z'),
        comment(2, 'mallory', '```build.done\ntests: pass\n```', '2026-11-20T12:00:00Z'),
        comment(3, 'ralph-bot', 'no claim here', '2026-11-20T13:00:00Z'),
      ],
    });
    expect(result.claims.map((c) => [c.id, c.author, c.stale])).toEqual([
      ['comment:1:build.done', 'ralph-bot', false],
    ]);
    expect(result.ignored.map((c) => [c.id, c.author, c.reason])).toEqual([
      ['comment:2:build.done', 'mallory', 'untrusted-author'],
    ]);
  });

  it.each([
    ['written before the push', '2026-11-20T09:59:59Z', undefined, true],
    ['written at the push', PUSHED, undefined, false],
    ['written after the push', '2026-11-20T10:00:01Z', undefined, false],
    [
      'written before but edited after the push',
      '2026-11-20T09:00:00Z',
      '2026-11-20T10:30:00Z',
      false,
    ],
  ])('a comment claim %s: stale %s', (_name, createdAt, updatedAt, stale) => {
    const c = {
      ...comment(7, 'ralph-bot', '```build.done\ntests: pass\n```', createdAt),
      ...(updatedAt ? { updatedAt } : {}),
    };
    expect(collectClaims({ agents, headCommit: head(), comments: [c] }).claims[0]?.stale).toBe(
      stale,
    );
  });

  it('a trailer on the agent’s head commit counts; on someone else’s head it is ignored', () => {
    const trailerClaims = [{ topic: 'build.done', payload: 'tests: pass' }];
    const mine = collectClaims({ agents, comments: [], headCommit: head({ trailerClaims }) });
    expect(mine.claims.map((c) => [c.id, c.source, c.at, c.stale])).toEqual([
      ['commit:abc123:build.done', 'trailer', PUSHED, false],
    ]);
    const theirs = collectClaims({
      agents,
      comments: [],
      headCommit: head({
        trailerClaims,
        author: { login: 'alice' },
        committer: { login: 'alice' },
      }),
    });
    expect(theirs.claims).toEqual([]);
    expect(theirs.ignored.map((c) => c.reason)).toEqual(['not-agent-commit']);
  });

  it('a repeated topic in one comment keeps the last block', () => {
    const body = '```build.done\nlint: fail\n```\n```build.done\nlint: pass\n```';
    const { claims } = collectClaims({
      agents,
      headCommit: head(),
      comments: [comment(1, 'ralph-bot', body, '2026-11-20T11:00:00Z')],
    });
    expect(claims.map((c) => c.payload)).toEqual(['lint: pass']);
  });
});

describe('latestClaimPerTopic', () => {
  it('takes the newest claim per topic; a trailer wins a tie with a comment', () => {
    const { claims } = collectClaims({
      agents: ['ralph-bot'],
      headCommit: head({ trailerClaims: [{ topic: 'review.done', payload: 'from trailer' }] }),
      comments: [
        comment(1, 'ralph-bot', '```build.done\nold\n```', '2026-11-20T11:00:00Z'),
        comment(2, 'ralph-bot', '```build.done\nnew\n```', '2026-11-20T12:00:00Z'),
        comment(3, 'ralph-bot', '```review.done\nfrom comment\n```', PUSHED),
      ],
    });
    const latest = latestClaimPerTopic(claims);
    expect([...latest.entries()].map(([t, c]) => [t, c.payload])).toEqual([
      ['review.done', 'from trailer'],
      ['build.done', 'new'],
    ]);
  });
});

describe('gateFilesChanged', () => {
  const paths = {
    contractPath: 'HEARTBEAT.md',
    configPath: '.heartbeat/config.json',
    stateDir: '.heartbeat',
  };
  it.each([
    ['.github/workflows/heartbeat.yml', true],
    ['.github/actions/setup/action.yml', true],
    ['HEARTBEAT.md', true],
    ['docs/HEARTBEAT.md', false],
    ['.heartbeat/config.json', true],
    ['.heartbeat/ledger.jsonl', true],
    ['.heartbeatx/file', false],
    ['src/index.ts', false],
    ['.github/CODEOWNERS', false],
  ])('%s changes the gate: %s', (file, expected) => {
    expect(gateFilesChanged([file], paths)).toEqual(expected ? [file] : []);
  });

  it('guards extra paths from the configuration', () => {
    expect(
      gateFilesChanged(['action.yml', 'dist/index.js'], {
        ...paths,
        extra: ['action.yml', 'dist/'],
      }),
    ).toEqual(['action.yml', 'dist/index.js']);
  });
});

describe('taskIdsFromClaimPayload (a fenced claim names its tasks)', () => {
  it('reads Heartbeat-Task lines in any case, comma- or space-separated, first mention first', () => {
    expect(
      taskIdsFromClaimPayload(
        'tests: pass\n  heartbeat-task: ship, fix\nHeartbeat-Task: docs ship\nlint: pass',
      ),
    ).toEqual(['ship', 'fix', 'docs']);
  });
  it('names none without such a line; a mention inside another line is not one', () => {
    expect(taskIdsFromClaimPayload('tests: pass (Heartbeat-Task: ship)')).toEqual([]);
  });
});
