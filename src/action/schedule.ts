/**
 * `schedule` and `workflow_dispatch`: the heartbeat. Polls reactions, records feedback, runs a
 * cycle when due, commits and pushes the state branch, then reports through the outputs, the job
 * summary and the `heartbeat-gate / score` check run. No rule lives here (see src/app/schedule.ts).
 */
import { CONFIG_PATH } from '../config.js';
import { InputError, PushRefusedError } from '../errors.js';
import { httpAuthEnvironment } from '../git/repo.js';
import { createGitHubClient } from '../github/octokit.js';
import { renderLeaderboard } from '../core/render/leaderboard.js';
import { codeBlock, escapeMarkdown } from '../core/render/markdown.js';
import { renderScheduleReport, type CycleReport } from '../core/render/schedule.js';
import { scoreHeadline } from '../core/render/score.js';
import {
  runSchedule,
  type HeartbeatRun,
  type ScheduleOutcome,
  type ScheduleRun,
  type SharedStateRepository,
} from '../app/schedule.js';
import { publishScoreCheck, SCORE_CHECK_NAME } from '../app/score-check.js';
import { tamperingReport } from '../app/state/trust.js';
import { rollbackReport, StateHaltError } from '../app/state/remembered.js';
import type { DeletedComment } from '../core/deleted-feedback.js';
import type { ActionRun, EventHandler, FailedRun, HandlerResult } from './handler.js';
import { sharedStateInputs } from './inputs.js';

const SHA = /^[0-9a-f]{40}$/;

const UNPROTECTED = (branch: string) =>
  `No ruleset protects the state branch ${branch}: anyone who can push to it (the agent too) can rewrite the score's history. Add a ruleset that lets only this workflow push to it. (A classic branch protection rule is not visible to this token.)`;

function cycleReport(outcome: ScheduleOutcome): CycleReport {
  const cycle = outcome.cycle;
  return cycle.ran
    ? { ran: true, cycle: cycle.record.cycle, commit: outcome.commit, nextDueAt: cycle.nextDueAt }
    : { ran: false, nextDueAt: cycle.nextDueAt, intervalMinutes: cycle.intervalMinutes };
}

async function scoreCheck(
  run: Pick<ActionRun, 'runtime' | 'log'> & { github: ActionRun['github'] },
  check: {
    conclusion: 'success' | 'neutral' | 'failure';
    title: string;
    summary: string;
  },
): Promise<void> {
  const { runtime, log } = run;
  if (!SHA.test(runtime.sha)) {
    log.warning(`no ${SCORE_CHECK_NAME} check: GITHUB_SHA is not a commit`);
    return;
  }
  const posted = await publishScoreCheck(run.github, {
    owner: runtime.owner,
    repo: runtime.repo,
    sha: runtime.sha,
    detailsUrl: runtime.runUrl,
    ...check,
  });
  if (!posted) {
    log.warning(
      'the token may not write checks (give the workflow `checks: write`); the score is in the job summary',
      `${SCORE_CHECK_NAME} not posted`,
    );
  }
}

/** The repository's default branch as the payload names it (a schedule's payload names none). */
function defaultBranchOf(payload: Record<string, unknown>): string | undefined {
  const repository = payload.repository as { default_branch?: unknown } | undefined;
  const branch = repository?.default_branch;
  return typeof branch === 'string' && branch !== '' ? branch : undefined;
}

/** One agent's part of the job summary (a team's under its name), its lines logged. */
function agentReport(outcome: ScheduleOutcome, log: ActionRun['log']): string {
  const who = outcome.agent === undefined ? '' : `${outcome.agent}: `;
  for (const warning of outcome.warnings) log.warning(`${who}${warning}`);
  const cycle = cycleReport(outcome);
  log.info(
    `heartbeat-gate: ${who}configuration ${CONFIG_PATH} and contract ${outcome.config.contract} read from ${outcome.trusted.branch} (${outcome.trusted.commit.slice(0, 12)})`,
  );
  log.info(
    cycle.ran
      ? `heartbeat-gate: ${who}cycle ${cycle.cycle} committed to ${outcome.branch}; next due at ${cycle.nextDueAt}`
      : `heartbeat-gate: ${who}no cycle due; the next is due at ${cycle.nextDueAt}`,
  );
  log.info(
    `heartbeat-gate: ${who}${outcome.poll.subjects} reaction subject(s) polled, ${outcome.recorded.length} feedback recorded, ${outcome.poll.ignored.length} reaction(s) ignored`,
  );
  const report = renderScheduleReport({
    view: outcome.summary,
    cycle,
    recorded: outcome.recorded,
    ignored: outcome.poll.ignored,
    verdicts: outcome.verdicts,
    chart: outcome.chart,
    branch: outcome.branch,
  });
  const tampering = outcome.tampering && tamperingReport(outcome.tampering);
  if (tampering) log.warning(`${who}${tampering.warning}`, 'state branch tampered with');
  const rollback = outcome.rollback && rollbackReport(outcome.rollback, outcome.branch);
  if (rollback) log.warning(`${who}${rollback.warning}`, 'state branch rolled back');
  const body = [rollback?.markdown, tampering?.markdown, report].filter(Boolean).join('\n');
  return outcome.agent === undefined
    ? body
    : `## Agent ${escapeMarkdown(outcome.agent)}\n\n${body}`;
}

/**
 * The shared state repository the inputs name: its API client and git remote, both with
 * `state-token` (git reads it from this process's environment, as a header for that URL only).
 */
function sharedState(run: ActionRun): SharedStateRepository | undefined {
  const shared = sharedStateInputs(run.inputs);
  if (!shared) return undefined;
  const { owner, name } = shared.repository;
  const remote = `${run.runtime.serverUrl}/${owner}/${name}.git`;
  Object.assign(process.env, httpAuthEnvironment(process.env, remote, shared.token));
  return {
    repository: { owner, repo: name },
    client: createGitHubClient({ token: shared.token, baseUrl: run.runtime.apiUrl, log: run.log }),
    remote,
    writer: shared.writer,
  };
}

/** Attempts a deletion's run makes to record the deleted comment's 👎 alone, after the first. */
export const DELETION_ATTEMPTS = 8;

/**
 * A deletion's run: the deleted comment's 👎 are in this run's payload only (its concurrency
 * group is its own: GitHub cancels all but one pending run of a group), so they must land. The
 * first attempt is a whole heartbeat; when it cannot (bad input only the cycles read, such as a
 * broken contract; a source it cannot read; another run's push landing first), the 👎 and claims
 * are recorded alone, from the ledger as it then is (each attempt decides afresh, so nothing is
 * recorded twice): no poll, no cycle, a window a few requests wide, tried again while other runs'
 * pushes land first. The first attempt's failure, unless a lost race, is still the run's: what
 * could not be read is judged by a later run, never settled here. When nothing can be recorded (a
 * state branch gone with no head to build on, bad input the smaller write reads too, the last
 * lost race) the run says so: a re-run of it gets the same event and records them.
 */
async function landed(
  attempt: (deletedOnly: boolean) => Promise<ScheduleRun>,
  log: ActionRun['log'],
): Promise<ScheduleRun> {
  let first: unknown;
  try {
    return await attempt(false);
  } catch (error) {
    // A write would start the state again from nothing, or move past a lost head for good.
    if (error instanceof StateHaltError) throw unrecorded(error, log);
    first = error;
  }
  for (let n = 1; ; n++) {
    let recorded: ScheduleRun;
    try {
      recorded = await attempt(true);
    } catch (error) {
      if (error instanceof PushRefusedError && n < DELETION_ATTEMPTS) continue;
      throw unrecorded(first instanceof PushRefusedError ? error : first, log);
    }
    if (first instanceof PushRefusedError) return recorded;
    log.warning(
      "the deleted comment's 👎 were recorded alone: this run could not judge the rest",
      'deletion recorded alone',
    );
    throw first;
  }
}

/** Failures of a deletion's run that recorded nothing of its event (its score check says so). */
const unrecordedDeletions = new WeakSet<object>();

const UNRECORDED =
  "the deleted comment's 👎 and claims are in this run's event alone and were not recorded: re-run this workflow run once the failure is fixed (a re-run gets the same event)";

/** Says that the deletion's payload, this run's alone, was not recorded, and how to record it. */
function unrecorded(error: unknown, log: ActionRun['log']): unknown {
  log.warning(UNRECORDED, 'deletion not recorded');
  if (typeof error === 'object' && error !== null) unrecordedDeletions.add(error);
  return error;
}

/**
 * One heartbeat: every agent's poll and due cycles, and, when a comment's deletion started the
 * run, the 👎 it carried (see src/core/deleted-feedback.ts).
 */
export async function runHeartbeat(
  run: ActionRun,
  deleted?: DeletedComment,
): Promise<HandlerResult> {
  const { runtime, inputs, github, now, outputs, summary, log } = run;
  if (!runtime.workspace) {
    throw new InputError(
      'GITHUB_WORKSPACE is not set: check out the repository (actions/checkout) before heartbeat-gate',
      'GITHUB_WORKSPACE',
    );
  }
  if (runtime.runId === undefined) {
    throw new InputError(
      'GITHUB_RUN_ID is not set: the heartbeat runs in GitHub Actions, which names each run',
      'GITHUB_RUN_ID',
    );
  }
  if (runtime.runAttempt === undefined) {
    throw new InputError(
      'GITHUB_RUN_ATTEMPT is not set: the heartbeat runs in GitHub Actions, which numbers each attempt of a run',
      'GITHUB_RUN_ATTEMPT',
    );
  }
  // One for every try of this attempt: a commit an earlier try landed is this attempt's own.
  const own: HeartbeatRun = {
    id: runtime.runId,
    attempt: runtime.runAttempt,
    written: new Set<string>(),
  };
  const schedule = (deletedOnly = false) =>
    runSchedule({
      run: own,
      cwd: runtime.workspace,
      trustedBranch: defaultBranchOf(runtime.payload),
      formerStateBranch: inputs.formerStateBranch,
      push: true,
      now: now.toISOString(),
      client: github,
      repository: { owner: runtime.owner, repo: runtime.repo },
      agents: inputs.agents,
      operators: inputs.operators,
      sharedState: sharedState(run),
      deleted,
      deletedOnly,
    });
  const scheduled = deleted ? await landed(schedule, log) : await schedule();
  const [first] = scheduled.agents;
  if (!first) return {};

  // The outputs describe the first agent (the only one without a team); `due` any agent's cycle.
  const view = first.summary;
  outputs.score = String(view.score);
  outputs.target = String(view.target);
  outputs.penalty = view.penalty;
  outputs.reward = view.reward;
  outputs['interval-minutes'] = String(view.intervalMinutes);
  outputs.due = String(scheduled.agents.some((outcome) => outcome.cycle.ran));

  if (first.unprotected) {
    const warning = UNPROTECTED(`\`${first.branch.replaceAll('`', '')}\``);
    log.warning(warning, 'state branch unprotected');
    summary.add(`> [!WARNING]\n> ${warning}\n`);
  }
  const board = scheduled.leaderboard && renderLeaderboard(scheduled.leaderboard);
  const reports = scheduled.agents.map((outcome) => agentReport(outcome, log));
  const report = board ? [board, ...reports].join('\n') : reports.join('\n');
  summary.add(report);
  await scoreCheck(run, {
    // The score check informs; it never blocks a merge. A penalty tier shows as neutral.
    conclusion: scheduled.agents.every((o) => o.summary.penalty === 'none') ? 'success' : 'neutral',
    title: board
      ? scheduled.agents.map((o) => `${o.agent} ${o.summary.score}/${o.summary.target}`).join(' · ')
      : scoreHeadline(view),
    summary: report,
  });
  return {};
}

export const scheduleHandler: EventHandler = {
  run: (run) => runHeartbeat(run),

  async reportFailure(run: FailedRun, error: Error) {
    if (!run.github) return;
    await scoreCheck(
      { runtime: run.runtime, log: run.log, github: run.github },
      {
        conclusion: 'failure',
        title: 'The heartbeat failed',
        summary: `The scheduled run stopped before it could report the score:\n\n${codeBlock(error.message)}${unrecordedDeletions.has(error) ? `\n\n> [!WARNING]\n> ${UNRECORDED}\n` : ''}`,
      },
    );
  },
};
