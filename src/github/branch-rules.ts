/**
 * Whether any ruleset protects a branch, as far as the token can see: `GET rules/branches/{branch}`
 * is readable with the repository's metadata. Classic branch protection needs admin to read, so
 * it stays invisible here; the answer is only ever used to warn.
 */
import type { GitHub } from './octokit.js';

/** The number of rules that apply to `branch` (undefined: the token cannot tell). */
export async function branchRuleCount(
  github: Pick<GitHub, 'rest'>,
  ref: { owner: string; repo: string; branch: string },
): Promise<number | undefined> {
  try {
    const { data } = await github.rest.repos.getBranchRules({ ...ref, per_page: 100 });
    return data.length;
  } catch {
    return undefined;
  }
}
