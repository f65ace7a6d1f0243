import { blockedTopicFor, evaluateEvidence } from './evidence/index.js';
import { THRASHING_LIMIT, blockedInARow as countBlocks } from './evidence/thrashing.js';
import { isOperator } from './feedback.js';
/** Seed 002: "the same task gets build.blocked 3 times consecutively" (the one rule's limit). */
export const THRASHING_BLOCKS = THRASHING_LIMIT;
/** Decides the evidence check of one PR from its collected claims. */
export function decidePullRequestGate(input) {
    const required = input.requiredTopics.map((t) => t.toLowerCase());
    const options = { mutationWarnThreshold: input.mutationWarnThreshold };
    const claimed = input.collected.claims.map((c) => c.topic);
    const topics = [...new Set([...required, ...claimed])].map((topic) => {
        const all = input.collected.claims.filter((c) => c.topic === topic);
        const fresh = all.filter((c) => !c.stale);
        const claim = fresh.at(-1);
        const latest = all.at(-1);
        const result = claim ? evaluateEvidence(topic, claim.payload, options) : undefined;
        const blockedInARow = countBlocks(all.map((c) => evaluateEvidence(c.topic, c.payload, options)));
        const isRequired = required.includes(topic);
        const standing = {
            topic,
            required: isRequired,
            blockedInARow,
            thrashing: blockedInARow >= THRASHING_BLOCKS,
            satisfied: !isRequired || result?.accepted === true,
        };
        if (claim)
            standing.claim = claim;
        if (result)
            standing.result = result;
        if (latest?.stale)
            standing.staleClaim = latest;
        return standing;
    });
    let gateChange;
    if (input.gateFiles.length > 0) {
        gateChange = { files: [...input.gateFiles] };
        if (input.approvedBy)
            gateChange.approvedBy = input.approvedBy;
    }
    const gateOk = !gateChange || gateChange.approvedBy !== undefined;
    const conclusion = gateOk && topics.every((t) => t.satisfied) ? 'success' : 'failure';
    const first = topics.find((t) => t.topic === required[0]);
    const warnings = topics.flatMap((t) => t.result?.accepted ? t.result.warnings.map((message) => ({ topic: t.topic, message })) : []);
    const decision = {
        conclusion,
        topics,
        ignored: input.collected.ignored,
        warnings,
        publishedTopic: first?.result?.published ?? '',
        title: '',
    };
    if (gateChange)
        decision.gateChange = gateChange;
    decision.title = gateTitle(decision);
    return decision;
}
/** Why a required topic is not satisfied, in a few words. */
export function unsatisfiedReason(standing) {
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
function gateTitle(decision) {
    const failing = decision.topics.filter((t) => !t.satisfied);
    const parts = [];
    if (decision.gateChange && !decision.gateChange.approvedBy) {
        parts.push(`changes the gate itself (${decision.gateChange.files.length} file(s)); needs an operator's approval`);
    }
    parts.push(...failing.map(unsatisfiedReason));
    if (decision.topics.some((t) => t.thrashing))
        parts.push('thrashing');
    if (parts.length === 0) {
        const accepted = decision.topics.filter((t) => t.required).map((t) => t.topic);
        return `Evidence accepted: ${accepted.join(', ')}`;
    }
    return parts.join('; ');
}
/**
 * The reviewers whose latest decisive review (a comment decides nothing) approves `headSha`, in
 * the order they reviewed: an approval of an older head describes other code.
 */
export function headApprovers(reviews, headSha) {
    const latest = new Map();
    for (const review of [...reviews].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))) {
        if (review.state !== 'COMMENTED')
            latest.set(review.author.toLowerCase(), review);
    }
    return [...latest.values()]
        .filter((r) => r.state === 'APPROVED' && r.commitId === headSha)
        .map((r) => r.author);
}
/** The first head approver who is an operator (never the agent), if any. */
export function approvingOperator(approvers, trust) {
    return approvers.find((login) => isOperator(login, trust));
}
