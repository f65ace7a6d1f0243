/**
 * The merge gate as a use case: read a pull request through the API (the configuration from its
 * base branch, never from the PR), judge the agent's claims with core, and publish the verdict as
 * `heartbeat-gate / evidence` and one sticky comment. PR code is never checked out or run.
 */
import {
  agentOfLogin,
  allAgentLogins,
  CONFIG_PATH,
  configForAgent,
  DEFAULT_CONFIG,
  isTeam,
  parseConfig,
  type Config,
} from '../config.js';
import { collectClaims, gateFilesChanged, type HeadCommit } from '../core/claims.js';
import { isAgentCommit, looksLikeAgent, uniqueLogins } from '../core/identity.js';
import { clip } from '../core/render/text.js';
import type { RepositoryPermission } from '../core/feedback.js';
import {
  approvingOperator,
  decidePullRequestGate,
  gateScope,
  headApprovers,
  notGatedDecision,
  worstDecision,
  type GateMode,
  type PullRequestGateDecision,
} from '../core/pull-request-gate.js';
import {
  code,
  renderEvidenceReport,
  renderHeadline,
  STICKY_MARKER,
} from '../core/render/evidence.js';
import { escapeMarkdown } from '../core/render/markdown.js';
import { refusedReportNote } from '../core/render/github-limits.js';
import { isWriteForbidden, postCompletedCheck } from '../github/checks.js';
import type { GitHub } from '../github/octokit.js';
import {
  firstCheckRunAt,
  firstCheckSuiteAt,
  getHeadCommit,
  defaultBranch,
  getPullRequest,
  listBranchPushers,
  listChangedFiles,
  listOpenPullsAt,
  listPullCommits,
  PULL_FILES_LISTED,
  listPullComments,
  listPullReviews,
  readFileAt,
  reviewsAsComments,
  type PullComment,
  type PullRequestInfo,
  type RepoRef,
} from '../github/pull-request.js';
import { repositoryPermission } from '../github/reactions.js';
import { findStickyComment, tokenLogin, writeStickyComment } from '../github/sticky-comment.js';

/** The merge gate's check run. */
export const EVIDENCE_CHECK = 'heartbeat-gate / evidence';

/** What an event says about the PR to judge, once its payload is parsed. */
export type GateEvent =
  /** A pull_request event: the payload carries the PR; `pushedAt` when the event is the push. */
  | {
      kind: 'pull';
      pull: PullRequestInfo;
      pushedAt?: string | undefined;
      /** Who pushed (the push event's `sender`). */
      pushedBy?: string | undefined;
    }
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
  /** When the event is the push itself, who pushed (GitHub's `sender`). */
  pushedBy?: string;
  /** A merge queue's commit: only its own pull request is judged on it. */
  mergeGroup?: boolean;
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
      return { pull, checkSha: event.headSha, comment: false, mergeGroup: true };
    }
    case 'pull':
      return {
        pull: event.pull,
        checkSha: event.pull.headSha,
        comment: true,
        ...(event.pushedAt ? { pushedAfter: event.pushedAt } : {}),
        ...(event.pushedBy ? { pushedBy: event.pushedBy } : {}),
      };
  }
}

/** The Action's inputs the gate reads (merged with the base branch's configuration). */
export interface GateSettings {
  agents: readonly string[];
  operators: readonly string[];
  requiredTopics: readonly string[];
  mutationWarnThreshold?: number | undefined;
  /** Judge only agents' PRs (default) or every PR. */
  gate: GateMode;
}

/** The gate's verdict on one PR and everything needed to publish it. */
export interface GateJudgement {
  /** The PR judged. */
  pull: PullRequestInfo;
  decision: PullRequestGateDecision;
  /** The report (Markdown): the check's summary, the sticky comment, the job summary. */
  report: string;
  config: Config;
  /** Our earlier sticky comment, edited instead of adding another. */
  sticky: PullComment | undefined;
}

/**
 * Judges the commit the check is posted on: a check run belongs to a commit, not to a pull
 * request, so every open PR whose head it is is judged and the worst verdict is the check's (a
 * second PR into a branch the agent owns cannot lend its pass to the PR that would merge). The
 * configuration is always the trusted (default) branch's.
 */
export async function judgePullRequest(
  github: GitHub,
  options: { repo: RepoRef; target: GateTarget; settings: GateSettings; now: Date },
): Promise<GateJudgement> {
  const { repo, target } = options;
  const trustedBranch = await defaultBranch(github, repo);
  const others = target.mergeGroup
    ? []
    : (await listOpenPullsAt(github, { ...repo, sha: target.checkSha })).filter(
        (p) => p.number !== target.pull.number,
      );
  const judged: [GateJudgement, ...GateJudgement[]] = [
    await judgeOnePull(github, { ...options, trustedBranch }),
  ];
  for (const pull of others) {
    // Another PR's event is not this push: it gets no push time or pusher from this payload.
    const other: GateTarget = { pull, checkSha: target.checkSha, comment: false };
    judged.push(await judgeOnePull(github, { ...options, target: other, trustedBranch }));
  }
  if (judged.length === 1) return judged[0];
  const worst = worstDecision(judged);
  const own = judged[0];
  const decision = {
    ...worst.decision,
    title: `#${worst.pull.number}: ${worst.decision.title}`,
  };
  const report = [
    `### ${renderHeadline(decision)}`,
    '',
    `This commit is the head of ${judged.length} open pull requests; the check shows the worst verdict.`,
    ...judged.map((j) => `\n#### #${j.pull.number} into ${code(j.pull.baseRef)}\n\n${j.report}`),
  ].join('\n');
  return { ...own, decision, report };
}

/** Judges the agent's claims on one PR whose head is the checked commit. */
async function judgeOnePull(
  github: GitHub,
  options: {
    repo: RepoRef;
    target: GateTarget;
    settings: GateSettings;
    now: Date;
    trustedBranch: string;
  },
): Promise<GateJudgement> {
  const { repo, target, settings, trustedBranch } = options;
  const { pull } = target;
  const where = { ...repo, pullNumber: pull.number };

  // Never the PR's base: a PR into a branch the agent owns would bring its own rules.
  const configText = await readFileAt(github, {
    ...repo,
    path: CONFIG_PATH,
    ref: trustedBranch,
  });
  const configured =
    configText === undefined ? DEFAULT_CONFIG : parseConfig(configText, CONFIG_PATH);
  // A team's PR is judged as its author's agent: that agent's logins, contract and operators.
  // A PR by no agent of the team is judged with every agent's logins.
  const prAgent = isTeam(configured) ? agentOfLogin(configured, pull.author) : undefined;
  const config = prAgent === undefined ? configured : configForAgent(configured, prAgent);
  const agents = uniqueLogins([
    ...settings.agents,
    ...(isTeam(configured) && prAgent === undefined ? allAgentLogins(configured) : config.agents),
  ]);
  const operators = uniqueLogins([...settings.operators, ...config.operators]);
  // Refusing: no look-alike of any agent writes our sticky comment or approves a gate change.
  const everyAgent = uniqueLogins([...agents, ...allAgentLogins(configured)]);
  const isAgent = (login: string) => looksLikeAgent(login, everyAgent);

  // Settled in a fixed order, so that a failure names the same cause every time.
  const [comments, reviews, files, head] = await settleInOrder([
    listPullComments(github, where),
    listPullReviews(github, where),
    listChangedFiles(github, where),
    getHeadCommit(github, { ...repo, headSha: pull.headSha }),
  ] as const);
  const notes: string[] = [];
  if (agents.length === 0) {
    notes.push(
      `No agent logins are configured (input \`agents\`, or \`agents\` in ${code(CONFIG_PATH)} on ${code(trustedBranch)}): no claim can count.`,
    );
  }
  const ownLogin = await tokenLogin(github, comments, STICKY_MARKER);
  // Our own comments (the sticky one, and any left by a race) are reports, not claims.
  const ours = (c: PullComment) =>
    c.author.toLowerCase() === ownLogin.toLowerCase() &&
    !isAgent(c.author) &&
    c.body.trimStart().startsWith(STICKY_MARKER);
  const sticky = findStickyComment(comments, STICKY_MARKER, ownLogin);
  const context = { headSha: pull.headSha, requiredTopics: settings.requiredTopics, notes };

  const byAgent = isAgent(pull.author) || settings.gate === 'all';
  const commits = byAgent
    ? { agentCommits: 0, commitsTruncated: false }
    : await countAgentCommits(github, where, head, agents);
  const scope = gateScope({
    mode: settings.gate,
    author: pull.author,
    authorIsAgent: isAgent(pull.author),
    ...commits,
    pushedByAgent:
      byAgent || commits.agentCommits > 0 || commits.commitsTruncated
        ? true
        : await pushedByAgent(github, target, isAgent),
  });
  if (!scope.gated) {
    const decision = notGatedDecision(scope.reason);
    return { pull, decision, report: renderEvidenceReport(decision, context), config, sticky };
  }

  const pushedAt = await headPushedAt(github, { repo, target, head, notes });
  const collected = collectClaims({
    comments: [...comments.filter((c) => !ours(c)), ...reviewsAsComments(reviews)],
    headCommit: { ...head, pushedAt },
    agents,
  });
  const gateFiles = gateFilesChanged(files.names, {
    contractPath: config.contract,
    configPath: CONFIG_PATH,
    // Every agent's state and default contract folder, not only this agent's.
    stateDir: configured.stateDir,
  });
  const truncated =
    files.listed >= PULL_FILES_LISTED ||
    (pull.changedFiles !== undefined && files.listed < pull.changedFiles);
  const approvedBy =
    gateFiles.length > 0 || truncated
      ? await findApprovingOperator(github, repo, headApprovers(reviews, pull.headSha), {
          agents: everyAgent,
          operators,
        })
      : undefined;
  const decision = decidePullRequestGate({
    collected,
    requiredTopics: settings.requiredTopics,
    mutationWarnThreshold: settings.mutationWarnThreshold,
    gateFiles,
    approvedBy,
    fileListTruncated: truncated ? { listed: files.listed, total: pull.changedFiles } : undefined,
    untrustedBase:
      pull.baseRef === trustedBranch ? undefined : { base: pull.baseRef, trusted: trustedBranch },
  });
  const report = renderEvidenceReport(decision, context);
  return { pull, decision, report, config, sticky };
}

/**
 * Whether an agent pushed the PR's head branch, by GitHub's word: the push event's sender, then
 * the branch's repository activity. Undefined (gated) when GitHub cannot say: the head's
 * repository is gone or unreadable, or the activity list was cut short.
 */
async function pushedByAgent(
  github: GitHub,
  target: GateTarget,
  isAgent: (login: string) => boolean,
): Promise<boolean | undefined> {
  if (target.pushedBy !== undefined && isAgent(target.pushedBy)) return true;
  const [owner, name] = target.pull.headRepo?.split('/') ?? [];
  if (!owner || !name) return undefined;
  try {
    const pushers = await listBranchPushers(github, {
      owner,
      repo: name,
      branch: target.pull.headRef,
    });
    if (pushers.logins.some(isAgent)) return true;
    return pushers.truncated ? undefined : false;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 403 || status === 404) return undefined;
    throw error;
  }
}

/** Awaits every promise; throws the first rejection in the order given, not in time. */
async function settleInOrder<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/** How many of a person's PR's commits are an agent's (the head is read whatever the list says). */
async function countAgentCommits(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
  head: HeadCommit,
  agents: readonly string[],
): Promise<{ agentCommits: number; commitsTruncated: boolean }> {
  if (isAgentCommit(head, agents)) return { agentCommits: 1, commitsTruncated: false };
  const { commits, truncated } = await listPullCommits(github, where);
  const all = [head, ...commits.filter((c) => c.sha !== head.sha)];
  return {
    agentCommits: all.filter((c) => isAgentCommit(c, agents)).length,
    commitsTruncated: truncated,
  };
}

/**
 * When the head was pushed: the earliest instant GitHub asserts for it, on every event — the push
 * event's own time and the check suites GitHub created for the commit when it was pushed (it sets
 * their `created_at`; no writer can date one). Only when GitHub asserts neither, the gate's own
 * first evidence check on the commit stands in: it is later than the push (the gate saw the head
 * then), so it can only make claims staler; as a first choice it made a claim written between the
 * push and the gate's first run stale, a false red. The
 * committer date is the pusher's to write, so it may only make claims staler (the later of the
 * two), never fresher. When GitHub asserts nothing, the push time is not proven: every claim made
 * before this run is stale (fail closed), and the report says so.
 */
async function headPushedAt(
  github: GitHub,
  options: { repo: RepoRef; target: GateTarget; head: HeadCommit; notes: string[] },
): Promise<string> {
  const { target, head } = options;
  const sha = target.pull.headSha;
  const suite = await firstCheckSuiteAt(github, {
    ...options.repo,
    sha,
    branch: target.pull.headRef,
  });
  const seen =
    [target.pushedAfter, suite]
      .filter((t): t is string => t !== undefined && !Number.isNaN(Date.parse(t)))
      .sort((a, b) => Date.parse(a) - Date.parse(b))[0] ??
    (await firstCheckRunAt(github, { ...options.repo, sha, name: EVIDENCE_CHECK }));
  if (seen === undefined) {
    options.notes.push(
      `GitHub does not say when \`${head.sha.slice(0, 7)}\` was pushed (no check suite on it), so claims made before this run are not counted: post the claim again.`,
    );
    return new Date().toISOString();
  }
  return Date.parse(seen) > Date.parse(head.pushedAt) ? seen : head.pushedAt;
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
  // A PR the gate does not judge gets no comment, unless an earlier verdict must be corrected.
  const comment = target.comment && (decision.conclusion !== 'neutral' || judgement.sticky);
  if (comment) {
    await write('PR comments', () =>
      writeStickyComment(github, {
        ...repo,
        pullNumber: target.pull.number,
        existing: judgement.sticky,
        body: `${STICKY_MARKER}\n${report}`,
        minimalBody: `${STICKY_MARKER}\n### ${renderHeadline(decision)}\n\n${refusedReportNote(options.runUrl)}`,
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
    title: `heartbeat-gate could not judge the evidence: ${clipCause(options.message, 200)}`,
    summary: `### ❌ heartbeat-gate could not judge the evidence\n\n${escapeMarkdown(clipCause(options.message, 10_000))}\n\nFix the cause and re-run the workflow; until then this check blocks the merge.`,
    detailsUrl: options.runUrl,
    completedAt: options.now,
  });
}

/** An error message can quote untrusted input of any size; GitHub refuses a check's long text. */
const clipCause = (text: string, max: number): string =>
  clip(text, max, (dropped) => `… (${dropped} more characters)`);
