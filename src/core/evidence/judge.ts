/**
 * The evidence gates as a cycle judges its commits' claims with them: one object, so no caller can
 * judge claims and leave seed 002's thrashing rule out. The CLI borrows it from the commit hook's
 * chunk (`check-commit` re-exports it), the Action imports it.
 */
import { evaluateEvidence, evidenceClaimsFromMessage } from './index.js';
import { detectThrashing } from './thrashing.js';

export const evidenceJudge = {
  evaluateEvidence,
  evidenceClaimsFromMessage,
  detectThrashing,
} as const;

/** The type of {@link evidenceJudge}: every member required. */
export type EvidenceJudge = typeof evidenceJudge;
