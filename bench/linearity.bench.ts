/**
 * Linearity: every parser of the agent's text, on inputs built to make a naive parser quadratic or
 * a backtracking regular expression explode. Subject: one parse of n characters; peer: eight
 * parses of n/8, in the same run. The ratio is about 1 when the parser is linear and about 8 when
 * it is quadratic (more when it backtracks); the goal, at most 4, leaves linear parsers room for
 * garbage collection that grows with live data and still fails a quadratic one by a factor of two.
 * One row per parser: its worst input, named in the note. The tests check these parsers' results on
 * the same kind of input (test/robustness/*.stress.test.ts); only time is measured here.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { claimsFromCommits } from '../src/app/verifiers/commits.js';
import { parseConfig } from '../src/config.js';
import { claimsFromCommentBody, taskIdsFromClaimPayload } from '../src/core/claims.js';
import { parseConfessionReport } from '../src/core/confession-report.js';
import { decideConfession } from '../src/core/confession.js';
import { parseHeartbeatContract } from '../src/core/contract.js';
import { parseCycleMessage } from '../src/core/cycle.js';
import { parseLedger } from '../src/core/ledger.js';
import { escapeMarkdown, escapeTableCell } from '../src/core/render/markdown.js';
import { terminalText } from '../src/core/render/terminal.js';
import { redactSecrets } from '../src/core/secrets.js';
import { evaluateEvidence, evidenceClaimsFromMessage } from '../src/core/evidence/index.js';
import { evidenceJudge } from '../src/core/evidence/judge.js';
import { GATED_TOPICS } from '../src/core/evidence/index.js';
import { parseTrailers } from '../src/core/trailers.js';
import { decodeUtf8 } from '../src/core/utf8.js';
import { parseVerifyHint } from '../src/core/verify.js';
import { InputError } from '../src/errors.js';
import { median, ratioRow, type BenchRow } from './measure.js';

const KB = 1024;
const MB = 1024 * KB;

/** One adversarial input: `unit` repeated to `size` characters, handed to `parse`. */
interface Case {
  readonly parser: string;
  readonly input: string;
  readonly parse: (text: string) => unknown;
  readonly unit: string;
  readonly size: number;
}

/** Repeats `unit` to about `size` characters. */
const repeatTo = (unit: string, size: number): string =>
  unit.repeat(Math.max(1, Math.ceil(size / unit.length)));

/** The sidecar reading one commit of the agent's (agents configured), trailers and all. */
const sidecar = (message: string) =>
  claimsFromCommits(
    [
      {
        sha: 'a'.repeat(40),
        date: '2026-03-01T10:00:00Z',
        authorName: 'Someone',
        authorEmail: 'someone@example.com',
        committerName: 'Someone',
        committerEmail: 'someone@example.com',
        message,
        paths: [],
      },
    ],
    ['agent'],
    evidenceJudge,
  );

/** A config parse that returns the InputError of bad input instead of throwing it. */
const config = (wrap: (text: string) => string) => (text: string) => {
  try {
    return parseConfig(wrap(text));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return error;
  }
};

const everyGate = (text: string) =>
  GATED_TOPICS.map((topic) => evaluateEvidence(topic, text, { mutationWarnThreshold: 80 }));
const confession = (text: string) => decideConfession(parseConfessionReport(text), 'confirmed');
const contract = (text: string) => parseHeartbeatContract(text, 'HEARTBEAT.md');
const TASKS = '## Tasks\n';
const cycleHead =
  'heartbeat: cycle 1 — score 0/50 (normal)\n\nbody\n\nHeartbeat-Cycle: 1\nHeartbeat-Score: 0\n' +
  'Heartbeat-Target: 50\nHeartbeat-Tier: normal\nHeartbeat-Delta: 0\nHeartbeat-Interval: 15\n';
const ledgerLine =
  '{"id":"verdict:1:task","at":"2026-01-01T00:00:00.000Z","kind":"verdict","taskId":"task","verdict":"verified","groundTruthContradiction":false,"required":true}\n';
const latin1 = (text: string) => Buffer.from(text, 'latin1');

type Row = [input: string, parse: (text: string) => unknown, unit: string, size: number];
const group = (parser: string, rows: Row[]): Case[] =>
  rows.map(([input, parse, unit, size]) => ({ parser, input, parse, unit, size }));

export const cases: readonly Case[] = [
  ...group('sidecar (commit claims)', [
    ['Co-authored-by of spaces', (t) => sidecar(`feat\n\nCo-authored-by:${t}x`), ' ', 256 * KB],
    [
      'Co-authored-by of tabs and <',
      (t) => sidecar(`feat\n\nCo-authored-by: ${t}`),
      '\t<',
      256 * KB,
    ],
  ]),
  ...group('trailers', [
    ['many trailer lines', (t) => parseTrailers(`s\n\n${t}`), 'Build-Done: tests: pass\n', MB],
    [
      'many continuation lines',
      (t) => parseTrailers(`s\n\n${t}`),
      'Build-Done: tests: pass\n  lint: pass\n',
      MB,
    ],
    ['many comment lines', (t) => parseTrailers(`s\n\n${t}`), '# comment\n', MB],
    ['many blank lines', (t) => parseTrailers(`s\n\n${t}`), '\n\n\n', MB],
    ['one long line of separators', (t) => parseTrailers(`s\n\n${t}`), ':::', MB],
    ['look-alike lines', (t) => parseTrailers(`s\n\n${t}`), 'not a trailer line\nKey: v\n', MB],
  ]),
  ...group('claims in comment bodies', [
    ['a fence, a long info string, a backtick', (t) => claimsFromCommentBody(`${t}\``), '```a', MB],
    [
      'a tilde fence and a long info string',
      (t) => claimsFromCommentBody(`${t}\``),
      '~~~build.',
      MB,
    ],
    [
      'many claims',
      (t) => claimsFromCommentBody(`${t}\``),
      '```build.done\ntests: pass\n```\n',
      MB,
    ],
    ['many unclosed-looking openers', (t) => claimsFromCommentBody(`${t}\``), '```x\n~~~y\n', MB],
    [
      'many indented fences',
      (t) => claimsFromCommentBody(`${t}\``),
      '   ````build.done\n    x\n   ````\n',
      MB,
    ],
    ['one long run of backticks', (t) => claimsFromCommentBody(`${t}\``), '`', MB],
    ['HTML comment openers', claimsFromCommentBody, '<!--\n', MB],
    ['a comment never closed', (t) => claimsFromCommentBody(`<!--\n${t}`), '```build.done\n', MB],
  ]),
  ...group('claim task ids', [
    ['separators', (t) => taskIdsFromClaimPayload(`Heartbeat-Task: a${t}b`), ' ,\t', MB],
  ]),
  ...group('HEARTBEAT.md contract', [
    [
      'task lines with every field',
      contract,
      '* [x] Weather Brief | Prepare it | optional | verify: sent > 0 | max_attempts: 5 |\r\n',
      MB,
    ],
    ['many duplicate ids', (t) => contract(TASKS + t), '- [ ] a | b\n', MB],
    ['many bad lines', (t) => contract(TASKS + t), '- [y] a | b\n- c | d\n1. [ ] e | f\n', MB],
    ['many prose lines', (t) => contract(TASKS + t), 'some words\n', MB],
    ['a line of spaces, then text', (t) => contract(`${TASKS}- [ ] a |${t}x`), ' ', MB],
    ['a line of pipes', (t) => contract(`${TASKS}- [ ] a${t}`), '|', MB],
    ['separators', (t) => contract(`${TASKS}- [ ] a${t}`), ' |', MB],
    ['one long task id', (t) => contract(`${TASKS}- [ ] ${t} | d`), 'Ab -', MB],
    ['a line of #', contract, '#', MB],
    ['a heading of closing #s', (t) => contract(`## Tasks${t}`), ' #', MB],
    ['a line of brackets', (t) => contract(TASKS + t), '[', MB],
    ['a line of digits', (t) => contract(`${TASKS}${t}. x`), '1', MB],
    ['one huge max_attempts', (t) => contract(`${TASKS}- [ ] a | b | max_attempts: ${t}`), '9', MB],
    ['a line of verify fields', (t) => contract(`${TASKS}- [ ] a | b${t}`), ' | verify: x', MB],
    ['a line of colons', (t) => contract(`${TASKS}- [ ] a | b | ${t}`), ':', MB],
    ['many fence lines', contract, '```\n## Tasks\n~~~~\n', MB],
    ['comment openers on one line', (t) => contract(TASKS + t), '<!--', MB],
    ['comment lines', (t) => contract(TASKS + t), '<!-- x\n', MB],
    ['many `## Tasks` headings', contract, '## Tasks\n', MB],
    ['many near-miss headings', contract, '### Tasks for today\n', MB],
    ['CR-only line endings', (t) => contract(TASKS + t), '- [ ] t | b\r', MB],
    ['non-ASCII task ids', (t) => contract(TASKS + t), '- [ ] Überprüfe Café 検査 | d\n', MB],
  ]),
  ...group('verify hint', [['spaces', (t) => parseVerifyHint(`verify:${t}cmd:x`), ' ', MB]]),
  ...group('cycle message', [
    [
      'contradiction sides',
      (t) => parseCycleMessage(`heartbeat: cycle 1\n\nHeartbeat-Contradiction: a claimed ${t}`),
      ' |x',
      256 * KB,
    ],
    [
      'many verdicts and contradictions',
      (t) => parseCycleMessage(cycleHead + t),
      'Heartbeat-Verdict: a verified\nHeartbeat-Contradiction: b claimed tests: pass | actual check failed\n',
      MB,
    ],
  ]),
  ...group('evidence (every gate)', [
    ['separators', everyGate, 'tests: pass, ', 256 * KB],
    ['colons', everyGate, ':', 256 * KB],
    ['many passing checks', everyGate, 'tests: pass, lint: pass\n', MB],
    ['many commas, one colon at the end', (t) => everyGate(`${t}tests: pass`), 'a,', MB],
    ['many newlines, no comma', everyGate, 'x\n', MB],
    ['a line of key characters', (t) => everyGate(`${t}: pass`), 'tests', MB],
    ['one long number', (t) => everyGate(`complexity: ${t}`), '9', MB],
    ['one long percentage', (t) => everyGate(`quality.coverage: ${t}%`), '9.', MB],
    ['unterminated ANSI sequences', everyGate, '\u001b[1;2;3;4', MB],
    ['unterminated OSC strings', everyGate, '\u001b]8;;x', MB],
    ['repeated keys with values', everyGate, 'quality.coverage: 85% quality.tests: pass ', MB],
    [
      'mixed checks and colour',
      everyGate,
      'tests: pass, x:y:z, \u001b[31mlint: fail\u001b[0m\ncomplexity: 7 ',
      MB,
    ],
  ]),
  ...group('evidence claims in a commit message', [
    [
      'many trailer lines',
      (t) => evidenceClaimsFromMessage(`s\n\n${t}`),
      'Build-Done: tests: pass\n',
      MB,
    ],
  ]),
  ...group('confession report', [
    ['headings', confession, '## 1 a\n', 256 * KB],
    [
      'many objectives',
      (t) => confession(`### Objectives\n${t}`),
      '#### Objective: x\n- Met: yes\n- Evidence: y\n- Confidence: 90\n',
      MB,
    ],
    ['many uncertainties', (t) => confession(`### Uncertainties\n${t}`), '- [major] maybe\n', MB],
    ['one item over many lines', (t) => confession(`### Shortcuts\n- a\n${t}`), '  more\n', MB],
    [
      'evidence over many lines',
      (t) => confession(`### Objectives\n- x\n- Evidence:\n${t}`),
      '  - y\n',
      MB,
    ],
    ['one long heading', (t) => confession(`### ${t}`), 'Objectives ', MB],
    ['a line of #', confession, '#', MB],
    ['one long field line', (t) => confession(`### Objectives\n- x\n- Evidence: ${t}`), '**:', MB],
    ['one long number', (t) => confession(`### Objectives\n- x\n- Confidence: ${t}`), '9', MB],
    ['many fences', (t) => confession(`### Single Easiest Issue to Verify\n${t}`), '```\n', MB],
    ['many decision lines', (t) => confession(`### Decision\n${t}`), 'confession.cle\n', MB],
    ['many ordered markers', confession, '123456789. 1. 1) ', MB],
  ]),
  ...group('ledger', [
    ['valid events', parseLedger, ledgerLine, MB],
    // Each bad line costs a thrown JSON error, so the garbage case is smaller.
    ['garbage lines', parseLedger, '{"id": [1,2,3,\n', MB / 4],
  ]),
  ...group('config (.heartbeat/config.json)', [
    ['many agent logins', config((t) => `{"agents":[${t}"x"]}`), '"ralph-agent[bot]",', MB],
    // Every bad entry is an issue the validator builds, so that case is smaller.
    ['many invalid logins', config((t) => `{"agents":[${t}"x"]}`), '"",7,', MB / 8],
    ['one long string', config((t) => `{"stateDir":"${t}"}`), 'a', MB],
  ]),
  ...group('UTF-8 check', [
    [
      'valid multi-byte text',
      (t) => decodeUtf8(latin1(t)),
      Buffer.from('- [ ] Überprüfe 検査 | d\n', 'utf8').toString('latin1'),
      4 * MB,
    ],
    [
      'a bad byte after many lines',
      (t) => decodeUtf8(latin1(`${t}\xdc`)),
      '- [ ] task | d\r\n',
      4 * MB,
    ],
  ]),
  ...group('Markdown escape', [['specials', escapeMarkdown, '<`*|\\', MB]]),
  ...group('table cell escape', [['pipes and line breaks', escapeTableCell, '\\|\r\n', MB]]),
  ...group('terminal text', [['escapes', terminalText, '\x1ba', 256 * KB]]),
  ...group('secret redaction', [
    ['token prefixes', (t) => redactSecrets(t), 'ghs_', MB],
    ['header names', (t) => redactSecrets(t), 'authorization:', MB],
    ['a known secret nearly repeated', (t) => redactSecrets(t, ['abcabcabd']), 'abc', MB],
  ]),
];

/**
 * A full collection before each timed run, so no run pays for garbage an earlier one left (without
 * it a small run sometimes escaped collection entirely and the ratio read as superlinear).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * This process's CPU time in ms: on a loaded machine a long run is preempted more often than a
 * short one, so wall-clock ratios grow with the load where CPU-time ratios do not.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const RUNS = 5;

/** Median CPU ms of one parse at full size and of eight parses at an eighth, interleaved. */
function measureCase({ parse, unit, size }: Case): [full: number, eighths: number] {
  const full = repeatTo(unit, size);
  const eighth = repeatTo(unit, size / 8);
  const timed = (work: () => void) => {
    collectGarbage();
    const start = cpuMs();
    work();
    return cpuMs() - start;
  };
  const fullTimes: number[] = [];
  const eighthTimes: number[] = [];
  parse(eighth);
  for (let i = 0; i < RUNS; i++) {
    fullTimes.push(timed(() => parse(full)));
    eighthTimes.push(
      timed(() => {
        for (let k = 0; k < 8; k++) parse(eighth);
      }),
    );
  }
  return [median(fullTimes), median(eighthTimes)];
}

export async function measure(): Promise<BenchRow[]> {
  const parsers = [...new Set(cases.map((c) => c.parser))];
  return parsers.map((parser) => {
    const own = cases.filter((c) => c.parser === parser);
    const measured = own.map((c) => {
      const [full, eighths] = measureCase(c);
      return { c, full, eighths, ratio: full / eighths };
    });
    const worst = measured.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    return ratioRow({
      name: `linear: ${parser}`,
      subject: `parse n = ${worst.c.size / KB} KB`,
      peer: '8 parses of n/8',
      subjectValue: worst.full,
      peerValue: worst.eighths,
      goal: { maxRatio: 4, text: '≤ 4x (quadratic ≈ 8x)' },
      note:
        `worst of ${own.length} adversarial input${own.length === 1 ? '' : 's'}: ${worst.c.input}` +
        ` (CPU time, median of ${RUNS}); all: ` +
        measured.map((m) => `${m.c.input} ${m.ratio.toFixed(2)}x`).join(', '),
    });
  });
}
