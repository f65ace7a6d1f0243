/**
 * The merge gate on pull_request, pull_request_target, issue_comment, pull_request_review and
 * merge_group events: parse the payload, hand the PR to the gate (src/app/pull-request-gate.ts),
 * and report its verdict in the job summary, the outputs and the log.
 */
import { z } from 'zod';
import {
  EVIDENCE_CHECK,
  judgePullRequest,
  postGateFailure,
  publishGateVerdict,
  resolveGateTarget,
  type GateEvent,
} from '../app/pull-request-gate.js';
import type { EventHandler, FailedRun } from './handler.js';
import { parsePayload, type Runtime } from './runtime.js';

export { EVIDENCE_CHECK };

const PullPayloadSchema = z.object({
  action: z.string().optional(),
  pull_request: z.object({
    number: z.number().int(),
    updated_at: z.string(),
    html_url: z.string(),
    user: z.object({ login: z.string() }),
    head: z.object({
      sha: z.string(),
      ref: z.string(),
      repo: z.object({ full_name: z.string() }).nullable(),
    }),
    base: z.object({ ref: z.string(), repo: z.object({ full_name: z.string() }) }),
  }),
  sender: z.object({ login: z.string() }).optional(),
});

const IssueCommentPayloadSchema = z.object({
  issue: z.object({ number: z.number().int(), pull_request: z.unknown().optional() }),
});

const MergeGroupPayloadSchema = z.object({
  merge_group: z.object({ head_sha: z.string(), head_ref: z.string() }),
});

/** Pushes that move the head: the event's time is the push time. */
const PUSH_ACTIONS = new Set(['opened', 'reopened', 'synchronize']);

/** What the event says about the PR, or undefined when it is about none (a comment on an issue). */
function gateEvent(runtime: Runtime): GateEvent | undefined {
  switch (runtime.eventName) {
    case 'issue_comment': {
      const { issue } = parsePayload(IssueCommentPayloadSchema, runtime);
      return issue.pull_request ? { kind: 'comment', number: issue.number } : undefined;
    }
    case 'merge_group': {
      const { merge_group: group } = parsePayload(MergeGroupPayloadSchema, runtime);
      // GitHub names queue branches gh-readonly-queue/<base>/pr-<number>-<head sha>.
      const number = /\/pr-(\d+)-[0-9a-f]+$/.exec(group.head_ref)?.[1];
      if (!number) throw new Error(`merge group ${group.head_ref} names no pull request`);
      return { kind: 'merge-group', number: Number(number), headSha: group.head_sha };
    }
    default: {
      const { action, pull_request: pr, sender } = parsePayload(PullPayloadSchema, runtime);
      const pushed = runtime.eventName.startsWith('pull_request') && PUSH_ACTIONS.has(action ?? '');
      return {
        kind: 'pull',
        pull: {
          number: pr.number,
          headSha: pr.head.sha,
          baseRef: pr.base.ref,
          author: pr.user.login,
          headRef: pr.head.ref,
          headRepo: pr.head.repo?.full_name ?? null,
          fromFork: pr.head.repo?.full_name !== pr.base.repo.full_name,
          htmlUrl: pr.html_url,
        },
        // GitHub's `sender` of the push event is who pushed: an agent's push gates any PR.
        ...(pushed ? { pushedAt: pr.updated_at, pushedBy: sender?.login } : {}),
      };
    }
  }
}

const repoOf = (runtime: Runtime) => ({ owner: runtime.owner, repo: runtime.repo });

/** The handler for every PR event. */
export const pullRequestGate: EventHandler = {
  async run({ github, inputs, runtime, log, now, summary, outputs }) {
    const event = gateEvent(runtime);
    if (!event) {
      summary.add('Nothing to do: the comment is on an issue, not a pull request.');
      return {};
    }
    const repo = repoOf(runtime);
    const target = await resolveGateTarget(github, repo, event);
    const judgement = await judgePullRequest(github, {
      repo,
      target,
      now,
      settings: {
        agents: inputs.agents,
        operators: inputs.operators,
        requiredTopics: inputs['required-topics'],
        mutationWarnThreshold: inputs['mutation-warn-threshold'],
        gate: inputs.gate,
      },
    });
    const { decision } = judgement;
    for (const warning of decision.warnings) {
      log.warning(warning.message, `${warning.topic} warning`);
    }
    for (const topic of decision.topics.filter((t) => t.thrashing)) {
      log.warning(`${topic.topic} was blocked ${topic.blockedInARow} times in a row`, 'Thrashing');
    }

    // Written first: the evidence table is in the job summary even when a write below fails.
    summary.add(judgement.report);
    const { readOnly } = await publishGateVerdict(github, {
      repo,
      target,
      judgement,
      runUrl: runtime.runUrl,
      now,
      onForbidden: (what) =>
        log.warning(
          `The token may not write ${what} (a fork PR's read-only token?): the result is in the job summary.`,
        ),
    });

    outputs.blocked = decision.conclusion === 'failure' ? 'true' : 'false';
    outputs['published-topic'] = decision.publishedTopic;
    log.info(`${EVIDENCE_CHECK}: ${decision.conclusion} — ${decision.title}`);
    // With a check posted, the check is the gate; without one, the job's own status must be.
    return readOnly && decision.conclusion === 'failure'
      ? { failed: `Evidence gate failed: ${decision.title}` }
      : {};
  },

  async reportFailure(failed: FailedRun, error: Error) {
    if (!failed.github) return;
    let checkSha: string | undefined;
    try {
      const event = gateEvent(failed.runtime);
      checkSha = event
        ? (await resolveGateTarget(failed.github, repoOf(failed.runtime), event)).checkSha
        : undefined;
    } catch {
      // The API or the queue branch failed us: a merge group still names its commit, and a
      // required check that never reports would hold the queue forever.
      checkSha = MergeGroupPayloadSchema.safeParse(failed.runtime.payload).data?.merge_group
        .head_sha;
    }
    if (!checkSha) return;
    await postGateFailure(failed.github, {
      repo: repoOf(failed.runtime),
      checkSha,
      message: error.message,
      runUrl: failed.runtime.runUrl,
      now: failed.now,
    });
  },
};
