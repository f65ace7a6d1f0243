/**
 * Any other hint (the seed's default `task_completed` included): judged from the agent's claims
 * tied to the task in the cycle (`Heartbeat-Task: <id>` on a commit; a claim the ledger holds
 * with the task's id counts the same). An accepted gated claim is `verified`; only blocked ones `not_verified`;
 * claims with no gated evidence `unclear`; no claim at all is `not_verified` for a required task
 * (seed 004: "no evidence the task was done") and `unclear` for an optional one.
 */
import { defineVerifier, describeClaim, type HintBase } from './types.js';

export type NoneHint = HintBase<'none'>;

export const noneVerifier = defineVerifier<NoneHint>({
  kind: 'none',
  parse: (_value, raw) => ({ kind: 'none', raw }),
  docs: {
    form: 'anything else (`task_completed`)',
    verified: 'an accepted gated claim naming the task (`Heartbeat-Task: <id>`)',
    notVerified: 'only blocked claims; no claim at all for a required task',
    unclear: 'claims without gated evidence; no claim for an optional task',
  },
  judge(_hint, { plan }) {
    // Gated evidence: a blocked claim, or an accepted one whose gate saw passing dimensions (an
    // ungated topic passes through with none). Not the gate registry: the hook's chunk owns it.
    const gated = plan.claims.filter((c) => !c.accepted || c.claimedPassing.length > 0);
    const accepted = gated.filter((c) => c.accepted);
    if (accepted.length > 0) {
      return {
        verdict: 'verified',
        reason: `accepted ${describeClaim(accepted.at(-1)!)} named the task`,
        evidence: accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`),
        contradictions: [],
      };
    }
    if (gated.length > 0) {
      return {
        verdict: 'not_verified',
        reason: `only blocked claims named the task (${gated.at(-1)!.published})`,
        evidence: gated.map((c) => `blocked: published ${c.published} (${c.id})`),
        contradictions: [],
      };
    }
    if (plan.claims.length > 0) {
      const topics = [...new Set(plan.claims.map((c) => c.topic))].join(', ');
      return {
        verdict: 'unclear',
        reason: `claimed without gated evidence (${topics})`,
        evidence: plan.claims.map((c) => `${describeClaim(c)} carries no gated evidence (${c.id})`),
        contradictions: [],
      };
    }
    const required = plan.task.required ?? true;
    return {
      verdict: required ? 'not_verified' : 'unclear',
      reason: 'no claim named the task',
      evidence: [`no claim named the task since the last cycle`],
      contradictions: [],
    };
  },
});
