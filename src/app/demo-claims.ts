/**
 * The demo's merge gate: an agent's claim in a pull-request comment, on the pull request's head
 * (a real commit on the branch `pr-<n>` of the demo repository), judged by the evidence gate and
 * recorded in the ledger as the heartbeat records the comments it reads (claims move no points:
 * the outcome metrics count them).
 */
import { claimEvents } from '../core/claim-event.js';
import { claimsFromCommentBody, taskIdsFromClaimPayload } from '../core/claims.js';
import type { ClaimEvent } from '../core/model.js';
import { gitText, type GitCommand } from '../git/git.js';
import { writeLedger } from './ledger-writer.js';

/** One claim as the demo plays it. */
export interface PlannedClaim {
  /** The pull request the comment is on. */
  pr: number;
  /** A commit pushed to the pull request just before the comment (its message), else none. */
  push?: string;
  topic: 'build.done' | 'review.done';
  task: string;
  /** The claim's payload, as the agent wrote it. */
  evidence: string;
}

/**
 * Records `claim`, commented at `at` by `agent` (undefined: the single agent) in the repository
 * `cwd`, and returns its event: pushes the commit it names first, on `pr-<n>` (from the contract's
 * commit when the branch is new), so the claim's commit is one `git show` finds.
 */
export async function recordDemoClaim(
  cwd: string,
  agent: string | undefined,
  at: string,
  claim: PlannedClaim,
): Promise<ClaimEvent[]> {
  const git = (command: GitCommand) => gitText(command, { cwd }).then((out) => out.trim());
  const branch = `refs/heads/pr-${claim.pr}`;
  const resolve = (rev: string) =>
    git({ args: ['rev-parse', '-q', '--verify'], operands: [`${rev}^{commit}`] }).catch(() => '');
  let head = await resolve(branch);
  if (claim.push !== undefined) {
    const root = () => git({ args: ['log', '--max-parents=0', '--format=%H'], operands: ['HEAD'] });
    const parent = head || (await root());
    head = (
      await gitText(
        { args: ['commit-tree', `-p${parent}`], operands: [`${parent}^{tree}`] },
        { cwd, input: `${claim.push}\n` },
      )
    ).trim();
    await git({ args: ['update-ref'], operands: [branch, head] });
  }
  const body = `\`\`\`${claim.topic}\n${claim.evidence}\nHeartbeat-Task: ${claim.task}\n\`\`\`\n`;
  // The evidence gate lives in the one chunk every gate command shares (src/cli/main.ts): the
  // commit-msg hook's check-commit then loads that chunk alone.
  const { evaluateEvidence } = await import(
    /* webpackChunkName: "gate" */ '../core/evidence/index.js'
  );
  const events = claimEvents(claimsFromCommentBody(body), evaluateEvidence, {
    idPrefix: `comment:demo-${agent ?? 'agent'}-${at}`,
    at,
    ...(head ? { sha: head } : {}),
    source: 'comment',
    taskIds: taskIdsFromClaimPayload,
  });
  await writeLedger({ cwd, agent }, () => ({
    events,
    finish: () => ({
      message: `heartbeat: claim ${events.map((e) => e.published).join(', ')} on pull request #${claim.pr}\n`,
      result: undefined,
    }),
  }));
  return events;
}
