/** Files as staged in the index (what the commit being made will hold), for pre-commit checks. */
import { runGit } from './git.js';
import type { StateSource } from './state-store.js';

/**
 * The staged bytes of `path` (relative to the repository root `root`), or undefined when the
 * index holds no such file (a staged deletion, or never added).
 */
export async function readStaged(root: string, path: string): Promise<Buffer | undefined> {
  const exit = await runGit({ args: ['cat-file', 'blob'], operands: [`:${path}`] }, { cwd: root });
  // git says "path not in the index" (or "not a valid object name") for a missing entry.
  return exit.code === 0 ? exit.stdout : undefined;
}

/**
 * The state directory as staged: what a pre-commit check must judge, since the commit holds the
 * index, not the working tree (a forged line staged, then the working tree restored, passed).
 */
export function stagedStateSource(root: string, stateDir: string): StateSource {
  return {
    async list() {
      const exit = await runGit(
        { args: ['ls-files', '-z'], paths: [`${stateDir}/ledger/`, `${stateDir}/checkpoints/`] },
        { cwd: root },
      );
      if (exit.code !== 0) throw new Error(`git ls-files failed: ${exit.stderr.toString().trim()}`);
      const names = exit.stdout.toString('utf8').split('\0').filter(Boolean);
      return new Map(names.map((name) => [name, undefined]));
    },
    async read(path) {
      return (await readStaged(root, path))?.toString('utf8');
    },
    describe: (path) => path,
  };
}
