/** Files as staged in the index (what the commit being made will hold), for pre-commit checks. */
import { execFile } from 'node:child_process';

/**
 * The staged bytes of `path` (relative to the repository root `root`), or undefined when the
 * index holds no such file (a staged deletion, or never added).
 */
export function readStaged(root: string, path: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['cat-file', 'blob', `:${path}`],
      { cwd: root, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        // git says "path not in the index" (or "not a valid object name") for a missing entry.
        if (typeof error.code === 'number') return resolve(undefined);
        reject(
          new Error(`git cat-file :${path}: ${stderr.toString('utf8').trim() || error.message}`),
        );
      },
    );
  });
}
