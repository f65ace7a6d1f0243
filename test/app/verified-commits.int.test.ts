/**
 * The list of verified state commits in a real repository's git folder: a commit counts as
 * verified only for the state folder it was verified for, a line of the earlier format (a commit
 * alone) for none, and the list keeps the newest 64 lines, every folder's together.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VerifiedCommits } from '../../src/app/state/verify.js';
import { Repo } from '../../src/git/repo.js';
import { GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const CODER = '.heartbeat/agents/coder';
const REVIEWER = '.heartbeat/agents/reviewer';
const sha = (n: number) => n.toString(16).padStart(40, '0');

async function repo(): Promise<{ repo: Repo; list: string }> {
  const root = await sandbox.repo({ 'README.md': 'x\n' });
  return { repo: await Repo.open(root), list: join(root, '.git/heartbeat-gate/verified') };
}

describe('the verified-commits list', () => {
  it('vouches for a commit in the folder it was verified for, and in no other', async () => {
    const { repo: r } = await repo();
    const coder = await VerifiedCommits.open(r, CODER);
    coder.add(sha(1));
    await coder.save();

    expect((await VerifiedCommits.open(r, CODER)).has(sha(1))).toBe(true);
    for (const folder of [REVIEWER, '.heartbeat/agents', '.heartbeat', `${CODER}/`]) {
      expect((await VerifiedCommits.open(r, folder)).has(sha(1)), folder).toBe(false);
    }
    // A write of another folder keeps what it did not verify itself.
    const reviewer = await VerifiedCommits.open(r, REVIEWER);
    reviewer.add(sha(2));
    await reviewer.save();
    const reopened = await VerifiedCommits.open(r, CODER);
    expect([reopened.has(sha(1)), reopened.has(sha(2))]).toEqual([true, false]);
  });

  it('a list of the earlier format (commits alone) vouches for no folder', async () => {
    const { repo: r, list } = await repo();
    await (await VerifiedCommits.open(r, CODER)).save(); // creates its folder
    await writeFile(list, `${sha(1)}\n${sha(2)}\n`);
    for (const folder of [CODER, REVIEWER, '.heartbeat']) {
      const verified = await VerifiedCommits.open(r, folder);
      expect([verified.has(sha(1)), verified.has(sha(2))], folder).toEqual([false, false]);
    }
  });

  it('a folder name with a line break cannot write a line vouching for another folder', async () => {
    const { repo: r, list } = await repo();
    const sneaky = await VerifiedCommits.open(r, `x\n${sha(9)}\t${CODER}`);
    sneaky.add(sha(1));
    expect(sneaky.has(sha(1))).toBe(false);
    await sneaky.save();
    expect(await readFile(list, 'utf8')).toBe('\n');
    expect((await VerifiedCommits.open(r, CODER)).has(sha(9))).toBe(false);
  });

  it('keeps the newest 64 lines, every folder together', async () => {
    const { repo: r, list } = await repo();
    const coder = await VerifiedCommits.open(r, CODER);
    for (let n = 1; n <= 40; n += 1) coder.add(sha(n));
    await coder.save();
    const reviewer = await VerifiedCommits.open(r, REVIEWER);
    for (let n = 41; n <= 70; n += 1) reviewer.add(sha(n));
    await reviewer.save();

    expect((await readFile(list, 'utf8')).trim().split('\n')).toHaveLength(64);
    const reopened = await VerifiedCommits.open(r, CODER);
    expect([6, 7, 40].map((n) => reopened.has(sha(n)))).toEqual([false, true, true]);
    const again = await VerifiedCommits.open(r, REVIEWER);
    expect([41, 70].map((n) => again.has(sha(n)))).toEqual([true, true]);
  });
});
