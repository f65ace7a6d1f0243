/**
 * One `--now` parser for every command, run as a user's machine runs the CLI: under a non-UTC
 * `TZ`, a time without an offset is refused the same way everywhere, and one with an offset is
 * the same instant whatever the machine's timezone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { git, GitSandbox } from '../helpers/git.js';
import { runCliProcess } from '../helpers/cli.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';
const TOKYO = { ...process.env, TZ: 'Asia/Tokyo' };

describe('--now under TZ=Asia/Tokyo', () => {
  it.each([
    ['cycle'],
    ['score'],
    ['history'],
    ['prompt'],
    ['badge'],
    ['feedback', 'up'],
    ['verdict', 'ship', 'verified'],
  ])('%s refuses a local time without an offset, exit 2, nothing written', async (...argv) => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    const head = await git(root, 'rev-parse', 'HEAD');
    const result = await runCliProcess(root, [...argv, '--now', '2026-03-01T09:00'], TOKYO);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `heartbeat-gate ${argv[0]}: --now: not an ISO-8601 instant with a timezone: "2026-03-01T09:00" (e.g. 2026-03-07T09:30:00Z or 2026-03-07T18:30:00+09:00)\n`,
    );
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('an offset names one instant: cycle and score agree on the day, whatever TZ says', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    // 08:30 in Tokyo is 23:30 UTC the day before: the configured timezone (UTC) decides the day.
    const now = '2026-03-02T08:30:00+09:00';
    expect((await runCliProcess(root, ['cycle', '--now', now], TOKYO)).code).toBe(0);
    const ledger = await git(root, 'show', 'HEAD:.heartbeat/ledger/2026-03.jsonl');
    expect(JSON.parse(ledger.split('\n')[0] ?? '{}')).toMatchObject({
      at: '2026-03-01T23:30:00.000Z',
    });
    const score = await runCliProcess(root, ['score', '--json', '--now', now], TOKYO);
    expect(score.code).toBe(0);
    expect(JSON.parse(score.stdout)).toMatchObject({ date: '2026-03-01' });
  });
});
