/**
 * Which branch is trusted, one rule for every reader (the heartbeat's `cmd:` contract, the CLI's
 * cycle, the stop hook): the remote's default branch, or the branch that the default branch's
 * own configuration names as `trustedBranch`. A working tree's `trustedBranch` is asked only where
 * the remote names no default: the agent edits its working tree, never the default branch (which
 * the merge gate protects), so it cannot point the gate at a branch it pushed itself.
 */
export async function trustedBranchName(sources: {
  /** The remote's default branch as this reader knows it (GitHub's answer, the remote's HEAD). */
  remoteDefault: () => Promise<string | undefined>;
  /** `trustedBranch` as a branch's own configuration names it (undefined: it names none). */
  namedBy: (branch: string) => Promise<string | undefined>;
  /** The working tree's `trustedBranch`. */
  local: string | undefined;
}): Promise<string | undefined> {
  const byRemote = await sources.remoteDefault();
  if (!byRemote) return sources.local;
  return (await sources.namedBy(byRemote)) ?? byRemote;
}
