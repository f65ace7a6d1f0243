import { describe, expect, it } from 'vitest';
import { heartbeatIntervalMinutes, PenaltyTierSchema, RewardTierSchema, } from '../../../src/index.js';
// Seed 001 "Interval Adjustments", reconciled with the tier tables: tightened 12, escalated 10.
const rows = [
    ['lockdown', 'none', 8],
    ['escalated', 'none', 10],
    ['tightened', 'none', 12],
    ['warning', 'none', 15],
    ['none', 'none', 15],
    ['none', 'good', 17],
    ['none', 'excellent', 20],
    ['none', 'outstanding', 20],
];
describe('heartbeat interval', () => {
    it.each(rows)('penalty %s, reward %s → %i minutes', (penalty, reward, minutes) => {
        expect(heartbeatIntervalMinutes({ penalty, reward })).toBe(minutes);
    });
    it.each([
        ['none', 'none', 30],
        ['warning', 'none', 30],
        ['lockdown', 'none', 8],
        ['none', 'good', 17],
    ])('with a configured default of 30: penalty %s, reward %s → %i', (penalty, reward, minutes) => {
        expect(heartbeatIntervalMinutes({ penalty, reward }, 30)).toBe(minutes);
    });
    it('lets a penalty outrank a reward whatever the combination', () => {
        for (const reward of RewardTierSchema.options) {
            for (const [penalty, minutes] of [
                ['lockdown', 8],
                ['escalated', 10],
                ['tightened', 12],
            ]) {
                expect(heartbeatIntervalMinutes({ penalty, reward })).toBe(minutes);
            }
        }
        expect(PenaltyTierSchema.options).toHaveLength(5);
    });
});
