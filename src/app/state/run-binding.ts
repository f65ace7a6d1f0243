/**
 * Which workflow run wrote a state commit. GitHub signs the commits of every workflow's
 * GITHUB_TOKEN for `github-actions[bot]`, so a signature alone does not say "the heartbeat": each
 * state commit names its run in a `Heartbeat-Run` trailer, and the claim counts only when GitHub's
 * API says that run is the heartbeat's — the same workflow file as this run, on the trusted
 * branch, started by an event in HEARTBEAT_EVENTS in this repository — and the commit was
 * created while that run ran. A run of the agent's own workflow, of the heartbeat's file on the
 * agent's branch (a dispatch, a pull request) or of a fork never vouches for a commit.
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

/** `message` with `Heartbeat-Run: <id>` in its trailer block (a new block when it has none). */
export function withRunTrailer(message: string, runId: number): string {
  const body = message.replace(/\n+$/, '');
  const split = body.lastIndexOf('\n\n');
  const last = split < 0 ? '' : body.slice(split + 2);
  const trailers = last !== '' && last.split('\n').every((line) => /^[A-Za-z0-9-]+: /.test(line));
  return `${body}${trailers ? '\n' : '\n\n'}${RUN_TRAILER}: ${runId}\n`;
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
 * Why a commit naming `runIds`, created at `committedAt`, is not bound to a heartbeat run, given
 * GitHub's answer for the run it names (undefined: no such run). Pure.
 */
export function unboundReason(
  runIds: readonly string[],
  run: WorkflowRun | undefined,
  committedAt: string | undefined,
  heartbeat: HeartbeatIdentity,
): string | undefined {
  const distinct = [...new Set(runIds)];
  if (distinct.length === 0)
    return `signed, but names no heartbeat run (no ${RUN_TRAILER} trailer)`;
  if (distinct.length > 1) return `signed, but names ${distinct.length} runs`;
  const [id = ''] = distinct;
  if (!/^[1-9]\d{0,15}$/.test(id)) return `signed, but its ${RUN_TRAILER} is not a run id`;
  if (!run) return `signed, but names run ${id}, which GitHub does not know in this repository`;
  const not = notHeartbeatRun(run, heartbeat);
  if (not) return `signed by another workflow's token: ${not}`;
  const at = committedAt === undefined ? NaN : Date.parse(committedAt);
  const from = Date.parse(run.createdAt);
  // A run still going has no end yet; a completed one stopped writing when GitHub last updated it.
  const to = run.status === 'completed' ? Date.parse(run.updatedAt) : Infinity;
  if (!(at >= from && at <= to))
    return `signed, but created at ${committedAt ?? 'an unknown time'}, outside run ${id} (${run.createdAt} to ${run.status === 'completed' ? run.updatedAt : 'now'})`;
  return undefined;
}
