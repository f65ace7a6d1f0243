import { describe, expect, it } from 'vitest';
import {
  currentEventsPath,
  judgeRalphEvents,
  latestGatedEvents,
} from '../../src/core/ralph-events.js';

const line = (topic: string, payload?: unknown) =>
  JSON.stringify({
    topic,
    ...(payload === undefined ? {} : { payload }),
    ts: '2026-11-27T10:00:00Z',
  });

describe("Ralph's event stream (seed 002)", () => {
  it.each([
    // The seed's examples of what Ralph publishes instead.
    [
      'build.done',
      'tests: pass, lint: fail, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass',
      'build.blocked',
      'lint',
    ],
    ['build.done', '', 'build.blocked', 'no evidence'],
    ['review.done', 'tests: pass', 'review.blocked', 'build'],
    [
      'verify.passed',
      'quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: 62, quality.mutation: 75, quality.complexity: 6',
      'verify.failed',
      'coverage',
    ],
  ])('%s "%s" is published as %s naming %s', (topic, payload, published, named) => {
    const { events, errors } = judgeRalphEvents(`${line(topic, payload)}\n`);
    expect(errors).toEqual([]);
    expect(events[0]?.result.published).toBe(published);
    expect(events[0]?.result.message).toContain(named);
  });

  it("the seed's valid payloads pass, single-line and multi-line", () => {
    const text = [
      line(
        'build.done',
        'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass',
      ),
      line(
        'build.done',
        'tests: pass\nlint: pass\ntypecheck: pass\naudit: pass\ncoverage: pass\ncomplexity: 5\nduplication: pass\nspecs: pass\nperformance: pass',
      ),
      line('review.done', 'tests: pass, build: pass'),
    ].join('\n');
    expect(judgeRalphEvents(text).events.map((e) => e.result.published)).toEqual([
      'build.done',
      'build.done',
      'review.done',
    ]);
  });

  it('custom topics pass through with zero validation; build.complete is not gated', () => {
    const { events } = judgeRalphEvents(
      [line('feature.done', 'whatever'), line('build.complete')].join('\n'),
    );
    expect(events.map((e) => [e.result.published, e.result.gated])).toEqual([
      ['feature.done', false],
      ['build.complete', false],
    ]);
  });

  it('reports lines that are not events with their line number', () => {
    const { events, errors } = judgeRalphEvents(
      `${line('build.done', '')}\nnot json\n{"payload":"x"}\n[1]\n`,
    );
    expect(events).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, problem: 'not a JSON object' },
      { line: 3, problem: 'no "topic" string' },
      { line: 4, problem: 'not a JSON object' },
    ]);
  });

  it('the latest event of each gated topic stands', () => {
    const { events } = judgeRalphEvents(
      [
        line('build.done', 'tests: fail'),
        line('feature.done', 'x'),
        line(
          'build.done',
          'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass',
        ),
      ].join('\n'),
    );
    expect(latestGatedEvents(events).map((e) => [e.line, e.result.published])).toEqual([
      [3, 'build.done'],
    ]);
  });

  it('.ralph/current-events names the event file; without it, .ralph/events.jsonl', () => {
    expect(currentEventsPath('.ralph/events-20261127-100000.jsonl\n')).toBe(
      '.ralph/events-20261127-100000.jsonl',
    );
    expect(currentEventsPath(undefined)).toBe('.ralph/events.jsonl');
    expect(currentEventsPath('\n')).toBe('.ralph/events.jsonl');
  });
});
