/**
 * The README's CLI examples are real output: the `console` blocks of a README part run in order,
 * in one repository, and each command must print what the README shows under it.
 */
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
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

  it(
    'reading: score, history, prompt, log and badge in the repository demo --keep leaves',
    { timeout: 300_000 },
    async () => {
      const demo = await runCli(['demo', '--keep']);
      expect(demo.code).toBe(0);
      const root = /^Repository: (.+)$/m.exec(demo.stdout)?.[1] ?? '';
      expect(root).toMatch(/heartbeat-gate-demo-/);
      try {
        const text = part(
          '### Reading the score: `demo`, `score`, `history`, `prompt`, `log`, `badge`',
        );
        // demo's own block is checked against a real run by demo.e2e.test.ts.
        const list = steps(text).filter((s) => !s.command.startsWith('npm run demo'));
        expect(list.map((s) => words(s.command)[1])).toEqual(
          expect.arrayContaining(['score', 'history', 'prompt', 'log', 'badge']),
        );
        await play(root, list);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );

  it('init, lint and check-commit from an empty repository', async () => {
    const text = part('#### `init`, `lint` and `check-commit` by hand');
    const root = await sandbox.repo();
    expect(commandsOf(text)).toEqual(expect.arrayContaining(['init', 'lint', 'check-commit']));
    await play(root, steps(text));
  });
});
