// Class B: no secret is reachable from a `cmd:` verifier. The contract's command is trusted, but
// the script it runs came in with a merged PR: it searches every process's environment and
// command line it can read, the checkout (where actions/checkout leaves its token in
// `.git/config`), the runner's temporary folder (where newer checkouts keep a credentials file)
// and the git configuration for anything token-shaped. Through the bundled Action under Node 24,
// with the repository's GITHUB_TOKEN and with a state-token for a state repository, it finds
// nothing, because the command runs as another user in PID and mount namespaces of its own. The
// same script run as the job's user finds the tokens (so the search itself works).
import { execFile } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { Octokit } from '@octokit/rest';
import { runCycle } from '../../src/app/cycle.js';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import { evidenceJudge } from '../../src/core/evidence/judge.js';
import { asTheGate } from '../helpers/gate-state.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { startGitHttpServer } from '../support/git-http-server.js';
import {
  addWorkflowRun,
  completeWorkflowRun,
  linkGitRepository,
} from '../support/github-server/index.js';
import { NODE_RUNTIMES, runAction, runScheduledAction } from '../support/run-action.js';
import { loadWebhookExample } from '../support/webhooks.js';

const run = promisify(execFile);
const repository = { owner: 'acme', repo: 'widgets' };
const STATE_BRANCH = 'heartbeat-state';
const TOKEN = `ghs_${'Q7x9Lm2P'.repeat(4)}Zk3w`;
const STATE_TOKEN = `ghs_${'S1t2A3t4'.repeat(4)}eTok`;
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');

const sandbox = new GitSandbox();
const server = useGitHubServer();
afterEach(() => sandbox.cleanup());

/** The merged script: exits 1 naming where it found a token, 0 when it found none. */
const hunter = (places: readonly string[]) => `#!/bin/sh
pattern='gh[pousr]_[A-Za-z0-9_]{20,}|x-access-token|AUTHORIZATION: basic|github_pat_'
found=
for f in /proc/[0-9]*/environ /proc/[0-9]*/cmdline; do
  if tr '\\0' '\\n' < "$f" 2>/dev/null | grep -qE "$pattern"; then found="$found $f"; fi
done
for place in ${places.map((place) => `'${place}'`).join(' ')}; do
  hits=$(grep -rlsE "$pattern" "$place" 2>/dev/null | head -3 | tr '\\n' ' ')
  if [ -n "$hits" ]; then found="$found $hits"; fi
done
if git config --list --show-origin 2>/dev/null | grep -qE "$pattern"; then found="$found git-config"; fi
echo "searched $(ls -d /proc/[0-9]* | wc -l) processes"
if [ -n "$found" ]; then echo "FOUND:$found"; exit 1; fi
echo "no token anywhere"
`;

const CONTRACT = [
  '# Heartbeat',
  '',
  '## Tasks',
  '',
  '- [ ] hunt | Smoke-test the build | required | verify: cmd:sh scripts/smoke.sh',
  '',
].join('\n');

/**
 * A repository whose merged script hunts for tokens, and a runner as GitHub lays it out: a
 * readable checkout with the token in `.git/config`, and a temporary folder with a credentials file.
 */
async function repositoryWithHunter() {
  const workspace = await sandbox.dir('hg-workspace-');
  const runnerTemp = await sandbox.dir('hg-runner-temp-');
  const bare = await sandbox.bareRemote({
    'HEARTBEAT.md': CONTRACT,
    // The PR the operator merged: the command is unchanged, the script is not.
    'scripts/smoke.sh': hunter(['/home', workspace, runnerTemp]),
    '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
  });
  await git(workspace, 'clone', '-q', '--depth', '1', `file://${bare}`, '.');
  await git(
    workspace,
    'config',
    '--local',
    'http.https://github.com/.extraheader',
    `AUTHORIZATION: basic ${BASIC}`,
  );
  const credentials = join(runnerTemp, 'git-credentials-3f2a.config');
  await writeFile(
    credentials,
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${BASIC}\n`,
  );
  // Everyone may read them, as on a runner: only the isolation keeps the command away.
  for (const folder of [workspace, runnerTemp]) await chmod(folder, 0o755);
  await chmod(join(workspace, '.git/config'), 0o644);
  await chmod(credentials, 0o644);
  return { bare, workspace, runnerTemp };
}

describe('class B: a cmd: verifier cannot reach any secret', () => {
  it.runIf(node24)(
    "the hunting script finds no token on the Action path, with the repository's GITHUB_TOKEN",
    async () => {
      server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
      const { bare, workspace, runnerTemp } = await repositoryWithHunter();

      // As the job's own user, the same search finds the tokens: the hunt is real.
      const asJob = await run('sh', [join(workspace, 'scripts/smoke.sh')], {
        cwd: workspace,
        env: { PATH: process.env.PATH, INPUT_TOKEN: TOKEN },
      }).catch((error: { code: number; stdout: string }) => error);
      expect('code' in asJob && asJob.code).toBe(1);
      expect(asJob.stdout).toContain(`${workspace}/.git/config`);
      expect(asJob.stdout).toContain(`${runnerTemp}/git-credentials-3f2a.config`);
      expect(asJob.stdout).toMatch(/\/proc\/\d+\/environ/);

      const opened = await runCycle({
        cwd: await sandbox.clone(bare),
        branch: STATE_BRANCH,
        push: true,
        now: new Date(Date.now() - 3_600_000).toISOString(),
        sidecar: { evidence: evidenceJudge },
        ...asTheGate(server, bare),
      });
      expect(opened.ran).toBe(true);

      const result = await runAction({
        node: node24 ?? NODE_RUNTIMES[0]!,
        event: 'schedule',
        payload: loadWebhookExample('schedule'),
        repository: `${repository.owner}/${repository.repo}`,
        apiUrl: server.url,
        token: TOKEN,
        sha: await git(workspace, 'rev-parse', 'HEAD'),
        workspace,
        env: { RUNNER_TEMP: runnerTemp },
      });
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({ due: 'true' });

      const state = await sandbox.clone(bare);
      await git(state, 'checkout', '-q', STATE_BRANCH);
      const ledger = await git(
        state,
        'show',
        `HEAD:.heartbeat/ledger/${new Date().toISOString().slice(0, 7)}.jsonl`,
      );
      // It ran (it saw its own processes) and found nothing: the task is verified by exit 0.
      expect(ledger).toMatch(/cmd sh scripts\/smoke\.sh: exit 0 — searched \d+ processes/);
      expect(ledger).toContain('no token anywhere');
      expect(ledger).not.toContain('FOUND');
      for (const shown of [ledger, result.summary, result.stdout, result.stderr]) {
        for (const secret of [TOKEN, STATE_TOKEN, BASIC]) expect(shown).not.toContain(secret);
      }
      expect(server.violations).toEqual([]);
    },
  );

  it.runIf(node24)(
    'with state-token for a state repository, fetched over smart HTTP, it finds none either',
    async () => {
      const writer = 'heartbeat-writer[bot]';
      server.state.addRepo({ owner: 'org', repo: 'heartbeat-state' });
      server.tokenUsers.set(STATE_TOKEN, writer);
      const root = await sandbox.dir('hg-github-');
      await mkdir(join(root, 'org'));
      const stateGitDir = join(root, 'org', 'heartbeat-state.git');
      await git(root, 'init', '-q', '--bare', '-b', 'main', stateGitDir);
      linkGitRepository(server.state, {
        owner: 'org',
        repo: 'heartbeat-state',
        gitDir: stateGitDir,
      });
      const gitServer = await startGitHttpServer(root, { token: STATE_TOKEN });
      try {
        const { bare, workspace, runnerTemp } = await repositoryWithHunter();
        // The last cycle, an hour ago, written as the heartbeat writes it: signed for the writer,
        // naming the heartbeat run that wrote it.
        const lastRun = addWorkflowRun(server.state, repository);
        const opened = await runCycle({
          cwd: await sandbox.clone(bare),
          branch: STATE_BRANCH,
          push: true,
          remote: stateGitDir,
          repository: { owner: repository.owner, name: repository.repo },
          publish: apiStatePublisher(
            new Octokit({ baseUrl: server.url, auth: STATE_TOKEN }),
            {
              owner: 'org',
              repo: 'heartbeat-state',
            },
            { id: lastRun.id, written: new Set() },
          ),
          now: new Date(Date.now() - 3_600_000).toISOString(),
        });
        expect(opened.ran).toBe(true);
        completeWorkflowRun(server.state, lastRun);
        const result = await runScheduledAction({
          node: node24 ?? NODE_RUNTIMES[0]!,
          repository: `${repository.owner}/${repository.repo}`,
          apiUrl: server.url,
          token: TOKEN,
          workspace,
          inputs: {
            'state-repository': 'org/heartbeat-state',
            'state-token': STATE_TOKEN,
            'state-writer': writer,
          },
          env: {
            RUNNER_TEMP: runnerTemp,
            GITHUB_SERVER_URL: gitServer.url('').replace(/\/$/, ''),
            GIT_TERMINAL_PROMPT: '0',
          },
        });
        expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
        // Whatever the layout, the state repository's history holds the verdict's evidence.
        const history = await git(stateGitDir, 'log', '--all', '-p');
        expect(history).toMatch(/cmd sh scripts\/smoke\.sh: exit 0 — searched \d+ processes/);
        expect(history).toContain('no token anywhere');
        expect(history).not.toContain('FOUND');
        for (const shown of [history, result.summary, result.stderr]) {
          for (const secret of [TOKEN, STATE_TOKEN, BASIC]) expect(shown).not.toContain(secret);
        }
      } finally {
        await gitServer.close();
      }
    },
  );
});
