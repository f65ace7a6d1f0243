import { describe, expect, it } from 'vitest';
import { badgeColour, badgeMessage, renderBadge } from '../../src/core/badge.js';
describe('the score badge', () => {
    it.each([
        ['lockdown', 'none', '#e05d44'],
        ['escalated', 'none', '#e05d44'],
        ['tightened', 'none', '#fe7d37'],
        ['warning', 'none', '#dfb317'],
        ['none', 'none', '#007ec6'],
        ['none', 'good', '#97ca00'],
        ['none', 'outstanding', '#44cc11'],
    ])('penalty %s, reward %s is coloured %s', (penalty, reward, colour) => {
        expect(badgeColour({ penalty, reward })).toBe(colour);
        expect(renderBadge({ score: 1, target: 50, penalty, reward })).toContain(`fill="${colour}"`);
    });
    it('shows the score against the target and the tier', () => {
        expect(badgeMessage({ score: -12, target: 82, penalty: 'escalated', reward: 'none' })).toBe('-12/82 escalated');
        const svg = renderBadge({ score: 45, target: 82, penalty: 'none', reward: 'good' });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(svg).toContain('aria-label="heartbeat: 45/82 good"');
    });
    it('escapes its label', () => {
        const svg = renderBadge({
            score: 0,
            target: 50,
            penalty: 'none',
            reward: 'none',
            label: '<b>&',
        });
        expect(svg).not.toContain('<b>');
        expect(svg).toContain('&#60;b&#62;&#38;');
    });
});
