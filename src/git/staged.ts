/** Files as staged in the index (what the commit being made will hold), for pre-commit checks. */
import { runGit } from './git.js';

/**
 * The staged bytes of `path` (relative to the repository root `root`), or undefined when the
 * index holds no such file (a staged deletion, or never added).
 */
export async function readStaged(root: string, path: string): Promise<Buffer | undefined> {
  const exit = await runGit({ args: ['cat-file', 'blob'], operands: [`:${path}`] }, { cwd: root });
  // git says "path not in the index" (or "not a valid object name") for a missing entry.
  return exit.code === 0 ? exit.stdout : undefined;
}
