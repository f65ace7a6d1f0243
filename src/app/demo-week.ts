/**
 * The demo week: a temporary repository with the example HEARTBEAT.md, and seven days of real
 * cycles, verdicts and operator feedback through the same app layer the CLI commands use (every
 * cycle is a real commit). The days' scores are the seeds' worked example (75, 90, 60, 110, 120,
 * 30), so the targets come out as the seeds' table says: 50, 75, 82, 82, 84, 91, 91.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CycleTier } from '../core/cycle.js';
import { cycleTier } from '../core/cycle.js';
import type { DailyScore, Verdict } from '../core/model.js';
import { addDays } from '../core/score/calendar.js';
import { summarizeScore, type ScoreSummary } from '../core/score/summary.js';
import { positiveAverage } from '../core/score/target.js';
import { gitText, type GitCommand } from '../git/git.js';
import { runCycle } from './cycle.js';
import { recordDemoClaim, type PlannedClaim } from './demo-claims.js';
import { DEMO_CONTRACT, DEMO_REVIEWER_CONTRACT } from './demo-contract.js';
import { openRepoState, scoreAt } from './read-state.js';
import { recordFeedback, recordVerdict } from './record.js';

type TaskId = 'run_tests' | 'triage_issues' | 'update_changelog' | 'refresh_docs';

interface PlannedVerdict {
  task: string;
  verdict: Verdict;
  contradiction?: boolean;
  evidence: string;
  contradictions?: { claimed: string; actual: string }[];
}

/**
 * One cycle: the agent's claims at the merge gate, the verdicts the verifier reports on its tasks,
 * then any operator feedback.
 */
interface PlannedCycle {
  claims?: PlannedClaim[];
  verdicts: PlannedVerdict[];
  feedback?: ('up' | 'down')[];
}

export interface PlannedDay {
  /** What happens that day, in a line. */
  note: string;
  cycles: PlannedCycle[];
}

const EVIDENCE: Record<TaskId, string> = {
  run_tests: 'check ci: success',
  triage_issues: 'TRIAGE.md changed',
  update_changelog: 'CHANGELOG.md changed',
  refresh_docs: 'docs/api.md changed',
};

const ok = (...tasks: TaskId[]): PlannedVerdict[] =>
  tasks.map((task) => ({ task, verdict: 'verified', evidence: EVIDENCE[task] }));
const failed = (task: TaskId, evidence: string): PlannedVerdict => ({
  task,
  verdict: 'not_verified',
  evidence,
});
const unclear = (task: TaskId): PlannedVerdict => ({
  task,
  verdict: 'unclear',
  evidence: 'no evidence either way',
});
const cycle = (
  verdicts: PlannedVerdict[],
  feedback?: ('up' | 'down')[],
  claims?: PlannedClaim[],
): PlannedCycle => ({
  ...(claims ? { claims } : {}),
  verdicts,
  ...(feedback ? { feedback } : {}),
});

/** build.done's evidence, every dimension passing but those named `fail`. */
const build = (...failing: string[]) =>
  ['tests', 'lint', 'typecheck', 'audit', 'coverage', 'complexity', 'duplication']
    .map((key) =>
      key === 'complexity' ? 'complexity: 5' : `${key}: ${failing.includes(key) ? 'fail' : 'pass'}`,
    )
    .join(', ');
const buildDone = (pr: number, evidence: string, push?: string): PlannedClaim => ({
  pr,
  ...(push === undefined ? {} : { push }),
  topic: 'build.done',
  task: 'run_tests',
  evidence,
});

/** The week. Each day also ends with a closing cycle, so its verdicts are committed that day. */
export const DEMO_WEEK: readonly PlannedDay[] = [
  {
    note: 'a good first day: every claim verified',
    cycles: [
      cycle(ok('run_tests', 'triage_issues', 'refresh_docs')),
      cycle(ok('run_tests', 'update_changelog', 'refresh_docs')),
      cycle(ok('triage_issues', 'update_changelog', 'refresh_docs')),
    ],
  },
  {
    note: 'triage_issues claimed done, but TRIAGE.md never changed: not verified (-15); at the merge gate, build.done blocked (lint), passed an hour later on the fix',
    cycles: [
      cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs'), undefined, [
        buildDone(7, build('lint'), 'Fix the failing date test'),
      ]),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog'), undefined, [
        buildDone(7, build(), 'Fix the lint errors the gate named'),
      ]),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
      cycle([...ok('run_tests'), failed('triage_issues', 'TRIAGE.md unchanged')]),
    ],
  },
  {
    note: 'the operator reacts with a thumbs down to a sloppy answer (-10)',
    cycles: [
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
      cycle(ok('run_tests'), ['down']),
    ],
  },
  {
    note: 'two thumbs up (+3 each); at the end of the day three unclear verdicts and a failure; build.done blocked (tests) passed on a re-run of the same commit',
    cycles: [
      cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs'), undefined, [
        buildDone(11, build('tests'), 'Restore the integration tests'),
      ]),
      // The same commit passes on a re-run: a block the agent did not fix (the gate's precision).
      cycle(ok('run_tests', 'triage_issues', 'update_changelog'), ['up'], [buildDone(11, build())]),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog'), ['up']),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
      cycle([
        unclear('run_tests'),
        unclear('triage_issues'),
        failed('update_changelog', 'CHANGELOG.md unchanged'),
        unclear('refresh_docs'),
      ]),
    ],
  },
  {
    note: 'the lie: run_tests claimed "tests: pass" while CI failed, a ground truth contradiction (-45)',
    cycles: [
      cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog'), undefined, [
        buildDone(9, build(), 'Skip the slow integration tests'),
      ]),
      cycle([
        {
          task: 'run_tests',
          verdict: 'not_verified',
          contradiction: true,
          evidence: 'claimed tests: pass; check ci: failure',
          contradictions: [{ claimed: 'tests: pass', actual: 'check ci: failure' }],
        },
      ]),
    ],
  },
  {
    note: 'the bad day: two failures first thing put the agent in lockdown (8-minute heartbeat, every task required)',
    cycles: [
      cycle([
        failed('run_tests', 'check ci: failure'),
        failed('triage_issues', 'TRIAGE.md unchanged'),
      ]),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
      cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
    ],
  },
  {
    note: 'a fresh day: the bad day did not lower the target, the ratchet holds it at 91',
    cycles: [cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs'), ['up'])],
  },
];

const reviewed = (...tasks: ('review_prs' | 'check_main')[]): PlannedVerdict[] =>
  tasks.map((task) => ({
    task,
    verdict: 'verified',
    evidence: task === 'review_prs' ? 'review.done accepted' : 'check ci: success',
  }));

const reviewDone = (pr: number, evidence: string, push?: string): PlannedClaim => ({
  pr,
  ...(push === undefined ? {} : { push }),
  topic: 'review.done',
  task: 'review_prs',
  evidence,
});

/** The second agent's week (`reviewer`): steadier, smaller, one missed review. */
export const DEMO_REVIEWER_WEEK: readonly PlannedDay[] = [
  { note: 'reviews every pull request', cycles: [cycle(reviewed('review_prs', 'check_main'))] },
  {
    note: 'two review rounds: review.done blocked at the merge gate (no build evidence), passed on the fix',
    cycles: [
      cycle(reviewed('review_prs'), undefined, [
        reviewDone(8, 'tests: pass', 'Add the release checklist'),
      ]),
      cycle(reviewed('review_prs', 'check_main'), undefined, [
        reviewDone(8, 'tests: pass, build: pass', 'Fix the release checklist build'),
      ]),
    ],
  },
  {
    note: 'a pull request left unreviewed: not verified (-15)',
    cycles: [
      cycle([{ task: 'review_prs', verdict: 'not_verified', evidence: 'no review.done on #42' }]),
    ],
  },
  {
    note: 'a careful review the operator thumbs up (+3); its review.done passed at the first try',
    cycles: [
      cycle(
        reviewed('review_prs', 'check_main'),
        ['up'],
        [reviewDone(10, 'tests: pass, build: pass', 'Document the API')],
      ),
    ],
  },
  {
    note: 'two review rounds',
    cycles: [cycle(reviewed('review_prs')), cycle(reviewed('review_prs'))],
  },
  { note: 'reviews every pull request', cycles: [cycle(reviewed('review_prs', 'check_main'))] },
  {
    note: 'three review rounds',
    cycles: [
      cycle(reviewed('review_prs')),
      cycle(reviewed('review_prs', 'check_main')),
      cycle(reviewed('review_prs')),
    ],
  },
];

/** The demo's two agents, their contracts and their weeks. */
export const DEMO_AGENTS = [
  { name: 'coder', login: 'coder-bot', contract: DEMO_CONTRACT, week: DEMO_WEEK },
  {
    name: 'reviewer',
    login: 'reviewer-bot',
    contract: DEMO_REVIEWER_CONTRACT,
    week: DEMO_REVIEWER_WEEK,
  },
] as const;

/** The first day of the demo week (a Monday); times are UTC. */
export const DEMO_START = '2026-03-02';

/** One simulated day, as the score saw it. */
export interface DemoDay {
  day: number;
  date: string;
  note: string;
  /** At the start of the day: the target in force, the ratchet floor and the 7-day positive average. */
  target: number;
  floor: number;
  average: number | undefined;
  /** The day's tier at each cycle, then at the end of the day. */
  tiers: CycleTier[];
  cycles: number;
  /** The day's totals at midnight. */
  end: DailyScore;
  summary: ScoreSummary;
}

/** The identity and dates the demo's commits carry, so the audit log reads like a real week. */
const IDENTITY = { name: 'heartbeat-gate demo', email: 'demo@heartbeat-gate.invalid' };

async function atInstant<T>(instant: string, run: () => Promise<T>): Promise<T> {
  const keys = [
    'GIT_AUTHOR_DATE',
    'GIT_COMMITTER_DATE',
    'GIT_AUTHOR_NAME',
    'GIT_AUTHOR_EMAIL',
    'GIT_COMMITTER_NAME',
    'GIT_COMMITTER_EMAIL',
  ] as const;
  const saved = keys.map((key) => [key, process.env[key]] as const);
  Object.assign(process.env, {
    GIT_AUTHOR_DATE: instant,
    GIT_COMMITTER_DATE: instant,
    GIT_AUTHOR_NAME: IDENTITY.name,
    GIT_AUTHOR_EMAIL: IDENTITY.email,
    GIT_COMMITTER_NAME: IDENTITY.name,
    GIT_COMMITTER_EMAIL: IDENTITY.email,
  });
  try {
    return await run();
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const at = (date: string, hour: number, minute = 0) =>
  `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

/**
 * Creates the demo repository: HEARTBEAT.md committed on `main`, no configuration; with `team`,
 * the two agents of DEMO_AGENTS instead, each with its contract under `.heartbeat/agents/<name>/`.
 */
export async function createDemoRepository(options: { team?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'heartbeat-gate-demo-'));
  const git = (command: GitCommand) => gitText(command, { cwd: dir });
  await git({ args: ['init', '-q', '--initial-branch=main'] });
  // The machine's settings must not change the demo: no signing prompt, no user hooks.
  await git({ args: ['config'], operands: ['commit.gpgSign', 'false'] });
  await git({ args: ['config'], operands: ['core.hooksPath', '.git/no-hooks'] });
  if (options.team) {
    const team = Object.fromEntries(DEMO_AGENTS.map((a) => [a.name, { logins: [a.login] }]));
    await mkdir(join(dir, '.heartbeat'), { recursive: true });
    await writeFile(join(dir, '.heartbeat/config.json'), `${JSON.stringify({ team }, null, 2)}\n`);
    for (const agent of DEMO_AGENTS) {
      await mkdir(join(dir, '.heartbeat/agents', agent.name), { recursive: true });
      await writeFile(join(dir, '.heartbeat/agents', agent.name, 'HEARTBEAT.md'), agent.contract);
    }
    await git({ args: ['add'], paths: ['.heartbeat'] });
  } else {
    await writeFile(join(dir, 'HEARTBEAT.md'), DEMO_CONTRACT);
    await git({ args: ['add'], paths: ['HEARTBEAT.md'] });
  }
  await atInstant(at(DEMO_START, 8), () =>
    git({ args: ['commit', '-q', '--no-verify', '--message=Add the heartbeat contract'] }),
  );
  return dir;
}

/** Removes the demo repository. */
export async function removeDemoRepository(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/**
 * Creates the demo repository, runs `play` in it, and removes it afterwards (also when `play`
 * fails) unless `keep`: the one clean-up path of `demo` and `demo --keep`.
 */
export async function inDemoRepository<T>(
  options: { team?: boolean; keep?: boolean },
  play: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await createDemoRepository({ team: options.team ?? false });
  try {
    return await play(dir);
  } finally {
    if (!options.keep) await removeDemoRepository(dir);
  }
}

async function summaryAt(cwd: string, now: string, agent: string | undefined) {
  const opened = await openRepoState(cwd, { agent });
  const { state } = await scoreAt(opened, now);
  const summary = summarizeScore(state, {
    defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
  });
  return { state, summary };
}

/**
 * Runs a week in `cwd` (the demo's, or `options.week` for `options.agent` of a team), reporting
 * each day as it ends.
 */
export async function simulateDemoWeek(
  cwd: string,
  onDay: (day: DemoDay) => void = () => {},
  options: { agent?: string; week?: readonly PlannedDay[] } = {},
): Promise<DemoDay[]> {
  const days: DemoDay[] = [];
  const { agent } = options;
  for (const [index, plan] of (options.week ?? DEMO_WEEK).entries()) {
    const date = addDays(DEMO_START, index);
    const start = await summaryAt(cwd, at(date, 0), agent);
    const tiers: CycleTier[] = [];
    const cycles = [...plan.cycles, cycle([])];
    for (const [n, planned] of cycles.entries()) {
      const hour = 9 + n;
      // The week's cycles are scripted at these instants (forced): the ones due in between at
      // their own due times would add cycles the day's plan does not have.
      const outcome = await atInstant(at(date, hour), () =>
        runCycle({ cwd, agent, now: at(date, hour), force: true }),
      );
      if (!outcome.ran) throw new Error(`demo: cycle at ${at(date, hour)} was not due`);
      tiers.push(outcome.record.tier);
      for (const [k, claim] of (planned.claims ?? []).entries()) {
        const now = at(date, hour, 5 + k);
        await atInstant(now, () => recordDemoClaim(cwd, agent, now, claim));
      }
      for (const [k, v] of planned.verdicts.entries()) {
        const now = at(date, hour, 15 + k);
        await atInstant(now, () =>
          recordVerdict({
            cwd,
            agent,
            now,
            taskId: v.task,
            verdict: v.verdict,
            contradiction: v.contradiction ?? false,
            evidence: v.evidence,
            ...(v.contradictions ? { contradictions: v.contradictions } : {}),
          }),
        );
      }
      for (const [k, direction] of (planned.feedback ?? []).entries()) {
        const now = at(date, hour, 45 + k);
        await atInstant(now, () =>
          recordFeedback({
            cwd,
            agent,
            now,
            direction,
            by: 'operator',
            id: `demo-reaction-${now}`,
          }),
        );
      }
    }
    const end = await summaryAt(cwd, `${date}T23:59:59.999Z`, agent);
    tiers.push(cycleTier(end.summary));
    const day: DemoDay = {
      day: index + 1,
      date,
      note: plan.note,
      target: start.summary.target,
      floor: start.summary.floor,
      average: positiveAverage(start.state.history),
      tiers,
      cycles: cycles.length,
      end: end.state.today,
      summary: end.summary,
    };
    days.push(day);
    onDay(day);
  }
  return days;
}
