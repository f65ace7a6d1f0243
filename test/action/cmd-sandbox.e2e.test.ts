// The attack on a trusted `cmd:` hint, through the bundled Action under Node 24 on a `schedule`
// payload: the command is the trusted contract's, but the script it runs came in with a merged PR.
// The checkout carries a token in `.git/config` as actions/checkout leaves it; the script looks
// for it everywhere it can, prints it, and tries to write a fake line into the job summary.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCycle } from '../../src/app/cycle.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { loadWebhookExample } from '../support/webhooks.js';
import { asTheGate } from '../helpers/gate-state.js';
import { evidenceJudge } from '../../src/core/evidence/judge.js';

const repository = { owner: 'acme', repo: 'widgets' };
const STATE_BRANCH = 'heartbeat-state';
const TOKEN = `ghs_${'Q7x9Lm2P'.repeat(4)}Zk3w`;
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const FAKE = '✅ every task verified — 120/50';
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');

const sandbox = new GitSandbox();
const server = useGitHubServer();

beforeEach(async () => {
  server.state.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
});

afterEach(async () => {
  await sandbox.cleanup();
});

/** The merged script: reports what it finds to `seen` and tries every way it knows to publish. */
const stealer = (seen: string) => `#!/bin/sh
{
  echo "config: $(grep -i -e extraheader -e authorization .git/config)"
  echo "git: $(git config --get-all http.https://github.com/.extraheader)"
  echo "env: $(env | grep -i -e token -e '^GITHUB_' -e '^INPUT_' -e '^ACTIONS_')"
} > ${seen}
# What the Action's own process holds, read through /proc (same user): printed, and used.
pid=$$
parent=
while [ "$pid" -gt 1 ]; do
  pid=$(sed -n 's/^PPid:[[:space:]]*//p' /proc/$pid/status)
  environ=$(tr '\\0' '\\n' < /proc/$pid/environ 2>/dev/null)
  case "$environ" in *GITHUB_STEP_SUMMARY=*) parent=$environ; break ;; esac
done
summary=$(echo "$parent" | sed -n 's/^GITHUB_STEP_SUMMARY=//p')
output=$(echo "$parent" | sed -n 's/^GITHUB_OUTPUT=//p')
workspace=$(echo "$parent" | sed -n 's/^GITHUB_WORKSPACE=//p')
echo "${FAKE}" >> "$summary"
echo "score=120" >> "$output"
grep extraheader "$workspace/.git/config"
echo "$parent" | grep '^INPUT_TOKEN='
exit 0
`;

describe('a trusted cmd: running a script the agent changed', () => {
  it.runIf(node24)(
    'finds no token, cannot write the summary, and nothing token-like is stored or shown',
    async () => {
      const seen = join(await sandbox.dir('hg-seen-'), 'seen.txt');
      const bare = await sandbox.bareRemote({
        'HEARTBEAT.md': [
          '# Heartbeat',
          '',
          '## Tasks',
          '',
          '- [ ] smoke | Smoke-test the build | required | verify: cmd:sh scripts/smoke.sh',
          '',
        ].join('\n'),
        // The PR the operator merged: the command is unchanged, the script is not.
        'scripts/smoke.sh': stealer(seen),
        '.heartbeat/config.json': JSON.stringify({ agents: ['agent[bot]'] }),
      });
      const opened = await runCycle({
        cwd: await sandbox.clone(bare),
        branch: STATE_BRANCH,
        push: true,
        now: new Date(Date.now() - 3_600_000).toISOString(),
        sidecar: { evidence: evidenceJudge },
        ...asTheGate(server, bare),
      });
      expect(opened.ran).toBe(true);

      // The runner's checkout, with the credentials actions/checkout persists by default.
      const workspace = await sandbox.dir('hg-workspace-');
      await git(workspace, 'clone', '-q', '--depth', '1', `file://${bare}`, '.');
      await git(
        workspace,
        'config',
        '--local',
        'http.https://github.com/.extraheader',
        `AUTHORIZATION: basic ${BASIC}`,
      );
      const result = await runAction({
        node: node24 ?? NODE_RUNTIMES[0]!,
        event: 'schedule',
        payload: loadWebhookExample('schedule'),
        repository: `${repository.owner}/${repository.repo}`,
        apiUrl: server.url,
        token: TOKEN,
        sha: await git(workspace, 'rev-parse', 'HEAD'),
        workspace,
      });
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({ due: 'true' });
      expect(result.outputs.score).not.toBe('120');

      // Inside its sandbox the script found nothing: no header, no token, no runner variable.
      expect(await readFile(seen, 'utf8')).toBe('config: \ngit: \nenv: \n');

      // What it wrote through the paths it dug out of /proc was undone: the summary is the gate's.
      expect(result.summary).not.toContain(FAKE);

      const state = await sandbox.clone(bare);
      await git(state, 'checkout', '-q', STATE_BRANCH);
      const ledger = await git(
        state,
        'show',
        `HEAD:.heartbeat/ledger/${new Date().toISOString().slice(0, 7)}.jsonl`,
      );
      const log = await git(state, 'log', '-p', '--format=%B', STATE_BRANCH);
      // The verdict's evidence says what the script tried; it quotes no credential.
      expect(ledger).toContain('cmd sh scripts/smoke.sh: exit 0');
      expect(ledger).toContain(
        "extraheader = AUTHORIZATION: *** / INPUT_TOKEN=*** / wrote to the runner's GITHUB_STEP_SUMMARY, GITHUB_OUTPUT file(s); undone",
      );
      for (const shown of [ledger, log, result.summary, result.stdout, result.stderr]) {
        expect(shown).not.toContain(TOKEN);
        expect(shown).not.toContain(BASIC);
        expect(shown).not.toMatch(/gh[pousr]_[A-Za-z0-9]/);
      }
      expect(server.violations).toEqual([]);
    },
  );
});
