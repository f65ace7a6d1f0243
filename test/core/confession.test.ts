import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONFESSION_CONFIDENCE_THRESHOLD,
  decideConfession,
  parseConfessionReport,
  type ConfessionReport,
} from '../../src/index.js';

/** A report in the examples' shape, with the parts each test changes. */
function report(
  parts: {
    objectives?: string;
    uncertainties?: string;
    shortcuts?: string;
    easiest?: string;
    decision?: string;
  } = {},
): string {
  return [
    '## ConfessionReport',
    '',
    '### Objectives',
    '',
    parts.objectives ??
      [
        '#### Objective: the CLI exits 1 on a blocked claim',
        '',
        '- Met: yes',
        '- Evidence: test/cli/evidence.test.ts',
        '- Confidence: 90',
      ].join('\n'),
    '',
    '### Uncertainties',
    '',
    parts.uncertainties ?? '- none',
    '',
    '### Shortcuts',
    '',
    parts.shortcuts ?? '- None.',
    '',
    '### Single Easiest Issue to Verify',
    '',
    parts.easiest ?? 'Run `npx vitest run test/cli`: the blocked-claim test passes.',
    '',
    '### Decision',
    '',
    parts.decision ?? 'confession.clean',
  ].join('\n');
}

const objective = (met: string, confidence: string) =>
  [
    `#### Objective: it works`,
    `- Met: ${met}`,
    `- Evidence: a test`,
    `- Confidence: ${confidence}`,
  ].join('\n');

describe('parseConfessionReport', () => {
  it('reads the shipped example report field by field', () => {
    const text = readFileSync('examples/confession/report.example.md', 'utf8');
    const parsed = parseConfessionReport(text);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.objectives).toEqual([
      {
        objective: '`heartbeat-gate evidence` exits 1 when a claim is blocked',
        met: 'yes',
        evidence:
          '`test/cli/evidence.test.ts` "exits 1 and prints build.blocked"; ran `npx vitest run test/cli`',
        confidence: 90,
        line: 5,
      },
      {
        objective: 'a 10 MB payload is evaluated in linear time',
        met: 'partial',
        evidence: 'the property test covers build.done only; review.done was not measured',
        confidence: 60,
        line: 11,
      },
    ]);
    expect(parsed.uncertainties).toEqual([
      {
        text: 'I assumed Windows line endings never reach the parser; I did not test `\\r\\n`.',
        major: false,
        line: 19,
      },
    ]);
    expect(parsed.shortcuts).toEqual([
      {
        text: 'The `--json` output shape was copied from the README, not checked against the schema.',
        major: true,
        line: 23,
      },
    ]);
    expect(parsed.easiestIssueToVerify).toBe(
      'Run `npx vitest run test/robustness/evidence.stress.test.ts -t "review.done"`: no test matches, so\nreview.done is not covered by the linear-time property.',
    );
    expect(parsed.decision).toBe('confession.issues_found');
  });

  it('reads a clean report', () => {
    const parsed = parseConfessionReport(report());
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.objectives).toHaveLength(1);
    expect(parsed.uncertainties).toEqual([]);
    expect(parsed.shortcuts).toEqual([]);
    expect(parsed.decision).toBe('confession.clean');
  });

  it.each([
    [
      'list items with bold labels',
      '- **Objective:** it works\n  - **Met:** ✅\n  - **Evidence:** a test\n  - **Confidence:** 85%',
    ],
    ['numbered list', '1. it works\n   - met: Yes\n   - evidence: a test\n   - confidence: 85'],
    [
      'heading without label',
      '#### 1. it works\nMet: true\nEvidence: a test\nConfidence: 85 / 100',
    ],
  ])('reads objectives written as %s', (_name, objectives) => {
    const parsed = parseConfessionReport(report({ objectives }));
    expect(parsed.objectives).toEqual([
      expect.objectContaining({
        objective: 'it works',
        met: 'yes',
        evidence: 'a test',
        confidence: 85,
      }),
    ]);
  });

  it('a heading at the Objectives level ends the objectives; deeper ones are objectives', () => {
    const parsed = parseConfessionReport(
      report({ objectives: `${objective('yes', '90')}\n\n### Notes\n\n#### not an objective` }),
    );
    expect(parsed.objectives.map((o) => o.objective)).toEqual(['it works']);
    expect(parsed.diagnostics).toEqual([]);
  });

  it('keeps evidence that runs over several lines', () => {
    const parsed = parseConfessionReport(
      report({
        objectives:
          '#### Objective: x\n- Met: no\n- Evidence:\n  - test A fails\n  - test B passes\n- Confidence: 40',
      }),
    );
    expect(parsed.objectives[0]).toMatchObject({
      met: 'no',
      evidence: 'test A fails\ntest B passes',
      confidence: 40,
    });
  });

  it.each([
    ['yes', 'yes'],
    ['Met', 'yes'],
    ['❌ no', 'no'],
    ['not met', 'no'],
    ['No — the flag is ignored', 'no'],
    ['partially', 'partial'],
    ['⚠️ partly', 'partial'],
    ['maybe', undefined],
  ])('Met: %j → %s', (value, met) => {
    const parsed = parseConfessionReport(report({ objectives: objective(value, '90') }));
    expect(parsed.objectives[0]?.met).toBe(met);
  });

  it.each([
    ['0', 0],
    ['79.5', 79.5],
    ['100%', 100],
    ['about 85 percent', 85],
    ['101', undefined],
    ['high', undefined],
    ['', undefined],
  ])('Confidence: %j → %s', (value, confidence) => {
    const parsed = parseConfessionReport(report({ objectives: objective('yes', value) }));
    expect(parsed.objectives[0]?.confidence).toBe(confidence);
    if (confidence === undefined) {
      expect(parsed.diagnostics.map((d) => d.message)).toContain(
        "objective has no 'confidence:' from 0 to 100",
      );
    }
  });

  // Read whole or refused (issue 26, H): never 1, 85 or 9 from the first digits.
  it.each(['1,000', '85e-1', '9.5.1'])('Confidence: %j is refused, named as written', (value) => {
    const parsed = parseConfessionReport(report({ objectives: objective('yes', value) }));
    expect(parsed.objectives[0]?.confidence).toBeUndefined();
    expect(parsed.diagnostics.map((d) => d.message)).toContain(
      `confidence '${value}' is not a plain number (write digits, at most one '.')`,
    );
  });

  it('reads major markers and multi-line items, and ignores "none"', () => {
    const parsed = parseConfessionReport(
      report({
        uncertainties:
          '- none\n- (major) the API may change\n  before release\n* Major: auth untested\n- n/a',
        shortcuts: '- [MAJOR] skipped retries\n- hard-coded the port',
      }),
    );
    expect(parsed.uncertainties.map(({ text, major }) => [text, major])).toEqual([
      ['the API may change\nbefore release', true],
      ['auth untested', true],
    ]);
    expect(parsed.shortcuts.map(({ text, major }) => [text, major])).toEqual([
      ['skipped retries', true],
      ['hard-coded the port', false],
    ]);
  });

  it('keeps a fenced command in the easiest issue, and ignores headings inside the fence', () => {
    const parsed = parseConfessionReport(
      report({ easiest: 'Run:\n\n```sh\n## Decision\nnpx vitest run\n```' }),
    );
    expect(parsed.easiestIssueToVerify).toBe('Run:\n```sh\n## Decision\nnpx vitest run\n```');
    expect(parsed.decision).toBe('confession.clean');
  });

  it('reads CRLF line endings', () => {
    const parsed = parseConfessionReport(report().replaceAll('\n', '\r\n'));
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.decision).toBe('confession.clean');
  });

  it.each([
    ['`confession.issues_found`', 'confession.issues_found'],
    ['Publishing **confession.clean**.', 'confession.clean'],
    ['nothing decided', undefined],
  ])('Decision %j → %s', (decision, topic) => {
    expect(parseConfessionReport(report({ decision })).decision).toBe(topic);
  });

  it('names what it cannot read, with line numbers', () => {
    const parsed = parseConfessionReport('just prose\n- Met: yes');
    expect(parsed.objectives).toEqual([]);
    expect(parsed.decision).toBeUndefined();
    expect(parsed.diagnostics.map((d) => d.message)).toEqual([
      'no objectives',
      "no decision: write confession.clean or confession.issues_found under '## Decision'",
      'no single easiest issue to verify',
    ]);
    const partial = parseConfessionReport(
      report({ objectives: '#### Objective: x\n- Evidence: y' }),
    );
    expect(partial.diagnostics).toEqual([
      { line: 5, message: "objective has no readable 'met:'" },
      { line: 5, message: "objective has no 'confidence:' from 0 to 100" },
    ]);
  });
});

describe('decideConfession (seed 002, the Confession Handler)', () => {
  const decide = (text: string, check: 'confirmed' | 'refuted' = 'confirmed') =>
    decideConfession(parseConfessionReport(text), check);

  it("the threshold is the seed's 80", () => {
    expect(CONFESSION_CONFIDENCE_THRESHOLD).toBe(80);
  });

  it.each([
    ['80', 'accept', 'LOOP_COMPLETE'],
    ['100', 'accept', 'LOOP_COMPLETE'],
    ['79.9', 'retry', 'build.task'],
    ['0', 'retry', 'build.task'],
  ])('clean with confidence %s → %s (%s)', (confidence, action, publish) => {
    const decision = decide(report({ objectives: objective('yes', confidence) }));
    expect(decision).toMatchObject({ action, publish });
    expect(decision.expected).toBe(
      action === 'accept' ? 'confession.clean' : 'confession.issues_found',
    );
    if (action === 'retry') {
      expect(decision.reasons).toContain(`objective 'it works' has confidence ${confidence} < 80`);
    }
  });

  it('takes the lowest confidence of all objectives', () => {
    const decision = decide(
      report({ objectives: `${objective('yes', '95')}\n${objective('yes', '70')}` }),
    );
    expect(decision.confidence).toBe(70);
    expect(decision.action).toBe('retry');
  });

  it.each([
    [
      'an unmet objective',
      { objectives: objective('no', '95') },
      "objective 'it works' is not met",
    ],
    [
      'a partly met objective',
      { objectives: objective('partial', '95') },
      "objective 'it works' is only partly met",
    ],
    [
      'an unreadable Met',
      { objectives: objective('maybe', '95') },
      "objective 'it works' does not say whether it is met",
    ],
    [
      'a missing confidence',
      { objectives: objective('yes', '') },
      "objective 'it works' has no confidence",
    ],
    [
      'an uncertainty',
      { uncertainties: '- cache invalidation untested' },
      'uncertainty: cache invalidation untested',
    ],
    ['a shortcut', { shortcuts: '- skipped the retry path' }, 'shortcut: skipped the retry path'],
  ])('any issue (%s) under a clean decision → issues found, retry', (_name, parts, reason) => {
    const decision = decide(report(parts));
    expect(decision).toMatchObject({
      action: 'retry',
      publish: 'build.task',
      expected: 'confession.issues_found',
    });
    expect(decision.reasons).toContain(reason);
    expect(decision.reasons).toContain(
      'the report says confession.clean but lists issues: treated as issues found',
    );
  });

  it('issues_found with nothing listed is still issues found', () => {
    expect(decide(report({ decision: 'confession.issues_found' }))).toMatchObject({
      action: 'retry',
      expected: 'confession.issues_found',
    });
  });

  it('a major uncertainty or shortcut escalates to a human', () => {
    for (const parts of [
      { uncertainties: '- [major] data loss possible' },
      { shortcuts: '- **major** no migration' },
    ]) {
      expect(decide(report({ ...parts, decision: 'confession.issues_found' }))).toMatchObject({
        action: 'escalate',
        publish: 'escalate.human',
      });
    }
  });

  it('issues found but the easiest issue does not reproduce → the confession is unreliable: reconfess', () => {
    const decision = decide(
      report({ shortcuts: '- [major] skipped retries', decision: 'confession.issues_found' }),
      'refuted',
    );
    expect(decision).toMatchObject({ action: 'reconfess', publish: 'build.done' });
    expect(decision.reasons.at(-1)).toContain('did not reproduce');
  });

  it('clean but the positive claim does not hold → retry', () => {
    expect(decide(report(), 'refuted')).toMatchObject({ action: 'retry', publish: 'build.task' });
  });

  it('clean, confidence >= 80, positive claim confirmed → LOOP_COMPLETE', () => {
    expect(decide(report(), 'confirmed')).toEqual({
      action: 'accept',
      publish: 'LOOP_COMPLETE',
      expected: 'confession.clean',
      confidence: 90,
      reasons: ['clean, confidence 90 >= 80 and the positive claim holds: complete'],
    });
  });

  it.each([
    ['no objectives', report({ objectives: '' }), 'no objectives'],
    ['no decision', report({ decision: '' }), 'no decision'],
    ['no easiest issue', report({ easiest: '' }), 'no single easiest issue to verify'],
    ['prose', 'Everything is fine, trust me.', 'no objectives, no decision'],
  ])('an unreadable report (%s) → reconfess', (_name, text, missing) => {
    const decision = decide(text);
    expect(decision.action).toBe('reconfess');
    expect(decision.reasons.at(-1)).toContain(missing);
  });

  it('the shipped example report is escalated for its major shortcut', () => {
    const text = readFileSync('examples/confession/report.example.md', 'utf8');
    const decision: ReturnType<typeof decideConfession> = decideConfession(
      parseConfessionReport(text) satisfies ConfessionReport,
      'confirmed',
    );
    expect(decision.action).toBe('escalate');
    expect(decision.confidence).toBe(60);
  });
});
