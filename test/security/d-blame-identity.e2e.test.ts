// Class D (issue 26): blame and credit follow GitHub's identities, not git's. In a team, coder
// pushes a lying commit (`Build-Done: tests: pass`, CI / test red) under reviewer's noreply e-mail,
// and another with a `Co-authored-by` trailer naming reviewer. The scheduled run (the bundled
// Action against the local GitHub server) must charge the lie to coder, who pushed it as GitHub's
// repository activity says, and nothing to reviewer; also when the repository's activity holds
// more than 1,000 others' pushes (the state branch's writes, another account's branch), at a cost
// those pushes do not change; and when coder's own flood of pushes hides who pushed it, coder
// answers for it, never reviewer, and a true claim so hidden does not pay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSHES_LISTED } from '../../src/github/activity.js';
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
import { fakeSha } from '../support/github-server/state.js';
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

/** A team repository (coder and reviewer, a cycle each an interval ago) and coder's lie. */
async function teamRepository() {
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

  /** coder pushes `message` to main under `author`, red on CI / test. */
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
  /**
   * coder pushes `message` to a branch of its own (a new branch), red on CI / test, and reviewer
   * then moves main onto it (a fast-forward push): coder brought the commit in, reviewer did not.
   */
  const lieBroughtInByReviewer = async (
    message: string,
    coderPushesSince = 0,
    conclusion: 'failure' | 'success' = 'failure',
  ) => {
    const before = await git(bare, 'rev-parse', 'main');
    const { sha } = await agentPush(bare, 'coder/widget', {}, message, REVIEWER_EMAIL);
    server.state.addPush({
      ...repository,
      ref: 'coder/widget',
      after: sha,
      actor: 'coder-dev',
      activityType: 'branch_creation',
    });
    server.state.addCheckRun({
      ...repository,
      headSha: sha,
      name: 'CI / test',
      conclusion,
    });
    for (let i = 0; i < coderPushesSince; i++) {
      server.state.addPush({
        ...repository,
        ref: 'coder/scratch',
        before: fakeSha(`scratch ${i}`),
        after: fakeSha(`scratch ${i + 1}`),
        actor: 'coder-dev',
      });
    }
    await git(bare, 'update-ref', 'refs/heads/main', sha, before);
    server.state.addPush({ ...repository, ref: 'main', before, after: sha, actor: 'reviewer-dev' });
    return sha;
  };
  return { bare, lie, lieBroughtInByReviewer };
}

/** coder's verdict: its lie on `shas` (one of them) charged as a contradiction (-45). */
async function expectChargedToCoder(bare: string, shas: string[]): Promise<void> {
  const on = shas.map((sha) => sha.slice(0, 12)).join('|');
  expect(await verdictsOf(bare, 'coder')).toEqual([
    'Heartbeat-Verdict: code not_verified contradiction',
    expect.stringMatching(
      new RegExp(
        `^Heartbeat-Reason: code contradiction: check CI / test concluded failure on (${on})$`,
      ),
    ),
  ]);
  // reviewer made no claim: charged for that, never for coder's lie.
  expect(await verdictsOf(bare, 'reviewer')).toEqual([
    'Heartbeat-Verdict: review unclear',
    'Heartbeat-Reason: review no build.done claim since the last cycle',
  ]);
}

describe('class D: blame and credit follow GitHub’s identities', () => {
  it("a lie pushed by coder under reviewer's noreply e-mail, or naming reviewer as co-author, is charged to coder", async () => {
    const { bare, lie } = await teamRepository();
    const forged = await lie(`feat: widget\n\nBuild-Done: ${PASSING}`, REVIEWER_EMAIL);
    const paired = await lie(
      `feat: pair\n\nBuild-Done: ${PASSING}\nCo-authored-by: ${REVIEWER_EMAIL}`,
      'Coder <coder@example.com>',
    );

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    await expectChargedToCoder(bare, [forged, paired]);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie is still charged to coder when the repository holds more than 1,000 others’ pushes, read at a cost they do not change', async () => {
    const { bare, lie } = await teamRepository();
    const forged = await lie(`feat: widget\n\nBuild-Done: ${PASSING}`, REVIEWER_EMAIL);
    // After the lie, newer than it: another workflow's bot writing a branch of its own, and
    // another account pushing to its own branch, each more often than a listing holds. (Not the
    // state branch: moves of it the gate cannot read whole since its last write stop the run,
    // class G.)
    const others = [
      { ref: 'automation/reports', actor: 'github-actions[bot]' },
      { ref: 'outsider/spam', actor: 'outsider-dev' },
    ];
    for (const { ref, actor } of others) {
      for (let i = 0; i <= PUSHES_LISTED; i++) {
        server.state.addPush({
          ...repository,
          ref,
          before: fakeSha(`${ref} ${i}`),
          after: fakeSha(`${ref} ${i + 1}`),
          actor,
        });
      }
    }

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    await expectChargedToCoder(bare, [forged]);
    // Each agent's cycle: one page of main's pushes (the lie is on it) and one of each agent
    // login's own, whatever others push; and the state branch's moves since its last write
    // (class G reads them apart).
    const listings = server.requests
      .filter((r) => r.operationId === 'repos/list-activities')
      .map((r) => [r.query.ref, r.query.actor, r.query.activity_type].filter(Boolean).join(' '))
      .sort();
    const state = `refs/heads/${STATE_BRANCH}`;
    expect(listings).toEqual(
      ['coder-dev', 'reviewer-dev', 'refs/heads/main', state]
        .flatMap((listing) => [listing, listing])
        .sort(),
    );
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie coder pushed to its own branch is coder’s, not reviewer’s who moved main onto it', async () => {
    const { bare, lieBroughtInByReviewer } = await teamRepository();
    const sha = await lieBroughtInByReviewer(`feat: widget\n\nBuild-Done: ${PASSING}`);

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    await expectChargedToCoder(bare, [sha]);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('with more of coder’s own pushes since its lie than the gate reads, the lie is still charged to coder, never reviewer', async () => {
    const { bare, lieBroughtInByReviewer } = await teamRepository();
    const sha = await lieBroughtInByReviewer(
      `feat: widget\n\nBuild-Done: ${PASSING}`,
      PUSHES_LISTED,
    );

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    // coder's push of it is past the 1,000 of its own the gate reads: whose it is is not proven,
    // and coder, whose own pushes hid it, answers for it; reviewer, who moved main onto it, does not.
    await expectChargedToCoder(bare, [sha]);
    // coder's listing stops at the bound: 10 requests for each agent's cycle.
    const coderPages = server.requests.filter(
      (r) => r.operationId === 'repos/list-activities' && r.query.actor === 'coder-dev',
    );
    expect(coderPages).toHaveLength(2 * (PUSHES_LISTED / 100));
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a true claim whose push coder’s own flood hides does not pay coder', async () => {
    const { bare, lieBroughtInByReviewer } = await teamRepository();
    const sha = await lieBroughtInByReviewer(
      `feat: widget\n\nBuild-Done: ${PASSING}`,
      PUSHES_LISTED,
      'success',
    );

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    expect(await verdictsOf(bare, 'coder')).toEqual([
      'Heartbeat-Verdict: code not_verified',
      expect.stringMatching(
        new RegExp(
          `^Heartbeat-Reason: code not proven: whose commit ${sha.slice(0, 12)} is cannot be proven: coder-dev pushed more than`,
        ),
      ),
    ]);
    expect(await verdictsOf(bare, 'reviewer')).toEqual([
      'Heartbeat-Verdict: review unclear',
      'Heartbeat-Reason: review no build.done claim since the last cycle',
    ]);
    expect(server.violations).toEqual([]);
  }, 180_000);

  it('a lie coder pushed onto main and then buried under more pushes to main than the gate reads is still charged to coder', async () => {
    const { bare, lie } = await teamRepository();
    const sha = await lie(`feat: widget\n\nBuild-Done: ${PASSING}`, REVIEWER_EMAIL);
    // coder then pushes to main more often than the gate reads of main's pushes (and of its own).
    for (let i = 0; i <= PUSHES_LISTED; i++) {
      server.state.addPush({
        ...repository,
        ref: 'main',
        before: fakeSha(`main ${i}`),
        after: fakeSha(`main ${i + 1}`),
        actor: 'coder-dev',
      });
    }

    const result = await heartbeat(node24, bare);
    expect(result.code).toBe(0);
    await expectChargedToCoder(bare, [sha]);
    expect(server.violations).toEqual([]);
  }, 180_000);
});
