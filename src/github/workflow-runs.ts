/**
 * GitHub Actions workflow runs as GitHub asserts them: which workflow file, branch, event and
 * repository a run id belongs to, and when GitHub created and last updated it. A run id written
 * in a commit is only a claim; this is what the claim is checked against.
 */
import type { GitHub } from './octokit.js';

/** What GitHub says about one workflow run. */
export interface WorkflowRun {
  id: number;
  /** The workflow file, e.g. `.github/workflows/heartbeat.yml`. */
  path: string;
  workflowId: number;
  runNumber: number;
  /** The branch the run is on (a `pull_request` run's: the PR's head branch). */
  headBranch: string | null;
  headSha: string;
  event: string;
  status: string | null;
  /** How a completed run ended (`success`, `failure`…); null until it completes. */
  conclusion: string | null;
  /** `owner/name` of the repository the run belongs to, and of its head. */
  repository: string;
  headRepository: string | undefined;
  createdAt: string;
  updatedAt: string;
  /** Which attempt this answer is of: 1, or higher once re-run (GitHub's `run_attempt`). */
  attempt: number;
  /** When this attempt started (`run_started_at`, reset by a re-run; `created_at` when absent). */
  startedAt: string;
}

type RunData = Awaited<ReturnType<GitHub['rest']['actions']['getWorkflowRun']>>['data'];

function workflowRun(data: RunData): WorkflowRun {
  return {
    id: data.id,
    path: data.path,
    workflowId: data.workflow_id,
    runNumber: data.run_number,
    headBranch: data.head_branch,
    headSha: data.head_sha,
    event: data.event,
    status: data.status,
    conclusion: data.conclusion,
    repository: data.repository.full_name,
    headRepository: data.head_repository?.full_name,
    createdAt: data.created_at,
    updatedAt: data.updated_at,
    attempt: data.run_attempt ?? 1,
    startedAt: data.run_started_at ?? data.created_at,
  };
}

/** `GET /repos/{owner}/{repo}/actions/runs/{run_id}`; undefined when GitHub knows no such run. */
export async function readWorkflowRun(
  github: Pick<GitHub, 'rest'>,
  repository: { owner: string; repo: string },
  id: number,
): Promise<WorkflowRun | undefined> {
  try {
    const { data } = await github.rest.actions.getWorkflowRun({
      ...repository,
      run_id: id,
      exclude_pull_requests: true,
    });
    return workflowRun(data);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/**
 * `GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}`: the run as it was
 * in that attempt (its own `run_started_at` and `updated_at`); undefined when GitHub knows none.
 */
export async function readWorkflowRunAttempt(
  github: Pick<GitHub, 'rest'>,
  repository: { owner: string; repo: string },
  id: number,
  attempt: number,
): Promise<WorkflowRun | undefined> {
  try {
    const { data } = await github.rest.actions.getWorkflowRunAttempt({
      ...repository,
      run_id: id,
      attempt_number: attempt,
      exclude_pull_requests: true,
    });
    return workflowRun(data);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}
