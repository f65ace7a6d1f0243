/**
 * The local GitHub server as a test fixture: one server per test (or per file), started before
 * and closed after, and every request it served checked against the OpenAPI description.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';

/**
 * Registers the hooks and returns the running server. The value stands for whichever server the
 * current test has, so a file declares `const server = useGitHubServer();` once at its top.
 */
export function useGitHubServer(options: { scope?: 'test' | 'file' } = {}): GitHubServer {
  let current: GitHubServer | undefined;
  const [before, after] =
    options.scope === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    current = await startGitHubServer();
  });
  after(async () => {
    const server = current;
    current = undefined;
    await server?.close();
    expect(server?.violations ?? []).toEqual([]);
  });
  return new Proxy({} as GitHubServer, {
    get(_, key) {
      if (!current) throw new Error('the local GitHub server runs only inside a test');
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(current)
        : value;
    },
  });
}
