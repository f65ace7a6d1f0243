import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('heartbeat-gate (no command)', () => {
  it('prints usage on stderr (a diagnostic) and exits 2 when no command is given', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('usage: heartbeat-gate <command>');
  });

  it('suggests the command meant: scroe → score', async () => {
    const result = await runCli(['scroe']);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(
      /^heartbeat-gate: unknown command 'scroe'; did you mean score\?\n/,
    );
  });

  it('suggests the option meant: score --jsno → --json', async () => {
    const result = await runCli(['score', '--jsno']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^heartbeat-gate score: Unknown option '--jsno'; did you mean --json\?\n\nusage: heartbeat-gate score/,
    );
  });

  it('prints the package version with --version', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
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
