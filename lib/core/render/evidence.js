import { THRASHING_BLOCKS, unsatisfiedReason, } from '../pull-request-gate.js';
import { codeBlock, escapeMarkdown, link, markdownTable } from './markdown.js';
/** The hidden first line that marks the sticky comment, so later runs edit it instead of adding one. */
export const STICKY_MARKER = '<!-- heartbeat-gate:evidence -->';
/** GitHub's limit on a comment body and on a check run's summary. */
export const GITHUB_TEXT_LIMIT = 65_535;
/** Ignored claims shown before "and N more". */
const IGNORED_SHOWN = 30;
/**
 * Untrusted text as an inline code span: rendered literally (no HTML, links or mentions), with a
 * fence longer than any backtick run inside it.
 */
export function code(text) {
    const flat = text.replace(/[\r\n]+/g, ' ');
    const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** Where a claim was made, as a Markdown link when there is a URL. */
function claimSource(claim) {
    const label = claim.source === 'trailer' ? `trailer of ${claim.id.split(':')[1]?.slice(0, 7)}` : 'comment';
    return link(label, claim.url);
}
function status(t) {
    if (t.result)
        return t.result.accepted ? '✅ accepted' : '❌ blocked';
    if (t.staleClaim)
        return '⏳ stale';
    return t.required ? '❌ missing' : '—';
}
/** The evidence table: one row per topic. */
export function renderEvidenceTable(decision) {
    const rows = decision.topics.map((t) => [
        code(t.topic),
        t.required ? 'required' : 'optional',
        status(t),
        t.result ? code(t.result.published) : ' ',
        t.claim ? claimSource(t.claim) : t.staleClaim ? `${claimSource(t.staleClaim)} (stale)` : ' ',
        escapeMarkdown((t.claim ?? t.staleClaim)?.author ?? ''),
    ]);
    return markdownTable(['topic', 'required', 'status', 'published', 'claim', 'by'], rows);
}
/** The headline with its icon. */
export function renderHeadline(decision) {
    const icon = decision.conclusion === 'success' ? '✅' : '❌';
    return `${icon} ${escapeMarkdown(decision.title)}`;
}
/**
 * The full report (sticky comment body after the marker, the check's summary): what to fix first,
 * then thrashing, stale claims, gate changes, the table, warnings and ignored claims.
 */
export function renderEvidenceReport(decision, context) {
    const out = [
        `### ${renderHeadline(decision)}`,
        ...(context.notes ?? []).flatMap((note) => ['', `> ${note}`]),
        '',
        `Head \`${context.headSha.slice(0, 7)}\` · required: ${context.requiredTopics.map((t) => code(t)).join(', ')}`,
    ];
    const blocked = decision.topics.filter((t) => t.result && !t.result.accepted && t.required);
    if (blocked.length > 0) {
        out.push('', '#### What to fix');
        for (const t of blocked) {
            out.push('', `${code(t.result?.published ?? '')} (your ${code(t.topic)} claim, ${claimSource(t.claim)}):`, '', codeBlock(t.result?.message ?? '', 'text'));
        }
    }
    const thrashing = decision.topics.filter((t) => t.thrashing);
    for (const t of thrashing) {
        out.push('', `> [!WARNING]\n> **Thrashing:** ${code(t.topic)} was blocked ${t.blockedInARow} times in a row (${THRASHING_BLOCKS} is the limit). Stop retrying the same thing: run the checks, fix what fails, and only then claim again, or ask an operator for help.`);
    }
    const missing = decision.topics.filter((t) => t.required && !t.result);
    if (missing.length > 0) {
        out.push('', '#### Missing claims');
        for (const t of missing)
            out.push(`- ${escapeMarkdown(unsatisfiedReason(t))}`);
        if (missing.some((t) => t.staleClaim)) {
            out.push('', `Claims are bound to the code they describe: a comment written before \`${context.headSha.slice(0, 7)}\` was pushed describes other code. Run the checks on this head and post the claim again (or edit the comment).`);
        }
        out.push('', `Claim with a comment holding a fenced block whose info string is the topic, e.g.:`, '', codeBlock('```build.done\ntests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass\n```', 'markdown'));
    }
    if (decision.gateChange) {
        const files = decision.gateChange.files.map((f) => code(f)).join(', ');
        out.push('', '#### Changes to the gate itself', '', decision.gateChange.approvedBy
            ? `This PR changes ${files}; approved by operator ${escapeMarkdown(decision.gateChange.approvedBy)} on this head.`
            : `This PR changes ${files}: the workflows, the contract, the configuration or the state the gate runs on. It fails the check until an operator (write access, or listed in \`operators\`) approves this head commit.`);
    }
    out.push('', '#### Evidence', '', renderEvidenceTable(decision));
    if (decision.warnings.length > 0) {
        out.push('', '#### Warnings (do not block)');
        for (const w of decision.warnings)
            out.push(`- ${code(w.topic)}: ${escapeMarkdown(w.message)}`);
    }
    if (decision.ignored.length > 0) {
        const shown = decision.ignored.slice(0, IGNORED_SHOWN);
        out.push('', '#### Ignored claims', '', 'Only the agent’s own claims count; these were not counted:', '', markdownTable(['topic', 'by', 'where', 'why'], shown.map((c) => [
            code(c.topic),
            escapeMarkdown(c.author),
            claimSource(c),
            c.reason === 'untrusted-author' ? 'not an agent login' : 'commit not by the agent',
        ])));
        if (decision.ignored.length > shown.length)
            out.push('', `…and ${decision.ignored.length - shown.length} more.`);
    }
    return truncate(out.join('\n'));
}
/** The sticky comment's body: the marker, then the report. */
export function renderStickyComment(decision, context) {
    return truncate(`${STICKY_MARKER}\n${renderEvidenceReport(decision, context)}`);
}
function truncate(text) {
    if (text.length <= GITHUB_TEXT_LIMIT)
        return text;
    const note = '\n\n…(truncated: see the workflow run for the rest)';
    return text.slice(0, GITHUB_TEXT_LIMIT - note.length) + note;
}
