/**
 * `lint` in a repository with a `team`: each agent's HEARTBEAT.md and state folder are checked as
 * that agent's configuration places them, after real cycles (a team's state folder used to fail
 * as "unexpected file"), and a hand edit of one agent's derived state is still caught.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCycle } from '../../src/app/cycle.js';
import { createDemoRepository, removeDemoRepository } from '../../src/app/demo-week.js';
import { recordVerdict } from '../../src/app/record.js';
import { lintRepository } from '../../src/app/lint.js';
import { loadConfig } from '../../src/config.js';

let dir = '';
afterEach(async () => {
  if (dir) await removeDemoRepository(dir);
});

describe('lint with a team', () => {
  it('checks each agent contract and state folder after cycles; catches a hand edit', async () => {
    dir = await createDemoRepository({ team: true });
    for (const agent of ['coder', 'reviewer']) {
      await runCycle({ cwd: dir, agent, now: '2026-03-02T09:00:00Z' });
    }
    await recordVerdict({
      cwd: dir,
      agent: 'coder',
      now: '2026-03-02T09:10:00Z',
      taskId: 'run_tests',
      verdict: 'verified',
    });
    await appendFile(join(dir, '.heartbeat/agents/coder/HEARTBEAT.md'), '\nMore context.\n');
    const config = await loadConfig(dir);

    const report = await lintRepository(dir, config);
    expect(report.findings).toEqual([]);
    expect(report.contracts.map((c) => c.file)).toEqual([
      '.heartbeat/agents/coder/HEARTBEAT.md',
      '.heartbeat/agents/reviewer/HEARTBEAT.md',
    ]);
    expect(report.state?.events).toBeGreaterThan(2);

    // The pre-commit hook's view: only the staged contract, once.
    const staged = await lintRepository(dir, config, ['.heartbeat/agents/coder/HEARTBEAT.md']);
    expect(staged.findings).toEqual([]);
    expect(staged.contracts.map((c) => c.file)).toEqual(['.heartbeat/agents/coder/HEARTBEAT.md']);

    const score = join(dir, '.heartbeat/agents/coder/score.json');
    await writeFile(score, (await readFile(score, 'utf8')).replace(/"score": \d+/, '"score": 999'));
    const tampered = await lintRepository(dir, config);
    expect(tampered.findings.map((f) => f.file)).toEqual(['.heartbeat/agents/coder/score.json']);
    expect(tampered.findings[0]?.text).toContain('edited by hand');
  });
});
