// Issue 27: a HEARTBEAT.md written for OpenClaw (a free-form heartbeat checklist, no `## Tasks`, the
// HEARTBEAT_OK reply) lints without errors, said once; a file with both serves both.
import { describe, expect, it } from 'vitest';
import { parseHeartbeatContract } from '../../src/core/contract.js';

const OPENCLAW = `# HEARTBEAT.md

Check these every heartbeat. If nothing needs attention, reply HEARTBEAT_OK.

- Check the inbox for anything urgent
- [ ] Look at CI on main; if it is red, say which job
- If a PR waits for review over a day, remind the reviewer
`;

describe('an OpenClaw heartbeat checklist', () => {
  it('lints without errors, with one note that it has no tasks', () => {
    const contract = parseHeartbeatContract(OPENCLAW, 'HEARTBEAT.md');
    expect(contract.tasks).toEqual([]);
    expect(contract.diagnostics).toHaveLength(1);
    expect(contract.diagnostics[0]).toMatchObject({ severity: 'warning', line: 0 });
    expect(contract.diagnostics[0]?.message).toContain(
      'OpenClaw heartbeat checklist (HEARTBEAT_OK)',
    );
    expect(contract.context).toContain('Look at CI on main');
  });

  it('with a `## Tasks` section too, the tasks are judged and the checklist stays context', () => {
    const both = `${OPENCLAW}\n## Tasks\n\n- [ ] run_tests | Keep the test suite green | required | verify: evidence:build.done\n`;
    const contract = parseHeartbeatContract(both, 'HEARTBEAT.md');
    expect(contract.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(contract.diagnostics).toEqual([]);
    expect(contract.tasks).toHaveLength(1);
    expect(contract.context).toContain('reply HEARTBEAT_OK');
    expect(contract.context).not.toContain('Keep the test suite green');
  });
});
