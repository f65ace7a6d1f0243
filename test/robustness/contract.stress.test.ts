/**
 * The contract parser on arbitrary text (fast-check): it never throws, always returns a
 * well-formed contract, and takes time linear in its input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeartbeatContractSchema, parseHeartbeatContract, slugifyTaskId } from '../../src/index.js';

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

/** Median time of `runs` runs of `work`, in ms. */
function medianTime(work: () => unknown, runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/** Repeats `unit` up to about `size` characters. */
function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length));
}

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

describe('linear in contract size', () => {
  // Each contract is built to hit a path that a naive parser makes quadratic or a backtracking
  // regular expression makes exponential.
  const contracts: [string, string][] = [
    [
      'many distinct tasks with every field',
      TASKS +
        linesTo(
          (i) =>
            `* [x] Weather Brief ${i} | Prepare it | optional | verify: sent > 0 | max_attempts: 5 |\r\n`,
          FIVE_MB,
        ),
    ],
    ['many duplicate ids', TASKS + repeatTo('- [ ] a | b\n', FIVE_MB)],
    ['many bad lines (errors)', TASKS + repeatTo('- [y] a | b\n- c | d\n1. [ ] e | f\n', FIVE_MB)],
    ['many prose lines (warnings)', TASKS + repeatTo('some words\n', FIVE_MB)],
    ['one 5 MB line of spaces, then text', `${TASKS}- [ ] a |${repeatTo(' ', FIVE_MB)}x`],
    ['one 5 MB line of pipes', `${TASKS}- [ ] a${repeatTo('|', FIVE_MB)}`],
    ['one 5 MB task id', `${TASKS}- [ ] ${repeatTo('Ab -', FIVE_MB)} | d`],
    ['one 5 MB line of #', repeatTo('#', FIVE_MB)],
    ['a heading with 5 MB of closing #s and spaces', `## Tasks${repeatTo(' #', FIVE_MB)}`],
    ['one 5 MB line of brackets', `${TASKS}${repeatTo('[', FIVE_MB)}`],
    ['one 5 MB line of digits', `${TASKS}${repeatTo('1', FIVE_MB)}. x`],
    ['one huge max_attempts', `${TASKS}- [ ] a | b | max_attempts: ${repeatTo('9', FIVE_MB)}`],
    ['one line of verify fields', `${TASKS}- [ ] a | b${repeatTo(' | verify: x', FIVE_MB)}`],
    ['one line of colons', `${TASKS}- [ ] a | b | ${repeatTo(':', FIVE_MB)}`],
    ['many fence lines', repeatTo('```\n## Tasks\n~~~~\n', FIVE_MB)],
    ['many comment openers on one line', `${TASKS}${repeatTo('<!--', FIVE_MB)}`],
    ['many `## Tasks` headings', repeatTo('## Tasks\n', FIVE_MB)],
    ['many near-miss headings', repeatTo('### Tasks for today\n', FIVE_MB)],
    ['CR-only line endings', TASKS + linesTo((i) => `- [ ] t${i} | b\r`, FIVE_MB)],
    ['non-ASCII task ids', TASKS + linesTo((i) => `- [ ] Überprüfe Café 検査 ${i} | d\n`, FIVE_MB)],
  ];

  it.each(contracts)(
    '%s: 5 MB parses within a constant factor of splitting it into lines and fields',
    (_name, text) => {
      // The peer, measured on the same text in the same run: split into lines, trim each line
      // and split it at its pipes (the tokens the grammar is made of).
      const baseline = medianTime(
        () => text.split(/\r\n|\r|\n/).map((line) => line.trim().split('|')).length,
      );
      const elapsed = medianTime(() => parseHeartbeatContract(text, 'HEARTBEAT.md'), 1);
      expect(elapsed).toBeLessThan(Math.max(baseline, 5) * 60);
    },
  );

  it('quadrupling the contract roughly quadruples the work, not sixteenfold', () => {
    const unit = (i: number) =>
      `- [x] Check Email ${i} | Check | optional | verify: n | max_attempts: 4 |\nprose\n- [y] bad\n`;
    const small = TASKS + linesTo(unit, FIVE_MB / 4);
    const large = TASKS + linesTo(unit, FIVE_MB);
    const tSmall = medianTime(() => parseHeartbeatContract(small));
    const tLarge = medianTime(() => parseHeartbeatContract(large));
    // 4x the input; a quadratic parser would take ~16x. Generous for noisy machines.
    expect(tLarge).toBeLessThan(Math.max(tSmall, 2) * 10);
  });
});
