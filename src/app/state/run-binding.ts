/**
 * Which workflow run wrote a state commit. GitHub signs the commits of every workflow's
 * GITHUB_TOKEN for `github-actions[bot]`, so a signature alone does not say "the heartbeat": each
 * state commit names its run and that run's attempt (`Heartbeat-Run`, `Heartbeat-Run-Attempt`
 * trailers), and the claim counts only when GitHub's API says that run is the heartbeat's — the
 * same workflow file as this run, on the trusted branch, started by an event in HEARTBEAT_EVENTS
 * in this repository — and the commit was created while that attempt ran. A re-run keeps its run
 * id, so the attempt is what tells an earlier attempt's commits (its window is GitHub's) from a
 * forgery naming the running one. A run of the agent's own workflow, of the heartbeat's file on
 * the agent's branch (a dispatch, a pull request) or of a fork never vouches for a commit.
 */
import type { WorkflowRun } from '../../github/workflow-runs.js';

/** The trailer every state commit the Action writes carries: the run that wrote it. */
export const RUN_TRAILER = 'Heartbeat-Run';

/**
 * The events whose runs are the heartbeat's: each runs the trusted branch's workflow file (a
 * comment's `deleted` event on an issue or a PR conversation too). A `pull_request*` run, a
 * review comment's included, runs the pull request's own workflow file: never the heartbeat's.
 */
export const HEARTBEAT_EVENTS: readonly string[] = [
  'schedule',
  'workflow_dispatch',
  'issue_comment',
];

/**
 * The trailer naming the run's attempt (GITHUB_RUN_ATTEMPT: 1, then 2, 3… for each re-run). A
 * commit without it names attempt 1, as commits written before it did.
 */
export const RUN_ATTEMPT_TRAILER = 'Heartbeat-Run-Attempt';

/**
 * `message` with `Heartbeat-Run: <id>` (and `Heartbeat-Run-Attempt: <attempt>` when given) in its
 * trailer block (a new block when it has none).
 */
export function withRunTrailer(message: string, runId: number, attempt?: number): string {
  const body = message.replace(/\n+$/, '');
  const split = body.lastIndexOf('\n\n');
  const last = split < 0 ? '' : body.slice(split + 2);
  const trailers = last !== '' && last.split('\n').every((line) => /^[A-Za-z0-9-]+: /.test(line));
  const named = attempt === undefined ? '' : `${RUN_ATTEMPT_TRAILER}: ${attempt}\n`;
  return `${body}${trailers ? '\n' : '\n\n'}${RUN_TRAILER}: ${runId}\n${named}`;
}

/** The run and attempt a state commit names. */
export interface NamedRun {
  id: number;
  attempt: number;
}

/**
 * The run and attempt named by a commit's `runIds` and `attempts` trailers, or why they name no
 * single one (Markdown). Pure.
 */
export function namedRun(
  runIds: readonly string[],
  attempts: readonly string[],
): NamedRun | string {
  const distinct = [...new Set(runIds)];
  if (distinct.length === 0)
    return `signed, but names no heartbeat run (no ${RUN_TRAILER} trailer)`;
  if (distinct.length > 1) return `signed, but names ${distinct.length} runs`;
  const [id = ''] = distinct;
  if (!/^[1-9]\d{0,15}$/.test(id)) return `signed, but its ${RUN_TRAILER} is not a run id`;
  const tries = [...new Set(attempts)];
  if (tries.length > 1) return `signed, but names ${tries.length} attempts of run ${id}`;
  const [attempt = '1'] = tries;
  if (!/^[1-9]\d{0,5}$/.test(attempt))
    return `signed, but its ${RUN_ATTEMPT_TRAILER} is not an attempt number`;
  return { id: Number(id), attempt: Number(attempt) };
}

/** What a heartbeat run is: this run's workflow file, the trusted branch, this repository. */
export interface HeartbeatIdentity {
  repository: string;
  path: string;
  branch: string;
}

const code = (text: string) => `\`${text.replaceAll('`', "'").slice(0, 200)}\``;

/**
 * Why `run` is not a heartbeat run (Markdown), or undefined when it is one. Pure: the caller
 * asked GitHub for `run`.
 */
export function notHeartbeatRun(
  run: WorkflowRun,
  heartbeat: HeartbeatIdentity,
): string | undefined {
  const name = `run ${run.id}`;
  if (run.repository.toLowerCase() !== heartbeat.repository.toLowerCase())
    return `${name} belongs to ${code(run.repository)}, not ${code(heartbeat.repository)}`;
  if (run.path !== heartbeat.path)
    return `${name} is of the workflow ${code(run.path)}, not the heartbeat's ${code(heartbeat.path)}`;
  if (run.headBranch !== heartbeat.branch)
    return `${name} of the heartbeat workflow ran on the branch ${code(run.headBranch ?? '')}, not the trusted ${code(heartbeat.branch)}`;
  if (!HEARTBEAT_EVENTS.includes(run.event))
    return `${name} of the heartbeat workflow was triggered by ${code(run.event)}, not by a schedule, a dispatch or a comment's deletion`;
  if (
    run.headRepository !== undefined &&
    run.headRepository.toLowerCase() !== heartbeat.repository.toLowerCase()
  )
    return `${name} ran on ${code(run.headRepository)}, not ${code(heartbeat.repository)}`;
  return undefined;
}

/**
 * Why a commit naming `named`, created at `committedAt`, is not bound to a heartbeat run, given
 * GitHub's answer for that attempt of the run (undefined: no such run or attempt). Pure.
 */
export function unboundReason(
  named: NamedRun,
  run: WorkflowRun | undefined,
  committedAt: string | undefined,
  heartbeat: HeartbeatIdentity,
): string | undefined {
  const { id, attempt } = named;
  if (!run) return `signed, but names run ${id}, which GitHub does not know in this repository`;
  if (run.attempt !== attempt)
    return `signed, but names attempt ${attempt} of run ${id}, which GitHub knows ${run.attempt} attempt(s) of`;
  const not = notHeartbeatRun(run, heartbeat);
  if (not) return `signed by another workflow's token: ${not}`;
  const at = committedAt === undefined ? NaN : Date.parse(committedAt);
  const from = Date.parse(run.startedAt);
  // An attempt still going has no end yet; a completed one stopped writing when GitHub last
  // updated it.
  const to = run.status === 'completed' ? Date.parse(run.updatedAt) : Infinity;
  if (!(at >= from && at <= to))
    return `signed, but created at ${committedAt ?? 'an unknown time'}, outside run ${id} (attempt ${attempt}: ${run.startedAt} to ${run.status === 'completed' ? run.updatedAt : 'now'})`;
  return undefined;
}
