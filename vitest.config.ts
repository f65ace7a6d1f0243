import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// A private HOME so the machine's git config never leaks into tests.
const home = mkdtempSync(join(tmpdir(), 'heartbeat-gate-home-'));

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Installs Node 24 (tools/node24) for the bundle's tests when a fresh clone lacks it.
    globalSetup: ['test/support/node24.ts'],
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
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker; most tests wait on git and node
    // subprocesses, so two keep both cores busy (CI must stay under 20 minutes).
    maxWorkers: 2,
  },
});
