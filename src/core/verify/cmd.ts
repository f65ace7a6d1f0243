/** `cmd:<command>`: the exit status of a command the trusted contract holds. */
import { defineVerifier, type HintBase, type KindJudgement } from './types.js';

export interface CmdHint extends HintBase<'cmd'> {
  command: string;
}

export const cmdVerifier = defineVerifier<CmdHint>({
  kind: 'cmd',
  parse: (value, raw) => ({ kind: 'cmd', command: value, raw }),
  docs: {
    form: '`cmd:<command>`',
    verified: 'exit 0 (run in the repository, `commandTimeoutSeconds`)',
    notVerified: 'non-zero exit',
    unclear: 'timed out, or the command is not in the contract on `trustedBranch`',
  },
  plan: (hint) => ({ command: hint.command }),
  judge(_hint, { plan, observed, claimedDone, doneSide }): KindJudgement {
    const result: KindJudgement = {
      verdict: 'unclear',
      reason: '',
      evidence: [],
      contradictions: [],
    };
    const run = observed.command;
    if (!run || !run.ran) {
      result.evidence.push(`command not run: ${run?.reason ?? 'no command runner here'}`);
      result.reason = `cmd: not run (${run?.reason ?? 'no command runner here'})`;
      return result;
    }
    const tail = run.output.trim().split('\n').slice(-3).join(' / ');
    const status = run.timedOut ? 'timed out' : `exit ${run.exitCode ?? 'killed'}`;
    result.evidence.push(`cmd ${run.command}: ${status}${tail ? ` — ${tail}` : ''}`);
    result.reason = run.timedOut
      ? 'cmd: timed out'
      : `cmd: exited ${run.exitCode ?? 'on a signal'}`;
    if (run.timedOut) return result;
    result.verdict = run.exitCode === 0 ? 'verified' : 'not_verified';
    if (result.verdict === 'not_verified' && claimedDone) {
      result.contradictions.push({
        taskId: plan.task.id,
        claimed: doneSide(),
        actual: `command ${run.command} exited ${run.exitCode ?? 'on a signal'}`,
      });
    }
    return result;
  },
});
