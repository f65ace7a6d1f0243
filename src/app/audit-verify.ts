/**
 * `log --verify`: a cycle commit is an audit record only when it is what the gate would have
 * written — it adds its cycle's event to the ledger, and its score, target, tier, delta, interval
 * and verdicts equal a replay of the ledger up to that event. Anyone can write a commit with a
 * well-formed cycle message; this is how `log` tells those apart. A separate, slower path than
 * `log` itself (one replay of the whole ledger and one patch read per listed commit).
 */
import type { Config } from '../config.js';
import { formatCycleMessage, type CycleCommit } from '../core/cycle.js';
import type { ReplayState } from '../core/ledger.js';
import { applyLedgerEvent } from '../core/replay.js';
import { signed } from '../core/render/text.js';
import type { Repo } from '../git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../git/state-store.js';
import type { CycleLogEntry } from './audit-log.js';
import { cycleCommitRecord } from './cycle.js';

/** Every cycle's record as a replay of the ledger at `head` gives it, by cycle number. */
async function replayedRecords(
  repo: Repo,
  config: Config,
  head: string,
): Promise<Map<number, CycleCommit>> {
  const store = await loadStateStore(commitSource(repo, head, config.stateDir), config.stateDir);
  const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
  const records = new Map<number, CycleCommit>();
  let state: ReplayState | undefined;
  for (const event of await allEvents(store)) {
    const before = state;
    state = applyLedgerEvent(state, event, { timeZone: config.timeZone });
    if (event.kind === 'cycle') {
      records.set(event.cycle, cycleCommitRecord(event.cycle, before, state, view));
    }
  }
  return records;
}

const verdictList = (record: CycleCommit) =>
  record.verdicts
    .map((v) => `${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`)
    .join(', ') || 'none';

/** The verdict and contradiction trailers a record is written with (as the gate writes them). */
const verdictTrailers = (record: CycleCommit) =>
  formatCycleMessage(record)
    .split('\n')
    .filter((line) => /^Heartbeat-(Verdict|Contradiction):/.test(line))
    .join('\n');

/** How a commit's record differs from the ledger's, one phrase per field. */
function recordProblems(stated: CycleLogEntry, ledger: CycleCommit): string[] {
  const problems: string[] = [];
  if (stated.score !== ledger.score || stated.target !== ledger.target) {
    problems.push(
      `says score ${stated.score}/${stated.target}, the ledger gives ${ledger.score}/${ledger.target}`,
    );
  }
  if (stated.tier !== ledger.tier) {
    problems.push(`says tier ${stated.tier}, the ledger gives ${ledger.tier}`);
  }
  if (stated.delta !== ledger.delta) {
    problems.push(`says delta ${signed(stated.delta)}, the ledger gives ${signed(ledger.delta)}`);
  }
  if (stated.intervalMinutes !== ledger.intervalMinutes) {
    problems.push(
      `says next in ${stated.intervalMinutes} min, the ledger gives ${ledger.intervalMinutes}`,
    );
  }
  if (verdictTrailers(stated) !== verdictTrailers(ledger)) {
    problems.push(`says verdicts ${verdictList(stated)}, the ledger gives ${verdictList(ledger)}`);
  }
  return problems;
}

/**
 * The problems of each listed cycle commit (by sha; an empty list: it verifies), judged against
 * the ledger at `head` (the state branch's head `log` reads).
 */
export async function verifyCycleLog(
  repo: Repo,
  config: Config,
  head: string | undefined,
  entries: readonly CycleLogEntry[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (!head || entries.length === 0) return result;
  const records = await replayedRecords(repo, config, head);
  const added = await repo.addedLines(
    entries.map((entry) => entry.sha),
    `${config.stateDir}/ledger`,
  );
  for (const entry of entries) {
    const problems: string[] = [];
    const id = `"id":"cycle-${entry.cycle}"`;
    if (!(added.get(entry.sha) ?? []).some((line) => line.startsWith(`{${id},`))) {
      problems.push(`adds no cycle-${entry.cycle} event to the ledger`);
    }
    const ledger = records.get(entry.cycle);
    if (ledger) problems.push(...recordProblems(entry, ledger));
    else problems.push(`the ledger has no cycle ${entry.cycle}`);
    result.set(entry.sha, problems);
  }
  return result;
}
