import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_VERIFY_HINT,
  formatContractDiagnostic,
  hasContractErrors,
  HeartbeatContractSchema,
  parseHeartbeatContract,
  slugifyTaskId,
  type HeartbeatContract,
} from '../../src/index.js';

/** The seed 003 example, verbatim. */
const SEED_EXAMPLE = `# Heartbeat

Focus on email monitoring during business hours.
Richard has a client demo on Thursday — prioritize any support tickets.

## Tasks

- [ ] check_email | Check for new important emails | required | verify: email_count
- [ ] review_tasks | Review and update task priorities | required | verify: task_list_updated
- [x] weather_brief | Prepare morning weather brief | optional | verify: weather_sent
- [ ] memory_cleanup | Run memory deduplication | optional | verify: dedup_count | max_attempts: 5

## Notes

Anything after the Tasks section is also captured as context.
`;

const inTasks = (...lines: string[]) => parseHeartbeatContract(['## Tasks', ...lines].join('\n'));
const one = (line: string) => {
  const contract = inTasks(line);
  expect(contract.diagnostics).toEqual([]);
  expect(contract.tasks).toHaveLength(1);
  return contract.tasks[0]!;
};
const errors = (contract: HeartbeatContract) =>
  contract.diagnostics.filter((d) => d.severity === 'error');
const warnings = (contract: HeartbeatContract) =>
  contract.diagnostics.filter((d) => d.severity === 'warning');

describe('parseHeartbeatContract: the seed 003 example', () => {
  const contract = parseHeartbeatContract(SEED_EXAMPLE, 'HEARTBEAT.md');

  it('reads every task with its fields and line', () => {
    expect(contract.tasks).toEqual([
      {
        id: 'check_email',
        description: 'Check for new important emails',
        required: true,
        verify: 'email_count',
        maxAttempts: 3,
        preMarked: false,
        line: 8,
      },
      {
        id: 'review_tasks',
        description: 'Review and update task priorities',
        required: true,
        verify: 'task_list_updated',
        maxAttempts: 3,
        preMarked: false,
        line: 9,
      },
      {
        id: 'weather_brief',
        description: 'Prepare morning weather brief',
        required: false,
        verify: 'weather_sent',
        maxAttempts: 3,
        preMarked: true,
        line: 10,
      },
      {
        id: 'memory_cleanup',
        description: 'Run memory deduplication',
        required: false,
        verify: 'dedup_count',
        maxAttempts: 5,
        preMarked: false,
        line: 11,
      },
    ]);
    expect(contract.diagnostics).toEqual([]);
    expect(HeartbeatContractSchema.parse(contract)).toEqual(contract);
  });

  it('keeps everything before and after `## Tasks` as the freeform context', () => {
    expect(contract.context).toBe(
      [
        '# Heartbeat',
        '',
        'Focus on email monitoring during business hours.',
        'Richard has a client demo on Thursday — prioritize any support tickets.',
        '',
        '## Notes',
        '',
        'Anything after the Tasks section is also captured as context.',
      ].join('\n'),
    );
  });
});

describe('task line grammar', () => {
  it.each(['-', '*', '+'])('list marker %s', (marker) => {
    expect(one(`${marker} [ ] a | Do a`).id).toBe('a');
  });

  it.each([
    ['[ ]', false],
    ['[x]', true],
    ['[X]', true],
  ])('checkbox %s → preMarked %s', (box, preMarked) => {
    expect(one(`- ${box} a | Do a`).preMarked).toBe(preMarked);
  });

  it('defaults: required, verify hint task_completed, max_attempts 3', () => {
    expect(one('- [ ] a | Do a')).toMatchObject({
      required: true,
      verify: DEFAULT_VERIFY_HINT,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
    });
    expect(DEFAULT_VERIFY_HINT).toBe('task_completed');
    expect(DEFAULT_MAX_ATTEMPTS).toBe(3);
  });

  it.each([
    ['required', true],
    ['optional', false],
    ['Optional', false],
    ['REQUIRED', true],
  ])('%s → required %s', (field, required) => {
    expect(one(`- [ ] a | Do a | ${field}`).required).toBe(required);
  });

  it.each([
    ['verify: email_count', 'email_count'],
    ['verify:email_count', 'email_count'],
    ['Verify:  email_count > 0', 'email_count > 0'],
    ['email_count', 'email_count'],
    ['check:ci/test', 'check:ci/test'],
    ['verify: cmd:npm test', 'cmd:npm test'],
  ])('verification hint %j → %j (the verify: prefix is optional)', (field, hint) => {
    expect(one(`- [ ] a | Do a | required | ${field}`).verify).toBe(hint);
  });

  it.each([
    ['max_attempts: 5', 5],
    ['max_attempts:1', 1],
    ['MAX_ATTEMPTS : 12', 12],
    ['max-attempts: 7', 7],
  ])('%s → %i', (field, maxAttempts) => {
    expect(one(`- [ ] a | Do a | ${field}`).maxAttempts).toBe(maxAttempts);
  });

  it('optional fields may come in any order', () => {
    expect(one('- [ ] a | Do a | max_attempts: 2 | verify: x | optional')).toMatchObject({
      required: false,
      verify: 'x',
      maxAttempts: 2,
    });
  });

  it('the description keeps its inner text, trimmed', () => {
    expect(one('- [ ] a |   Check *all*  the inboxes   ').description).toBe(
      'Check *all*  the inboxes',
    );
  });
});

describe('slugifyTaskId', () => {
  it.each([
    ['check_email', 'check_email'],
    ['Check Email', 'check_email'],
    ['Check   new  Email', 'check_new_email'],
    ['Check E-mail!', 'check_e_mail'],
    ['`check_email`', 'check_email'],
    ['  weather.brief  ', 'weather_brief'],
    ['task__1', 'task_1'],
    ['Überprüfe Café', 'überprüfe_café'],
    ['!!!', ''],
  ])('%j → %j', (text, id) => {
    expect(slugifyTaskId(text)).toBe(id);
  });

  it('an id of exactly 100 characters is fine', () => {
    expect(one(`- [ ] ${'a'.repeat(100)} | Do it`).id).toHaveLength(100);
  });

  it('is what the parser uses for task_id', () => {
    expect(one('- [ ] Check Email | Check for new emails').id).toBe('check_email');
  });
});

describe('whitespace, line endings and pipes', () => {
  it('CRLF line endings parse like LF and leave no \\r behind', () => {
    const crlf = parseHeartbeatContract(SEED_EXAMPLE.replaceAll('\n', '\r\n'));
    const lf = parseHeartbeatContract(SEED_EXAMPLE);
    expect(crlf).toEqual(lf);
    expect(crlf.context).not.toContain('\r');
  });

  it('old Mac line endings (lone \\r) split lines too', () => {
    expect(parseHeartbeatContract(SEED_EXAMPLE.replaceAll('\n', '\r'))).toEqual(
      parseHeartbeatContract(SEED_EXAMPLE),
    );
  });

  it('tabs and extra spaces around markers, checkboxes and fields', () => {
    expect(
      one('\t-\t[x]\t Check\tEmail \t|\t Check the inbox\t|  optional  |\tverify:  n  '),
    ).toEqual({
      id: 'check_email',
      description: 'Check the inbox',
      required: false,
      verify: 'n',
      maxAttempts: 3,
      preMarked: true,
      line: 2,
    });
  });

  it('a marker written against its checkbox still counts', () => {
    expect(one('-[ ] a | Do a').id).toBe('a');
  });

  it('trailing pipes and empty middle fields add nothing', () => {
    expect(one('- [ ] a | Do a | optional | verify: x | max_attempts: 4 |')).toMatchObject({
      required: false,
      verify: 'x',
      maxAttempts: 4,
    });
    expect(one('- [ ] a | Do a ||')).toMatchObject({ required: true, verify: 'task_completed' });
    expect(one('- [ ] a | Do a | | optional').required).toBe(false);
  });

  it('a byte order mark does not hide the first heading', () => {
    expect(parseHeartbeatContract('\uFEFF## Tasks\n- [ ] a | Do a').tasks).toHaveLength(1);
  });

  it('indented (nested) task lines are tasks too', () => {
    expect(inTasks('- [ ] a | Do a', '    - [ ] b | Do b').tasks.map((t) => t.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('sections', () => {
  it('without `## Tasks`, there are no tasks, all text is context, and a warning says so', () => {
    const text = '# Heartbeat\n\n- [ ] a | Do a\n';
    const contract = parseHeartbeatContract(text, 'HEARTBEAT.md');
    expect(contract.tasks).toEqual([]);
    expect(contract.context).toBe('# Heartbeat\n\n- [ ] a | Do a');
    expect(contract.diagnostics).toEqual([
      {
        file: 'HEARTBEAT.md',
        line: 0,
        severity: 'warning',
        message: expect.stringContaining('no `## Tasks` section'),
      },
    ]);
    expect(hasContractErrors(contract)).toBe(false);
  });

  it('the empty file is an empty contract with that warning', () => {
    const contract = parseHeartbeatContract('');
    expect(contract).toMatchObject({ tasks: [], context: '' });
    expect(warnings(contract)).toHaveLength(1);
  });

  it('an empty `## Tasks` section is a warning on its heading', () => {
    const contract = parseHeartbeatContract('Intro\n\n## Tasks\n\n## Later\ntext');
    expect(contract.diagnostics).toEqual([
      { line: 3, severity: 'warning', message: 'the `## Tasks` section holds no tasks' },
    ]);
    expect(contract.context).toBe('Intro\n\n## Later\ntext');
  });

  it('the heading is matched case-insensitively, with a closing sequence or a colon', () => {
    for (const heading of ['## tasks', '## TASKS', '## Tasks ##', '  ## Tasks', '## Tasks:']) {
      expect(parseHeartbeatContract(`${heading}\n- [ ] a | Do a`).tasks).toHaveLength(1);
    }
  });

  it('the section ends at the next heading of level 1 or 2; level 3 groups tasks inside it', () => {
    const contract = parseHeartbeatContract(
      [
        '## Tasks',
        '### Morning',
        '- [ ] a | Do a',
        '### Evening',
        '- [ ] b | Do b',
        '# Appendix',
        '- [ ] c | Not a task here',
      ].join('\n'),
    );
    expect(contract.tasks.map((t) => t.id)).toEqual(['a', 'b']);
    expect(contract.context).toBe('# Appendix\n- [ ] c | Not a task here');
    expect(contract.diagnostics).toEqual([]);
  });

  it('near-miss headings are warned about, and their lines stay context', () => {
    const contract = parseHeartbeatContract(
      ['# Tasks', '- [ ] a | Do a', '### Tasks', '##Tasks', '## Tasks for today'].join('\n'),
    );
    expect(contract.tasks).toEqual([]);
    expect(warnings(contract).map((d) => d.line)).toEqual([0, 1, 3, 4, 5]);
    expect(warnings(contract)[1]!.message).toContain('`# Tasks` is not a `## Tasks` heading');
  });

  it('a second `## Tasks` section adds its tasks, with a warning', () => {
    const contract = parseHeartbeatContract(
      '## Tasks\n- [ ] a | Do a\n## Notes\nn\n## Tasks\n- [ ] b | Do b',
    );
    expect(contract.tasks.map((t) => [t.id, t.line])).toEqual([
      ['a', 2],
      ['b', 6],
    ]);
    expect(contract.context).toBe('## Notes\nn');
    expect(warnings(contract)).toEqual([
      expect.objectContaining({ line: 5, message: expect.stringContaining('first is on line 1') }),
    ]);
  });

  it('a `## Tasks` inside a code block in the context is only text', () => {
    const text = 'Example:\n```markdown\n## Tasks\n- [ ] a | Do a\n```\n## Tasks\n- [ ] b | Do b';
    const contract = parseHeartbeatContract(text);
    expect(contract.tasks.map((t) => t.id)).toEqual(['b']);
    expect(contract.context).toBe('Example:\n```markdown\n## Tasks\n- [ ] a | Do a\n```');
  });

  it('a code block inside `## Tasks` is skipped with one warning, its lines are not tasks', () => {
    const contract = inTasks('~~~', '- [ ] a | Do a', '~~~', '- [ ] b | Do b');
    expect(contract.tasks.map((t) => t.id)).toEqual(['b']);
    expect(contract.diagnostics).toEqual([
      expect.objectContaining({ line: 2, severity: 'warning' }),
    ]);
  });

  it('an HTML comment switches a task off quietly, on one line or several', () => {
    const contract = inTasks(
      '<!-- - [ ] off | Switched off -->',
      '<!--',
      '- [ ] off2 | Also off',
      '-->',
      '- [ ] on | Still on',
    );
    expect(contract.tasks.map((t) => t.id)).toEqual(['on']);
    expect(contract.diagnostics).toEqual([]);
  });

  it('blank lines and thematic breaks inside `## Tasks` are fine', () => {
    expect(inTasks('', '- [ ] a | Do a', '', '---', '* * *', '- [ ] b | Do b').diagnostics).toEqual(
      [],
    );
  });

  it('prose inside `## Tasks` is a warning: it reaches neither tasks nor context', () => {
    const contract = inTasks('These run every cycle.', '- [ ] a | Do a', '**Important**');
    expect(contract.tasks).toHaveLength(1);
    expect(contract.context).toBe('');
    expect(warnings(contract).map((d) => d.line)).toEqual([2, 4]);
    expect(hasContractErrors(contract)).toBe(false);
  });
});

describe('hints and words that are no typo stay what they are', () => {
  it.each([
    ['- [ ] a | Do a | email_count', 'email_count'],
    ['- [ ] a | Do a | verify: email_count > 0', 'email_count > 0'],
    ['- [ ] a | Do a | verify: note: ask the operator', 'note: ask the operator'],
    ['- [ ] a | Do a | evidence:build.complete', 'evidence:build.complete'],
    ['- [ ] a | Do a | verify: evidence:Verify.Passed', 'evidence:Verify.Passed'],
    ['- [ ] a | Do a | verify: mandatory', 'mandatory'],
    ['- [ ] a | Do a | reviewed', 'reviewed'],
  ])('%j: hint %j', (line, hint) => {
    const contract = inTasks(line);
    expect(contract.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(contract.tasks.map((t) => t.verify)).toEqual([hint]);
  });
});

describe('bad task lines are reported with their line number and reason', () => {
  it.each([
    ['- check_email | no checkbox', 'without a checkbox'],
    ['- [y] a | Do a', 'checkbox `[y]` is not'],
    ['- [] a | Do a', 'checkbox `[]` is not'],
    ['- [  ] a | Do a', 'is not `[ ]`, `[x]` or `[X]`'],
    ['-', 'an empty list item'],
    ['- [ ]', 'a checkbox without a task'],
    ['[ ] a | Do a', 'without a list marker'],
    ['1. [ ] a | Do a', 'a numbered list item'],
    ['check_email | Check email', 'must start with a list marker and a checkbox'],
    ['- [ ] check_email', 'task `check_email` has no description'],
    ['- [ ] a |', 'task `a` has no description'],
    ['- [ ] a |  | required', 'task `a` has an empty description'],
    ['- [ ] | Do it', 'empty task_id'],
    ['- [ ] !!! | Do it', 'task_id `!!!` has no letter or digit'],
    [`- [ ] ${'a'.repeat(101)} | Do it`, 'is longer than 100 characters'],
    ['- [ ] a | Do a | required | optional', 'both required and optional'],
    ['- [ ] a | Do a | max_attempts: 0', 'at least 1, not `0`'],
    ['- [ ] a | Do a | max_attempts: three', 'not `three`'],
    ['- [ ] a | Do a | max_attempts: -2', 'not `-2`'],
    ['- [ ] a | Do a | max_attempts: 2.5', 'not `2.5`'],
    ['- [ ] a | Do a | max_attempts:', 'not ``'],
    ['- [ ] a | Do a | max_attempts: 2 | max_attempts: 3', 'max_attempts twice'],
    ['- [ ] a | Do a | verify:', 'empty verify: hint'],
    ['- [ ] a | Do a | verify: x | verify: y', 'two verification hints (`x` and `y`)'],
    ['- [ ] a | Do a | email_count | verify: y', 'two verification hints (`email_count` and `y`)'],
    // Typos are errors with the word meant: read as a hint, each would cost the task every cycle.
    ['- [ ] a | Do a | mandatory', 'unknown flag `mandatory`; did you mean required?'],
    ['- [ ] a | Do a | mandatory | verify: y', 'unknown flag `mandatory`; did you mean required?'],
    ['- [ ] a | Do a | requried', 'unknown flag `requried`; did you mean required?'],
    ['- [ ] a | Do a | Optinal', 'unknown flag `Optinal`; did you mean optional?'],
    [
      '- [ ] a | Do a | max_attempt: 5',
      'unknown field `max_attempt:`; did you mean max_attempts:?',
    ],
    ['- [ ] a | Do a | retries: 5', 'unknown field `retries:`; did you mean max_attempts:?'],
    ['- [ ] a | Do a | verfy: cmd:true', 'unknown field `verfy:`; did you mean verify:?'],
  ])('%j: %s', (line, reason) => {
    const contract = inTasks('- [ ] ok | Fine', line, '- [ ] ok2 | Fine too');
    expect(errors(contract)).toEqual([
      { line: 3, severity: 'error', message: expect.stringContaining(reason) },
    ]);
    expect(contract.tasks.map((t) => t.id)).toEqual(['ok', 'ok2']);
    expect(hasContractErrors(contract)).toBe(true);
  });

  it('a duplicate task id is an error naming the first line; the first task wins', () => {
    const contract = inTasks('- [ ] a | First', '- [ ] b | Other', '- [x] A | Second');
    expect(contract.tasks.map((t) => [t.id, t.description])).toEqual([
      ['a', 'First'],
      ['b', 'Other'],
    ]);
    expect(contract.diagnostics).toEqual([
      {
        line: 4,
        severity: 'error',
        message: 'duplicate task_id `a` (first on line 2); task ids must be unique',
      },
    ]);
  });

  it('ids that slugify alike are duplicates', () => {
    expect(errors(inTasks('- [ ] check email | A', '- [ ] Check-Email | B'))).toHaveLength(1);
  });

  it('diagnostics name the file and format as file:line', () => {
    const contract = parseHeartbeatContract('## Tasks\n- [y] a | b', 'ops/HEARTBEAT.md');
    expect(contract.diagnostics.map(formatContractDiagnostic)).toEqual([
      'ops/HEARTBEAT.md:2: error: checkbox `[y]` is not `[ ]`, `[x]` or `[X]`',
    ]);
    expect(formatContractDiagnostic({ line: 0, severity: 'warning', message: 'm' })).toBe(
      'HEARTBEAT.md: warning: m',
    );
  });

  it('long untrusted text is clipped in messages', () => {
    const contract = inTasks(`- [ ] a | Do a | max_attempts: ${'9x'.repeat(500)}`);
    expect(errors(contract)[0]!.message.length).toBeLessThan(200);
  });
});
