/**
 * A cycle commit's message, written and read back without zod: `log` reads thousands of them and
 * starts without loading the schemas. The schemas in cycle-schema.ts describe the same shapes (a type
 * check there and a test keep the two in step); this file is the home of the message format.
 */
import { PENALTY_TIERS, REWARD_TIERS, VERDICTS } from './vocabulary.js';
import { parseTrailers } from './trailers.js';
import { signed } from './render/text.js';

type Verdict = (typeof VERDICTS)[number];

/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
export type CycleTier =
  | Exclude<(typeof PENALTY_TIERS)[number], 'none'>
  | Exclude<(typeof REWARD_TIERS)[number], 'none'>
  | 'normal';

/** One `Heartbeat-Verdict` trailer. */
export interface CycleVerdict {
  taskId: string;
  verdict: Verdict;
  contradiction: boolean;
  /** The two sides of each ground-truth contradiction (`Heartbeat-Contradiction` trailers). */
  contradictions?: { claimed: string; actual: string }[] | undefined;
  /** Why, in one line (`Heartbeat-Reason` trailers), when the verdict came with one. */
  reason?: string | undefined;
}

/** What a cycle commit records, and what `log` reads back. */
export interface CycleCommit {
  cycle: number;
  score: number;
  target: number;
  tier: CycleTier;
  /** Points scored since the previous cycle (verdicts and feedback). */
  delta: number;
  /** Minutes until the next cycle is due under the new tiers. */
  intervalMinutes: number;
  /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
  verdicts: CycleVerdict[];
  /** The team agent whose cycle this is (`Heartbeat-Agent`); absent for a single agent. */
  agent?: string | undefined;
}

/** Every tier word a cycle commit may carry. */
export const CYCLE_TIERS: readonly CycleTier[] = [
  ...PENALTY_TIERS.filter((tier) => tier !== 'none'),
  ...REWARD_TIERS.filter((tier) => tier !== 'none'),
  'normal',
] as CycleTier[];

/** The subject prefix every cycle commit starts with. */
export const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';

/** One side of a `Heartbeat-Contradiction` trailer: one line, without the `|` that separates them. */
const trailerSide = (text: string): string => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');

/** A reason as one trailer line: one line, runs of spaces squeezed (git would), at most 200 characters. */
export function reasonLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line || '-';
}

/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
export function formatCycleMessage(commit: CycleCommit): string {
  const subject = cycleSubject(commit);
  const verified = commit.verdicts.filter((v) => v.verdict === 'verified').length;
  const body =
    `${commit.verdicts.length} verdict(s) since the previous cycle, ${verified} verified; ` +
    `${signed(commit.delta)} points. Next cycle due in ${commit.intervalMinutes} minutes.`;
  const trailers = [
    `Heartbeat-Cycle: ${commit.cycle}`,
    `Heartbeat-Score: ${commit.score}`,
    `Heartbeat-Target: ${commit.target}`,
    `Heartbeat-Tier: ${commit.tier}`,
    `Heartbeat-Delta: ${signed(commit.delta)}`,
    `Heartbeat-Interval: ${commit.intervalMinutes}`,
    ...commit.verdicts.map(
      (v) =>
        `Heartbeat-Verdict: ${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`,
    ),
    ...commit.verdicts.flatMap((v) =>
      (v.contradictions ?? []).map(
        (c) =>
          `Heartbeat-Contradiction: ${v.taskId} claimed ${trailerSide(c.claimed)} | actual ${trailerSide(c.actual)}`,
      ),
    ),
    ...commit.verdicts.flatMap((v) =>
      v.reason === undefined ? [] : [`Heartbeat-Reason: ${v.taskId} ${reasonLine(v.reason)}`],
    ),
    ...(commit.agent === undefined ? [] : [`Heartbeat-Agent: ${commit.agent}`]),
  ];
  return `${subject}\n\n${body}\n\n${trailers.join('\n')}\n`;
}

/** The subject line of a cycle commit. */
export function cycleSubject(commit: Pick<CycleCommit, 'cycle' | 'score' | 'target' | 'tier'>) {
  return `${CYCLE_SUBJECT_PREFIX}${commit.cycle} — score ${commit.score}/${commit.target} (${commit.tier})`;
}

const INTEGER = /^[+-]?\d+$/;
// git trims a trailer's value, so an empty (or blank) actual side loses its space.
const CONTRADICTION = /^(\S+) claimed ([^|]*) \| actual(?: ([^|]*))?$/;

/**
 * The inverse of formatCycleMessage: reads a cycle commit's message (as `git log` prints it) back
 * from its trailer block, parsed as git parses trailers. Returns undefined for any other commit,
 * and for one whose trailers are missing, repeated, malformed or disagree with its subject (a
 * hand-written look-alike is not an audit record).
 *
 * `log` reads thousands of these, nearly all exactly as formatCycleMessage wrote them: such a
 * message is read line by line, and kept only when it is, piece by piece, the text
 * formatCycleMessage writes for the result (then git's parser would have found the same
 * trailers); anything else takes git's parser.
 */
export function parseCycleMessage(message: string): CycleCommit | undefined {
  if (!message.startsWith(CYCLE_SUBJECT_PREFIX)) return undefined;
  return readCanonicalCycleMessage(message) ?? parseCycleMessageAsGit(message);
}

/** parseCycleMessage with git's trailer parser on every message (the reference the quick path must agree with). */
export function parseCycleMessageAsGit(message: string): CycleCommit | undefined {
  if (!message.startsWith(CYCLE_SUBJECT_PREFIX)) return undefined;
  return cycleFromTrailers(message, parseTrailers(message, { cleanup: 'none' }));
}

const isAsciiSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * The trailer lines of a message read in the order formatCycleMessage writes them, each
 * `<Key>: <value>` with one space after the colon (as written) and, unless `padded` is allowed,
 * nothing git would trim around the value (so git reads the same value). No object or key string
 * per line: `log` reads thousands of these.
 */
class TrailerCursor {
  at: number;
  constructor(
    readonly message: string,
    start: number,
  ) {
    this.at = start;
  }

  /** Whether the next line is a `key` trailer. */
  next(key: string): boolean {
    const { message, at } = this;
    return (
      message.startsWith(key, at) &&
      message.charCodeAt(at + key.length) === 58 &&
      message.charCodeAt(at + key.length + 1) === 32
    );
  }

  /** The next line's value when it is a `key` trailer (then moves past it), else undefined. */
  take(key: string, padded = false): string | undefined {
    if (!this.next(key)) return undefined;
    const { message } = this;
    const from = this.at + key.length + 2;
    const end = message.indexOf('\n', from);
    if (end === -1) return undefined;
    if (
      !padded &&
      from < end &&
      (isAsciiSpace(message.charCodeAt(from)) || isAsciiSpace(message.charCodeAt(end - 1)))
    ) {
      return undefined;
    }
    this.at = end + 1;
    return message.slice(from, end);
  }
}

const TIER_WORDS: ReadonlySet<string> = new Set(CYCLE_TIERS);
const VERDICT_WORDS: ReadonlySet<string> = new Set(VERDICTS);
/** An integer as a template literal prints it (no sign for positives, no leading zeros, no -0). */
const PRINTED_INTEGER = /^(?:0|-?[1-9]\d*)$/;
/** An integer as `signed` prints it. */
const PRINTED_SIGNED = /^(?:0|[+-][1-9]\d*)$/;

/** `value` as a number when it is a safe integer printed as `printed` matches, else NaN. */
function printedInteger(value: string | undefined, printed: RegExp): number {
  if (value === undefined || !printed.test(value)) return Number.NaN;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

/** `at` moved past `text` when `message` continues with it there, else -1. */
const follows = (message: string, at: number, text: string): number =>
  at !== -1 && message.startsWith(text, at) ? at + text.length : -1;

/**
 * A message exactly as formatCycleMessage writes it, read without git's parser or the schema (the
 * same checks, by hand); undefined for anything else, which then takes the full path. "Exactly"
 * is checked piece by piece rather than by writing the message again (a quarter of `log`'s work
 * per message): a property test holds it to `formatCycleMessage(commit) === message`.
 */
export function readCanonicalCycleMessage(message: string): CycleCommit | undefined {
  if (!message.endsWith('\n')) return undefined;
  // The trailers are the last paragraph (none of their lines is empty).
  const start = message.lastIndexOf('\n\n', message.length - 2);
  if (start === -1) return undefined;
  const lines = new TrailerCursor(message, start + 2);
  const cycleText = lines.take('Heartbeat-Cycle');
  const scoreText = lines.take('Heartbeat-Score');
  const targetText = lines.take('Heartbeat-Target');
  const tier = lines.take('Heartbeat-Tier') as CycleTier | undefined;
  const deltaText = lines.take('Heartbeat-Delta');
  const intervalText = lines.take('Heartbeat-Interval');
  const cycle = printedInteger(cycleText, PRINTED_INTEGER);
  const score = printedInteger(scoreText, PRINTED_INTEGER);
  const target = printedInteger(targetText, PRINTED_INTEGER);
  const delta = printedInteger(deltaText, PRINTED_SIGNED);
  const intervalMinutes = printedInteger(intervalText, PRINTED_INTEGER);
  // NaN fails every comparison: a missing or malformed number is caught here too.
  if (!(
    cycle > 0 &&
    intervalMinutes > 0 &&
    score === score &&
    target === target &&
    delta === delta
  )) {
    return undefined;
  }
  if (tier === undefined || !TIER_WORDS.has(tier)) return undefined;
  const verdicts: CycleVerdict[] = [];
  let verified = 0;
  for (let value; (value = lines.take('Heartbeat-Verdict')) !== undefined;) {
    const [taskId = '', verdict = '', flag, ...rest] = value.split(/\s+/);
    if (!taskId || !VERDICT_WORDS.has(verdict) || rest.length > 0) return undefined;
    if (flag !== undefined && flag !== 'contradiction') return undefined;
    // Written `<task> <verdict>[ contradiction]`: single spaces, not any other white space.
    const second = taskId.length + 1 + verdict.length;
    if (
      value.length !== (flag === undefined ? second : second + 1 + flag.length) ||
      value.charCodeAt(taskId.length) !== 32 ||
      (flag !== undefined && value.charCodeAt(second) !== 32)
    ) {
      return undefined;
    }
    if (verdict === 'verified') verified += 1;
    verdicts.push({ taskId, verdict: verdict as Verdict, contradiction: flag === 'contradiction' });
  }
  if (lines.next('Heartbeat-Contradiction')) {
    // Written in the order of the verdicts they belong to.
    let owner = 0;
    const contradicted = firstContradictedVerdicts(verdicts);
    for (let value; (value = lines.take('Heartbeat-Contradiction', true)) !== undefined;) {
      const sides = CONTRADICTION.exec(value);
      if (!sides) return undefined;
      // Read from the untrimmed text: an empty actual side is written `| actual ` (git trims the
      // space and reads the same empty side), any other side without white space at its end, and
      // no side with a line break.
      const [, taskId = '', claimed = '', actual] = sides;
      if (actual === undefined || claimed.includes('\r') || actual.includes('\r')) return undefined;
      if (actual !== '' && isAsciiSpace(actual.charCodeAt(actual.length - 1))) return undefined;
      const verdict = contradicted.get(taskId);
      if (!verdict) return undefined;
      owner = verdicts.indexOf(verdict, owner);
      if (owner === -1) return undefined;
      (verdict.contradictions ??= []).push({ claimed, actual });
    }
  }
  if (lines.next('Heartbeat-Reason')) {
    // Written in the order of the verdicts they explain, each as reasonLine gives it.
    let owner = 0;
    const unexplained = reasonTargets(verdicts);
    for (let value; (value = lines.take('Heartbeat-Reason')) !== undefined;) {
      const verdict = attachReason(unexplained, value);
      if (!verdict || reasonLine(verdict.reason!) !== verdict.reason) return undefined;
      owner = verdicts.indexOf(verdict, owner);
      if (owner === -1) return undefined;
    }
  }
  const agent = lines.take('Heartbeat-Agent');
  // An empty agent breaks the schema (checkedCycleCommit), though writing it back gives the same text.
  if (lines.at !== message.length || agent === '') return undefined;
  // The subject and the body before the trailers, as formatCycleMessage writes them.
  let at = follows(message, 0, CYCLE_SUBJECT_PREFIX);
  at = follows(message, at, cycleText!);
  at = follows(message, at, ' — score ');
  at = follows(message, at, scoreText!);
  at = follows(message, at, '/');
  at = follows(message, at, targetText!);
  at = follows(message, at, ' (');
  at = follows(message, at, tier);
  at = follows(message, at, ')\n\n');
  at = follows(message, at, String(verdicts.length));
  at = follows(message, at, ' verdict(s) since the previous cycle, ');
  at = follows(message, at, String(verified));
  at = follows(message, at, ' verified; ');
  at = follows(message, at, deltaText!);
  at = follows(message, at, ' points. Next cycle due in ');
  at = follows(message, at, intervalText!);
  at = follows(message, at, ' minutes.\n\n');
  if (at !== start + 2) return undefined;
  const commit: CycleCommit = { cycle, score, target, tier, delta, intervalMinutes, verdicts };
  if (agent !== undefined) commit.agent = agent;
  return commit;
}

/**
 * The first contradicted verdict of each task, which that task's contradictions belong to. A
 * map, not a search per contradiction: a look-alike message with thousands of each would make
 * `log` quadratic.
 */
function firstContradictedVerdicts(verdicts: readonly CycleVerdict[]): Map<string, CycleVerdict> {
  const first = new Map<string, CycleVerdict>();
  for (const verdict of verdicts) {
    if (verdict.contradiction && !first.has(verdict.taskId)) first.set(verdict.taskId, verdict);
  }
  return first;
}

/** Each task's verdicts still without a reason, in order, for `Heartbeat-Reason` trailers to fill. */
function reasonTargets(verdicts: readonly CycleVerdict[]): Map<string, CycleVerdict[]> {
  const targets = new Map<string, CycleVerdict[]>();
  for (const verdict of verdicts) {
    const list = targets.get(verdict.taskId);
    if (list) list.push(verdict);
    else targets.set(verdict.taskId, [verdict]);
  }
  return targets;
}

/** Gives `<task> <reason>` to that task's next verdict without one: that verdict, or undefined when there is none. */
function attachReason(
  targets: Map<string, CycleVerdict[]>,
  value: string,
): CycleVerdict | undefined {
  const space = value.indexOf(' ');
  if (space <= 0) return undefined;
  const verdict = targets.get(value.slice(0, space))?.shift();
  if (!verdict) return undefined;
  verdict.reason = value.slice(space + 1);
  return verdict;
}

function cycleFromTrailers(
  message: string,
  trailers: readonly { key: string; value: string }[],
): CycleCommit | undefined {
  const single = new Map<string, string>();
  const verdicts: CycleVerdict[] = [];
  const contradictions: { taskId: string; claimed: string; actual: string }[] = [];
  const reasons: string[] = [];
  for (const { key, value } of trailers) {
    const name = key.toLowerCase();
    if (!name.startsWith('heartbeat-')) continue;
    const field = name.slice('heartbeat-'.length);
    if (field === 'reason') {
      reasons.push(value);
    } else if (field === 'contradiction') {
      const sides = CONTRADICTION.exec(value);
      if (!sides) return undefined;
      const [, taskId = '', claimed = '', actual = ''] = sides;
      contradictions.push({ taskId, claimed, actual });
    } else if (field === 'verdict') {
      const [taskId = '', verdict, flag, ...rest] = value.split(/\s+/);
      if (
        verdict === undefined ||
        !VERDICT_WORDS.has(verdict) ||
        rest.length > 0 ||
        (flag !== undefined && flag !== 'contradiction')
      )
        return undefined;
      verdicts.push({
        taskId,
        verdict: verdict as Verdict,
        contradiction: flag === 'contradiction',
      });
    } else {
      if (single.has(field)) return undefined;
      single.set(field, value);
    }
  }
  // Each contradiction belongs to a contradicted verdict of its task, as formatCycleMessage writes it.
  const contradicted = firstContradictedVerdicts(verdicts);
  for (const { taskId, claimed, actual } of contradictions) {
    const verdict = contradicted.get(taskId);
    if (!verdict) return undefined;
    (verdict.contradictions ??= []).push({ claimed, actual });
  }
  const unexplained = reasonTargets(verdicts);
  for (const reason of reasons) if (!attachReason(unexplained, reason)) return undefined;
  const int = (field: string) => {
    const value = single.get(field);
    return value !== undefined && INTEGER.test(value) ? Number(value) : undefined;
  };
  const commit = checkedCycleCommit({
    cycle: int('cycle'),
    score: int('score'),
    target: int('target'),
    tier: single.get('tier'),
    delta: int('delta'),
    intervalMinutes: int('interval'),
    verdicts,
    agent: single.get('agent'),
  });
  if (!commit) return undefined;
  const subject = (message.split('\n', 1)[0] ?? '').trimEnd();
  return subject === cycleSubject(commit) ? commit : undefined;
}

/**
 * The fields read from trailers as a CycleCommit, or undefined when one breaks CycleCommitSchema's
 * rules (cycle-schema.ts; a test feeds both the same records): whole safe integers, a positive cycle and
 * interval, a known tier, non-empty task ids, reasons and agent. Keys in the schema's order.
 */
export function checkedCycleCommit(fields: {
  cycle: number | undefined;
  score: number | undefined;
  target: number | undefined;
  tier: string | undefined;
  delta: number | undefined;
  intervalMinutes: number | undefined;
  verdicts: CycleVerdict[];
  agent: string | undefined;
}): CycleCommit | undefined {
  const { cycle, score, target, tier, delta, intervalMinutes, verdicts, agent } = fields;
  if (
    !Number.isSafeInteger(cycle) ||
    !Number.isSafeInteger(score) ||
    !Number.isSafeInteger(target) ||
    !Number.isSafeInteger(delta) ||
    !Number.isSafeInteger(intervalMinutes) ||
    cycle! <= 0 ||
    intervalMinutes! <= 0 ||
    tier === undefined ||
    !TIER_WORDS.has(tier) ||
    agent === '' ||
    verdicts.some((v) => v.taskId === '' || v.reason === '')
  ) {
    return undefined;
  }
  const commit: CycleCommit = {
    cycle: cycle!,
    score: score!,
    target: target!,
    tier: tier as CycleTier,
    delta: delta!,
    intervalMinutes: intervalMinutes!,
    verdicts,
  };
  if (agent !== undefined) commit.agent = agent;
  return commit;
}
