import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'hg-check-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function messageFile(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return name;
}

const PASSING_BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

describe('heartbeat-gate check-commit', () => {
  it('rejects a failing Build-Done with exit 1, the rewritten topic and the message on stderr', async () => {
    const file = messageFile(
      'failing',
      'Add the widget\n\nBuild-Done: tests: pass, lint: pass, typecheck: pass, audit: fail, coverage: pass, duplication: pass\n',
    );
    const result = await runCli(['check-commit', file], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('commit rejected: 1 of 1 evidence claim blocked');
    expect(result.stderr).toContain('Build-Done: build.done → build.blocked');
    expect(result.stderr).toContain('build.blocked: evidence failing: audit, complexity');
    expect(result.stderr).toContain(`Your message is kept in ${file}`);
  });

  it('accepts a passing claim with exit 0 and says so on stdout', async () => {
    const file = messageFile('passing', `Add the widget\n\nBuild-Done: ${PASSING_BUILD}\n`);
    const result = await runCli(['check-commit', file], { cwd: dir });
    expect(result).toEqual({
      code: 0,
      stdout: 'heartbeat-gate: Build-Done: build.done accepted\n',
      stderr: '',
    });
  });

  it('passes a message without evidence trailers silently', async () => {
    const file = messageFile('plain', 'Fix a typo\n\nHeartbeat-Task: fix_typo\n');
    expect(await runCli(['check-commit', file], { cwd: dir })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('judges the message as git keeps it: comment lines from the editor template do not count', async () => {
    const file = messageFile(
      'template',
      `Add the widget\n\nBuild-Done: ${PASSING_BUILD}\n# Please enter the commit message for your changes.\n# Build-Done: lint: fail\n`,
    );
    expect((await runCli(['check-commit', file], { cwd: dir })).code).toBe(0);
  });

  it('prints the verdicts as JSON with --json', async () => {
    const file = messageFile('review', 'Review\n\nReview-Done: tests: pass\n');
    const result = await runCli(['check-commit', '--json', file], { cwd: dir });
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as {
      accepted: boolean;
      claims: { trailer: string; published: string; missing: string[] }[];
    };
    expect(json.accepted).toBe(false);
    expect(json.claims).toMatchObject([
      { trailer: 'Review-Done', published: 'review.blocked', missing: ['build'] },
    ]);
  });

  it('exits 2 naming the file when it cannot be read', async () => {
    const result = await runCli(['check-commit', 'no-such-file'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no-such-file: cannot read the commit message (ENOENT)');
  });

  it('exits 2 with one line when the file argument is missing or an option is unknown', async () => {
    for (const [args, problem] of [
      [[], 'expected exactly one commit message file'],
      [['--frob', 'x'], "Unknown option '--frob'"],
      [['a', 'b'], 'expected exactly one commit message file'],
    ] as const) {
      const result = await runCli(['check-commit', ...args], { cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        new RegExp(`^heartbeat-gate check-commit: ${problem}[^\\n]*\\n$`),
      );
    }
  });
});
