/**
 * Every copy of the state's ledger (the branch's commit, the working tree, the remote's head)
 * merged by event id month by month, replayed from the earliest month that changed, and the
 * state files that replay implies. Copies are compared by blob id, so untouched months are
 * neither read nor parsed.
 */
import { ledgerMonth, mergeLedgers, serializeLedger, type ReplayState } from '../../core/ledger.js';
import type { LedgerEvent } from '../../core/model.js';
import { parse } from '../../core/plain-schema.js';
import { CycleProgressRule, ReplayStateRule, ScoreStateRule } from '../../core/state-rules.js';
import { applyLedgerEvent, type ReplayOptions } from '../../core/replay.js';
import { gitBlobId, stateJson, statePaths, type StateStore } from '../../git/state-store.js';

/** One month of the merged ledger. */
interface MonthCopy {
  /** The blob id of the base copy (undefined: the base has no such segment). */
  baseId: string | undefined;
  /** The merged events, when they had to be parsed; else the base copy stands for all. */
  events: LedgerEvent[] | undefined;
  /** Serialized merged text, once computed. */
  text: string | undefined;
}

/** Every copy of the ledger merged by event id, month by month, parsed only where needed. */
export class MergedLedger {
  private constructor(
    private readonly stores: readonly StateStore[],
    private readonly months: Map<string, MonthCopy>,
  ) {}

  static async load(stores: readonly StateStore[]): Promise<MergedLedger> {
    const [base] = stores;
    const months = new Map<string, MonthCopy>();
    const all = [...new Set(stores.flatMap((store) => store.months))].sort();
    for (const month of all) {
      // Copies are compared by blob id: an untouched month is neither read nor parsed.
      const baseId = base?.months.includes(month) ? await segmentId(base, month) : undefined;
      let differs = false;
      for (const store of stores.slice(1)) {
        if (store.months.includes(month) && (await segmentId(store, month)) !== baseId) {
          differs = true;
        }
      }
      let events: LedgerEvent[] | undefined;
      if (differs) {
        const copies: LedgerEvent[][] = [];
        for (const store of stores) {
          if (store.months.includes(month)) copies.push(await store.segment(month));
        }
        events = mergeLedgers(...copies).events;
      }
      months.set(month, { baseId, events, text: undefined });
    }
    return new MergedLedger(stores, months);
  }

  /** Adds new events by id (a recorded copy wins); reports which were new and which conflicted. */
  async add(
    events: readonly LedgerEvent[],
  ): Promise<{ added: LedgerEvent[]; conflicts: string[] }> {
    const added: LedgerEvent[] = [];
    const conflicts: string[] = [];
    const byMonth = new Map<string, LedgerEvent[]>();
    for (const event of events) {
      const month = ledgerMonth(event);
      byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
    }
    for (const [month, monthEvents] of byMonth) {
      const merged = mergeLedgers(await this.monthEvents(month), monthEvents);
      added.push(...merged.added);
      conflicts.push(...merged.conflicts);
      const copy = this.months.get(month) ?? {
        baseId: undefined,
        events: undefined,
        text: undefined,
      };
      this.months.set(month, { ...copy, events: merged.events, text: undefined });
    }
    const sorted = [...this.months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.months.clear();
    for (const [month, copy] of sorted) this.months.set(month, copy);
    return { added, conflicts };
  }

  /** The merged events of a month (the base copy's, parsed on first use). */
  private async monthEvents(month: string): Promise<LedgerEvent[]> {
    const copy = this.months.get(month);
    if (!copy) return [];
    if (!copy.events) {
      const base = this.stores[0];
      copy.events = base?.months.includes(month) ? await base.segment(month) : [];
    }
    return copy.events;
  }

  /** Whether any month of the merged ledger differs from the base copy. */
  differsFromBase(): boolean {
    return [...this.months.keys()].some((month) => this.changed(month));
  }

  /** Whether a month's merged text differs from the base copy. */
  private changed(month: string): boolean {
    const copy = this.months.get(month);
    if (!copy?.events) return false;
    copy.text ??= serializeLedger(copy.events);
    return gitBlobId(copy.text) !== copy.baseId;
  }

  /**
   * Replays from the checkpoint of the earliest month that differs from the base (at least the
   * last month, so the state is always there, and the last cycle's, so the state it left is),
   * capturing the state around the `watch` events.
   */
  async replay(options: ReplayOptions, watch: ReadonlySet<string> | undefined): Promise<Replayed> {
    const months = [...this.months.keys()];
    let start = months.findIndex((month) => this.changed(month));
    if (start < 0) start = Math.max(0, months.length - 1);
    // Resume from the nearest month with a checkpoint (a month new to the ledger has none yet).
    const base = this.stores[0];
    const resume = () => {
      while (start > 0 && !base?.checkpoint(months[start] as string)) start -= 1;
      return start > 0 ? base?.checkpoint(months[start] as string) : undefined;
    };
    let from = resume();
    const lastCycleMonth = from?.lastCycle && months.indexOf(ledgerMonth(from.lastCycle));
    if (lastCycleMonth !== undefined && lastCycleMonth >= 0 && lastCycleMonth < start) {
      start = lastCycleMonth;
      from = resume();
    }
    const checkpoints = new Map<string, ReplayState>();
    const before = new Map<string, ReplayState | undefined>();
    const after = new Map<string, ReplayState>();
    let state = from;
    let atLastCycle: Replayed['atLastCycle'];
    for (const month of months.slice(start)) {
      if (state && month !== months[0]) checkpoints.set(month, state);
      for (const event of await this.monthEvents(month)) {
        if (watch?.has(event.id)) before.set(event.id, state);
        state = applyLedgerEvent(state, event, options);
        if (watch?.has(event.id)) after.set(event.id, state);
        if (event.kind === 'cycle') atLastCycle = { state, since: [] };
        else atLastCycle?.since.push(event);
      }
    }
    return { state, checkpoints, before, after, atLastCycle };
  }

  /** The state files the merged ledger implies for the months that may have changed. */
  async files(
    paths: ReturnType<typeof statePaths>,
    replayed: Replayed,
  ): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    // Months never loaded are the base copy, unchanged; only loaded months can differ.
    for (const [month, copy] of this.months) {
      if (copy.events)
        files.set(paths.segment(month), (copy.text ??= serializeLedger(copy.events)));
    }
    for (const [month, checkpoint] of replayed.checkpoints) {
      files.set(paths.checkpoint(month), stateJson(parse(ReplayStateRule, checkpoint)));
    }
    if (replayed.state) {
      files.set(paths.score, stateJson(parse(ScoreStateRule, replayed.state.score)));
      if (replayed.state.progress) {
        files.set(paths.progress, stateJson(parse(CycleProgressRule, replayed.state.progress)));
      }
    }
    return files;
  }
}

/** A replay of the merged ledger, with the state around the watched events. */
export interface Replayed {
  state: ReplayState | undefined;
  checkpoints: Map<string, ReplayState>;
  before: Map<string, ReplayState | undefined>;
  after: Map<string, ReplayState>;
  /** The state just after the last cycle event and the events recorded after it, in order. */
  atLastCycle: { state: ReplayState; since: LedgerEvent[] } | undefined;
}

/** A store's segment id: git's when it has one, else computed from the file. */
async function segmentId(store: StateStore, month: string): Promise<string | undefined> {
  const id = store.segmentIds.get(month);
  if (id !== undefined) return id;
  const text = await store.segmentText(month);
  return text === undefined ? undefined : gitBlobId(text);
}
