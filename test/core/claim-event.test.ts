import { describe, expect, it } from 'vitest';
import { claimEvents } from '../../src/core/claim-event.js';
import { evaluateEvidence } from '../../src/core/evidence/index.js';
import { claimsFromCommentBody, taskIdsFromClaimPayload } from '../../src/core/claims.js';

const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';

describe('claimEvents', () => {
  it('a topic restated in one comment counts once, with its last payload', () => {
    const body = [
      '```build.done',
      'lint: fail',
      '```',
      '```review.done',
      'verdict: approve',
      '```',
      '```build.done',
      `${PASSING}\nHeartbeat-Task: ship`,
      '```',
    ].join('\n');
    const events = claimEvents(claimsFromCommentBody(body), evaluateEvidence, {
      idPrefix: 'comment:7',
      at: '2026-11-20T10:00:00Z',
      sha: 'a'.repeat(40),
      source: 'comment',
      taskIds: taskIdsFromClaimPayload,
    });
    expect(events.map((e) => [e.id, e.topic, e.accepted])).toEqual([
      ['comment:7:review.done', 'review.done', expect.any(Boolean)],
      ['comment:7:build.done', 'build.done', true],
    ]);
    expect(events[1]).toMatchObject({ published: 'build.done', failed: [], taskIds: ['ship'] });
  });
  it('a failing claim carries what failed and what is missing', () => {
    const [event] = claimEvents(
      [{ topic: 'build.done', payload: 'lint: fail' }],
      evaluateEvidence,
      {
        idPrefix: 'commit:abc',
        at: '2026-11-20T10:00:00Z',
        source: 'trailer',
        taskIds: () => [],
      },
    );
    expect(event).toMatchObject({ accepted: false, published: 'build.blocked' });
    expect(event?.failed).toContain('lint');
    expect(event?.failed.length).toBeGreaterThan(1);
    expect(event).not.toHaveProperty('sha');
  });
});
