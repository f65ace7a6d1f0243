/**
 * The docs' `console` examples as runnable steps: a part of the README or a page of docs/ (a
 * heading to the next of its level), its `$ command` lines with the output shown under each, and a player that runs
 * them in a repository and compares (commit ids aside; a `…` line, indented or not, stands for lines left out).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { runCli } from './cli.js';

const exec = promisify(execFile);

/** The README and every page of docs/, each as its lines. */
const DOCS = ['README.md', ...readdirSync('docs').map((name) => `docs/${name}`)]
  .filter((path) => path.endsWith('.md'))
  .map((path) => readFileSync(path, 'utf8').split('\n'));

/** The docs between a heading and the next heading of the same or a higher level (code blocks skipped). */
export function part(heading: string): string {
  const found = DOCS.filter((page) => page.includes(heading));
  if (found.length !== 1)
    throw new Error(`${found.length} docs pages have the heading '${heading}'`);
  const lines = found[0]!;
  const from = lines.indexOf(heading);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  let fenced = false;
  let to = from + 1;
  for (; to < lines.length; to++) {
    const line = lines[to] ?? '';
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const depth = /^(#+) /.exec(line)?.[1]?.length;
    if (!fenced && depth !== undefined && depth <= level) break;
  }
  return lines.slice(from + 1, to).join('\n');
}

export interface Step {
  command: string;
  expected: string[];
}

/** The `$ command` lines of a part's console blocks, each with the lines shown under it. */
export function steps(text: string): Step[] {
  const all: Step[] = [];
  for (const [, block = ''] of text.matchAll(/```console\n([\s\S]*?)```/g)) {
    for (const line of block.replace(/\n$/, '').split('\n')) {
      if (line.startsWith('$ ')) all.push({ command: line.slice(2), expected: [] });
      else all.at(-1)?.expected.push(line);
    }
  }
  return all;
}

/** Splits a command line as sh does for plain words and '…' / "…" quotes. */
export function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** Runs the steps in `cwd`: heartbeat-gate in-process, `echo $?` from the last, the rest in sh. */
export async function play(cwd: string, list: Step[]): Promise<void> {
  let lastCode = 0;
  for (const { command, expected } of list) {
    let output: string;
    const argv = words(command);
    if (argv[0] === 'heartbeat-gate' || (argv[0] === 'npx' && argv[1] === 'heartbeat-gate')) {
      const result = await runCli(argv.slice(argv[0] === 'npx' ? 2 : 1), { cwd });
      [output, lastCode] = [result.stdout + result.stderr, result.code];
    } else if (command === 'echo $?') {
      output = `${lastCode}\n`;
    } else {
      const { stdout, stderr } = await exec('sh', ['-c', command], { cwd });
      [output, lastCode] = [stdout + stderr, 0];
    }
    const printed = output.replace(/\b(Committed )[0-9a-f]{12}\b/g, '$1<commit>').split('\n');
    while (printed.at(-1) === '') printed.pop();
    const shown = expected.map((l) => l.replace(/\b(Committed )[0-9a-f]{12}\b/g, '$1<commit>'));
    if (!shown.some((l) => l.trim() === '…')) {
      expect(printed, command).toEqual(shown);
      continue;
    }
    // Each run of lines between `…` lines (indented or not) appears whole, in order.
    let at = 0;
    for (const chunk of shown.join('\n').split(/^ *…$/m)) {
      const lines = chunk.replace(/^\n+|\n+$/g, '').split('\n');
      if (lines.join('') === '') continue;
      const found = printed.findIndex(
        (_, i) => i >= at && lines.every((l, k) => printed[i + k] === l),
      );
      expect(found, `${command}: ${lines[0]}`).toBeGreaterThanOrEqual(0);
      at = found + lines.length;
    }
  }
}
