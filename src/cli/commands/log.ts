/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */
import {
  cycleLogScope,
  forEachCycleLogEntry,
  readCycleLog,
  type CycleLogEntry,
  type HistorySource,
} from '../../app/audit-log.js';
import { loadConfig } from '../../config.js';
import { locateState } from '../../app/state-location.js';
import { VERDICTS } from '../../core/vocabulary.js';
import {
  HistoryReader,
  notARepository,
  readLogRecords,
  type CommitRecord,
} from '../../git/log-reader.js';
import { discardEarlyLog, takeEarlyLog, type EarlyLog } from '../log-early.js';
import { CYCLE_SUBJECT_PREFIX } from '../../core/cycle-message.js';
import type { CliIO } from '../io.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/log.js';
import type { CliWriter } from '../io.js';
import { jsonArrayElement, jsonText } from '../../core/render/text.js';
import { readOptions, stateRef } from '../read-options.js';
import { parseSince } from '../../app/time.js';
import { signed } from '../../core/render/text.js';

/** Room for the longest verdict name, so a streamed log aligns without seeing it all first. */
const VERDICT_WIDTH = Math.max(...VERDICTS.map((verdict) => verdict.length));

/**
 * Plain `log` reads commit messages only, and anyone can write a well-formed cycle commit: each
 * entry it prints is marked as not checked, and the listing ends saying how to check it.
 */
const UNVERIFIED_MARK = '  [unverified]';
export const UNVERIFIED_NOTE =
  'Not verified: each cycle commit above says what its author wrote, and anyone can write one; `heartbeat-gate log --verify` checks each against the ledger.\n';

/** One cycle as a terminal reads it: a headline, then one line per verdict padded to `width`. */
function formatCycleEntry(e: CycleLogEntry, width: number, mark = ''): string {
  const head =
    `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
    `${signed(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>${mark}`;
  const verdicts = e.verdicts.flatMap((v) => [
    `    ${v.verdict.padEnd(width)}  ${v.taskId}` +
      (v.contradiction ? '  (ground truth contradiction)' : '') +
      (v.reason ? `  — ${v.reason}` : ''),
    ...(v.contradictions ?? []).map(
      (c) => `      claimed: ${c.claimed}\n      actual:  ${c.actual}`,
    ),
  ]);
  return [head, ...verdicts].join('\n');
}

/** The log as a terminal reads it: a headline per cycle, then one line per verdict. */
export function formatCycleLog(entries: readonly CycleLogEntry[]): string {
  if (entries.length === 0) return 'No cycle commits yet.\n';
  const width = Math.max(0, ...entries.flatMap((e) => e.verdicts.map((v) => v.verdict.length)));
  return entries
    .map((e) => formatCycleEntry(e, width))
    .join('\n')
    .concat('\n');
}

const BLOCK = 1 << 14;

/**
 * Prints the log as git walks it, one cycle at a time: text as `formatCycleLog` (verdicts padded
 * to the longest name) with each entry marked unverified, or a JSON array written element by
 * element, byte for byte `jsonText` of the entries, each with `verified: false`, once `end()` ran.
 * `entry` returns a promise when the output is full: the caller reads no more of git until then.
 */
export function streamCycleLog(out: CliWriter, json: boolean) {
  let count = 0;
  // Written in blocks of 16 KiB (a stream's high-water mark): one write per cycle queued thousands
  // of small buffers on a pipe, and larger blocks outlived young-generation collections.
  let pending = '';
  const write = (text: string): Promise<void> | undefined => {
    pending += text;
    if (pending.length < BLOCK) return undefined;
    const accepted = out.write(pending);
    pending = '';
    return accepted === false && out.drained ? out.drained() : undefined;
  };
  return {
    entry(entry: CycleLogEntry): Promise<void> | undefined {
      count += 1;
      if (!json) return write(`${formatCycleEntry(entry, VERDICT_WIDTH, UNVERIFIED_MARK)}\n`);
      return write(`${count === 1 ? '[\n' : ',\n'}${jsonArrayElement(entry)}`);
    },
    end() {
      if (json) write(count === 0 ? '[]\n' : '\n]\n');
      else write(count === 0 ? formatCycleLog([]) : UNVERIFIED_NOTE);
      if (pending !== '') out.write(pending);
    },
  };
}

/** The log with each cycle commit marked verified, or not with what differs from the ledger. */
export function formatVerifiedLog(
  entries: readonly (CycleLogEntry & { problems: readonly string[] })[],
): string {
  if (entries.length === 0) return formatCycleLog(entries);
  const forged = entries.filter((entry) => entry.problems.length > 0).length;
  const blocks = entries.map((entry) => {
    const mark =
      entry.problems.length === 0
        ? '    ✓ verified against the ledger'
        : entry.problems.map((problem) => `    ✗ NOT VERIFIED: ${problem}`).join('\n');
    return `${formatCycleLog([entry]).trimEnd()}\n${mark}`;
  });
  const tally =
    forged === 0
      ? `All ${entries.length} cycle commit(s) verified against the ledger.`
      : `${forged} of ${entries.length} cycle commit(s) are not what the ledger records.`;
  return `${blocks.join('\n')}\n${tally}\n`;
}

/**
 * Reads `rev`'s log from the git log the entry started early, when it is the one asked for
 * (HEAD's, every path): no process to resolve HEAD, none to start, and git already walking.
 */
function withEarlyLog(history: HistoryReader, early: EarlyLog | undefined): HistorySource {
  let log = early?.log;
  return {
    resolve: (rev) =>
      log !== undefined && rev === 'HEAD' ? Promise.resolve(rev) : history.resolve(rev),
    forEachLogRecord(rev, subjectPrefix, visit: (record: CommitRecord) => unknown, paths = []) {
      const started = log;
      log = undefined;
      if (
        started &&
        rev === 'HEAD' &&
        subjectPrefix === CYCLE_SUBJECT_PREFIX &&
        paths.length === 0
      ) {
        // Its listeners are on before its output flows.
        const read = readLogRecords(started, visit);
        early!.release();
        return read;
      }
      if (started) discardEarlyLog(started);
      return history.forEachLogRecord(rev, subjectPrefix, visit, paths);
    },
  };
}

interface LogValues {
  since?: string | undefined;
  verify?: boolean | undefined;
  branch?: string | undefined;
  agent?: string | undefined;
  repository?: string | undefined;
  remote?: string | undefined;
}

export const command = defineCommand(declaration, async ({ values, io, json }) => {
  // The git log the entry may have started before loading this command: used, or stopped.
  const early = takeEarlyLog(io.cwd);
  try {
    return await runLog({ values, io, json }, early);
  } finally {
    if (early) discardEarlyLog(early.log);
  }
});

async function runLog(
  {
    values,
    io,
    json,
  }: {
    values: LogValues;
    io: CliIO;
    json: boolean;
  },
  early: EarlyLog | undefined,
): Promise<number> {
  const since = values.since === undefined ? undefined : parseSince(values.since);
  const read = readOptions(values);
  // The plain log reads history through git alone: no Repo adapter, no ledger, no verifier.
  const history = early ? new HistoryReader(await rootOf(early)) : await HistoryReader.open(io.cwd);
  const located = await locateState(history, await loadConfig(history.root), read);
  // `--remote`: the state as that remote has it now (one fetch), read where the fetch put it.
  const fetched = await stateRef(
    io.cwd,
    { remote: read.remote, branch: read.branch },
    read.repository,
  );
  const location = fetched === undefined ? located : { ...located, rev: fetched };
  const { config, rev } = location;
  const { paths, ours } = cycleLogScope(location, read.repository);
  const filter =
    since === undefined
      ? undefined
      : 'day' in since
        ? { day: since.day, timeZone: config.timeZone }
        : since;
  if (!values.verify) {
    const printer = streamCycleLog(io.stdout, json);
    await forEachCycleLogEntry(
      withEarlyLog(history, early),
      rev,
      filter,
      (entry) => (ours(entry) ? printer.entry(entry) : undefined),
      paths,
    );
    printer.end();
    return ExitCode.ok;
  }
  // Only --verify reads the ledger, through the Repo adapter: loaded for it alone.
  const [{ verifyCycleLog }, { Repo }] = await Promise.all([
    import('../../app/audit-verify.js'),
    import('../../git/repo.js'),
  ]);
  const repo = await Repo.open(history.root);
  const entries = (await readCycleLog(history, rev, filter, paths)).filter(ours);
  const problems = await verifyCycleLog(repo, config, await repo.resolve(rev), entries);
  const verified = entries.map((entry) => {
    const found = problems.get(entry.sha) ?? [];
    return { ...entry, verified: found.length === 0, problems: found };
  });
  io.stdout.write(json ? jsonText(verified) : formatVerifiedLog(verified));
  return verified.some((entry) => entry.problems.length > 0) ? ExitCode.failed : ExitCode.ok;
}

async function rootOf(early: EarlyLog): Promise<string> {
  const root = await early.root;
  if (root === undefined) throw notARepository(early.cwd);
  return root;
}
