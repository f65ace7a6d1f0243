/**
 * What a new user does after `demo --keep`: runs a cycle and records feedback in the repository it
 * leaves (both at the clock, months after the demo's week), then reads the week at the instant
 * the demo printed. A reading command's `--now` before the state's newest event shows the state
 * as it was then (the ledger replayed up to `--now`), never today's: before this, `score` said
 * today's date at 0/target and `leaderboard` and `site` lost the week's feedback. Run through the
 * built CLI (dist/), as a user runs it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

describe('demo --keep, then a cycle and feedback, then reading the week at its --now', () => {
  it(
    'score, leaderboard, history, prompt and site show the week as the demo left it',
    { timeout: 300_000 },
    async () => {
      const tmp = await sandbox.dir('hg-demo-read-now-');
      const env = { ...process.env, TMPDIR: tmp, GITHUB_TOKEN: '', GH_TOKEN: '' };
      const demo = await runCliProcess(tmp, ['demo', '--keep'], env);
      expect(demo.code).toBe(0);
      const repo = /^Repository: (.+)$/m.exec(demo.stdout)?.[1] ?? '';
      expect(repo.startsWith(tmp)).toBe(true);
      const now = /'heartbeat-gate score --now (\S+)'/.exec(demo.stdout)?.[1] ?? '';
      expect(now).toBe('2026-03-08T23:59:59Z');

      const read = async (...argv: string[]) => {
        const run = await runCliProcess(repo, argv, env);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        return run.stdout;
      };
      const weekScore = JSON.parse(await read('score', '--json', '--now', now));
      const weekBoard = JSON.parse(await read('leaderboard', '--json', '--now', now));
      const weekHistory = await read('history', '--agent', 'coder', '--now', now);
      // Between the week and today, where no event was recorded: the week rolled over to then.
      const june = '2026-06-01T00:00:00Z';
      const juneScore = JSON.parse(await read('score', '--json', '--now', june));
      expect(juneScore.agents[0]).toMatchObject({ date: '2026-06-01', score: 0, target: 91 });
      expect(weekScore.agents.map((a: { agent: string }) => a.agent)).toEqual([
        'coder',
        'reviewer',
      ]);
      expect(weekScore.agents[0]).toMatchObject({ date: '2026-03-08', score: 38, target: 91 });

      // A user's first steps in that repository, at the clock.
      await read('cycle', '--agent', 'coder');
      await read('feedback', '--agent', 'coder', 'down');
      const today = JSON.parse(await read('score', '--json', '--agent', 'coder'));
      expect(today.date).not.toBe('2026-03-08');

      // The week reads as the demo left it: the same score, the same leaderboard (the coder's
      // thumbs up and down of the week, its lie), the same history.
      expect(JSON.parse(await read('score', '--json', '--now', now))).toEqual(weekScore);
      expect(JSON.parse(await read('leaderboard', '--json', '--now', now))).toEqual(weekBoard);
      expect(await read('history', '--agent', 'coder', '--now', now)).toBe(weekHistory);
      expect(JSON.parse(await read('score', '--json', '--now', june))).toEqual(juneScore);
      const prompt = await read('prompt', '--agent', 'coder', '--now', now);
      expect(prompt).toContain('38/91');
      expect(prompt).toContain('cycle 32');

      // An earlier instant shows the state then: the end of day 4, as the demo's table has it.
      const day4 = JSON.parse(
        await read('score', '--json', '--agent', 'coder', '--now', '2026-03-05T23:59:59Z'),
      );
      expect(day4).toMatchObject({ date: '2026-03-05', score: 110, target: 82 });

      // The dashboard of that day: the week's feedback, none of today's.
      const out = await sandbox.dir('hg-demo-read-now-site-');
      await read('site', '--out', out, '--now', now);
      const page = await readFile(join(out, 'agent-coder.html'), 'utf8');
      expect(page).toContain('Today, 2026-03-08');
      expect(page).toContain('3 up / 1 down');
      expect(page).toContain('2026-03-08 09:45:00Z');
      expect(page).toContain('Rendered from the heartbeat state at 2026-03-08T23:59:59.000Z');

      // Writes still refuse an instant past the clock.
      const future = await runCliProcess(
        repo,
        ['feedback', '--agent', 'coder', '--now', '2099-01-01T00:00:00Z', 'up'],
        env,
      );
      expect(future.code).toBe(2);
      expect(future.stderr.trim().split('\n')).toHaveLength(1);
    },
  );
});
