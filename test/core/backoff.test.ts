import { describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelay } from '../../src/core/backoff.js';

describe('retryDelay: full jitter over a doubling, capped window', () => {
  it.each([
    [1, RETRY_BASE_MS],
    [2, RETRY_BASE_MS * 2],
    [3, RETRY_BASE_MS * 4],
    [6, RETRY_BASE_MS * 32],
    [12, RETRY_BASE_MS * 2048],
    [13, RETRY_CAP_MS],
    [39, RETRY_CAP_MS],
  ])('attempt %i waits less than %i ms, the whole window drawn from', (attempt, window) => {
    expect(retryDelay(attempt, 0)).toBe(0);
    expect(retryDelay(attempt, 0.5)).toBe(Math.floor(window / 2));
    expect(retryDelay(attempt, 0.999_999_9)).toBe(window - 1);
    expect(retryDelay(attempt, 1)).toBeLessThan(window);
  });

  it('draws outside [0, 1) are clamped into the window', () => {
    expect(retryDelay(3, -1)).toBe(0);
    expect(retryDelay(3, 7)).toBeLessThan(RETRY_BASE_MS * 4);
  });

  it('a lost attempt longer than the base widens every window in proportion, up to the cap', () => {
    expect(retryDelay(1, 0.999_999_9, 800)).toBe(799);
    expect(retryDelay(3, 0.5, 800)).toBe(1600);
    expect(retryDelay(8, 0.999_999_9, 800)).toBe(RETRY_CAP_MS - 1);
    // Shorter than the base, or not a duration: the base.
    expect(retryDelay(2, 0.999_999_9, 3)).toBe(RETRY_BASE_MS * 2 - 1);
    expect(retryDelay(2, 0.999_999_9, Number.NaN)).toBe(RETRY_BASE_MS * 2 - 1);
  });
});
