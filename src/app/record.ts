/**
 * `heartbeat-gate verdict` and `heartbeat-gate feedback`: what the verification sidecar (or an
 * operator) reports, appended to the ledger by id and committed, one commit per report.
 */
import type { ReplayState } from '../core/ledger.js';
import type { FeedbackEvent, Verdict, VerdictEvent } from '../core/model.js';
import { looksLikeAgent } from '../core/identity.js';
import { pointsForFeedback, pointsForVerdict } from '../core/score/points.js';
import { countVerdict } from '../core/replay.js';
import { CONFIG_PATH, hasConfigFile, notSetUp, type Config } from '../config.js';
import { nextCycleDueAt } from '../core/due.js';
import { InputError } from '../errors.js';
import { writeLedger, type LedgerEffects, type LedgerTarget } from './ledger-writer.js';
import { parseNow } from './time.js';
import { signed } from '../core/render/text.js';

/** What a recording command did. */
export interface Recorded<E> {
  event: E;
  /** False when the same event was already recorded (nothing changed). */
  recorded: boolean;
  /** Points the event moved the score by (0 when it was already recorded). */
  delta: number;
  /** Today's score and target after the event. */
  score: number;
  target: number;
  commit: string | undefined;
  branch: string;
  pushed: boolean;
  warnings: string[];
}

export interface RecordVerdictOptions extends LedgerTarget {
  now: string;
  taskId: string;
  verdict: Verdict;
  /** The agent claimed what the verifier's real source contradicts. */
  contradiction?: boolean;
  /** What the verifier looked at. */
  evidence?: string;
  /** Each contradiction's two sides: what the agent claimed, what the source said. */
  contradictions?: { claimed: string; actual: string }[];
  /**
   * Event id; default `verdict:<instant>:<task_id>`, and then one verdict per task per cycle.
   * Given, only the same id is the same verdict.
   */
  id?: string;
}

export interface RecordFeedbackOptions extends LedgerTarget {
  now: string;
  direction: 'up' | 'down';
  /** The source's id (reaction, comment); default derived from the instant, direction and login. */
  id?: string;
  /** The operator's login. */
  by?: string;
  /** What was reacted to. */
  source?: string;
}

function scoreLine(state: ReplayState): string {
  return `score ${state.score.today.score}/${state.score.today.target}`;
}

/** The planned event's effects, or an input error when its id holds other content. */
function effectsOf<E extends { id: string }>(event: E, effects: LedgerEffects) {
  if (effects.conflicts.includes(event.id)) {
    throw new InputError(
      `event id ${event.id} is already recorded with other content; pass another --id`,
    );
  }
  const state = effects.state;
  if (!state) throw new Error('the ledger replayed to nothing after an append');
  const added = effects.added.some((e) => e.id === event.id);
  return { state, added };
}

/**
 * A verdict on `event`'s task recorded since the last cycle that the default id's rule (one
 * verdict per task per cycle) weighs against it. Before the next cycle's due time the event is in
 * the last cycle, and so is every such verdict before that time (`sameCycle`). At or after it,
 * while that cycle has not run, the event's cycle starts at a due time not known yet, so whether a
 * verdict from that due time on shares it depends on when the cycle runs: not `sameCycle`, and
 * not to be decided here. Verdicts before it are an earlier cycle's.
 */
function otherVerdictOfCycle(
  state: ReplayState,
  event: VerdictEvent,
  config: Config,
):
  | { verdict: VerdictEvent; sameCycle: true }
  | { verdict: VerdictEvent; sameCycle: false; dueAt: string }
  | undefined {
  const timing = {
    timeZone: config.timeZone,
    defaultIntervalMinutes: config.defaultIntervalMinutes,
  };
  const dueAt = nextCycleDueAt(state, [], timing);
  const due = dueAt === undefined ? Number.POSITIVE_INFINITY : Date.parse(dueAt);
  const open = Date.parse(event.at) < due;
  const verdict = state.sinceLastCycle.verdicts.find(
    (v) => v.taskId === event.taskId && Date.parse(v.at) < due === open,
  );
  if (!verdict) return undefined;
  return open || dueAt === undefined
    ? { verdict, sameCycle: true }
    : { verdict, sameCycle: false, dueAt };
}

/** Records the verifier's verdict on a task of the current cycle. */
export async function recordVerdict(
  options: RecordVerdictOptions,
): Promise<Recorded<VerdictEvent>> {
  const now = parseNow(options.now);
  const write = await writeLedger<Recorded<VerdictEvent>>(options, ({ state, branch, config }) => {
    const progress = state?.progress;
    if (!state || !progress) {
      throw new InputError('no cycle has started yet: run heartbeat-gate cycle first');
    }
    const task = progress.tasks.find((t) => t.taskId === options.taskId);
    if (!task) {
      const known = progress.tasks.map((t) => t.taskId).join(', ') || 'none';
      throw new InputError(
        `task_id: ${options.taskId} is not a task of cycle ${progress.cycle} (its tasks: ${known})`,
      );
    }
    if (Date.parse(now) < Date.parse(progress.startedAt)) {
      throw new InputError(
        `--now: ${now} is before cycle ${progress.cycle} started (${progress.startedAt})`,
      );
    }
    const event: VerdictEvent = {
      // The verdict's own facts, never the cycle open when it is recorded: a run that performs a
      // due cycle later than another run would otherwise name the same verdict differently.
      id: options.id ?? `verdict:${now}:${task.taskId}`,
      at: now,
      kind: 'verdict',
      taskId: task.taskId,
      verdict: options.verdict,
      groundTruthContradiction: options.contradiction ?? false,
      // No `required`: the cycle in force at `now` decides it (a penalty tier may force the task
      // required), and that may be a due cycle not performed yet, so replay reads it
      // (countVerdict), never the last cycle performed when the command runs.
      ...(options.evidence !== undefined ? { evidence: options.evidence } : {}),
      ...(options.contradictions ? { contradictions: options.contradictions } : {}),
    };
    const unchanged = (recorded: VerdictEvent = event): Recorded<VerdictEvent> => ({
      event: recorded,
      recorded: false,
      delta: 0,
      score: state.score.today.score,
      target: state.score.today.target,
      commit: undefined,
      branch,
      pushed: false,
      warnings: [],
    });
    const same = (v: VerdictEvent) =>
      v.verdict === event.verdict && v.groundTruthContradiction === event.groundTruthContradiction;
    const named = (v: VerdictEvent) =>
      `task ${v.taskId} already has the verdict ${v.verdict}${v.groundTruthContradiction ? ' (contradiction)' : ''}`;
    // Verdicts since the last cycle are in the state, whatever month they fell in.
    const earlier = state.sinceLastCycle.verdicts.find((v) => v.id === event.id);
    if (earlier) {
      if (same(earlier)) return { skip: unchanged(earlier) };
      throw new InputError(
        `${event.id}: ${named(earlier)} under this id; pass --id to record another`,
      );
    }
    if (options.id === undefined) {
      const other = otherVerdictOfCycle(state, event, config);
      if (other?.sameCycle) {
        if (same(other.verdict)) return { skip: unchanged(other.verdict) };
        throw new InputError(
          `${event.id}: ${named(other.verdict)} in cycle ${progress.cycle} (${other.verdict.id}); pass --id to record another`,
        );
      }
      if (other) {
        throw new InputError(
          `${event.id}: ${named(other.verdict)} at ${other.verdict.at} (${other.verdict.id}); cycle ${progress.cycle + 1} was due at ${other.dueAt} and has not run, so whether both are in one cycle is not known: run heartbeat-gate cycle first, or pass --id to record another`,
        );
      }
    }
    return {
      events: [event],
      finish(effects) {
        const { state: after, added } = effectsOf(event, effects);
        // As the last cycle performed counts it: a due cycle performed later may count it again.
        const delta = added ? pointsForVerdict(countVerdict(event, state.progress)) : 0;
        const flag = event.groundTruthContradiction ? ' contradiction' : '';
        const message =
          `heartbeat: verdict ${event.taskId} ${event.verdict}${flag} (${signed(delta)}) — ${scoreLine(after)}\n\n` +
          `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
        return {
          message,
          result: {
            ...unchanged(),
            recorded: added,
            delta,
            score: after.score.today.score,
            target: after.score.today.target,
          },
        };
      },
    };
  });
  return { ...write.result, ...writeFields(write) };
}

/** Records an operator's 👍 / 👎 (the seed's POST /api/score/feedback). */
export async function recordFeedback(
  options: RecordFeedbackOptions,
): Promise<Recorded<FeedbackEvent>> {
  const now = parseNow(options.now);
  const write = await writeLedger<Recorded<FeedbackEvent>>(
    options,
    async ({ repo, everyAgentLogin, state, branch }) => {
      // As verdict does: no score exists to move before the repository is set up.
      if (!state && options.config === undefined && !(await hasConfigFile(repo.root))) {
        throw notSetUp(`no ${CONFIG_PATH}, no cycle yet`);
      }
      if (options.by !== undefined && looksLikeAgent(options.by, everyAgentLogin)) {
        throw new InputError(
          `--by: ${options.by} is (or looks like) an agent login; an agent's own feedback never counts`,
        );
      }
      // A closed cycle (and the day and ratchet floor it settled) is never rewritten.
      const last = state?.lastCycle;
      if (last && Date.parse(now) < Date.parse(last.at)) {
        throw new InputError(
          `--now: ${now} is before the last cycle (cycle ${last.cycle} at ${last.at}); feedback cannot rewrite a closed cycle`,
          '--now',
        );
      }
      const event: FeedbackEvent = {
        id:
          options.id ?? `feedback:${now}:${options.direction}${options.by ? `:${options.by}` : ''}`,
        at: now,
        kind: 'feedback',
        direction: options.direction,
        ...(options.by !== undefined ? { by: options.by } : {}),
        ...(options.source !== undefined ? { source: options.source } : {}),
      };
      const unchanged = (s: ReplayState | undefined): Recorded<FeedbackEvent> => ({
        event,
        recorded: false,
        delta: 0,
        score: s?.score.today.score ?? 0,
        target: s?.score.today.target ?? 0,
        commit: undefined,
        branch,
        pushed: false,
        warnings: [],
      });
      const earlier = state?.sinceLastCycle.feedback.find((f) => f.id === event.id);
      if (earlier) {
        if (earlier.direction === event.direction) return { skip: unchanged(state) };
        throw new InputError(`--id: ${event.id} is already recorded as 👍/👎 ${earlier.direction}`);
      }
      return {
        events: [event],
        finish(effects) {
          const { state: after, added } = effectsOf(event, effects);
          const delta = added ? pointsForFeedback(event.direction) : 0;
          const message =
            `heartbeat: feedback ${event.direction} (${signed(delta)}) — ${scoreLine(after)}\n\n` +
            `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
          return {
            message,
            result: {
              ...unchanged(after),
              recorded: added,
              delta,
              score: after.score.today.score,
              target: after.score.today.target,
            },
          };
        },
      };
    },
  );
  return { ...write.result, ...writeFields(write) };
}

function writeFields(write: { commit: string | undefined; pushed: boolean; warnings: string[] }) {
  return {
    commit: write.commit,
    pushed: write.pushed,
    warnings: write.warnings,
  };
}
