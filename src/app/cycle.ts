/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */
import {
  buildCycleEvent,
  cycleDue,
  cycleTier,
  formatCycleMessage,
  reasonLine,
  type CycleCommit,
} from '../core/cycle.js';
import type { ReplayState } from '../core/ledger.js';
import { emptyWindow, rollReplayStateTo } from '../core/replay.js';
import { summarizeScore, type ScoreSummary } from '../core/score/summary.js';
import { loadContract } from './contract-file.js';
import {
  writeLedger,
  type LedgerPlan,
  type LedgerSnapshot,
  type LedgerTarget,
} from './ledger-writer.js';
import { parseNow } from './time.js';
import { sidecarVerdicts, type SidecarSources } from './verifiers/sidecar.js';

export interface RunCycleOptions extends LedgerTarget {
  /** The instant the cycle runs at (ISO-8601). */
  now: string;
  /** Run even when the tier's interval has not passed. */
  force?: boolean;
  /**
   * Run the verification sidecar first, with these sources (the evidence gate, check runs);
   * without it the cycle scores only the verdicts recorded since the last one.
   */
  sidecar?: SidecarSources;
}

/** A cycle that ran. */
export interface CycleRan {
  ran: true;
  /** What the commit records (cycle number, score, target, tier, delta, verdicts). */
  record: CycleCommit;
  /** The instant the cycle started (its `now`, or just after a cycle that won a race). */
  startedAt: string;
  /** When the cycle after this one is due. */
  nextDueAt: string;
  summary: ScoreSummary;
  state: ReplayState;
  commit: string | undefined;
  branch: string;
  pushed: boolean;
  retries: number;
  warnings: string[];
}

/** A cycle that was not due. */
export interface CycleNotDue {
  ran: false;
  /** The last cycle's number and start. */
  lastCycle: number;
  lastCycleAt: string;
  intervalMinutes: number;
  nextDueAt: string;
  branch: string;
}

export type CycleOutcome = CycleRan | CycleNotDue;

/** Runs one heartbeat cycle on the state branch (and pushes it with `push`). */
export async function runCycle(options: RunCycleOptions): Promise<CycleOutcome> {
  const now = parseNow(options.now);
  const sidecar = options.sidecar && {
    remote: options.remote,
    ...options.sidecar,
    cache: options.sidecar.cache ?? new Map(),
  };
  const write = await writeLedger<CycleOutcome>(options, (snapshot) =>
    planCycle(snapshot, {
      now,
      ...(options.force ? { force: true } : {}),
      ...(sidecar ? { sidecar } : {}),
    }),
  );
  const result = write.result;
  if (!result.ran) return result;
  return {
    ...result,
    commit: write.commit,
    pushed: write.pushed,
    retries: write.retries,
    warnings: write.warnings,
  };
}

/**
 * The ledger plan of one cycle on a snapshot: skip when not due (unless forced), else the cycle
 * event and its commit message. The Action's schedule composes it with the polled feedback.
 */
export async function planCycle(
  snapshot: LedgerSnapshot,
  options: { now: string; force?: boolean; sidecar?: SidecarSources },
): Promise<LedgerPlan<CycleOutcome> | { skip: CycleOutcome }> {
  const { now } = options;
  const { config, repo, state, branch } = snapshot;
  const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
  const replay = { timeZone: config.timeZone };
  const last = state?.lastCycle;
  if (state && last && !options.force) {
    const current = summarizeScore(rollReplayStateTo(state, now, replay).score, view);
    const due = cycleDue({
      lastCycleAt: last.at,
      intervalMinutes: current.intervalMinutes,
      now,
    });
    if (!due.due) {
      return {
        skip: {
          ran: false,
          lastCycle: last.cycle,
          lastCycleAt: last.at,
          intervalMinutes: current.intervalMinutes,
          nextDueAt: due.nextDueAt,
          branch,
        },
      };
    }
  }
  const contract = await loadContract(repo.root, config);
  // Cycles start in order: one that lost a race (or runs on a clock behind the last cycle)
  // starts just after the previous one, so cycle numbers follow the ledger's replay order.
  const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
  const startedAt = Date.parse(now) > lastAt ? now : new Date(lastAt + 1).toISOString();
  // The ending cycle's tasks are judged first, so this cycle's commit scores them.
  const verified = options.sidecar
    ? await sidecarVerdicts(snapshot, startedAt, options.sidecar)
    : { events: [], head: undefined, openClaims: [] };
  const event = {
    ...buildCycleEvent({
      cycle: (last?.cycle ?? 0) + 1,
      at: startedAt,
      tasks: contract.tasks,
      defaultIntervalMinutes: config.defaultIntervalMinutes,
    }),
    ...(startedAt !== now ? { requestedAt: now } : {}),
    ...(verified.head ? { head: verified.head } : {}),
    // Claims whose ground truth had not concluded: the next cycle reads their checks again.
    ...(verified.openClaims.length > 0 ? { openClaims: verified.openClaims } : {}),
  };
  return {
    events: [...verified.events, event],
    finish(effects) {
      const after = effects.after.get(event.id);
      if (!after || effects.conflicts.includes(event.id)) {
        throw new Error(`${event.id} is already in the ledger with other content`);
      }
      const record = cycleCommitRecord(
        event.cycle,
        effects.before.get(event.id),
        after,
        view,
        snapshot.agent,
      );
      const summary = summarizeScore(after.score, view);
      const nextDueAt = new Date(
        Date.parse(startedAt) + summary.intervalMinutes * 60_000,
      ).toISOString();
      return {
        message: formatCycleMessage(record),
        result: {
          ran: true,
          record,
          startedAt,
          nextDueAt,
          summary,
          state: after,
          commit: undefined,
          branch,
          pushed: false,
          retries: 0,
          warnings: [],
        },
      };
    },
  };
}

/**
 * What the commit of cycle `cycle` records, from the state just before its event and just after:
 * the one derivation both the writer and `log --verify` use.
 */
export function cycleCommitRecord(
  cycle: number,
  before: ReplayState | undefined,
  after: ReplayState,
  view: { defaultIntervalMinutes: number },
  agent?: string,
): CycleCommit {
  const window = before?.sinceLastCycle ?? emptyWindow();
  const summary = summarizeScore(after.score, view);
  return {
    ...(agent === undefined ? {} : { agent }),
    cycle,
    score: summary.score,
    target: summary.target,
    tier: cycleTier(summary),
    delta: window.points,
    intervalMinutes: summary.intervalMinutes,
    verdicts: window.verdicts.map((v) => ({
      taskId: v.taskId,
      verdict: v.verdict,
      contradiction: v.groundTruthContradiction,
      ...(v.contradictions ? { contradictions: v.contradictions } : {}),
      ...(v.reason ? { reason: reasonLine(v.reason) } : {}),
    })),
  };
}
