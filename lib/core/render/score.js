import { escapeMarkdown, table } from './markdown.js';
/** Percent of target reached, rounded down; 0 when the target is not positive. */
export function percentOfTarget(score, target) {
    return target > 0 ? Math.floor((score / target) * 100) : 0;
}
/** `█████░░░░░ 41 / 82 (50%)`: filled in proportion, clamped to the bar; below zero is empty. */
export function progressBar(score, target, width = 20) {
    const ratio = target > 0 ? score / target : 0;
    const filled = Math.min(width, Math.max(0, Math.floor(ratio * width)));
    return `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${score} / ${target} (${percentOfTarget(score, target)}%)`;
}
/** The one-line headline used in check titles: score, target, tier and interval. */
export function scoreHeadline(view) {
    return `Score ${view.score}/${view.target} · ${tierLabel(view)} · every ${view.intervalMinutes} min`;
}
/** The active tier in words: the penalty when there is one, else the reward, else `normal`. */
export function tierLabel(view) {
    if (view.penalty !== 'none')
        return `penalty: ${view.penalty}`;
    if (view.reward !== 'none')
        return `reward: ${view.reward}`;
    return 'normal';
}
/** The score section: progress bar, key figures and the active tier messages. */
export function renderScoreSection(view) {
    const lines = [
        `**${escapeMarkdown(scoreHeadline(view))}**`,
        '',
        '```text',
        progressBar(view.score, view.target),
        '```',
        '',
        table(['score', 'target', 'points needed', 'penalty', 'reward', 'interval', 'streak'], [
            [
                String(view.score),
                String(view.target),
                String(view.pointsNeeded),
                view.penalty,
                view.reward,
                `${view.intervalMinutes} min`,
                `${view.streak} days`,
            ],
        ]),
    ];
    for (const message of [view.penaltyMessage, view.rewardMessage]) {
        if (message)
            lines.push('', `> ${escapeMarkdown(message)}`);
    }
    return lines.join('\n');
}
const VERDICT_ICON = {
    verified: '✅',
    not_verified: '❌',
    unclear: '❔',
};
/**
 * Today's verdicts as a table, or a line saying there are none yet; then each ground-truth
 * contradiction with its two sides (untrusted text: the claim side quotes the agent).
 */
export function renderVerdicts(rows) {
    if (rows.length === 0)
        return '_No verdicts yet today._';
    const verdicts = table(['task', 'verdict', 'required', 'points'], rows.map((r) => [
        r.taskId,
        `${VERDICT_ICON[r.verdict]} ${r.verdict}${r.groundTruthContradiction ? ' (ground truth contradiction)' : ''}`,
        r.required ? 'required' : 'optional',
        r.points > 0 ? `+${r.points}` : String(r.points),
    ]));
    const contradictions = rows.flatMap((r) => (r.contradictions ?? []).map((c) => `- **${escapeMarkdown(r.taskId)}**: claimed ${escapeMarkdown(c.claimed)} · actual ${escapeMarkdown(c.actual)}`));
    if (contradictions.length === 0)
        return verdicts;
    return [verdicts, '', '**Ground-truth contradictions**', '', ...contradictions].join('\n');
}
const DATE = /^\d{4}-(\d{2})-(\d{2})$/;
/**
 * A Mermaid `xychart-beta` (GitHub renders it): score bars and the target line for the last
 * seven days, oldest first. Dates become `MM-DD` labels; anything else is dropped.
 */
export function renderScoreChart(days) {
    const shown = days.filter((d) => DATE.test(d.date)).slice(-7);
    if (shown.length === 0)
        return '_No score history yet._';
    const labels = shown.map((d) => `"${d.date.slice(5)}"`).join(', ');
    const values = shown.flatMap((d) => [d.score, d.target]);
    const min = Math.min(0, ...values);
    const max = Math.max(10, ...values);
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Score (bars) vs target (line), last 7 days"',
        `  x-axis [${labels}]`,
        `  y-axis "points" ${min} --> ${max}`,
        `  bar [${shown.map((d) => Math.trunc(d.score)).join(', ')}]`,
        `  line [${shown.map((d) => Math.trunc(d.target)).join(', ')}]`,
        '```',
    ].join('\n');
}
