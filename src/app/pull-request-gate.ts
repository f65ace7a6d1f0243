/**
 * The merge gate as a use case: read a pull request through the API (the configuration from its
 * base branch, never from the PR), judge the agent's claims with core, and publish the verdict as
 * `heartbeat-gate / evidence` and one sticky comment. PR code is never checked out or run.
 */
import { DEFAULT_CONFIG, parseConfig, type Config } from '../config.js';
import { collectClaims, gateFilesChanged, type HeadCommit } from '../core/claims.js';
import { looksLikeAgent, uniqueLogins } from '../core/identity.js';
import type { RepositoryPermission } from '../core/feedback.js';
import {
  approvingOperator,
  decidePullRequestGate,
  headApprovers,
  type PullRequestGateDecision,
} from '../core/pull-request-gate.js';
import { code, renderEvidenceReport, STICKY_MARKER } from '../core/render/evidence.js';
import { escapeMarkdown } from '../core/render/markdown.js';
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
  type PullComment,
  type PullRequestInfo,
  type RepoRef,
} from '../github/pull-request.js';
import { repositoryPermission } from '../github/reactions.js';
import { findStickyComment, writeStickyComment } from '../github/sticky-comment.js';

/** The merge gate's check run. */
export const EVIDENCE_CHECK = 'heartbeat-gate / evidence';

/** What an event says about the PR to judge, once its payload is parsed. */
export type GateEvent =
  /** A pull_request event: the payload carries the PR; `pushedAt` when the event is the push. */
  | { kind: 'pull'; pull: PullRequestInfo; pushedAt?: string | undefined }
  /** A comment or review on PR `number` (the payload does not carry its head). */
  | { kind: 'comment'; number: number }
  /** A merge queue's commit for PR `number`. */
  | { kind: 'merge-group'; number: number; headSha: string };

/** Which PR to judge and where its verdict goes. */
export interface GateTarget {
  pull: PullRequestInfo;
  /** The commit the check run is posted on: the PR head, or the merge group's commit. */
  checkSha: string;
  /** Keep the sticky comment (not on merge groups: the PR's comment already says it). */
  comment: boolean;
  /** When the event is the push itself, its time (claims older than it are stale). */
  pushedAfter?: string;
}

/** Reads what the event does not carry (the PR of a comment or a merge group). */
export async function resolveGateTarget(
  github: GitHub,
  repo: RepoRef,
  event: GateEvent,
): Promise<GateTarget> {
  switch (event.kind) {
    case 'comment': {
      const pull = await getPullRequest(github, { ...repo, pullNumber: event.number });
      return { pull, checkSha: pull.headSha, comment: true };
    }
    case 'merge-group': {
      const pull = await getPullRequest(github, { ...repo, pullNumber: event.number });
      return { pull, checkSha: event.headSha, comment: false };
    }
    case 'pull':
      return {
        pull: event.pull,
        checkSha: event.pull.headSha,
        comment: true,
        ...(event.pushedAt ? { pushedAfter: event.pushedAt } : {}),
      };
  }
}

/** The Action's inputs the gate reads (merged with the base branch's configuration). */
export interface GateSettings {
  agents: readonly string[];
  operators: readonly string[];
  requiredTopics: readonly string[];
  mutationWarnThreshold?: number | undefined;
  /** The configuration file, read from the base branch. */
  configPath: string;
}

/** The gate's verdict on one PR and everything needed to publish it. */
export interface GateJudgement {
  decision: PullRequestGateDecision;
  /** The report (Markdown): the check's summary, the sticky comment, the job summary. */
  report: string;
  config: Config;
  /** Our earlier sticky comment, edited instead of adding another. */
  sticky: PullComment | undefined;
}

/** Judges the agent's claims on the target PR. */
export async function judgePullRequest(
  github: GitHub,
  options: { repo: RepoRef; target: GateTarget; settings: GateSettings; now: Date },
): Promise<GateJudgement> {
  const { repo, target, settings } = options;
  const { pull } = target;
  const where = { ...repo, pullNumber: pull.number };

  const configText = await readFileAt(github, {
    ...repo,
    path: settings.configPath,
    ref: pull.baseRef,
  });
  const config =
    configText === undefined ? DEFAULT_CONFIG : parseConfig(configText, settings.configPath);
  const agents = uniqueLogins([...settings.agents, ...config.agents]);
  const operators = uniqueLogins([...settings.operators, ...config.operators]);
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
      `No agent logins are configured (input \`agents\`, or \`agents\` in ${code(settings.configPath)} on ${code(pull.baseRef)}): no claim can count.`,
    );
  }
  const headCommit: HeadCommit = head ?? {
    sha: pull.headSha,
    trailerClaims: [],
    pushedAt: options.now.toISOString(),
  };
  if (!head) {
    notes.push(
      'The head commit is beyond the 250 commits the API lists: its trailers were not read, and every comment claim is treated as stale.',
    );
  }

  // Our own comments (the sticky one, and any left by a race) are reports, not claims.
  const ours = (c: PullComment) =>
    c.authorIsBot && !isAgent(c.author) && c.body.trimStart().startsWith(STICKY_MARKER);
  const sticky = findStickyComment(comments, STICKY_MARKER, isAgent);
  const collected = collectClaims({
    comments: [...comments.filter((c) => !ours(c)), ...reviewsAsComments(reviews)],
    headCommit,
    agents,
  });
  const gateFiles = gateFilesChanged(files, {
    contractPath: config.contract,
    configPath: settings.configPath,
    stateDir: config.stateDir,
  });
  const approvedBy =
    gateFiles.length > 0
      ? await findApprovingOperator(github, repo, headApprovers(reviews, pull.headSha), {
          agents,
          operators,
        })
      : undefined;
  const decision = decidePullRequestGate({
    collected,
    requiredTopics: settings.requiredTopics,
    mutationWarnThreshold: settings.mutationWarnThreshold,
    gateFiles,
    approvedBy,
  });
  const report = renderEvidenceReport(decision, {
    headSha: pull.headSha,
    requiredTopics: settings.requiredTopics,
    notes,
  });
  return { decision, report, config, sticky };
}

/** Asks for permissions one approver at a time, stopping at the first operator. */
async function findApprovingOperator(
  github: GitHub,
  repo: RepoRef,
  approvers: readonly string[],
  trust: { agents: readonly string[]; operators: readonly string[] },
): Promise<string | undefined> {
  const permissions = new Map<string, RepositoryPermission>();
  for (const login of approvers) {
    const listed = approvingOperator([login], { ...trust, permissions });
    if (listed) return listed;
    if (looksLikeAgent(login, trust.agents)) continue;
    permissions.set(login.toLowerCase(), await repositoryPermission(github, { ...repo, login }));
    const operator = approvingOperator([login], { ...trust, permissions });
    if (operator) return operator;
  }
  return undefined;
}

/** What publishing the verdict did. */
export interface GatePublication {
  /** A write was refused (a fork PR's read-only token): the job summary is all there is. */
  readOnly: boolean;
}

/** Posts the evidence check and writes the sticky comment. */
export async function publishGateVerdict(
  github: GitHub,
  options: {
    repo: RepoRef;
    target: GateTarget;
    judgement: GateJudgement;
    runUrl: string | undefined;
    now: Date;
    /** Told when the token may not write something (`check runs`, `PR comments`). */
    onForbidden: (what: string) => void;
  },
): Promise<GatePublication> {
  const { repo, target, judgement } = options;
  const { decision, report } = judgement;
  let readOnly = false;
  const write = async (what: string, action: () => Promise<unknown>): Promise<void> => {
    try {
      await action();
    } catch (error) {
      if (!isWriteForbidden(error)) throw error;
      readOnly = true;
      options.onForbidden(what);
    }
  };
  await write('check runs', () =>
    postCompletedCheck(github, repo, {
      name: EVIDENCE_CHECK,
      headSha: target.checkSha,
      conclusion: decision.conclusion,
      title: decision.title,
      summary: report,
      detailsUrl: options.runUrl,
      completedAt: options.now,
      annotations: decision.warnings.map((w) => ({
        path: judgement.config.contract,
        level: 'warning',
        title: `${w.topic} warning`,
        message: w.message,
      })),
    }),
  );
  if (target.comment) {
    await write('PR comments', () =>
      writeStickyComment(github, {
        ...repo,
        pullNumber: target.pull.number,
        existing: judgement.sticky,
        body: `${STICKY_MARKER}\n${report}`,
      }),
    );
  }
  return { readOnly };
}

/** Posts a failing evidence check saying the gate could not judge (a required check must report). */
export async function postGateFailure(
  github: GitHub,
  options: {
    repo: RepoRef;
    checkSha: string;
    message: string;
    runUrl: string | undefined;
    now: Date;
  },
): Promise<void> {
  await postCompletedCheck(github, options.repo, {
    name: EVIDENCE_CHECK,
    headSha: options.checkSha,
    conclusion: 'failure',
    title: `heartbeat-gate could not judge the evidence: ${clip(options.message, 200)}`,
    summary: `### ❌ heartbeat-gate could not judge the evidence\n\n${escapeMarkdown(clip(options.message, 10_000))}\n\nFix the cause and re-run the workflow; until then this check blocks the merge.`,
    detailsUrl: options.runUrl,
    completedAt: options.now,
  });
}

/** An error message can quote untrusted input of any size; GitHub refuses a check's long text. */
function clip(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
