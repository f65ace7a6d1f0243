/**
 * The merge gate's decision for one pull request (issue 6, seed 002): the latest fresh claim per
 * topic is judged by the evidence gates, every required topic needs an accepted one, a change to
 * the gate itself needs an operator's approval, and three blocks in a row are called thrashing.
 * Pure: the adapters fetch, this decides, src/core/render/evidence.ts words it.
 */
import type { Claim, CollectedClaims, IgnoredClaim } from './claims.js';
import { blockedTopicFor, evaluateEvidence } from './evidence/index.js';
import { THRASHING_LIMIT, blockedInARow as countBlocks } from './evidence/thrashing.js';
import { isOperator, type FeedbackTrust } from './feedback.js';
import type { EvidenceResult } from './model.js';
import { buildVerdict, claimVerdict, type Verdict } from './verdict.js';

/** Seed 002: "the same task gets build.blocked 3 times consecutively" (the one rule's limit). */
export const THRASHING_BLOCKS = THRASHING_LIMIT;

/** How one topic stands on this PR. */
export interface TopicStanding {
  topic: string;
  /** Named in the required topics: the check needs it accepted. */
  required: boolean;
  /** The latest claim written after the head was pushed, if any. */
  claim?: Claim;
  /** The gates' verdict on `claim`. */
  result?: EvidenceResult;
  /** A claim newer than `claim` (or the only one) written before the head was pushed. */
  staleClaim?: Claim;
  /** The topic's latest claims were `build.blocked` this many times in a row (stale ones included). */
  blockedInARow: number;
  /** `blockedInARow` reached {@link THRASHING_BLOCKS}. */
  thrashing: boolean;
  /** This topic lets the check pass (always true when not required). */
  satisfied: boolean;
}

/** A PR that changes the gate's own files (workflows, contract, configuration, state). */
export interface GateChange {
  files: string[];
  /**
   * GitHub listed only this many of the PR's changed files (its list stops at 3,000): the
   * unlisted ones may be the gate's, so the PR counts as changing it (fail closed).
   */
  truncated?: { listed: number; total: number | undefined };
  /** The operator whose approval of the head commit lets it through. */
  approvedBy?: string;
}

/** The evidence check's conclusion and everything the comment, check and summary show. */
export interface PullRequestGateDecision {
  /** `neutral`: the PR is not gated (a person's PR without agent commits). */
  conclusion: 'success' | 'failure' | 'neutral';
  /** Required topics first (in the configured order), then the other claimed topics. */
  topics: TopicStanding[];
  gateChange?: GateChange;
  /** The PR merges into another branch than the trusted one (it cannot pass). */
  untrustedBase?: { base: string; trusted: string };
  /** Claims by anyone but the agent: listed, never counted. */
  ignored: IgnoredClaim[];
  /** Mutation and other non-blocking warnings of accepted claims. */
  warnings: { topic: string; message: string }[];
  /** The topic published for the first required topic; empty when it has no fresh claim. */
  publishedTopic: string;
  /** One line for the check's title. */
  title: string;
}

/** Decides the evidence check of one PR from its collected claims. */
export function decidePullRequestGate(input: {
  collected: CollectedClaims;
  requiredTopics: readonly string[];
  mutationWarnThreshold?: number | undefined;
  /** The changed files that belong to the gate (`gateFilesChanged`). */
  gateFiles: readonly string[];
  /** The operator who approved the head commit, when one did. */
  approvedBy?: string | undefined;
  /** The file list GitHub gave was cut short (see {@link GateChange.truncated}). */
  fileListTruncated?: { listed: number; total: number | undefined } | undefined;
  /**
   * The PR merges into `base`, not the trusted branch: its diff is not what reaches the trusted
   * branch, so it earns no passing verdict of its own.
   */
  untrustedBase?: { base: string; trusted: string } | undefined;
}): PullRequestGateDecision {
  const required = input.requiredTopics.map((t) => t.toLowerCase());
  const options = { mutationWarnThreshold: input.mutationWarnThreshold };
  const claimed = input.collected.claims.map((c) => c.topic);
  const topics = [...new Set([...required, ...claimed])].map((topic) => {
    const all = input.collected.claims.filter((c) => c.topic === topic);
    const fresh = all.filter((c) => !c.stale);
    const claim = fresh.at(-1);
    const latest = all.at(-1);
    const result = claim ? evaluateEvidence(topic, claim.payload, options) : undefined;
    const blockedInARow = countBlocks(
      all.map((c) => evaluateEvidence(c.topic, c.payload, options)),
    );
    const isRequired = required.includes(topic);
    const standing: TopicStanding = {
      topic,
      required: isRequired,
      blockedInARow,
      thrashing: blockedInARow >= THRASHING_BLOCKS,
      satisfied: !isRequired || result?.accepted === true,
    };
    if (claim) standing.claim = claim;
    if (result) standing.result = result;
    if (latest?.stale) standing.staleClaim = latest;
    return standing;
  });

  let gateChange: GateChange | undefined;
  if (input.gateFiles.length > 0 || input.fileListTruncated) {
    gateChange = { files: [...input.gateFiles] };
    if (input.fileListTruncated) gateChange.truncated = { ...input.fileListTruncated };
    if (input.approvedBy) gateChange.approvedBy = input.approvedBy;
  }
  const gateOk = !gateChange || gateChange.approvedBy !== undefined;
  const conclusion =
    gateOk && !input.untrustedBase && topics.every((t) => t.satisfied) ? 'success' : 'failure';
  const first = topics.find((t) => t.topic === required[0]);
  const warnings = topics.flatMap((t) =>
    t.result?.accepted ? t.result.warnings.map((message) => ({ topic: t.topic, message })) : [],
  );
  const decision: PullRequestGateDecision = {
    conclusion,
    topics,
    ignored: input.collected.ignored,
    warnings,
    publishedTopic: first?.result?.published ?? '',
    title: '',
  };
  if (gateChange) decision.gateChange = gateChange;
  if (input.untrustedBase) decision.untrustedBase = { ...input.untrustedBase };
  decision.title = gateTitle(decision);
  return decision;
}

/** Why a required topic is not satisfied, in a few words. */
export function unsatisfiedReason(standing: TopicStanding): string {
  if (standing.result && !standing.result.accepted) {
    const headline = standing.result.message.split(' (')[0] ?? standing.result.published;
    return headline;
  }
  if (standing.staleClaim) {
    return `${standing.topic}: the latest claim was written before the head commit was pushed; post a fresh claim`;
  }
  const blocked = blockedTopicFor(standing.topic);
  return `${standing.topic}: no claim yet${blocked ? ` (counts as ${blocked})` : ''}`;
}

function gateTitle(decision: PullRequestGateDecision): string {
  const failing = decision.topics.filter((t) => !t.satisfied);
  const parts: string[] = [];
  const base = decision.untrustedBase;
  if (base) {
    parts.push(
      `merges into ${base.base}, not the trusted branch ${base.trusted}: only a pull request into ${base.trusted} can pass`,
    );
  }
  const change = decision.gateChange;
  if (change && !change.approvedBy) {
    parts.push(
      change.truncated
        ? `GitHub listed only ${change.truncated.listed} of the changed files, so it may change the gate itself; needs an operator's approval`
        : `changes the gate itself (${change.files.length} file(s)); needs an operator's approval`,
    );
  }
  parts.push(...failing.map(unsatisfiedReason));
  if (decision.topics.some((t) => t.thrashing)) parts.push('thrashing');
  if (parts.length === 0) {
    const accepted = decision.topics.filter((t) => t.required).map((t) => t.topic);
    return `Evidence accepted: ${accepted.join(', ')}`;
  }
  return parts.join('; ');
}

/** A submitted review as the approval rule sees it. */
export interface ReviewView {
  author: string;
  /** `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED`. */
  state: string;
  commitId: string | null;
  /** ISO-8601. */
  submittedAt: string;
}

/**
 * The reviewers whose latest decisive review (a comment decides nothing) approves `headSha`, in
 * the order they reviewed: an approval of an older head describes other code.
 */
export function headApprovers(reviews: readonly ReviewView[], headSha: string): string[] {
  const latest = new Map<string, ReviewView>();
  for (const review of [...reviews].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))) {
    if (review.state !== 'COMMENTED') latest.set(review.author.toLowerCase(), review);
  }
  return [...latest.values()]
    .filter((r) => r.state === 'APPROVED' && r.commitId === headSha)
    .map((r) => r.author);
}

/** The first head approver who is an operator (never the agent), if any. */
export function approvingOperator(
  approvers: readonly string[],
  trust: FeedbackTrust,
): string | undefined {
  return approvers.find((login) => isOperator(login, trust));
}

/** Which PRs the gate judges: only agents' (default), or every PR. */
export type GateMode = 'agents' | 'all';

/** Whether a PR is gated, and why not when it is not. */
export type GateScope = { gated: true } | { gated: false; reason: string };

/**
 * A PR is gated when its author is an agent, any of its commits is an agent's, or an agent pushed
 * its head branch (GitHub's actor of the push: an agent can push commits under a person's name); a
 * person's PR with none of these is not (unless the mode is `all`). A commit or push list cut short,
 * or a pusher GitHub did not name, may hide an agent: such a PR is gated.
 */
export function gateScope(input: {
  mode: GateMode;
  author: string;
  authorIsAgent: boolean;
  agentCommits: number;
  commitsTruncated: boolean;
  /** An agent pushed the head branch; undefined: who pushed is not known (gated). */
  pushedByAgent?: boolean | undefined;
}): GateScope {
  if (input.mode === 'all' || input.authorIsAgent || input.agentCommits > 0) return { gated: true };
  if (input.commitsTruncated || input.pushedByAgent !== false) return { gated: true };
  return {
    gated: false,
    reason: `${input.author} is not an agent, and no agent wrote or pushed a commit of this pull request`,
  };
}

/** How bad a conclusion is: the check on a commit shows the worst of its pull requests'. */
const SEVERITY = { neutral: 0, success: 1, failure: 2 } as const;

/** The worst of several verdicts on one commit (the first of equals). */
export function worstDecision<T extends { decision: PullRequestGateDecision }>(
  verdicts: readonly [T, ...T[]],
): T {
  return verdicts.reduce((worst, v) =>
    SEVERITY[v.decision.conclusion] > SEVERITY[worst.decision.conclusion] ? v : worst,
  );
}

/** The check of a PR the gate does not judge: a passing conclusion that says why. */
export function notGatedDecision(reason: string): PullRequestGateDecision {
  return {
    conclusion: 'neutral',
    topics: [],
    ignored: [],
    warnings: [],
    publishedTopic: '',
    title: `Not gated: ${reason}`,
  };
}

/**
 * The evidence check's verdict in the one shape (schema/verdict.schema.json): the judged claims,
 * the required topics without an accepted claim, and the check's conclusion and title.
 */
export function pullRequestVerdict(decision: PullRequestGateDecision): Verdict {
  const failing = decision.topics.filter((t) => !t.satisfied);
  const notes: string[] = [];
  const change = decision.gateChange;
  if (change && !change.approvedBy) {
    notes.push(
      "the pull request changes the gate itself: it needs an operator's approval of this head",
    );
  }
  for (const t of decision.topics.filter((s) => s.thrashing)) {
    notes.push(`${t.topic} was blocked ${t.blockedInARow} times in a row (thrashing)`);
  }
  return buildVerdict({
    source: 'check-run',
    claims: decision.topics.flatMap((t) => (t.result ? [claimVerdict(t.result)] : [])),
    missingTopics: failing.filter((t) => !t.result).map((t) => t.topic),
    conclusion: decision.conclusion,
    title: decision.title,
    reason: [
      ...failing.map((t) =>
        t.result && !t.result.accepted ? t.result.message : unsatisfiedReason(t),
      ),
      ...notes,
    ].join('\n'),
    notes,
  });
}
