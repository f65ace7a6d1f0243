import { describe, expect, it } from 'vitest';
import {
  capNote,
  claimsInMessage,
  couldNotJudge,
  decideStop,
  dimensionsToRun,
  judgeClaims,
} from '../../../src/core/stop-hook/decide.js';
import { evidenceVerdict } from '../../../src/app/evidence-report.js';

const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';
const fence = (topic: string, payload: string) => `\`\`\`${topic}\n${payload}\n\`\`\``;
const fresh = { blocks: 0, accepted: [] };

function decide(message: string, more: Partial<Parameters<typeof decideStop>[0]> = {}) {
  return decideStop({
    results: judgeClaims(claimsInMessage(message)),
    runs: [],
    requiredTopics: [],
    session: fresh,
    maxBlocks: 8,
    ...more,
  });
}

describe('claimsInMessage', () => {
  it('finds fenced claims and trailer claims, the last per topic, gated topics only', () => {
    const message = `Done.\n\n${fence('build.done', 'tests: fail')}\n\n${fence('feature.done', 'x')}\n\n${fence('build.done', PASSING)}\n\nReview-Done: tests: pass, build: pass`;
    expect(claimsInMessage(message)).toEqual([
      { topic: 'build.done', payload: PASSING },
      { topic: 'review.done', payload: 'tests: pass, build: pass' },
    ]);
  });

  it('a fence inside an HTML comment or a quote is not a claim', () => {
    expect(claimsInMessage(`<!--\n${fence('build.done', 'tests: fail')}\n-->`)).toEqual([]);
  });
});

describe('decideStop', () => {
  it('a plain answer with nothing required may end the turn', () => {
    const { verdict, session } = decide('Here is the summary.');
    expect(verdict.decision).toBe('allow');
    expect(session).toEqual({ blocks: 0, accepted: [] });
  });

  it('a rejected claim blocks with the gate message and a fix per failing dimension', () => {
    const { verdict, session } = decide(
      fence('build.done', PASSING.replace('lint: pass', 'lint: fail')),
    );
    expect(verdict.decision).toBe('block');
    expect(verdict.reason).toContain('build.blocked: evidence failing: lint');
    expect(verdict.fixes).toEqual([
      { topic: 'build.done', dimension: 'lint', problem: 'failed', wouldPass: 'lint: pass' },
    ]);
    expect(session.blocks).toBe(1);
  });

  it("the claims' verdicts equal evidence --json's for the same payload", () => {
    const payload = PASSING.replace('complexity: 3', 'complexity: 12');
    const hook = decide(fence('build.done', payload)).verdict;
    const cli = evidenceVerdict('build.done', payload);
    expect(hook.claims).toEqual(cli.claims);
    expect(hook.fixes).toEqual(cli.fixes);
    expect(hook.decision).toBe(cli.decision);
  });

  it('a claimed pass that its command contradicts blocks, naming both sides', () => {
    const { verdict } = decide(fence('build.done', PASSING), {
      runs: [{ dimension: 'tests', command: 'npm test', exitCode: 1, outputTail: '2 failing' }],
    });
    expect(verdict.decision).toBe('block');
    expect(verdict.contradictions).toEqual([
      {
        topic: 'build.done',
        dimension: 'tests',
        claimed: 'tests: pass (build.done)',
        actual: 'command npm test exited 1 (2 failing)',
      },
    ]);
    expect(verdict.fixes[0]).toMatchObject({ dimension: 'tests', problem: 'contradicted' });
  });

  it('a command that passes changes nothing', () => {
    const { verdict } = decide(fence('build.done', PASSING), {
      runs: [{ dimension: 'tests', command: 'npm test', exitCode: 0, outputTail: '' }],
    });
    expect(verdict.decision).toBe('allow');
  });

  it('only configured dimensions some claim says pass are run', () => {
    const results = judgeClaims(
      claimsInMessage(fence('build.done', PASSING.replace('lint: pass', 'lint: fail'))),
    );
    expect(dimensionsToRun(results, { tests: 'npm test', lint: 'npm run lint', e2e: 'x' })).toEqual(
      ['tests'],
    );
  });

  it('required topics block until accepted in the session, and an accepted one is remembered', () => {
    const blocked = decide('Nothing to claim.', { requiredTopics: ['build.done'] });
    expect(blocked.verdict.missingTopics).toEqual(['build.done']);
    expect(blocked.verdict.decision).toBe('block');
    const done = decide(fence('build.done', PASSING), { requiredTopics: ['build.done'] });
    expect(done.verdict.decision).toBe('allow');
    expect(done.session.accepted).toEqual(['build.done']);
    const later = decide('Bye.', { requiredTopics: ['build.done'], session: done.session });
    expect(later.verdict.decision).toBe('allow');
  });

  it('a contradicted claim does not satisfy a required topic', () => {
    const { verdict, session } = decide(fence('build.done', PASSING), {
      requiredTopics: ['build.done'],
      runs: [{ dimension: 'tests', command: 'npm test', exitCode: 1, outputTail: '' }],
    });
    expect(verdict.missingTopics).toEqual(['build.done']);
    expect(session.accepted).toEqual([]);
  });

  it.each([
    [0, 'block', 1],
    [7, 'block', 8],
    [8, 'allow', 0],
  ] as const)(
    'with %i blocks before, a failing claim is a %s (count after: %i)',
    (before, decision, after) => {
      const result = decide(fence('build.done', 'tests: fail'), {
        session: { blocks: before, accepted: [] },
      });
      expect(result.verdict.decision).toBe(decision);
      expect(result.session.blocks).toBe(after);
      expect(result.stoppedWithoutEvidence).toBe(decision === 'allow');
      if (decision === 'allow') {
        expect(result.verdict.notes).toContain(capNote(8));
        expect(result.verdict.conclusion).toBe('failure');
      }
    },
  );

  it('an allowed stop resets the count', () => {
    const result = decide(fence('build.done', PASSING), { session: { blocks: 5, accepted: [] } });
    expect(result.session.blocks).toBe(0);
  });

  it('when the hook could not judge it blocks and counts, up to the cap', () => {
    const blocked = couldNotJudge('it reached its deadline of 5 s', fresh, 8);
    expect(blocked.verdict.decision).toBe('block');
    expect(blocked.verdict.reason).toContain('deadline');
    expect(blocked.session.blocks).toBe(1);
    const capped = couldNotJudge('x', { blocks: 8, accepted: [] }, 8);
    expect(capped.verdict.decision).toBe('allow');
    expect(capped.stoppedWithoutEvidence).toBe(true);
  });
});
