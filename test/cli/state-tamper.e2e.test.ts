/**
 * Hand edits of the state are not laundered: a writer verifies what it builds on (the ledger
 * lines the gate last wrote, byte for byte; derived files and checkpoints equal to a replay; no
 * uncommitted change in the checkout) and refuses with exit 2 naming the file and line, so the
 * next gate commit never seals an edit in. `lint` reports the same edits.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { fullReplayFiles } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const SEGMENT = '.heartbeat/ledger/2026-03.jsonl';
const TASKS = Array.from({ length: 12 }, (_, n) => `task_${n + 1}`);
const CONTRACT = `# Heartbeat\n\n## Tasks\n\n${TASKS.map((id) => `- [ ] ${id} | Do ${id} | required\n`).join('')}`;

async function remoteAndWriter(): Promise<{ remote: string; writer: string }> {
  const remote = await sandbox.bareRemote({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
  });
  return { remote, writer: await sandbox.clone(remote) };
}

/** The agent's own clone with the state branch checked out. */
async function agentClone(remote: string): Promise<string> {
  const agent = await sandbox.clone(remote);
  await git(agent, 'checkout', '-q', 'heartbeat-state');
  return agent;
}

async function ok(cwd: string, ...argv: string[]): Promise<void> {
  const result = await runCli(argv, { cwd });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

describe('a hand-edited ledger line', () => {
  it('pushed to the state branch with consistent derived files: the next write refuses it, lint reports it', async () => {
    const { remote, writer } = await remoteAndWriter();
    await ok(writer, 'cycle', '--push', '--now', '2026-03-01T09:00:00Z');
    await ok(writer, 'feedback', 'down', '--id', 'r-1', '--push', '--now', '2026-03-01T09:05:00Z');
    const gateCommit = await git(remote, 'rev-parse', 'heartbeat-state');

    // The agent turns the 👎 into a 👍 and recomputes score.json so that a replay agrees.
    const agent = await agentClone(remote);
    const path = join(agent, SEGMENT);
    const lines = (await readFile(path, 'utf8')).split('\n');
    expect(lines[1]).toContain('"direction":"down"');
    lines[1] = (lines[1] ?? '').replace('"direction":"down"', '"direction":"up"');
    await writeFile(path, lines.join('\n'));
    const replay = await fullReplayFiles(agent);
    await writeFiles(agent, {
      '.heartbeat/score.json': replay.score ?? '',
      '.heartbeat/progress.json': replay.progress ?? '',
    });
    await git(agent, 'commit', '-qam', 'tidy the ledger');
    await git(agent, 'push', '-q', 'origin', 'heartbeat-state');
    const forged = await git(remote, 'rev-parse', 'heartbeat-state');

    const result = await runCli(
      ['feedback', 'up', '--id', 'r-2', '--push', '--now', '2026-03-01T09:10:00Z'],
      { cwd: writer },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `heartbeat-gate feedback: refusing to build on the state in ${forged.slice(0, 12)}: ` +
        `${SEGMENT}:2: error: line 2 as the gate wrote it in ${gateCommit.slice(0, 12)} was changed or removed ` +
        `(the ledger is append-only); restore the state the gate wrote\n`,
    );
    expect(await git(remote, 'rev-parse', 'heartbeat-state')).toBe(forged);
    expect(await git(writer, 'rev-parse', 'heartbeat-state')).toBe(gateCommit);

    const lint = await runCli(['lint'], { cwd: agent });
    expect(lint.code).toBe(1);
    expect(lint.stderr).toContain(
      `${SEGMENT}:2: error: line 2 as the gate wrote it in ${gateCommit.slice(0, 12)} was changed or removed`,
    );
  });

  it('left uncommitted in the checkout: the write refuses it, and goes on once it is restored', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await ok(root, 'cycle', '--now', '2026-03-01T09:00:00Z');
    await ok(root, 'feedback', 'down', '--id', 'r-1', '--now', '2026-03-01T09:05:00Z');
    const head = await git(root, 'rev-parse', 'HEAD');
    const path = join(root, SEGMENT);
    await writeFile(path, (await readFile(path, 'utf8')).replace('"down"', '"up"'));

    const result = await runCli(
      ['feedback', 'up', '--id', 'r-2', '--now', '2026-03-01T09:10:00Z'],
      {
        cwd: root,
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^heartbeat-gate feedback: refusing to build on the checkout: \.heartbeat\/ledger\/2026-03\.jsonl:2: error: uncommitted change/,
    );
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);

    await git(root, 'checkout', '--', SEGMENT);
    await ok(root, 'feedback', 'up', '--id', 'r-2', '--now', '2026-03-01T09:10:00Z');
    expect(await git(root, 'log', '-1', '--format=%s')).toBe(
      'heartbeat: feedback up (+3) — score -7/50',
    );
  });
});

describe('a hand-edited monthly checkpoint', () => {
  it('that lowers the target from 120 to 50 is refused, even under a gate-like subject; lint reports it', async () => {
    const { remote, writer } = await remoteAndWriter();
    await ok(writer, 'cycle', '--now', '2026-03-01T09:00:00Z');
    for (const task of TASKS)
      await ok(writer, 'verdict', task, 'verified', '--now', '2026-03-01T09:30:00Z');
    await ok(writer, 'cycle', '--force', '--now', '2026-03-31T09:00:00Z');
    await ok(writer, 'cycle', '--force', '--push', '--now', '2026-04-01T09:00:00Z');
    const checkpoint = '.heartbeat/checkpoints/2026-04.json';
    const agent = await agentClone(remote);
    const text = await readFile(join(agent, checkpoint), 'utf8');
    expect(JSON.parse(text)).toMatchObject({
      score: { today: { target: 120 }, lifetime: { targetFloor: 120 } },
    });

    await writeFile(
      join(agent, checkpoint),
      text
        .replace('"target": 120', '"target": 50')
        .replace('"targetFloor": 120', '"targetFloor": 50'),
    );
    await git(agent, 'commit', '-qam', 'heartbeat: cycle 3 — score 0/50 (tightened)');
    await git(agent, 'push', '-q', 'origin', 'heartbeat-state');
    const forged = await git(remote, 'rev-parse', 'heartbeat-state');

    const result = await runCli(['feedback', 'up', '--push', '--now', '2026-04-01T09:05:00Z'], {
      cwd: writer,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `^heartbeat-gate feedback: refusing to build on the state in ${forged.slice(0, 12)}: ` +
          `\\.heartbeat/checkpoints/2026-04\\.json: error: edited by hand: score\\.today\\.target is 50, the ledger gives 120`,
      ),
    );
    expect(await git(remote, 'rev-parse', 'heartbeat-state')).toBe(forged);

    const lint = await runCli(['lint'], { cwd: agent });
    expect(lint.code).toBe(1);
    expect(lint.stderr).toMatch(
      /\.heartbeat\/checkpoints\/2026-04\.json: error: edited by hand: score\.today\.target is 50, the ledger gives 120/,
    );
  });
});
