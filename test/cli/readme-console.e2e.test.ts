/**
 * The README's CLI examples are real output: the `console` blocks of a README part run in order,
 * in one repository, and each command must print what the README shows under it. The reading
 * part runs in the repository `demo --keep` leaves, in demo.e2e.test.ts, which plays that week
 * anyway.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import { part, play, steps, words } from '../helpers/readme.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const commandsOf = (text: string) => steps(text).map((s) => words(s.command)[1]);

describe('README: the CLI examples print what they show', () => {
  it('recording: cycle, verdict and feedback on the contract the README shows', async () => {
    const text = part('### Recording: `cycle`, `verdict`, `feedback`');
    const contract = /```markdown\n([\s\S]*?)```/.exec(text)?.[1];
    expect(contract).toContain('## Tasks');
    const root = await sandbox.repo({ 'HEARTBEAT.md': contract ?? '' });
    expect(commandsOf(text)).toEqual(expect.arrayContaining(['cycle', 'verdict', 'feedback']));
    await play(root, steps(text));
  });

  it('init, lint and check-commit from an empty repository', async () => {
    const text = part('#### `init`, `lint` and `check-commit` by hand');
    const root = await sandbox.repo();
    expect(commandsOf(text)).toEqual(expect.arrayContaining(['init', 'lint', 'check-commit']));
    await play(root, steps(text));
  });
});
