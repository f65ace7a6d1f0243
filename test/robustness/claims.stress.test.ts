/**
 * Claims in PR comments: fenced blocks whose info string is a topic. Comments are untrusted text
 * of any size, parsed before their author is even looked at, so the parser must never throw and
 * must stay linear — a 50 MB comment included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimsFromCommentBody, collectClaims, type RawClaim } from '../../src/core/claims.js';
import { evaluateEvidence } from '../../src/core/evidence/index.js';
import { repeatTo } from '../helpers/text.js';

/**
 * The grammar as a regular expression (CommonMark fences, as the parser documents them). Fine as a
 * reference on short text; on long lines it backtracks quadratically, which is why the parser
 * does not use it.
 */
function referenceClaims(body: string): RawClaim[] {
  const open = /^( {0,3})(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/;
  const topic = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/i;
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const claims: RawClaim[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = open.exec(lines[i] ?? '');
    if (!m) continue;
    const [, indent = '', fence = '', info = ''] = m;
    const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const content: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j] ?? ''); j++) {
      const line = lines[j] ?? '';
      let n = 0;
      while (n < indent.length && line[n] === ' ') n++;
      content.push(line.slice(n));
    }
    if (topic.test(info)) claims.push({ topic: info.toLowerCase(), payload: content.join('\n') });
    i = j;
  }
  return claims;
}

/** Text made of what comments with claims are made of. */
const commentish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '```',
        '````',
        '~~~',
        '~~~~',
        '`',
        '~',
        ' ',
        '    ',
        '\t',
        '\n',
        '\r\n',
        '\r',
        'build.done',
        'Build.Done',
        'review.done',
        'verify.passed',
        'ts',
        'tests: pass',
        'lint: fail',
        '> ',
        '- ',
        '\u00a0',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

describe('claims in comment bodies on arbitrary text', () => {
  it('never throw and find exactly the claims the documented grammar finds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), commentish), (body) => {
        const claims = claimsFromCommentBody(body);
        expect(claims).toEqual(referenceClaims(body));
        for (const claim of claims) expect(claim.topic).toBe(claim.topic.toLowerCase());
      }),
      { numRuns: 5000 },
    );
  });

  it('a claim written as a fenced block reads back, whatever prose surrounds it', () => {
    const topic = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}(\.[a-z0-9_-]{1,8}){1,2}$/);
    const payloadLine = fc.stringMatching(/^[^`~\r\n]{0,30}$/);
    const prose = fc.stringMatching(/^[^`~\r\n]{0,30}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(prose, topic, fc.array(payloadLine, { maxLength: 5 }), fc.boolean()), {
          maxLength: 5,
        }),
        (blocks) => {
          const body = blocks
            .map(([text, t, lines, tilde]) => {
              const fence = tilde ? '~~~' : '```';
              return `${text}\n\n${fence}${t}\n${lines.join('\n')}\n${fence}\n`;
            })
            .join('\n');
          expect(claimsFromCommentBody(body)).toEqual(
            blocks.map(([, t, lines]) => ({ topic: t, payload: lines.join('\n') })),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// How its time grows with size is measured in bench/linearity.bench.ts; here, what 4 MB bodies
// read as. The first two are one line that a backtracking regular expression takes quadratic
// time over: a regression runs into the test timeout.
describe('claims in a 4 MB comment body', () => {
  const MB = 1024 * 1024;
  const bodyOf = (unit: string) => {
    const count = Math.ceil((4 * MB) / unit.length);
    return { count, claims: claimsFromCommentBody(`${unit.repeat(count)}\``) };
  };

  it.each([
    ['one line: a fence, a long info string, a backtick', '```a'],
    ['one line: a tilde fence and a long info string', '~~~build.'],
    ['many unclosed-looking openers', '```x\n~~~y\n'],
    ['one long run of backticks', '`'],
  ])('%s: no claim', (_, unit) => {
    expect(bodyOf(unit).claims).toEqual([]);
  });

  it.each([
    ['many claims', '```build.done\ntests: pass\n```\n', 'tests: pass'],
    ['many indented fences', '   ````build.done\n    x\n   ````\n', ' x'],
  ])('%s: every block is a claim with its payload', (_, unit, payload) => {
    const { count, claims } = bodyOf(unit);
    expect(claims).toHaveLength(count);
    expect(claims.every((c) => c.topic === 'build.done' && c.payload === payload)).toBe(true);
  });
});

describe('a 50 MB comment', () => {
  const FIFTY_MB = 50 * 1024 * 1024;
  // `pass` is the whole value, with at most one parenthesised detail (issue 15), and a comma ends a
  // value (seed 002 splits on commas): so the detail here has neither a comma nor a trailing mark.
  const log = repeatTo('tests: pass, lint: pass (12 files; 0 problems)\n', FIFTY_MB);

  it.each([
    [
      'passing',
      'typecheck: pass\naudit: pass\ncoverage: pass\ncomplexity: 4\nduplication: pass\n',
      true,
    ],
    ['failing lint', 'lint: fail\ntypecheck: pass\naudit: pass\n', false],
  ])('with a %s build.done claim is judged on its whole payload', (_name, tail, accepted) => {
    const body = `Done, full log below.\n\n\`\`\`build.done\n${tail}${log}\`\`\`\n`;
    expect(body.length).toBeGreaterThan(FIFTY_MB);
    const { claims, ignored } = collectClaims({
      comments: [
        { id: 1, author: 'ralph[bot]', body, createdAt: '2026-03-01T10:00:00Z' },
        // An untrusted commenter's 50 MB of backticks: parsed, ignored, never a hang.
        {
          id: 2,
          author: 'mallory',
          body: `\`\`\`build.done${repeatTo('a', FIFTY_MB)}\`\n`,
          createdAt: '2026-03-01T10:00:00Z',
        },
      ],
      headCommit: { sha: 'abc', trailerClaims: [], pushedAt: '2026-03-01T09:00:00Z' },
      agents: ['ralph[bot]'],
    });
    expect(ignored).toEqual([]);
    expect(claims).toHaveLength(1);
    const [claim] = claims;
    expect(claim?.payload.length).toBeGreaterThan(FIFTY_MB - 100);
    const result = evaluateEvidence('build.done', claim?.payload ?? '');
    expect(result.accepted).toBe(accepted);
    if (!accepted) expect(result.failed).toEqual(['lint']);
  });
});
