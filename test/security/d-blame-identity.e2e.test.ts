// Class D (issue 26): blame and credit follow GitHub's identities, not git's. In a team, coder
// pushes a lying commit (`Build-Done: tests: pass`, CI / test red) under reviewer's noreply e-mail,
// and another with a `Co-authored-by` trailer naming reviewer. The scheduled run (the bundled
// Action against the local GitHub server) must charge the lie to coder, who pushed it as GitHub's
// repository activity says, and nothing to reviewer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import {
  MIDDAY_ZONE,
  PASSING,
  repository,
  scheduledRepo,
  STATE_BRANCH,
} from '../helpers/scheduled-repo.js';
import { commitTrailers } from '../helpers/state.js';
import { NODE_RUNTIMES } from '../support/run-action.js';

const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24')!;
const sandbox = new GitSandbox();
const server = useGitHubServer();
const { heartbeat, cycleAnIntervalAgo, agentPush } = scheduledRepo(sandbox, server);

const REVIEWER_EMAIL = 'reviewer-dev <2+reviewer-dev@users.noreply.github.com>';
const contract = (task: string) =>
  `# Heartbeat\n\n## Tasks\n\n- [ ] ${task} | Do ${task} | required | verify: evidence:build.done\n`;

beforeEach(() => {
  for (const user of ['coder-dev', 'reviewer-dev']) {
    server.state.setPermission({ ...repository, user, permission: 'write' });
  }
});

afterEach(async () => {
  await sandbox.cleanup();
});

/** The Heartbeat-Verdict and -Reason trailers of `agent`'s newest state commit. */
async function verdictsOf(bare: string, agent: string): Promise<string[]> {
  const sha = await git(
    bare,
    'log',
    '-1',
    '--format=%H',
    `--grep=^Heartbeat-Agent: ${agent}$`,
    STATE_BRANCH,
  );
  const trailers = await commitTrailers(bare, sha);
  return trailers.filter((t) => /^Heartbeat-(Verdict|Reason)/.test(t));
}

describe('class D: blame and credit follow GitHub’s identities', () => {
  it("a lie pushed by coder under reviewer's noreply e-mail, or naming reviewer as co-author, is charged to coder", async () => {
    const bare = await sandbox.bareRemote({
      '.heartbeat/config.json': JSON.stringify({
        timeZone: MIDDAY_ZONE,
        groundTruth: { tests: 'CI / test' },
        team: { coder: { logins: ['coder-dev'] }, reviewer: { logins: ['reviewer-dev'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': contract('code'),
      '.heartbeat/agents/reviewer/HEARTBEAT.md': contract('review'),
    });
    const clone = await sandbox.clone(bare);
    await cycleAnIntervalAgo(clone, 'coder');
    await cycleAnIntervalAgo(clone, 'reviewer');

    const lie = async (message: string, author: string) => {
      const before = await git(bare, 'rev-parse', 'main');
      const { sha } = await agentPush(bare, 'main', {}, message, author);
      // What GitHub records of the push: coder's token pushed it.
      server.state.addPush({ ...repository, ref: 'main', before, after: sha, actor: 'coder-dev' });
      server.state.addCheckRun({
        ...repository,
        headSha: sha,
        name: 'CI / test',
        conclusion: 'failure',
      });
      return sha;
    };
    const forged = await lie(`feat: widget\n\nBuild-Done: ${PASSING}`, REVIEWER_EMAIL);
    const paired = await lie(
      `feat: pair\n\nBuild-Done: ${PASSING}\nCo-authored-by: ${REVIEWER_EMAIL}`,
      'Coder <coder@example.com>',
    );

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    expect(await verdictsOf(bare, 'coder')).toEqual([
      'Heartbeat-Verdict: code not_verified contradiction',
      expect.stringMatching(
        new RegExp(
          `^Heartbeat-Reason: code contradiction: check CI / test concluded failure on (${forged.slice(0, 12)}|${paired.slice(0, 12)})$`,
        ),
      ),
    ]);
    // reviewer made no claim: charged for that, never for coder's lie.
    expect(await verdictsOf(bare, 'reviewer')).toEqual([
      'Heartbeat-Verdict: review unclear',
      'Heartbeat-Reason: review no build.done claim since the last cycle',
    ]);
    expect(server.violations).toEqual([]);
  }, 180_000);
});
