import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupCommitMessage, parseTrailers } from '../../src/core/trailers.js';
import { git, tempRepo } from '../helpers/hooks-git.js';

// Line shapes that exercise every branch of git's trailer rules.
const SCISSORS = '# ------------------------ >8 ------------------------';
const LINES = [
  'Subject line',
  'Some prose, with: a colon later',
  'Build-Done: tests: pass, lint: pass',
  'build-done:tests: pass',
  'Review-Done : tests: pass',
  'Verify-Passed: quality.coverage: 82%',
  'Heartbeat-Task: check_email',
  '  lint: pass',
  '\ttypecheck: pass',
  '   ',
  '',
  '# a comment',
  '#Key: value',
  'Signed-off-by: A U Thor <a@example.com>',
  '(cherry picked from commit 0123456789abcdef)',
  'Key with space: value',
  'Bug #43',
  '-lead: dash',
  'Ünïcode: value',
  'Empty:',
  'Conflicts:',
  '\tsrc/a.ts',
  '---',
  '--- not a divider?',
  'trailing blanks: x   ',
  'Carriage: return\r',
  'diff --git a/x b/x',
  SCISSORS,
];

const messages = fc.sample(
  fc.record({
    lines: fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 12 }),
    finalNewline: fc.boolean(),
  }),
  { numRuns: 300, seed: 20261123 },
);
const asText = ({ lines, finalNewline }: { lines: string[]; finalNewline: boolean }) =>
  lines.join('\n') + (finalNewline ? '\n' : '');

const hand = [
  'Subject\n\nBody.\n\nBuild-Done: tests: pass\n  lint: pass\n  typecheck: pass\n',
  'Subject\n\nBuild-Done: tests: pass\n# Please enter the commit message\n#\n',
  `Subject\n\nVerify-Passed: quality.tests: pass\n${SCISSORS}\ndiff --git a/x b/x\nKey: v\n`,
  'Subject\n\nA: 1\nprose\nprose\nprose\nSigned-off-by: X <x@y>\n',
  'Subject\n\nA: 1\nprose\nprose\nprose\nprose\nSigned-off-by: X <x@y>\n',
];
const corpus = [...hand, ...messages.map(asText)];

describe('parseTrailers agrees with real git', () => {
  let repo: ReturnType<typeof tempRepo>;
  beforeAll(() => {
    repo = tempRepo('hg-trailers-');
  });
  afterAll(() => repo.remove());

  const parseWithGit = (message: string, extra: string[]) => {
    const file = join(repo.dir, 'msg');
    writeFileSync(file, message);
    return git(repo.dir, ['interpret-trailers', '--parse', ...extra, file]);
  };
  const ours = (message: string, options: Parameters<typeof parseTrailers>[1]) =>
    parseTrailers(message, options)
      .map(({ key, value }) => `${key}: ${value}\n`)
      .join('');

  it(`matches git interpret-trailers --parse --no-divider on ${corpus.length} messages`, () => {
    for (const message of corpus) {
      expect(ours(message, { cleanup: 'none' }), JSON.stringify(message)).toBe(
        parseWithGit(message, ['--no-divider']),
      );
    }
  });

  it('matches git interpret-trailers --parse (with the --- divider)', () => {
    // git 2.39 loops forever on a scissors line after a `---` divider, so those are left out.
    for (const message of corpus.filter((m) => !m.includes(SCISSORS))) {
      expect(ours(message, { cleanup: 'none', divider: true }), JSON.stringify(message)).toBe(
        parseWithGit(message, []),
      );
    }
  });

  // 160 real commits: longer than the default 60 s when the suite's two workers share two cores.
  it('reads a hook message file as the commit git then records', { timeout: 180_000 }, () => {
    let committed = 0;
    // A commit per message is slow; the first 160 cover every line shape many times over.
    for (const message of corpus.slice(0, 160)) {
      if (cleanupCommitMessage(message) === '') continue;
      const file = join(repo.dir, 'msg');
      writeFileSync(file, message);
      // -v: the scissors line is git's own only when the message was edited under -v.
      try {
        git(repo.dir, [
          'commit',
          '-q',
          '-v',
          '--allow-empty',
          '--no-verify',
          '--cleanup=strip',
          '-F',
          file,
        ]);
      } catch (error) {
        // git also counts a message of nothing but sign-offs as empty; it records no commit then.
        if (String(error).includes('empty commit message')) continue;
        throw error;
      }
      committed++;
      const stored = git(repo.dir, ['log', '-1', '--format=%B']);
      expect(cleanupCommitMessage(message), JSON.stringify(message)).toBe(stored.slice(0, -1));
      expect(ours(message, {}), JSON.stringify(message)).toBe(
        git(repo.dir, ['log', '-1', '--format=%(trailers:only,unfold)']).replace(/\n$/, ''),
      );
    }
    expect(committed).toBeGreaterThan(100);
  });
});
