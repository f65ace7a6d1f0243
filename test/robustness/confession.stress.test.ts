import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideConfession, parseConfessionReport } from '../../src/index.js';
import { repeatTo } from '../helpers/text.js';

/** Text made of the pieces a ConfessionReport is made of, so the properties reach the parser's corners. */
const confessionish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '#',
        '## ',
        '### ',
        '#### Objective: ',
        'Objectives',
        'Uncertainties',
        'Shortcuts',
        'Single Easiest Issue to Verify',
        'Decision',
        'confession.clean',
        'confession.issues_found',
        '- ',
        '* ',
        '1. ',
        '  ',
        '**',
        'Met: ',
        'Evidence: ',
        'Confidence: ',
        'yes',
        'no',
        'partial',
        '[major] ',
        'none',
        '%',
        ':',
        '```',
        '\n',
        '\r\n',
        '✅',
      ),
      fc.integer({ min: -5, max: 200 }).map(String),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''));

describe('parseConfessionReport and decideConfession on arbitrary text', () => {
  it('never throw, and the decision follows the seed whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), confessionish),
        fc.constantFrom('confirmed' as const, 'refuted' as const),
        (text, check) => {
          const report = parseConfessionReport(text);
          const decision = decideConfession(report, check);
          for (const objective of report.objectives) {
            if (objective.confidence !== undefined) {
              expect(objective.confidence).toBeGreaterThanOrEqual(0);
              expect(objective.confidence).toBeLessThanOrEqual(100);
            }
          }
          // Accept only a clean report, every confidence >= 80, and a confirmed claim.
          if (decision.action === 'accept') {
            expect(report.decision).toBe('confession.clean');
            expect(check).toBe('confirmed');
            expect(decision.confidence).toBeGreaterThanOrEqual(80);
            expect(report.uncertainties).toEqual([]);
            expect(report.shortcuts).toEqual([]);
            expect(report.objectives.every((objective) => objective.met === 'yes')).toBe(true);
          }
          if (decision.confidence < 80) expect(decision.expected).toBe('confession.issues_found');
          expect(decision.reasons.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const TEN_MB = 10 * 1024 * 1024;
const count = (unit: string) => Math.ceil(TEN_MB / unit.length);
const nothing = { objectives: [], uncertainties: [], shortcuts: [], easiestIssueToVerify: '' };

// Each report is built to hit a path that a naive parser makes quadratic or a backtracking
// regular expression makes exponential: a regression runs into the test timeout. How the time
// grows with size is measured in bench/linearity.bench.ts.
describe('a 10 MB report', () => {
  const objective = '#### Objective: x\n- Met: yes\n- Evidence: y\n- Confidence: 90\n';
  const reports: [string, string, Record<string, unknown>][] = [
    [
      'many objectives',
      `### Objectives\n${repeatTo(objective, TEN_MB)}`,
      {
        objectives: Array.from({ length: count(objective) }, (_, i) =>
          expect.objectContaining({ objective: 'x', met: 'yes', confidence: 90, line: 2 + 4 * i }),
        ),
      },
    ],
    [
      'many uncertainties',
      `### Uncertainties\n${repeatTo('- [major] maybe\n', TEN_MB)}`,
      {
        uncertainties: Array.from({ length: count('- [major] maybe\n') }, (_, i) => ({
          text: 'maybe',
          major: true,
          line: 2 + i,
        })),
      },
    ],
    [
      'one item continued over many lines',
      `### Shortcuts\n- a\n${repeatTo('  more\n', TEN_MB)}`,
      {
        shortcuts: [{ text: `a${'\nmore'.repeat(count('  more\n'))}`, major: false, line: 2 }],
      },
    ],
    [
      'evidence continued over many lines',
      `### Objectives\n- x\n- Evidence:\n${repeatTo('  - y\n', TEN_MB)}`,
      {
        objectives: [
          expect.objectContaining({
            objective: 'x',
            evidence: Array(count('  - y\n')).fill('y').join('\n'),
          }),
        ],
      },
    ],
    ['one 10 MB heading', `### ${repeatTo('Objectives ', TEN_MB)}`, nothing],
    ['one 10 MB line of #', repeatTo('#', TEN_MB), nothing],
    [
      'one 10 MB field line',
      `### Objectives\n- x\n- Evidence: ${repeatTo('**:', TEN_MB)}`,
      { objectives: [expect.objectContaining({ evidence: repeatTo('**:', TEN_MB) })] },
    ],
    [
      'one 10 MB number',
      `### Objectives\n- x\n- Confidence: ${repeatTo('9', TEN_MB)}`,
      {
        objectives: [{ objective: 'x', evidence: '', line: 2 }],
        diagnostics: expect.arrayContaining([
          { line: 3, message: 'confidence must be a number from 0 to 100' },
        ]),
      },
    ],
    [
      'many fences',
      `### Single Easiest Issue to Verify\n${repeatTo('```\n', TEN_MB)}`,
      { easiestIssueToVerify: repeatTo('```\n', TEN_MB).trimEnd() },
    ],
    ['many decision lines', `### Decision\n${repeatTo('confession.cle\n', TEN_MB)}`, nothing],
    ['many ordered markers', repeatTo('123456789. 1. 1) ', TEN_MB), nothing],
  ];

  it.each(reports)('%s: read as written, and never trusted', (_name, text, parsed) => {
    const report = parseConfessionReport(text);
    expect(report).toMatchObject(parsed);
    expect(decideConfession(report, 'confirmed').action).toBe('reconfess');
  });
});
