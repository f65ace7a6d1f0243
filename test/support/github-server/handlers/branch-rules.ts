/**
 * The rules that apply to a branch (`GET /repos/{owner}/{repo}/rules/branches/{branch}`): none,
 * as on a repository without rulesets, unless a test protects the branch with `protectBranch`.
 */
import type { GitHubState } from '../state.js';
import { type Handler, notFound, repoOf, str } from '../context.js';

const protectedBranches = new WeakMap<GitHubState, Set<string>>();

/** Puts `branch` of `owner/repo` under a ruleset that restricts updates (as an operator would). */
export function protectBranch(
  state: GitHubState,
  ref: { owner: string; repo: string; branch: string },
): void {
  const set = protectedBranches.get(state) ?? new Set<string>();
  set.add(`${ref.owner}/${ref.repo}:${ref.branch}`);
  protectedBranches.set(state, set);
}

/** Handlers by operationId. */
export const branchRuleHandlers: Record<string, Handler> = {
  'repos/get-branch-rules': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const key = `${str(ctx, 'owner')}/${str(ctx, 'repo')}:${str(ctx, 'branch')}`;
    const rules = protectedBranches.get(ctx.state)?.has(key)
      ? [
          {
            type: 'update',
            ruleset_source_type: 'Repository',
            ruleset_source: `${str(ctx, 'owner')}/${str(ctx, 'repo')}`,
            ruleset_id: 1,
          },
        ]
      : [];
    return { status: 200, body: rules };
  },
};
