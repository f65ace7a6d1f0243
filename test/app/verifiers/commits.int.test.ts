import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config.js';
import { verifyCycle } from '../../../src/app/verifiers/index.js';
import { evidenceJudge as evidence } from '../../../src/core/evidence/judge.js';
import { Repo } from '../../../src/git/repo.js';
import { GitSandbox, git, writeFiles } from '../../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';

/** A repository with one initial commit; returns it and the initial sha (the last cycle's head). */
async function start() {
  const dir = await sandbox.repo({ 'README.md': '# app\n', 'docs/old.md': 'old\n' });
  return { dir, base: await git(dir, 'rev-parse', 'HEAD') };
}

async function commit(
  dir: string,
  files: Record<string, string>,
  message: string,
  author = 'ralph-bot <ralph-bot@users.noreply.github.com>',
) {
  await writeFiles(dir, files);
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '--allow-empty', '--author', author, '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

async function verify(
  dir: string,
  base: string,
  tasks: { id: string; verify: string; preMarked?: boolean }[],
  agents: string[] = [],
) {
  const repo = await Repo.open(dir);
  const to = await git(dir, 'rev-parse', 'HEAD');
  const { verifications, claims } = await verifyCycle(repo, {
    tasks: tasks.map((t) => ({ preMarked: false, ...t })),
    range: { from: base, to },
    trustedTasks: [],
    evidence,
    config: { ...DEFAULT_CONFIG, agents },
  });
  return { verifications, claims, byTask: new Map(verifications.map((v) => [v.taskId, v])) };
}

describe('file:<path or glob> on real commits', () => {
  it('a path changed in the cycle → verified; one that did not → not_verified', async () => {
    const { dir, base } = await start();
    await commit(dir, { 'docs/guide/intro.md': 'hi\n' }, 'docs: intro');
    await commit(dir, { 'src/app.ts': 'export {};\n' }, 'feat: app');
    const { byTask } = await verify(dir, base, [
      { id: 'write_docs', verify: 'file:docs/**/*.md' },
      { id: 'changelog', verify: 'file:CHANGELOG.md' },
      { id: 'src', verify: 'file:src/' },
    ]);
    const head = (await git(dir, 'rev-parse', 'HEAD')).slice(0, 12);
    expect(byTask.get('write_docs')).toMatchObject({
      verdict: 'verified',
      evidence: [`docs/guide/intro.md changed in ${base.slice(0, 12)}..${head}`],
    });
    expect(byTask.get('changelog')).toMatchObject({ verdict: 'not_verified' });
    expect(byTask.get('changelog')?.evidence[0]).toMatch(
      /CHANGELOG\.md unchanged in .* \(2 commit\(s\)\)/,
    );
    expect(byTask.get('src')?.verdict).toBe('verified');
  });

  it('a file deleted or renamed in the cycle counts as changed; commits before the last cycle do not', async () => {
    const { dir } = await start();
    await commit(dir, { 'CHANGELOG.md': 'v1\n' }, 'chore: changelog before the cycle');
    const base = await git(dir, 'rev-parse', 'HEAD');
    await git(dir, 'mv', 'docs/old.md', 'docs/new.md');
    await git(dir, 'commit', '-q', '-m', 'docs: rename');
    const { byTask } = await verify(dir, base, [
      { id: 'old', verify: 'file:docs/old.md' },
      { id: 'changelog', verify: 'file:CHANGELOG.md' },
    ]);
    expect(byTask.get('old')?.verdict).toBe('verified');
    expect(byTask.get('changelog')?.verdict).toBe('not_verified');
  });
});

describe('evidence:<topic> on real commit trailers', () => {
  it('accepted → verified, only blocked → not_verified, none → unclear', async () => {
    const { dir, base } = await start();
    await commit(
      dir,
      { 'a.ts': '1\n' },
      `feat: a\n\nHeartbeat-Task: build\nBuild-Done: ${PASSING}`,
    );
    await commit(
      dir,
      { 'b.ts': '1\n' },
      `feat: b\n\nHeartbeat-Task: review\nReview-Done: tests: pass, build: fail`,
    );
    const { byTask, claims } = await verify(dir, base, [
      { id: 'build', verify: 'evidence:build.done' },
      { id: 'review', verify: 'evidence:review.done' },
      { id: 'verify', verify: 'evidence:verify.passed' },
    ]);
    expect(byTask.get('build')?.verdict).toBe('verified');
    expect(byTask.get('review')?.verdict).toBe('not_verified');
    expect(byTask.get('review')?.evidence[0]).toMatch(/^blocked: published review\.blocked/);
    expect(byTask.get('verify')).toMatchObject({
      verdict: 'unclear',
      evidence: ['no verify.passed claim since the last cycle'],
    });
    expect(claims.map((c) => [c.topic, c.accepted, c.taskIds]).sort()).toEqual([
      ['build.done', true, ['build']],
      ['review.done', false, ['review']],
    ]);
  });

  it('with agents configured, only their commits count (author or committer, never Co-authored-by)', async () => {
    const { dir, base } = await start();
    await commit(dir, {}, `feat: by someone\n\nBuild-Done: ${PASSING}`, 'Mallory <m@example.com>');
    const tasks = [{ id: 'b', verify: 'evidence:build.done' }];
    expect((await verify(dir, base, tasks, ['ralph-bot'])).byTask.get('b')?.verdict).toBe(
      'unclear',
    );
    // A co-author trailer is text the committer writes: it moves no credit onto the agent.
    await commit(
      dir,
      {},
      `feat: pair\n\nBuild-Done: ${PASSING}\nCo-authored-by: ralph-bot <1+ralph-bot@users.noreply.github.com>`,
      'Mallory <m@example.com>',
    );
    expect((await verify(dir, base, tasks, ['ralph-bot'])).byTask.get('b')?.verdict).toBe(
      'unclear',
    );
    await commit(
      dir,
      {},
      `feat: own\n\nBuild-Done: ${PASSING}`,
      'ralph-bot <1+ralph-bot@users.noreply.github.com>',
    );
    expect((await verify(dir, base, tasks, ['ralph-bot'])).byTask.get('b')?.verdict).toBe(
      'verified',
    );
  });

  it('cycle commits on the same branch are not work', async () => {
    const { dir, base } = await start();
    await commit(
      dir,
      { '.heartbeat/score.json': '{}\n' },
      `heartbeat: cycle 1 — score 0/50 (tightened)\n\nBuild-Done: ${PASSING}`,
    );
    const { byTask } = await verify(dir, base, [
      { id: 'b', verify: 'evidence:build.done' },
      { id: 'state', verify: 'file:.heartbeat/' },
    ]);
    expect(byTask.get('b')?.verdict).toBe('unclear');
    expect(byTask.get('state')?.verdict).toBe('not_verified');
  });
});

describe('thrashing is judged wherever commit claims are (one judge, evidenceJudge)', () => {
  it('three blocked build.done trailers in a row for a task abandon it; an accepted one resets the streak', async () => {
    const { dir, base } = await start();
    const blocked = PASSING.replace('lint: pass', 'lint: fail');
    for (let i = 0; i < 3; i++) {
      await commit(
        dir,
        { [`f${i}`]: `${i}\n` },
        `wip ${i}\n\nBuild-Done: ${blocked}\nHeartbeat-Task: ship\n`,
      );
    }
    await commit(dir, { g: 'g\n' }, `wip\n\nBuild-Done: ${blocked}\nHeartbeat-Task: docs\n`);
    await commit(dir, { h: 'h\n' }, `done\n\nBuild-Done: ${PASSING}\nHeartbeat-Task: docs\n`);
    const { claims } = await verify(
      dir,
      base,
      [
        { id: 'ship', verify: 'evidence:build.done' },
        { id: 'docs', verify: 'evidence:build.done' },
      ],
      ['ralph-bot'],
    );
    // The same object the Action's and the CLI's sidecars are handed: thrashing cannot be left out.
    const report = evidence.detectThrashing(claims);
    expect(report.abandoned).toEqual(['ship']);
  });
});
