// A scheduled run whose state push the remote refuses for good (a pre-receive hook, as a
// protected branch answers): the step fails as a push failure naming the remote's reason once —
// not as "Bad input", without git's noise or doubled `remote:` prefixes — and the score check
// says the same. `node dist/index.js` under Node 24, as the runner runs it.
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';
const REASON = 'error: GH006: Protected branch update failed for refs/heads/heartbeat-state.';

const sandbox = new GitSandbox();
let server: GitHubServer;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.addRepo(repository);
});

afterEach(async () => {
  await server.close();
  await sandbox.cleanup();
});

describe('a state push the remote refuses', () => {
  it('fails the step as a push failure with the reason once; the score check says so', async () => {
    const bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
    const hook = join(bare, 'hooks', 'pre-receive');
    await writeFile(hook, `#!/bin/sh\necho 'remote: ${REASON}' >&2\nexit 1\n`);
    await chmod(hook, 0o755);
    const workspace = await sandbox.clone(bare);

    const result = await runScheduledAction({
      node: node24 as NonNullable<typeof node24>,
      repository: `${repository.owner}/${repository.repo}`,
      apiUrl: server.url,
      workspace,
    });
    expect(result.code).toBe(1);
    const failure = `Push failed: origin refused the push to heartbeat-state: ${REASON}`;
    expect(result.annotations[0]?.message).toBe(failure);
    expect(result.summary).not.toContain('Bad input');
    expect(result.summary.split('GH006').length - 1).toBe(1);
    const [check] = server.state.checkRuns({ name: 'heartbeat-gate / score' });
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(check?.output.summary).toContain(REASON.slice(7));
    expect(check?.output.summary).not.toContain('remote:');
    expect(await git(bare, 'branch', '--list', 'heartbeat-state')).toBe('');
    expect(server.violations).toEqual([]);
  });
});
