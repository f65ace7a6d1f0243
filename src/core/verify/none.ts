/** Any other hint (the seed's default `task_completed` included): no verifier of its own. */
import { defineVerifier, type HintBase } from './types.js';

export type NoneHint = HintBase<'none'>;

export const noneVerifier = defineVerifier<NoneHint>({
  kind: 'none',
  parse: (_value, raw) => ({ kind: 'none', raw }),
  docs: { form: 'anything else', verified: '—', notVerified: '—', unclear: 'always' },
  judge: (hint) => ({
    verdict: 'unclear',
    evidence: [`hint '${hint.raw}' selects no verifier`],
    contradictions: [],
  }),
});
