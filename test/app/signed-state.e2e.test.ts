// The Action's state writes through GitHub's API (src/app/signed-state.ts): a new branch through the
// Git Data API (three requests), every later commit with one GraphQL createCommitOnBranch, signed for
// the token's bot; a lost race (STALE_DATA) starts over on the new head as the REST path's 422 does;
// a refusal that does not move the branch ends as a push failure naming GitHub's reason.
import { Octokit } from '@octokit/rest';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatePublisher } from '../../src/app/ledger-writer.js';
import { recordFeedback } from '../../src/app/record.js';
import { apiStatePublisher } from '../../src/app/signed-state.js';
import { PushRefusedError } from '../../src/errors.js';
import { asTheGate } from '../helpers/gate-state.js';
import { GitSandbox, git } from '../helpers/git.js';
import { useGitHubServer } from '../helpers/github.js';
import { isSignedByGitHub } from '../support/github-server/index.js';

const repository = { owner: 'acme', repo: 'widgets' };
const STATE = 'heartbeat-state';
const server = useGitHubServer();
const sandbox = new GitSandbox();

afterEach(() => sandbox.cleanup());

/** A repository set up for the heartbeat (feedback is refused in one that is not). */
async function setup() {
  const bare = await sandbox.bareRemote({
    'README.md': '# widgets\n',
    '.heartbeat/config.json': JSON.stringify({ stateBranch: STATE }),
  });
  const target = { cwd: await sandbox.clone(bare), branch: STATE, push: true };
  return { bare, target };
}

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00Z`;
const feedback = (n: number) => ({ now: at(n), direction: 'up' as const, id: `reaction:${n}` });
const writes = (from: number) =>
  server.requests.slice(from).map((r) => r.operationId ?? `${r.method} ${r.path}`);
/** The event ids of the state branch's ledger, in order. */
const ledger = async (bare: string) =>
  (await git(bare, 'show', `${STATE}:.heartbeat/ledger/2026-11.jsonl`))
    .split('\n')
    .map((line) => (JSON.parse(line) as { id: string }).id);

describe('state commits through the API', () => {
  it('creates the branch through the Git Data API, then writes each commit with one GraphQL request, signed for the bot', async () => {
    const { bare, target } = await setup();
    const gate = asTheGate(server, bare);
    let before = server.requests.length;
    await recordFeedback({ ...target, ...gate, ...feedback(1) });
    expect(writes(before)).toEqual(['git/create-tree', 'git/create-commit', 'git/create-ref']);
    const root = await git(bare, 'rev-parse', STATE);

    before = server.requests.length;
    const second = await recordFeedback({ ...target, ...gate, ...feedback(2) });
    expect(writes(before)).toEqual(['graphql']);
    const head = await git(bare, 'rev-parse', STATE);
    expect(second.commit).toBe(head);
    expect(await git(bare, 'rev-parse', `${head}^`)).toBe(root);
    expect(isSignedByGitHub(server.state, head)).toBe(true);
    expect(await git(bare, 'log', '-1', '--format=%an <%ae>%n%B', head)).toMatch(
      /^github-actions\[bot\] <\d+\+github-actions\[bot\]@users\.noreply\.github\.com>\nheartbeat: feedback up \(\+3\) — score 6\/50\n\nHeartbeat-Event: reaction:2\nHeartbeat-Score: 6\nHeartbeat-Run: \d+$/,
    );
    // The tree GitHub wrote is the one built and verified locally.
    expect(await git(bare, 'rev-parse', `${head}^{tree}`)).toBe(
      await git(target.cwd, 'rev-parse', `${second.commit}^{tree}`),
    );
    expect(await ledger(bare)).toEqual(['reaction:1', 'reaction:2']);
  });

  it('a branch that moved under the one writer (STALE_DATA) is a push failure naming it; nothing of the write lands, and running it again records it once', async () => {
    const { bare, target } = await setup();
    const gate = asTheGate(server, bare);
    await recordFeedback({ ...target, ...gate, ...feedback(1) });
    const other = { ...target, cwd: await sandbox.clone(bare) };

    // Another run lands between this run's fetch and its write (the concurrency group prevents it).
    let raced = false;
    const racing: StatePublisher = async (commit) => {
      if (!raced) {
        raced = true;
        await recordFeedback({ ...other, ...gate, ...feedback(2) });
      }
      return gate.publish(commit);
    };
    const before = server.requests.length;
    const lost = recordFeedback({ ...target, publish: racing, ...feedback(3) });
    await expect(lost).rejects.toThrow(PushRefusedError);
    await expect(lost).rejects.toThrow(/refused the push to heartbeat-state: .+/);
    // The other run's commit and this run's one attempt, never a second one.
    expect(writes(before)).toEqual(['graphql', 'graphql']);
    expect(await ledger(bare)).toEqual(['reaction:1', 'reaction:2']);
    const again = await recordFeedback({ ...target, ...gate, ...feedback(3) });
    expect(again.pushed).toBe(true);
    expect(await ledger(bare)).toEqual(['reaction:1', 'reaction:2', 'reaction:3']);
    expect(isSignedByGitHub(server.state, await git(bare, 'rev-parse', STATE))).toBe(true);
  });

  it('a token that may not write is refused without moving the branch: a push failure naming GitHub’s reason', async () => {
    const { bare, target } = await setup();
    await recordFeedback({ ...target, ...asTheGate(server, bare), ...feedback(1) });
    const head = await git(bare, 'rev-parse', STATE);
    server.readOnlyTokens.add('ghs_read_only');
    const readOnly = {
      publish: apiStatePublisher(
        new Octokit({ baseUrl: server.url, auth: 'ghs_read_only' }),
        repository,
      ),
    };
    const refused = recordFeedback({ ...target, ...readOnly, ...feedback(2) });
    await expect(refused).rejects.toThrow(PushRefusedError);
    await expect(refused).rejects.toThrow(/Resource not accessible by integration/);
    expect(await git(bare, 'rev-parse', STATE)).toBe(head);
  });
});
