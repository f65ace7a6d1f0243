/** `evidence:<topic>`: an accepted claim of the topic since the last cycle. */
import { defineVerifier, describeClaim, type HintBase } from './types.js';

export interface EvidenceHint extends HintBase<'evidence'> {
  topic: string;
}

export const evidenceVerifier = defineVerifier<EvidenceHint>({
  kind: 'evidence',
  parse: (value, raw) => ({ kind: 'evidence', topic: value.toLowerCase(), raw }),
  docs: {
    form: '`evidence:<topic>`',
    verified: 'an accepted claim of the topic since the last cycle',
    notVerified: 'only blocked claims',
    unclear: 'no claim',
  },
  concernsUntargeted: (claim, hint) => claim.topic === hint.topic,
  judge(hint, { plan }) {
    const accepted = plan.claims.filter((c) => c.accepted);
    const blocked = plan.claims.filter((c) => !c.accepted);
    if (accepted.length > 0) {
      return {
        verdict: 'verified',
        reason: `accepted ${describeClaim(accepted.at(-1)!)}`,
        evidence: accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`),
        contradictions: [],
      };
    }
    if (blocked.length > 0) {
      return {
        verdict: 'not_verified',
        reason: `only blocked ${hint.topic} claims (${blocked.at(-1)!.published})`,
        evidence: blocked.map((c) => `blocked: published ${c.published} (${c.id})`),
        contradictions: [],
      };
    }
    return {
      verdict: 'unclear',
      reason: `no ${hint.topic} claim since the last cycle`,
      evidence: [`no ${hint.topic} claim since the last cycle`],
      contradictions: [],
    };
  },
});
