import { describe, expect, it } from 'vitest';
import { progressBar, renderScoreChart, renderScoreSection, renderVerdicts, scoreHeadline, } from '../../src/core/render/score.js';
const view = {
    score: 41,
    target: 82,
    pointsNeeded: 41,
    penalty: 'none',
    reward: 'good',
    intervalMinutes: 17,
    streak: 0,
    penaltyMessage: null,
    rewardMessage: 'On track: 41 of 82 (50% or more of today’s target).',
};
describe('progressBar', () => {
    it.each([
        [0, 50, '░░░░░░░░░░░░░░░░░░░░ 0 / 50 (0%)'],
        [25, 50, '██████████░░░░░░░░░░ 25 / 50 (50%)'],
        [50, 50, '████████████████████ 50 / 50 (100%)'],
        [120, 50, '████████████████████ 120 / 50 (240%)'],
        [-30, 50, '░░░░░░░░░░░░░░░░░░░░ -30 / 50 (-60%)'],
    ])('score %i of target %i → %s', (score, target, expected) => {
        expect(progressBar(score, target)).toBe(expected);
    });
});
describe('score section', () => {
    it('puts score, target, tier and interval in the headline', () => {
        expect(scoreHeadline(view)).toBe('Score 41/82 · reward: good · every 17 min');
        expect(scoreHeadline({ ...view, penalty: 'lockdown', intervalMinutes: 8 })).toBe('Score 41/82 · penalty: lockdown · every 8 min');
        expect(scoreHeadline({ ...view, reward: 'none' })).toContain('normal');
    });
    it('shows the bar and the active tier messages', () => {
        const text = renderScoreSection({ ...view, penaltyMessage: 'WARNING: low <!--' });
        expect(text).toContain('██████████░░░░░░░░░░ 41 / 82 (50%)');
        expect(text).toContain('> WARNING');
        expect(text).not.toContain('<!--');
        expect(text).toContain('On track');
    });
});
describe('renderVerdicts', () => {
    it('lists each verdict with its points, contradictions called out', () => {
        const text = renderVerdicts([
            {
                taskId: 'check_email',
                verdict: 'verified',
                required: true,
                groundTruthContradiction: false,
                points: 10,
            },
            {
                taskId: 'deploy',
                verdict: 'not_verified',
                required: true,
                groundTruthContradiction: true,
                points: -45,
            },
        ]);
        expect(text).toContain('| check\\_email | ✅ verified | required | \\+10 |');
        expect(text).toContain('❌ not\\_verified \\(ground truth contradiction\\)');
        expect(text).toContain('\\-45');
    });
    it('names each contradiction with its two sides, the agent-written side escaped', () => {
        const text = renderVerdicts([
            {
                taskId: 'ship',
                verdict: 'not_verified',
                required: true,
                groundTruthContradiction: true,
                points: -45,
                contradictions: [
                    {
                        claimed: 'tests: pass (<!-- @mona build.done on 0123456789ab)',
                        actual: 'check CI / test concluded failure on 0123456789ab',
                    },
                ],
            },
        ]);
        expect(text).toContain('**Ground-truth contradictions**\n\n- **ship**: claimed tests\\: pass \\(&lt;\\!\\-\\- @&#8203;mona build\\.done on 0123456789ab\\) · actual check CI / test concluded failure on 0123456789ab');
    });
    it('says when there are none', () => {
        expect(renderVerdicts([])).toContain('No verdicts yet');
    });
});
describe('renderScoreChart', () => {
    it('charts the last seven days as score bars and a target line', () => {
        const days = Array.from({ length: 9 }, (_, i) => ({
            date: `2026-11-${String(10 + i).padStart(2, '0')}`,
            score: i * 10 - 20,
            target: 50 + i,
        }));
        expect(renderScoreChart(days)).toBe([
            '```mermaid',
            'xychart-beta',
            '  title "Score (bars) vs target (line), last 7 days"',
            '  x-axis ["11-12", "11-13", "11-14", "11-15", "11-16", "11-17", "11-18"]',
            '  y-axis "points" 0 --> 60',
            '  bar [0, 10, 20, 30, 40, 50, 60]',
            '  line [52, 53, 54, 55, 56, 57, 58]',
            '```',
        ].join('\n'));
    });
    it('extends the axis below zero for bad days and drops malformed dates', () => {
        const chart = renderScoreChart([
            { date: '2026-11-20', score: -40, target: 50 },
            { date: '"]\n  bar [1', score: 1, target: 1 },
        ]);
        expect(chart).toContain('y-axis "points" -40 --> 50');
        expect(chart).toContain('x-axis ["11-20"]');
        expect(chart).not.toContain('bar [1,');
    });
    it('says when there is no history', () => {
        expect(renderScoreChart([])).toContain('No score history');
    });
});
