import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideConfession, parseConfessionReport } from '../../src/index.js';

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

/** Median time of `runs` runs of `work`, in ms. */
function medianTime(work: () => unknown, runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length));
}

const TEN_MB = 10 * 1024 * 1024;

describe('linear in report size', () => {
  // Each report is built to hit a path that a naive parser makes quadratic or a backtracking
  // regular expression makes exponential.
  const reports: [string, string][] = [
    [
      'many objectives',
      `### Objectives\n${repeatTo('#### Objective: x\n- Met: yes\n- Evidence: y\n- Confidence: 90\n', TEN_MB)}`,
    ],
    ['many uncertainties', `### Uncertainties\n${repeatTo('- [major] maybe\n', TEN_MB)}`],
    ['one item continued over many lines', `### Shortcuts\n- a\n${repeatTo('  more\n', TEN_MB)}`],
    [
      'evidence continued over many lines',
      `### Objectives\n- x\n- Evidence:\n${repeatTo('  - y\n', TEN_MB)}`,
    ],
    ['one 10 MB heading', `### ${repeatTo('Objectives ', TEN_MB)}`],
    ['one 10 MB line of #', repeatTo('#', TEN_MB)],
    ['one 10 MB field line', `### Objectives\n- x\n- Evidence: ${repeatTo('**:', TEN_MB)}`],
    ['one 10 MB number', `### Objectives\n- x\n- Confidence: ${repeatTo('9', TEN_MB)}`],
    ['many fences', `### Single Easiest Issue to Verify\n${repeatTo('```\n', TEN_MB)}`],
    ['many decision lines', `### Decision\n${repeatTo('confession.cle\n', TEN_MB)}`],
    ['many ordered markers', repeatTo('123456789. 1. 1) ', TEN_MB)],
  ];

  it.each(reports)(
    '%s: 10 MB is parsed within a constant factor of splitting it',
    (_name, text) => {
      const baseline = medianTime(() => text.split('\n').map((line) => line.trim()).length);
      const elapsed = medianTime(
        () => decideConfession(parseConfessionReport(text), 'confirmed'),
        1,
      );
      expect(elapsed).toBeLessThan(Math.max(baseline, 5) * 40);
    },
  );

  it('doubling the report roughly doubles the work, not quadruples it', () => {
    const unit =
      '#### Objective: x\n- Met: partial\n- Evidence: y\n  z\n- Confidence: 70\n### Shortcuts\n- a\n  b\n### Objectives\n';
    const small = repeatTo(unit, TEN_MB / 4);
    const large = repeatTo(unit, TEN_MB);
    const tSmall = medianTime(() => decideConfession(parseConfessionReport(small), 'refuted'));
    const tLarge = medianTime(() => decideConfession(parseConfessionReport(large), 'refuted'));
    expect(tLarge).toBeLessThan(Math.max(tSmall, 2) * 10);
  });
});
