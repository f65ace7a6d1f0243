/**
 * The merge gate on pull_request, pull_request_target, issue_comment, pull_request_review and
 * merge_group events: judge the agent's claims on the PR head and post `heartbeat-gate / evidence`
 * with one sticky comment. PR code is never checked out or run; the configuration comes from the
 * base branch through the API.
 */
import { z } from 'zod';
import { DEFAULT_CONFIG, parseConfig } from '../config.js';
import { collectClaims, gateFilesChanged, type HeadCommit } from '../core/claims.js';
import { isListedOperator, looksLikeAgent, uniqueLogins } from '../core/identity.js';
import { decidePullRequestGate } from '../core/pull-request-gate.js';
import { escapeMarkdown } from '../core/render/markdown.js';
import { code, renderEvidenceReport, STICKY_MARKER } from '../core/render/evidence.js';
import { isWriteForbidden, postCompletedCheck } from '../github/checks.js';
import type { GitHub } from '../github/octokit.js';
import {
  getHeadCommit,
  getPullRequest,
  listChangedFiles,
  listPullComments,
  listPullReviews,
  readFileAt,
  reviewsAsComments,
  type PullRequestInfo,
  type PullReview,
  type RepoRef,
} from '../github/pull-request.js';
import { repositoryPermission } from '../github/reactions.js';
import { findStickyComment, writeStickyComment } from '../github/sticky-comment.js';
import type { ActionRun, EventHandler, FailedRun, HandlerResult } from './handler.js';
import type { Runtime } from './runtime.js';
import { clip } from '../core/render/text.js';

/** The merge gate's check run. */
export const EVIDENCE_CHECK = 'heartbeat-gate / evidence';

const PullPayloadSchema = z.object({
  action: z.string().optional(),
  pull_request: z.object({
    number: z.number().int(),
    updated_at: z.string(),
    html_url: z.string(),
    user: z.object({ login: z.string() }),
    head: z.object({ sha: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
    base: z.object({ ref: z.string(), repo: z.object({ full_name: z.string() }) }),
  }),
});

const IssueCommentPayloadSchema = z.object({
  issue: z.object({ number: z.number().int(), pull_request: z.unknown().optional() }),
});

const MergeGroupPayloadSchema = z.object({
  merge_group: z.object({ head_sha: z.string(), head_ref: z.string() }),
});

/** Pushes that move the head: the event's time is the push time. */
const PUSH_ACTIONS = new Set(['opened', 'reopened', 'synchronize']);

/** Which PR to judge and where its verdict goes. */
interface GateTarget {
  pull: PullRequestInfo;
  /** The commit the check run is posted on: the PR head, or the merge group's commit. */
  checkSha: string;
  /** Keep the sticky comment (not on merge groups: the PR's comment already says it). */
  comment: boolean;
  /** When the event is the push itself, its time (claims older than it are stale). */
  pushedAfter?: string;
}

function parsePayload<T>(schema: z.ZodType<T>, runtime: Runtime): T {
  const parsed = schema.safeParse(runtime.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `the ${runtime.eventName} payload has no usable ${issue?.path.join('.') ?? 'content'} (${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}

/** The PR an event is about, or undefined when it is about none (a comment on an issue). */
async function resolveTarget(runtime: Runtime, github: GitHub): Promise<GateTarget | undefined> {
  const repo = { owner: runtime.owner, repo: runtime.repo };
  switch (runtime.eventName) {
    case 'issue_comment': {
      const { issue } = parsePayload(IssueCommentPayloadSchema, runtime);
      if (!issue.pull_request) return undefined;
      const pull = await getPullRequest(github, { ...repo, pullNumber: issue.number });
      return { pull, checkSha: pull.headSha, comment: true };
    }
    case 'merge_group': {
      const { merge_group: group } = parsePayload(MergeGroupPayloadSchema, runtime);
      // GitHub names queue branches gh-readonly-queue/<base>/pr-<number>-<head sha>.
      const number = /\/pr-(\d+)-[0-9a-f]+$/.exec(group.head_ref)?.[1];
      if (!number) throw new Error(`merge group ${group.head_ref} names no pull request`);
      const pull = await getPullRequest(github, { ...repo, pullNumber: Number(number) });
      return { pull, checkSha: group.head_sha, comment: false };
    }
    default: {
      const { action, pull_request: pr } = parsePayload(PullPayloadSchema, runtime);
      const pull: PullRequestInfo = {
        number: pr.number,
        headSha: pr.head.sha,
        baseRef: pr.base.ref,
        author: pr.user.login,
        fromFork: pr.head.repo?.full_name !== pr.base.repo.full_name,
        htmlUrl: pr.html_url,
      };
      const pushed = runtime.eventName.startsWith('pull_request') && PUSH_ACTIONS.has(action ?? '');
      return {
        pull,
        checkSha: pull.headSha,
        comment: true,
        ...(pushed ? { pushedAfter: pr.updated_at } : {}),
      };
    }
  }
}

/** The operator who approved the head commit (latest review per reviewer), if any. */
async function approvingOperator(
  github: GitHub,
  repo: RepoRef,
  reviews: readonly PullReview[],
  headSha: string,
  trust: { agents: readonly string[]; operators: readonly string[] },
): Promise<string | undefined> {
  const latest = new Map<string, PullReview>();
  for (const review of [...reviews].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))) {
    if (review.state !== 'COMMENTED') latest.set(review.author.toLowerCase(), review);
  }
  for (const review of latest.values()) {
    if (review.state !== 'APPROVED' || review.commitId !== headSha) continue;
    if (looksLikeAgent(review.author, trust.agents)) continue;
    if (isListedOperator(review.author, trust.operators)) return review.author;
    const permission = await repositoryPermission(github, { ...repo, login: review.author });
    if (permission === 'admin' || permission === 'maintain' || permission === 'write') {
      return review.author;
    }
  }
  return undefined;
}

async function runGate(run: ActionRun, target: GateTarget): Promise<HandlerResult> {
  const { github, inputs, runtime, log } = run;
  const repo = { owner: runtime.owner, repo: runtime.repo };
  const { pull } = target;
  const where = { ...repo, pullNumber: pull.number };

  const configText = await readFileAt(github, { ...repo, path: inputs.config, ref: pull.baseRef });
  const config = configText === undefined ? DEFAULT_CONFIG : parseConfig(configText, inputs.config);
  const agents = uniqueLogins([...inputs.agents, ...config.agents]);
  const operators = uniqueLogins([...inputs.operators, ...config.operators]);
  // Refusing: no look-alike of the agent writes our sticky comment.
  const isAgent = (login: string) => looksLikeAgent(login, agents);

  const [head, comments, reviews, files] = await Promise.all([
    getHeadCommit(github, { ...where, headSha: pull.headSha, pushedAfter: target.pushedAfter }),
    listPullComments(github, where),
    listPullReviews(github, where),
    listChangedFiles(github, where),
  ]);
  const notes: string[] = [];
  if (agents.length === 0) {
    notes.push(
      `No agent logins are configured (input \`agents\`, or \`agents\` in ${code(inputs.config)} on ${code(pull.baseRef)}): no claim can count.`,
    );
  }
  const headCommit: HeadCommit = head ?? {
    sha: pull.headSha,
    trailerClaims: [],
    pushedAt: run.now.toISOString(),
  };
  if (!head) {
    notes.push(
      'The head commit is beyond the 250 commits the API lists: its trailers were not read, and every comment claim is treated as stale.',
    );
  }

  // Our own comments (the sticky one, and any left by a race) are reports, not claims.
  const ours = (c: (typeof comments)[number]) =>
    c.authorIsBot && !isAgent(c.author) && c.body.trimStart().startsWith(STICKY_MARKER);
  const sticky = findStickyComment(comments, STICKY_MARKER, isAgent);
  const collected = collectClaims({
    comments: [...comments.filter((c) => !ours(c)), ...reviewsAsComments(reviews)],
    headCommit,
    agents,
  });
  const gateFiles = gateFilesChanged(files, {
    contractPath: config.contract,
    configPath: inputs.config,
    stateDir: config.stateDir,
  });
  const approvedBy =
    gateFiles.length > 0
      ? await approvingOperator(github, repo, reviews, pull.headSha, { agents, operators })
      : undefined;
  const decision = decidePullRequestGate({
    collected,
    requiredTopics: inputs['required-topics'],
    mutationWarnThreshold: inputs['mutation-warn-threshold'],
    gateFiles,
    approvedBy,
  });
  const context = { headSha: pull.headSha, requiredTopics: inputs['required-topics'], notes };
  const report = renderEvidenceReport(decision, context);

  for (const warning of decision.warnings) log.warning(warning.message, `${warning.topic} warning`);
  for (const topic of decision.topics.filter((t) => t.thrashing)) {
    log.warning(`${topic.topic} was blocked ${topic.blockedInARow} times in a row`, 'Thrashing');
  }

  let readOnly = false;
  const write = async (what: string, action: () => Promise<unknown>): Promise<void> => {
    try {
      await action();
    } catch (error) {
      if (!isWriteForbidden(error)) throw error;
      readOnly = true;
      log.warning(
        `The token may not write ${what} (a fork PR's read-only token?): the result is in the job summary.`,
      );
    }
  };
  await write('check runs', () =>
    postCompletedCheck(github, repo, {
      name: EVIDENCE_CHECK,
      headSha: target.checkSha,
      conclusion: decision.conclusion,
      title: decision.title,
      summary: report,
      detailsUrl: runtime.runUrl,
      completedAt: run.now,
      annotations: decision.warnings.map((w) => ({
        path: config.contract,
        level: 'warning',
        title: `${w.topic} warning`,
        message: w.message,
      })),
    }),
  );
  if (target.comment) {
    await write('PR comments', () =>
      writeStickyComment(github, {
        ...where,
        existing: sticky,
        body: `${STICKY_MARKER}\n${report}`,
      }),
    );
  }

  run.summary.add(report);
  run.outputs.blocked = decision.conclusion === 'failure' ? 'true' : 'false';
  run.outputs['published-topic'] = decision.publishedTopic;
  log.info(`${EVIDENCE_CHECK}: ${decision.conclusion} — ${decision.title}`);
  // With a check posted, the check is the gate; without one, the job's own status must be.
  return readOnly && decision.conclusion === 'failure'
    ? { failed: `Evidence gate failed: ${decision.title}` }
    : {};
}

/** The handler for every PR event. */
export const pullRequestGate: EventHandler = {
  async run(run) {
    const target = await resolveTarget(run.runtime, run.github);
    if (!target) {
      run.summary.add('Nothing to do: the comment is on an issue, not a pull request.');
      return {};
    }
    return runGate(run, target);
  },

  async reportFailure(failed: FailedRun, error: Error) {
    if (!failed.github) return;
    let checkSha: string | undefined;
    try {
      checkSha = (await resolveTarget(failed.runtime, failed.github))?.checkSha;
    } catch {
      // The API or the queue branch failed us: a merge group still names its commit, and a
      // required check that never reports would hold the queue forever.
      checkSha = MergeGroupPayloadSchema.safeParse(failed.runtime.payload).data?.merge_group
        .head_sha;
    }
    if (!checkSha) return;
    await postCompletedCheck(
      failed.github,
      { owner: failed.runtime.owner, repo: failed.runtime.repo },
      {
        name: EVIDENCE_CHECK,
        headSha: checkSha,
        conclusion: 'failure',
        title: `heartbeat-gate could not judge the evidence: ${clipCause(error.message, 200)}`,
        summary: `### ❌ heartbeat-gate could not judge the evidence\n\n${escapeMarkdown(clipCause(error.message, 10_000))}\n\nFix the cause and re-run the workflow; until then this check blocks the merge.`,
        detailsUrl: failed.runtime.runUrl,
        completedAt: failed.now,
      },
    );
  },
};

/** An error message can quote untrusted input of any size; GitHub refuses a check's long text. */
const clipCause = (text: string, max: number): string =>
  clip(text, max, (dropped) => `… (${dropped} more characters)`);
