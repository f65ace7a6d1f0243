/**
 * The library's public surface is chosen and reviewed: api/heartbeat-gate.api.md is what
 * scripts/api-report.ts renders from src/index.ts (run `npx tsx scripts/api-report.ts` after a
 * change), every export says what it is, and the internals stay out.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PATH, readApi, renderApiReport, type ApiEntry } from '../scripts/api-report.js';

let entries: ApiEntry[];
beforeAll(() => {
  entries = readApi();
}, 60_000);

describe('the API report', () => {
  it('is fresh: api/heartbeat-gate.api.md is what src/index.ts exports', async () => {
    expect(readFileSync(REPORT_PATH, 'utf8')).toBe(await renderApiReport(entries));
  });

  it('documents every export (JSDoc on the declaration, or on its schema)', () => {
    expect(entries.filter((entry) => entry.summary === '').map((entry) => entry.name)).toEqual([]);
  });

  it('holds what users need: the gate for commits and the configuration schema', () => {
    const names = entries.map((entry) => entry.name);
    for (const name of [
      'checkCommitMessage',
      'evaluateEvidence',
      'parseHeartbeatContract',
      'initCycleProgress',
      'buildContractPrompt',
      'buildScorePromptSection',
      'ConfigSchema',
      'Config',
      'ScoreStateSchema',
      'CycleProgressSchema',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('leaves the internals out', () => {
    const names = entries.map((entry) => entry.name);
    for (const name of [
      'detectThrashing',
      'planVerification',
      'judgeVerification',
      'decideFeedback',
      'replayLedger',
      'mergeLedgers',
      'addDays',
      'progressBar',
      'loadConfig',
    ]) {
      expect(names, name).not.toContain(name);
    }
  });
});
