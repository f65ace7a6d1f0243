/** Check runs and commit statuses. */
import { renderStatus } from '../factories.js';
import { renderActionsApp } from '../pull-factory.js';
import type { RepoState, Schemas } from '../records.js';
import {
  type Handler,
  type HandlerContext,
  invalid,
  notFound,
  num,
  paginate,
  repoOf,
  str,
} from '../context.js';

type CheckRun = Schemas['check-run'];
type Annotation = Schemas['check-annotation'];

/** Annotations posted with each check run (GitHub serves them from their own endpoint). */
export const annotationsByRun = new WeakMap<CheckRun, Annotation[]>();

/** A ref as a sha: a sha stays, a PR head branch or the default branch resolves to its head. */
function shaOf(r: RepoState, ref: string): string {
  if (/^[0-9a-f]{40}$/i.test(ref)) return ref;
  const branch = ref.replace(/^refs\/heads\//, '');
  const pull = [...r.pulls.values()].find((p) => p.headRef === branch);
  return pull?.headSha ?? ref;
}

// GitHub's rules for a completed run: a conclusion completes it; completion needs a conclusion.
function applyCompletion(ctx: HandlerContext, run: CheckRun, body: Record<string, unknown>) {
  if (body.conclusion === 'stale')
    return invalid('Invalid request.\n\nconclusion "stale" can only be set by GitHub.');
  if (typeof body.conclusion === 'string') {
    run.conclusion = body.conclusion as CheckRun['conclusion'];
    run.status = 'completed';
  } else if (typeof body.status === 'string') run.status = body.status as CheckRun['status'];
  if ((run.status === 'completed' || body.completed_at !== undefined) && !run.conclusion) {
    return invalid(
      'Invalid request.\n\n`conclusion` is required when `status` is `completed` or `completed_at` is set.',
      [{ field: 'conclusion', code: 'missing_field' }],
    );
  }
  if (run.status === 'completed')
    run.completed_at = (body.completed_at as string | undefined) ?? ctx.state.now();
  return undefined;
}

function applyFields(ctx: HandlerContext, run: CheckRun, body: Record<string, unknown>) {
  if (typeof body.name === 'string') run.name = body.name;
  if (typeof body.details_url === 'string') run.details_url = body.details_url;
  if (typeof body.external_id === 'string') run.external_id = body.external_id;
  if (typeof body.started_at === 'string') run.started_at = body.started_at;
  const output = body.output as
    | { title?: string; summary?: string; text?: string; annotations?: Record<string, unknown>[] }
    | undefined;
  if (!output) return;
  if (output.title !== undefined) run.output.title = output.title;
  if (output.summary !== undefined) run.output.summary = output.summary;
  if (output.text !== undefined) run.output.text = output.text;
  // Annotations accumulate across updates, as GitHub documents.
  const list = annotationsByRun.get(run) ?? [];
  for (const a of output.annotations ?? []) {
    list.push({
      path: String(a.path),
      blob_href: `${ctx.state.base.html}/blob/${run.head_sha}/${String(a.path)}`,
      start_line: Number(a.start_line),
      end_line: Number(a.end_line),
      start_column: typeof a.start_column === 'number' ? a.start_column : null,
      end_column: typeof a.end_column === 'number' ? a.end_column : null,
      annotation_level: a.annotation_level as Annotation['annotation_level'],
      title: typeof a.title === 'string' ? a.title : null,
      message: String(a.message),
      raw_details: typeof a.raw_details === 'string' ? a.raw_details : null,
    });
  }
  annotationsByRun.set(run, list);
  run.output.annotations_count = list.length;
}

/** Handlers by operationId. */
export const checkHandlers: Record<string, Handler> = {
  'checks/create': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const headSha = str({ ...ctx, params: ctx.body }, 'head_sha');
    if (!/^[0-9a-f]{40}$/i.test(headSha)) {
      return invalid(`No commit found for SHA: ${headSha}`, [
        { field: 'head_sha', code: 'invalid' },
      ]);
    }
    const run = ctx.state.createCheckRun(r, {
      name: String(ctx.body.name),
      head_sha: headSha,
      status: 'queued',
      conclusion: null,
    });
    const problem = applyCompletion(ctx, run, ctx.body);
    if (problem) {
      r.checkRuns.delete(Number(run.id));
      return problem;
    }
    applyFields(ctx, run, ctx.body);
    return { status: 201, body: run };
  },

  'checks/update': (ctx) => {
    const r = repoOf(ctx);
    const run = r?.checkRuns.get(num(ctx, 'check_run_id'));
    if (!run) return notFound();
    const before = structuredClone(run);
    const problem = applyCompletion(ctx, run, ctx.body);
    if (problem) {
      Object.assign(run, before);
      return problem;
    }
    applyFields(ctx, run, ctx.body);
    return { status: 200, body: run };
  },

  'checks/list-annotations': (ctx) => {
    const run = repoOf(ctx)?.checkRuns.get(num(ctx, 'check_run_id'));
    return run ? paginate(ctx, annotationsByRun.get(run) ?? []) : notFound();
  },

  'checks/get': (ctx) => {
    const run = repoOf(ctx)?.checkRuns.get(num(ctx, 'check_run_id'));
    return run ? { status: 200, body: run } : notFound();
  },

  'checks/list-for-ref': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const sha = shaOf(r, str(ctx, 'ref'));
    let runs = [...r.checkRuns.values()]
      .filter((c) => c.head_sha === sha)
      .filter((c) => ctx.params.check_name === undefined || c.name === ctx.params.check_name)
      .filter((c) => ctx.params.status === undefined || c.status === ctx.params.status)
      .filter((c) => ctx.params.app_id === undefined || c.app?.id === Number(ctx.params.app_id))
      .sort((a, b) => Number(b.id) - Number(a.id));
    if (ctx.params.filter !== 'all') {
      const seen = new Set<string>();
      runs = runs.filter((c) => !seen.has(c.name) && seen.add(c.name) !== undefined);
    }
    return paginate(ctx, runs, (page) => ({ total_count: runs.length, check_runs: page }));
  },

  'checks/list-suites-for-ref': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const sha = shaOf(r, str(ctx, 'ref'));
    const full = `${r.repo.owner}/${r.repo.name}`;
    const api = `${ctx.state.base.api}/repos/${full}`;
    const suites = r.checkSuites
      .filter((s) => s.headSha === sha)
      .map((s) => {
        const runs = [...r.checkRuns.values()].filter((c) => c.head_sha === s.headSha);
        return {
          id: s.id,
          node_id: `CS_kwDO${s.id}`,
          head_branch: s.headBranch,
          head_sha: s.headSha,
          status: 'completed' as const,
          conclusion: 'success' as const,
          url: `${api}/check-suites/${s.id}`,
          before: null,
          after: s.headSha,
          pull_requests: [],
          app: renderActionsApp(ctx.state.renderUser('github')),
          repository: ctx.state.renderRepo(r),
          created_at: s.createdAt,
          updated_at: s.createdAt,
          head_commit: {
            id: s.headSha,
            tree_id: s.headSha,
            message: '',
            timestamp: s.createdAt,
            author: null,
            committer: null,
          },
          latest_check_runs_count: runs.length,
          check_runs_url: `${api}/check-suites/${s.id}/check-runs`,
          rerequestable: true,
          runs_rerequestable: true,
        };
      });
    return paginate(ctx, suites, (page) => ({ total_count: suites.length, check_suites: page }));
  },

  'repos/list-commit-statuses-for-ref': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    return paginate(
      ctx,
      ctx.state.commitStatuses(r.repo.owner, r.repo.name, shaOf(r, str(ctx, 'ref'))),
    );
  },

  'repos/get-combined-status-for-ref': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const sha = shaOf(r, str(ctx, 'ref'));
    const seen = new Set<string>();
    const latest = r.statuses
      .filter((s) => s.sha === sha)
      .reverse()
      .filter((s) => !seen.has(s.context) && seen.add(s.context) !== undefined);
    const states = new Set(latest.map((s) => s.state));
    const state =
      states.has('error') || states.has('failure')
        ? 'failure'
        : states.has('pending') || latest.length === 0
          ? 'pending'
          : 'success';
    const full = `${r.repo.owner}/${r.repo.name}`;
    const statuses = latest.map((s) =>
      renderStatus(s, ctx.state.renderUser(s.creator), full, ctx.state.base),
    );
    return paginate(ctx, statuses, (page) => ({
      state,
      statuses: page,
      sha,
      total_count: latest.length,
      repository: ctx.state.renderRepo(r),
      commit_url: `${ctx.state.base.api}/repos/${full}/commits/${sha}`,
      url: `${ctx.state.base.api}/repos/${full}/commits/${sha}/status`,
    }));
  },
};
