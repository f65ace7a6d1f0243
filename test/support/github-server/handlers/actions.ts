/** GitHub Actions workflow runs: one by id, and a workflow's runs (newest first). */
import { renderWorkflowRun } from '../workflow-runs.js';
import { type Handler, notFound, paginate, repoOf, str } from '../context.js';

export const actionHandlers: Record<string, Handler> = {
  'actions/get-workflow-run': (ctx) => {
    const r = repoOf(ctx);
    const id = Number(ctx.params.run_id);
    const run = r?.workflowRuns.find((w) => w.id === id);
    return r && run ? { status: 200, body: renderWorkflowRun(ctx.state, r, run) } : notFound();
  },

  // `workflow_id` is the workflow's id or its file name, as GitHub accepts both.
  'actions/list-workflow-runs': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const workflow = str(ctx, 'workflow_id');
    const runs = r.workflowRuns
      .filter((w) => String(w.workflowId) === workflow || w.path.replace(/^.*\//, '') === workflow)
      .filter((w) => ctx.params.branch === undefined || w.headBranch === ctx.params.branch)
      .filter((w) => ctx.params.event === undefined || w.event === ctx.params.event)
      .filter((w) => ctx.params.head_sha === undefined || w.headSha === ctx.params.head_sha)
      .reverse();
    if (runs.length === 0 && !r.workflowRuns.some((w) => w.path.endsWith(`/${workflow}`)))
      return notFound();
    return paginate(ctx, runs, (page) => ({
      total_count: runs.length,
      workflow_runs: page.map((w) => renderWorkflowRun(ctx.state, r, w)),
    }));
  },
};
