/**
 * A writer skips verifying a state commit it verified before (`.git/heartbeat-gate/verified`),
 * but it verifies one state folder at a time: the folder of the agent (and repository) it writes
 * for. So a commit it verified, or built, while writing agent A vouches for A's folder alone;
 * agent B's next write in the same clone still checks B's folder in it. Attack, end to end with
 * the built CLI: the agent forges the reviewer's ledger on the remote, the coder's write seals
 * the forged folder into a gate commit, and the reviewer's next write must refuse to build on it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { SAMPLE_CONTRACT, ONE_TASK_CONTRACT } from '../helpers/contracts.js';
import { git, GitSandbox } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const TEAM = {
  stateBranch: STATE_BRANCH,
  team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
};
const TEAM_FILES = {
  '.heartbeat/config.json': JSON.stringify(TEAM),
  '.heartbeat/agents/coder/HEARTBEAT.md': SAMPLE_CONTRACT,
  '.heartbeat/agents/reviewer/HEARTBEAT.md': ONE_TASK_CONTRACT,
};

/** Where a write goes: the repository's own state branch, or a shared state repository. */
interface Setting {
  /** The remote holding the state branch. */
  stateRemote: string;
  /** The state branch there (a state repository: the repository's own, heartbeat/<owner>/<name>). */
  branch: string;
  /** The arguments every write takes (besides `--agent`, `--now`). */
  writeArgs: string[];
  /** The state folder of `agent` on the state branch. */
  folder: (agent: string) => string;
}

async function write(clone: string, setting: Setting, agent: string, ...argv: string[]) {
  return runCliProcess(clone, [...argv, '--agent', agent, ...setting.writeArgs]);
}

async function ok(clone: string, setting: Setting, agent: string, ...argv: string[]) {
  const run = await write(clone, setting, agent, ...argv);
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
}

/** The agent turns the reviewer's 👎 into a 👍 on the state branch and pushes it. */
async function forgeReviewerLedger(setting: Setting): Promise<string> {
  const agent = await sandbox.clone(setting.stateRemote);
  await git(agent, 'checkout', '-q', setting.branch);
  const segment = join(agent, setting.folder('reviewer'), 'ledger/2026-03.jsonl');
  const text = await readFile(segment, 'utf8');
  expect(text).toContain('"direction":"down"');
  await writeFile(segment, text.replace('"direction":"down"', '"direction":"up"'));
  await git(agent, 'commit', '-qam', 'tidy the ledger');
  await git(agent, 'push', '-q', 'origin', setting.branch);
  return git(setting.stateRemote, 'rev-parse', setting.branch);
}

/**
 * The attack in `clone`: the coder's write builds on the forged head, then the reviewer's write
 * must refuse, naming a file of the reviewer's folder, and leave the remote where it was.
 */
async function attack(clone: string, setting: Setting, before?: (head: string) => Promise<void>) {
  await ok(clone, setting, 'coder', 'cycle', '--now', '2026-03-01T09:00:00Z');
  await ok(clone, setting, 'reviewer', 'cycle', '--now', '2026-03-01T09:01:00Z');
  await ok(
    clone,
    setting,
    'reviewer',
    'feedback',
    'down',
    '--id',
    'r-1',
    '--now',
    '2026-03-01T09:05:00Z',
  );
  const reviewerFolder = setting.folder('reviewer');
  const gateTree = await git(
    setting.stateRemote,
    'rev-parse',
    `${setting.branch}:${reviewerFolder}`,
  );

  const forged = await forgeReviewerLedger(setting);
  // The coder's folder is intact: its write builds on the forged head (it checks its own folder).
  await ok(clone, setting, 'coder', 'cycle', '--force', '--now', '2026-03-01T09:20:00Z');
  const sealed = await git(setting.stateRemote, 'rev-parse', setting.branch);
  expect(await git(setting.stateRemote, 'rev-parse', `${sealed}^`)).toBe(forged);
  await before?.(sealed);

  const run = await write(
    clone,
    setting,
    'reviewer',
    'feedback',
    'up',
    '--id',
    'r-2',
    '--now',
    '2026-03-01T09:25:00Z',
  );
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(
    new RegExp(
      `^heartbeat-gate feedback: refusing to build on the state in ${sealed.slice(0, 12)}: ` +
        `${reviewerFolder.replaceAll('.', '\\.')}/\\S+: error: .*; restore the state the gate wrote\\n$`,
    ),
  );
  // Nothing was built on the forged folder: the remote is where the coder's write left it.
  expect(await git(setting.stateRemote, 'rev-parse', setting.branch)).toBe(sealed);
  expect(
    await git(setting.stateRemote, 'rev-parse', `${setting.branch}:${reviewerFolder}`),
  ).not.toBe(gateTree);
}

describe("a state commit verified for one agent's folder", () => {
  it("does not vouch for another agent's forged folder (team, --push)", async () => {
    const remote = await projectRemote(sandbox, { files: TEAM_FILES });
    const clone = await sandbox.clone(remote);
    await attack(clone, {
      stateRemote: remote,
      branch: STATE_BRANCH,
      writeArgs: ['--push'],
      folder: (agent) => `.heartbeat/agents/${agent}`,
    });
  });

  it("does not vouch for another agent's forged folder (shared state repository, --repository)", async () => {
    const stateRepo = await sandbox.bareRemote();
    const clone = await sandbox.clone(await projectRemote(sandbox, { files: TEAM_FILES }));
    await attack(clone, {
      stateRemote: stateRepo,
      branch: 'heartbeat/acme/team',
      writeArgs: ['--remote', stateRepo, '--repository', 'acme/team'],
      folder: (agent) => `.heartbeat/acme/team/agents/${agent}`,
    });
  });

  it('a list written by an earlier version (commits alone) vouches for no folder', async () => {
    const remote = await projectRemote(sandbox, { files: TEAM_FILES });
    const clone = await sandbox.clone(remote);
    const list = join(clone, '.git/heartbeat-gate/verified');
    await attack(
      clone,
      {
        stateRemote: remote,
        branch: STATE_BRANCH,
        writeArgs: ['--push'],
        folder: (agent) => `.heartbeat/agents/${agent}`,
      },
      // An earlier version kept bare commit ids: the head the reviewer's write meets among them.
      async (head) => writeFile(list, `${head}\n`),
    );
  });
});
