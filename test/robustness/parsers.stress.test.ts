/**
 * Every parser that reads the agent's text, on adversarial inputs of a megabyte or so: each gives
 * the right answer. A backtracking regular expression takes orders of magnitude longer on them (the
 * sidecar's old `Co-authored-by` pattern took 18.5 s on 4 KB of spaces), so it runs into the test
 * timeout; how the time grows with size is measured in bench/linearity.bench.ts.
 */
import { describe, expect, it } from 'vitest';
import { claimsFromCommits } from '../../src/app/verifiers/commits.js';
import { claimsFromCommentBody, taskIdsFromClaimPayload } from '../../src/core/claims.js';
import { parseConfessionReport } from '../../src/core/confession-report.js';
import { parseHeartbeatContract } from '../../src/core/contract.js';
import { parseCycleMessage } from '../../src/core/cycle.js';
import { evaluateEvidence } from '../../src/core/evidence/index.js';
import { evidenceJudge } from '../../src/core/evidence/judge.js';
import { escapeMarkdown, escapeTableCell } from '../../src/core/render/markdown.js';
import { terminalText } from '../../src/core/render/terminal.js';
import { redactSecrets } from '../../src/core/secrets.js';
import { parseTrailers } from '../../src/core/trailers.js';
import { parseVerifyHint } from '../../src/core/verify.js';

const KB = 1024;

/** The sidecar reading one commit of the agent's (agents configured), trailers and all. */
const sidecar = (message: string) =>
  claimsFromCommits(
    [
      {
        sha: 'a'.repeat(40),
        date: '2026-03-01T10:00:00Z',
        authorName: 'Someone',
        authorEmail: 'someone@example.com',
        committerName: 'Someone',
        committerEmail: 'someone@example.com',
        message,
        paths: [],
      },
    ],
    ['agent'],
    evidenceJudge,
  );

const MB = 1024 * KB;
const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length));

/**
 * Each parser's answer on an adversarial input of a megabyte or so: built to make a naive parser
 * quadratic or a backtracking regular expression explode, so a regression runs into the test
 * timeout. How their time grows with size is measured in bench/linearity.bench.ts.
 */
const parsers: [name: string, outcome: () => void][] = [
  [
    'sidecar, Co-authored-by of spaces',
    () => {
      expect(sidecar(`feat\n\nCo-authored-by:${repeat(' ', 256 * KB)}x`)).toEqual([]);
    },
  ],
  [
    'sidecar, Co-authored-by of tabs and <',
    () => {
      expect(sidecar(`feat\n\nCo-authored-by: ${repeat('\t<', 256 * KB)}`)).toEqual([]);
    },
  ],
  [
    'trailers, many Co-authored-by lines',
    () => {
      const count = 40_000;
      const found = parseTrailers(`s\n\n${'Co-authored-by: a <b@c>\n'.repeat(count)}`);
      expect(found).toHaveLength(count);
      expect(found.every((t) => t.key === 'Co-authored-by' && t.value === 'a <b@c>')).toBe(true);
    },
  ],
  [
    'claims, HTML comment openers',
    () => {
      expect(claimsFromCommentBody(repeat('<!--\n', MB))).toEqual([]);
    },
  ],
  [
    'claims, a comment never closed',
    () => {
      expect(claimsFromCommentBody(`<!--\n${repeat('```build.done\n', MB)}`)).toEqual([]);
    },
  ],
  [
    'claim task ids of separators',
    () => {
      expect(taskIdsFromClaimPayload(`Heartbeat-Task: a${repeat(' ,\t', MB)}b`)).toEqual([
        'a',
        'b',
      ]);
    },
  ],
  [
    'contract, task lines outside a Tasks section',
    () => {
      const text = repeat('- [ ] a | b | required | verify: cmd:x\n', 256 * KB);
      const contract = parseHeartbeatContract(text);
      expect(contract.tasks).toEqual([]);
      expect(contract.context).toBe(text.trimEnd());
      expect(contract.diagnostics).toEqual([expect.objectContaining({ severity: 'warning' })]);
    },
  ],
  [
    'contract, separators',
    () => {
      const contract = parseHeartbeatContract(`## Tasks\n- [ ] a${repeat(' |', 256 * KB)}`);
      expect(contract.tasks).toEqual([]);
      expect(contract.diagnostics).toEqual([
        expect.objectContaining({
          line: 2,
          severity: 'error',
          message: expect.stringMatching(/^task `a` has no description/),
        }),
      ]);
    },
  ],
  [
    'contract, comments',
    () => {
      const contract = parseHeartbeatContract(`## Tasks\n${repeat('<!-- x\n', 256 * KB)}`);
      expect(contract.tasks).toEqual([]);
      expect(contract.diagnostics).toEqual([
        { line: 1, severity: 'warning', message: 'the `## Tasks` section holds no tasks' },
      ]);
    },
  ],
  [
    'verify hint of spaces',
    () => {
      expect(parseVerifyHint(`verify:${repeat(' ', MB)}cmd:x`)).toEqual({
        kind: 'cmd',
        command: 'x',
        raw: 'cmd:x',
      });
    },
  ],
  [
    'cycle message, contradiction sides',
    () => {
      // Not a cycle commit (no score, no tier): nothing is read from it.
      expect(
        parseCycleMessage(
          `heartbeat: cycle 1\n\nHeartbeat-Contradiction: a claimed ${repeat(' |x', 256 * KB)}`,
        ),
      ).toBeUndefined();
    },
  ],
  [
    'evidence payload of separators',
    () => {
      const result = evaluateEvidence('build.done', repeat('tests: pass, ', 256 * KB));
      expect(result).toMatchObject({
        accepted: false,
        published: 'build.blocked',
        failed: [],
        claimedPassing: ['tests'],
      });
      expect(result.missing).toContain('lint');
    },
  ],
  [
    'evidence payload of colons',
    () => {
      expect(evaluateEvidence('review.done', repeat(':', 256 * KB))).toMatchObject({
        accepted: false,
        published: 'review.blocked',
        noEvidence: true,
      });
    },
  ],
  [
    'confession report headings',
    () => {
      expect(parseConfessionReport(repeat('## 1 a\n', 256 * KB))).toMatchObject({
        objectives: [],
        uncertainties: [],
        shortcuts: [],
        easiestIssueToVerify: '',
      });
    },
  ],
  [
    'Markdown escape',
    () => {
      const unit = '<`*|\\';
      expect(escapeMarkdown(repeat(unit, MB))).toBe(
        escapeMarkdown(unit).repeat(Math.ceil(MB / unit.length)),
      );
    },
  ],
  [
    'table cell escape',
    () => {
      // Trimmed, then each backslash and pipe escaped and each line break a <br>.
      const count = MB / 4;
      expect(escapeTableCell('\\|\r\n'.repeat(count))).toBe(
        `${'\\\\\\|<br>'.repeat(count - 1)}\\\\\\|`,
      );
    },
  ],
  [
    'terminal text',
    () => {
      expect(terminalText(repeat('\x1ba', 256 * KB))).toBe(terminalText('\x1ba').repeat(128 * KB));
    },
  ],
  [
    'redaction, token prefixes',
    () => {
      expect(redactSecrets(repeat('ghs_', MB))).toBe('***');
    },
  ],
  [
    'redaction, header names',
    () => {
      expect(redactSecrets(repeat('authorization:', MB))).toBe('authorization: ***');
    },
  ],
  [
    'redaction, a known secret nearly repeated',
    () => {
      const text = repeat('abc', MB);
      expect(redactSecrets(text, ['abcabcabd'])).toBe(text);
    },
  ],
];

describe('every parser of untrusted text, on a megabyte built to make it slow', () => {
  it.each(parsers)('%s: the right answer', (_, outcome) => outcome());
});

describe('the reported input', () => {
  // The old pattern took 18.5 s at 4 KB and grew quadratically: at 13 KB it would take minutes,
  // so a regression runs into the test timeout.
  it('a Co-authored-by trailer of 13 KB of spaces (18.5 s at 4 KB before) is read', () => {
    const message = `feat: x\n\nCo-authored-by:${' '.repeat(13 * KB)}x\n`;
    expect(sidecar(message)).toEqual([]);
  });
});
