// The Action recognises its own state commits by what GitHub asserts: it writes them through the
// Git Data API with no custom author, so GitHub signs them for github-actions[bot], and builds only
// on such commits. The agent pushes a self-consistent forgery — a 👍 "from alice" shaped like a
// verified reaction, appended by the gate's own writer so every derived file is a correct replay,
// under a gate subject — and the next scheduled run does not count it, names it and its writer in
// the job summary and the score check, and keeps scoring from the trusted state.
// `node dist/index.js` under Node 24, the strict local GitHub server, real git.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCycle } from '../../src/app/cycle.js';
import type { StatePublisher } from '../../src/app/ledger-writer.js';
import { recordFeedback } from '../../src/app/record.js';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import { asTheGate } from '../helpers/gate-state.js';
import { GitSandbox, git } from '../helpers/git.js';
import { ledgerAt as ledgerAtRev } from '../helpers/state.js';
import {
  isSignedByGitHub,
  startGitHubServer,
  type GitHubServer,
} from '../support/github-server/index.js';
import { NODE_RUNTIMES, runScheduledAction } from '../support/run-action.js';

const repository = { owner: 'acme', repo: 'widgets' };
const node24 = NODE_RUNTIMES.find((runtime) => runtime.name === 'node24');
const STATE = 'heartbeat-state';
const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] check_ci | Check that CI is green | required\n';
const AGENT_EMAIL = 'ralph@agents.example';
const FORGED_ID = 'reaction:pull:1:alice:up';

const sandbox = new GitSandbox();
let server: GitHubServer;
let bare: string;

beforeEach(async () => {
  server = await startGitHubServer();
  server.state.addRepo(repository);
  // The agent's account: GitHub links commits written with its email to it.
  server.state.addUser({ login: 'ralph-agent', email: AGENT_EMAIL });
  server.tokenUsers.set('ghs_agent_app_token', 'ralph-agent[bot]');
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

/** Runs `write` with the git identity the agent chose for its commits. */
async function asAgent<T>(identity: { name: string; email: string }, write: () => Promise<T>) {
  const saved = { ...process.env };
  process.env.GIT_AUTHOR_NAME = process.env.GIT_COMMITTER_NAME = identity.name;
  process.env.GIT_AUTHOR_EMAIL = process.env.GIT_COMMITTER_EMAIL = identity.email;
  try {
    return await write();
  } finally {
    for (const key of [
      'GIT_AUTHOR_NAME',
      'GIT_COMMITTER_NAME',
      'GIT_AUTHOR_EMAIL',
      'GIT_COMMITTER_EMAIL',
    ])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  }
}

/**
 * The forgery: a 👍 by alice with a reaction's id, source and login, written with the gate's own
 * writer (counted as the Action counts reactions), so the ledger, score.json, progress.json and
 * the commit message are exactly what the gate would have written. Returns the forged commit.
 */
async function forgeThumbsUp(
  identity: { name: string; email: string },
  publish?: StatePublisher,
): Promise<string> {
  const agent = await sandbox.clone(bare);
  const forged = await asAgent(identity, () =>
    recordFeedback({
      cwd: agent,
      branch: STATE,
      push: true,
      feedback: 'reactions',
      ...(publish ? { publish } : {}),
      now: new Date().toISOString(),
      direction: 'up',
      id: FORGED_ID,
      by: 'alice',
      source: 'https://github.com/acme/widgets/pull/1',
    }),
  );
  expect(forged.recorded).toBe(true);
  expect(forged.delta).toBe(3);
  const head = await git(bare, 'rev-parse', STATE);
  expect(await git(bare, 'log', '-1', '--format=%s', head)).toMatch(/^heartbeat: feedback /);
  return head;
}

const ledgerAt = (rev: string) => ledgerAtRev(bare, rev);

describe('the Action recognises its own state commits', () => {
  it('its commits are signed by GitHub for github-actions[bot], and the next run accepts them without a warning', async () => {
    const first = await heartbeat();
    expect(first.code).toBe(0);
    const head = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'log', '-1', '--format=%s', head)).toMatch(/^heartbeat: cycle 1 /);
    // What GitHub asserts about it, read as anyone reads it.
    const github = new Octokit({ baseUrl: server.url });
    const { data } = await github.rest.repos.getCommit({ ...repository, ref: head });
    expect(data.commit.verification).toMatchObject({ verified: true, reason: 'valid' });
    expect(data.author?.login).toBe('github-actions[bot]');
    // No custom identity: the runner's git name never reaches the commit.
    expect(await git(bare, 'log', '-1', '--format=%an <%ae>', head)).toMatch(
      /^github-actions\[bot\] <\d+\+github-actions\[bot\]@users\.noreply\.github\.com>$/,
    );

    const before = server.requests.length;
    const second = await heartbeat();
    expect(second.code).toBe(0);
    expect(second.summary).not.toContain('tampered');
    expect(second.annotations.map((a) => a.title)).not.toContain('state branch tampered with');
    // One commit asked about: the head, the last trusted one.
    const asked = server.requests.slice(before).filter((r) => r.operationId === 'repos/get-commit');
    expect(asked.map((r) => r.path)).toEqual([`/repos/acme/widgets/commits/${head}`]);
    expect(server.violations).toEqual([]);
  });

  it.each([
    [
      'pushed over git under its own email',
      { name: 'Ralph', email: AGENT_EMAIL },
      false,
      'by `@ralph-agent` (git author “Ralph”): not signed by GitHub (verification: unsigned)',
    ],
    [
      'pushed over git posing as github-actions[bot]',
      {
        name: 'github-actions[bot]',
        email: '41898282+github-actions[bot]@users.noreply.github.com',
      },
      false,
      // GitHub links the bot's noreply address to the bot, but only GitHub can sign for it.
      'by `@github-actions[bot]` (git author “github\\-actions\\[bot\\]”): not signed by GitHub (verification: unsigned)',
    ],
    [
      'created through the API with its own app token (signed, for another bot)',
      { name: 'Ralph', email: AGENT_EMAIL },
      true,
      'signed, but for `ralph-agent[bot]`, not `github-actions[bot]`',
    ],
  ])(
    'a self-consistent forged 👍 %s is not counted, and is reported with its writer',
    async (_name, identity, viaApi, named) => {
      const first = await heartbeat();
      expect(first.code).toBe(0);
      const trusted = await git(bare, 'rev-parse', STATE);
      const trustedTree = await git(bare, 'rev-parse', `${STATE}:.heartbeat`);

      const publish = viaApi
        ? apiStatePublisher(
            new Octokit({ baseUrl: server.url, auth: 'ghs_agent_app_token' }),
            repository,
          )
        : undefined;
      const forged = await forgeThumbsUp(identity, publish);
      expect(isSignedByGitHub(server.state, forged)).toBe(viaApi);
      // Before this defence, the content alone verified: the forgery is consistent.
      expect(await ledgerAt(forged)).toContain(FORGED_ID);

      const second = await heartbeat();
      expect(second.code).toBe(0);
      // The score is the trusted state's: the forged +3 is not in it.
      expect(second.outputs.score).toBe(first.outputs.score);
      const head = await git(bare, 'rev-parse', STATE);
      expect(await git(bare, 'rev-parse', `${head}^`)).toBe(forged);
      expect(await git(bare, 'rev-parse', `${STATE}:.heartbeat`)).toBe(trustedTree);
      expect(await ledgerAt(head)).not.toContain(FORGED_ID);
      expect(isSignedByGitHub(server.state, head)).toBe(true);

      // Reported: which commit, who, what file — in the job summary and the score check.
      const segment = (await git(bare, 'ls-tree', '-r', '--name-only', forged, '.heartbeat/ledger'))
        .split('\n')
        .at(-1) as string;
      for (const report of [
        second.summary,
        server.state.checkRuns({ name: 'heartbeat-gate / score' }).at(-1)?.output.summary ?? '',
      ]) {
        expect(report).toContain('State branch tampered with');
        expect(report).toContain(forged.slice(0, 12));
        expect(report).toContain(trusted.slice(0, 12));
        expect(report).toContain(named);
        expect(report).toContain(segment);
      }
      expect(second.annotations).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          title: 'state branch tampered with',
          message: expect.stringContaining(forged.slice(0, 12)),
        }),
      );

      // The run after that builds on the restored state as usual.
      const third = await heartbeat();
      expect(third.code).toBe(0);
      expect(third.summary).not.toContain('tampered');
      expect(server.violations).toEqual([]);
    },
  );

  it('a corrupt line pushed to the state branch does not freeze the heartbeat: the due cycle is recorded', async () => {
    // The gate's cycle 13 minutes ago (0/50, every 12 minutes): one cycle fell due a minute ago.
    const opened = await runCycle({
      cwd: await sandbox.clone(bare),
      branch: STATE,
      push: true,
      now: new Date(Date.now() - 13 * 60_000).toISOString(),
      ...asTheGate(server, bare, repository),
    });
    expect(opened.ran).toBe(true);
    const agent = await sandbox.clone(bare);
    await git(agent, 'checkout', '-q', STATE);
    const [segment = ''] = (await git(agent, 'ls-files', '.heartbeat/ledger')).split('\n');
    await writeFile(
      join(agent, segment),
      `${await readFile(join(agent, segment), 'utf8')}{"id":"forged","at":`,
    );
    await git(agent, 'commit', '-qam', 'heartbeat: cycle 2 — score 150/50 (normal)');
    await git(agent, 'push', '-q', 'origin', STATE);
    const forged = await git(bare, 'rev-parse', STATE);

    const result = await heartbeat();
    expect(result.code).toBe(0);
    expect(result.outputs.due).toBe('true');
    const head = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'log', '-1', '--format=%s', head)).toMatch(/^heartbeat: cycle 2 /);
    expect(await git(bare, 'rev-parse', `${head}^`)).toBe(forged);
    expect(isSignedByGitHub(server.state, head)).toBe(true);
    expect(await ledgerAt(head)).not.toContain('"forged"');
    expect(result.summary).toContain('State branch tampered with');
    expect(result.summary).toContain(forged.slice(0, 12));
    expect(server.violations).toEqual([]);
  });

  it('a branch with no commit the gate wrote starts from an empty state, and says so', async () => {
    // Someone else created the state branch, with a well-formed, self-consistent state.
    const clone = await sandbox.clone(bare);
    await asAgent({ name: 'Ralph', email: AGENT_EMAIL }, async () => {
      await runCycle({ cwd: clone, branch: STATE, push: true, now: new Date().toISOString() });
      await recordFeedback({
        cwd: clone,
        branch: STATE,
        push: true,
        feedback: 'reactions',
        now: new Date().toISOString(),
        direction: 'up',
        id: FORGED_ID,
        by: 'alice',
        source: 'https://github.com/acme/widgets/pull/1',
      });
    });
    const forged = await git(bare, 'rev-parse', STATE);

    const result = await heartbeat();
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe('0');
    expect(result.summary).toContain('scored from an empty state');
    expect(result.summary).toContain('the score starts again from an empty state');
    const head = await git(bare, 'rev-parse', STATE);
    expect(await git(bare, 'rev-parse', `${head}^`)).toBe(forged);
    expect(await ledgerAt(head)).not.toContain(FORGED_ID);
    expect(server.violations).toEqual([]);
  });
});
