import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/** The README's evidence section: its console examples must be what the CLI really prints. */
function evidenceSection(): string {
  const readme = readFileSync('docs/evidence-gates.md', 'utf8');
  const start = readme.indexOf('<!-- section: evidence -->');
  const end = readme.indexOf('<!-- /section: evidence -->');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return readme.slice(start, end);
}

/** Splits a command line on spaces, keeping "double-quoted" arguments whole. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quoted = false;
  let started = false;
  for (const char of line) {
    if (char === '"') {
      quoted = !quoted;
      started = true;
    } else if (char === ' ' && !quoted) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (started) words.push(current);
  return words;
}

interface Example {
  readonly argv: string[];
  readonly output: string;
  /** The exit code the README shows with `echo $?`, when it shows one. */
  readonly code: number | undefined;
}

function examples(): Example[] {
  const found: Example[] = [];
  const blocks = evidenceSection().split('```console\n').slice(1);
  for (const block of blocks) {
    const lines = block.slice(0, block.indexOf('```')).split('\n');
    let current: { argv: string[]; output: string[]; code: number | undefined } | undefined;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line === '$ echo $?') {
        current!.code = Number(lines[++i]);
      } else if (line.startsWith('$ ')) {
        if (current) found.push({ ...current, output: current.output.join('\n') });
        const words = shellWords(line.slice(2));
        // `--no`: npx refuses to fetch an unpublished name from the registry (anyone could claim it).
        expect(words.slice(0, 3)).toEqual(['npx', '--no', 'heartbeat-gate']);
        current = { argv: words.slice(3), output: [], code: undefined };
      } else if (current) {
        current.output.push(line);
      }
    }
    if (current) found.push({ ...current, output: current.output.join('\n') });
  }
  return found;
}

describe('README: heartbeat-gate evidence examples', () => {
  const all = examples();

  it('shows an accepted and a blocked example with their exit codes', () => {
    expect(all.map((example) => example.code)).toEqual(expect.arrayContaining([0, 1]));
  });

  it.each(all.map((example) => [example.argv.join(' '), example] as const))(
    '%s prints what the README shows',
    async (_line, example) => {
      const result = await runCli(example.argv);
      expect(result.stdout.trimEnd()).toBe(example.output.trimEnd());
      expect(result.stderr).toBe('');
      if (example.code !== undefined) expect(result.code).toBe(example.code);
    },
  );
});

/** Runs a command with no standard input; resolves with its exit code and output. */
function spawn(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error);
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
    child.stdin?.end();
  });
}

describe('README: the evidence examples as a user runs them after npm ci', () => {
  const all = examples();

  // `npx heartbeat-gate` in the package runs its own bin (package.json "bin" → the committed
  // dist/cli/index.js). `--no` makes npx fail rather than fetch a package of that name.
  it.each(all.map((example) => [example.argv.join(' '), example] as const))(
    'npx --no heartbeat-gate %s prints what the README shows',
    async (_line, example) => {
      const result = await spawn('npx', ['--no', 'heartbeat-gate', ...example.argv]);
      expect(result.stdout.trimEnd()).toBe(example.output.trimEnd());
      if (example.code !== undefined) expect(result.code).toBe(example.code);
    },
  );

  it.each(all.map((example) => [example.argv.join(' '), example] as const))(
    'node dist/cli/index.js %s prints what the README shows',
    async (_line, example) => {
      const result = await spawn(process.execPath, ['dist/cli/index.js', ...example.argv]);
      expect(result.stdout.trimEnd()).toBe(example.output.trimEnd());
      expect(result.stderr).toBe('');
      if (example.code !== undefined) expect(result.code).toBe(example.code);
    },
  );
});
