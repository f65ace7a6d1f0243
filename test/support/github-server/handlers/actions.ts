/**
 * GitHub Actions workflow runs: one by id (its latest attempt), one attempt of it, a re-run, and a
 * workflow's runs (newest first).
 */
import { renderWorkflowRun, rerunWorkflowRun, workflowRunAttempt } from '../workflow-runs.js';
import { type Handler, error, notFound, num, paginate, repoOf, str, WRITERS } from '../context.js';

const ACTIONS_BOT = 'github-actions[bot]';

export const actionHandlers: Record<string, Handler> = {
  'actions/get-workflow-run': (ctx) => {
    const r = repoOf(ctx);
    const id = Number(ctx.params.run_id);
    const run = r?.workflowRuns.find((w) => w.id === id);
    return r && run ? { status: 200, body: renderWorkflowRun(ctx.state, r, run) } : notFound();
  },

  'actions/get-workflow-run-attempt': (ctx) => {
    const r = repoOf(ctx);
    const run = r?.workflowRuns.find((w) => w.id === num(ctx, 'run_id'));
    const attempt = run && workflowRunAttempt(run, num(ctx, 'attempt_number'));
    return r && attempt
      ? { status: 200, body: renderWorkflowRun(ctx.state, r, attempt) }
      : notFound();
  },

  // The description answers 201 with an empty object; a run still going cannot be re-run. Anyone
  // who can write may re-run, and a workflow's token (whose `actions: write` is not modelled).
  'actions/re-run-workflow': (ctx) => {
    const r = repoOf(ctx);
    const run = r?.workflowRuns.find((w) => w.id === num(ctx, 'run_id'));
    if (!r || !run) return notFound();
    if (ctx.actor !== ACTIONS_BOT && !WRITERS.has(ctx.state.permission(r, ctx.actor)))
      return error(403, 'Resource not accessible by integration');
    if (!rerunWorkflowRun(ctx.state, run, ctx.actor))
      return error(403, 'This workflow run is not completed', 'a re-run of a run not completed');
    return { status: 201, body: {} };
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
