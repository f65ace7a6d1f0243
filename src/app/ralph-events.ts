/**
 * Ralph's event file read from disk and judged (core/ralph-events.ts): for `evidence
 * --ralph-events` and for the stop hook, which counts Ralph's accepted topics as the session's.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import {
  currentEventsPath,
  judgeRalphEvents,
  latestGatedEvents,
  RALPH_CURRENT_EVENTS,
  type RalphEvent,
  type RalphLineError,
} from '../core/ralph-events.js';
import type { EvidenceOptions } from '../core/evidence/index.js';
import { buildVerdict, claimVerdict, type Verdict } from '../core/verdict.js';

/** A judged event file; `path` is undefined when the repository has none. */
export interface RalphEventFile {
  path: string | undefined;
  events: RalphEvent[];
  errors: RalphLineError[];
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Judges the event file at `path`. */
export async function judgeRalphEventFile(
  path: string,
  options: EvidenceOptions = {},
): Promise<RalphEventFile> {
  const text = await readFile(path, 'utf8');
  return { path, ...judgeRalphEvents(text, options) };
}

/** The repository's current Ralph event file, judged; no events when there is none. */
export async function readRalphEvents(root: string): Promise<RalphEventFile> {
  const named = currentEventsPath(await readOptional(join(root, RALPH_CURRENT_EVENTS)));
  const path = isAbsolute(named) ? named : join(root, named);
  const text = await readOptional(path);
  if (text === undefined) return { path: undefined, events: [], errors: [] };
  return { path, ...judgeRalphEvents(text) };
}

/**
 * The verdict on an event file: the latest event of each gated topic stands (as the PR check's
 * latest claim does); every event and rewrite is listed in `notes`, in order.
 */
export function ralphVerdict(file: RalphEventFile): Verdict {
  const notes = file.events.map(
    (e) =>
      `line ${e.line}: ${e.topic} → ${e.result.published}${e.result.accepted ? '' : ` (${e.result.message})`}`,
  );
  return buildVerdict({
    source: 'ralph-events',
    claims: latestGatedEvents(file.events).map((e) => claimVerdict(e.result)),
    notes,
  });
}
