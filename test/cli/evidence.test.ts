import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const PASSING_BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

describe('heartbeat-gate evidence', () => {
  it('prints the accepted topic and exits 0', async () => {
    const result = await runCli(['evidence', '--topic', 'build.done', '--payload', PASSING_BUILD]);
    expect(result).toEqual({ code: 0, stdout: 'build.done\n', stderr: '' });
  });

  it('prints the blocked topic and the message naming each failing dimension, and exits 1', async () => {
    const result = await runCli([
      'evidence',
      '--topic',
      'build.done',
      '--payload',
      PASSING_BUILD.replace('lint: pass', 'lint: fail').replace('complexity: 5', 'complexity: 12'),
    ]);
    expect(result.code).toBe(1);
    const [published, message, ...rest] = result.stdout.split('\n');
    expect(published).toBe('build.blocked');
    expect(message).toMatch(/^build\.blocked: evidence failing: lint, complexity \(/);
    expect(message).toContain('complexity 12 is above 10');
    expect(rest).toEqual(['']);
  });

  it('reads the payload from standard input when --payload is omitted', async () => {
    const result = await runCli(['evidence', '--topic', 'verify.passed'], {
      stdin:
        'quality.tests: pass\nquality.lint: pass\nquality.audit: pass\nquality.coverage: 79.9%\nquality.mutation: 69%\nquality.complexity: 6\n',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'verify.failed\nverify.failed: quality thresholds failed: coverage, mutation',
    );
  });

  it('--json prints the verdict (schema/verdict.schema.json)', async () => {
    const result = await runCli([
      'evidence',
      '--topic',
      'review.done',
      '--payload',
      'tests: pass',
      '--json',
    ]);
    expect(result.code).toBe(1);
    const json: unknown = JSON.parse(result.stdout);
    const message = expect.stringContaining('review.blocked: evidence failing: build');
    expect(json).toEqual({
      version: 1,
      source: 'evidence',
      decision: 'block',
      conclusion: 'failure',
      title: 'review.blocked: evidence failing: build',
      reason: message,
      claims: [
        {
          topic: 'review.done',
          published: 'review.blocked',
          accepted: false,
          failed: [],
          missing: ['build'],
          warnings: [],
          message,
        },
      ],
      contradictions: [],
      missingTopics: [],
      fixes: [
        { topic: 'review.done', dimension: 'build', problem: 'missing', wouldPass: 'build: pass' },
      ],
      notes: [],
    });
  });

  it('passes other topics through untouched without reading standard input', async () => {
    let read = false;
    const { main } = await import('../../src/cli/main.js');
    let stdout = '';
    const code = await main(['evidence', '--topic', 'build.complete'], {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: () => true },
      readStdin: async () => {
        read = true;
        return '';
      },
      cwd: process.cwd(),
      env: {},
    });
    expect({ code, stdout, read }).toEqual({ code: 0, stdout: 'build.complete\n', read: false });
  });

  it('the empty payload and a payload with no evidence keywords get the no-evidence message', async () => {
    for (const payload of ['', 'All done, ship it!']) {
      const result = await runCli(['evidence', '--topic', 'build.done', '--payload', payload]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('build.blocked: no evidence in the build.done payload');
    }
  });

  it('--mutation-warn-threshold adds a warning but still accepts', async () => {
    const result = await runCli([
      'evidence',
      '--topic',
      'build.done',
      '--payload',
      `${PASSING_BUILD}, mutants: pass (65%)`,
      '--mutation-warn-threshold',
      '80',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      decision: 'allow',
      claims: [
        {
          published: 'build.done',
          accepted: true,
          warnings: ['mutation score 65% below threshold 80%'],
          message: 'build.done accepted with warnings: mutation score 65% below threshold 80%.',
        },
      ],
    });
  });

  it('--help prints the options and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const result = await runCli(['evidence', flag]);
      expect(result.code).toBe(0);
      // --topic or --ralph-events: the synopsis shows both as options, the description says which.
      expect(result.stdout).toContain('usage: heartbeat-gate evidence [--topic <topic>]');
      expect(result.stdout).toContain('required unless --ralph-events');
      expect(result.stdout).toContain('--mutation-warn-threshold');
      expect(result.stdout).toContain('--ralph-events <file>');
    }
  });

  it.each([
    [['evidence'], '--topic <topic> is required'],
    [['evidence', '--topic'], "Option '--topic <value>' argument missing"],
    [['evidence', '--topic', 'build.done', '--bogus'], "Unknown option '--bogus'"],
    [['evidence', '--topic', 'build.done', 'extra'], "Unexpected argument 'extra'"],
    [
      ['evidence', '--topic', 'build.done', '--payload', 'x', '--mutation-warn-threshold', '120'],
      '--mutation-warn-threshold must be a number from 0 to 100, got "120"',
    ],
    [
      ['evidence', '--topic', 'build.done', '--payload', 'x', '--mutation-warn-threshold', 'high'],
      '--mutation-warn-threshold must be a number from 0 to 100, got "high"',
    ],
  ])('bad usage %j exits 2 naming the problem', async (argv, problem) => {
    const result = await runCli(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`heartbeat-gate evidence: ${problem}`);
  });
});
