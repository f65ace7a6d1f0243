/**
 * heartbeat-gate as a library: the rules of the gate as pure functions over plain data (contract,
 * cycle progress, evidence gates, confession, score; docs/library.md). Importing it has
 * no side effects. This list is the public surface, chosen name by name; `api/heartbeat-gate.api.md`
 * records it (regenerate with `npx tsx scripts/api-report.ts`) so a change shows in review.
 */
export { DEFAULT_MAX_ATTEMPTS, DEFAULT_VERIFY_HINT, formatContractDiagnostic, hasContractErrors, parseHeartbeatContract, slugifyTaskId, } from './core/contract.js';
export { buildContractPrompt } from './core/contract-prompt.js';
export { applyVerdictToProgress, initCycleProgress, isAbandoned, type CycleOptions, type CycleTask, } from './core/progress.js';
export { COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, GATED_TOPICS, MUTATION_THRESHOLD, blockedTopicFor, evaluateEvidence, isGatedTopic, type BlockedTopic, type EvidenceOptions, } from './core/evidence/index.js';
export { checkCommitMessage, type CommitClaimVerdict, type CommitGateResult, } from './core/commit-gate.js';
export { EVIDENCE_TRAILERS, type EvidenceClaim } from './core/evidence/index.js';
export { type TrailerOptions } from './core/trailers.js';
export { CONFESSION_CONFIDENCE_THRESHOLD, parseConfessionReport, type ConfessionReport, } from './core/confession-report.js';
export { decideConfession, type ConfessionAction, type ConfessionDecision, } from './core/confession.js';
export { POINTS, pointsForFeedback, pointsForVerdict, type ScoredVerdict, } from './core/score/points.js';
export { computeDailyTarget, positiveAverage } from './core/score/target.js';
export { calendarDay } from './core/score/calendar.js';
export { applyFeedbackToScore, applyVerdictToScore, createScoreState } from './core/score/state.js';
export { rolloverScoreState } from './core/score/rollover.js';
export { forcesAllRequired, penaltyTier, rewardTier } from './core/score/tiers.js';
export { heartbeatIntervalMinutes } from './core/score/interval.js';
export { summarizeScore, type ScoreSummary, type ScoreViewOptions } from './core/score/summary.js';
export { ScoreSummarySchema } from './core/score/summary-schema.js';
export { buildScorePromptSection } from './core/score/prompt.js';
export { ClaimEventSchema, ContractDiagnosticSchema, CycleEventSchema, CycleProgressSchema, DailyScoreSchema, EvidenceResultSchema, FeedbackEventSchema, HeartbeatContractSchema, HeartbeatTaskSchema, LedgerEventSchema, LifetimeStatsSchema, PenaltyTierSchema, RewardTierSchema, ScoreStateSchema, TaskProgressSchema, TaskStatusSchema, VerdictEventSchema, VerdictSchema, type ClaimEvent, type ContractDiagnostic, type CycleEvent, type CycleProgress, type DailyScore, type EvidenceResult, type FeedbackEvent, type GatedTopic, type HeartbeatContract, type HeartbeatTask, type LedgerEvent, type LifetimeStats, type PenaltyTier, type RewardTier, type ScoreState, type TaskProgress, type TaskStatus, type Verdict, type VerdictEvent, } from './core/model.js';
export { parseLedger, type LedgerLineError, type ParsedLedger } from './core/ledger.js';
export { CONFIG_PATH, ConfigSchema, type Config } from './config.js';
