/**
 * Whether the state files are what the ledger says: each ledger segment in its canonical form
 * (sorted by (at, id), one canonical JSON object per line), and the derived files — score.json,
 * progress.json and the monthly checkpoints — byte for byte what a full replay of the ledger
 * writes, so a hand edit of any of them is caught.
 */
import type { Config } from '../config.js';
import { serializeLedger, type ReplayState } from '../core/ledger.js';
import { parse } from '../core/plain-schema.js';
import { CycleProgressRule, ReplayStateRule, ScoreStateRule } from '../core/state-rules.js';
import { replayLedger } from '../core/replay.js';
import { stateJson, statePaths, type StateStore } from '../git/state-store.js';
import { clip } from '../core/render/text.js';
import { pastTheClock } from './time.js';

/** One problem lint found; `text` is the line printed for it (`file:line: severity: message`). */
export interface LintFinding {
  readonly file: string;
  readonly line?: number;
  readonly severity: 'error' | 'warning';
  readonly text: string;
}

const error = (file: string, text: string): LintFinding => ({
  file,
  severity: 'error',
  text: `${file}: error: ${text}`,
});

/** Ledger segments whose text is not the canonical serialization of their events. */
async function segmentFindings(store: StateStore): Promise<LintFinding[]> {
  const paths = statePaths(store.stateDir);
  const findings: LintFinding[] = [];
  for (const month of store.months) {
    const file = paths.segment(month);
    const text = (await store.segmentText(month)) ?? '';
    const canonical = serializeLedger(await store.segment(month));
    if (text === canonical) continue;
    const actual = text.split('\n');
    const line = canonical.split('\n').findIndex((expected, index) => expected !== actual[index]);
    findings.push({
      file,
      line: line + 1,
      severity: 'error',
      text: `${file}:${line + 1}: error: not the canonical ledger (events sorted by time and id, one per line, as heartbeat-gate writes them); was it edited by hand?`,
    });
  }
  return findings;
}

/**
 * Ledger events dated past `clock`: a write refuses such a time, so one in the ledger was written
 * by hand, and it would freeze "today" at its day for score, prompt and badge, whose replay rolls
 * the day forward to the newest event.
 */
export async function futureEventFindings(
  store: StateStore,
  clock: number,
): Promise<LintFinding[]> {
  const paths = statePaths(store.stateDir);
  const findings: LintFinding[] = [];
  for (const month of store.months) {
    const file = paths.segment(month);
    // A canonical segment (checked on its own) lists events in this order, one per line.
    (await store.segment(month)).forEach((event, index) => {
      if (!pastTheClock(event.at, clock)) return;
      const line = index + 1;
      findings.push({
        file,
        line,
        severity: 'error',
        text: `${file}:${line}: error: event ${JSON.stringify(clip(event.id, 80))} is dated ${clip(event.at, 40)}, after the clock (${new Date(clock).toISOString()}): a ledger records what has happened, and a future event freezes "today" for every reader`,
      });
    });
  }
  return findings;
}

/** The derived files a full replay of the ledger writes (path → text). */
async function replayedFiles(store: StateStore, config: Config): Promise<Map<string, string>> {
  const paths = statePaths(store.stateDir);
  const files = new Map<string, string>();
  let state: ReplayState | undefined;
  for (const month of store.months) {
    // A checkpoint holds the state before its month; the first month starts from nothing.
    if (state) files.set(paths.checkpoint(month), stateJson(parse(ReplayStateRule, state)));
    state = replayLedger(await store.segment(month), { timeZone: config.timeZone }, state);
  }
  if (state) {
    files.set(paths.score, stateJson(parse(ScoreStateRule, state.score)));
    if (state.progress) {
      files.set(paths.progress, stateJson(parse(CycleProgressRule, state.progress)));
    }
  }
  return files;
}

/** Up to `limit` leaves where two JSON values differ, as `path is X, the ledger gives Y`. */
function differences(actual: unknown, expected: unknown, limit = 3): string[] {
  const out: string[] = [];
  const show = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value));
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit) return;
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        const at = Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], at);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      out.push(`${path || '(root)'} is ${show(a)}, the ledger gives ${show(b)}`);
    }
  };
  walk(actual, expected, '');
  return out;
}

/** Every way the state files differ from what the ledger gives. */
export async function derivedStateFindings(
  store: StateStore,
  config: Config,
): Promise<LintFinding[]> {
  const findings = await segmentFindings(store);
  const paths = statePaths(store.stateDir);
  const expected = await replayedFiles(store, config);
  const present = [...(await store.source.list()).keys()].filter((path) =>
    path.startsWith(`${store.stateDir}/checkpoints/`),
  );
  for (const path of [paths.score, paths.progress]) {
    if ((await store.source.read(path)) !== undefined) present.push(path);
  }
  for (const path of present) {
    if (!expected.has(path)) {
      findings.push(error(path, 'not derived from the ledger: replaying it gives no such file'));
    }
  }
  for (const [path, text] of expected) {
    const actual = await store.source.read(path);
    if (actual === text) continue;
    if (actual === undefined) {
      findings.push(error(path, 'missing: replaying the ledger gives this file'));
      continue;
    }
    const diff = differences(JSON.parse(actual), JSON.parse(text));
    findings.push(
      error(
        path,
        diff.length > 0
          ? `edited by hand: ${diff.join('; ')} (derived files must equal a replay of the ledger)`
          : 'not in canonical form (same values, other bytes); derived files must equal a replay of the ledger',
      ),
    );
  }
  return findings;
}
