/**
 * What a user reads names the behaviour, not the project's own sources: "seed 002" or "the
 * evidence-gate design" sends a reader to something they cannot look up (a library's typings
 * included: "Evaluates one claim (seed 002, ...)" was evaluateEvidence's hover text). decisions.md alone speaks
 * of "the design", and says at its top what that is (the README's credits).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const SEED = /\bseeds?\b/i;
/** "the design", "the design's", "the heartbeat-contract design", "the design says". */
const DESIGN = /\bthe (?:[a-z-]+ )?design\b/i;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|md|ya?ml|json)$/.test(name))
    .map((name) => join(dir, name));

/** Each line of `files` that `pattern` matches, as `file:line: text`. */
function matching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('no internal jargon', () => {
  const docs = filesUnder('docs').filter((file) => !file.endsWith('decisions.md'));
  const read = [
    'README.md',
    ...docs,
    ...filesUnder('examples'),
    ...filesUnder('src/cli'),
    ...filesUnder('src/mcp'),
    // The library's typings, as an editor shows them on hover, and its API report.
    ...filesUnder('lib').filter((file) => file.endsWith('.d.ts')),
    'api/heartbeat-gate.api.md',
  ];

  it('the README, the docs, the examples, the CLI, the MCP server and the library never speak of seeds or of "the design"', () => {
    expect(matching(read, SEED)).toEqual([]);
    expect(matching(read, DESIGN)).toEqual([]);
  });

  it("no command's help does", async () => {
    const general = (await runCli(['help'])).stdout;
    const names = [...general.matchAll(/^ {2}(\S+) {2,}\S/gm)].map((m) => m[1] ?? '');
    for (const name of names) {
      const help = (await runCli(['help', name])).stdout;
      expect(help, name).not.toMatch(SEED);
      expect(help, name).not.toMatch(DESIGN);
    }
  });

  it('decisions.md says what "the design" is before it speaks of it', () => {
    const text = readFileSync('docs/decisions.md', 'utf8');
    const first = text.search(/\bthe design\b/i);
    expect(text.slice(0, first + 200)).toMatch(/"The design" is [^(]*\(the README's \[credits\]/i);
  });
});
