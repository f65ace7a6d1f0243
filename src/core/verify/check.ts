/**
 * `check:<name>`: a GitHub check run or commit status on the branch head. A claimed commit adds a
 * second read, never replaces the head's: a claim on an older green commit cannot hide a red head.
 */
import {
  defineVerifier,
  short,
  type CheckOutcome,
  type CheckRead,
  type HintBase,
  type KindJudgement,
} from './types.js';

export interface CheckHint extends HintBase<'check'> {
  name: string;
}

/** Worst first: one failure anywhere decides, then anything not yet concluded. */
const RANK: Record<CheckOutcome, number> = {
  failure: 0,
  pending: 1,
  absent: 2,
  inconclusive: 3,
  success: 4,
};

export const checkVerifier = defineVerifier<CheckHint>({
  kind: 'check',
  parse: (value, raw) => ({ kind: 'check', name: value, raw }),
  docs: {
    form: '`check:<name>`',
    verified:
      'that check run / commit status succeeded on the branch head (and the claimed commit)',
    notVerified: 'failure, cancelled, timed_out',
    unclear: 'pending, absent; always in the CLI (no API; the Action reads it)',
  },
  // A claim naming no task still points at a commit, which `check:` also reads.
  concernsUntargeted: () => true,
  plan(hint, { claimedSha, options }) {
    const name = options.checkAliases?.[hint.name] ?? hint.name;
    const shas = [...new Set([options.fallbackSha, claimedSha])].filter(
      (sha): sha is string => sha !== undefined,
    );
    return { checkReads: shas.map((sha) => ({ sha, name, reason: { kind: 'hint' } })) };
  },
  judge(hint, { plan, observed, outcomeOf }): KindJudgement {
    const reads = plan.checkReads.filter((r) => r.reason.kind === 'hint');
    const result: KindJudgement = {
      verdict: 'unclear',
      reason: '',
      evidence: [],
      contradictions: [],
    };
    if (reads.length === 0) {
      result.evidence.push(`no commit to read check ${hint.name} on`);
      result.reason = `check ${hint.name}: no commit to read`;
      return result;
    }
    let worst: { read: CheckRead; outcome: CheckOutcome } | undefined;
    for (const read of reads) {
      const outcome = outcomeOf(read);
      if (outcome === undefined) {
        const why = observed.unreadable?.has(read.sha)
          ? 'the GitHub API could not give its checks'
          : 'no GitHub API here';
        result.evidence.push(`check ${read.name} on ${short(read.sha)} not read (${why})`);
        result.reason = `check ${read.name}: not read (${why})`;
        return result;
      }
      result.evidence.push(`check ${read.name} on ${short(read.sha)}: ${outcome}`);
      if (!worst || RANK[outcome] < RANK[worst.outcome]) worst = { read, outcome };
    }
    const { read, outcome } = worst!;
    result.reason = `check ${read.name}: ${outcome} on ${short(read.sha)}`;
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
