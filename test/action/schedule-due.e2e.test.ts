// A cycle is judged at its due time, whenever the job runs (issue 25), through the bundled Action
// as the runner runs it (`node dist/index.js` on a `schedule` payload, a fresh shallow clone of a
// real bare remote, the local OpenAPI-validating GitHub server). Two worlds hold the same
// observations — an agent's PR and claim comment, an operator's 👍 / 👎, commits on main with their
// push times, check runs that start and complete at given times — and are driven by different
// schedules over the same three hours (22:00 to 01:00, across a day's rollover): one run every 5
// minutes (37 runs) and one an hour (4 runs). The issue names a week; what makes runs differ (a
// check pending at one due time and concluded at the next, a push between runs, feedback between
// cycles, the rollover) all happens within these hours, and each spawned run costs seconds. The
// runner's clock is the one thing set: each run's process sees the scheduled instant (a module
// loaded with `node --import`).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { git } from '../helpers/git.js';
import {
  CONTRACT,
  commitAt,
  heartbeatAt,
  repository,
  stateOf,
  useWorlds,
  type World,
} from './schedule-runs.js';

const exec = promisify(execFile);
const MINUTE = 60_000;
const { sandbox, startServer } = useWorlds();

/** 22:00 UTC the day before yesterday: the window ends at 01:00, in the past, across midnight. */
const START = (() => {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  return today - 2 * 86_400_000 + 22 * 60 * MINUTE;
})();
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

/** One world: a bare remote and a server holding the same observations as every other world. */
async function world(): Promise<World> {
  const server = await startServer();
  const seed = await sandbox.repo({});
  await exec('mkdir', ['-p', join(seed, '.heartbeat'), join(seed, 'docs')]);
  await writeFile(join(seed, 'HEARTBEAT.md'), CONTRACT);
  await writeFile(
    join(seed, '.heartbeat/config.json'),
    JSON.stringify({ agents: ['agent[bot]'], timeZone: 'UTC' }),
  );
  const first = await commitAt(seed, at(-60), 'README.md', '# widgets\n');
  const docs = await commitAt(seed, at(5), 'docs/guide.md', '# Guide\n');
  const second = await commitAt(seed, at(100), 'docs/guide.md', '# Guide, tidier\n');
  const bare = await sandbox.bareRemote();
  await git(seed, 'push', '-q', bare, 'main');
  const s = server.state;
  for (const [sha, pushed] of [
    [first, at(-60)],
    [docs, at(5)],
    [second, at(100)],
  ] as const) {
    s.addCheckSuite({ ...repository, sha, headBranch: 'main', createdAt: pushed });
  }
  s.setPermission({ ...repository, user: 'alice', permission: 'write' });
  s.setPermission({ ...repository, user: 'agent[bot]', permission: 'write' });
  // CI on each pushed commit: still running at some cycles' due times, concluded at others.
  s.addCheckRun({
    ...repository,
    headSha: docs,
    name: 'CI',
    conclusion: 'success',
    startedAt: at(7),
    completedAt: at(15),
  });
  s.addCheckRun({
    ...repository,
    headSha: second,
    name: 'CI',
    conclusion: 'failure',
    startedAt: at(102),
    completedAt: at(111),
  });
  const pr = s.addPullRequest({
    ...repository,
    user: 'agent[bot]',
    createdAt: at(1),
    updatedAt: at(1),
  });
  const comment = s.addIssueComment({
    ...repository,
    issueNumber: pr.number,
    user: 'agent[bot]',
    body: 'The docs are tidy now.',
    createdAt: at(3),
  });
  s.addReaction({
    ...repository,
    user: 'alice',
    content: '+1',
    commentId: comment.id,
    createdAt: at(20),
  });
  s.addReaction({
    ...repository,
    user: 'alice',
    content: '-1',
    issueNumber: pr.number,
    createdAt: at(75),
  });
  s.addReaction({
    ...repository,
    user: 'alice',
    content: '+1',
    issueNumber: pr.number,
    createdAt: at(130),
  });
  return { server, bare };
}

describe('the heartbeat on GitHub clock: the schedule decides when, never what', () => {
  it(
    'runs every 5 minutes and runs every hour over the same three hours write the same ledger and files',
    { timeout: 1_800_000 },
    async () => {
      const often = await world();
      const hourly = await world();
      let dueRuns = 0;
      for (let minute = 0; minute <= 180; minute += 5) {
        const outputs = await heartbeatAt(sandbox, often, at(minute));
        if (outputs.due === 'true') dueRuns += 1;
      }
      for (let minute = 0; minute <= 180; minute += 60)
        await heartbeatAt(sandbox, hourly, at(minute));

      const a = await stateOf(often.bare);
      const b = await stateOf(hourly.bare);
      const kinds = (kind: string) => a.events.filter((e) => e.kind === kind);
      // Cycles every 8-12 minutes (the score stays below the target) for three hours, each at its
      // due time, not at a run's: at least 16, and most 5-minute runs had one due.
      expect(kinds('cycle').length).toBeGreaterThanOrEqual(16);
      expect(dueRuns).toBeGreaterThanOrEqual(15);
      // The CI run pending at its due time was judged unclear, and verified once it concluded.
      const ci = kinds('verdict').filter((e) => e.taskId === 'check_ci');
      expect(ci.map((e) => e.verdict)).toEqual(
        expect.arrayContaining(['unclear', 'verified', 'not_verified']),
      );
      expect(kinds('feedback').map((e) => [e.direction, e.at])).toEqual([
        ['up', at(20)],
        ['down', at(75)],
        ['up', at(130)],
      ]);
      expect(b.events).toEqual(a.events);
      expect(b.files).toEqual(a.files);
    },
  );
});
