/** The score (seeds 001 and 004): points, moving target with ratchet, rollover, tiers, interval. */
export * from './points.js';
export * from './target.js';
export * from './calendar.js';
export * from './state.js';
export * from './rollover.js';
export * from './tiers.js';
export * from './interval.js';
export * from './messages.js';
export * from './summary.js';
export * from './prompt.js';
