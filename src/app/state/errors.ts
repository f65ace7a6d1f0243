/** What a write's failures look like to a user: exit 2, the path or git's reason, no stack trace. */
import { relative } from 'node:path';
import { InputError } from '../../errors.js';
import { gitFailure, redactUrlCredentials } from '../../git/repo.js';

/**
 * File-system and git failures become input errors naming the path (exit 2, no stack trace,
 * no credentials); anything else is a bug and stays as it is.
 */
export function asInputError(error: unknown, root: string): unknown {
  if (error instanceof InputError || !(error instanceof Error)) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const path = (error as NodeJS.ErrnoException).path;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && path) {
    const shown = relative(root, path) || path;
    return new InputError(`cannot access ${shown} (${code}): nothing was recorded`, shown);
  }
  const git = gitFailure(error);
  if (git !== undefined) {
    return new InputError(`git failed (${redactUrlCredentials(git)}): nothing was recorded`);
  }
  return error;
}
