/**
 * heartbeat-gate as a library: the rules of the gate as pure functions over plain data (contract,
 * cycle progress, evidence gates, confession, score; docs/library.md). Importing it has
 * no side effects. This list is the public surface, chosen name by name; `api/heartbeat-gate.api.md`
 * records it (regenerate with `npx tsx scripts/api-report.ts`) so a change shows in review.
 */
// The contract: HEARTBEAT.md (docs/contract.md).
export { DEFAULT_MAX_ATTEMPTS, DEFAULT_VERIFY_HINT, formatContractDiagnostic, hasContractErrors, parseHeartbeatContract, slugifyTaskId, } from './core/contract.js';
export { buildContractPrompt } from './core/contract-prompt.js';
// Cycle progress (docs/contract.md).
export { applyVerdictToProgress, initCycleProgress, isAbandoned, } from './core/progress.js';
// Evidence gates: commit trailers and PR claims (docs/evidence-gates.md).
export { COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, GATED_TOPICS, MUTATION_THRESHOLD, blockedTopicFor, evaluateEvidence, isGatedTopic, } from './core/evidence/index.js';
export { checkCommitMessage, } from './core/commit-gate.js';
export { EVIDENCE_TRAILERS } from './core/evidence/index.js';
export {} from './core/trailers.js';
// Confession reports (docs/evidence-gates.md).
export { CONFESSION_CONFIDENCE_THRESHOLD, parseConfessionReport, } from './core/confession-report.js';
export { decideConfession, } from './core/confession.js';
// Score, target, tiers and interval (docs/score.md).
export { POINTS, pointsForFeedback, pointsForVerdict, } from './core/score/points.js';
export { computeDailyTarget, positiveAverage } from './core/score/target.js';
export { calendarDay } from './core/score/calendar.js';
export { applyFeedbackToScore, applyVerdictToScore, createScoreState } from './core/score/state.js';
export { rolloverScoreState } from './core/score/rollover.js';
export { forcesAllRequired, penaltyTier, rewardTier } from './core/score/tiers.js';
export { heartbeatIntervalMinutes } from './core/score/interval.js';
export { summarizeScore } from './core/score/summary.js';
export { ScoreSummarySchema } from './core/score/summary-schema.js';
export { buildScorePromptSection } from './core/score/prompt.js';
// The data: each schema parses what the gate writes (score.json, progress.json, the ledger).
export { ClaimEventSchema, ContractDiagnosticSchema, CycleEventSchema, CycleProgressSchema, DailyScoreSchema, EvidenceResultSchema, FeedbackEventSchema, HeartbeatContractSchema, HeartbeatTaskSchema, LedgerEventSchema, LifetimeStatsSchema, PenaltyTierSchema, RewardTierSchema, ScoreStateSchema, TaskProgressSchema, TaskStatusSchema, VerdictEventSchema, VerdictSchema, } from './core/model.js';
export { parseLedger } from './core/ledger.js';
// Configuration: `.heartbeat/config.json`.
export { CONFIG_PATH, ConfigSchema } from './config.js';
