/**
 * Class H (issue 26): an evidence number is read whole or refused. `complexity: 1,000` was read as
 * 1 and `5e3` as 5, so a claim over the threshold passed; now the built CLI blocks the claim and
 * names the dimension and the number as written.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';

const exec = promisify(execFile);
const LIBRARY = join(import.meta.dirname, '../../lib/index.js');

const BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, duplication: pass, ';
const VERIFY = 'quality.tests: pass, quality.lint: pass, quality.audit: pass, ';

describe('a number that is not read whole', () => {
  it.each(['complexity: 1,000', 'complexity: 5e3', 'complexity: 1_000'])(
    'build.done with %j is blocked, naming complexity',
    async (line) => {
      const run = await runCliProcess(process.cwd(), [
        'evidence',
        '--topic',
        'build.done',
        '--payload',
        BUILD + line,
      ]);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(
        /^build\.blocked\nbuild\.blocked: evidence failing: complexity \(/,
      );
      expect(run.stdout).toContain(
        `complexity '${line.slice('complexity: '.length)}' is not a plain number`,
      );
    },
  );

  it('verify.passed with coverage 8e1 and complexity 1,000 (from stdin) is blocked, naming both', async () => {
    const run = await runCliProcess(
      process.cwd(),
      ['evidence', '--topic', 'verify.passed', '--json'],
      undefined,
      {
        stdin: `${VERIFY}quality.coverage: 8e1\nquality.mutation: 75\nquality.complexity: 1,000\n`,
      },
    );
    expect(run.code).toBe(1);
    const verdict = JSON.parse(run.stdout) as {
      claims: { accepted: boolean; failed: string[]; message: string }[];
    };
    expect(verdict.claims[0]).toMatchObject({
      accepted: false,
      failed: ['coverage', 'complexity'],
    });
    expect(verdict.claims[0]!.message).toContain("quality.coverage '8e1' is not a plain number");
    expect(verdict.claims[0]!.message).toContain(
      "quality.complexity '1,000' is not a plain number",
    );
  });

  it('the same payloads written plainly are read as numbers (the refusal is about notation)', async () => {
    const run = await runCliProcess(process.cwd(), [
      'evidence',
      '--topic',
      'build.done',
      '--payload',
      `${BUILD}complexity: 5`,
    ]);
    expect(run).toMatchObject({ code: 0, stdout: 'build.done\n' });
  });

  it('a ConfessionReport with Confidence: 85e-1 (8.5) is not read as 85: the loop is not complete', async () => {
    const report = [
      '## ConfessionReport',
      '### Objectives',
      '#### Objective: it works',
      '- Met: yes',
      '- Evidence: a test',
      '- Confidence: 85e-1',
      '### Uncertainties',
      '- none',
      '### Shortcuts',
      '- none',
      '### Single Easiest Issue to Verify',
      'Run the tests.',
      '### Decision',
      'confession.clean',
    ].join('\n');
    // The built library, as a package user calls it.
    const script = `import { decideConfession, parseConfessionReport } from ${JSON.stringify(LIBRARY)};
const parsed = parseConfessionReport(${JSON.stringify(report)});
console.log(JSON.stringify({ parsed, decision: decideConfession(parsed, 'confirmed') }));`;
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script]);
    const { parsed, decision } = JSON.parse(stdout) as {
      parsed: { diagnostics: { message: string }[] };
      decision: { action: string; publish: string };
    };
    expect(decision.publish).not.toBe('LOOP_COMPLETE');
    expect(decision.action).not.toBe('accept');
    expect(parsed.diagnostics.map((d) => d.message)).toContain(
      "confidence '85e-1' is not a plain number (write digits, at most one '.')",
    );
  });
});
