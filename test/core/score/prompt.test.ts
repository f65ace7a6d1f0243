import { describe, expect, it } from 'vitest';
import {
  applyVerdictToScore,
  buildScorePromptSection,
  createScoreState,
  type ScoreState,
} from '../../../src/index.js';
import { progressBar } from '../../../src/core/score/prompt.js';

const verified = { verdict: 'verified', required: true, groundTruthContradiction: false } as const;
const failed = {
  verdict: 'not_verified',
  required: true,
  groundTruthContradiction: false,
} as const;

describe('progressBar', () => {
  it.each([
    [0, 50, '[--------------------] 0/50'],
    [35, 82, '[########------------] 35/82'],
    [50, 50, '[####################] 50/50'],
    [120, 50, '[####################] 120/50'],
    [-30, 50, '[--------------------] -30/50'],
  ])('%i of %i → %s', (score, target, bar) => {
    expect(progressBar(score, target)).toBe(bar);
  });
});

describe('buildScorePromptSection', () => {
  const options = { defaultIntervalMinutes: 15 };
  let state: ScoreState = createScoreState('2026-06-01');
  for (let i = 0; i < 4; i++) state = applyVerdictToScore(state, verified);
  state = applyVerdictToScore(state, failed); // 25/50: none penalty, good reward
  const text = buildScorePromptSection(state, options);

  it.each([
    ['the progress bar', '[##########----------] 25/50'],
    ['the points needed', "Points needed to reach today's target: 25"],
    [
      "today's counts and the streak",
      'Today: 4 verified, 1 failed, 0 thumbs up, 0 thumbs down. Streak: 0 days at target.',
    ],
    ['the points table', '- Verified required task: +10'],
    ['the contradiction rule', '-30, on top of -15'],
    ['the feedback points', 'thumbs up: +3; thumbs down: -10'],
    ['the ratchet floor', 'the ratchet floor (now 50'],
    ['why gaming is futile', 'the ratchet makes gaming the score futile'],
    ['that the verifier checks real sources', 'The verifier checks the real sources'],
    ['that the operator sees the score', 'The operator sees this score'],
    ['the reward message', 'On track: 25 of 50'],
    ['the dos', '### Do'],
    ["the don'ts", "### Don't"],
  ])('shows %s', (_what, expected) => {
    expect(text).toContain(expected);
  });

  it('shows an active penalty and the forced requiredness', () => {
    const bad = applyVerdictToScore(createScoreState('2026-06-01'), failed);
    const prompt = buildScorePromptSection(bad, options);
    expect(prompt).toContain('LOCKDOWN');
    expect(prompt).toContain('Every task counts as required this cycle.');
    expect(prompt).not.toContain('On track');
  });

  it('says when the target is reached instead of points needed', () => {
    let good = createScoreState('2026-06-01');
    for (let i = 0; i < 5; i++) good = applyVerdictToScore(good, verified);
    const prompt = buildScorePromptSection(good, options);
    expect(prompt).toContain("Today's target of 50 is reached.");
    expect(prompt).not.toContain('Points needed');
    expect(prompt).toContain('OUTSTANDING');
  });
});
