/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */
import {
  buildCycleEvent,
  cycleTier,
  formatCycleMessage,
  reasonLine,
  type CycleCommit,
} from '../core/cycle.js';
import { CATCH_UP_DAYS, CATCH_UP_MS, nextCycleDueAt } from '../core/due.js';
import { sortEvents, type ReplayState } from '../core/ledger.js';
import type { CycleEvent, LedgerEvent, VerdictEvent } from '../core/model.js';
import { applyLedgerEvent, emptyWindow, type ReplayOptions } from '../core/replay.js';
import { summarizeScore, type ScoreSummary } from '../core/score/summary.js';
import { loadContract } from './contract-file.js';
import {
  writeLedger,
  type LedgerPlan,
  type LedgerSnapshot,
  type LedgerTarget,
} from './ledger-writer.js';
import { parseNow } from './time.js';
import type { SidecarSources } from './verifiers/sidecar.js';

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
  /** What the commit records (cycle number, score, target, tier, delta, verdicts): the last cycle's. */
  record: CycleCommit;
  /** Every cycle this run performed, in order (the last is `record`). */
  records: CycleCommit[];
  /** The instant the last cycle started: its due time (or, forced or first, the run's `now`). */
  startedAt: string;
  /** When the cycle after this one is due. */
  nextDueAt: string;
  summary: ScoreSummary;
  state: ReplayState;
  commit: string | undefined;
  branch: string;
  pushed: boolean;
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
    warnings: write.warnings,
  };
}

/**
 * The ledger plan of every cycle due by `now` on a snapshot: each at its own due time (the last
 * cycle plus the interval of the tier then in force, see core/due.ts), in order, each judged on
 * what was known at that instant; skip when none is due (unless forced). `feedback`: events this
 * run is about to record with them (the Action's polled reactions), which count from their own
 * instants. One commit carries them all; its message is the last cycle's record.
 */
export async function planCycle(
  snapshot: LedgerSnapshot,
  options: {
    now: string;
    force?: boolean;
    sidecar?: SidecarSources;
    feedback?: readonly LedgerEvent[];
    /** false: no cycle runs, whatever is due (a deletion's 👎 recorded alone). */
    cycles?: false;
    /** What the run's listing adds to the remembered agents' comments: kept by its first cycle. */
    agentComments?: CycleEvent['agentComments'];
  },
): Promise<LedgerPlan<CycleOutcome> | { skip: CycleOutcome }> {
  const { now } = options;
  const { config, repo, branch } = snapshot;
  const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
  const timing = { timeZone: config.timeZone, ...view };
  const feedback = options.feedback ?? [];
  // Events recorded since the last cycle at or after the next due time (an operator's verdict or
  // feedback recorded before a run performed that cycle) count from their own instants, as this
  // run's feedback does: the cycles are planned from the state the last cycle left.
  const recorded = snapshot.atLastCycle;
  const firstDue = nextCycleDueAt(snapshot.state, feedback, timing);
  const late =
    recorded && firstDue && recorded.since.some((e) => Date.parse(e.at) >= Date.parse(firstDue))
      ? recorded
      : undefined;
  const replay = { timeZone: config.timeZone, ...late?.options };
  let state = late ? late.state : snapshot.state;
  let pending = [...(late?.since ?? []), ...feedback];
  const cycles: CycleEvent[] = [];
  const judged: VerdictEvent[] = [];
  let contract: Awaited<ReturnType<typeof loadContract>> | undefined;
  for (; options.cycles !== false;) {
    const last = state?.lastCycle;
    const dueAt = nextCycleDueAt(state, pending, timing);
    let at: string;
    let extra: Partial<CycleEvent> = {};
    if (dueAt === undefined || (options.force && cycles.length === 0)) {
      if (cycles.length > 0) break;
      // The first cycle, or a forced one: now. Cycles start in order, so one asked for at or
      // before the last cycle (a clock behind it) starts just after it.
      const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
      at = Date.parse(now) > lastAt ? now : new Date(lastAt + 1).toISOString();
      if (at !== now) extra = { requestedAt: now };
    } else if (Date.parse(dueAt) > Date.parse(now)) {
      break;
    } else if (last && Date.parse(now) - Date.parse(dueAt) > CATCH_UP_MS) {
      // Beyond the catch-up bound: one cycle now, which says since when none ran.
      at = now;
      extra = { catchUpFrom: last.at };
    } else {
      at = dueAt;
    }
    // Feedback before the cycle's instant is in the state it is judged on (at it, after it).
    const before = pending.filter((e) => Date.parse(e.at) < Date.parse(at));
    pending = pending.filter((e) => Date.parse(e.at) >= Date.parse(at));
    state = replayOnto(state, before, replay);
    contract ??= await loadContract(repo.root, config);
    // The ending cycle's tasks are judged first, so this cycle's commit scores them.
    // Loaded only to verify: a cycle without --verify leaves the verifiers (file globs, commands,
    // the contract parser's hints) unread, a chunk a cycle would otherwise compile for nothing.
    const verified = options.sidecar
      ? await (
          await import('./verifiers/sidecar.js')
        ).sidecarVerdicts({ ...snapshot, state }, at, options.sidecar)
      : { events: [], head: undefined, openClaims: [] };
    const event: CycleEvent = {
      ...buildCycleEvent({
        cycle: (last?.cycle ?? 0) + 1,
        at,
        tasks: contract.tasks,
        defaultIntervalMinutes: config.defaultIntervalMinutes,
      }),
      ...extra,
      ...(verified.head ? { head: verified.head } : {}),
      // Claims whose ground truth had not concluded: the next cycle reads their checks again.
      ...(verified.openClaims.length > 0 ? { openClaims: verified.openClaims } : {}),
      ...(options.agentComments && cycles.length === 0
        ? { agentComments: options.agentComments }
        : {}),
    };
    judged.push(...verified.events);
    cycles.push(event);
    state = replayOnto(state, [...verified.events, event], replay);
  }
  const lastCycle = cycles.at(-1);
  if (!lastCycle) return { skip: notDue(snapshot.state, feedback, timing, branch) };

  return {
    events: [...judged, ...cycles],
    finish(effects) {
      const added = new Set(effects.added.map((e) => e.id));
      const records = cycles.map((cycle) => {
        const after = effects.after.get(cycle.id);
        if (!after || effects.conflicts.includes(cycle.id)) {
          throw new Error(`${cycle.id} is already in the ledger with other content`);
        }
        return cycleCommitRecord(
          cycle.cycle,
          effects.before.get(cycle.id),
          after,
          view,
          snapshot.agent,
        );
      });
      const record = records.at(-1)!;
      const after = effects.after.get(lastCycle.id)!;
      const summary = summarizeScore(after.score, view);
      const nextDueAt =
        nextCycleDueAt(effects.state, [], timing) ??
        new Date(Date.parse(lastCycle.at) + summary.intervalMinutes * 60_000).toISOString();
      // Only the run whose write added the cycles ran them (an overlapping run found them there).
      if (!cycles.some((cycle) => added.has(cycle.id))) {
        return { message: '', result: notDue(effects.state, [], timing, branch) };
      }
      return {
        message: withCatchUpLines(formatCycleMessage(record), cycles),
        result: {
          ran: true,
          record,
          records,
          startedAt: lastCycle.at,
          nextDueAt,
          summary,
          state: after,
          commit: undefined,
          branch,
          pushed: false,
          warnings: [],
        },
      };
    },
  };
}

/** Events applied in (at, id) order onto a state. */
function replayOnto(
  state: ReplayState | undefined,
  events: readonly LedgerEvent[],
  options: ReplayOptions,
): ReplayState | undefined {
  let next = state;
  for (const event of sortEvents(events)) next = applyLedgerEvent(next, event, options);
  return next;
}

/** The outcome of a run with no cycle due (`state` has at least one cycle when it skips). */
function notDue(
  state: ReplayState | undefined,
  feedback: readonly LedgerEvent[],
  timing: { timeZone: string; defaultIntervalMinutes: number },
  branch: string,
): CycleNotDue {
  const last = state?.lastCycle;
  const nextDueAt = nextCycleDueAt(state, feedback, timing) ?? last?.at ?? '';
  return {
    ran: false,
    lastCycle: last?.cycle ?? 0,
    lastCycleAt: last?.at ?? '',
    intervalMinutes: Math.round(
      (Date.parse(nextDueAt) - Date.parse(last?.at ?? nextDueAt)) / 60_000,
    ),
    nextDueAt,
    branch,
  };
}

/**
 * The message with what a commit carrying more than one cycle says of the others, as a paragraph
 * before the trailers (which stay the last paragraph, the last cycle's record).
 */
function withCatchUpLines(message: string, cycles: readonly CycleEvent[]): string {
  const first = cycles[0];
  const lines: string[] = [];
  if (first && cycles.length > 1) {
    lines.push(
      `Cycles ${first.cycle}-${first.cycle + cycles.length - 1} ran at their due times, ${first.at} to ${cycles.at(-1)?.at}.`,
    );
  }
  for (const cycle of cycles) {
    if (cycle.catchUpFrom) {
      lines.push(
        `Catch-up: no cycle since ${cycle.catchUpFrom}, more than ${CATCH_UP_DAYS} days; the cycles due in between were not run one by one.`,
      );
    }
  }
  const trailers = message.indexOf('\n\nHeartbeat-Cycle:');
  if (lines.length === 0 || trailers < 0) return message;
  return `${message.slice(0, trailers)}\n\n${lines.join('\n')}${message.slice(trailers)}`;
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
