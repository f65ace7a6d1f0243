/**
 * GitHub Actions workflow runs: GitHub creates one when it starts a workflow (the runner's
 * GITHUB_RUN_ID), numbered per workflow file, and stamps `created_at`, `run_started_at` and, on
 * completion, `updated_at` itself. A re-run of a completed run keeps its id, number and
 * `created_at` and starts its next attempt (`run_attempt`, the runner's GITHUB_RUN_ATTEMPT) with
 * a new `run_started_at`; each earlier attempt stays readable as it ended. The Action reads them
 * back to tell which workflow, branch and event a run id belongs to, and when each attempt ran.
 */
import { nodeId } from './factories.js';
import type {
  RepoRef,
  RepoState,
  Schemas,
  WorkflowRunAttempt,
  WorkflowRunRecord,
} from './records.js';
import type { GitHubState } from './state.js';

/** A run to seed: the workflow file and branch, the trigger, and GitHub's answers besides. */
export interface WorkflowRunInput extends RepoRef {
  /** Default: a fresh id (GitHub's ids are global). */
  id?: number;
  /** Default `.github/workflows/heartbeat.yml`. */
  path?: string;
  /** Default: the repository's default branch. */
  headBranch?: string;
  headSha?: string;
  /** `owner/name` of the head repository (a fork PR's); default the repository. */
  headRepo?: string;
  /** Default `schedule`. */
  event?: string;
  /** Default `in_progress`. */
  status?: WorkflowRunRecord['status'];
  conclusion?: WorkflowRunRecord['conclusion'];
  actor?: string;
  createdAt?: string;
}

/** Seeds a run as GitHub starts one (in progress unless told otherwise). */
export function addWorkflowRun(state: GitHubState, input: WorkflowRunInput): WorkflowRunRecord {
  const r = state.addRepo(input);
  const path = input.path ?? '.github/workflows/heartbeat.yml';
  const at = input.createdAt ?? state.now();
  const run: WorkflowRunRecord = {
    id: input.id ?? state.newId(),
    path,
    workflowId: workflowIdOf(r, path),
    runNumber: nextRunNumber(r, path),
    runAttempt: 1,
    headBranch: input.headBranch ?? r.repo.defaultBranch,
    headSha: input.headSha ?? '0'.repeat(40),
    headRepo: input.headRepo ?? `${r.repo.owner}/${r.repo.name}`,
    event: input.event ?? 'schedule',
    status: input.status ?? 'in_progress',
    conclusion: input.status === 'completed' ? (input.conclusion ?? 'success') : null,
    actor: input.actor ?? r.repo.owner,
    createdAt: at,
    runStartedAt: at,
    updatedAt: at,
    previousAttempts: [],
  };
  r.workflowRuns.push(run);
  return run;
}

/**
 * Re-runs a completed run as `POST .../actions/runs/{id}/rerun` does (or "Re-run jobs" on the
 * page): the next attempt starts now, by `actor`, under the same id, number and `created_at`
 * (queued, then in progress once a runner takes it, which here is at once). False, changing
 * nothing, when the run is not completed (GitHub re-runs only a finished run).
 */
export function rerunWorkflowRun(
  state: GitHubState,
  run: WorkflowRunRecord,
  actor: string = run.actor,
): boolean {
  if (run.status !== 'completed') return false;
  const { runAttempt, status, conclusion, runStartedAt, updatedAt } = run;
  run.previousAttempts.push({
    runAttempt,
    status,
    conclusion,
    actor: run.actor,
    runStartedAt,
    updatedAt,
  });
  const at = state.now();
  run.runAttempt += 1;
  run.status = 'in_progress';
  run.conclusion = null;
  run.actor = actor;
  run.runStartedAt = at;
  run.updatedAt = at;
  return true;
}

/** Completes a run as GitHub does when its last job ends (`updated_at` is then). */
export function completeWorkflowRun(
  state: GitHubState,
  run: WorkflowRunRecord,
  conclusion: NonNullable<WorkflowRunRecord['conclusion']> = 'success',
): void {
  run.status = 'completed';
  run.conclusion = conclusion;
  run.updatedAt = state.now();
}

/** Deletes a run, as anyone with `actions: write` can (`DELETE .../actions/runs/{id}`). */
export function deleteWorkflowRun(state: GitHubState, repo: RepoRef, id: number): void {
  const r = state.repo(repo.owner, repo.repo);
  if (r) r.workflowRuns = r.workflowRuns.filter((run) => run.id !== id);
}

/** The last run number GitHub gave each workflow file (a deleted run's number is never reused). */
const runNumbers = new WeakMap<RepoState, Map<string, number>>();

function nextRunNumber(r: RepoState, path: string): number {
  const numbers = runNumbers.get(r) ?? new Map<string, number>();
  runNumbers.set(r, numbers);
  const next = (numbers.get(path) ?? 0) + 1;
  numbers.set(path, next);
  return next;
}

/** One workflow id per file, stable for the repository. */
function workflowIdOf(r: RepoState, path: string): number {
  let hash = 0;
  for (const c of `${r.repo.id}/${path}`) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_000;
  return 160_000_000 + hash;
}

/** The run as it was in attempt `n` (its latest: the run), or undefined when it had none. */
export function workflowRunAttempt(
  run: WorkflowRunRecord,
  n: number,
): WorkflowRunRecord | undefined {
  if (n === run.runAttempt) return run;
  const attempt: WorkflowRunAttempt | undefined = run.previousAttempts.find(
    (a) => a.runAttempt === n,
  );
  return attempt && { ...run, ...attempt };
}

/** A run (or one attempt of it, see workflowRunAttempt) as GitHub's `workflow-run`. */
export function renderWorkflowRun(
  state: GitHubState,
  r: RepoState,
  run: WorkflowRunRecord,
): Schemas['workflow-run'] {
  // A full repository is a valid `minimal-repository` (the types differ on `license` only).
  const minimal = (of: RepoState) =>
    state.renderRepo(of) as unknown as Schemas['minimal-repository'];
  const repository = minimal(r);
  const [headOwner = '', headName = ''] = run.headRepo.split('/');
  const head = state.repo(headOwner, headName) ?? r;
  const api = `${repository.url}/actions/runs/${run.id}`;
  return {
    id: run.id,
    name: run.path.replace(/^.*\//, '').replace(/\.ya?ml$/, ''),
    node_id: nodeId('WFR', run.id),
    check_suite_id: run.id + 1,
    check_suite_node_id: nodeId('CS', run.id + 1),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: run.path,
    run_number: run.runNumber,
    run_attempt: run.runAttempt,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: run.workflowId,
    url: api,
    html_url: `${repository.html_url}/actions/runs/${run.id}`,
    pull_requests: [],
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    actor: state.renderUser(run.actor),
    triggering_actor: state.renderUser(run.actor),
    run_started_at: run.runStartedAt,
    jobs_url: `${api}/jobs`,
    logs_url: `${api}/logs`,
    check_suite_url: `${repository.url}/check-suites/${run.id + 1}`,
    artifacts_url: `${api}/artifacts`,
    cancel_url: `${api}/cancel`,
    rerun_url: `${api}/rerun`,
    previous_attempt_url: run.runAttempt > 1 ? `${api}/attempts/${run.runAttempt - 1}` : null,
    workflow_url: `${repository.url}/actions/workflows/${run.workflowId}`,
    head_commit: null,
    repository,
    head_repository: minimal(head),
    head_repository_id: head.repo.id,
    display_title: run.event,
  };
}
