/**
 * Ralph Orchestrator's event stream (seed 002): `ralph emit` appends one JSON line
 * `{"topic","payload","ts"}` per event to `.ralph/events-<stamp>.jsonl` (named by
 * `.ralph/current-events`, else `.ralph/events.jsonl`). Each `build.done`, `review.done` and
 * `verify.passed` line is judged as Ralph's backpressure judges it; every other topic passes
 * through untouched.
 */
import { evaluateEvidence, type EvidenceOptions } from './evidence/index.js';
import type { EvidenceResult } from './model.js';

/** Where Ralph's event files live, relative to the repository. */
export const RALPH_DIR = '.ralph';
/** The file naming the current event file. */
export const RALPH_CURRENT_EVENTS = '.ralph/current-events';
/** The event file when no current one is named. */
export const RALPH_DEFAULT_EVENTS = '.ralph/events.jsonl';

/** One line of the event file, judged. */
export interface RalphEvent {
  /** 1-based line number in the file. */
  line: number;
  topic: string;
  ts?: string;
  result: EvidenceResult;
}

/** A line that is not an event, with why. */
export interface RalphLineError {
  line: number;
  problem: string;
}

/** Every event of a Ralph event file, judged, and the lines that are not events. */
export function judgeRalphEvents(
  text: string,
  options: EvidenceOptions = {},
): { events: RalphEvent[]; errors: RalphLineError[] } {
  const events: RalphEvent[] = [];
  const errors: RalphLineError[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? '').trim();
    if (raw === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      errors.push({ line: i + 1, problem: 'not a JSON object' });
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push({ line: i + 1, problem: 'not a JSON object' });
      continue;
    }
    const event = value as Record<string, unknown>;
    if (typeof event.topic !== 'string' || event.topic === '') {
      errors.push({ line: i + 1, problem: 'no "topic" string' });
      continue;
    }
    // Ralph's payload is text; a missing one is the empty payload (no evidence).
    const payload =
      typeof event.payload === 'string'
        ? event.payload
        : event.payload === undefined || event.payload === null
          ? ''
          : JSON.stringify(event.payload);
    const judged: RalphEvent = {
      line: i + 1,
      topic: event.topic,
      result: evaluateEvidence(event.topic, payload, options),
    };
    if (typeof event.ts === 'string') judged.ts = event.ts;
    events.push(judged);
  }
  return { events, errors };
}

/** The latest gated event of each topic, in the order topics first appear: what stands now. */
export function latestGatedEvents(events: readonly RalphEvent[]): RalphEvent[] {
  const latest = new Map<string, RalphEvent>();
  for (const e of events) if (e.result.gated) latest.set(e.result.topic, e);
  return [...latest.values()];
}

/** The event file `.ralph/current-events` names (its first line), else the default one. */
export function currentEventsPath(currentEventsText: string | undefined): string {
  const named = currentEventsText?.split('\n')[0]?.trim();
  return named ? named : RALPH_DEFAULT_EVENTS;
}
