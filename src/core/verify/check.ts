/** `check:<name>`: a GitHub check run or commit status on the claimed commit. */
import { defineVerifier, short, type HintBase, type KindJudgement } from './types.js';

export interface CheckHint extends HintBase<'check'> {
  name: string;
}

export const checkVerifier = defineVerifier<CheckHint>({
  kind: 'check',
  parse: (value, raw) => ({ kind: 'check', name: value, raw }),
  docs: {
    form: '`check:<name>`',
    verified: 'that check run / commit status succeeded on the claimed commit',
    notVerified: 'failure, cancelled, timed_out',
    unclear: 'pending, absent; always in the CLI (no API; the Action reads it)',
  },
  // A claim naming no task still points at a commit, which is what `check:` reads.
  concernsUntargeted: () => true,
  plan(hint, { claimedSha, options }) {
    if (!claimedSha) return {};
    const name = options.checkAliases?.[hint.name] ?? hint.name;
    return { checkReads: [{ sha: claimedSha, name, reason: { kind: 'hint' } }] };
  },
  judge(hint, { plan, outcomeOf }): KindJudgement {
    const read = plan.checkReads.find((r) => r.reason.kind === 'hint');
    const result: KindJudgement = { verdict: 'unclear', evidence: [], contradictions: [] };
    if (!read) {
      result.evidence.push(`no claimed commit to read check ${hint.name} on`);
      return result;
    }
    const outcome = outcomeOf(read);
    if (outcome === undefined) {
      result.evidence.push(
        `check ${read.name} on ${short(read.sha)} not read (no GitHub API here)`,
      );
      return result;
    }
    result.evidence.push(`check ${read.name} on ${short(read.sha)}: ${outcome}`);
    if (outcome === 'success') result.verdict = 'verified';
    if (outcome === 'failure') {
      result.verdict = 'not_verified';
      if (plan.task.preMarked) {
        result.contradictions.push({
          taskId: plan.task.id,
          claimed: 'pre-marked [x]',
          actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
        });
      }
    }
    return result;
  },
});
