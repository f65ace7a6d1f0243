/**
 * What an agent's work came to, from the ledger alone, each figure with the number of cases it
 * rests on (docs/dashboard.md defines them): how often its claims held, how often the evidence
 * gate let a claim through at the first try, how many blocks a claim took, how long a blocked
 * claim took to pass, the operators' thumbs, and how often the gate's blocks were real.
 */
import { sortEvents } from './ledger.js';
import { verdictCounts } from './score/state.js';
import type { ClaimEvent, DailyScore, LedgerEvent } from './model.js';

/** A figure and its sample: `value` is null when there is no case to measure. */
export interface Measured {
  value: number | null;
  sample: number;
}

export interface OutcomeMetrics {
  /** Verified verdicts over verified plus ground-truth contradictions, in the days shown. */
  truthfulClaimRate: Measured & { truthful: number; contradicted: number };
  /** Claim runs whose first claim the evidence gate accepted, over all claim runs. */
  firstTryPassRate: Measured & { firstTry: number };
  /** Blocked claims per claim run. */
  blocksPerRun: Measured & { blocks: number };
  /**
   * Median minutes from a run's first block to its passing claim, over runs whose two claims
   * GitHub timestamped (comments): a commit's date is whatever its author wrote.
   */
  medianMinutesToPass: Measured;
  /** Operators' thumbs up and down in the last 7 days (today included). */
  feedbackThisWeek: Measured & { up: number; down: number };
  /**
   * Of the blocked runs that passed later: passed on another commit (the agent fixed what the gate
   * named) over all of them; passed on the very commit that was blocked counts as overridden.
   */
  gatePrecision: Measured & { fixed: number; overridden: number };
}

/**
 * One task's claims of one topic, in order, up to and including the first accepted one: the
 * agent's attempts at getting that claim through the gate.
 */
interface ClaimRun {
  claims: ClaimEvent[];
  passed: boolean;
}

function claimRuns(events: readonly LedgerEvent[]): ClaimRun[] {
  const open = new Map<string, ClaimRun>();
  const runs: ClaimRun[] = [];
  for (const event of sortEvents(events)) {
    if (event.kind !== 'claim') continue;
    const key = `${event.topic}\u0000${[...event.taskIds].sort().join(',')}`;
    let run = open.get(key);
    if (!run) {
      run = { claims: [], passed: false };
      open.set(key, run);
      runs.push(run);
    }
    run.claims.push(event);
    if (event.accepted) {
      run.passed = true;
      open.delete(key);
    }
  }
  return runs;
}

const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value);
}

/** The outcome metrics of one agent from its ledger events and its days (oldest first). */
export function outcomeMetrics(
  events: readonly LedgerEvent[],
  days: readonly DailyScore[],
): OutcomeMetrics {
  const truthful = days.reduce((n, d) => n + verdictCounts(d).verified, 0);
  const contradicted = days.reduce((n, d) => n + d.contradictionCount, 0);
  const week = days.slice(-7);
  const up = week.reduce((n, d) => n + d.thumbsUp, 0);
  const down = week.reduce((n, d) => n + d.thumbsDown, 0);

  const runs = claimRuns(events);
  const firstTry = runs.filter((r) => r.claims[0]?.accepted).length;
  const blocks = runs.reduce((n, r) => n + r.claims.filter((c) => !c.accepted).length, 0);
  const minutes: number[] = [];
  let fixed = 0;
  let overridden = 0;
  for (const run of runs) {
    const firstBlock = run.claims.find((c) => !c.accepted);
    const pass = run.claims.at(-1);
    if (!run.passed || !firstBlock || !pass) continue;
    if (firstBlock.source === 'comment' && pass.source === 'comment') {
      minutes.push((Date.parse(pass.at) - Date.parse(firstBlock.at)) / 60_000);
    }
    const lastBlock = run.claims.at(-2);
    if (!lastBlock?.sha || !pass.sha) continue;
    if (lastBlock.sha === pass.sha) overridden++;
    else fixed++;
  }
  return {
    truthfulClaimRate: {
      value: ratio(truthful, truthful + contradicted),
      sample: truthful + contradicted,
      truthful,
      contradicted,
    },
    firstTryPassRate: { value: ratio(firstTry, runs.length), sample: runs.length, firstTry },
    blocksPerRun: {
      value: runs.length > 0 ? Math.round((blocks / runs.length) * 100) / 100 : null,
      sample: runs.length,
      blocks,
    },
    medianMinutesToPass: { value: median(minutes), sample: minutes.length },
    feedbackThisWeek: { value: up - down, sample: up + down, up, down },
    gatePrecision: {
      value: ratio(fixed, fixed + overridden),
      sample: fixed + overridden,
      fixed,
      overridden,
    },
  };
}
