import { describe, expect, it } from 'vitest';
import { GATED_TOPICS, blockedTopicFor, evaluateEvidence, isGatedTopic, } from '../../../src/core/evidence/index.js';
import { EvidenceResultSchema } from '../../../src/core/model.js';
describe('which topics are gated (seed 002, "What bypasses the gates")', () => {
    it('gates exactly build.done, review.done and verify.passed', () => {
        expect(GATED_TOPICS).toEqual(['build.done', 'review.done', 'verify.passed']);
    });
    it.each([
        ['build.done', 'build.blocked'],
        ['review.done', 'review.blocked'],
        ['verify.passed', 'verify.failed'],
    ])('a failing %s is published as %s', (topic, blocked) => {
        expect(isGatedTopic(topic)).toBe(true);
        expect(blockedTopicFor(topic)).toBe(blocked);
        expect(evaluateEvidence(topic, '').published).toBe(blocked);
    });
    it.each([
        'build.complete',
        'verify.pass',
        'Build.done',
        'build.done ',
        'feature.done',
        'bugfix.done',
        'confession.clean',
        'task.resume',
        'task.start',
        'build.blocked',
        'toString',
        '__proto__',
        '',
    ])('%j passes through untouched, even with no evidence', (topic) => {
        expect(isGatedTopic(topic)).toBe(false);
        expect(blockedTopicFor(topic)).toBeUndefined();
        const result = evaluateEvidence(topic, 'tests: fail');
        expect(result).toEqual({
            topic,
            published: topic,
            accepted: true,
            gated: false,
            noEvidence: false,
            failed: [],
            missing: [],
            claimedPassing: [],
            warnings: [],
            message: '',
        });
    });
    it('every result matches the shared EvidenceResult schema', () => {
        for (const topic of [...GATED_TOPICS, 'build.complete']) {
            for (const payload of ['', 'tests: pass', 'quality.coverage: 10%']) {
                expect(() => EvidenceResultSchema.parse(evaluateEvidence(topic, payload))).not.toThrow();
            }
        }
    });
});
