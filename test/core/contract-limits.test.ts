// The contract's size is part of its format: each cycle writes its tasks into one ledger line,
// and a million tasks wrote a 120 MB line, over GitHub's 100 MB file limit.
import { describe, expect, it } from 'vitest';
import { MAX_CONTRACT_BYTES, MAX_TASKS, parseHeartbeatContract } from '../../src/core/contract.js';

const contract = (tasks: number, extra = '') =>
  [
    '# Heartbeat',
    '',
    '## Tasks',
    ...Array.from({ length: tasks }, (_, i) => `- [ ] task_${i} | Task ${i} | required`),
    extra,
  ].join('\n');

describe('contract limits', () => {
  it(`${MAX_TASKS} tasks are fine`, () => {
    const parsed = parseHeartbeatContract(contract(MAX_TASKS), 'HEARTBEAT.md');
    expect(parsed.tasks).toHaveLength(MAX_TASKS);
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('one more is an error on its line, once, and no task past the cap is read', () => {
    const parsed = parseHeartbeatContract(contract(MAX_TASKS + 5), 'HEARTBEAT.md');
    expect(parsed.tasks).toHaveLength(MAX_TASKS);
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      {
        file: 'HEARTBEAT.md',
        line: 4 + MAX_TASKS,
        severity: 'error',
        message: `more than ${MAX_TASKS} tasks (the limit): this task and the ones after it are not read`,
      },
    ]);
  });

  it('a contract over the byte limit is an error on the line that crosses it', () => {
    // Freeform context, 2 bytes a character, then one task that is never reached.
    const lines = [
      '# Heartbeat',
      ...Array.from({ length: 600 }, () => 'é'.repeat(500)),
      '## Tasks',
      '- [ ] late | Never read | required',
    ];
    const parsed = parseHeartbeatContract(lines.join('\n'));
    const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe(
      `the contract is over ${MAX_CONTRACT_BYTES / 1024} KiB by this line (the limit); nothing from here on is read`,
    );
    const bytesBefore = lines
      .slice(0, (errors[0]?.line ?? 0) - 1)
      .reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
    expect(bytesBefore).toBeLessThanOrEqual(MAX_CONTRACT_BYTES + 1);
    expect(
      bytesBefore + Buffer.byteLength(lines[(errors[0]?.line ?? 1) - 1] ?? ''),
    ).toBeGreaterThan(MAX_CONTRACT_BYTES);
    expect(parsed.tasks).toEqual([]);
  });
});
