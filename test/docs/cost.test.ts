/**
 * docs/cost.md's arithmetic, counted: a month of activity for three profiles replayed against the
 * `on:` triggers of the workflows `init` writes (test/docs/cost-simulation.ts), within issue 25's
 * goals, and the table in the document is the one the simulation prints.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { costTable, cronTimes, profiles, simulate, workflowTriggers } from './cost-simulation.js';

const heartbeat = (name: string) =>
  simulate(profiles().find((p) => p.name.startsWith(name))!).find(
    (cost) => cost.workflow === 'heartbeat-schedule.yml',
  )!;

describe('what the heartbeat costs a month', () => {
  it('reads cron the way GitHub runs it (the old every-5-minutes line is 8,640 runs in 30 days)', () => {
    expect(cronTimes('*/5 * * * *')).toHaveLength(8_640);
    expect(cronTimes('17 * * * *')).toHaveLength(720);
    expect(cronTimes('*/5 7-19 * * 1-5')).toHaveLength(22 * 13 * 12);
  });

  it('wakes on a schedule off :00, on no pull-request event of its own, and when a comment is deleted', () => {
    const triggers = workflowTriggers('heartbeat-schedule.yml');
    expect(triggers.crons.length).toBeGreaterThan(0);
    for (const line of triggers.crons) expect(line.split(/\s+/)[0]).not.toMatch(/^(0|\*)/);
    // A deleted comment's 👎 are read from its deletion event: nothing else starts a run.
    expect(Object.fromEntries(triggers.events)).toEqual({
      issue_comment: ['deleted'],
    });
  });

  it('active: at most 1,000 billed minutes a month for everything the heartbeat adds (was 8,640)', () => {
    expect(heartbeat('active').billedMinutes).toBeLessThanOrEqual(1_000);
  });

  it('idle: at most 750', () => {
    expect(heartbeat('idle').billedMinutes).toBeLessThanOrEqual(750);
  });

  it('never leaves the published score more than one schedule period (an hour) behind', () => {
    for (const name of ['active', 'busy', 'idle']) {
      expect(heartbeat(name).longestGapMinutes).toBeLessThanOrEqual(60);
    }
  });

  it('is the table docs/cost.md shows', () => {
    // As prettier aligns it: the same cells, whatever the padding.
    const cells = (text: string) => text.replace(/ +/g, ' ').replace(/-{3,}/g, '---');
    const doc = readFileSync(join(import.meta.dirname, '../../docs/cost.md'), 'utf8');
    expect(cells(doc)).toContain(cells(costTable()));
  });
});
