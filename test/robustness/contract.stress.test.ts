/**
 * The contract parser on arbitrary text (fast-check): it never throws, always returns a
 * well-formed contract, and reads megabytes to the size limit and no further.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CONTRACT_BYTES } from '../../src/core/contract.js';
import { HeartbeatContractSchema, parseHeartbeatContract, slugifyTaskId } from '../../src/index.js';
import { repeatTo } from '../helpers/text.js';

/** Text made of the pieces contracts are made of, so the properties reach the grammar's corners. */
const contractish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '## Tasks',
        '## Notes',
        '# Heartbeat',
        '### Sub',
        '##Tasks',
        '\n',
        '\r\n',
        '\r',
        '\t',
        ' ',
        '- ',
        '* ',
        '+ ',
        '1. ',
        '[ ] ',
        '[x] ',
        '[X] ',
        '[y]',
        '[]',
        '|',
        ' | ',
        'required',
        'optional',
        'verify:',
        'verify: ',
        'max_attempts:',
        'max_attempts: ',
        '```',
        '~~~',
        '<!--',
        '-->',
        '---',
        '#',
        '\uFEFF',
        'check_email',
        'Check Email',
      ),
      fc.integer({ min: -5, max: 20 }).map(String),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''));

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), contractish);

describe('parseHeartbeatContract on arbitrary text', () => {
  it('never throws and always returns a schema-valid, self-consistent contract', () => {
    fc.assert(
      fc.property(anyText, fc.option(fc.string(), { nil: undefined }), (text, file) => {
        const contract = parseHeartbeatContract(text, file);
        HeartbeatContractSchema.parse(contract);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        const ids = contract.tasks.map((t) => t.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const task of contract.tasks) {
          expect(task.id).toBe(slugifyTaskId(task.id));
          expect(task.id).not.toBe('');
          expect(task.line).toBeLessThanOrEqual(lineCount);
          expect(task.description).toBe(task.description.trim());
          expect(task.description).not.toContain('|');
        }
        for (const diagnostic of contract.diagnostics) {
          expect(diagnostic.line).toBeLessThanOrEqual(lineCount);
          expect(diagnostic.file).toBe(file);
        }
        expect(contract.context).not.toMatch(/\r/);
      }),
      { numRuns: 3000 },
    );
  });

  it('CRLF, lone CR and LF line endings give the same contract', () => {
    fc.assert(
      fc.property(contractish, (text) => {
        const lf = text.replaceAll('\r\n', '\n').replaceAll('\r', '\n');
        const expected = parseHeartbeatContract(lf);
        expect(parseHeartbeatContract(lf.replaceAll('\n', '\r\n'))).toEqual(expected);
        expect(parseHeartbeatContract(lf.replaceAll('\n', '\r'))).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('slugifyTaskId is idempotent and leaves only letters, digits, marks and inner underscores', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })), (text) => {
        const id = slugifyTaskId(text);
        expect(slugifyTaskId(id)).toBe(id);
        expect(id).toMatch(/^(?:[\p{L}\p{N}\p{M}]+(?:_[\p{L}\p{N}\p{M}]+)*)?$/u);
      }),
      { numRuns: 2000 },
    );
  });
});

/** A task as an operator writes it, with whatever spacing and field order. */
const writtenTask = fc.record({
  id: fc.stringMatching(/^[a-z][a-z0-9]{0,8}(?:_[a-z0-9]{1,6}){0,2}$/),
  marker: fc.constantFrom('-', '*', '+'),
  box: fc.constantFrom('[ ]', '[x]', '[X]'),
  description: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,]{0,30}[A-Za-z0-9.]$/),
  required: fc.option(fc.boolean(), { nil: undefined }),
  verify: fc.option(fc.stringMatching(/^[a-z][a-z_:>0-9 ]{0,15}[a-z0-9]$/), { nil: undefined }),
  prefix: fc.boolean(),
  maxAttempts: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
  space: fc.constantFrom(' ', '  ', '\t', ' \t '),
  trailingPipe: fc.boolean(),
});

describe('written tasks read back', () => {
  it('every field an operator writes comes back, whatever the spacing and field order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(writtenTask, { selector: (t) => t.id, minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (tasks, shuffle) => {
          const lines = tasks.map((t) => {
            const options = [
              t.required === undefined ? undefined : t.required ? 'required' : 'optional',
              t.verify === undefined
                ? undefined
                : t.prefix || t.verify.includes(':') || /^(required|optional)$/.test(t.verify)
                  ? `verify: ${t.verify}`
                  : t.verify,
              t.maxAttempts === undefined ? undefined : `max_attempts: ${t.maxAttempts}`,
            ].filter((o): o is string => o !== undefined);
            if (shuffle) options.reverse();
            const sep = `${t.space}|${t.space}`;
            return `${t.marker} ${t.box} ${[t.id, t.description, ...options].join(sep)}${t.trailingPipe ? ' |' : ''}`;
          });
          const contract = parseHeartbeatContract(
            ['Intro', '', '## Tasks', '', ...lines, '', '## After', 'Outro'].join('\n'),
          );
          expect(contract.diagnostics).toEqual([]);
          expect(contract.context).toBe('Intro\n\n## After\nOutro');
          expect(contract.tasks).toEqual(
            tasks.map((t, i) => ({
              id: t.id,
              description: t.description.trim(),
              required: t.required ?? true,
              verify: t.verify ?? 'task_completed',
              maxAttempts: t.maxAttempts ?? 3,
              preMarked: t.box !== '[ ]',
              line: 5 + i,
            })),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

const FIVE_MB = 5 * 1024 * 1024;
const TASKS = '## Tasks\n';

/** About `size` characters of lines `line(i)` for i = 0, 1, 2, ... */
function linesTo(line: (i: number) => string, size: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const next = line(i);
    lines.push(next);
    length += next.length;
  }
  return lines.join('');
}

/** The 1-based line on which the UTF-8 size of `text` (one byte per line break) passes `limit`. */
function lineCrossing(text: string, limit: number): number {
  let bytes = 0;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    bytes += Buffer.byteLength(line) + 1;
    if (bytes - 1 > limit) return index + 1;
  }
  throw new Error('the text is within the limit');
}

// Each contract is built to hit a path that a naive parser makes quadratic or a backtracking
// regular expression makes exponential: a regression runs into the test timeout. How the time
// grows with size is measured in bench/linearity.bench.ts.
describe('a 5 MB contract', () => {
  const contracts: [string, number, string][] = [
    [
      'many distinct tasks with every field',
      1000,
      TASKS +
        linesTo(
          (i) =>
            `* [x] Weather Brief ${i} | Prepare it | optional | verify: sent > 0 | max_attempts: 5 |\r\n`,
          FIVE_MB,
        ),
    ],
    ['many duplicate ids', 1, TASKS + repeatTo('- [ ] a | b\n', FIVE_MB)],
    [
      'many bad lines (errors)',
      0,
      TASKS + repeatTo('- [y] a | b\n- c | d\n1. [ ] e | f\n', FIVE_MB),
    ],
    ['many prose lines (warnings)', 0, TASKS + repeatTo('some words\n', FIVE_MB)],
    ['one 5 MB line of spaces, then text', 0, `${TASKS}- [ ] a |${repeatTo(' ', FIVE_MB)}x`],
    ['one 5 MB line of pipes', 0, `${TASKS}- [ ] a${repeatTo('|', FIVE_MB)}`],
    ['one 5 MB task id', 0, `${TASKS}- [ ] ${repeatTo('Ab -', FIVE_MB)} | d`],
    ['one 5 MB line of #', 0, repeatTo('#', FIVE_MB)],
    ['a heading with 5 MB of closing #s and spaces', 0, `## Tasks${repeatTo(' #', FIVE_MB)}`],
    ['one 5 MB line of brackets', 0, `${TASKS}${repeatTo('[', FIVE_MB)}`],
    ['one 5 MB line of digits', 0, `${TASKS}${repeatTo('1', FIVE_MB)}. x`],
    ['one huge max_attempts', 0, `${TASKS}- [ ] a | b | max_attempts: ${repeatTo('9', FIVE_MB)}`],
    ['one line of verify fields', 0, `${TASKS}- [ ] a | b${repeatTo(' | verify: x', FIVE_MB)}`],
    ['one line of colons', 0, `${TASKS}- [ ] a | b | ${repeatTo(':', FIVE_MB)}`],
    ['many fence lines', 0, repeatTo('```\n## Tasks\n~~~~\n', FIVE_MB)],
    ['many comment openers on one line', 0, `${TASKS}${repeatTo('<!--', FIVE_MB)}`],
    ['many `## Tasks` headings', 0, repeatTo('## Tasks\n', FIVE_MB)],
    ['many near-miss headings', 0, repeatTo('### Tasks for today\n', FIVE_MB)],
    ['CR-only line endings', 1000, TASKS + linesTo((i) => `- [ ] t${i} | b\r`, FIVE_MB)],
    [
      'non-ASCII task ids',
      1000,
      TASKS + linesTo((i) => `- [ ] Überprüfe Café 検査 ${i} | d\n`, FIVE_MB),
    ],
  ];

  it.each(contracts)(
    '%s: read up to the size limit, the line that crosses it reported, %i tasks',
    (_name, tasks, text) => {
      const contract = parseHeartbeatContract(text, 'HEARTBEAT.md');
      expect(contract.tasks).toHaveLength(tasks);
      expect(contract.diagnostics.at(-1)).toEqual({
        file: 'HEARTBEAT.md',
        line: lineCrossing(text, MAX_CONTRACT_BYTES),
        severity: 'error',
        message: expect.stringMatching(/^the contract is over 512 KiB by this line/),
      });
      // Every task was read before that line.
      expect(contract.tasks.every((t) => t.line < contract.diagnostics.at(-1)!.line)).toBe(true);
    },
  );
});
