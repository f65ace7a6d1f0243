import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

/** The bundled CLI, as `npx heartbeat-gate` runs it after `npm ci` (package.json "bin"). */
const CLI = 'dist/cli/index.js';

/** Runs the built CLI in a child process with optional standard input. */
function run(
  args: string[],
  stdin?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [CLI, ...args], (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error);
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
    child.stdin?.end(stdin ?? '');
  });
}

describe('the built CLI: node dist/cli/index.js evidence', () => {
  beforeAll(() => {
    expect(existsSync(CLI), `${CLI} is committed; run npm run build`).toBe(true);
  });

  it("accepts the seed's build.done payload: exit 0, prints build.done", async () => {
    const result = await run([
      'evidence',
      '--topic',
      'build.done',
      '--payload',
      'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass',
    ]);
    expect(result).toEqual({ code: 0, stdout: 'build.done\n', stderr: '' });
  });

  it('blocks a coloured multi-line payload read from stdin: exit 1, prints build.blocked and why', async () => {
    const payload =
      'tests: \u001b[32mpass\u001b[0m\nlint: \u001b[31mfail\u001b[0m\ntypecheck: pass\naudit: pass\ncoverage: pass\ncomplexity: 10.5\nduplication: pass\n';
    const result = await run(['evidence', '--topic', 'build.done'], payload);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^build\.blocked\nbuild\.blocked: evidence failing: lint, complexity \(/,
    );
    expect(result.stdout).toContain('complexity 10.5 is above 10');
  });

  it('--json from the built file', async () => {
    const result = await run(['evidence', '--topic', 'build.complete', '--json'], '');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      decision: 'allow',
      conclusion: 'neutral',
      title: 'build.complete is not gated: published untouched',
      claims: [
        {
          topic: 'build.complete',
          published: 'build.complete',
          accepted: true,
          failed: [],
          missing: [],
          warnings: [],
          message: '',
        },
      ],
    });
  });

  it('refuses a typo of a gated topic in one line naming the topic meant: it would pass ungated', async () => {
    for (const json of [[], ['--json']]) {
      const result = await run(['evidence', '--topic', 'verify.pass', ...json], '');
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'heartbeat-gate evidence: unknown topic verify.pass; did you mean verify.passed? (any other topic passes through ungated)\n',
      });
    }
  });

  it('bad usage exits 2 on stderr', async () => {
    const result = await run(['evidence', '--payload', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('heartbeat-gate evidence: --topic <topic> is required\n');
  });

  it('is listed by heartbeat-gate --help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  evidence');
  });
});
