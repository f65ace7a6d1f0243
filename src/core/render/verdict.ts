/**
 * The verdict as machine-readable JSON hidden in Markdown: an HTML comment GitHub does not show,
 * at the top of the sticky comment and the check run's summary (so no clipping of the report's
 * end reaches it), for an autofix agent to act on and the MCP tool to explain.
 */
import type { Verdict } from '../verdict.js';
import { clip as clipItem } from './text.js';

/** What opens the hidden verdict. */
export const VERDICT_MARKER = '<!-- heartbeat-gate:verdict ';

/** Per-item bounds, so the JSON stays a small part of GitHub's 65,535 characters. */
const MAX_CLAIMS = 10;
const MAX_TEXT = 1_000;
const MAX_NOTES = 10;

/** The verdict, bounded: untrusted text clipped per item, lists cut (and the cut noted). */
export function boundVerdict(verdict: Verdict): Verdict {
  const clip = (text: string) => clipItem(text, MAX_TEXT);
  const notes = verdict.notes.slice(0, MAX_NOTES).map(clip);
  if (verdict.claims.length > MAX_CLAIMS) {
    notes.push(`${verdict.claims.length - MAX_CLAIMS} more claims are in the report`);
  }
  return {
    ...verdict,
    title: clip(verdict.title),
    reason: clipItem(verdict.reason, MAX_TEXT * 4),
    claims: verdict.claims.slice(0, MAX_CLAIMS).map((c) => ({
      ...c,
      topic: clipItem(c.topic, 100),
      published: clipItem(c.published, 100),
      message: clip(c.message),
      warnings: c.warnings.slice(0, MAX_NOTES).map(clip),
    })),
    contradictions: verdict.contradictions
      .slice(0, MAX_CLAIMS)
      .map((c) => ({ ...c, claimed: clip(c.claimed), actual: clip(c.actual) })),
    fixes: verdict.fixes.slice(0, MAX_CLAIMS * 10),
    notes,
  };
}

/**
 * The hidden comment. `<`, `>` and `&` are written as JSON escapes, and so is a `-` before another,
 * so no text inside can close the comment (`-->`, `--!>`) or open markup.
 */
export function renderVerdictComment(verdict: Verdict): string {
  const json = JSON.stringify(boundVerdict(verdict))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/-(?=-)/g, '\\u002d');
  return `${VERDICT_MARKER}${json} -->`;
}

/** The verdict hidden in a comment or check-run text, when there is one that parses. */
export function readVerdictComment(text: string): Verdict | undefined {
  const start = text.indexOf(VERDICT_MARKER);
  if (start === -1) return undefined;
  const end = text.indexOf(' -->', start + VERDICT_MARKER.length);
  if (end === -1) return undefined;
  try {
    const value = JSON.parse(text.slice(start + VERDICT_MARKER.length, end)) as Verdict;
    return typeof value === 'object' && value !== null && value.version === 1 ? value : undefined;
  } catch {
    return undefined;
  }
}

const PROBLEM: Record<string, string> = {
  failed: 'fails',
  missing: 'is missing',
  contradicted: 'is contradicted by its command',
  'no-claim': 'has no accepted claim',
};

/** A verdict in words for the agent: the decision, then each fix with the text that passes. */
export function explainVerdict(verdict: Verdict): string {
  const lines = [`${verdict.decision === 'block' ? 'Blocked' : 'Not blocked'}: ${verdict.title}`];
  if (verdict.fixes.length > 0) lines.push('', 'To fix:');
  for (const fix of verdict.fixes) {
    const what = fix.dimension === '' ? fix.topic : `${fix.dimension} (${fix.topic})`;
    lines.push(`- ${what} ${PROBLEM[fix.problem] ?? fix.problem}: send ${fix.wouldPass}`);
  }
  for (const c of verdict.contradictions) {
    lines.push(`- you claimed ${c.claimed}, but ${c.actual}: fix it, then run the check again`);
  }
  if (verdict.notes.length > 0) lines.push('', ...verdict.notes.map((n) => `Note: ${n}`));
  if (verdict.reason !== '') lines.push('', verdict.reason);
  return `${lines.join('\n')}\n`;
}
