import { pointsForFeedback } from '../score/points.js';
import { escapeMarkdown, link, markdownTable } from './markdown.js';
import { renderScoreChart, renderScoreSection, renderVerdicts, } from './score.js';
/** The last seven days of the chart: the archived days, then today. */
export function chartDays(score) {
    return [...score.history, score.today]
        .slice(-7)
        .map((d) => ({ date: d.date, score: d.score, target: d.target }));
}
/** `2026-11-20T10:15:00.000Z` → `2026-11-20 10:15 UTC`. */
export function formatInstant(iso) {
    const date = new Date(Date.parse(iso));
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** One line: a cycle ran (and where it was committed), or when the next one is due. */
export function cycleLine(cycle, branch) {
    const where = `\`${escapeMarkdown(branch)}\``;
    if (cycle.ran) {
        const commit = cycle.commit ? ` as ${cycle.commit.slice(0, 12)}` : '';
        return `🫀 Cycle ${cycle.cycle} ran and was committed to ${where}${commit}; the next is due at ${formatInstant(cycle.nextDueAt)}.`;
    }
    return `⏳ No cycle is due yet: the next is due at ${formatInstant(cycle.nextDueAt)} (every ${cycle.intervalMinutes} min).`;
}
const REASONS = {
    'already-counted': 'already counted',
    agent: 'the agent’s own reaction',
    'not-an-operator': 'not an operator (needs write, maintain or admin, or the operators input)',
    'edited-after-reaction': 'the text was edited after the reaction',
};
const ICON = { up: '👍', down: '👎' };
/** The feedback this run recorded and the reactions it ignored, or a line saying there was none. */
export function renderFeedback(recorded, ignored) {
    if (recorded.length === 0 && ignored.length === 0)
        return '_No new 👍 / 👎 feedback._';
    const rows = [
        ...recorded.map((e) => {
            const points = pointsForFeedback(e.direction);
            return [
                ICON[e.direction],
                escapeMarkdown(e.by ?? 'unknown'),
                e.source ? link('on', e.source) : ' ',
                `counted (${points > 0 ? '+' : ''}${points})`,
            ];
        }),
        ...ignored.map((i) => [
            i.content === '+1' ? ICON.up : ICON.down,
            escapeMarkdown(i.user),
            link('on', i.url),
            `ignored: ${escapeMarkdown(REASONS[i.reason])}`,
        ]),
    ];
    return markdownTable(['reaction', 'by', 'where', 'result'], rows);
}
/** The whole report, as the job summary shows it. */
export function renderScheduleReport(report) {
    return [
        '### Heartbeat score',
        renderScoreSection(report.view),
        cycleLine(report.cycle, report.branch),
        '#### Operator feedback',
        renderFeedback(report.recorded, report.ignored),
        '#### Today’s verdicts',
        renderVerdicts(report.verdicts),
        '#### Last 7 days',
        renderScoreChart(report.chart),
    ].join('\n\n');
}
