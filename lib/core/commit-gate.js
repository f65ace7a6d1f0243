/**
 * The commit-msg gate: every evidence trailer of a commit message (`Build-Done:`, `Review-Done:`,
 * `Verify-Passed:`) is judged by its evidence gate; one blocked claim rejects the commit. A message
 * without evidence trailers claims nothing and passes. Pure, and light enough for a git hook.
 */
import { evaluateEvidence, evidenceClaimsFromMessage, mistypedEvidenceTrailers, } from './evidence/index.js';
/** Judges every evidence trailer of a commit message, as git would parse the message. */
export function checkCommitMessage(message, options = {}) {
    const claims = evidenceClaimsFromMessage(message, options).map((claim) => ({
        claim,
        result: evaluateEvidence(claim.topic, claim.payload, options),
    }));
    const mistyped = mistypedEvidenceTrailers(message, options);
    return {
        accepted: mistyped.length === 0 && claims.every(({ result }) => result.accepted),
        claims,
        mistyped,
    };
}
