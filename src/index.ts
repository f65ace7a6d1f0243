/**
 * heartbeat-gate as a library: the pure core (contracts, cycle progress, evidence gates, score).
 * Importing it has no side effects.
 */
export * from './core/model.js';
export * from './core/verify.js';
export * from './core/score/index.js';
export * from './core/trailers.js';
export * from './core/evidence/index.js';
export * from './core/feedback.js';
export * from './core/identity.js';
export * from './core/evidence/thrashing.js';
export * from './core/confession.js';
export * from './core/contract.js';
export * from './core/progress.js';
export * from './core/contract-prompt.js';
export * from './core/ledger.js';
export * from './core/replay.js';
