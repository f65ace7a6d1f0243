import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('heartbeat-gate (no command)', () => {
  it('prints usage on stderr (a diagnostic) and exits 2 when no command is given', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('usage: heartbeat-gate <command>');
  });

  it('a mistyped command or option is one line with the suggestion, exit 2', async () => {
    expect(await runCli(['scroe'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "heartbeat-gate: unknown command 'scroe'; did you mean score? (heartbeat-gate help lists the commands)\n",
    });
    expect(await runCli(['score', '--jsno'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "heartbeat-gate score: Unknown option '--jsno'; did you mean --json? (heartbeat-gate score --help lists its options)\n",
    });
    // node's own parse errors (a missing value) are one line too.
    const missing = await runCli(['score', '--now']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain('--now');
  });

  it("help <command> prints that command's help, as <command> --help does", async () => {
    const help = await runCli(['help', 'score']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: heartbeat-gate score \[--json\]/);
    expect(help.stdout).toContain('  --remote <name|url|path>');
    expect(await runCli(['score', '--help'])).toEqual(help);
    expect(await runCli(['help', 'help'])).toEqual(await runCli(['help']));
    expect(await runCli(['help', 'scroe'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /^heartbeat-gate: unknown command 'scroe'; did you mean score\?/,
      ),
    });
  });

  it("every command's synopsis lists every option it takes, and it takes every option listed", async () => {
    const general = (await runCli(['help'])).stdout;
    const names = [...general.matchAll(/^ {2}(\S+) {2,}\S/gm)].map((m) => m[1] ?? '');
    expect(names.length).toBeGreaterThanOrEqual(16);
    for (const name of names) {
      const help = (await runCli(['help', name])).stdout;
      const synopsis = help.slice(0, help.indexOf('\n\n'));
      const listed = [...synopsis.matchAll(/--([a-z-]+)( <[^>\]]+>| [a-z|-]+)?/g)];
      const described = [...help.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]);
      // The synopsis and the option list name the same options, in the same order.
      expect(
        listed.map((m) => m[1]),
        name,
      ).toEqual(described);
      for (const [, option, value] of listed) {
        // The parser knows each: with --help after it, an option it did not take would be exit 2.
        const args = [name, `--${option}`, ...(value ? ['x'] : []), '--help'];
        expect(await runCli(args), args.join(' ')).toMatchObject({ code: 0, stderr: '' });
      }
    }
  });

  it("help and every command's help fit a terminal 100 columns wide", async () => {
    const general = (await runCli(['help'])).stdout;
    const names = [...general.matchAll(/^ {2}(\S+) {2,}\S/gm)].map((m) => m[1] ?? '');
    for (const text of [
      general,
      ...(await Promise.all(names.map((n) => runCli(['help', n])))).map((r) => r.stdout),
    ]) {
      // An example command stays on one line, to be copied whole.
      const wide = text
        .split('\n')
        .filter((line) => [...line].length > 100 && !line.startsWith('heartbeat-gate '));
      expect(wide).toEqual([]);
    }
  });

  it('prints the package version with --version', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-v', '-V']) {
      expect(await runCli([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('help lists every command with its one-line summary', async () => {
    const result = await runCli(['help']);
    expect(result.code).toBe(0);
    for (const name of [
      'init',
      'lint',
      'evidence',
      'check-commit',
      'cycle',
      'verdict',
      'feedback',
      'score',
      'history',
      'prompt',
      'log',
      'badge',
      'demo',
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^  ${name} +\\S.{10,}$`, 'm'));
    }
  });

  it('names an unknown command and exits 2', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });

  it('prints usage and exits 0 on --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Exit codes: 0 ok/accepted, 1 blocked/failed gate, 2 usage');
  });
});

describe('a path the system refuses', () => {
  const repoSetUp = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hg-path-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    await mkdir(join(dir, '.heartbeat'));
    await writeFile(join(dir, '.heartbeat/config.json'), '{}\n');
    return dir;
  };

  it.each([
    ['site', '--out', '/dev/null/x'],
    ['badge', '--out', '/dev/null/x.svg'],
  ])(
    '%s %s %s: one line naming the path and the problem, exit 2, no stack trace',
    async (...argv) => {
      const result = await runCli([...argv, '--now', '2026-03-02T12:00:00Z'], {
        cwd: await repoSetUp(),
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        new RegExp(`^heartbeat-gate ${argv[0]}: /dev/null/x\\S*: not a directory\\n$`),
      );
    },
  );

  // Node's recursive mkdir spins forever there: mkdir says the parent is missing, yet it exists.
  it.runIf(existsSync('/proc/self'))(
    'site and badge --out under /proc: one line, exit 2, and they end',
    async () => {
      const dir = await repoSetUp();
      for (const [argv, folder] of [
        [['site', '--out', '/proc/x'], '/proc/x'],
        [['site', '--out', '/proc/x/y/z'], '/proc/x'],
        [['badge', '--out', '/proc/x/badge.svg'], '/proc/x'],
      ] as const) {
        const result = await runCli([...argv, '--now', '2026-03-02T12:00:00Z'], { cwd: dir });
        expect({ argv, ...result }).toEqual({
          argv,
          code: 2,
          stdout: '',
          stderr: `heartbeat-gate ${argv[0]}: ${folder}: cannot create a folder there\n`,
        });
      }
    },
  );
});
