import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// A private HOME so the machine's git config never leaks into tests.
const home = mkdtempSync(join(tmpdir(), 'heartbeat-gate-home-'));

/**
 * The tiers, by file name (CONTRIBUTING.md): `*.test.ts` pure and `*.int.test.ts` in-process with
 * real git make the fast tier; `*.e2e.test.ts` (a spawned CLI or bundled Action, a local server, a
 * browser) and `*.stress.test.ts` (property runs at scale) make the slow one.
 */
const SLOW = ['test/**/*.e2e.test.ts', 'test/**/*.stress.test.ts'];
/** Runs too long for CI (a week of scheduled runs), run before a release: `npm run test:long`. */
const LONG = ['test/**/*.long.test.ts'];

const shared = {
  env: {
    TZ: 'UTC',
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    NO_COLOR: '1',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test Author',
    GIT_AUTHOR_EMAIL: 'author@example.com',
    GIT_COMMITTER_NAME: 'Test Committer',
    GIT_COMMITTER_EMAIL: 'committer@example.com',
  },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker; most tests wait on git and node
    // subprocesses, so two keep both cores busy (CI must stay under 30 minutes).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [...SLOW, ...LONG],
        },
      },
      {
        test: {
          ...shared,
          name: 'slow',
          include: SLOW,
          // Installs Node 24 (tools/node24) for the bundle's tests when a fresh clone lacks it.
          globalSetup: ['test/support/node24.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'long',
          include: LONG,
          globalSetup: ['test/support/node24.ts'],
        },
      },
    ],
  },
});
