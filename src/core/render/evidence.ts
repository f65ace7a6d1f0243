/**
 * The evidence gate in words: the sticky PR comment, the check run's output and the job summary's
 * evidence table. Everything the agent or a commenter wrote is escaped or fenced.
 */
import type { Claim } from '../claims.js';
import {
  THRASHING_BLOCKS,
  unsatisfiedReason,
  type PullRequestGateDecision,
  type TopicStanding,
} from '../pull-request-gate.js';
import { clipUnits, COMMENT_BODY_UNITS, ELLIPSIS } from './github-limits.js';
import { codeBlock, escapeMarkdown, link, markdownTable } from './markdown.js';
import { pullRequestVerdict } from '../pull-request-gate.js';
import { renderVerdictComment } from './verdict.js';

/** The hidden first line that marks the sticky comment, so later runs edit it instead of adding one. */
export const STICKY_MARKER = '<!-- heartbeat-gate:evidence -->';

/** Ignored claims (and gate files) shown before "and N more". */
const IGNORED_SHOWN = 30;

/**
 * Per-item limits on untrusted text (a topic is any dotted info string, thousands of characters
 * long if a commenter likes): each item is clipped before it is rendered, so one comment cannot
 * crowd out the report or push it over GitHub's limits.
 */
const MAX_TOPIC = 100;
const MAX_LOGIN = 60;
const MAX_PATH = 200;
const MAX_MESSAGE = 4_000;

/** An item of untrusted text cut to `max` characters, with an ellipsis when cut. */
const clipItem = (text: string, max: number): string => clipUnits(text, max, ELLIPSIS);

const topicCode = (topic: string): string => code(clipItem(topic, MAX_TOPIC));
const login = (name: string): string => escapeMarkdown(clipItem(name, MAX_LOGIN));

/**
 * Untrusted text as an inline code span: rendered literally (no HTML, links or mentions), with a
 * fence longer than any backtick run inside it.
 */
export function code(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Where a claim was made, as a Markdown link when there is a URL. */
function claimSource(claim: Claim): string {
  const label =
    claim.source === 'trailer' ? `trailer of ${claim.id.split(':')[1]?.slice(0, 7)}` : 'comment';
  return link(label, claim.url);
}

function status(t: TopicStanding): string {
  if (t.result) return t.result.accepted ? '✅ accepted' : '❌ blocked';
  if (t.staleClaim) return '⏳ stale';
  return t.required ? '❌ missing' : '—';
}

/** The evidence table: one row per topic. */
export function renderEvidenceTable(decision: PullRequestGateDecision): string {
  const rows = decision.topics.map((t) => [
    topicCode(t.topic),
    t.required ? 'required' : 'optional',
    status(t),
    t.result ? topicCode(t.result.published) : ' ',
    t.claim ? claimSource(t.claim) : t.staleClaim ? `${claimSource(t.staleClaim)} (stale)` : ' ',
    login((t.claim ?? t.staleClaim)?.author ?? ''),
  ]);
  return markdownTable(['topic', 'required', 'status', 'published', 'claim', 'by'], rows);
}

/** The headline with its icon. */
export function renderHeadline(decision: PullRequestGateDecision): string {
  const icon = { success: '✅', neutral: '➖', failure: '❌' }[decision.conclusion];
  return `${icon} ${escapeMarkdown(decision.title)}`;
}

/**
 * The full report (sticky comment body after the marker, the check's summary): what to fix first,
 * then thrashing, stale claims, gate changes, the table, warnings and ignored claims.
 */
export function renderEvidenceReport(
  decision: PullRequestGateDecision,
  context: ReportContext,
): string {
  const out: string[] = [
    // First, so that clipping the report's end never reaches it.
    renderVerdictComment(pullRequestVerdict(decision)),
    `### ${renderHeadline(decision)}`,
    ...(context.notes ?? []).flatMap((note) => ['', `> ${note}`]),
    '',
    `Head \`${context.headSha.slice(0, 7)}\` · required: ${context.requiredTopics.map((t) => topicCode(t)).join(', ')}`,
  ];
  if (decision.conclusion === 'neutral') return out.join('\n');

  const blocked = decision.topics.filter((t) => t.result && !t.result.accepted && t.required);
  if (blocked.length > 0) {
    out.push('', '#### What to fix');
    for (const t of blocked) {
      out.push(
        '',
        `${topicCode(t.result?.published ?? '')} (your ${topicCode(t.topic)} claim, ${claimSource(t.claim as Claim)}):`,
        '',
        codeBlock(clipItem(t.result?.message ?? '', MAX_MESSAGE), 'text'),
      );
    }
  }

  const thrashing = decision.topics.filter((t) => t.thrashing);
  for (const t of thrashing) {
    out.push(
      '',
      `> [!WARNING]\n> **Thrashing:** ${topicCode(t.topic)} was blocked ${t.blockedInARow} times in a row (${THRASHING_BLOCKS} is the limit). Stop retrying the same thing: run the checks, fix what fails, and only then claim again, or ask an operator for help.`,
    );
  }

  const missing = decision.topics.filter((t) => t.required && !t.result);
  if (missing.length > 0) {
    out.push('', '#### Missing claims');
    for (const t of missing) {
      out.push(`- ${escapeMarkdown(clipItem(unsatisfiedReason(t), MAX_MESSAGE))}`);
    }
    if (missing.some((t) => t.staleClaim)) {
      out.push(
        '',
        `Claims are bound to the code they describe: a comment written before \`${context.headSha.slice(0, 7)}\` was pushed describes other code. Run the checks on this head and post the claim again (or edit the comment).`,
      );
    }
    out.push(
      '',
      `Claim with a comment holding a fenced block whose info string is the topic, e.g.:`,
      '',
      codeBlock(
        '```build.done\ntests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass\n```',
        'markdown',
      ),
    );
  }

  if (decision.gateChange) {
    const change = decision.gateChange;
    const shown = change.files.slice(0, IGNORED_SHOWN).map((f) => code(clipItem(f, MAX_PATH)));
    if (change.files.length > shown.length) {
      shown.push(`and ${change.files.length - shown.length} more`);
    }
    const files = shown.length > 0 ? shown.join(', ') : 'files GitHub did not list';
    const truncated = change.truncated
      ? `GitHub listed only ${change.truncated.listed}${change.truncated.total === undefined ? '' : ` of the ${change.truncated.total}`} changed files (its list stops at 3,000): the rest may change the gate, so the PR is treated as changing it. `
      : '';
    out.push(
      '',
      '#### Changes to the gate itself',
      '',
      change.approvedBy
        ? `${truncated}This PR changes ${files}; approved by operator ${login(change.approvedBy)} on this head.`
        : `${truncated}This PR changes ${files}: the workflows, the contract, the configuration or the state the gate runs on. It fails the check until an operator (write access, or listed in \`operators\`) approves this head commit.`,
    );
  }

  out.push('', '#### Evidence', '', renderEvidenceTable(decision));

  if (decision.warnings.length > 0) {
    out.push('', '#### Warnings (do not block)');
    for (const w of decision.warnings.slice(0, IGNORED_SHOWN)) {
      out.push(`- ${topicCode(w.topic)}: ${escapeMarkdown(clipItem(w.message, MAX_MESSAGE))}`);
    }
  }

  if (decision.ignored.length > 0) {
    const shown = decision.ignored.slice(0, IGNORED_SHOWN);
    out.push(
      '',
      '#### Ignored claims',
      '',
      'Only the agent’s own claims count; these were not counted:',
      '',
      markdownTable(
        ['topic', 'by', 'where', 'why'],
        shown.map((c) => [
          topicCode(c.topic),
          login(c.author),
          claimSource(c),
          c.reason === 'untrusted-author' ? 'not an agent login' : 'commit not by the agent',
        ]),
      ),
    );
    if (decision.ignored.length > shown.length)
      out.push('', `…and ${decision.ignored.length - shown.length} more.`);
  }
  // Whole: each destination clips it to its own limit (github-limits.ts), the job summary keeps it.
  return out.join('\n');
}

/** What the report says besides the decision. */
export interface ReportContext {
  headSha: string;
  requiredTopics: readonly string[];
  /** Markdown notes from the adapter (already escaped), e.g. "no agent logins configured". */
  notes?: readonly string[];
}

/** The sticky comment's body: the marker, then the report. */
export function renderStickyComment(
  decision: PullRequestGateDecision,
  context: ReportContext,
): string {
  return clipUnits(
    `${STICKY_MARKER}\n${renderEvidenceReport(decision, context)}`,
    COMMENT_BODY_UNITS,
  );
}
