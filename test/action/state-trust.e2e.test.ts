// The heartbeat does not build on a state branch someone tampered with: the agent pushes a commit
// with a corrupt ledger line (or a hand-edited one) to the state branch; the next scheduled run
// falls back to the last state that verifies, keeps scoring, writes a commit restoring that state
// on top, and reports the tampering in the job summary and the score check. It does not freeze.
// `node dist/index.js` under Node 24 against the local GitHub server.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { protectBranch } from '../support/github-server/handlers/branch-rules.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server/index.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');
const STATE = 'heartbeat-state';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.addRepo(repository);
  bare = await sandbox.bareRemote({ 'HEARTBEAT.md': CONTRACT, 'README.md': '# widgets\n' });
});

afterEach(async () => {
  await server.close();
  await sandbox.cleanup();
});

async function heartbeat() {
  const workspace = await sandbox.clone(bare);
  const result = await runScheduledAction({
    node: node24 as NonNullable<typeof node24>,
    repository: `${repository.owner}/${repository.repo}`,
    apiUrl: server.url,
    workspace,
  });
  expect(result.stderr).toBe('');
  return result;
}

/** The agent's commit on the state branch: `edit` rewrites the current month's ledger segment. */
async function agentPushes(edit: (ledger: string) => string, message: string): Promise<string> {
  const agent = await sandbox.clone(bare);
  await git(agent, 'checkout', '-q', STATE);
  const dir = join(agent, '.heartbeat', 'ledger');
  const [segment] = (await git(agent, 'ls-files', '.heartbeat/ledger')).split('\n');
  const path = join(agent, segment ?? '');
  await writeFile(path, edit(await readFile(path, 'utf8')));
  expect(dir).toBeTruthy();
  await git(agent, 'commit', '-qam', message);
  await git(agent, 'push', '-q', 'origin', STATE);
  return git(bare, 'rev-parse', STATE);
}

describe('a tampered state branch', () => {
  it.each([
    [
      'a corrupt ledger line',
      (ledger: string) => `${ledger}{"id":"forged","at":`,
      'heartbeat: cycle 2 — score 150/50 (normal)',
    ],
    [
      'a hand-edited ledger line',
      (ledger: string) => ledger.replace('"cycle":1', '"cycle":7'),
      'tidy',
    ],
  ])(
    '%s: the next run scores from the last verified state, restores it and reports',
    async (_name, edit, message) => {
      const first = await heartbeat();
      expect(first.code).toBe(0);
      const trusted = await git(bare, 'rev-parse', STATE);
      const trustedTree = await git(bare, 'rev-parse', `${STATE}:.heartbeat`);

      const forged = await agentPushes(edit, message);

      const second = await heartbeat();
      expect(second.code).toBe(0);
      expect(second.outputs.score).toBe(first.outputs.score);
      expect(second.summary).toContain('State branch tampered with');
      expect(second.summary).toContain(forged.slice(0, 12));
      expect(second.summary).toContain(trusted.slice(0, 12));
      expect(second.annotations).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          message: expect.stringContaining(forged.slice(0, 12)),
        }),
      );
      const checks = server.state.checkRuns({ name: 'heartbeat-gate / score' });
      expect(checks.at(-1)?.output.summary).toContain('State branch tampered with');

      // The branch moved on from the forged commit to one holding the verified state again.
      const head = await git(bare, 'rev-parse', STATE);
      expect(await git(bare, 'rev-parse', `${head}^`)).toBe(forged);
      expect(await git(bare, 'rev-parse', `${STATE}:.heartbeat`)).toBe(trustedTree);
      expect(await git(bare, 'log', '-1', '--format=%s', STATE)).toMatch(/^heartbeat: restore /);

      // And the run after that builds on it as usual.
      const third = await heartbeat();
      expect(third.code).toBe(0);
      expect(third.summary).not.toContain('State branch tampered with');
      expect(server.violations).toEqual([]);
    },
  );
});

describe('an unprotected state branch', () => {
  const WARNING = 'No ruleset protects the state branch `heartbeat-state`';

  it('is named in the summary and a warning while no ruleset applies to it', async () => {
    const result = await heartbeat();
    expect(result.code).toBe(0);
    expect(result.summary).toContain(WARNING);
    expect(result.annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        title: 'state branch unprotected',
        message: expect.stringContaining(WARNING),
      }),
    );
    expect(server.violations).toEqual([]);
  });

  it('is not, once a ruleset protects it', async () => {
    protectBranch(server.state, { ...repository, branch: STATE });
    const result = await heartbeat();
    expect(result.code).toBe(0);
    expect(result.summary).not.toContain(WARNING);
    expect(result.annotations.map((a) => a.title)).not.toContain('state branch unprotected');
    expect(server.violations).toEqual([]);
  });
});
