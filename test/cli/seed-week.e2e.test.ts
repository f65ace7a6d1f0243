/**
 * The seeds' worked example (001 and 004, "Example progression"), Day 1 to Day 7, reproduced
 * through the CLI from an empty repository: cycles, verdicts and feedback with --now, then the
 * target each day opens with, read from the cycle commits and from score.json.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreStateSchema } from '../../src/core/model.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const required = Array.from({ length: 15 }, (_, i) => `r${String(i + 1).padStart(2, '0')}`);
const optional = ['o1', 'o2', 'o3', 'o4'];
const CONTRACT = [
  '# Heartbeat',
  '',
  '## Tasks',
  '',
  ...required.map((id) => `- [ ] ${id} | Required task ${id} | required`),
  ...optional.map((id) => `- [ ] ${id} | Optional task ${id} | optional`),
  '',
].join('\n');

type Step = 'required' | 'optional' | 'not_verified' | 'unclear' | 'contradiction' | 'up' | 'down';
const times = (n: number, step: Step): Step[] => Array.from({ length: n }, () => step);

// The day each "Score" was earned; the table shows it on the row of the following day.
const week: { score: number; steps: Step[] }[] = [
  { score: 75, steps: [...times(6, 'required'), ...times(3, 'optional')] },
  { score: 90, steps: [...times(10, 'required'), 'not_verified', 'optional'] },
  { score: 60, steps: [...times(7, 'required'), 'down'] },
  {
    score: 110,
    steps: [
      ...times(12, 'required'),
      'not_verified',
      'optional',
      ...times(3, 'unclear'),
      'up',
      'up',
    ],
  },
  { score: 120, steps: [...times(15, 'required'), 'contradiction', ...times(3, 'optional')] },
  { score: 30, steps: [...times(6, 'required'), 'not_verified', 'not_verified'] },
];
const expectedTargets = [50, 75, 82, 82, 84, 91, 91];

describe('the seeds Day 1–7 table through the CLI', () => {
  it(
    'opens each day with the seed target and archives each day with the seed score',
    { timeout: 240_000 },
    async () => {
      const root = await sandbox.dir('hg-week-');
      await git(root, 'init', '-q', '-b', 'main');
      await writeFiles(root, { 'HEARTBEAT.md': CONTRACT });
      const cli = async (...argv: string[]) => {
        const result = await runCli(argv, { cwd: root });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        return result.stdout;
      };
      const readScore = async () =>
        ScoreStateSchema.parse(
          JSON.parse(await readFile(join(root, '.heartbeat/score.json'), 'utf8')),
        );

      const openedWith: number[] = [];
      for (let day = 1; day <= 7; day += 1) {
        const date = `2026-03-0${day}`;
        const opened = await cli('cycle', '--now', `${date}T09:00:00Z`);
        const target = /score 0\/(\d+) /.exec(opened)?.[1];
        openedWith.push(Number(target));
        expect((await readScore()).today).toMatchObject({ date, score: 0, target: Number(target) });
        const plan = week[day - 1];
        if (!plan) continue;
        // One cycle holds the day: required steps take required tasks, the rest optional first.
        const free = { required: [...required], optional: [...optional] };
        let minute = 1;
        let last = '';
        for (const step of plan.steps) {
          const now = `${date}T09:${String(minute++).padStart(2, '0')}:00Z`;
          if (step === 'up' || step === 'down') {
            last = await cli('feedback', step, '--now', now);
            continue;
          }
          const task =
            step === 'required'
              ? free.required.shift()
              : step === 'optional'
                ? free.optional.shift()
                : (free.optional.shift() ?? free.required.shift());
          const verdict = step === 'required' || step === 'optional' ? 'verified' : step;
          const args = [
            'verdict',
            task ?? 'none',
            verdict === 'contradiction' ? 'not_verified' : verdict,
          ];
          last = await cli(
            ...args,
            ...(verdict === 'contradiction' ? ['--contradiction'] : []),
            '--now',
            now,
          );
        }
        expect(last).toContain(`→ score ${plan.score}/${target}`);
      }
      expect(openedWith).toEqual(expectedTargets);

      const final = await readScore();
      expect(final.history.map((d) => [d.score, d.target])).toEqual(
        week.map((d, i) => [d.score, expectedTargets[i]]),
      );
      expect(final.lifetime).toMatchObject({ targetFloor: 91, daysTracked: 6, bestDayScore: 120 });
      // The audit trail: one cycle commit per day, the day's target in its subject.
      const subjects = (
        await git(root, 'log', '--reverse', '--format=%s', '--grep=^heartbeat: cycle')
      ).split('\n');
      expect(subjects.map((s) => /score 0\/(\d+)/.exec(s)?.[1]).map(Number)).toEqual(
        expectedTargets,
      );
    },
  );
});
