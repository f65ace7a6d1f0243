import { describe, expect, it } from 'vitest';
import { chartDays, cycleLine, renderFeedback, renderScheduleReport, } from '../../src/core/render/schedule.js';
import { emptyDay } from '../../src/core/score/state.js';
import { summarizeScore } from '../../src/core/score/summary.js';
import { createScoreState } from '../../src/core/score/state.js';
const days = (n) => Array.from({ length: n }, (_, i) => ({
    ...emptyDay(`2026-11-${String(10 + i).padStart(2, '0')}`, 50 + i),
    score: 10 * i,
}));
describe('the 7-day chart days', () => {
    it('are the last six archived days and today, oldest first', () => {
        const history = days(7);
        const today = { ...emptyDay('2026-11-17', 60), score: 12 };
        expect(chartDays({ today, history }).map((d) => d.date)).toEqual([
            '2026-11-11',
            '2026-11-12',
            '2026-11-13',
            '2026-11-14',
            '2026-11-15',
            '2026-11-16',
            '2026-11-17',
        ]);
    });
});
describe('the cycle line', () => {
    it('says when the next cycle is due when none ran', () => {
        expect(cycleLine({ ran: false, nextDueAt: '2026-11-20T12:12:00.000Z', intervalMinutes: 12 }, 'hb')).toBe('⏳ No cycle is due yet: the next is due at 2026-11-20 12:12 UTC (every 12 min).');
    });
    it('names the cycle, the branch and the commit when one ran', () => {
        expect(cycleLine({
            ran: true,
            cycle: 3,
            commit: 'abcdef0123456789',
            nextDueAt: '2026-11-20T12:15:00Z',
        }, 'heartbeat-state')).toBe('🫀 Cycle 3 ran and was committed to `heartbeat\\-state` as abcdef012345; the next is due at 2026-11-20 12:15 UTC.');
    });
});
describe('the feedback table', () => {
    it('lists counted and ignored reactions with points and reasons, escaping logins', () => {
        const text = renderFeedback([
            {
                id: 'reaction-1',
                at: '2026-11-20T10:00:00Z',
                kind: 'feedback',
                direction: 'down',
                by: 'alice',
                source: 'https://github.com/acme/widgets/pull/1#issuecomment-9',
            },
        ], [
            {
                reactionId: 2,
                user: 'agent[bot]',
                content: '+1',
                url: 'https://github.com/acme/widgets/pull/1',
                reason: 'agent',
            },
        ]);
        expect(text).toContain('| 👎 | alice | [on](https://github.com/acme/widgets/pull/1#issuecomment-9) | counted (-10) |');
        expect(text).toContain('| 👍 | agent\\[bot\\] |');
        expect(text).toContain('ignored: the agent’s own reaction');
    });
    it('says so when there is no feedback', () => {
        expect(renderFeedback([], [])).toBe('_No new 👍 / 👎 feedback._');
    });
});
describe('the whole report', () => {
    it('has the progress bar, tier message, verdicts and the Mermaid xychart', () => {
        const state = createScoreState('2026-11-20');
        const view = summarizeScore(state, { defaultIntervalMinutes: 15 });
        const text = renderScheduleReport({
            view,
            cycle: { ran: false, nextDueAt: '2026-11-20T12:00:00Z', intervalMinutes: 12 },
            recorded: [],
            ignored: [],
            verdicts: [
                {
                    taskId: 'check_ci',
                    verdict: 'verified',
                    groundTruthContradiction: false,
                    required: true,
                    points: 10,
                },
            ],
            chart: chartDays(state),
            branch: 'heartbeat-state',
        });
        expect(text).toContain('░░░░░░░░░░░░░░░░░░░░ 0 / 50 (0%)');
        expect(view.penalty).toBe('tightened');
        expect(text).toContain('> TIGHTENED OVERSIGHT');
        expect(text).toContain('| check\\_ci | ✅ verified | required | \\+10 |');
        expect(text).toContain('```mermaid\nxychart-beta');
    });
});
