// The heartbeat workflow a user copies: a short cron plus manual runs, one run at a time, the
// least permissions, and only inputs action.yml declares.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readActionYml } from '../support/run-action.js';

interface Step {
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: {
    schedule?: { cron: string }[];
    workflow_dispatch?: unknown;
    issue_comment?: { types: string[] };
    pull_request_review_comment?: { types: string[] };
  };
  concurrency: { group: string; 'cancel-in-progress': boolean };
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

const workflow = async () =>
  parse(await readFile('examples/workflows/heartbeat-schedule.yml', 'utf8')) as Workflow;

describe('examples/workflows/heartbeat-schedule.yml', () => {
  it('wakes hourly off :00 (each run performs every cycle due since the last) and on workflow_dispatch', async () => {
    const { on } = await workflow();
    expect(on.schedule?.map((s) => s.cron)).toEqual(['17 * * * *']);
    expect('workflow_dispatch' in on).toBe(true);
  });

  it("runs when a comment is deleted (its 👎 die with it), on the default branch's checkout", async () => {
    const { on, jobs } = await workflow();
    expect(on.issue_comment?.types).toEqual(['deleted']);
    // Not a review comment's: that run has the pull request's own workflow file, not the heartbeat.
    expect(on.pull_request_review_comment).toBeUndefined();
    const checkout = Object.values(jobs)[0]?.steps[0];
    expect(checkout?.with?.ref).toBe('${{ github.event.repository.default_branch }}');
    // Its own concurrency group: GitHub cancels all but one pending run of a group.
    const { concurrency } = await workflow();
    expect(concurrency.group).toContain("format('-deleted-{0}', github.event.comment.id)");
  });

  it('queues runs in one concurrency group instead of cancelling them', async () => {
    const { concurrency } = await workflow();
    expect(concurrency.group).toMatch(/\S/);
    expect(concurrency['cancel-in-progress']).toBe(false);
  });

  it('asks for the least permissions: write only contents and checks', async () => {
    const { permissions } = await workflow();
    expect(permissions).toEqual({
      contents: 'write',
      // The runs that wrote the state commits (class G).
      actions: 'read',
      checks: 'write',
      statuses: 'read',
      'pull-requests': 'read',
      issues: 'read',
    });
  });

  it('checks out the default branch, then runs the action with inputs action.yml declares', async () => {
    const { jobs } = await workflow();
    const steps = Object.values(jobs)[0]?.steps ?? [];
    expect(steps[0]?.uses).toMatch(/^actions\/checkout@/);
    const gate = steps.find((s) => s.uses?.includes('heartbeat-gate'));
    const { inputs = {} } = await readActionYml();
    expect(Object.keys(gate?.with ?? {}).filter((name) => !(name in inputs))).toEqual([]);
    expect(gate?.with?.agents).toMatch(/\S/);
  });
});
